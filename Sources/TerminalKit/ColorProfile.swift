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

  /// Picks the profile from environment variables and the terminal's terminfo entry.
  ///
  /// Reads the compiled terminfo entry for `TERM` (see `Terminfo.load`) and decides with
  /// `detect(environment:terminfoColors:)`.
  public static func detect(environment: [String: String]) -> ColorProfile {
    detect(environment: environment, terminfo: Terminfo.load(environment: environment))
  }

  /// Picks the profile from environment variables and a terminfo entry, most specific first.
  ///
  /// `NO_COLOR` (any non-empty value, see no-color.org) wins; then `TERM=dumb`; then
  /// `COLORTERM=truecolor|24bit` (the terminal itself says so); then the entry's `colors`:
  /// 2²⁴ or more is 24-bit, 256 or more the palette, 8 or more the sixteen colours, fewer or
  /// none (a vt100) no colour at all. Without an entry, the name decides: a `TERM` mentioning
  /// `256color` gets the palette, `-direct`/`truecolor` 24 bits, anything else sixteen colours.
  public static func detect(environment: [String: String], terminfo: Terminfo?) -> ColorProfile {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let term = (environment["TERM"] ?? "").lowercased()
    if term == "dumb" { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if let terminfo {
      let colors = terminfo.colors ?? 0
      if colors >= 1 << 24 { return .trueColor }
      if colors >= 256 { return .ansi256 }
      if colors >= 8 { return .ansi16 }
      return .none
    }
    if term.hasSuffix("-direct") || term.contains("truecolor") { return .trueColor }
    if term.contains("256color") { return .ansi256 }
    return .ansi16
  }
}
