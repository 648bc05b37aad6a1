import Memorize

/// What a race's row of events showed and let go, for a screen that fits the row anew in
/// every frame: an event the row let go (for room beside a held lost call or a longer newest,
/// or while a refusal took the row) does not come back when the events beside it shrink or
/// give way; it shows again only when it happens again (issue 53). The row only moves on.
///
/// Events are told apart by their number among the race's events
/// (``RacePresentation/lineEventNumbers``), not by their words: the same words said again
/// ("Ben found a set: +1", twice in a row) are a new event, and show, while the old one the
/// row let go stays gone. From a table that sends no numbers, by their words.
final class RaceRowMemory {
  /// What names an event of the row.
  private enum Key: Hashable {
    /// Its number among the race's events.
    case number(Int)
    /// Its words, where the race gives no numbers.
    case words(String)
  }

  /// The race's last events as last seen (``RacePresentation/recentEvents``).
  private var recent: [String] = []
  /// The events the row showed last, oldest first.
  private var shown: [Key] = []
  /// The events the row let go (since they last happened, when named by their words).
  private var letGo: Set<Key> = []
  /// The deal the row was fitted at: a new race owes nothing to the old one's row.
  private var deal: String?

  /// The events `race`'s row shows in `width` columns at the deal `dealt`, and whether a held
  /// lost call leads them (``SetBoardView/line(of:width:ellipsis:)``), leaving out what it let
  /// go; what it leaves out now is let go in turn.
  func row(of race: RacePresentation, width: Int, dealt: String) -> (events: [String], isHeld: Bool)
  {
    if dealt != deal {
      (recent, shown, letGo, deal) = ([], [], [], dealt)
    }
    let events = race.lineEvents ?? race.recentEvents
    let keys: [Key]
    if race.lineEvents != nil, let numbers = race.lineEventNumbers, numbers.count == events.count {
      keys = numbers.map(Key.number)
    } else {
      // What happened since it last looked may show, though the same words were let go before.
      let start = Self.newEvents(race.recentEvents, after: recent)
      letGo.subtract(race.recentEvents[start...].map(Key.words))
      keys = events.map(Key.words)
    }
    recent = race.recentEvents
    let kept = keys.indices.filter { !letGo.contains(keys[$0]) }
    let keptKeys = kept.map { keys[$0] }
    var trimmed = race
    trimmed.lineEvents = kept.map { events[$0] }
    if let held = race.heldEvent, let index = events.lastIndex(of: held),
      letGo.contains(keys[index])
    {
      trimmed.heldEvent = nil
    }
    let row = SetBoardView.row(of: trimmed, width: width)
    // The row shows the newest it keeps, after the held lost call when that leads it.
    var said = Array(keptKeys.suffix(row.isHeld ? row.events.count - 1 : row.events.count))
    if row.isHeld, let held = trimmed.heldEvent,
      let index = trimmed.lineEvents?.lastIndex(of: held)
    {
      said.insert(keptKeys[index], at: 0)
      // What the row passed over for room beside the held call is let go with what it drops:
      // once the call gives way, it would come back from behind the newer events.
      let firstShown = keptKeys.count - said.count + 1
      if index + 1 < firstShown { letGo.formUnion(keptKeys[(index + 1)..<firstShown]) }
    }
    letGo.formUnion(Set(shown).subtracting(said))
    shown = said
    return row
  }

  /// A refusal took the row: everything it showed is let go.
  func showNothing() {
    letGo.formUnion(shown)
    shown = []
  }

  /// Where the events not yet seen begin in `events`, given the last few seen (`said`): past
  /// the longest end of `said` that `events` begins with; the same words said again are
  /// counted once, so an event is never taken for new when it may be old.
  private static func newEvents(_ events: [String], after said: [String]) -> Int {
    guard !said.isEmpty else { return 0 }
    for overlap in stride(from: min(events.count, said.count), to: 0, by: -1)
    where Array(said.suffix(overlap)) == Array(events.prefix(overlap)) {
      return overlap
    }
    return 0
  }
}
