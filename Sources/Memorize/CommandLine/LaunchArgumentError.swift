/// A bad command line, in one line that names the problem.
public struct LaunchArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The one line to print before the usage.
  public var message: String
  /// The message, as printed.
  public var description: String { message }

  /// An error that says `message`.
  public init(message: String) {
    self.message = message
  }

  /// How many characters of an argument an error line quotes.
  public static let quotedLength = 60

  /// An argument as an error line quotes it: whole (``printable(_:limit:)``), or, longer than
  /// ``quotedLength``, its first ``quotedLength`` characters and "…", so the line never shows a
  /// cut argument as if it were the whole one.
  public static func quoted(_ text: String) -> String {
    let whole = printable(text, limit: Int.max)
    guard whole.unicodeScalars.count > quotedLength else { return whole }
    return printable(text) + "…"
  }

  /// An argument as it may appear in an error line: control and format characters become `?`,
  /// so a typed escape sequence cannot take the terminal over through the message; at most
  /// `limit` scalars of it.
  public static func printable(_ text: String, limit: Int = quotedLength) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.prefix(limit).map { scalar in
          scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .format ? "?" : scalar
        }))
  }
}
