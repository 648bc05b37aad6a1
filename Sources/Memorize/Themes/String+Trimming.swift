extension String {
  /// The string without spaces and tabs (and, when asked, line breaks) at either end.
  public func trimmingWhitespace(includingNewlines: Bool = false) -> String {
    func isTrimmed(_ character: Character) -> Bool {
      character == " " || character == "\t"
        || (includingNewlines && character.isNewline)
        || (character.isWhitespace && !character.isNewline)
    }
    guard let first = firstIndex(where: { !isTrimmed($0) }) else { return "" }
    let last = lastIndex(where: { !isTrimmed($0) })!
    return String(self[first...last])
  }
}
