/// A language the games speak: English (the catalogs' source text), Simplified Chinese, or the
/// pseudo-locale tests use to find untranslated and truncated text.
///
/// Adding a language: a `po/LL.po` catalog, `po/update.sh`, a case here and its locale names in
/// ``matching(localeName:)``.
public enum Language: String, CaseIterable, Sendable, Hashable {
  /// The text as written in the sources.
  case english = "en"
  /// Simplified Chinese, from `po/zh_CN.po`.
  case simplifiedChinese = "zh_CN"
  /// English made longer, accented and bracketed: untranslated or cut text stands out in it.
  case pseudo = "en@pseudo"

  /// The languages a player may ask for with `--language`: every one but the pseudo-locale
  /// (which tests and translators use, and `--language` still takes).
  public static var playable: [Language] { allCases.filter { $0 != .pseudo } }

  /// The language of a locale name such as `zh_CN.UTF-8`, `zh`, `en_GB` or `en@pseudo`, if the
  /// games have a catalog for it.
  ///
  /// Traditional-script Chinese (`zh_TW`, `zh_HK`, `zh_MO`, `zh_Hant`) has no catalog: it is
  /// not read as Simplified, so gettext's rules go on to the next choice and end in English.
  /// Neither is a bare `zh`, which names no script: `LANGUAGE=zh_TW:zh` is a Traditional
  /// Chinese setting, and gettext would not read a `zh_CN` catalog for `zh` either.
  public static func matching(localeName: String) -> Language? {
    // language[_territory][.codeset][@modifier]
    var name = Substring(localeName)
    var modifier: Substring = ""
    if let at = name.firstIndex(of: "@") {
      modifier = name[name.index(after: at)...]
      name = name[..<at]
    }
    if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
    let parts = name.split(separator: "_", maxSplits: 1, omittingEmptySubsequences: false)
    let language = parts.first.map { $0.lowercased() } ?? ""
    let territory = parts.count > 1 ? parts[1].lowercased() : ""
    switch language {
    case "en":
      return modifier == "pseudo" ? .pseudo : .english
    case "zh":
      switch territory {
      case "cn", "sg", "hans", "hans_cn", "hans_sg": return .simplifiedChinese
      default: return nil
      }
    default:
      return nil
    }
  }

  /// Whether the language's text is more than ASCII can carry: a terminal whose charset has
  /// no Chinese would draw it as question marks, so the faces speak English there and say why
  /// (``Language/shown(carryingChinese:)``).
  public var needsUnicode: Bool { self == .simplifiedChinese }

  /// The language to speak when the terminal's charset can (or cannot) carry Chinese (UTF-8 and
  /// the GB charsets can): this one, or English where this one would arrive as question marks.
  public func shown(carryingChinese carries: Bool) -> Language {
    needsUnicode && !carries ? .english : self
  }

  /// The language gettext would choose in this environment.
  ///
  /// The locale for messages is the first non-empty one of `LC_ALL`, `LC_MESSAGES` and `LANG`.
  /// When that locale is `C` or `POSIX` (or none is set) the answer is English whatever else is
  /// set — scripts rely on `LC_ALL=C` for stable output. Otherwise `LANGUAGE`, a colon-separated
  /// list of preferences, is tried in order; when it names none (unset or empty), the locale
  /// itself. English if nothing matches: as in gettext, a `LANGUAGE` list stands in for the
  /// locale rather than going on to it, so `LANGUAGE=zh_TW` is English even under `LANG=zh_CN`.
  public static func preferred(environment: [String: String]) -> Language {
    let locale =
      ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { environment[$0] }
      .first { !$0.isEmpty } ?? "C"
    let base = locale.split(separator: ".", maxSplits: 1).first.map(String.init) ?? locale
    if base == "C" || base == "POSIX" { return .english }
    let preferences = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
    for name in preferences.isEmpty ? [locale] : preferences {
      if let language = matching(localeName: name) { return language }
    }
    return .english
  }
}
