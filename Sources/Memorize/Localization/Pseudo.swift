/// The pseudo-locale `en@pseudo`: every letter accented, 40 % longer, in brackets — so text
/// that skipped the catalog shows up plain, and text cut short loses its closing bracket.
enum Pseudo {
  /// The pseudo-translation of an English catalog text; `{placeholders}` are kept as they are.
  static func transform(_ text: String) -> String {
    var result = "["
    var insidePlaceholder = false
    var letters = 0
    for character in text {
      if character == "{" { insidePlaceholder = true }
      if insidePlaceholder {
        result.append(character)
        if character == "}" { insidePlaceholder = false }
        continue
      }
      if let accented = accents[character] {
        result.append(accented)
      } else {
        result.append(character)
      }
      letters += 1
    }
    // 40 % longer, rounded up, counting the brackets.
    let padding = max(0, (letters * 2 + 4) / 5 - 2)
    result += String(repeating: "~", count: padding)
    return result + "]"
  }

  /// A look-alike with a mark for every ASCII letter, none of them wider than one column.
  static let accents: [Character: Character] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let marked = Array("áƀçðéƒĝĥíĵķļɱñóþʠřšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŘŠŢÚṼŴẊÝŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, marked))
  }()
}
