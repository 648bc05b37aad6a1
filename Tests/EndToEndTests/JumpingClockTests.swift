import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `memorize --plain` under libfaketime, whose offset the test changes while the game runs: the
/// monotonic clock steps back or forward as after a virtual machine snapshot, and neither the
/// games on disk nor the statistics take the jump for time played.
@Suite("A jumping clock", .enabled(if: FakeTime.library != nil, FakeTime.missingReason))
struct JumpingClockTests {
  /// The clock steps back an hour after `choicesBeforeStep` of the game's six choices: before
  /// the last (the game's clock and the pending save see it) or after it (the save, and the plain
  /// mode's wait for it, see it).
  @Test(
    "Stepped back an hour: the finished game is saved on time, with a best time",
    arguments: [3, 6])
  func steppedBack(choicesBeforeStep: Int) throws {
    let folder = try TemporaryFolder()
    let clock = try FakeTime(in: folder)
    // A two-second autosave delay: the step comes while the save of the move before it waits.
    let session = try startGame(in: folder, clock: clock, autosaveDelay: 2)
    let started = ContinuousClock.now
    var player = PerfectMemory(cardCount: 4)
    try play(&player, in: session, until: { $0.choices == choicesBeforeStep })
    try clock.setOffset("-3600")
    try play(&player, in: session, until: { $0.isFinished })
    #expect(player.choices == 6)
    try #require(lines(of: session).contains { $0.hasPrefix("Game over") })

    // The autosave after the last move comes a delay later, not an hour later; then kill -9.
    let deadline = ContinuousClock.now + .seconds(15)
    while finishedGames(in: folder) != 1 {
      try #require(ContinuousClock.now < deadline, "the finished game was not saved in time")
      usleep(50_000)
    }
    let realSeconds = (ContinuousClock.now - started) / .seconds(1)
    session.send(signal: SIGKILL)
    #expect(try session.waitForExit() == 128 + SIGKILL)

    let record = try #require(memorizeRecord(in: folder))
    #expect(record["finished"] as? Int == 1)
    let bestTime = try #require(record["bestTime"] as? Double, "no best time: \(record)")
    #expect(bestTime > 0 && bestTime <= realSeconds, "\(bestTime) of \(realSeconds)")
    // The next launch finds the finished game.
    let resumed = try relaunch(in: folder)
    // The end of input's goodbye goes to standard error, off the results.
    #expect(resumed.errorText == "Saved. Goodbye.\n")
    #expect(resumed.outputLines.last == "Score: 4 Flips: 6", "\(resumed.outputLines)")
  }

  @Test(
    "Stepped forward mid-game: the time recorded is the real few seconds, and all of it loads",
    arguments: ["+3600", "+32y"])
  func steppedForward(offset: String) throws {
    let folder = try TemporaryFolder()
    let clock = try FakeTime(in: folder)
    let session = try startGame(in: folder, clock: clock, autosaveDelay: 600)
    let started = ContinuousClock.now
    var player = PerfectMemory(cardCount: 4)
    try play(&player, in: session, until: { $0.choices == 2 })
    try clock.setOffset(offset)
    try play(&player, in: session, until: { $0.isFinished })
    let realSeconds = (ContinuousClock.now - started) / .seconds(1)
    let gameOver = try #require(lines(of: session).last { $0.hasPrefix("Game over") })
    // A game within a second took "under 0:01": no whole second shown.
    let shown = try #require(gameOver.wholeMatch(of: #/Game over! Score 4 in (under 0:01|[\d:]+)/#))
    let shownSeconds =
      shown.1 == "under 0:01"
      ? 0 : shown.1.split(separator: ":").reduce(0) { $0 * 60 + (Int($1) ?? 0) }
    #expect(Double(shownSeconds) <= realSeconds, "\(offset): \(gameOver)")
    session.send("quit")
    #expect(try session.readLine() == "Saved. Goodbye.")
    #expect(try session.waitForExit() == 0)

    let record = try #require(memorizeRecord(in: folder))
    #expect(record["finished"] as? Int == 1)
    let bestTime = try #require(record["bestTime"] as? Double, "no best time: \(record)")
    #expect(bestTime > 0 && bestTime <= realSeconds, "\(offset): \(bestTime) of \(realSeconds)")
    // The next launch takes every file as it is: no notice, the finished game and its record.
    let resumed = try relaunch(in: folder)
    #expect(resumed.errorText == "Saved. Goodbye.\n", "\(offset)")
    #expect(resumed.outputLines.last == "Score: 4 Flips: 6", "\(offset): \(resumed.outputLines)")
    #expect(memorizeRecord(in: folder)?["finished"] as? Int == 1)
  }

  // MARK: - Helpers

