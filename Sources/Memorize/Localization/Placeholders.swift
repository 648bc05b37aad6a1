/// Fills the `{name}` placeholders of a catalog text.
enum Placeholders {
  /// The text with each `{name}` that `values` names replaced by its value (and `{count}` by
  /// `count`, when given). A placeholder nobody names stays as written, so a mistake shows.
  static func fill(_ text: String, _ values: MessageValues, count: Int? = nil) -> String {
    // Searched as UTF-8: `{` and `}` are ASCII, never part of another character's bytes, and
    // a search by characters breaks the text into graphemes (this runs for every card of
    // every frame drawn).
    let utf8 = text.utf8
    guard var open = utf8.firstIndex(of: UInt8(ascii: "{")) else { return text }
    var result = ""
    result.reserveCapacity(utf8.count + 16)
    var start = utf8.startIndex
    while true {
      result += text[start..<open]
      let afterOpen = utf8.index(after: open)
      guard let close = utf8[afterOpen...].firstIndex(of: UInt8(ascii: "}")) else {
        start = open
        break
      }
      let name = text[afterOpen..<close]
      if let value = values.first(where: { $0.key == name })?.value {
        result += value.description
      } else if name == "count", let count {
        result += String(count)
      } else {
        result += text[open...close]
      }
      start = utf8.index(after: close)
      guard let next = utf8[start...].firstIndex(of: UInt8(ascii: "{")) else { break }
      open = next
    }
    result += text[start...]
    return result
  }

  /// The placeholder names a text uses, in order of appearance.
  static func names(in text: String) -> [String] {
    var names: [String] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{"),
      let close = rest[open...].firstIndex(of: "}")
    {
      names.append(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }
}

extension Localization {
  /// The `{name}` placeholders of a catalog text, in order of appearance: a translation must
  /// use the same set as its English text.
  public static func placeholders(in text: String) -> [String] {
    Placeholders.names(in: text)
  }
}
