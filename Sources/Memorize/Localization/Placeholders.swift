/// Fills the `{name}` placeholders of a catalog text.
enum Placeholders {
  /// The text with each `{name}` that `values` names replaced by its value (and `{count}` by
  /// `count`, when given). A placeholder nobody names stays as written, so a mistake shows.
  static func fill(_ text: String, _ values: MessageValues, count: Int? = nil) -> String {
    guard text.contains("{") else { return text }
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
      let name = rest[afterOpen..<close]
      if let value = values.first(where: { $0.key == name })?.value {
        result += value.description
      } else if name == "count", let count {
        result += String(count)
      } else {
        result += rest[open...close]
      }
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
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
