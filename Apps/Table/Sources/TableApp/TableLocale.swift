import Memorize
import TerminalKit

/// The language and the charset memorize-table's own lines are in, from its locale and its
/// command line, as `memorize` chooses them.
///
/// Every line goes out in the locale's charset (GB18030 bytes under `zh_CN.GB18030`, ASCII
/// under `LANG=C`, with "..." for "…"): UTF-8 would reach a terminal in another charset as
/// mojibake, and the lines around `--play`'s full screen would not match it. Chinese asked for
/// where the charset has none speaks English instead, and ``notice`` says why.
public struct TableLocale: Sendable {
  /// The charset of the locale's `LC_CTYPE`.
  public let charset: TerminalCharset
  /// The language asked for (`--language`, else the environment), or English where the
  /// charset cannot show it.
  public let language: Language
  /// Why the table speaks English although Chinese was asked for, or `nil`.
  public let notice: String?
  /// The command line, read in the locale's charset as memorize reads its own: a name typed
  /// under `zh_CN.GB18030` arrives in GB18030 bytes.
  public let arguments: [String]

  /// The locale `environment` names, with the language the command line asks for
  /// (`--language`); `argumentBytes` are the arguments as `argv` holds them.
  public init(argumentBytes: [[UInt8]], environment: [String: String]) {
    let charset = TerminalCharset.detect(environment: environment)
    let arguments = argumentBytes.map { charset.decode($0) }
    self.arguments = arguments
    let requested =
      FrontEnd.languageNamed(in: arguments) ?? Language.preferred(environment: environment)
    let language = requested.shown(carryingChinese: charset.carriesChinese)
    self.charset = charset
    self.language = language
    notice = Localization.withLanguage(language) {
      language != requested ? Phrases.chineseNeedsLocale : nil
    }
  }

  /// `argument` in the bytes a program started in this locale reads it from (the host's
  /// memorize, which reads its command line in the locale's charset).
  public func bytes(argument: String) -> [UInt8] {
    charset.argumentBytes(argument)
  }

  /// A name the environment or the system holds as `bytes` (the login name), read as the
  /// command line is, in the locale's charset; `nil` where the bytes are not valid in it (no
  /// mojibake seats anyone), where the host's memorize, which reads its arguments in the same
  /// charset, would not get it back whole (a UTF-8 name under `LANG=C`), or where `--name`
  /// would refuse it (`LaunchArguments.tableName(_:)`).
  public func name(_ bytes: [UInt8]) -> String? {
    let text = charset.decode(bytes)
    guard !text.unicodeScalars.contains("\u{FFFD}"),
      charset.decode(charset.argumentBytes(text)) == text
    else { return nil }
    return LaunchArguments.tableName(text)
  }
}