  private func startGame(
    in folder: TemporaryFolder, clock: FakeTime, autosaveDelay: Int
  ) throws -> LineConversation {
    var environment = folder.programEnvironment(term: "dumb")
    environment.merge(clock.environment) { $1 }
    environment["MEMORIZE_AUTOSAVE_DELAY"] = "\(autosaveDelay)"
    let session = try LineConversation(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "2", "--seed", "7"],
      environment: environment, in: folder)
    let opening = try session.readLines(through: isScoreLine)
    try #require(opening.last == "Score: 0 Flips: 0", "\(opening)")
    return session
  }

  /// Plays as a perfect memory until `isDone` holds.
  private func play(
    _ player: inout PerfectMemory, in session: LineConversation,
    until isDone: (PerfectMemory) -> Bool
  ) throws {
    while !isDone(player), let target = player.nextChoice() {
      session.send("\(target + 1)")
      let lines = try session.readLines(through: isScoreLine)
      let shown = lines.compactMap { $0.wholeMatch(of: #/Card (\d+): (.+)/#) }
        .first { Int($0.1) == target + 1 }.map { String($0.2) }
      let content = try #require(shown ?? player.known[target], "card \(target + 1): \(lines)")
      player.record(target, shows: content)
    }
  }

  /// The launch after: `memorize --plain` without options and without faketime, to the end of
  /// its (empty) input.
  private func relaunch(in folder: TemporaryFolder) throws -> Finished {
    let result = try runToEnd(
      try Executables.memorize(), ["--plain"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "")
    #expect(result.status == 0, "\(result.errorText)")
    return result
  }

  /// The Memorize record on the animals theme in statistics.json, as JSON.
  private func memorizeRecord(in folder: TemporaryFolder) -> [String: Any]? {
    guard let text = folder.text("data/memorize/statistics.json"),
      let file = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let entries = file["entries"] as? [[String: Any]]
    else { return nil }
    let entry = entries.first {
      ($0["key"] as? [String: Any])?["game"] as? String == "memorize"
        && ($0["key"] as? [String: Any])?["themeID"] as? String == "animals"
    }
    return entry?["record"] as? [String: Any]
  }

  /// Everything the program printed so far, line by line.
  private func lines(of session: LineConversation) -> [String] {
    Finished.lines(String(decoding: session.transcript, as: UTF8.self))
  }

  private func finishedGames(in folder: TemporaryFolder) -> Int? {
    memorizeRecord(in: folder)?["finished"] as? Int
  }

  private func isScoreLine(_ line: String) -> Bool {
    line.wholeMatch(of: #/Score: [-−]?\d+ Flips: \d+/#) != nil
  }
}

/// libfaketime, preloaded into the program, with an offset the test changes while it runs: each
/// reading of a clock reads the offset file again (`FAKETIME_NO_CACHE`), and the offset shifts
/// the monotonic clocks too.
struct FakeTime {
  /// The library, where Debian's `faketime` package puts it.
  static let library: String? = {
    let names = ["faketime/libfaketime.so.1"]
    let folders =
      ["/usr/lib", "/usr/local/lib"]
      + ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
      .map { "/usr/lib/\($0)" }
    for folder in folders {
      for name in names where FileManager.default.fileExists(atPath: "\(folder)/\(name)") {
        return "\(folder)/\(name)"
      }
    }
    return nil
  }()

  static let missingReason: Comment =
    "libfaketime is not installed (apt-get install faketime): the clock cannot be made to jump"

  /// The offset file could not be put in place.
  struct OffsetNotSet: Error {
    var errno: Int32
  }

  let offsetFile: URL

  init(in folder: TemporaryFolder) throws {
    offsetFile = folder.file("faketime-offset")
    try setOffset("+0")
  }

  /// What the program's environment needs to run under libfaketime.
  ///
  /// `FAKETIME_SHARED` names a semaphore and a shared memory object (which need not exist) through
  /// which a `faketime` parent would share its start time: without it the library makes its own
  /// and `setenv`s their names at load time, which moves the environment the Swift runtime finds
  /// the arguments by, and the program then starts without its command line.
  var environment: [String: String] {
    [
      "LD_PRELOAD": FakeTime.library ?? "",
      "FAKETIME_TIMESTAMP_FILE": offsetFile.path,
      "FAKETIME_NO_CACHE": "1",
      "FAKETIME_SHARED": "/memorize_test_none /memorize_test_none",
    ]
  }

  /// Moves the program's clocks by `offset` from the real time ("-3600": an hour back; "+32y").
  func setOffset(_ offset: String) throws {
    // Written whole and renamed into place, so no reading sees half an offset.
    let partial = offsetFile.appendingPathExtension("partial")
    try Data((offset + "\n").utf8).write(to: partial)
    guard rename(partial.path, offsetFile.path) == 0 else {
      throw OffsetNotSet(errno: errno)
    }
  }
}
