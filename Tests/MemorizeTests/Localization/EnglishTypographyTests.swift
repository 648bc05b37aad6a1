import Foundation
import Memorize
import Testing

/// The English of `po/memorize.pot` keeps the rules of `po/STYLE.en.md`: curly double quotation
/// marks, and the ASCII apostrophe only as an apostrophe.
@Suite("Localization: English typography")
struct EnglishTypographyTests {
  /// Every English message of the catalog: each singular and each plural.
  static func messages() throws -> [String] {
    let catalog = try PortableObject(text: try CatalogTests.file("po/memorize.pot"))
    return catalog.entries.flatMap { [$0.id] + ($0.pluralID.map { [$0] } ?? []) }
      .filter { !$0.isEmpty }
  }

  /// The first straight quote in `text` used as a quotation mark, with what is around it; `nil`
  /// when there is none. A `'` between a letter (or a placeholder's `}`) and a letter is an
  /// apostrophe (`don't`, `{name}'s`), and so is one after a plural's s before a space or the
  /// end (`the themes' emoji`); any other straight quote is a quotation mark.
  static func straightQuotationMark(in text: String) -> String? {
    let characters = Array(text)
    for (index, character) in characters.enumerated() where character == "'" || character == "\"" {
      let before = index > 0 ? characters[index - 1] : " "
      let after = index + 1 < characters.count ? characters[index + 1] : " "
      if character == "'" {
        if (before.isLetter || before == "}") && after.isLetter { continue }
        if before == "s" && (after == " " || index + 1 == characters.count) { continue }
      }
      let from = max(0, index - 12)
      let to = min(characters.count, index + 13)
      return String(characters[from..<to])
    }
    return nil
  }

  @Test("The catalog has English messages to check")
  func catalogRead() throws {
    #expect(try Self.messages().count >= 500)
  }

  @Test("Rule 1: no straight quote is a quotation mark")
  func noStraightQuotationMarks() throws {
    for message in try Self.messages() {
      let found = Self.straightQuotationMark(in: message)
      #expect(found == nil, "rule 1: “\(found ?? "")” in “\(message)”")
    }
  }

  @Test("Rule 1: quotation marks are double, and each “ has its ”")
  func doubleAndPaired() throws {
    for message in try Self.messages() {
      #expect(!message.contains("‘") && !message.contains("’"), "rule 1 or 2: “\(message)”")
      let opening = message.filter { $0 == "“" }.count
      let closing = message.filter { $0 == "”" }.count
      #expect(opening == closing, "rule 1: unpaired quotation marks in “\(message)”")
    }
  }

  @Test(
    "The check catches a straight quotation mark, and lets an apostrophe be",
    arguments: [
      ("Type 'help' for the commands.", true), ("not '{value}'", true),
      ("such as \"Ana, computer good\".", true), ("'{command}'", true),
      ("Type “help” for the commands.", false), ("{name}'s turn", false),
      ("don't match!", false), ("the themes' emoji are left out", false),
      ("Stanford's CS193P course", false),
    ])
  func catches(text: String, isQuote: Bool) {
    #expect((Self.straightQuotationMark(in: text) != nil) == isQuote)
  }
}
