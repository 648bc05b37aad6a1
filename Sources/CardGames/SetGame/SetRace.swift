/// The game of Set raced around a table: one to four seats, people and computers, all looking at
/// the same cards, and whoever sees a set calls it.
///
/// A call gives the caller `rules.callDuration` seconds to choose three cards while nobody else
/// may; a set scores for the caller, while three cards that are not a set, or time running out,
/// cost the caller and open the table again. When nobody sees a set the seats may ask for three
/// more cards: a majority of the people at the table must ask (computers neither vote nor count),
/// and at a table of computers only, one computer's ask deals. The race ends when the deck is
/// empty and no set is left; the seats with the best score win.
///
/// The cards are a `SetGame` whose selection stays empty between moves: the caller's choices are
/// kept in `call`, and only a set is played into the game. Time is passed in with every move
/// (seconds on any clock that never goes back); the race never reads a clock. Computers move by
/// themselves as `advance(to:)` passes their times (see `SetRaceComputer`), with their own seeded
/// generator, so a race from one seed and the same people's moves replays exactly.
public struct SetRace: Sendable, Equatable {
  /// How many seats a race may have.
  public static let seatCountRange: ClosedRange<Int> = 1...4
  /// The most failed calls a saved seat may have; far beyond play, it keeps scores from
  /// overflowing.
  static let failedCallLimit = 1_000_000

  /// The cards: on the table, in the deck and put away. Its selection is always empty.
  public internal(set) var game: SetGame
  /// The seats, in table order; seat numbers in moves and events index this array.
  public internal(set) var seats: [Seat]
  /// How long calls last and what sets and failed calls are worth.
  public internal(set) var rules: Rules
  /// The call in progress, or `nil` while the table is open (or the race is over).
  public internal(set) var call: Call?
  /// The seats that asked for three more cards since the table last changed, in seat order.
  public internal(set) var votesForMore: [Int] = []
  /// The latest time this race has been told of; a move stamped earlier counts as made now.
  public internal(set) var now: Double
  /// Each computer seat's next move, at most one per seat, in seat order.
  var computerMoves: [ComputerMove] = []
  /// Draws the computers' times; kept so that a saved race replays the same computers.
  var generator: SeededGenerator

  /// Deals a race from `seed` (the same deck as a solo `SetGame(seed:)`), or `nil` when there are
  /// not one to four seats or the rules are out of range. The seats' tallies start at zero.
  public init?(seats: [Seat], seed: UInt64, rules: Rules = Rules(), startingAt time: Double = 0) {
    // The computers' generator is another stream than the deck's, so adding a computer seat
    // does not change the deal.
    self.init(
      seats: seats, game: SetGame(seed: seed),
      generator: SeededGenerator(seed: seed ^ 0x5E75_EA75_0000_0000), rules: rules,
      startingAt: time)
  }

  /// A race over `game` (whose selection must be empty), so tests can lay out a known table.
  init?(
    seats: [Seat], game: SetGame, generator: SeededGenerator, rules: Rules = Rules(),
    startingAt time: Double = 0
  ) {
    guard Self.seatCountRange.contains(seats.count), rules.isValid, time.isFinite,
      game.selectedCardIDs.isEmpty
    else { return nil }
    self.seats = seats.map { Seat(name: $0.name, computerLevel: $0.computerLevel) }
    self.game = game
    self.generator = generator
    self.rules = rules
    now = time
    planIdleComputers()
  }

  // MARK: - Reading the race

  /// Whether the race is over: the deck is empty and no set is left on the table.
  public var isOver: Bool { game.isOver }

  /// Whether a seat may call now: no call is in progress and the race is not over.
  public var isOpen: Bool { call == nil && !isOver }

  /// The seat's score: its sets' points less its failed calls' cost.
  public func score(ofSeat seat: Int) -> Int {
    guard seats.indices.contains(seat) else { return 0 }
    return seats[seat].setsFound * rules.pointsForSet
      - seats[seat].failedCalls * rules.costOfFailedCall
  }

  /// Who won, once the race is over; `nil` before.
  public var result: Result? {
    guard isOver else { return nil }
    let scores = seats.indices.map { score(ofSeat: $0) }
    let best = scores.max() ?? 0
    return Result(winners: scores.indices.filter { scores[$0] == best }, winningScore: best)
  }

  /// How many seats people play.
  public var peopleCount: Int { seats.count { !$0.isComputer } }

  /// The people's seats whose player went away (from a shared table): they cannot ask for
  /// more cards, so the asks needed are counted among the others. Not saved: a table says who
  /// is there.
  public private(set) var awaySeats: Set<Int> = []

  /// How many asks deal three more cards: a majority of the people who are there, or one ask
  /// at a table of computers only (or whose people are all away).
  public var votesNeededForMore: Int {
    let present = seats.indices.count { !seats[$0].isComputer && !awaySeats.contains($0) }
    return present == 0 ? 1 : present / 2 + 1
  }

