import Memorize

/// The fourth face: no screen, no keys, no toolkit — only ``Intent``s sent through
/// ``AppModel/send(_:)`` and the presentation values it reads back. It plays as a person with a
/// perfect memory would, knowing of each card only what the board has shown it.
///
/// It proves the door is enough to play everything, and it is the shape any remote face takes:
/// what it reads could have come over a wire (the values are `Codable`), and what it sends too.
final class FourthFace {
  let app: AppModel
  let time: ManualTimeSource
  /// Every intent sent, in order, with what became of it.
  private(set) var log: [(intent: Intent, result: IntentResult)] = []

  init(app: AppModel, time: ManualTimeSource) {
    self.app = app
    self.time = time
  }

  @discardableResult
  func send(_ intent: Intent) -> IntentResult {
    // A person takes a moment between two actions; the app's timers run meanwhile.
    time.advance(by: 0.9)
    app.tick()
    let result = app.send(intent)
    log.append((intent, result))
    return result
  }

  func board(_ section: Section) -> BoardPresentation? { app.board(of: section) }

  // MARK: - Memorize

  /// Plays the Memorize game on the table to its end, as the person at seat `seat` of a table
  /// (computer seats move on their own as time passes); returns the card positions it chose.
  @discardableResult
  func playMemorize(limit: Int = 2_000) -> [Int] {
    var known: [Int: String] = [:]
    var chosen: [Int] = []
    for _ in 0..<limit {
      guard let board = board(.memorize), !board.isOver else { break }
      for card in board.cards {
        if case .emoji(let emoji, _)? = card.face { known[card.id] = emoji }
      }
      if board.isComputerToMove {
        time.advance(by: 1)
        app.tick()
        continue
      }
      guard let id = nextMemorizeChoice(board, known: known) else { break }
      chosen.append(board.cards.firstIndex { $0.id == id } ?? -1)
      send(.choose(cardID: id))
    }
    return chosen
  }

  private func nextMemorizeChoice(_ board: BoardPresentation, known: [Int: String]) -> Int? {
    let open = board.cards.filter { !$0.isMatched }
    let up = open.filter(\.isFaceUp)
    // One card up and waiting: its twin if seen, else a card never seen.
    if up.count == 1, let first = up.first {
      if let twin = open.first(where: { $0.id != first.id && known[$0.id] == known[first.id] }) {
        return twin.id
      }
      return open.first { known[$0.id] == nil }?.id
    }
    for card in open where known[card.id] != nil {
      if open.contains(where: { $0.id != card.id && known[$0.id] == known[card.id] }) {
        return card.id
      }
    }
    return open.first { known[$0.id] == nil }?.id ?? open.first?.id
  }

  // MARK: - Matchismo

  /// Chooses cards until the deal ends: a known pair of the same rank or suit when there is
  /// one, else a card not yet seen.
  func playMatchismo(limit: Int = 2_000) {
    var known: [Int: (rank: String, suit: String)] = [:]
    for _ in 0..<limit {
      guard let board = board(.matchismo), !board.isOver else { return }
      for card in board.cards {
        if case .playing(let rank, let suit, _, _)? = card.face { known[card.id] = (rank, suit) }
      }
      let open = board.cards.filter { !$0.isMatched }
      func goesWith(_ a: Int, _ b: Int) -> Bool {
        guard a != b, let x = known[a], let y = known[b] else { return false }
        return x.rank == y.rank || x.suit == y.suit
      }
      let next: Int?
      if let selected = open.first(where: \.isSelected) {
        next =
          open.first { goesWith(selected.id, $0.id) }?.id
          ?? open.first { known[$0.id] == nil && $0.id != selected.id }?.id
      } else {
        next =
          open.first { card in open.contains { goesWith(card.id, $0.id) } }?.id
          ?? open.first { known[$0.id] == nil }?.id
      }
      guard let id = next else { return }
      send(.choose(cardID: id))
    }
  }

  // MARK: - Set

  /// Finds sets with the hint (as a beginner might) and asks for more cards when there is
  /// none, until the deck is out and no set is left.
  func playSet(limit: Int = 200) {
    for _ in 0..<limit {
      guard let board = board(.set), !board.isOver else { return }
      // A hint with no set in play answers so, and points at nothing.
      if send(.hint).acted, let hinted = self.board(.set)?.cards.filter(\.isHinted),
        !hinted.isEmpty
      {
        for card in hinted { send(.choose(cardID: card.id)) }
      } else if board.button(.dealThreeMore)?.isEnabled == true {
        send(.dealThreeMore)
      } else {
        return
      }
    }
  }
}
