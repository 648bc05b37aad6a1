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

  /// An argument as it may appear in an error line: control and format characters become `?`,
  /// so a typed escape sequence cannot take the terminal over through the message.
  public static func printable(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.prefix(60).map { scalar in
          scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .format ? "?" : scalar
        }))
  }
}
