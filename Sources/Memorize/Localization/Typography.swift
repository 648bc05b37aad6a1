/// How a label and its value, or a key and its action, are put side by side: Chinese puts no
/// space between two Chinese characters (see `po/STYLE.zh_CN.md`), so where two Chinese words
/// meet a full-width colon stands between them ("保存：已关闭", "任意键：关闭"); a space still
/// separates Chinese from Latin letters and digits ("得分 4", "Esc 关闭").
public enum Typography {
  /// Whether `character` is written without spaces around it in Chinese text: a Han ideograph,
  /// or full-width punctuation (“”，。、：；！？（）…).
  public static func isChinese(_ character: Character) -> Bool {
    character.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFF60,
        0x2018...0x201D, 0x2026:
        true
      default:
        false
      }
    }
  }

  /// `first` and `second` side by side: a space between them, or a full-width colon where
  /// they meet on two Chinese characters.
  ///
  /// - Returns: the two joined; either alone when the other is empty.
  public static func spaced(_ first: String, _ second: String) -> String {
    guard !first.isEmpty, !second.isEmpty else { return first + second }
    return first + separator(between: first, and: second) + second
  }

  /// What goes between `first` and `second` (drawn apart, in two styles): nothing after a
  /// full-width colon, "：" where they meet on two Chinese characters, else a space.
  public static func separator(between first: String, and second: String) -> String {
    // A full-width colon closes its word already: “小明：0”, not “小明： 0”.
    if first.last == "：" { return "" }
    guard let last = first.last, let next = second.first, isChinese(last), isChinese(next)
    else { return " " }
    return "："
  }
}
