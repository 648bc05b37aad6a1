import CardGames
import Foundation
import Testing

@testable import Memorize

/// How the store copes with the themes file: damaged, unreadable, unsavable or hostile.
@Suite struct ThemeStoreFileTests {
  /// 2026-11-30 14:25:01 UTC.
  private static let now = Date(timeIntervalSince1970: 1_796_048_701)
  private static let sameNoticeTail = "; using the built-in themes, changes will not be saved"

  private static func makeStore(at url: URL) -> ThemeStore {
    var next = 0
    return ThemeStore(file: JSONFile(url: url), now: now) {
      next += 1
      return "theme-\(next)"
    }
  }

  /// A theme as the JSON object the file holds, to be damaged by hand.
  private static func object(_ theme: Theme) throws -> [String: Any] {
    let data = try JSONEncoder().encode(theme)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  private static func write(themes: [Any], removedEmoji: [String: Any] = [:], to url: URL) throws {
    let document: [String: Any] = ["version": 1, "themes": themes, "removedEmoji": removedEmoji]
    try JSONSerialization.data(withJSONObject: document).write(to: url)
  }

  @Test func aCorruptFileIsKeptAsideAndTheBuiltInsPlay() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    try Data("{\"version\": 1, \"themes\": [".utf8).write(to: url)

    let store = Self.makeStore(at: url)

    #expect(
      store.problem
        == "themes.json is not valid JSON (kept as themes.json.corrupt-20261130-142501); "
        + "starting from the built-in themes")
    #expect(store.themes == Theme.builtIns)
    #expect(try directory.contents() == ["themes.json.corrupt-20261130-142501"])

