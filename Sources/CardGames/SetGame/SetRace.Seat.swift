extension SetRace {
  /// One seat at a Set race: a name, who plays it (a person or the computer), and its tally.
  public struct Seat: Sendable, Codable, Hashable {
    /// What the table calls this seat.
    public var name: String
    /// The computer's level when the computer plays this seat; `nil` for a person.
    public var computerLevel: SetRaceComputer.Level?
    /// Sets this seat called and chose correctly.
    public internal(set) var setsFound = 0
    /// Calls this seat lost: three cards that were not a set, or time up before choosing three.
    public internal(set) var failedCalls = 0

    /// Creates a seat with nothing found; pass a level to let the computer play it.
    public init(name: String, computerLevel: SetRaceComputer.Level? = nil) {
      self.name = name
      self.computerLevel = computerLevel
    }

    /// Whether the computer plays this seat.
    public var isComputer: Bool { computerLevel != nil }
  }
}
