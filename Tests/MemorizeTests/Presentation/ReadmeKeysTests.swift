import Foundation
import Memorize
import Testing

/// The READMEs' tables of keys are a summary written by hand: every key they name must be one the
/// terminal's key tables (which handle the keys) hold, so a key taken out of a table cannot stay
/// in a README.
@Suite("The READMEs name only keys the terminal handles")
struct ReadmeKeysTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The words the READMEs use for named keys, in both languages.
  static let named: [String: [Labels.KeyName]] = [
    "arrows": [.up, .down, .left, .right], "方向键": [.up, .down, .left, .right],
    "Space": [.space], "空格": [.space], "Enter": [.enter], "回车": [.enter], "Esc": [.escape],
    "Backspace": [.backspace], "退格": [.backspace], "Tab": [.tab], "Shift-Tab": [.shiftTab],
    "Ctrl-C": [.control("c")], "PgUp": [.pageUp], "PgDn": [.pageDown], "Home": [.home],
    "End": [.end],
  ]

  /// The keys named in the first column of the table under the "Key"/"按键" heading of `file`.
  static func keys(in file: String) throws -> [Labels.KeyName] {
    let text = try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    let start = try #require(
      lines.firstIndex { $0.hasPrefix("| Key |") || $0.hasPrefix("| 按键 |") }, "\(file)")
    var keys: [Labels.KeyName] = []
    for line in lines[(start + 2)...] {
      guard line.hasPrefix("| ") else { break }
      let cell = line.dropFirst(2).prefix { $0 != "|" }
      // `h j k l` is four keys, `1`–`4` a range; outside backticks, words name keys.
      let parts = cell.components(separatedBy: "`")
      for (index, part) in parts.enumerated() {
        if index % 2 == 1 {
          keys += part.split(separator: " ").map { .character(Character(String($0))) }
        } else if part.contains("–"), index > 0, index + 1 < parts.count,
          let first = Int(parts[index - 1]), let last = Int(parts[index + 1])
        {
          keys += ((first + 1)..<last).map { .character(Character("\($0)")) }
        } else {
          for piece in part.split(whereSeparator: { " ,、/".contains($0) }) {
            var word = String(piece)
            if word.hasSuffix("或") { word.removeLast() }
            if word == "or" || word.isEmpty { continue }
            let name = try #require(Self.named[word], "'\(word)' in \(file): \(line)")
            keys += name
          }
        }
      }
    }
    return keys
  }

  @Test(
    "Every key of the READMEs' key tables is in a key table",
    arguments: [
      "README.md", "README.zh-Hans.md",
    ])
  func readmeKeys(file: String) throws {
    let handled = Set(KeyTable.allCases.flatMap { $0.lines.flatMap(\.keys) })
    let keys = try Self.keys(in: file)
    #expect(keys.count >= 20, "\(keys.count) keys read from \(file)")
    for key in keys {
      #expect(
        handled.contains(key), "\(file) names \(Labels.name(of: key)), which no table has")
    }
  }
}
