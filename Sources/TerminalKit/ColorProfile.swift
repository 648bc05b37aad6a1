/// How many colours the terminal can show; decides how `TerminalColor`s are encoded.
public enum ColorProfile: Sendable, Hashable, CaseIterable {
  /// 24-bit colour (SGR 38;2;r;g;b).
  case trueColor
  /// The 256-colour palette (SGR 38;5;n).
  case ansi256
  /// The sixteen basic colours (SGR 30–37, 90–97).
  case ansi16
  /// No colour at all: attributes such as bold and reverse only.
  case none

  /// Picks the profile from environment variables, most specific first.
  ///
  /// `NO_COLOR` (any non-empty value, see no-color.org) wins; then `TERM=dumb`; then
  /// `COLORTERM=truecolor|24bit`; then a `TERM` mentioning `256color` (or `direct`/`truecolor`);
  /// everything else gets the sixteen colours every colour terminal has.
  public static func detect(environment: [String: String]) -> ColorProfile {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let term = (environment["TERM"] ?? "").lowercased()
    if term == "dumb" { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if term.hasSuffix("-direct") || term.contains("truecolor") { return .trueColor }
    if term.contains("256color") { return .ansi256 }
    return .ansi16
  }
}
