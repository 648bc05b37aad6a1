import CardGames
import Observation

/// A Set race for one to four players at one table, as every face shows it: the race itself (a
/// `SetRace` value driven by the time source), what happened in words, once each, in the
/// player's language, and the statistics it leaves.
///
/// The faces send a seat's call, the caller's choices and asks for more cards; the table lets the
/// clock run (a call running out, a computer seat finding a set) whenever it is asked what is on
/// the table, and at ``nextEventTime`` a face wakes it with ``advance()``.
@Observable
public final class SetRaceTable {
  /// Called after every change the faces draw.
  @ObservationIgnored public var onChange: (() -> Void)?

  /// The race as it stands.
  public private(set) var race: SetRace
  /// The last events, oldest first, at most ``announcementLimit``; worded when asked, so each
  /// reader gets them in the language it speaks (a shared table has several).
  private var events: [SetRace.Event] = []
  /// The last events in words, oldest first, at most ``announcementLimit``: "Ana calls Set!",
  /// "Ben found a set".
  public var announcements: [String] { words(events[...]) }
  /// How many events there were since the race started (or resumed), so a caller can tell which
  /// announcements its intent caused.
  public private(set) var eventCount = 0
  /// How many announcements the table keeps (a face shows the last few).
  public static let announcementLimit = 50
  /// The seed the race was dealt from, for a new race at the same table.
  private(set) var seed: UInt64
  /// When the race started on the race's clock, moved with it when the clock is rebased.
  private var startedAt: Double
  /// When the table last changed (the start, a set put away, three cards dealt), on the race's
  /// clock: a set found is timed from here.
  private var tableChangedAt: Double
  /// When the call in progress (or the last one) began, on the race's clock.
  private var callStartedAt: Double
  /// Each seat's sets found and the seconds it took, in seat order.
  public private(set) var tallies: [SetTally]
  /// Whether the race is on screen, its clock running.
  private var isOnScreen = true
  /// Whether anything happened yet: the race counts as played from its first event.
  private var hasStarted = false
  /// Whether the race just finished set the best top score of Set races (or was the first), for
  /// its ending to say so; false for a race resumed after it ended.
  public private(set) var endedWithNewBest = false
  /// Whether the race just finished was the fastest yet, for its ending to say so.
  public private(set) var endedWithNewBestTime = false
  /// The best top score of a Set race so far, and whose it was.
  public var tableBest: Statistics.TableBest? {
    statistics.record(for: Statistics.Key(game: .set)).tableBest
  }
  /// The fastest finished Set race so far, in seconds.
  public var tableBestTime: Double? {
    statistics.record(for: Statistics.Key(game: .set)).tableBestTime
  }
  @ObservationIgnored private let timeSource: TimeSource
  @ObservationIgnored private let statistics: Statistics

  /// A race for `seats` dealt from `seed`, or `nil` when the seats are not one to four.
  public init?(
    seats: [SetRace.Seat], seed: UInt64, timeSource: TimeSource, statistics: Statistics
  ) {
    guard let race = SetRace(seats: seats, seed: seed, startingAt: timeSource.now) else {
      return nil
    }
    self.race = race
    self.seed = seed
    self.startedAt = timeSource.now
    self.tableChangedAt = timeSource.now
    self.callStartedAt = timeSource.now
    self.tallies = Array(repeating: SetTally(), count: seats.count)
    self.timeSource = timeSource
    self.statistics = statistics
  }

  /// A race saved earlier, as it resumes: a call that was in progress is dropped (the table
  /// opens again, nobody is charged) and the race's clock continues from this time source's now.
  public init(restoring saved: SavedSetRace, timeSource: TimeSource, statistics: Statistics) {
    var race = saved.race.resumedAsOpenTable()
    race.rebaseClock(to: timeSource.now)
    self.race = race
    self.seed = saved.seed
    self.hasStarted = saved.hasStarted
    let tableChangedAt = race.now - max(0, saved.secondsSinceTableChanged)
    // A race over counts its time up to its last change of the table (``elapsed``): its
    // start is that far before it, or every reopening took the time its ending had been shown.
    self.startedAt = (race.isOver ? tableChangedAt : race.now) - max(0, saved.elapsed)
    self.tableChangedAt = tableChangedAt
    self.callStartedAt = race.now
    var tallies = Array(saved.tallies.prefix(race.seats.count))
    tallies += Array(repeating: SetTally(), count: race.seats.count - tallies.count)
    self.tallies = tallies
    self.timeSource = timeSource
    self.statistics = statistics
  }

