import CardGames
import Foundation
import Memorize
import Testing

/// A temporary home for one test's files, removed when the test is done.
final class TemporaryLocations {
  let root: URL
  let locations: StorageLocations

  init() {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-tests-\(UUID().uuidString)", isDirectory: true)
    locations = StorageLocations(
      configDirectory: root.appendingPathComponent("config/memorize", isDirectory: true),
      dataDirectory: root.appendingPathComponent("data/memorize", isDirectory: true))
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  var stateFile: URL { locations.dataDirectory.appendingPathComponent("state.json") }
  var statisticsFile: URL { locations.dataDirectory.appendingPathComponent("statistics.json") }

  func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func contents(of directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }
}

private func makeApp(_ home: TemporaryLocations, time: ManualTimeSource, seed: UInt64 = 1)
  -> AppModel
{
  AppModel(
    locations: home.locations, timeSource: time, seed: seed,
    now: Date(timeIntervalSince1970: 1_795_000_000))
}

@Suite("AppModel navigation, clock and saving")
struct AppModelTests {
  @Test("First launch: Memorize section, the chooser first, no game yet")
  func firstLaunch() {
    let home = TemporaryLocations()
    let app = makeApp(home, time: ManualTimeSource())
    #expect(app.section == .memorize)
    #expect(app.memorize == nil)
    #expect(app.isChooserOnScreen)
    #expect(!app.isMemorizeGameOnScreen)
    #expect(app.notices == [])
    #expect(app.nextWakeup == nil)
  }

  @Test("Back to the chooser and into the same theme returns to the same game")
  func keptAlive() throws {
    let home = TemporaryLocations()
    let app = makeApp(home, time: ManualTimeSource())
    app.openTheme(id: "animals")
    let game = try #require(app.memorize)
    game.choose(game.cards[0])
    #expect(app.isMemorizeGameOnScreen)
    app.showChooser()
    #expect(app.isChooserOnScreen && !app.isMemorizeGameOnScreen)
    app.openTheme(id: "animals")
    #expect(app.memorize === game)
    #expect(game.flipCount == 1)
    app.showChooser()
    // Another theme restyles the same game (the lecture's chooser); it does not deal anew.
    app.openTheme(id: "sports")
    #expect(app.memorize === game)
    #expect(app.memorize?.theme.id == "sports")
    #expect(app.memorize?.flipCount == 1)
  }

  @Test("Side by side, chooser and game are both on screen")
  func sideBySide() {
    let home = TemporaryLocations()
    let app = makeApp(home, time: ManualTimeSource())
    app.openTheme(id: "faces")
    app.showChooser()
    #expect(!app.isMemorizeGameOnScreen)
    app.setSideBySide(true)
    #expect(app.isMemorizeGameOnScreen && app.isChooserOnScreen)
  }

  @Test("The clock pauses with the section, the stack and suspension, and resumes")
  func clockPauses() throws {
    let home = TemporaryLocations()
    let time = ManualTimeSource()
    let app = makeApp(home, time: time)
    app.openTheme(id: "halloween")
    let game = try #require(app.memorize)
    game.choose(game.cards[0])
    time.advance(by: 3)
    #expect(game.elapsed == 3)
    app.select(.matchismo)
    time.advance(by: 10)
    #expect(game.elapsed == 3)
    app.select(.memorize)
    time.advance(by: 1)
    #expect(game.elapsed == 4)
    app.showChooser()
    time.advance(by: 5)
    #expect(game.elapsed == 4)
    app.openTheme(id: "halloween")
    app.suspend()
    time.advance(by: 50)
    #expect(game.elapsed == 4)
    app.resume()
    time.advance(by: 0.5)
    #expect(game.elapsed == 4.5)
  }

  @Test("Sections cycle in order both ways")
  func sections() {
    let home = TemporaryLocations()
    let app = makeApp(home, time: ManualTimeSource())
    var visited: [Section] = []
    for _ in 0..<4 {
      app.selectNextSection()
      visited.append(app.section)
    }
    #expect(visited == [.matchismo, .set, .statistics, .memorize])
    app.selectPreviousSection()
    #expect(app.section == .statistics)
  }

