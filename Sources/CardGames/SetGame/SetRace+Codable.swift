extension SetRace: Codable {
  private enum CodingKeys: String, CodingKey {
    case game
    case seats
    case rules
    case call
    case votesForMore
    case now
    case computerMoves
    case generator
  }

  /// Decodes a saved race, refusing one that play could not have reached, and resuming a call
  /// that was in progress as an open table (see `resumedAsOpenTable()`).
  ///
  /// The call is dropped rather than restored because the program stopped during it: the caller
  /// may have been gone for hours, and charging them for the time is no fairer than giving it
  /// back. Nobody is charged and the same table opens.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    game = try container.decode(SetGame.self, forKey: .game)
    seats = try container.decode([Seat].self, forKey: .seats)
    rules = try container.decode(Rules.self, forKey: .rules)
    call = try container.decodeIfPresent(Call.self, forKey: .call)
    votesForMore = try container.decode([Int].self, forKey: .votesForMore)
    now = try container.decode(Double.self, forKey: .now)
    computerMoves = try container.decode([ComputerMove].self, forKey: .computerMoves)
    generator = try container.decode(SeededGenerator.self, forKey: .generator)
    if let problem = inconsistency {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: problem))
    }
    self = resumedAsOpenTable()
    // In play a computer lacks a move only while it waits for the people (no set on the table),
    // when planning draws nothing; a save that lost a computer's move gets the computer looking
    // again instead of a seat that never moves.
    planIdleComputers()
  }

  /// Saves everything, the call in progress and the computers' generator included.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(game, forKey: .game)
    try container.encode(seats, forKey: .seats)
    try container.encode(rules, forKey: .rules)
    try container.encodeIfPresent(call, forKey: .call)
    try container.encode(votesForMore, forKey: .votesForMore)
    try container.encode(now, forKey: .now)
    try container.encode(computerMoves, forKey: .computerMoves)
    try container.encode(generator, forKey: .generator)
  }

  /// What makes this race impossible to reach by playing, or `nil` when nothing does.
  private var inconsistency: String? {
    guard Self.seatCountRange.contains(seats.count) else { return "A race has one to four seats." }
    guard rules.isValid else { return "The rules are out of range." }
    guard now.isFinite else { return "The race's time is not a number." }
    guard game.selectedCardIDs.isEmpty else {
      return "The cards of a race are never selected outside a call."
    }
    if let problem = scoreInconsistency ?? callInconsistency ?? votesInconsistency {
      return problem
    }
    return movesInconsistency
  }

  /// Tallies below zero, beyond the limit, or not adding up to the sets put away.
  private var scoreInconsistency: String? {
    for seat in seats {
      guard seat.setsFound >= 0, (0...Self.failedCallLimit).contains(seat.failedCalls) else {
        return "A seat's tally is out of range."
      }
    }
    let setsPutAway = game.matchedCards.count / SetGame.setSize
    guard game.matchedCards.count % SetGame.setSize == 0,
      seats.reduce(0, { $0 + $1.setsFound }) == setsPutAway
    else { return "The seats' sets do not add up to the sets put away." }
    return nil
  }

  /// A call by no seat, in a finished race, with impossible times or cards.
  private var callInconsistency: String? {
    guard let call else { return nil }
    guard seats.indices.contains(call.seat) else { return "The caller's seat does not exist." }
    guard !isOver else { return "A finished race has no call." }
    guard call.startedAt.isFinite, call.deadline.isFinite, call.startedAt <= call.deadline,
      call.deadline - call.startedAt <= rules.callDuration
    else { return "The call's times are impossible." }
    let tableIDs = Set(game.cardsInPlay.map(\.id))
    guard call.chosenCardIDs.count < SetGame.setSize,
      Set(call.chosenCardIDs).count == call.chosenCardIDs.count,
      call.chosenCardIDs.allSatisfy(tableIDs.contains)
    else { return "A caller has chosen at most two different cards on the table." }
    return nil
  }

  /// Asks for more cards by seats that may not ask, twice, or enough to have dealt.
  private var votesInconsistency: String? {
    guard !votesForMore.isEmpty else { return nil }
    guard votesForMore == Array(Set(votesForMore)).sorted(),
      votesForMore.allSatisfy({ seats.indices.contains($0) && (peopleCount == 0 || isPerson($0)) }),
      votesForMore.count < votesNeededForMore, game.canDealMore
    else { return "The asks for more cards are impossible." }
    return nil
  }

  /// Computer moves for seats that are not computers, twice for a seat, or with impossible cards.
  private var movesInconsistency: String? {
    guard Set(computerMoves.map(\.seat)).count == computerMoves.count else {
      return "A computer has one next move."
    }
    let tableIDs = Set(game.cardsInPlay.map(\.id))
    for move in computerMoves {
      guard seats.indices.contains(move.seat), seats[move.seat].isComputer, move.time.isFinite
      else { return "A computer move belongs to no computer seat." }
      switch move.action {
      case .call(let cards), .choose(let cards):
        guard cards.count == SetGame.setSize, Set(cards).count == SetGame.setSize,
          cards.allSatisfy(tableIDs.contains)
        else { return "A computer means to choose cards that are not on the table." }
        if case .choose = move.action, call?.seat != move.seat {
          return "A computer chooses cards only during its own call."
        }
      case .askForMore:
        guard peopleCount == 0 else { return "A computer asks for cards only among computers." }
      }
    }
    return nil
  }

  /// Whether `seat` exists and a person plays it.
  private func isPerson(_ seat: Int) -> Bool {
    seats.indices.contains(seat) && !seats[seat].isComputer
  }
}
