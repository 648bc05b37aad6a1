extension SetRace {
  /// A computer seat's next move and when it makes it.
  struct ComputerMove: Sendable, Codable, Hashable {
    /// What the computer does.
    enum Action: Sendable, Codable, Hashable {
      /// Calls "Set!", meaning to choose these cards.
      case call([SetCard.ID])
      /// Chooses these cards, as the caller.
      case choose([SetCard.ID])
      /// Asks for three more cards: it sees no set.
      case askForMore
    }

    /// The computer seat.
    let seat: Int
    /// When it moves; if the table is busy then, it moves as soon as the table opens.
    var time: Double
    /// What it does.
    let action: Action
  }
}
