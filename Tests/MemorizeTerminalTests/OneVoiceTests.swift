import Foundation
import Testing

/// The front ends lay out what the view models say; they never compose a sentence a player reads.
///
/// Reads the terminal front end's sources and fails on any string literal with words in it that
/// is not on the short list below of literals that are not sentences (commands typed in
/// `--plain`, the program's name, an environment variable). Interpolations (`\(…)`) and comments
/// are left out: what they hold is code, not words.
@Suite("One voice: no sentence is built in a front end")
struct OneVoiceTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Literals with letters that are not something a player reads as a sentence.
  static let allowed: Set<String> = [
    // --plain's command words, typed by the player, never shown.
    "quit", "exit", "q", "choose", "c", "new", "n", "board", "b", "help", "theme", "mode",
    "deal", "hint", "yes", "no",
    // Keys named in the view models' sentences, which the terminal binds.
    "e", "t", "r", "s", "i", "p", "d", "m", "h", "j", "k", "l", "a", "x",
    // The program's name before an error line, as every Unix tool writes it.
    "memorize", "memorize: ",
    // An environment variable.
    "MEMORIZE_AUTOSAVE_DELAY",
  ]

  /// Every string literal of a Swift source, without interpolations, comments left out.
  static func literals(in source: String) -> [String] {
    var found: [String] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("//") { continue }
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
            if character == "(" { depth = 1 } else { text.append(character) }
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

  static func offenders(under folder: String) throws -> [String] {
    let root = repository.appendingPathComponent(folder)
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var offenders: [String] = []
    var checked = 0
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      checked += 1
      let source = try String(contentsOf: url, encoding: .utf8)
      for literal in literals(in: source) where hasWords(literal) && !allowed.contains(literal) {
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
    #expect(Self.hasWords("Game over!"))
    #expect(!Self.hasWords(" ▶ 3 "))
  }

  @Test("Sources/MemorizeTerminal builds no sentence")
  func terminal() throws {
    let offenders = try Self.offenders(under: "Sources/MemorizeTerminal")
    #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
  }
}
