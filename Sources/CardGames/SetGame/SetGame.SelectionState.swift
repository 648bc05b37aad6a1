extension SetGame {
  /// What the current selection amounts to, so a view can colour it.
  public enum SelectionState: Sendable, Codable, Hashable {
    /// Fewer than three cards are selected.
    case incomplete
    /// Three cards are selected and they form a set; the next choice or deal puts them away.
    case matched
    /// Three cards are selected and they do not form a set; the next choice starts afresh.
    case mismatched
  }
}