  @Test("Saves are debounced: a burst of moves writes once, after the delay")
  func debounced() throws {
    let home = TemporaryLocations()
    let time = ManualTimeSource()
    let app = makeApp(home, time: time)
    app.openTheme(id: "animals")
    let game = try #require(app.memorize)
    for card in game.cards.prefix(5) {
      time.advance(by: 0.1)
      game.choose(card)
      app.tick()
    }
    #expect(!FileManager.default.fileExists(atPath: home.stateFile.path))
    #expect(app.nextWakeup != nil)
    time.advance(by: 1)
    app.tick()
    #expect(FileManager.default.fileExists(atPath: home.stateFile.path))
  }

  @Test("Save, relaunch: every game, the section and the clock resume exactly")
  func relaunch() throws {
    let home = TemporaryLocations()
    let time = ManualTimeSource()
    let app = makeApp(home, time: time)
    app.openTheme(id: "food")
    let game = try #require(app.memorize)
    game.choose(game.cards[0])
    time.advance(by: 12)
    game.choose(game.cards[1])
    app.matchismo.setMatchCount(3)
    app.matchismo.choose(at: 4)
    app.set.choose(app.set.cardsInPlay[2])
    app.select(.set)
    app.saveNow()
    let before = app.savedApp

    let relaunched = makeApp(home, time: ManualTimeSource(now: 999), seed: 77)
    #expect(relaunched.notices == [])
    #expect(relaunched.savedApp == before)
    #expect(relaunched.section == .set)
    #expect(relaunched.memorize?.cards == game.cards)
    #expect(relaunched.memorize?.elapsed == 12)
    #expect(relaunched.matchismo.matchCount == 3)
    #expect(relaunched.matchismo.cards == app.matchismo.cards)
    #expect(relaunched.set.cardsInPlay == app.set.cardsInPlay)
    #expect(relaunched.set.isSelected(app.set.cardsInPlay[2]))
    #expect(relaunched.statistics.records == app.statistics.records)
  }

  @Test("A corrupt state file is kept aside, reported in one line, and play goes on")
  func corruptState() throws {
    let home = TemporaryLocations()
    try home.write("{\"version\": 1, \"section\": ", to: home.stateFile)
    let app = makeApp(home, time: ManualTimeSource())
    #expect(app.notices.count == 1)
    let notice = try #require(app.notices.first)
    #expect(notice.hasPrefix("state.json "))
    #expect(notice.contains("kept as state.json.corrupt-"))
    #expect(notice.hasSuffix("; starting new games"))
    #expect(!notice.contains("\n"))
    let files = home.contents(of: home.locations.dataDirectory)
    #expect(files.count == 1 && files[0].hasPrefix("state.json.corrupt-"))
    app.openTheme(id: "animals")
    app.saveNow()
    let after = home.contents(of: home.locations.dataDirectory)
    #expect(after.count == 3)
    #expect(after.first == "state.json" && after.last == "statistics.json")
    #expect(after[1] == files[0])
  }

  @Test("An unreadable state file is reported and never overwritten")
  func unreadableState() throws {
    let home = TemporaryLocations()
    // A folder where the file should be cannot be read as a file, even by root.
    try FileManager.default.createDirectory(at: home.stateFile, withIntermediateDirectories: true)
    let app = makeApp(home, time: ManualTimeSource())
    #expect(app.notices.count == 1)
    #expect(app.notices.first?.hasPrefix("Cannot read state.json") == true)
    #expect(app.notices.first?.hasSuffix("changes will not be saved") == true)
    app.openTheme(id: "animals")
    app.saveNow()
    var isDirectory: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: home.stateFile.path, isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
  }

