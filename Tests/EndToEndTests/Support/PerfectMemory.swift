/// How a player with a perfect memory plays Memorize: never turn a card whose partner is known
/// without turning the partner next, and never turn a known card otherwise.
///
/// Played like this no card that has been seen is ever part of a mismatch, so a finished game
/// scores exactly 2 per pair, and every choice costs exactly one flip.
struct PerfectMemory {
  let cardCount: Int
  /// What each card showed when it was turned, by position.
  private(set) var known: [Int: String] = [:]
  private(set) var matched: Set<Int> = []
  /// The first card of the turn in progress, face up and waiting for its partner.
  private(set) var firstOfTurn: Int?
  private(set) var choices = 0
  /// The position chosen last.
  private(set) var lastChoice: Int?
  private(set) var mismatches = 0

  init(cardCount: Int) {
    self.cardCount = cardCount
  }

  var matchedPairs: Int { matched.count / 2 }
  var isFinished: Bool { matched.count == cardCount }
  /// The score a perfect player has after the choices so far.
  var expectedScore: Int { 2 * matchedPairs }

  /// The position to choose next, or `nil` when every card is matched.
  func nextChoice() -> Int? {
    guard !isFinished else { return nil }
    let open = (0..<cardCount).filter { !matched.contains($0) }
    if let first = firstOfTurn {
      if let partner = open.first(where: { $0 != first && known[$0] == known[first] }) {
        return partner
      }
      return open.first { $0 != first && known[$0] == nil }
    }
    for position in open where known[position] != nil {
      if open.contains(where: { $0 != position && known[$0] == known[position] }) {
        return position
      }
    }
    return open.first { known[$0] == nil }
  }

  /// Notes what the chosen card showed; returns whether it completed a match.
  @discardableResult
  mutating func record(_ position: Int, shows content: String) -> Bool {
    choices += 1
    lastChoice = position
    known[position] = content
    guard let first = firstOfTurn else {
      firstOfTurn = position
      return false
    }
    firstOfTurn = nil
    if known[first] == content {
      matched.formUnion([first, position])
      return true
    }
    mismatches += 1
    return false
  }
}