  /// Notes which people's seats are away: a seat that went away is away, and one away no
  /// longer is back (each said while the race is on); when the asks already made are now
  /// enough, three more cards are dealt.
  public mutating func setAway(_ away: Set<Int>, at time: Double) -> [Event] {
    var events = advance(to: time)
    let wasAway = awaySeats
    awaySeats = away.filter { seats.indices.contains($0) && !seats[$0].isComputer }
    if !isOver {
      events += awaySeats.subtracting(wasAway).sorted().map { .away(seat: $0) }
      events += wasAway.subtracting(awaySeats).sorted().map { .back(seat: $0) }
    }
    let asks = votesForMore.filter { !awaySeats.contains($0) }
    if votesForMore != asks { votesForMore = asks }
    if isOpen, !votesForMore.isEmpty, votesForMore.count >= votesNeededForMore,
      let dealt = game.dealThreeMore(), case .dealt(let cards) = dealt
    {
      events.append(.dealtThree(cards))
      events += tableChanged()
    }
    return events
  }

  /// Seconds the caller has left at `time`, never below zero; `nil` without a call.
  public func secondsLeftInCall(at time: Double) -> Double? {
    guard let call else { return nil }
    return max(0, call.deadline - max(time, now))
  }

  /// When `advance(to:)` next has something to do (a call running out, a computer moving), or
  /// `nil` when nothing will happen without a person; a face can sleep until then.
  public var nextEventTime: Double? {
    if let call {
      var next = call.deadline
      for move in computerMoves where move.seat == call.seat {
        if case .choose = move.action { next = min(next, move.time) }
      }
      return max(next, now)
    }
    guard !isOver, let earliest = computerMoves.map(\.time).min() else { return nil }
    return max(earliest, now)
  }

  // MARK: - Moves

  /// Lets the clock run to `time`: a call whose time is up ends, and computers whose moment has
  /// come move, in the order their times fall. Returns what happened.
  @discardableResult
  public mutating func advance(to time: Double) -> [Event] {
    let target = time.isFinite ? max(time, now) : now
    var events: [Event] = []
    while let next = nextEventTime, next <= target {
      now = next
      events += performDueMove()
    }
    now = target
    return events
  }

  /// The person at `seat` calls "Set!" at `time`, first letting the clock run to then.
  ///
  /// Refused (nothing more happens) when the seat does not exist or is a computer's, a call is
  /// in progress, or the race is over.
  @discardableResult
  public mutating func call(seat: Int, at time: Double) -> [Event] {
    var events = advance(to: time)
    guard isPerson(seat), isOpen else { return events }
    events.append(startCall(seat: seat))
    return events
  }

  /// The calling person at `seat` chooses `card` at `time`, or takes it back when already
  /// chosen; the third card chosen is judged at once.
  ///
  /// Refused when the seat is not the caller (so nobody else chooses during a call), its time is
  /// up by `time`, or the card is not on the table.
  @discardableResult
  public mutating func choose(_ card: SetCard, seat: Int, at time: Double) -> [Event] {
    var events = advance(to: time)
    guard isPerson(seat), call?.seat == seat else { return events }
    events += toggle(card.id)
    return events
  }

  /// The person at `seat` asks for three more cards at `time`; when enough people have asked,
  /// three are dealt.
  ///
  /// Refused when a call is in progress, the race is over, the deck is empty, the seat already
  /// asked, or it is a computer's (computers ask by themselves, only at a table without people).
  @discardableResult
  public mutating func askForMore(seat: Int, at time: Double) -> [Event] {
    var events = advance(to: time)
    guard isPerson(seat) else { return events }
    events += addVote(seat: seat)
    return events
  }

  /// Moves every stored time by the same amount so that `now` becomes `time`: for a race
  /// resumed on a clock that started afresh.
  public mutating func rebaseClock(to time: Double) {
    guard time.isFinite else { return }
    let shift = time - now
    now = time
    for index in computerMoves.indices { computerMoves[index].time += shift }
    call?.startedAt += shift
    call?.deadline += shift
  }

  /// This race with a call in progress dropped, as it resumes after the program stopped: the
  /// caller is not charged, its chosen cards are put back, and a computer caller looks again.
  /// The race itself when no call is in progress.
  public func resumedAsOpenTable() -> SetRace {
    guard let call else { return self }
    var race = self
    race.call = nil
    race.computerMoves.removeAll { $0.seat == call.seat }
    race.planIdleComputers()
    return race
  }

  // MARK: - Playing

  /// Whether `seat` exists and a person plays it.
  private func isPerson(_ seat: Int) -> Bool {
    seats.indices.contains(seat) && !seats[seat].isComputer
  }

  /// Starts a call by `seat` at `now`; the table must be open.
  private mutating func startCall(seat: Int) -> Event {
    let started = Call(seat: seat, startedAt: now, deadline: now + rules.callDuration)
    call = started
    return .called(seat: seat, deadline: started.deadline)
  }

  /// Chooses or takes back a card for the caller, judging three.
  private mutating func toggle(_ id: SetCard.ID) -> [Event] {
    guard var current = call, game.cardsInPlay.contains(where: { $0.id == id }) else {
      return []
    }
    if let position = current.chosenCardIDs.firstIndex(of: id) {
      current.chosenCardIDs.remove(at: position)
      call = current
      return []
    }
    current.chosenCardIDs.append(id)
    call = current
    guard current.chosenCardIDs.count == SetGame.setSize else { return [] }
    return judge(current)
  }

