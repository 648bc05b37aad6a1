import CardGames
import Foundation
import Memorize
import Testing

/// Theme and save files that are broken, truncated, huge or hostile: each loads without a crash,
/// gives one clean line or is cleaned up, and costs the user none of their other files.
@Suite("Robustness: hostile theme and save files")
struct HostileFileRobustnessTests {
  // MARK: - Fixtures

  /// A real folder of saved files: a few moves in each game, an edited theme, then a save.
  static func playedHome() throws -> TemporaryLocations {
    let home = TemporaryLocations()
    let time = ManualTimeSource()
    let app = AppModel(
      locations: home.locations, timeSource: time, seed: 42, now: FileProbe.loadDate)
    let fruit = app.themes.addingTheme(named: "Fruit")
    app.themes.addEmoji("🍎🍐🍊🍋", to: fruit.id)
    app.openTheme(id: "animals")
    let game = try #require(app.memorize)
    for card in game.cards.prefix(5) {
      time.advance(by: 1)
      game.choose(card)
    }
    app.select(.matchismo)
    for index in 0..<5 { app.matchismo.choose(at: index) }
    app.select(.set)
    for card in app.set.cardsInPlay.prefix(4) { app.set.choose(card) }
    app.saveNow()
    try #require(app.notices == [])
    return home
  }

