import Memorize

/// The `memorize-gtk` command line: the window's column of the one flag table (`LaunchFlag.all`).
nonisolated public enum WindowOptions {
  /// A bad command line, in one line that names the problem.
  public typealias UsageError = LaunchArgumentError

  /// Parses `arguments` (without the program name); `--name value` and `--name=value` both work.
  public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchArguments {
    try LaunchArguments.parse(arguments, for: .window)
  }
}
