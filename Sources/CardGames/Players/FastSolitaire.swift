/// The fast engine of `MemorySimulation`: solitaire Memorize as arrays of small integers.
///
/// It deals exactly as `MemoryGame` does (the same contents shuffled by the same generator) and plays
/// exactly as `MemoryBot` does, drawing the same numbers in the same order, so both engines count the
/// same moves on the same seed; a test holds them to that. Buffers are made once per table and reused,
/// so nothing is allocated per move or per game.
struct FastSolitaire {
  private enum CardState: UInt8 {
    case unseen, known, matched
  }

  let pairs: Int
  let level: ComputerLevel
  /// Content of the card at each table position: pair k is content k.
  private var contents: [Int]
  /// The position of the other card of the same pair.
  private var twins: [Int]
  private var states: [CardState]
  /// For dealing: where the first card of each pair lies, or −1.
  private var firstPositions: [Int]
  /// Newly seen positions whose fate (kept or forgotten) is not decided yet; never more than a few.
  private var unsettled: [Int] = []
  private var unseenCount = 0
  private var knownPairCount = 0

  init(pairs: Int, level: ComputerLevel) {
    self.pairs = max(0, pairs)
    self.level = level
    contents = [Int](repeating: 0, count: 2 * self.pairs)
    twins = contents
    states = [CardState](repeating: .unseen, count: 2 * self.pairs)
    firstPositions = [Int](repeating: -1, count: self.pairs)
    unsettled.reserveCapacity(16)
  }

  /// Deals a new game from `generator`, plays it to the end, and returns its moves.
  mutating func play(using generator: inout SeededGenerator) -> Int {
    deal(using: &generator)
    let forgets = level.forgets
    var pairsLeft = pairs
    var moves = 0
    // The two cards of the last mismatch, still face up at the start of the next turn.
    var inView = (-1, -1)
    while pairsLeft > 0 {
      moves += 1
      if forgets { settleMemories(except: inView, using: &generator) }
      inView = (-1, -1)
      if knownPairCount > 0 {
        takeFirstKnownPair()
        pairsLeft -= 1
        continue
      }
      let first = randomUnseenPosition(using: &generator)
      learn(first, forgets)
      if states[twins[first]] == .known {
        takeMatch(first)
        pairsLeft -= 1
        continue
      }
      let second = randomUnseenPosition(using: &generator)
      learn(second, forgets)
      if second == twins[first] {
        takeMatch(first)
        pairsLeft -= 1
      } else {
        inView = (first, second)
      }
    }
    return moves
  }

  // MARK: - Private

  private mutating func deal(using generator: inout SeededGenerator) {
    for position in contents.indices {
      contents[position] = position / 2
      states[position] = .unseen
    }
    contents.shuffle(using: &generator)
    for pair in firstPositions.indices {
      firstPositions[pair] = -1
    }
    for position in contents.indices {
      let pair = contents[position]
      let other = firstPositions[pair]
      if other < 0 {
        firstPositions[pair] = position
      } else {
        twins[position] = other
        twins[other] = position
      }
    }
    unsettled.removeAll(keepingCapacity: true)
    unseenCount = contents.count
    knownPairCount = 0
  }

  /// Decides, in table order, whether each newly seen card out of view is kept or forgotten.
  private mutating func settleMemories(
    except inView: (Int, Int), using generator: inout SeededGenerator
  ) {
    guard !unsettled.isEmpty else { return }
    unsettled.sort()
    var stillInView = 0
    for position in unsettled {
      if position == inView.0 || position == inView.1 {
        unsettled[stillInView] = position
        stillInView += 1
      } else if level.forgetsCard(using: &generator) {
        forget(position)
      }
    }
    unsettled.removeLast(unsettled.count - stillInView)
  }

  private mutating func learn(_ position: Int, _ forgets: Bool) {
    states[position] = .known
    unseenCount -= 1
    if states[twins[position]] == .known { knownPairCount += 1 }
    if forgets { unsettled.append(position) }
  }

  private mutating func forget(_ position: Int) {
    if states[twins[position]] == .known { knownPairCount -= 1 }
    states[position] = .unseen
    unseenCount += 1
  }

  /// Matches the pair at `position` and its twin, both known.
  private mutating func takeMatch(_ position: Int) {
    let twin = twins[position]
    states[position] = .matched
    states[twin] = .matched
    knownPairCount -= 1
    if !unsettled.isEmpty {
      unsettled.removeAll { $0 == position || $0 == twin }
    }
  }

  /// Matches the first pair in table order whose two cards are both known.
  private mutating func takeFirstKnownPair() {
    for position in states.indices
    where states[position] == .known && states[twins[position]] == .known {
      takeMatch(position)
      return
    }
  }

  /// The k-th unseen position in table order, for one uniform draw of k.
  private func randomUnseenPosition(using generator: inout SeededGenerator) -> Int {
    var remaining = Int.random(in: 0..<unseenCount, using: &generator)
    for position in states.indices where states[position] == .unseen {
      if remaining == 0 { return position }
      remaining -= 1
    }
    preconditionFailure("No unseen card although \(unseenCount) were counted.")
  }
}
