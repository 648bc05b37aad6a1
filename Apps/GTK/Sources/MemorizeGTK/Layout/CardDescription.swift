/// The name a screen reader gives a card: its position, and its face only when the face is up.
///
/// A face-down card never gives its face away, or the game would be over before it began.
nonisolated public enum CardDescription {
  /// "Card 5, face down", "Card 5, 🎃", "Card 5, matched" (positions count from 1); a card a
  /// hint points at adds ", hinted".
  public static func memorize(
    position: Int, content: String, isFaceUp: Bool, isMatched: Bool, isHinted: Bool = false
  ) -> String {
    if isMatched { return "Card \(position), matched" }
    let text = isFaceUp ? "Card \(position), \(content)" : "Card \(position), face down"
    return isHinted ? text + ", hinted" : text
  }

  /// A Matchismo card: "Card 3, face down", "Card 3, J♥, chosen", "Card 3, J♥, matched".
  public static func playingCard(
    position: Int, title: String, isChosen: Bool, isMatched: Bool
  ) -> String {
    if isMatched { return "Card \(position), \(title), matched" }
    return isChosen ? "Card \(position), \(title), chosen" : "Card \(position), face down"
  }

  /// A Set card is always face up: "Card 2, two striped red ovals, selected".
  public static func setCard(position: Int, words: String, isSelected: Bool, isHinted: Bool)
    -> String
  {
    var text = "Card \(position), \(words)"
    if isSelected { text += ", selected" }
    if isHinted { text += ", hinted" }
    return text
  }

  /// Where a card sits on the board, for screen readers: "Row 2, column 3" (counted from 1).
  /// GTK 4.8 does not pass grid positions on to AT-SPI, so the description carries them.
  public static func cell(row: Int, column: Int) -> String {
    "Row \(row), column \(column)"
  }
}
