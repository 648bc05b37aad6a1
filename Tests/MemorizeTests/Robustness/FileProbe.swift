import CardGames
import Foundation
import Memorize

/// Checks what loading a hostile theme or save file promises, and names every broken promise.
///
/// Shared by the libFuzzer targets (`Fuzz/Targets/*FileFuzz.swift` compile this file in) and by
/// the tests that replay committed inputs, so the fuzzer and the test suite check the same things.
/// A crash (a trap, an overflow, an out-of-range index) is the loudest broken promise of all; the
/// rest come back as sentences.
enum FileProbe {
  /// The wall-clock time every probe loads at, so the names of kept-aside files are predictable.
  static let loadDate = Date(timeIntervalSince1970: 1_795_000_000)
  /// A file of the user's that sits next to the one under test and must survive untouched.
  static let siblingName = "keep-me.txt"
  static let siblingBytes = Array("the user's own notes\n".utf8)

  /// The locations the probes use inside `root`, an empty folder the caller cleans up afterwards.
  static func locations(in root: URL) -> StorageLocations {
    StorageLocations(
      configDirectory: root.appendingPathComponent("config", isDirectory: true),
      dataDirectory: root.appendingPathComponent("data", isDirectory: true))
  }

  // MARK: - Theme file

  /// Loads `bytes` as `themes.json` and checks the theme store's promises.
  ///
  /// - Every theme left is playable, with a clean short name and a unique id; at least one is left.
  /// - The problem, if any, is one line a terminal can show as is.
  /// - The original bytes are still on disk (as `themes.json` or a copy kept aside), and the
  ///   sibling file is untouched.
  /// - Loading again finds nothing new to complain about: repairs are saved and happen once.
  /// - Reading only (as `--list-theme-names` does) changes nothing in the folder, and finds the
  ///   themes a load finds.
  /// - An edit saved and loaded again gives back the same document, fields this version does
  ///   not know included.
  static func themeFileViolations(_ bytes: [UInt8], root: URL) -> [String] {
    let places = locations(in: root)
    let folder = places.configDirectory
    guard prepare(folder, file: places.themesFile, bytes: bytes) else {
      return ["could not set up \(folder.path)"]
    }
    var problems: [String] = []
    let before = snapshot(of: folder)
    let listed = ThemeStore(readingOnly: places)
    if snapshot(of: folder) != before { problems.append("reading only changed the folder") }
    if let problem = listed.problem { problems += lineViolations(problem, what: "listing problem") }
    let store = ThemeStore(file: JSONFile(url: places.themesFile), now: loadDate)
    // Ids a repair gives are new each time; the rest must agree.
    if listed.themes.map(\.name) != store.themes.map(\.name)
      || listed.themes.map(\.emoji) != store.themes.map(\.emoji)
    {
      problems.append("reading only found other themes than a load")
    }
    problems += themeViolations(store.themes)
    if let problem = store.problem { problems += lineViolations(problem, what: "theme problem") }
    problems += keptViolations(bytes, named: "themes.json", in: folder)

    let again = ThemeStore(file: JSONFile(url: places.themesFile), now: loadDate)
    if again.themes != store.themes {
      problems.append("a second load gave other themes")
    }
    if let problem = again.problem, problem != store.problem {
      problems.append("a second load complained anew: \(problem)")
    }

    // An edit and its undoing, each saved: what a third load reads is what the store held.
    // A full list takes no new theme (and a file from before the limit may hold more).
    if let added = again.addTheme(named: "Probe") {
      again.delete(id: added.id)
    } else if again.themes.count < ThemeStore.maximumThemeCount {
      problems.append("no theme could be added to a list of \(again.themes.count)")
    }
    if again.saveProblem == nil, again.savesChanges {
      let third = ThemeStore(file: JSONFile(url: places.themesFile), now: loadDate)
      if third.document != again.document {
        problems.append("an edit saved and loaded again lost something (unknown fields?)")
      }
    }
    return problems
  }

