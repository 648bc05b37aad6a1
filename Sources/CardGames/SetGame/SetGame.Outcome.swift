extension SetGame {
  /// What one move did, recorded in `SetGame.history`; the score is the sum of their points.
  ///
  /// Outcomes carry cards, never text: how to word them is up to the view.
  public enum Outcome: Sendable, Codable, Hashable {
    /// The card joined the selection, which now holds fewer than three cards.
    case selected(SetCard)
    /// The card left a selection of fewer than three cards.
    case deselected(SetCard)
    /// The third card was chosen and the three form a set.
    case set([SetCard])
    /// The third card was chosen and the three do not form a set.
    case notASet([SetCard])
    /// A card of the matched set was chosen: the set was put away and nothing is selected.
    case cleared
    /// These cards came from the deck, either replacing a matched set or added to the table.
    case dealt([SetCard])

    /// Whether the outcome is a card chosen (every outcome but a deal).
    public var isChoice: Bool {
      if case .dealt = self { return false }
      return true
    }
  }
}