  @Test("A place that cannot be written: the game plays on and says it cannot save, once")
  func cannotSave() throws {
    let home = TemporaryLocations()
    // Nothing can be created under /proc, even by root (tests may run as root, where permission
    // bits do not stop writes); reading there finds no file, as on a first launch.
    let app = AppModel(
      locations: StorageLocations(
        configDirectory: home.locations.configDirectory,
        dataDirectory: URL(fileURLWithPath: "/proc/1/memorize-\(UUID().uuidString)")),
      timeSource: ManualTimeSource(), seed: 1)
    #expect(app.notices == [])
    app.openTheme(id: "animals")
    let game = try #require(app.memorize)
    game.choose(game.cards[0])
    app.saveNow()
    game.choose(game.cards[1])
    app.saveNow()
    #expect(app.notices.count == 1)
    #expect(app.notices.first?.hasPrefix("Cannot save") == true)
    #expect(game.flipCount == 2)
  }

  @Test("A failed save stays a notice until a save succeeds; dismissed, it comes back at the retry")
  func failedSaveNotice() throws {
    let home = TemporaryLocations()
    // A file where the data folder's parent should be: every save fails, even as root.
    try home.write("", to: home.root.appendingPathComponent("data"))
    let time = ManualTimeSource()
    let app = makeApp(home, time: time)
    app.openTheme(id: "animals")
    let game = try #require(app.memorize)
    let notice =
      "Cannot save state.json: \(home.root.path)/data is not a folder; "
      + "trying again at the next change"

    #expect(app.saveNow() == false)
    #expect(app.saveProblem == "Cannot save state.json: \(home.root.path)/data is not a folder")
    #expect(app.notices == [notice])
    app.dismissNotices()
    game.choose(game.cards[0])
    time.advance(by: 1)
    app.tick()
    #expect(app.notices == [notice], "the retry failed: said again")

    try FileManager.default.removeItem(at: home.root.appendingPathComponent("data"))
    game.choose(game.cards[1])
    time.advance(by: 1)
    app.tick()
    #expect(app.saveProblem == nil)
    #expect(app.notices == [], "no longer true, so no longer said")
    #expect(FileManager.default.fileExists(atPath: home.stateFile.path))
  }

  @Test("A newer save format is left as it is rather than misread (NewerSaveFileTests)")
  func newerFormat() throws {
    let home = TemporaryLocations()
    try home.write(#"{"version": 2}"#, to: home.stateFile)
    let app = makeApp(home, time: ManualTimeSource())
    #expect(
      app.notices == [
        "state.json was written by a newer memorize (format 2): it is kept as it is and this "
          + "one plays without saving it"
      ])
    #expect(home.contents(of: home.locations.dataDirectory) == ["state.json"])
  }
}

@Suite("AppModel random themes")
struct AppModelRandomThemeTests {
  @Test("A random-theme game stays unpinned: each new game may change theme")
  func randomTheme() throws {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 8)
    app.startOnRandomTheme()
    let game = try #require(app.memorize)
    #expect(!game.isThemePinned)
    #expect(app.isMemorizeGameOnScreen)
    var seen: Set<String> = [game.theme.id]
    for _ in 0..<30 {
      game.newGame()
      seen.insert(game.theme.id)
    }
    #expect(seen.count > 3)
    app.showChooser()
    app.openTheme(id: "faces")
    #expect(app.memorize?.isThemePinned == true)
    #expect(app.memorize?.theme.id == "faces")
  }
}

