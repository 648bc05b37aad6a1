import CardGames
import Foundation
import Testing

@testable import Memorize

@Suite("Notices flow through AppModel once")
struct NoticeTests {
  @Test("A theme save that fails later becomes one notice; dismissed, it stays gone")
  func laterThemeFailure() throws {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    #expect(app.notices.isEmpty)
    // A folder where themes.json belongs: the next theme save cannot replace it.
    try FileManager.default.createDirectory(
      at: home.locations.themesFile, withIntermediateDirectories: true)
    app.themes.rename(id: "halloween", to: "Spooky")
    let problem = try #require(app.themes.problem)
    #expect(app.notices == [problem])
    app.saveNow()
    #expect(app.notices.filter { $0 == problem }.count == 1)
    app.dismissNotices()
    #expect(!app.notices.contains(problem))
  }

  @Test("Dismissed one at a time, each notice goes in turn, the themes problem too")
  func dismissOneAtATime() throws {
    let home = TemporaryLocations()
    try FileManager.default.createDirectory(
      at: home.locations.configDirectory, withIntermediateDirectories: true)
    try Data("[1, 2".utf8).write(to: home.locations.themesFile)
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    app.noteEmojiShownAsLetters()
    let notices = app.notices
    try #require(notices.count == 2)
    #expect(notices[0] == app.themes.problem)
    app.dismissNotice("not a notice")
    #expect(app.notices == notices)
    app.dismissNotice(notices[0])
    #expect(app.notices == [notices[1]])
    app.dismissNotice(notices[1])
    #expect(app.notices.isEmpty)
  }

  @Test("A damaged themes file is one notice at launch, not two")
  func launchProblemOnce() throws {
    let home = TemporaryLocations()
    try FileManager.default.createDirectory(
      at: home.locations.configDirectory, withIntermediateDirectories: true)
    try Data("{\"version\": 1, \"themes\": [".utf8).write(to: home.locations.themesFile)
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    let problem = try #require(app.themes.problem)
    #expect(app.notices.filter { $0 == problem }.count == 1)
    #expect(app.notices.first == problem)
  }

  @Test("Emoji shown as letters is said once, in the player's language, until dismissed")
  func emojiAsLetters() {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    app.noteEmojiShownAsLetters()
    app.noteEmojiShownAsLetters()
    #expect(
      app.notices == ["Cards show letters for emoji: the terminal's character set is not UTF-8."])
    app.dismissNotices()
    #expect(app.notices.isEmpty)
    Localization.withLanguage(.simplifiedChinese) {
      app.noteEmojiShownAsLetters()
      #expect(app.notices == ["卡片用字母代替表情符号：终端的字符集不是 UTF-8。"])
    }
  }
}
