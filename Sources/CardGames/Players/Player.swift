/// One seat at a Memorize or Matchismo match: a name, who plays it (a person or the computer),
/// and the tally.
public struct Player: Hashable, Codable, Sendable {
  /// What the table calls this player.
  public var name: String
  /// The computer's level when the computer plays this seat; `nil` for a person.
  public var computerLevel: ComputerLevel?
  /// Pairs this player has matched (at Matchismo, matches: pairs or trios).
  public internal(set) var pairs = 0
  /// This player's share of the game's score, less any hints they paid for. May go negative.
  /// At Matchismo, every point their own choices added or cost.
  public internal(set) var score = 0

  /// Creates a player with no pairs and no score; pass a level to let the computer play the seat.
  public init(name: String, computerLevel: ComputerLevel? = nil) {
    self.name = name
    self.computerLevel = computerLevel
  }

  /// Whether the computer plays this seat.
  public var isComputer: Bool { computerLevel != nil }
}
