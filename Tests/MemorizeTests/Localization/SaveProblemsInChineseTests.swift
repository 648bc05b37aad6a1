import CardGames
import Foundation
import Testing

@testable import Memorize

#if canImport(Glibc)
  import Glibc
#endif

/// A failed save speaks the player's language whole: the reason and what happens next are one
/// catalog sentence each, never an English piece after a Chinese one.
@Suite("Localization: failed saves")
struct SaveProblemsInChineseTests {
  @Test("A failed save's notice while playing, in Chinese")
  func retryNotice() throws {
    try Localization.withLanguage(.simplifiedChinese) {
      let home = TemporaryLocations()
      // A file where the data folder should be: every save fails, even as root.
      try home.write("", to: home.root.appendingPathComponent("data"))
      let app = AppModel(
        locations: home.locations, timeSource: ManualTimeSource(), seed: 1,
        now: Date(timeIntervalSince1970: 1_795_000_000))
      app.openTheme(id: "animals")
      #expect(app.saveNow() == false)
      let problem = "无法保存 state.json：\(home.root.path)/data 不是文件夹"
      #expect(app.saveProblem == problem)
      #expect(app.notices == ["\(problem)；下次更改时会再试一次"])
    }
  }

  @Test("A link the save will not follow, in English and in Chinese")
  func symbolicLinks() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let dangling = directory.file("state.json")
    #expect(symlink("missing.json", dangling.path) == 0)
    let toFolder = directory.file("themes.json")
    #expect(symlink(directory.url.path, toFolder.path) == 0)
    let document = ThemeStore.Document(themes: Array(Theme.builtIns.prefix(1)), removedEmoji: [:])
    let cases: [(URL, String, String)] = [
      (
        dangling,
        "Cannot save state.json: it is a symbolic link to a file that does not exist "
          + "(the link is left as it is)",
        "无法保存 state.json：它是指向不存在的文件的符号链接（链接保持原样）"
      ),
      (
        toFolder,
        "Cannot save themes.json: it is a symbolic link to something that is not a file "
          + "(the link is left as it is)",
        "无法保存 themes.json：它是指向非文件对象的符号链接（链接保持原样）"
      ),
    ]
    for (url, english, chinese) in cases {
      let file = JSONFile<ThemeStore.Document>(url: url)
      #expect(throws: StorageError(message: english)) { try file.save(document) }
      Localization.withLanguage(.simplifiedChinese) {
        #expect(throws: StorageError(message: chinese)) { try file.save(document) }
      }
    }
  }
}
