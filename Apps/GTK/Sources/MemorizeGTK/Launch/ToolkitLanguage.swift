import CGtk
import Glibc
import Memorize

/// GTK's and libadwaita's own words (the title bar's Close, Minimize and Maximize, a text
/// field's menu) in the language the window speaks.
///
/// They come from the toolkits' gettext catalogs, which follow the C library's locale, not the
/// window's own language: under `--language zh_CN` with an English `LANG`, or under
/// `LANG=zh_CN.UTF-8` on a system that has not generated that locale (the C library then falls
/// back to "C", where gettext reads no catalog at all), a screen reader heard "Close" in a
/// window whose every other word was Chinese.
enum ToolkitLanguage {
  /// Points the toolkits' catalogs at `language`; call before `gtk_init`, once.
  ///
  /// gettext reads `LANGUAGE` before the locale, except where the messages' locale is "C":
  /// there the messages' locale becomes "C.UTF-8" (built into the C library since 2.35, and the
  /// same as "C" but for its charset), which gettext lets `LANGUAGE` lead.
  static func follow(_ language: Language) {
    setenv("LANGUAGE", language.rawValue, 1)
    // The fonts too: Pango asks fontconfig for the fonts of every run, and fontconfig takes
    // the language it prefers fonts for from FC_LANG, else from the environment's locale
    // (LC_ALL, LC_CTYPE, LANG), never from the window's language. Under `LANG=C.UTF-8
    // --language zh_CN`, "：" and "！" were drawn in Noto Sans CJK JP's forms (centred, where
    // Simplified Chinese sets them low on the left), as a Japanese locale would draw them.
    setenv("FC_LANG", language.rawValue, 1)
    // The locale is set here, so GTK's start-up does not set it again (nor warn that the
    // system lacks it: the window speaks the language all the same).
    gtk_disable_setlocale()
    if setlocale(LC_ALL, "") == nil {
      // Text is UTF-8 whatever locale the system lacks.
      _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
    if isPlainC(setlocale(LC_MESSAGES, nil)) { _ = setlocale(LC_MESSAGES, "C.UTF-8") }
  }

  /// Whether `locale` is the "C" or "POSIX" locale, where gettext ignores `LANGUAGE`.
  static func isPlainC(_ locale: UnsafePointer<CChar>?) -> Bool {
    guard let locale else { return true }
    return ["C", "POSIX"].contains(String(cString: locale))
  }
}
