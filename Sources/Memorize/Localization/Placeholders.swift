/// Fills the `{name}` placeholders of a catalog text.
enum Placeholders {
  /// The text with each `{name}` that `values` names replaced by its value (and `{count}` by
  /// `count`, when given). A placeholder nobody names stays as written, so a mistake shows.
  static func fill<Values: Collection>(_ text: String, _ values: Values, count: Int? = nil)
    -> String
  where Values.Element == (key: String, value: any CustomStringConvertible) {
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
      start = utf8.index(after: close)
      if let value = values.first(where: { $0.key == name })?.value {
        // A negative number is shown with a true minus sign ("Score: −1"), as "−2 for 2 cards
        // turned up again" is; a hyphen reads as a dash beside it.
        let shown = (value as? Int).map(Self.number) ?? value.description
        start = Self.append(shown, to: &result, before: text, at: start)
      } else if name == "count", let count {
        // The count too: "Cleo: −1 point" beside a counter's "−1" (issue 23's play-test saw
        // "-1 分" at a table's end).
        result += Self.number(count)
      } else {
        result += text[open...close]
      }
      guard let next = utf8[start...].firstIndex(of: UInt8(ascii: "{")) else { break }
      open = next
    }
    result += text[start...]
    return result
  }

  /// A whole number as it is shown: a negative one with a true minus sign, "−5", not "-5".
  static func number(_ value: Int) -> String {
    value < 0 ? "\u{2212}\(value.magnitude)" : "\(value)"
  }

  /// Appends a value, spaced where it meets Chinese text as po/STYLE.zh_CN.md's rule 3 says,
  /// whatever the value turns out to be (a typed name, a theme's Chinese name, "电脑（高手）"):
  /// a space between Chinese and Latin letters or digits, none between Chinese characters or
  /// beside Chinese punctuation. Text without Chinese beside the value is left as it is.
  ///
  /// - Parameters:
  ///   - value: the value to append.
  ///   - result: the text so far; a space at its end may be dropped, or one added.
  ///   - text: the message being filled.
  ///   - start: where `text` goes on after the placeholder.
  /// - Returns: where `text` goes on now: past a space dropped after the value.
  static func append(
    _ value: String, to result: inout String, before text: String, at start: String.Index
  ) -> String.Index {
    guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last else {
      return start
    }
    let before = result.unicodeScalars.last
    if let before, isChinese(before), isLatin(first) {
      result += " "
    } else if before == " ", let previous = result.unicodeScalars.dropLast().last,
      isChineseText(first) && isChineseText(previous)
        || isFullWidthPunctuation(previous)
          && (value.unicodeScalars.contains(where: isChinese)
            || isFigure(first) && Localization.language == .simplifiedChinese)
    {
      // "电脑（高手）6 对", not "电脑（高手） 6 对": no space beside full-width punctuation
      // when the value is Chinese text, or a figure in a Chinese message ("Ben（电脑）13", a
      // table's best, whose message is placeholders alone).
      result.unicodeScalars.removeLast()
    }
    result += value
    let rest = text.unicodeScalars[start...]
    guard let after = rest.first else { return start }
    if last == "\u{FF09}", after == "\u{FF1A}", rest.dropFirst().first != nil {
      // A name that closes with a full-width parenthesis takes no colon after it before what
      // is said of it ("Ben（电脑）3 分", not "Ben（电脑）：3 分"), as po/STYLE.zh_CN.md's
      // rule 3 says: the parenthesis parts them already. A label that ends with the colon
      // keeps it.
      return rest.index(after: rest.startIndex)
    }
    if isLatin(last), isChinese(after) {
      result += " "
    } else if after == " ", isChineseText(last), let next = rest.dropFirst().first,
      isChineseText(next)
        || isFullWidthPunctuation(last) && rest.contains(where: isChinese)
    {
      // A value that ends in full-width punctuation takes no space after it in a Chinese
      // message, whatever comes next ("{name} {count} 对" → "电脑（高手）6 对").
      return rest.index(after: rest.startIndex)
    }
    return start
  }

  /// A CJK ideograph.
  private static func isChinese(_ scalar: Unicode.Scalar) -> Bool {
    (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
  }

  /// Full-width punctuation (`，。、：；！？（）“”` and the like), which takes no space beside it.
  private static func isFullWidthPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    isChineseText(scalar) && !isChinese(scalar)
  }

  /// A number as a value shows it: an ASCII digit, or the minus sign of a negative one.
  private static func isFigure(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || scalar == "\u{2212}"
  }

  /// An ASCII letter or digit.
  private static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
  }

  /// A Chinese character or Chinese punctuation (`，。、：；！？（）“”` and the like).
  private static func isChineseText(_ scalar: Unicode.Scalar) -> Bool {
    isChinese(scalar) || (0x3000...0x303F).contains(scalar.value)
      || (0xFF01...0xFF0F).contains(scalar.value) || (0xFF1A...0xFF20).contains(scalar.value)
      || (0x2018...0x201D).contains(scalar.value)
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
