/// What a race's row of events said when a refusal took it ("Ben is calling: wait for the
/// verdict."): once the refusal has gone, the row goes on from what happened after it, and
/// never brings back what the refusal replaced (issue 51: a person's held lost call, "Time is
/// up: −1 for Ana", came back beside the next event after a refusal had taken its place).
///
/// A face's view model keeps one from the refusal until the race has moved on too far for
/// anything it replaced to be in reach of the row (``apply(to:dealt:)``): every face, then,
/// shows only what came after.
struct RefusedRaceRow: Equatable {
  /// The race as last seen: its last events, and how many it had.
  private var seen: RacePresentation
  /// Every event since the refusal, as far as seen, oldest first.
  private var since: [String] = []
  /// The lost call held in view as the refusal came.
  private let held: String?
  /// The deal the race was at: a new race owes nothing to the old one's refusal.
  private let deal: String
  /// How many events the race had had as the refusal came, where the race counts them
  /// (``RacePresentation/eventCount``): the row keeps only those numbered after.
  private let count: Int?

  /// How many events after the refusal it takes before nothing it replaced can come back: a
  /// row says its last five events, a decided call by its verdict alone, and a held lost call.
  static let reach = 24

  /// What `board`'s race's row said as a refusal took it; `nil` away from a race.
  init?(_ board: BoardPresentation?) {
    guard let race = board?.race else { return nil }
    seen = race
    held = race.heldEvent
    deal = board?.dealToken ?? ""
    count = race.eventCount
  }

  /// Takes out of `race`'s row, at the deal `dealt`, what the refusal replaced: only the
  /// events since stay, and a lost call held then is no longer held. Returns whether it is
  /// still needed: `false` once the race has moved on past ``reach`` events, or to another
  /// deal, and the view model forgets it.
  mutating func apply(to race: inout RacePresentation, dealt: String) -> Bool {
    guard dealt == deal else { return false }
    // The events since it last looked: the race's last few, past those it had then.
    since += race.recentEvents.suffix(from: race.firstNewEvent(after: seen))
    seen = race
    let stillHeld = race.heldEvent != nil && race.heldEvent == held
    guard since.count <= Self.reach || stillHeld else { return false }
    if let line = race.lineEvents {
      if let count, let numbers = race.lineEventNumbers, numbers.count == line.count {
        // Told apart by number: the same words said again since are new.
        let after = numbers.indices.filter { numbers[$0] > count }
        race.lineEvents = after.map { line[$0] }
        race.lineEventNumbers = after.map { numbers[$0] }
      } else {
        let kept = Self.trailing(line, among: since)
        race.lineEvents = Array(line.suffix(kept))
        race.lineEventNumbers = race.lineEventNumbers.map { Array($0.suffix(kept)) }
      }
    }
    race.latestEvents = Array(
      race.latestEvents.suffix(Self.trailing(race.latestEvents, among: since)))
    if stillHeld, let shown = race.heldEvent, !since.contains(shown) { race.heldEvent = nil }
    return true
  }

  /// How many of the last of `line` are among `happened`, in order: the line says a decided
  /// call by its verdict alone, so it holds some of them, never others.
  private static func trailing(_ line: [String], among happened: [String]) -> Int {
    var count = 0
    var next = happened.endIndex
    for event in line.reversed() {
      guard let found = happened[..<next].lastIndex(of: event) else { break }
      count += 1
      next = found
    }
    return count
  }
}