  /// Every name in `folder` with its bytes.
  private static func snapshot(of folder: URL) -> [String: [UInt8]] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var entries: [String: [UInt8]] = [:]
    for name in names { entries[name] = contents(folder.appendingPathComponent(name)) ?? [] }
    return entries
  }

  static func themeViolations(_ themes: [Theme]) -> [String] {
    var problems: [String] = []
    if themes.isEmpty { problems.append("no themes left") }
    if Set(themes.map(\.id)).count != themes.count { problems.append("theme ids repeat") }
    for theme in themes {
      if !theme.isValid { problems.append("theme \(theme.id) is not playable: \(theme.problems)") }
      if theme.name.count > ThemeStore.maximumNameLength {
        problems.append("theme name longer than \(ThemeStore.maximumNameLength)")
      }
      if !isCleanLine(theme.name) { problems.append("theme name is not one clean line") }
    }
    return problems
  }

  // MARK: - Save files

  /// Loads `bytes` as both `state.json` and `statistics.json`, plays every game in the result,
  /// saves, and loads again.
  ///
  /// - Notices are one clean line each.
  /// - The original bytes are still on disk, and the sibling file is untouched.
  /// - Whatever loaded can be played (every card chosen, hints, deals, redeals) without a trap.
  /// - What the app saves, it loads again without a notice.
  static func saveFileViolations(_ bytes: [UInt8], root: URL) -> [String] {
    let places = locations(in: root)
    let folder = places.dataDirectory
    let state = folder.appendingPathComponent("state.json")
    let statistics = folder.appendingPathComponent("statistics.json")
    guard prepare(folder, file: state, bytes: bytes),
      (try? Data(bytes).write(to: statistics)) != nil
    else {
      return ["could not set up \(folder.path)"]
    }
    var problems: [String] = []
    let time = ManualTimeSource(now: 100)
    let app = AppModel(locations: places, timeSource: time, seed: 7, now: loadDate)
    for notice in app.notices { problems += lineViolations(notice, what: "notice") }
    // A file a newer memorize wrote is left as it is, never saved over: saying so again at the
    // next launch is right, and what this one played there is not on disk.
    let newer = app.notices.filter { $0.contains(" was written by a newer memorize (format ") }
    func isNewer(_ name: String) -> Bool { newer.contains { $0.hasPrefix(name + " ") } }
    for name in ["state.json", "statistics.json"] where isNewer(name) {
      if contents(folder.appendingPathComponent(name)) != bytes {
        problems.append("\(name) of a newer format was changed")
      }
    }
    problems += keptViolations(bytes, named: "state.json", in: folder)
    problems += keptViolations(bytes, named: "statistics.json", in: folder)

    play(app, time: time)
    app.saveNow()
    let reloaded = AppModel(
      locations: places, timeSource: ManualTimeSource(now: time.now), seed: 7, now: loadDate)
    // The themes file is not under test here; only the files the app itself wrote count.
    let ownNotices = reloaded.notices.filter {
      !$0.hasPrefix("themes.json") && !newer.contains($0)
    }
    if !ownNotices.isEmpty {
      problems.append("the app could not load what it saved: \(ownNotices)")
    }
    if !isNewer("state.json"), reloaded.savedApp != app.savedApp {
      problems.append("the reloaded games differ from the saved ones")
    }
    // Records compare their unknown fields too.
    if !isNewer("statistics.json"),
      reloaded.statistics.records != app.statistics.records
        || reloaded.statistics.unknownFields != app.statistics.unknownFields
    {
      problems.append("the reloaded statistics differ from the saved ones")
    }
    return problems
  }

  /// Makes every move the front ends can make on each game, reading what views read.
  static func play(_ app: AppModel, time: ManualTimeSource) {
    app.setSideBySide(true)
    if let game = app.memorize {
      for card in game.cards {
        time.advance(by: 0.7)
        game.choose(card)
        _ = (game.score, game.flipCount, game.elapsed, game.bestScore, game.bestTime)
        for shown in game.cards {
          _ = (game.bonusRemaining(for: shown), game.isBonusCountingDown(for: shown))
        }
        _ = game.nextDisplayChange()
      }
      // Computer players (a saved match may seat some) move as the plain front end lets them.
      for _ in 0..<4 { game.performComputerMoveNow() }
      game.shuffle()
      game.restyle(with: game.theme)
      _ = app.nextWakeup
    }
    app.select(.matchismo)
    let matchismo = app.matchismo
    for index in matchismo.cards.indices {
      time.advance(by: 0.3)
      matchismo.choose(at: index)
      _ = (matchismo.score, matchismo.outcomeText, matchismo.elapsed, matchismo.history.count)
    }
    matchismo.scrub(to: 0)
    _ = matchismo.outcomeText
    _ = app.nextWakeup
    app.select(.set)
    let set = app.set
    for card in set.cardsInPlay {
      time.advance(by: 0.3)
      set.choose(card)
      _ = (set.score, set.selectionState, set.choiceCount, set.isOver, set.deckCount)
    }
    set.hint()
    for card in set.cardsInPlay where set.isHinted(card) { set.choose(card) }
    set.dealThreeMore()
    _ = (set.score, set.choiceCount, app.nextWakeup)
    app.select(.statistics)
    for record in app.statistics.records.values {
      _ = (record.played, record.finished, record.bestScore, record.bestTime, record.recentScores)
    }
    time.advance(by: 2)
    app.tick()
    matchismo.redeal()
    set.newGame()
    app.memorize?.newGame()
    app.select(.memorize)
  }

  // MARK: - Shared checks

  /// Whether `text` is one non-empty line with nothing that could move the cursor or reorder it.
  static func isCleanLine(_ text: String) -> Bool {
    !text.isEmpty
      && !text.unicodeScalars.contains { scalar in
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default:
          return (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
        }
      }
  }

  /// The longest message worth showing in one line; anything longer has leaked file content.
  static let maximumMessageLength = 400

  static func lineViolations(_ text: String, what: String) -> [String] {
    var problems: [String] = []
    if !isCleanLine(text) {
      problems.append("\(what) is not one clean line: \(text.debugDescription)")
    }
    if text.count > maximumMessageLength {
      problems.append("\(what) is \(text.count) characters long: \(text.prefix(200))…")
    }
    return problems
  }

  /// Checks that `original` is still in `folder` (as `name` or a copy kept aside beside it), that
  /// every file there is one we expect, and that the sibling file is untouched.
  static func keptViolations(_ original: [UInt8], named name: String, in folder: URL) -> [String] {
    var problems: [String] = []
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    if !names.contains(siblingName)
      || contents(folder.appendingPathComponent(siblingName)) != siblingBytes
    {
      problems.append("\(siblingName) was changed or removed")
    }
    let candidates = names.filter { $0 == name || $0.hasPrefix(name + ".") }
    if !candidates.contains(where: { contents(folder.appendingPathComponent($0)) == original }) {
      problems.append("the original bytes of \(name) are nowhere in \(names.sorted())")
    }
    return problems
  }

  private static func contents(_ url: URL) -> [UInt8]? {
    (try? Data(contentsOf: url)).map { Array($0) }
  }

  /// Creates `folder` with the sibling file in it and writes `bytes` to `file`.
  private static func prepare(_ folder: URL, file: URL, bytes: [UInt8]) -> Bool {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(siblingBytes).write(to: folder.appendingPathComponent(siblingName))
      try Data(bytes).write(to: file)
      return true
    } catch {
      return false
    }
  }
}
