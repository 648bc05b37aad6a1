import Foundation
import Testing

/// The front ends lay out what the view models say; they never compose a sentence a player reads.
///
/// Reads the terminal front end's sources and fails on any string literal with words in it that
/// is not on the short list below of literals that are not sentences (commands typed in
/// `--plain`, the program's name, an environment variable). Interpolations (`\(…)`) and comments
/// are left out: what they hold is code, not words.
///
/// The window's sources are read the same way, with what GTK itself reads let through: names of
/// one token — CSS classes, signals, icons, actions and properties (`"suggested-action"`,
/// `"clicked"`, `"win.new-game"`), key names for accelerators, GtkBuilder markup and the style
/// sheet (multi-line literals are read whole, so a sentence cannot hide in one) — and the
/// files that write `key=value` lines for the test and bench harness, never shown to a player.
/// A lone lowercase word is taken for such a name: the scan cannot tell `"winner"` the CSS class
/// from "winner" the word, so it catches sentences, not every single word.
@Suite("One voice: no sentence is built in a front end")
struct OneVoiceTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Literals with letters that are not something a player reads as a sentence.
  static let allowed: Set<String> = [
    // --plain's command words, typed by the player, never shown.
    "quit", "exit", "q", "choose", "c", "new", "n", "board", "b", "help", "theme", "mode",
    "deal", "hint", "yes", "no", "call", "set", "more", "undo", "shuffle",
    // Keys named in the view models' sentences, which the terminal binds.
    "e", "t", "r", "s", "i", "p", "d", "m", "h", "j", "k", "l", "a", "x",
    // The program's name before an error line, as every Unix tool writes it.
    "memorize", "memorize: ",
    // An environment variable.
    "MEMORIZE_AUTOSAVE_DELAY",
  ]

  /// Literals of the window's sources that GTK or the system reads, which are not one token of
  /// lowercase ASCII: key names for accelerators, the application's and fonts' names, builder
  /// classes.
  static let allowedInWindow: Set<String> = [
    "Left", "Right", "Up", "Down", "Return", "Escape", "Space", "Memorize", "Sans",
    "Noto Color Emoji", "GtkShortcutsWindow", "GtkShortcutsSection",
    // GTK's and libadwaita's type names and prefixes, which the accessibility tidying matches
    // widgets by.
    "GtkLabel", "GtkImage", "GtkScrollbar", "AdwViewSwitcher", "AdwViewSwitcherButton", "Gtk",
    "Adw", "AdwSqueezer", "AdwViewSwitcherBar",
    // The toast overlay's children that are toasts (placed clear of the status line).
    "AdwToastWidget",
    // The program's name before an error line.
    "memorize-gtk: ",
  ]

  /// Window sources that write lines for the test and bench harness only
  /// (`MEMORIZE_GTK_TIMING`, `MEMORIZE_GTK_TEST_LAYOUT`).
  static let harnessFiles: Set<String> = [
    "FrameTimings.swift", "LayoutProbe.swift", "JoinedProbe.swift", "SettledReport.swift",
  ]
  /// The bench's bare GTK window (`memorize-gtk-baseline`): not the game, it shows no sentence.
  static let harnessFolders: Set<String> = ["memorize-gtk-baseline"]

  /// Whether a window literal is a name GTK reads rather than words: one token of ASCII, all
  /// lowercase, all capitals (an environment variable or the C library's locale: `LANGUAGE`,
  /// `POSIX`) or holding punctuation names are made of (`-_.:+<>&;`), or GtkBuilder markup.
  static func isWindowName(_ literal: String) -> Bool {
    if literal.drop(while: { $0 == " " }).hasPrefix("<") { return true }
    guard literal.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else { return false }
    return !literal.contains(where: \.isUppercase) || !literal.contains(where: \.isLowercase)
      || literal.contains(where: { "-_.:+<>&;".contains($0) })
  }

  /// Whether a window literal of several lines is what GTK reads, not words: GtkBuilder markup
  /// (its first line starts with `<`) or a style sheet (every line opens or closes a rule, or
  /// ends a declaration with `;`).
  static func isWindowMarkup(_ literal: String) -> Bool {
    let lines = literal.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    if lines.first?.hasPrefix("<") == true { return true }
    return !lines.isEmpty
      && lines.allSatisfy { $0.contains("{") || $0.contains("}") || $0.hasSuffix(";") }
  }

  /// A line of a multi-line literal without its interpolations (`\(…)`), escapes read.
  static func literalText(_ line: Substring) -> String {
    var text = ""
    var depth = 0
    var escaped = false
    for character in line {
      if depth > 0 {
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
      } else if escaped {
        if character == "(" { depth = 1 } else { text.append(character) }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        text.append(character)
      }
    }
    return text
  }

  /// Every string literal of a Swift source, without interpolations, comments left out. A
  /// multi-line literal (`"""` … `"""`) is one literal, its lines joined by line breaks.
  static func literals(in source: String) -> [String] {
    var found: [String] = []
    var multiline: [String]?
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if var lines = multiline {
        if trimmed.hasPrefix("\"\"\"") {
          found.append(lines.joined(separator: "\n"))
          multiline = nil
        } else {
          lines.append(literalText(trimmed))
          multiline = lines
        }
        continue
      }
      if trimmed.hasPrefix("//") { continue }
      if trimmed.hasSuffix("\"\"\"") && trimmed.count(where: { $0 == "\"" }) == 3 {
        multiline = []
        continue
      }
      var current: String?
      var depth = 0
      var escaped = false
      var previous: Character = " "
      for character in line {
        if var text = current {
          if depth > 0 {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
          } else if escaped {
            // An escape stands for its character: `\n` is a line break, not the letter n.
            let escapes: [Character: Character] = ["n": "\n", "t": "\t", "r": "\r", "0": "\0"]
            if character == "(" { depth = 1 } else { text.append(escapes[character] ?? character) }
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            found.append(text)
            current = nil
            previous = character
            continue
          } else {
            text.append(character)
          }
          if current != nil { current = text }
        } else if character == "\"" {
          current = ""
        } else if character == "/" && previous == "/" {
          break
        }
        previous = character
      }
    }
    return found
  }

  /// Whether a literal holds a word: two letters in a row.
  static func hasWords(_ literal: String) -> Bool {
    var run = 0
    for character in literal {
      run = character.isLetter ? run + 1 : 0
      if run >= 2 { return true }
    }
    return false
  }

  static func offenders(under folder: String, isWindow: Bool = false) throws -> [String] {
    let root = repository.appendingPathComponent(folder)
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var offenders: [String] = []
    var checked = 0
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      checked += 1
      if isWindow && harnessFiles.contains(url.lastPathComponent) { continue }
      if isWindow && harnessFolders.contains(url.deletingLastPathComponent().lastPathComponent) {
        continue
      }
      let source = try String(contentsOf: url, encoding: .utf8)
      for literal in literals(in: source) where hasWords(literal) && !allowed.contains(literal) {
        if isWindow
          && (allowedInWindow.contains(literal) || isWindowName(literal)
            || (literal.contains("\n") && isWindowMarkup(literal)))
        {
          continue
        }
        offenders.append("\(url.lastPathComponent): \"\(literal)\"")
      }
    }
    #expect(checked > 10, "no sources found under \(folder)")
    return offenders
  }

  @Test("The scanner finds sentences and ignores code, keys and comments")
  func scanner() {
    let source = #"""
      // "A comment with words"
      let a = "Game over!"  // "trailing comment"
      let b = "\(score) \(name.uppercased())"
      let c = "ab\("x")cd"
      let d = "→ ▶"
      """#
    #expect(Self.literals(in: source) == ["Game over!", " ", "abcd", "→ ▶"])
    let multiline = #"""
      let e = """
        Game over,
        \(name) wins
        """
      let f = "after"
      """#
    #expect(Self.literals(in: multiline) == ["Game over,\n wins", "after"])
    #expect(Self.isWindowMarkup(".board { color: red; }\n.card {\n  margin: 0;\n}"))
    #expect(Self.isWindowMarkup("<interface>\n  <object class=\"GtkShortcutsWindow\">"))
    #expect(!Self.isWindowMarkup("Game over,\n wins"))
    #expect(Self.hasWords("Game over!"))
    #expect(!Self.hasWords(" ▶ 3 "))
  }

  @Test("In the window's sources, names GTK reads pass and words do not")
  func windowNames() {
    for name in [
      "suggested-action", "clicked", "win.new-game", "<Control>n", "UTF-8", "VmRSS:", "LANGUAGE",
      "POSIX",
    ] {
      #expect(Self.isWindowName(name), "\(name)")
    }
    for words in ["Person", "You", "Card , matched", " is thinking…", "to move", "Player "] {
      #expect(!Self.isWindowName(words), "\(words)")
    }
  }

  @Test("Sources/MemorizeTerminal builds no sentence")
  func terminal() throws {
    let offenders = try Self.offenders(under: "Sources/MemorizeTerminal")
    #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
  }

  /// The terminal is a screen per section and a stack of overlays, each in a file a reader takes
  /// in at once: about 300 lines at the most (a ceiling of 320, so that a few lines more do not
  /// fail someone's change), unless a comment above the first declaration says why the file is
  /// longer ("// Over 300 lines because …").
  static let longFileLines = 320

  /// The files under `folder` longer than ``longFileLines`` whose top does not say why.
  static func longFilesWithoutReason(under folder: String) throws -> [String] {
    let root = repository.appendingPathComponent(folder)
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var found: [String] = []
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let source = try String(contentsOf: url, encoding: .utf8)
      let lineCount = source.filter { $0 == "\n" }.count
      guard lineCount > longFileLines else { continue }
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      let top = lines.prefix { line in
        line.isEmpty || line.hasPrefix("//") || line.hasPrefix("import ") || line.hasPrefix("#")
          || line.hasPrefix("  import ")
      }
      if !top.contains(where: { $0.hasPrefix("// Over 300 lines because ") }) {
        found.append("\(url.lastPathComponent): \(lineCount) lines")
      }
    }
    return found
  }

  @Test("Every long file of the two front ends says at its top why it is long")
  func longFilesSayWhy() throws {
    let found =
      try Self.longFilesWithoutReason(under: "Sources/MemorizeTerminal")
      + Self.longFilesWithoutReason(under: "Apps/GTK/Sources")
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test("Apps/GTK/Sources builds no sentence")
  func window() throws {
    let offenders = try Self.offenders(under: "Apps/GTK/Sources", isWindow: true)
    #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
  }
}