  /// Ends `current`, a call with three cards chosen: scores the set, or charges the caller.
  private mutating func judge(_ current: Call) -> [Event] {
    let cards = current.chosenCardIDs.map { SetCard.allCards[$0] }
    call = nil
    computerMoves.removeAll { $0.seat == current.seat }
    guard SetCard.isSet(cards) else {
      seats[current.seat].failedCalls += 1
      planIdleComputers()
      return [.notASet(seat: current.seat, cards: cards, cost: rules.costOfFailedCall)]
        + noSetEvents()
    }
    seats[current.seat].setsFound += 1
    for card in cards { game.choose(card) }
    game.putAwayMatchedSetNow()
    return [.foundSet(seat: current.seat, cards: cards)] + tableChanged()
  }

  /// Ends the call in progress for lack of time, charging the caller.
  private mutating func expireCall() -> [Event] {
    guard let current = call else { return [] }
    call = nil
    computerMoves.removeAll { $0.seat == current.seat }
    seats[current.seat].failedCalls += 1
    planIdleComputers()
    return [.timeUp(seat: current.seat, cost: rules.costOfFailedCall)] + noSetEvents()
  }

  /// ``Event/noSetOnTable`` when the open table holds no set, the deck has cards and people
  /// play (they must ask for three more, or the race waits for them); otherwise nothing.
  private func noSetEvents() -> [Event] {
    guard isOpen, peopleCount > 0, game.canDealMore,
      SetRaceComputer.sets(among: game.cardsInPlay).isEmpty
    else { return [] }
    return [.noSetOnTable]
  }

  /// Records `seat`'s ask for more cards, dealing three when enough have asked.
  private mutating func addVote(seat: Int) -> [Event] {
    guard isOpen, game.canDealMore, !votesForMore.contains(seat) else { return [] }
    votesForMore.append(seat)
    votesForMore.sort()
    let needed = votesNeededForMore
    var events: [Event] = [.votedForMore(seat: seat, votes: votesForMore.count, needed: needed)]
    if votesForMore.count >= needed, let dealt = game.dealThreeMore(),
      case .dealt(let cards) = dealt
    {
      events.append(.dealtThree(cards))
      events += tableChanged()
    }
    return events
  }

  /// After a set left the table or cards came: asks are forgotten, and the race ends or every
  /// computer looks at the new table.
  private mutating func tableChanged() -> [Event] {
    votesForMore = []
    computerMoves = []
    if let result {
      return [.gameOver(result)]
    }
    planIdleComputers()
    return noSetEvents()
  }

  /// Gives every computer seat without a move its next one, drawn at `now` in seat order.
  mutating func planIdleComputers() {
    guard !isOver else {
      computerMoves = []
      return
    }
    for seat in seats.indices {
      guard let level = seats[seat].computerLevel,
        !computerMoves.contains(where: { $0.seat == seat })
      else { continue }
      switch SetRaceComputer.plan(level: level, table: game.cardsInPlay, using: &generator) {
      case .call(let seconds, let cards):
        computerMoves.append(ComputerMove(seat: seat, time: now + seconds, action: .call(cards)))
      case .askForMore(let seconds):
        // With people at the table the people decide; a computer never blocks or forces it.
        if peopleCount == 0 {
          computerMoves.append(ComputerMove(seat: seat, time: now + seconds, action: .askForMore))
        }
      }
    }
    computerMoves.sort { $0.seat < $1.seat }
  }

  /// Performs whatever is due at `now`: the caller's chosen cards or the end of its time during
  /// a call; otherwise the earliest computer move (the lowest seat on a tie).
  private mutating func performDueMove() -> [Event] {
    if let current = call {
      if let index = computerMoves.firstIndex(where: { $0.seat == current.seat }),
        case .choose(let cards) = computerMoves[index].action,
        computerMoves[index].time <= now, computerMoves[index].time < current.deadline
      {
        computerMoves.remove(at: index)
        var events: [Event] = []
        for id in cards { events += toggle(id) }
        return events
      }
      return now >= current.deadline ? expireCall() : []
    }
    guard
      let index = computerMoves.indices.min(by: {
        (computerMoves[$0].time, computerMoves[$0].seat)
          < (computerMoves[$1].time, computerMoves[$1].seat)
      })
    else { return [] }
    let move = computerMoves.remove(at: index)
    switch move.action {
    case .call(let cards):
      let event = startCall(seat: move.seat)
      let level = seats[move.seat].computerLevel ?? .expert
      let delay = min(level.chooseSeconds, rules.callDuration / 2)
      computerMoves.append(ComputerMove(seat: move.seat, time: now + delay, action: .choose(cards)))
      computerMoves.sort { $0.seat < $1.seat }
      return [event]
    case .choose:
      // A choice is made only during its own call, above; one left over is dropped.
      return []
    case .askForMore:
      return addVote(seat: move.seat)
    }
  }
}