  /// Whether the race is under way: something happened, and it is not over. A new race over it
  /// is offered back with Undo.
  public var isInProgress: Bool { hasStarted && !race.isOver }

  /// What is saved to resume this race exactly.
  public var saved: SavedSetRace {
    SavedSetRace(
      race: race, seed: seed, hasStarted: hasStarted, elapsed: elapsed,
      secondsSinceTableChanged: max(0, race.now - tableChangedAt), tallies: tallies)
  }

  /// The last thing that happened, in words, or `nil` before anything did.
  public var lastAnnouncement: String? { events.last.map { words([$0][...])[0] } }
  /// How many of the announcements happened at the last moment anything happened.
  private var latestCount = 0
  /// What happened at the last moment anything happened, oldest first: one event, or several at
  /// once (a call running out as the computer, which saw a set meanwhile, calls).
  public var latestAnnouncements: [String] { words(events.suffix(latestCount)) }

  /// ``latestAnnouncements`` without the race's result, which the race's ending says in full
  /// ("Ana wins with 5 points in 1:13"): what is read out beside that ending, so a screen
  /// reader does not hear who won twice.
  public var latestAnnouncementsBesideTheEnding: [String] {
    words(
      ArraySlice(
        events.suffix(latestCount).filter {
          if case .gameOver = $0 { return false }
          return true
        }))
  }

  /// The last `count` events in words, oldest first.
  public func recentAnnouncements(_ count: Int) -> [String] { words(events.suffix(count)) }

  /// How long a person's lost call ("Not a set: −1 for Ana") stays on a race's line beside
  /// what happens after it, unless that person calls or asks for cards again first: the
  /// computer's next call comes within a second or two, and the person must still read what
  /// the call cost them.
  public static let penaltyHold = 5.0
  /// The person's lost call the line keeps in view: its number among every event since the
  /// race started (``eventCount`` just after it), whose it was and until when, on the time
  /// source.
  private var held: (number: Int, seat: Int, until: Double)?

  /// The person's lost call still kept in view ("Time is up: −1 for Ben"), or `nil`: none was
  /// lost, the person called or asked again since, or ``penaltyHold`` seconds passed.
  public var heldAnnouncement: String? {
    heldIndex.map { words(events[$0...$0])[0] }
  }

  /// Where the held lost call is among the events kept, while it is held.
  private var heldIndex: Int? {
    guard let held, timeSource.now < held.until else { return nil }
    let index = events.count - (eventCount - held.number) - 1
    return events.indices.contains(index) ? index : nil
  }

  /// The last `count` events as a line under the cards says them, oldest first: a call once
  /// decided is said by its verdict alone ("Ana found a set: +1", not "Ana calls Set!" before
  /// it), and a person's lost call that is held (``heldAnnouncement``) stays among them, first
  /// and beside `count` others when `count` or more came since.
  public func lineAnnouncements(_ count: Int) -> [String] {
    lineIndices(count).map { words(events[$0...$0])[0] }
  }

  /// The number of each of ``lineAnnouncements(_:)`` among every event since the race started
  /// (the first is 1, the newest ``eventCount``): the same words said twice are two events.
  public func lineAnnouncementNumbers(_ count: Int) -> [Int] {
    lineIndices(count).map { eventCount - events.count + $0 + 1 }
  }

  /// Where the events of ``lineAnnouncements(_:)`` are among the events kept.
  private func lineIndices(_ count: Int) -> [Int] {
    let shown = events.indices.filter { index in
      guard case .called = events[index] else { return true }
      // Calls never overlap: the first verdict after a call is that call's.
      return !events[(index + 1)...].contains { $0.decidesACall }
    }
    var line = Array(shown.suffix(count))
    if let heldIndex, !line.contains(heldIndex) {
      // The held call takes no one's place: one that did came back once it gave way (issue 53).
      line = [heldIndex] + line
    }
    return line
  }

