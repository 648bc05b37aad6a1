import CardGames
import Foundation
import Testing

@testable import Memorize

/// The themes file people edit: format 2, pinned by a golden file, and format 1 still read.
@Suite struct ThemeFileFormatTests {
  /// 2026-11-30 14:25:01 UTC.
  private static let now = Date(timeIntervalSince1970: 1_796_048_701)
  private static let files = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Files")

  private static func fixture(_ name: String) throws -> Data {
    try Data(contentsOf: files.appendingPathComponent(name))
  }

  /// The themes both fixtures hold.
  private static let themes = [
    Theme(
      id: "halloween", name: "Halloween", emoji: ["👻", "🎃", "🕷️", "🍭"], pairs: .fixed(3),
      color: RGBAColor(red8: 0xF2, green8: 0x8C, blue8: 0x28)),
    Theme(
      id: "0b7c9d6e-2f1a-4c3b-9a8d-7e6f5a4b3c2d", name: "Fruit", emoji: ["🍎", "🍐", "🍊"],
      pairs: .allEmoji, color: RGBAColor(red8: 0x4A, green8: 0x90, blue8: 0xE2)),
  ]

  @Test("Format 2 is written exactly as the golden file (and the README's example) shows")
  func goldenFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let file = JSONFile<ThemeStore.Document>(url: directory.file("themes.json"))
    try file.save(ThemeStore.Document(themes: Self.themes, removedEmoji: ["halloween": ["🦇"]]))
    let written = String(
      decoding: try Data(contentsOf: directory.file("themes.json")), as: UTF8.self)
    let golden = String(decoding: try Self.fixture("themes-format-2.json"), as: UTF8.self)
    #expect(written + "\n" == golden)
    #expect(try Self.readmeExample() == golden)
  }

  /// The example under "The themes file" in the README, the lines between ```json and ```.
  private static func readmeExample() throws -> String {
    let readme = files.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let lines = try String(contentsOf: readme, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let section = try #require(lines.firstIndex(of: "#### The themes file"))
    let start = try #require(lines[section...].firstIndex(of: "```json"))
    let end = try #require(lines[(start + 1)...].firstIndex(of: "```"))
    return lines[(start + 1)..<end].map { $0 + "\n" }.joined()
  }

  @Test("Emoji as one string or an array; pairs as a number or \"all\"; colours as #RRGGBB")
  func handWrittenVariants() throws {
    let text = """
      {"version": 2, "themes": [
        {"id": "a", "name": "A", "emoji": ["🐶", "🐱"], "pairs": "all", "color": "#00ff00"},
        {"id": "b", "name": "B", "emoji": "🐶🐱🐭", "pairs": 2, "color": "#FF000080"}
      ]}
      """
    let document = try JSONDecoder().decode(ThemeStore.Document.self, from: Data(text.utf8))
    #expect(document.unreadableThemeCount == 0)
    #expect(
      document.themes == [
        Theme(
          id: "a", name: "A", emoji: ["🐶", "🐱"], pairs: .allEmoji,
          color: RGBAColor(red8: 0, green8: 255, blue8: 0)),
        Theme(
          id: "b", name: "B", emoji: ["🐶", "🐱", "🐭"], pairs: .fixed(2),
          color: RGBAColor(red: 1, green: 0, blue: 0, alpha: Double(0x80) / 255)),
      ])
  }

  @Test("A misspelt pairs word or colour costs only that theme, with a clear reason")
  func badValues() throws {
    let text = """
      {"version": 2, "themes": [
        {"id": "a", "name": "A", "emoji": "🐶🐱", "pairs": "every", "color": "#00ff00"},
        {"id": "b", "name": "B", "emoji": "🐶🐱", "pairs": 2, "color": "orange"},
        {"id": "c", "name": "C", "emoji": "🐶🐱", "pairs": 2, "color": "#123456"}
      ]}
      """
    let document = try JSONDecoder().decode(ThemeStore.Document.self, from: Data(text.utf8))
    #expect(document.themes.map(\.id) == ["c"])
    #expect(document.unreadableThemeCount == 2)
  }

  @Test("Each theme left out is named, by its name or else its place, with the reason, in one line")
  func leftOutThemesAreNamed() throws {
    let text = """
      {"version": 2, "themes": [
        {"id": "a", "name": "Sports", "emoji": "⚽🏀", "pairs": "lots", "color": "#00ff00"},
        {"id": "b", "emoji": "🐶🐱", "pairs": 2, "color": "#123456"},
        7,
        {"id": "d", "name": "Fruit", "emoji": "🍎🍐", "pairs": 2},
        {"id": "e", "name": "Ok", "emoji": "🍎🍐", "pairs": 2, "color": "#123456"}
      ]}
      """
    let document = try JSONDecoder().decode(ThemeStore.Document.self, from: Data(text.utf8))
    let ours = try BoundedJSONDecoder().decode(ThemeStore.Document.self, from: Array(text.utf8))
    #expect(ours == document)
    #expect(document.themes.map(\.id) == ["e"])
    #expect(
      document.unreadableThemes.map(ThemeStore.note) == [
        "theme 1 (“Sports”): left out, its “pairs” is not valid",
        "theme 2: left out, it has no “name”",
        "theme 3: left out, it is not a theme",
        "theme 4 (“Fruit”): left out, it has no “color”",
      ])
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        document.unreadableThemes.map(ThemeStore.note) == [
          "主题 1（“Sports”）：已略去，“pairs”的值无效", "主题 2：已略去，缺少“name”",
          "主题 3：已略去，它不是主题", "主题 4（“Fruit”）：已略去，缺少“color”",
        ])
    }
  }

  @Test("A format-1 file loads with nothing lost, is rewritten in format 2, original kept beside")
  func formatOneMigrates() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let original = try Self.fixture("themes-format-1.json")
    try original.write(to: directory.file("themes.json"))

    let store = ThemeStore(file: JSONFile(url: directory.file("themes.json")), now: Self.now)

    #expect(store.problem == nil)
    #expect(store.themes == Self.themes)
    #expect(store.removedEmoji(for: "halloween") == ["🦇"])
    let migrated = try Data(contentsOf: directory.file("themes.json"))
    #expect(migrated + Data("\n".utf8) == (try Self.fixture("themes-format-2.json")))
    let kept = directory.file("themes.json.format-1-20261130-142501")
    #expect(try Data(contentsOf: kept) == original)
    // A second launch finds format 2: nothing more is kept aside.
    _ = ThemeStore(file: JSONFile(url: directory.file("themes.json")), now: Self.now)
    #expect(try directory.contents().sorted() == ["themes.json", kept.lastPathComponent])
  }
}
