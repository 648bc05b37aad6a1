extension PlayingCard: CustomStringConvertible {
  /// The card's face, as in `contents`, so test failures and debugger output read like "J♥".
  public var description: String {
    contents
  }
}