  /// ``recentAnnouncements(_:)`` for a face that says the ending's lines after them and shows
  /// no board (`--plain`): the race's result is left out, as the ending's first line says it
  /// ("Game over! Ana wins with 5 points. Time: 3:05"), and a found set names its cards.
  public func announcementsBeforeTheEnding(_ count: Int) -> [String] {
    words(
      events.suffix(count).filter {
        if case .gameOver = $0 { return false }
        return true
      }[...], namingCards: true)
  }

  private func words(_ events: ArraySlice<SetRace.Event>, namingCards: Bool = false) -> [String] {
    events.map {
      Phrases.raceEvent(
        $0, seats: race.seats, pointsForSet: race.rules.pointsForSet, namingCards: namingCards)
    }
  }

  /// When the table next changes by itself (a call running out, a computer moving), or `nil`
  /// when only a person can move it.
  public var nextEventTime: Double? { race.nextEventTime }

  /// The seconds the caller has left, rounded up as a countdown shows them, or `nil` when nobody
  /// is calling.
  public var countdown: Int? {
    race.secondsLeftInCall(at: timeSource.now).map { Int($0.rounded(.up)) }
  }

  /// When a face must next redraw by itself: the countdown's next second while a call runs, or
  /// the table's next event; `nil` when only a person can change the table. Nothing runs while
  /// the race is off screen.
  public func nextDisplayChange() -> Double? {
    guard isOnScreen else { return nil }
    let now = timeSource.now
    var next = race.nextEventTime
    // A lost call held on the line leaves it when its time is up.
    if let held, heldIndex != nil { next = min(next ?? .infinity, held.until) }
    if let left = race.secondsLeftInCall(at: now), left > 0 {
      next = min(next ?? .infinity, now + left - (left.rounded(.up) - 1))
    }
    return next
  }

  /// Tells the race whether it is on screen: off screen its clock stands still (a call does
  /// not run out, a computer does not move), and it goes on from where it stood.
  public func setOnScreen(_ visible: Bool) {
    guard visible != isOnScreen else { return }
    if visible {
      let shift = timeSource.now - race.now
      held?.until += shift
      startedAt += shift
      tableChangedAt += shift
      callStartedAt += shift
      race.rebaseClock(to: timeSource.now)
    } else {
      advance()
    }
    isOnScreen = visible
  }

  /// Seconds the race has been played on screen, up to its end: the last change of the table
  /// (the set or the deal that ended it), however long the ending is shown after.
  public var elapsed: Double {
    let end =
      race.isOver ? tableChangedAt : max(race.now, isOnScreen ? timeSource.now : race.now)
    return max(0, end - startedAt)
  }

  /// Each seat's score, in seat order.
  public var scores: [Int] { race.seats.indices.map(race.score(ofSeat:)) }

  // MARK: - Intents

  /// Lets the clock run to now: calls run out, computers move.
  public func advance() {
    let target = timeSource.now
    // Event by event, so each is timed when it happened (a computer's set, a call running out).
    for _ in 0..<1_000 {
      guard let next = race.nextEventTime, next <= target else { break }
      let events = race.advance(to: next)
      if events.isEmpty { break }
      record(events, at: next)
    }
    record(race.advance(to: target), at: target)
  }

  /// The person at `seat` calls "Set!". Refused, with the reason, when the table is not open.
  @discardableResult
  public func call(seat: Int) -> String? {
    advance()
    if let refusal = refusal(forSeat: seat) { return refusal }
    guard race.isOpen else { return Phrases.tableIsBusy(calling: callerName) }
    record(race.call(seat: seat, at: timeSource.now), at: timeSource.now)
    return nil
  }