@Suite("One writer for the data folder")
struct WriterLockTests {
  @Test("A second model on a locked folder plays, saves nothing, and names the writer's pid")
  func secondIsReadOnly() throws {
    let home = TemporaryLocations()
    let time = ManualTimeSource()
    var writer: AppModel? = AppModel(
      locations: home.locations, timeSource: time, seed: 1, locksDataFolder: true)
    writer?.openTheme(id: "animals")
    #expect(writer?.saveNow() == true)
    let saved = try Data(contentsOf: home.stateFile)
    let folder = home.locations.dataDirectory.path

    let reader = AppModel(
      locations: home.locations, timeSource: time, seed: 2, locksDataFolder: true)
    #expect(
      reader.notices == [
        "Another memorize (pid \(getpid())) is saving to \(folder): this one plays but saves nothing"
      ])
    #expect(reader.memorize?.theme.id == "animals", "it loads the writer's last save")
    let game = try #require(reader.memorize)
    game.choose(game.cards[0])
    #expect(reader.saveNow() == false)
    #expect(
      reader.saveProblem
        == "Nothing was saved: another memorize (pid \(getpid())) is saving to \(folder)")
    #expect(try Data(contentsOf: home.stateFile) == saved)
    #expect(reader.notices.count == 1, "said once, at launch")
    // The notice goes when the player dismisses it; the header keeps saying it in every section.
    reader.dismissNotices()
    for section in Section.allCases {
      #expect(
        reader.status(of: section).items.last
          == StatusItem("Saving", "off", priority: .high), "\(section)")
    }
    #expect(reader.isSavingElsewhere)
    #expect(writer?.isSavingElsewhere == false)
    // The help's quit line says what is true now (issue 23: "games are saved" while off).
    #expect(Labels.describe(reader.quitAction) == "quit (saving is off)")
    #expect(Labels.describe(writer?.quitAction ?? .quitUnsaved) == "quit (games are saved)")
    #expect(writer?.status(of: .memorize).items.contains { $0.label == "Saving" } == false)

    // The writer gone, its lock goes with it: the next model is the writer.
    writer = nil
    var next = AppModel(
      locations: home.locations, timeSource: time, seed: 3, locksDataFolder: true)
    // A child process another test forks meanwhile holds every open descriptor until its exec
    // closes them (the lock's is close-on-exec): on a loaded machine the lock may outlive its
    // writer by that moment (a CI run saw it), so the next model may have to knock again.
    for _ in 0..<50 where !next.notices.isEmpty {
      usleep(100_000)
      next = AppModel(locations: home.locations, timeSource: time, seed: 3, locksDataFolder: true)
    }
    #expect(next.notices == [])
    #expect(next.saveNow() == true)
  }
}

/// Issue 23's play-test: memorize started again at once after its terminal was killed found the
/// old one still ending, holding the lock, and saved nothing for its whole life, though the old
/// one was gone a moment later.
@Suite("The lock taken once its holder is gone")
struct RetakenLockTests {
  @Test("A model locked out takes the lock when the writer goes, says so once, and saves")
  func retakes() throws {
    let home = TemporaryLocations()
    let time = ManualTimeSource()
    let folder = home.locations.dataDirectory.path
    var holder: WriterLock?
    if case .acquired(let lock) = WriterLock.acquire(in: home.locations.dataDirectory) {
      holder = lock
    }
    try #require(holder != nil)
    let app = AppModel(locations: home.locations, timeSource: time, seed: 1, locksDataFolder: true)
    let lockedOut =
      "Another memorize (pid \(getpid())) is saving to \(folder): this one plays but saves nothing"
    #expect(app.notices == [lockedOut])
    app.openTheme(id: "animals")
    let game = try #require(app.memorize)
    game.choose(game.cards[0])
    _ = app.themes.addTheme(named: "Kept")
    // While the holder lives, every save tries again and still finds it held.
    #expect(app.saveNow() == false)
    app.tick()
    #expect(app.isSavingElsewhere)
    #expect(!FileManager.default.fileExists(atPath: home.stateFile.path))
    #expect(!FileManager.default.fileExists(atPath: home.locations.themesFile.path))

    holder = nil
    // A tick at the same instant (a frame of a motion) does not try again: once a second.
    app.tick()
    #expect(app.isSavingElsewhere)
    // A child process another test forks meanwhile may hold the descriptor until its exec.
    for _ in 0..<50 where app.isSavingElsewhere {
      time.advance(by: 1)
      app.tick()
      if app.isSavingElsewhere { usleep(100_000) }
    }
    #expect(!app.isSavingElsewhere)
    #expect(app.notices == ["Saving is on again."], "the launch notice is no longer true")
    #expect(app.saveProblem == nil)
    #expect(app.status(of: .memorize).items.contains { $0.label == "Saving" } == false)
    // What was played while locked out is on disk now, without another change.
    let reloaded = AppModel(locations: home.locations, timeSource: time, seed: 9)
    #expect(reloaded.memorize?.theme.id == "animals")
    #expect(reloaded.memorize?.cards.filter(\.isFaceUp).map(\.id) == [game.cards[0].id])
    let themes = try String(contentsOf: home.locations.themesFile, encoding: .utf8)
    #expect(themes.contains("\"Kept\""))
    // Said once: dismissed, it stays gone, and the next saves just save.
    app.dismissNotices()
    game.choose(game.cards[1])
    #expect(app.saveNow() == true)
    app.tick()
    #expect(app.notices == [])
  }
}