  static func bytes(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

  static func write(_ bytes: [UInt8], to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  static func load(_ home: TemporaryLocations) -> AppModel {
    AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 1, now: FileProbe.loadDate)
  }

  /// Removes everything but `keep` from `folder`, so each attempt starts from the same listing.
  static func clear(_ folder: URL, keeping keep: Set<String>) {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    where !keep.contains(name) {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  // MARK: - Truncation

  @Test("A state.json cut at every byte offset is kept aside with one clean line")
  func truncatedStateAtEveryOffset() throws {
    let home = try Self.playedHome()
    let original = try Self.bytes(home.stateFile)
    let statistics = try Self.bytes(home.statisticsFile)
    let folder = home.locations.dataDirectory
    let file = JSONFile<SavedApp>(url: home.stateFile)
    var failures: [String] = []
    for length in 0..<original.count {
      try Self.write(Array(original[..<length]), to: home.stateFile)
      guard case .corrupt(let message, let aside?) = file.load(now: FileProbe.loadDate),
        try Self.bytes(aside) == Array(original[..<length]),
        FileProbe.lineViolations(message, what: "message").isEmpty
      else {
        failures.append("cut at \(length)")
        continue
      }
      Self.clear(folder, keeping: ["state.json", "statistics.json"])
    }
    #expect(failures == [])
    #expect(try Self.bytes(home.statisticsFile) == statistics)
    // The whole app, at a sample of offsets: it starts new games and says so once.
    for length in stride(from: 0, to: original.count, by: 997) {
      try Self.write(Array(original[..<length]), to: home.stateFile)
      let app = Self.load(home)
      #expect(app.notices.count == 1)
      #expect(app.notices.allSatisfy { FileProbe.lineViolations($0, what: "").isEmpty })
      #expect(try Self.bytes(home.statisticsFile) == statistics)
      Self.clear(folder, keeping: ["statistics.json"])
    }
  }

  @Test("statistics.json and themes.json cut at every byte offset never crash a load")
  func truncatedStatisticsAndThemes() throws {
    let home = try Self.playedHome()
    let statistics = try Self.bytes(home.statisticsFile)
    let themes = try Self.bytes(home.locations.themesFile)
    for length in 0..<statistics.count {
      try Self.write(Array(statistics[..<length]), to: home.statisticsFile)
      let result = JSONFile<SavedStatistics>(url: home.statisticsFile).load(now: FileProbe.loadDate)
      guard case .corrupt = result else {
        Issue.record("statistics.json cut at \(length) was not reported as damaged")
        break
      }
      Self.clear(home.locations.dataDirectory, keeping: ["state.json"])
    }
    for length in 0..<themes.count {
      try Self.write(Array(themes[..<length]), to: home.locations.themesFile)
      let store = ThemeStore(
        file: JSONFile(url: home.locations.themesFile), now: FileProbe.loadDate)
      #expect(store.themes == Theme.builtIns)
      #expect(store.problem.map { FileProbe.lineViolations($0, what: "").isEmpty } == true)
      Self.clear(home.locations.configDirectory, keeping: [])
    }
  }

  // MARK: - Invalid JSON and wrong types

  static let brokenThemeFiles: [String] = [
    "", " ", "\u{0}", "null", "[]", "{}", "{\"themes\": 3}", "{\"themes\": [1, \"a\", null]}",
    "{\"version\": \"one\", \"themes\": []}", "{\"themes\": [{\"id\": 5}]}",
    "{\"themes\": [], \"removedEmoji\": []}", "{\"themes\": [", "\u{FEFF}{\"themes\": []}",
    "{\"version\": 99999999999999999999999, \"themes\": []}", "{\"version\": 2, \"themes\": []}",
    "{\"themes\": [{\"id\": \"a\", \"name\": \"A\", \"emoji\": \"🐶🐱\", \"pairs\": 2}]}",
  ]

  @Test("Broken theme files give one clean line and playable themes", arguments: brokenThemeFiles)
  func brokenThemeFile(_ text: String) throws {
    let home = TemporaryLocations()
    #expect(FileProbe.themeFileViolations(Array(text.utf8), root: home.root) == [])
  }

  static let brokenStateFiles: [String] = [
    "", "null", "[]", "{}", "{\"version\": 1}", "{\"version\": \"1\"}", "{\"version\": 2}",
    "{\"version\": 1, \"section\": \"poker\"}", "{\"version\": 1, \"section\": 3}",
    "{\"entries\": [{\"key\": {\"game\": \"chess\", \"themeID\": \"\"}, \"record\": {}}]}",
    "{\"version\": 1, \"entries\": {}}", "\u{1B}[2J\u{1B}[H", "{\"version\": 1e999}",
  ]

  @Test("Broken state and statistics files give clean notices", arguments: brokenStateFiles)
  func brokenStateFile(_ text: String) throws {
    let home = TemporaryLocations()
    #expect(FileProbe.saveFileViolations(Array(text.utf8), root: home.root) == [])
  }

  @Test("A real state.json with each value replaced by a wrong type loads without a crash")
  func wrongTypesEverywhere() throws {
    let home = try Self.playedHome()
    let original = try Self.bytes(home.stateFile)
    let tree = try JSONSerialization.jsonObject(with: Data(original))
    var variants: [Any] = []
    func visit(_ node: Any, replace: (Any) -> Any) {
      for wrong: Any in ["text", 1.5, [] as [Any], NSNull()] { variants.append(replace(wrong)) }
      if let object = node as? [String: Any] {
        for (key, value) in object {
          visit(value) { new in
            var copy = object
            copy[key] = new
            return replace(copy)
          }
        }
      } else if let array = node as? [Any], let first = array.first {
        visit(first) { new in
          var copy = array
          copy[0] = new
          return replace(copy)
        }
      }
    }
    visit(tree) { $0 }
    #expect(variants.count > 100)
    for variant in variants {
      let data = try JSONSerialization.data(withJSONObject: variant, options: [.fragmentsAllowed])
      try Self.write(Array(data), to: home.stateFile)
      let app = Self.load(home)
      #expect(app.notices.allSatisfy { FileProbe.lineViolations($0, what: "").isEmpty })
      Self.clear(home.locations.dataDirectory, keeping: ["statistics.json"])
    }
  }

  // MARK: - Huge and hostile content

  static func themeFile(name: String, emoji: [String]) -> [UInt8] {
    let document = ThemeStore.Document(themes: [
      Theme(
        id: "hostile", name: name, emoji: emoji, pairs: .allEmoji,
        color: RGBAColor(red: 1, green: 0, blue: 0))
    ])
    return Array((try? JSONEncoder().encode(document)) ?? Data())
  }

  @Test("A theme name just under the 1 MB file limit is cut to the limit and reported in one line")
  func hugeName() throws {
    let home = TemporaryLocations()
    let name = String(repeating: "A\u{1B}[31m", count: 80_000)
    let bytes = Self.themeFile(name: name, emoji: ["🐶", "🐱", "🐭"])
    #expect(bytes.count > 800_000 && bytes.count < JSONFile<SavedApp>.maximumSize)
    #expect(FileProbe.themeFileViolations(bytes, root: home.root) == [])
    let store = ThemeStore(
      file: JSONFile(url: FileProbe.locations(in: home.root).themesFile), now: FileProbe.loadDate)
    #expect(store.theme(withID: "hostile")?.name.count == ThemeStore.maximumNameLength)
  }

  /// No theme holds more than 200 emoji and no list in a themes file more than 1,000; decoding
  /// 80,000 would cost several times the file (`JSONSyntax.Limits`), so the file is refused whole
  /// before anything is decoded, and kept aside.
  @Test("80,000 emoji and a 240 KB emoji (a file just under the limit) are refused unread")
  func hugeEmoji() throws {
    let home = TemporaryLocations()
    let many = (0..<80_000).map { String(Character(Unicode.Scalar(0x1F300 + $0 % 600)!)) }
    let huge = String(repeating: "🐶", count: 60_000)
    let bytes = Self.themeFile(name: "Many", emoji: many + [huge])
    #expect(bytes.count > 700_000 && bytes.count < JSONFile<SavedApp>.maximumSize)
    #expect(FileProbe.themeFileViolations(bytes, root: home.root) == [])
    // The probe's load kept the file aside; put it back for a load of our own.
    let themesFile = FileProbe.locations(in: home.root).themesFile
    try Data(bytes).write(to: themesFile)
    let store = ThemeStore(file: JSONFile(url: themesFile), now: FileProbe.loadDate)
    #expect(store.themes == Theme.builtIns)
    #expect(
      store.problem?.hasPrefix(
        "themes.json has a list or object of more than 1000 entries (kept as themes.json.corrupt-")
        == true, "\(store.problem ?? "")")
  }

  @Test("A file larger than the limit is kept aside unread")
  func tooLarge() throws {
    let home = TemporaryLocations()
    let bytes = Array(repeating: UInt8(ascii: " "), count: JSONFile<SavedApp>.maximumSize + 1)
    #expect(FileProbe.saveFileViolations(bytes, root: home.root) == [])
  }

  static let hostileNames = [
    "\u{1B}[2J\u{1B}[HOwned", "Bell\u{7}\u{7}", "Line\nBreak", "Right\u{202E}txet",
    "C1\u{9B}31mRed", "Tab\tand\rreturn", "\u{1B}]0;title\u{7}", "\u{2028}Separator", "\0",
  ]

  @Test(
    "Control characters and escape sequences in names never survive a load",
    arguments: hostileNames)
  func hostileName(_ name: String) throws {
    let home = TemporaryLocations()
    let bytes = Self.themeFile(name: name, emoji: ["🐶", "🐱"])
    #expect(FileProbe.themeFileViolations(bytes, root: home.root) == [])
  }

  @Test("Escape sequences in a saved game's theme and in statistics keys give clean notices")
  func hostileSavedNames() throws {
    let home = try Self.playedHome()
    var text = String(decoding: try Self.bytes(home.stateFile), as: UTF8.self)
    text = text.replacingOccurrences(of: "\"Animals\"", with: "\"\\u001b[2J\\u009b31m\"")
    text = text.replacingOccurrences(of: "\"isThemePinned\"", with: "\"\\u001b[2JisThemePinned\"")
    #expect(FileProbe.saveFileViolations(Array(text.utf8), root: home.root) == [])
  }

  // MARK: - The user's other files

  @Test("Loading damaged files leaves every other file in both folders as it was")
  func otherFilesUntouched() throws {
    let home = try Self.playedHome()
    let config = home.locations.configDirectory
    let data = home.locations.dataDirectory
    let extra = [UInt8]("my own notes".utf8)
    try Self.write(extra, to: config.appendingPathComponent("notes.txt"))
    try Self.write(extra, to: data.appendingPathComponent("notes.txt"))
    let statistics = try Self.bytes(home.statisticsFile)
    try Self.write(Array("{\"themes\": [".utf8), to: home.locations.themesFile)
    try Self.write(Array("{\"version\": 1,".utf8), to: home.stateFile)
    let app = Self.load(home)
    #expect(app.notices.count == 2)
    #expect(
      home.contents(of: config).filter { !$0.hasPrefix("themes.json.corrupt-") } == ["notes.txt"])
    #expect(
      home.contents(of: data).filter { !$0.hasPrefix("state.json.corrupt-") }
        == ["notes.txt", "statistics.json"])
    #expect(try Self.bytes(config.appendingPathComponent("notes.txt")) == extra)
    #expect(try Self.bytes(data.appendingPathComponent("notes.txt")) == extra)
    #expect(try Self.bytes(home.statisticsFile) == statistics)
  }
}
