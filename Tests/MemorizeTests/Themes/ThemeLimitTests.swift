import CardGames
import Foundation
import Memorize
import Testing

/// The theme list is bounded where it grows, and nothing writes a file its reader refuses.
@Suite("The theme list and its file stay within what the reader takes")
struct ThemeLimitTests {
  @Test("The 101st theme is refused, and the app says why")
  func hundredThemes() throws {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    while app.themes.themes.count < ThemeStore.maximumThemeCount {
      #expect(app.addTheme(named: "Mine") != nil)
    }
    #expect(app.addTheme(named: "One more") == nil)
    #expect(app.themes.themes.count == 100)
    #expect(
      app.announcement?.text == "There can be at most 100 themes: delete one to make another.")
    // What was saved loads again, every theme in it.
    let again = ThemeStore(file: JSONFile(url: home.locations.themesFile))
    #expect(again.problem == nil)
    #expect(again.themes.count == 100)
  }

  @Test("A document the reader would refuse is not written: the save fails and says why")
  func writerRefusesWhatTheReaderRefuses() throws {
    let home = TemporaryLocations()
    let url = home.root.appendingPathComponent("big.json")
    let file = JSONFile<[String]>(url: url)
    try file.save(["small"])
    let saved = try Data(contentsOf: url)
    let big = [String](repeating: String(repeating: "x", count: 1_000), count: 1_100)
    #expect(
      throws: StorageError(
        message: "Cannot save big.json: it would be more than the game reads back (1106602 bytes)")
    ) { try file.save(big) }
    // An array of more elements than the reader takes, though small.
    let many = [String](repeating: "", count: 10_001)
    #expect(throws: StorageError.self) { try file.save(many) }
    #expect(try Data(contentsOf: url) == saved, "the file on disk is the last good one")
  }
}