  /// The caller chooses the card with `cardID`, or takes it back. Refused, with the reason, when
  /// nobody called or the card is not on the table.
  @discardableResult
  public func choose(cardID: SetCard.ID) -> String? {
    advance()
    guard let caller = race.call?.seat else { return Phrases.callSetFirst }
    guard let card = race.game.cardsInPlay.first(where: { $0.id == cardID }) else {
      return Phrases.noSuchCard
    }
    record(race.choose(card, seat: caller, at: timeSource.now), at: timeSource.now)
    return nil
  }

  /// The person at `seat` asks for three more cards. Refused, with the reason, while someone is
  /// calling, when the deck is empty or when the seat has asked already.
  @discardableResult
  public func askForMore(seat: Int) -> String? {
    advance()
    if let refusal = moreRefusal(forSeat: seat) { return refusal }
    record(race.askForMore(seat: seat, at: timeSource.now), at: timeSource.now)
    return nil
  }

  /// Notes which people's seats are away from a shared table: the asks for more cards are
  /// counted among the others (and deal at once when those made are now enough).
  public func setAway(_ seats: Set<Int>) {
    guard seats != race.awaySeats else { return }
    record(race.setAway(seats, at: timeSource.now), at: timeSource.now)
  }

  /// Why the person at `seat` may not ask for three more cards now; `nil` when they may.
  public func moreRefusal(forSeat seat: Int) -> String? {
    if let refusal = refusal(forSeat: seat) { return refusal }
    guard race.isOpen else { return Phrases.tableIsBusy(calling: callerName) }
    guard race.game.canDealMore else { return Phrases.deckIsEmpty }
    guard !race.votesForMore.contains(seat) else {
      return race.seats.indices.contains(seat)
        ? Phrases.alreadyAskedForMore(race.seats[seat]) : Phrases.noSuchSeat
    }
    return nil
  }

  /// A new race at the same table, dealt from the next seed.
  public func newRace() {
    seed &+= 1
    let seats = race.seats.map { SetRace.Seat(name: $0.name, computerLevel: $0.computerLevel) }
    guard let fresh = SetRace(seats: seats, seed: seed, startingAt: timeSource.now) else { return }
    race = fresh
    startedAt = timeSource.now
    tableChangedAt = timeSource.now
    callStartedAt = timeSource.now
    tallies = Array(repeating: SetTally(), count: seats.count)
    hasStarted = false
    endedWithNewBest = false
    endedWithNewBestTime = false
    events = []
    eventCount = 0
    held = nil
    onChange?()
  }

  // MARK: - Words

  private var callerName: String {
    race.call.map { Phrases.shownName(race.seats[$0.seat].name) } ?? ""
  }

  private func refusal(forSeat seat: Int) -> String? {
    guard race.seats.indices.contains(seat), !race.seats[seat].isComputer else {
      return Phrases.noSuchSeat
    }
    return race.isOver ? Phrases.raceIsOver : nil
  }

  /// Keeps every event (worded when asked) and counts the race as played at its first event
  /// and as finished at its end.
  private func record(_ happened: [SetRace.Event], at time: Double) {
    guard !happened.isEmpty else { return }
    // A person going away from a table or coming back before anything happened does not
    // start the race.
    if !hasStarted, happened.contains(where: \.startsTheRace) {
      hasStarted = true
      statistics.gameStarted(Statistics.Key(game: .set))
    }
    latestCount = happened.count
    for event in happened {
      tally(event, at: time)
      eventCount += 1
      events.append(event)
      hold(event, at: time)
      if case .gameOver(let result) = event { countFinished(result) }
    }
    if events.count > Self.announcementLimit {
      events.removeFirst(events.count - Self.announcementLimit)
    }
    onChange?()
  }

  /// Keeps a person's lost call in view (``heldAnnouncement``) until that person calls or asks
  /// again, the race ends, or ``penaltyHold`` seconds pass.
  private func hold(_ event: SetRace.Event, at time: Double) {
    switch event {
    case .notASet(let seat, _, _), .timeUp(let seat, _):
      guard race.seats.indices.contains(seat), !race.seats[seat].isComputer else { return }
      held = (eventCount, seat, timeSource.now + Self.penaltyHold)
    case .called(let seat, _), .votedForMore(let seat, _, _):
      if held?.seat == seat { held = nil }
    case .gameOver:
      held = nil
    case .foundSet, .dealtThree, .noSetOnTable, .back, .away:
      break
    }
  }

