import Memorize

/// What a race's row of events showed and let go, for a screen that fits the row anew in
/// every frame: an event the row let go (for room beside a held lost call or a longer newest,
/// or while a refusal took the row) does not come back when the events beside it shrink or
/// give way; it shows again only when it happens again (issue 53). The row only moves on.
final class RaceRowMemory {
  /// The race's last events as last seen (``RacePresentation/recentEvents``).
  private var recent: [String] = []
  /// The events the row showed last, oldest first.
  private var shown: [String] = []
  /// The words of the events the row let go since they last happened.
  private var letGo: Set<String> = []
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
    // What happened since it last looked may show, though the same words were let go before.
    let start = Self.newEvents(race.recentEvents, after: recent)
    letGo.subtract(race.recentEvents[start...])
    recent = race.recentEvents
    var kept = race
    kept.lineEvents = (race.lineEvents ?? race.recentEvents).filter { !letGo.contains($0) }
    if let held = race.heldEvent, letGo.contains(held) { kept.heldEvent = nil }
    let row = SetBoardView.row(of: kept, width: width)
    // An event said in fewer words (only the newest ever is) is remembered by its own words.
    let events = kept.lineEvents ?? []
    let said = row.events.map { events.contains($0) ? $0 : events.last ?? $0 }
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
