/// What a program does next once its command line has been read.
public enum LaunchStep: Equatable, Sendable {
  /// The command line asked for something that is already done (help, version, completion, a list
  /// of themes) or was refused with usage: end with this status.
  case exit(Int32)
  /// Play, as the command line asks.
  case play(LaunchArguments)
}

extension FrontEnd {
  /// The language the program speaks from its first word: `--language` when the command line names
  /// one (even a command line that is otherwise wrong, so its error speaks it too), else the
  /// environment's, by gettext's rules.
  public func requestedLanguage(_ arguments: [String], environment: [String: String]) -> Language {
    if let parsed = try? LaunchArguments.parse(arguments, for: self) {
      return parsed.language ?? Language.preferred(environment: environment)
    }
    // The parser stops at the first problem, often before `--language`: read that one alone.
    return Self.languageNamed(in: arguments) ?? Language.preferred(environment: environment)
  }

  /// The last language `--language LANG` or `--language=LANG` names in `arguments`, whatever
  /// else they hold; `nil` when none names a language this program knows.
  public static func languageNamed(in arguments: [String]) -> Language? {
    var found: Language?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--language", let next = remaining.first, !next.hasPrefix("--") {
        remaining = remaining.dropFirst()
        found = Language.matching(localeName: next) ?? found
      } else if argument.hasPrefix("--language=") {
        found =
          Language.matching(localeName: String(argument.dropFirst("--language=".count))) ?? found
      }
    }
    return found
  }

  /// Reads the command line and answers every action but playing, the same way in `memorize` and
  /// `memorize-gtk`: a bad command line is one line naming the problem and the usage on standard
  /// error (status 2); help, version, a shell's completion script and the theme lists go to
  /// standard output (status 0), every theme name cleaned of what could take a terminal over.
  ///
  /// - Parameters:
  ///   - arguments: the command line without the program name.
  ///   - environment: where the data folder is (`XDG_DATA_HOME`, `HOME`).
  ///   - commit: the build's commit, for `--version` (`nil` when the build could not ask git).
  ///   - standardOutput: where the answer goes, a line at a time.
  ///   - standardError: where problems and the usage go, a line at a time.
  ///   - showsEmoji: whether the output can show emoji; where it cannot (a locale whose
  ///     character set is not UTF-8), `--list-themes` leaves them out and says so once on
  ///     standard error.
  /// - Returns: ``LaunchStep/play(_:)`` with the parsed arguments, or the status to exit with.
  public func answer(
    _ arguments: [String], environment: [String: String], commit: String?,
    standardOutput: (String) -> Void, standardError: (String) -> Void, showsEmoji: Bool = true
  ) -> LaunchStep {
    let options: LaunchArguments
    do {
      options = try LaunchArguments.parse(arguments, for: self)
    } catch {
      standardError("\(programName): \(error.message)")
      standardError(usage)
      return .exit(2)
    }
    switch options.action {
    case .help:
      standardOutput(help)
    case .version:
      standardOutput(versionLine(commit: commit))
    case .completion(let shell):
      standardOutput(completionScript(for: shell))
    case .listThemes, .listThemeNames:
      let store = ThemeStore(readingOnly: .standard(environment: environment))
      if let problem = store.problem { standardError("\(programName): \(problem.printable)") }
      if options.action == .listThemes, !showsEmoji {
        standardError("\(programName): \(Phrases.emojiLeftOut)")
      }
      for theme in store.themes {
        let line =
          options.action == .listThemes ? theme.listingLine(showingEmoji: showsEmoji) : theme.name
        standardOutput(line.printable)
      }
    case .play:
      return .play(options)
    }
    return .exit(0)
  }
}

extension String {
  /// This text with every character that could move a terminal's cursor, change its colours or
  /// reorder the line (controls, line separators, format characters such as the bidi overrides)
  /// replaced by a visible U+FFFD. Joiners and tag characters stay: emoji need them.
  public var printable: String {
    guard unicodeScalars.contains(where: \.isUnprintable) else { return self }
    var scalars = String.UnicodeScalarView()
    for scalar in unicodeScalars { scalars.append(scalar.isUnprintable ? "\u{FFFD}" : scalar) }
    return String(scalars)
  }
}

extension Unicode.Scalar {
  /// Whether the scalar must not reach a terminal as is (see ``Swift/String/printable``).
  var isUnprintable: Bool {
    if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    if value < 0xA0 || value == 0x200C || value == 0x200D || (0xE0020...0xE007F).contains(value) {
      return false
    }
    switch properties.generalCategory {
    case .format, .lineSeparator, .paragraphSeparator, .control, .surrogate: return true
    default: return false
    }
  }
}