  /// Times each set found: from the last change of the table to the call that found it.
  private func tally(_ event: SetRace.Event, at time: Double) {
    switch event {
    case .called(_, let deadline):
      callStartedAt = deadline - race.rules.callDuration
    case .foundSet(let seat, _):
      if tallies.indices.contains(seat) {
        tallies[seat].add(SetTally(sets: 1, seconds: max(0, callStartedAt - tableChangedAt)))
      }
      tableChangedAt = time
    case .dealtThree:
      tableChangedAt = time
    case .notASet, .timeUp, .votedForMore, .noSetOnTable, .gameOver, .back, .away:
      break
    }
  }

  private func countFinished(_ result: SetRace.Result) {
    let key = Statistics.Key(game: .set)
    let seats = race.seats.map { Statistics.Seat(name: $0.name, isComputer: $0.isComputer) }
    let records = statistics.gameFinished(
      key, seats: seats, winners: result.winners, topScore: result.winningScore,
      seconds: elapsed, sets: tallies,
      result: Statistics.TableResult(
        seats: seats.indices.map {
          Statistics.TableResult.SeatScore(seats[$0], score: race.score(ofSeat: $0))
        }))
    endedWithNewBest = records.isNewBest
    endedWithNewBestTime = records.isNewTime
  }
}

extension SetRace.Event {
  /// Whether the event decides a call: a set found, a wrong set, a call run out.
  fileprivate var decidesACall: Bool {
    switch self {
    case .foundSet, .notASet, .timeUp: true
    case .called, .votedForMore, .dealtThree, .noSetOnTable, .gameOver, .back, .away: false
    }
  }

  /// Whether the event counts the race as played: anything but a person going away from a
  /// shared table or coming back.
  fileprivate var startsTheRace: Bool {
    switch self {
    case .back, .away: false
    default: true
    }
  }
}

/// A Set race as saved: the race and its seed. Announcements are not kept: they are words in
/// the language of the day, and a resumed race starts a fresh account.
public struct SavedSetRace: Equatable, Sendable, Codable {
  /// The race, its call in progress included (dropped when it resumes).
  public var race: SetRace
  /// The seed it was dealt from.
  public var seed: UInt64
  /// Whether the race was counted as played already.
  public var hasStarted: Bool
  /// Seconds played so far.
  public var elapsed: Double
  /// Seconds since the table last changed, to time the next set found.
  public var secondsSinceTableChanged: Double
  /// Each seat's sets found so far and the seconds it took, in seat order.
  public var tallies: [SetTally]

  /// A race, its seed, whether it was counted as played, the seconds played, the seconds since
  /// the table changed and each seat's sets so far.
  public init(
    race: SetRace, seed: UInt64, hasStarted: Bool, elapsed: Double,
    secondsSinceTableChanged: Double, tallies: [SetTally]
  ) {
    self.race = race
    self.seed = seed
    self.hasStarted = hasStarted
    self.elapsed = elapsed
    self.secondsSinceTableChanged = secondsSinceTableChanged
    self.tallies = tallies
  }

  private enum CodingKeys: String, CodingKey {
    case race, seed, hasStarted, elapsed, secondsSinceTableChanged, tallies
  }

  /// Reads a saved race, refusing times no race could have made (an edited file is kept aside
  /// rather than trapped on).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    race = try container.decode(SetRace.self, forKey: .race)
    seed = try container.decode(UInt64.self, forKey: .seed)
    hasStarted = try container.decode(Bool.self, forKey: .hasStarted)
    elapsed = try container.decode(Double.self, forKey: .elapsed)
    secondsSinceTableChanged = try container.decode(Double.self, forKey: .secondsSinceTableChanged)
    tallies = try container.decode([SetTally].self, forKey: .tallies)
    let times = 0...Stopwatch.longestTime
    guard times.contains(elapsed), times.contains(secondsSinceTableChanged),
      tallies.count <= race.seats.count
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .elapsed, in: container, debugDescription: "a race's times are out of range")
    }
  }
}