    // The damaged file is safe aside, so the next change may save.
    store.addingTheme(named: "Mine")
    #expect(try directory.contents() == ["themes.json", "themes.json.corrupt-20261130-142501"])
    #expect(Self.makeStore(at: url).themes == store.themes)
  }

  @Test func anUnreadableFileIsNeverOverwritten() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)

    let store = Self.makeStore(at: url)
    store.rename(id: "halloween", to: "Spooky")

    #expect(
      store.problem
        == "Cannot read themes.json: it is a folder, not a file" + Self.sameNoticeTail)
    #expect(store.themes[0].name == "Spooky")
    #expect(try directory.contents() == ["themes.json"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == [])
  }

  @Test func aFileFromANewerVersionIsNeverOverwritten() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    let contents = Data(#"{"version": 3, "themes": [], "sounds": ["boo"]}"#.utf8)
    try contents.write(to: url)

    let store = Self.makeStore(at: url)
    store.addingTheme(named: "Mine")

    #expect(
      store.problem
        == "themes.json was written by a newer memorize (format 3): it is kept as it is and "
        + "this one plays with the built-in themes without saving them")
    #expect(store.themes.count == Theme.builtIns.count + 1)
    #expect(try Data(contentsOf: url) == contents)
  }

  @Test func anUnsavableFolderStillPlaysAndSaysWhy() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let blocker = directory.file("memorize")
    try Data().write(to: blocker)
    let store = Self.makeStore(at: blocker.appendingPathComponent("themes.json"))

    let added = store.addingTheme(named: "Mine")

    #expect(store.themes == Theme.builtIns + [added])
    #expect(store.problem == "Cannot save themes.json: \(blocker.path) is not a folder")

    // Once saving works again the stale message goes away by itself.
    try FileManager.default.removeItem(at: blocker)
    store.rename(id: added.id, to: "Still mine")
    #expect(store.problem == nil)
    #expect(
      Self.makeStore(at: blocker.appendingPathComponent("themes.json")).themes == store.themes)
  }

  @Test func aProblemCanBeDismissed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    try Data("nonsense".utf8).write(to: url)
    let store = Self.makeStore(at: url)
    #expect(store.problem != nil)

    store.dismissProblem()

    #expect(store.problem == nil)
  }

  // Files over JSONFile.maximumSize (1 MB) are kept aside unread; these stay just under it.
  @Test func aNineHundredKilobyteNameIsShortenedAndTheOriginalKept() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    var huge = Theme.halloween
    huge.name = String(repeating: "A", count: 900_000)
    try JSONFile<ThemeStore.Document>(url: url).save(ThemeStore.Document(themes: [huge]))
    let original = try Data(contentsOf: url)
    #expect(original.count < JSONFile<ThemeStore.Document>.maximumSize)

    let store = Self.makeStore(at: url)

    var expected = Theme.halloween
    expected.name = String(repeating: "A", count: 60)
    #expect(store.themes == [expected])
    #expect(
      store.problem
        == "Repaired themes.json (original kept as themes.json.original-20261130-142501): "
        + "theme 1 (“AAAAAAAAAAAAAAAAAAAA”): shortened the name to 60 characters")
    #expect(
      try Data(contentsOf: directory.file("themes.json.original-20261130-142501")) == original)
    // The repair was saved, so the next launch is quiet.
    let reopened = Self.makeStore(at: url)
    #expect(reopened.themes == [expected])
    #expect(reopened.problem == nil)
  }

  /// Split into one string each, 60,000 characters would cost about 960 KB, five times the
  /// file: more than reading a file may spend (`JSONSyntax.Limits.budget`), so that theme is
  /// left out like any unreadable entry, and the original is kept.
  @Test func sixtyThousandEmojiInOneThemeAreLeftOut() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    let distinct = (0..<20_000).map { String(UnicodeScalar(0x4E00 + $0)!) }
    var crowded = Theme.halloween
    crowded.emoji = (0..<60_000).map { distinct[$0 % distinct.count] }
    try JSONFile<ThemeStore.Document>(url: url).save(ThemeStore.Document(themes: [crowded]))
    let original = try Data(contentsOf: url)
    #expect(original.count < JSONFile<ThemeStore.Document>.maximumSize)

    let store = Self.makeStore(at: url)

    #expect(store.themes == Theme.builtIns)
    #expect(
      store.problem
        == "Repaired themes.json (original kept as themes.json.original-20261130-142501): "
        + "theme 1 (“Halloween”): left out, its “emoji” is not valid; "
        + "no usable themes were left, so the built-in themes are back")
    #expect(
      try Data(contentsOf: directory.file("themes.json.original-20261130-142501")) == original)
  }

  /// 2,000 emoji (ten times the limit) in one string are read and cut down to the limit.
  @Test func twoThousandEmojiAreCutToTheLimit() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    let distinct = (0..<1_000).map { String(UnicodeScalar(0x4E00 + $0)!) }
    var crowded = Theme.halloween
    crowded.emoji = (0..<2_000).map { distinct[$0 % distinct.count] }
    try JSONFile<ThemeStore.Document>(url: url).save(ThemeStore.Document(themes: [crowded]))

    let store = Self.makeStore(at: url)

    #expect(store.themes.map(\.emoji) == [Array(distinct.prefix(200))])
    #expect(
      store.problem
        == "Repaired themes.json (original kept as themes.json.original-20261130-142501): "
        + "theme 1 (“Halloween”): dropped 1000 unusable or repeated emoji; "
        + "theme 1 (“Halloween”): dropped 800 emoji beyond the limit of 200")
  }

  @Test func controlCharactersAreRemovedFromLoadedNames() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    var hostile = Theme.halloween
    hostile.name = "\u{1B}]0;pwned\u{7}Evil\u{1B}[2J\r\n\u{202E}Theme\u{9B}"
    var blank = Theme.builtIns[1]
    blank.name = "\u{1B}\u{7}  "
    try JSONFile<ThemeStore.Document>(url: url).save(ThemeStore.Document(themes: [hostile, blank]))

    let store = Self.makeStore(at: url)

    #expect(store.themes.map(\.name) == ["]0;pwnedEvil[2JTheme", "Untitled"])
    #expect(
      store.problem
        == "Repaired themes.json (original kept as themes.json.original-20261130-142501): "
        + "theme 1 (“]0;pwnedEvil[2JTheme”): removed control characters from the name; "
        + "theme 2 (“Untitled”): removed control characters from the name; and 1 more")
  }

  @Test func aRepairIsReportedInChineseInWholeSentences() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    var hostile = Theme.halloween
    hostile.name = "\u{1B}Evil"
    var blank = Theme.builtIns[1]
    blank.name = "\u{1B}\u{7}  "
    try JSONFile<ThemeStore.Document>(url: url).save(ThemeStore.Document(themes: [hostile, blank]))

    let store = Localization.withLanguage(.simplifiedChinese) { Self.makeStore(at: url) }

    #expect(store.themes.map(\.name) == ["Evil", "未命名"])
    #expect(
      store.problem
        == "已修复 themes.json（原文件另存为 themes.json.original-20261130-142501）："
        + "主题 1（“Evil”）：移除了名称中的控制字符；主题 2（“未命名”）：移除了名称中的控制字符；另有 1 处")
  }

  @Test func entriesOfTheWrongTypeAreLeftOutAndTheRestKept() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    var wrongName = try Self.object(Theme.builtIns[2])
    wrongName["name"] = [1, 2]
    try Self.write(
      themes: [
        try Self.object(Theme.builtIns[0]), wrongName, "faces", 42,
        try Self.object(Theme.builtIns[1]),
      ],
      to: url)

    let store = Self.makeStore(at: url)

    #expect(store.themes == Array(Theme.builtIns.prefix(2)))
    #expect(
      store.problem
        == "Repaired themes.json (original kept as themes.json.original-20261130-142501): "
        + "theme 2: left out, its “name” is not valid; theme 3: left out, it is not a theme; "
        + "and 1 more")
  }

  @Test func unplayableThemesAreLeftOutAndClashingIDsReplaced() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    var messy = Theme.halloween
    messy.emoji = ["👻", "👻", "", "ab", "\u{1B}", " ", "🎃"]
    messy.pairs = .fixed(-3)
    var twin = Theme.builtIns[1]
    twin.id = "halloween"
    var hopeless = Theme.builtIns[2]
    hopeless.emoji = ["🐶", "🐶"]
    try JSONFile<ThemeStore.Document>(url: url).save(
      ThemeStore.Document(
        themes: [messy, twin, hopeless],
        removedEmoji: ["halloween": ["🦇", "👻", "\u{1B}[2J", "🦇"], "nobody": ["🐶"]]))

    let store = Self.makeStore(at: url)

    var expectedMessy = messy
    expectedMessy.emoji = ["👻", "🎃"]
    expectedMessy.pairs = .fixed(2)
    var expectedTwin = twin
    expectedTwin.id = "theme-1"
    #expect(store.themes == [expectedMessy, expectedTwin])
    #expect(store.removedEmoji(for: "halloween") == ["🦇"])
    #expect(store.removedEmoji(for: "nobody") == [])
    #expect(
      store.problem
        == "Repaired themes.json (original kept as themes.json.original-20261130-142501): "
        + "theme 1 (“Halloween”): dropped 5 unusable or repeated emoji; "
        + "theme 1 (“Halloween”): set the number of pairs to 2; and 2 more")
  }

  @Test func whenNothingIsPlayableTheBuiltInsComeBack() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    var empty = Theme.halloween
    empty.emoji = []
    try JSONFile<ThemeStore.Document>(url: url).save(ThemeStore.Document(themes: [empty]))

    let store = Self.makeStore(at: url)

    #expect(store.themes == Theme.builtIns)
    #expect(
      store.problem
        == "Repaired themes.json (original kept as themes.json.original-20261130-142501): "
        + "theme 1 (“Halloween”): left out, it has fewer than 2 usable emoji; "
        + "no usable themes were left, so the built-in themes are back")
  }

  @Test func theConvenienceInitializerReadsTheConfigFolder() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let locations = StorageLocations(
      configDirectory: directory.url.appendingPathComponent("config/memorize", isDirectory: true),
      dataDirectory: directory.url.appendingPathComponent("data/memorize", isDirectory: true))
    ThemeStore(locations: locations).rename(id: "halloween", to: "Spooky")

    let store = ThemeStore(locations: locations)

    #expect(store.themes[0].name == "Spooky")
    #expect(FileManager.default.fileExists(atPath: locations.themesFile.path))
  }
}
