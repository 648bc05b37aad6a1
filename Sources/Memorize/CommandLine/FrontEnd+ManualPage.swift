extension FrontEnd {
  /// The manual page, section 6 (games), in mdoc: synopsis and options from the flag table, then
  /// the keys, files, environment, exit status and examples.
  public var manualPage: String {
    var page = [
      ".\\\" \(programName)(6): generated from the flag table in Sources/Memorize/CommandLine;",
      ".\\\" RECORD_GENERATED=1 swift test --filter GeneratedFilesTests rewrites it. Do not edit.",
      ".Dd \(Release.date)",
      ".Dt \(programName.uppercased()) 6",
      ".Os",
      ".Sh NAME",
      ".Nm \(programName)",
      ".Nd \(Self.escapingUnicode(manualSummary))",
      ".Sh SYNOPSIS",
      ".Nm",
    ]
    for flag in flags where flag.role == .setting {
      page.append(".Op \(flag.mdocTerm)")
    }
    for flag in flags where flag.role == .action {
      page += [".Nm", "." + flag.mdocTerm]
    }
    page +=
      [".Sh DESCRIPTION"]
      + manualDescription.flatMap { [".Pp"] + Self.roffLines($0) }.dropFirst()
    page += [
      ".Sh OPTIONS", ".Bl -tag -width Ds",
    ]
    for flag in flags {
      page += [".It \(flag.mdocTerm)"] + Self.roffLines(flag.summary)
    }
    page += [".El", ".Sh KEYS"]
    for group in keyGroups {
      if let title = group.title { page += [".Ss \(Self.roff(title))"] }
      page.append(".Bl -tag -width Ds")
      for binding in group.bindings {
        page +=
          [".It \(Self.quoted(binding.keys))"]
          + Self.roffLines(Self.paragraph([binding.action.capitalizedFirst, Self.fullStop]))
      }
      page.append(".El")
    }
    page += [
      ".Sh ENVIRONMENT",
      ".Bl -tag -width Ds",
    ]
    for (name, meaning) in manualEnvironment {
      page += [".It Ev \(name)"] + Self.roffLines(meaning)
    }
    page += [
      ".El", ".Sh FILES",
      ".Bl -tag -width Ds",
    ]
    for (path, meaning) in Self.manualFiles {
      page += [".It Pa \(path)"] + Self.roffLines(meaning)
    }
    page += [
      ".El", ".Sh EXIT STATUS",
      ".Bl -tag -width Ds",
    ]
    for (status, meaning) in manualExitStatuses {
      page += [".It \(status)"] + Self.roffLines(meaning)
    }
    page += [".El", ".Sh EXAMPLES"]
    for (index, example) in manualExamples.enumerated() {
      if index > 0 { page.append(".Pp") }
      page +=
        Self.roffLines(example.meaning) + [
          ".Dl \(Self.roff(example.command).replacingEvery("\"", with: "\\(dq"))"
        ]
    }
    let other = self == .terminal ? FrontEnd.window : .terminal
    page += [
      ".Sh SEE ALSO",
      ".Xr \(other.programName) 6",
    ]
    return page.joined(separator: "\n") + "\n"
  }

  private var manualDescription: [String] {
    // One catalog sentence each, joined into paragraphs.
    let common = [
      localized(
        "Games in progress, themes and statistics are saved as you play and shared by memorize and memorize-gtk."
      ),
      localized(
        "Without options the game you left resumes where it was, clock included; --theme, --pairs, --seed and the player options deal a new game."
      ),
    ]
    switch self {
    case .terminal:
      return [
        localized(
          "Memorize (find the pairs), Matchismo (match rank or suit) and Set (find three that make a set), the card games of Stanford's CS193P course, full screen in a terminal with keyboard and mouse, for one to four players or against the computer."
        ),
        Self.paragraph(common),
        Self.paragraph([
          localized(
            "With --plain there are no escape codes at all: commands come on standard input, one a line (choose N or just N, new, theme NAME, board, help, quit; Matchismo adds mode 2|3, Set adds deal and hint), for screen readers and scripts."
          ),
          localized(
            "Every card turned face up prints a line Card N: CONTENT, and every command's output ends with Score: S Flips: F (Set's Score: S Choices: C; with several players, each seat's standing: Scores: NAME · P pairs · S pts; …)."
          ),
          localized("End of input saves and exits."),
        ]),
      ]
    case .window:
      return [
        localized(
          "Memorize (find the pairs), Matchismo (match rank or suit) and Set (find three that make a set), the card games of Stanford's CS193P course, in a desktop window, for one to four players or against the computer."
        ),
        Self.paragraph(common),
      ]
    }
  }

  private var manualEnvironment: [(String, String)] {
    var variables = [
      (
        "XDG_CONFIG_HOME",
        localized("Where the themes file lives, when set to an absolute path; otherwise ~/.config.")
      ),
      (
        "XDG_DATA_HOME",
        localized(
          "Where games in progress and statistics live, when set to an absolute path; otherwise ~/.local/share."
        )
      ),
      (
        "LANGUAGE, LC_ALL, LC_MESSAGES, LANG",
        localized(
          "The language of the game's words, where a translation exists; English otherwise.")
      ),
    ]
    if self == .terminal {
      variables += [
        ("NO_COLOR", localized("When set and not empty, draw without colour (as --no-color).")),
        (
          "COLORTERM",
          Self.paragraph([
            localized("truecolor or 24bit: use 24-bit colour."),
            localized(
              "Otherwise the terminfo entry for TERM says how many colours: none for a vt100, 256 for xterm-256color."
            ),
          ])
        ),
        ("TERM", localized("dumb refuses the full screen; use --plain.")),
        (
          "LC_ALL, LC_CTYPE, LANG",
          localized(
            "A character set other than UTF-8 (LANG=C, say) draws with ASCII only, a letter for each emoji."
          )
        ),
      ]
    } else {
      variables += [("DISPLAY, WAYLAND_DISPLAY", localized("The display to open the window on."))]
    }
    variables.append(
      (
        Autosave.delayVariable,
        Self.paragraph([
          localized(
            "A test hook, not a setting: seconds from a change to its autosave (default 1)."),
          localized(
            "Tests set it high, so that only the final save can write the move they check."),
        ])
      ))
    return variables
  }

  private static var manualFiles: [(String, String)] {
    [
      (
        "$XDG_CONFIG_HOME/memorize/themes.json",
        localized(
          "The player's themes, in their order, edited in the game (default ~/.config/memorize/themes.json)."
        )
      ),
      (
        "$XDG_DATA_HOME/memorize/",
        paragraph([
          localized("Games in progress and statistics (default ~/.local/share/memorize/)."),
          localized(
            "Files are written whole or not at all; one that cannot be read is kept aside under a name with the time and reported in one line."
          ),
        ])
      ),
      (
        "$XDG_DATA_HOME/memorize/tables/",
        localized(
          "The seats held at shared tables, one file per table and name, readable by their owner alone: joining again resumes the seat."
        )
      ),
    ]
  }

  private var manualExitStatuses: [(String, String)] {
    switch self {
    case .terminal:
      [
        (
          "0",
          localized("The game ended (q, end of input) or the information asked for was printed.")
        ),
        ("1", localized("The terminal failed while playing.")),
        (
          "2",
          localized(
            "A bad command line or an unknown theme, or no terminal to draw on without --plain.")
        ),
        (
          "74",
          localized(
            "The last save failed (a full disk, a read-only folder; standard error names the file and the reason), or another memorize was the one saving these files."
          )
        ),
        (
          "128 + N", localized("Ended by signal N (hang-up, interrupt, termination), after saving.")
        ),
      ]
    case .window:
      [
        ("0", localized("The window was closed or the information asked for was printed.")),
        ("1", localized("No display could be opened.")),
        ("2", localized("A bad command line or an unknown theme.")),
        (
          "74",
          localized(
            "The last save failed (standard error names the file and the reason), or another memorize was the one saving these files."
          )
        ),
      ]
    }
  }

  private var manualExamples: [(meaning: String, command: String)] {
    switch self {
    case .terminal:
      [
        (localized("Deal six pairs of animals:"), "memorize --theme Animals --pairs 6"),
        (
          localized("Two people and a computer that forgets a third of what it sees:"),
          "memorize --players \"Ana,Ben\" --vs-computer casual"
        ),
        (
          localized("A scripted game of Set:"),
          "printf 'deal\\nquit\\n' | memorize --plain --game set"
        ),
        (
          localized("Tab completion for the current bash session:"),
          "source <(memorize --completion bash)"
        ),
      ]
    case .window:
      [
        (localized("Open Set:"), "memorize-gtk --game set"),
        (
          localized("Play against the computer, dealt by seed 42:"),
          "memorize-gtk --vs-computer good --seed 42"
        ),
      ]
    }
  }

  /// Text for a line of roff: backslashes escaped, the dashes of flags and paths made
  /// hyphen-minus so they can be copied, and every character beyond ASCII written as a `\[uXXXX]`
  /// escape (what groff's preconv does), so a page reads the same whatever encoding the formatter
  /// assumes.
  static func roff(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      default: escaped.append(character)
      }
    }
    return escapingUnicode(escaped)
  }

  /// Every character beyond ASCII as a `\[uXXXX]` escape; ASCII as it is. After a CJK
  /// character comes `\:`, a break point of no width: Chinese has no spaces to break lines at.
  static func escapingUnicode(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        escaped.unicodeScalars.append(scalar)
      } else {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
        if scalar.value >= 0x2E80 { escaped += "\\:" }
      }
    }
    return escaped
  }

  /// The full stop that ends a sentence.
  static var fullStop: String {
    // Translators: ends a sentence; a language with a full-width stop has it here.
    localizedInContext("full stop", ".")
  }

  /// Sentences as one paragraph: a space between them, none after a full-width stop (Chinese
  /// puts no space between sentences).
  static func paragraph(_ sentences: [String]) -> String {
    var text = ""
    for sentence in sentences {
      if let last = text.unicodeScalars.last, last.isASCII, sentence != fullStop { text += " " }
      text += sentence
    }
    return text
  }

  /// Prose as roff text lines: each sentence on a line of its own (so roff spaces sentences
  /// right), wrapped at 80 columns.
  static func roffLines(_ text: String) -> [String] {
    var sentences: [[String]] = [[]]
    for word in text.split(separator: " ").map(String.init) {
      // A line must not open with a control character; \& in front is invisible.
      let safe = word.first == "." || word.first == "'" ? "\\&" + roff(word) : roff(word)
      sentences[sentences.count - 1].append(safe)
      if word.hasSuffix(".") { sentences.append([]) }
    }
    return sentences.flatMap { wrap($0, width: 80) }
  }

  /// A quoted macro argument.
  static func quoted(_ text: String) -> String {
    "\"" + roff(text).replacingEvery("\"", with: "\\(dq") + "\""
  }
}

extension LaunchFlag {
  /// The flag as an mdoc macro line: `Fl h , Fl \-help`, `Fl \-game Ar memorize|matchismo|set`.
  var mdocTerm: String {
    let long = "Fl \(FrontEnd.roff(String(name.dropFirst())))"
    var term = shortName.map { "Fl \(FrontEnd.roff(String($0.dropFirst()))) , \(long)" } ?? long
    if let value = valueSynopsis { term += " Ar \(FrontEnd.roff(value))" }
    return term
  }
}

extension String {
  fileprivate var capitalizedFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }

  fileprivate func replacingEvery(_ character: Character, with replacement: String) -> String {
    var text = ""
    for each in self {
      if each == character { text += replacement } else { text.append(each) }
    }
    return text
  }
}
