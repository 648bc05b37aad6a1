extension MemoryGame {
  /// One card on the table: what it shows, and whether it is up, matched or already seen.
  public struct Card: Identifiable {
    /// Unique within a game and stable for its whole life, even across shuffles.
    public let id: Int
    /// What the card shows when face up.
    public internal(set) var content: CardContent
    /// Whether the card shows its content now.
    public internal(set) var isFaceUp = false
    /// Whether the card has been matched with its twin; matched cards leave play.
    public internal(set) var isMatched = false
    /// True once the card has been face up and then turned face down again.
    public internal(set) var hasBeenSeen = false

    // MARK: Time bonus

    /// Seconds this card may be face up and still earn a bonus when matched; 0 when the rule is off.
    public let bonusTimeLimit: Double
    /// Face-up seconds accumulated over earlier flips.
    public internal(set) var pastFaceUpTime: Double = 0
    /// When the card last turned face up, while it is face up and unmatched; otherwise `nil`.
    public internal(set) var lastFaceUpTime: Double?

    init(id: Int, content: CardContent, bonusTimeLimit: Double) {
      self.id = id
      self.content = content
      self.bonusTimeLimit = bonusTimeLimit
    }

    /// Total seconds face up and unmatched as of `time`.
    public func faceUpTime(at time: Double) -> Double {
      pastFaceUpTime + (lastFaceUpTime.map { max(0, time - $0) } ?? 0)
    }

    /// Seconds of bonus left as of `time`, never negative.
    public func bonusTimeRemaining(at time: Double) -> Double {
      max(0, bonusTimeLimit - faceUpTime(at: time))
    }

    /// The fraction of the bonus left as of `time` (1 = untouched, 0 = spent), for drawing a countdown.
    public func bonusRemaining(at time: Double) -> Double {
      bonusTimeLimit > 0 ? bonusTimeRemaining(at: time) / bonusTimeLimit : 0
    }

    /// Whether the bonus is counting down right now (face up, unmatched, some left).
    public func isConsumingBonusTime(at time: Double) -> Bool {
      isFaceUp && !isMatched && bonusTimeRemaining(at: time) > 0
    }

    /// Whether the card was matched before its bonus ran out.
    public var hasEarnedBonus: Bool {
      isMatched && bonusTimeLimit > 0 && pastFaceUpTime < bonusTimeLimit
    }

    func wholeBonusSecondsRemaining(at time: Double) -> Int {
      Int(bonusTimeRemaining(at: time).rounded(.down))
    }

    mutating func startUsingBonusTime(at time: Double) {
      if !isMatched, lastFaceUpTime == nil { lastFaceUpTime = time }
    }

    mutating func stopUsingBonusTime(at time: Double) {
      pastFaceUpTime = faceUpTime(at: time)
      lastFaceUpTime = nil
    }
  }
}

extension MemoryGame.Card: Equatable {}
extension MemoryGame.Card: Sendable where CardContent: Sendable {}
extension MemoryGame.Card: Codable where CardContent: Codable {}