@Suite("A lock that cannot be taken")
struct UntakableLockTests {
  @Test("A folder where the lock should be: the model plays, saves nothing, and says why")
  func lockIsAFolder() throws {
    let home = TemporaryLocations()
    let lock = home.locations.dataDirectory.appendingPathComponent("lock")
    try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: true)
    let app = AppModel(
      locations: home.locations, timeSource: ManualTimeSource(), seed: 1, locksDataFolder: true)
    #expect(
      app.notices == [
        "The lock \(lock.path) cannot be taken (it is a folder): this one plays but saves nothing"
      ])
    #expect(app.isSavingElsewhere)
    app.openTheme(id: "animals")
    #expect(app.saveNow() == false)
    #expect(
      app.saveProblem == "Nothing was saved: the lock \(lock.path) cannot be taken (it is a folder)"
    )
    #expect(!FileManager.default.fileExists(atPath: home.stateFile.path))
  }

  @Test("A file system that does not lock files: the lock is not taken, and says so")
  func noLocking() throws {
    let home = TemporaryLocations()
    for code in [ENOLCK, EOPNOTSUPP, EINVAL] {
      let outcome = WriterLock.acquire(in: home.locations.dataDirectory) { _, _ in
        errno = code
        return -1
      }
      guard case .cannotBeTaken(let reason) = outcome else {
        Issue.record("errno \(code): \(outcome)")
        continue
      }
      #expect(reason == "the file system does not lock files")
    }
    // The real call on the same file then takes it: nothing was left behind.
    guard case .acquired = WriterLock.acquire(in: home.locations.dataDirectory) else {
      Issue.record("the lock could not be taken afterwards")
      return
    }
  }

  @Test("A named pipe where the lock should be is no lock")
  func lockIsAPipe() throws {
    let home = TemporaryLocations()
    try FileManager.default.createDirectory(
      at: home.locations.dataDirectory, withIntermediateDirectories: true)
    let lock = home.locations.dataDirectory.appendingPathComponent("lock")
    #expect(mkfifo(lock.path, 0o644) == 0)
    guard case .cannotBeTaken(let reason) = WriterLock.acquire(in: home.locations.dataDirectory)
    else {
      Issue.record("a pipe was taken as a lock")
      return
    }
    #expect(reason == "it is not a regular file")
  }

  @Test("A read-only data folder is no lock trouble: saving says what is wrong")
  func readOnlyFolder() throws {
    let home = TemporaryLocations()
    let data = home.locations.dataDirectory
    // A file where the folder should be: nothing can be made there, lock or save.
    try FileManager.default.createDirectory(
      at: data.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: data)
    guard case .unavailable = WriterLock.acquire(in: data) else {
      Issue.record("expected .unavailable")
      return
    }
  }
}

@Suite("A file left alone since launch is never claimed saved")
struct UnsavedFileTests {
  @Test("state.json a folder: the statistics save, the state does not, and saving says so")
  func stateIsAFolder() throws {
    let home = TemporaryLocations()
    try FileManager.default.createDirectory(at: home.stateFile, withIntermediateDirectories: true)
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    let launchNotice =
      "Cannot read state.json: it is a folder, not a file; starting new games, "
      + "and changes will not be saved"
    #expect(app.notices == [launchNotice])
    app.openTheme(id: "animals")
    #expect(app.saveNow() == false)
    #expect(
      app.saveProblem
        == "Cannot read state.json: it is a folder, not a file; changes to it were not saved")
    #expect(app.notices == [launchNotice], "no 'trying again' notice: nothing will be tried")
    let statistics = home.locations.dataDirectory.appendingPathComponent("statistics.json")
    #expect(FileManager.default.fileExists(atPath: statistics.path))
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: home.stateFile.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue, "the folder is left alone")
  }
}
