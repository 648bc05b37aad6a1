import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A save that fails is never silent: a notice while playing, then one line on standard error and
/// exit status 74 (EX_IOERR); `--plain` never says "Saved" unless the bytes are on disk.
@Suite("Failed saves are reported", .serialized)
struct SaveFailureTests {
  @Test("--plain on a full disk: an error line while playing, then no 'Saved', stderr, 74")
  func plainFullDisk() throws {
    let folder = try TemporaryFolder()
    let data = try dataFolder(in: folder)
    let (disk, used) = try ScratchFileSystem.fullDisk(at: data, in: folder)
    print("plainFullDisk uses \(used)")
    let reason = disk == nil ? "no permission to write in \(data.path)" : "the disk is full"
    try expectReported(reason: reason, in: folder)
    withExtendedLifetime(disk) {}
  }

  @Test("--plain on a file system turned read-only: the saved game stays as it was")
  func plainReadOnly() throws {
    let folder = try TemporaryFolder()
    let data = try dataFolder(in: folder)
    var disk: ScratchFileSystem?
    var used = "a tmpfs remounted read-only"
    do { disk = try ScratchFileSystem(at: data, in: folder) } catch {
      used = "a folder without write permission (no tmpfs: \(error))"
    }
    print("plainReadOnly uses \(used)")
    // A game saved earlier, while the disk could still be written.
    let first = try runToEnd(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "8", "--seed", "5"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "1\n2\nquit\n")
    try #require(first.status == 0, "\(first.errorText)")
    let saved = try Data(contentsOf: data.appendingPathComponent("state.json"))
    if let disk { try disk.remountReadOnly() } else { try ScratchFileSystem.makeUnwritable(data) }

    let reason =
      disk == nil ? "no permission to write in \(data.path)" : "\(data.path) is read-only"
    try expectReported(reason: reason, in: folder, arguments: ["--plain"])
    #expect(try Data(contentsOf: data.appendingPathComponent("state.json")) == saved)
  }

  @Test("Full screen on a full disk: the notice line while playing, then stderr and 74")
  func fullScreenFullDisk() throws {
    let folder = try TemporaryFolder()
    let data = try dataFolder(in: folder)
    let (disk, used) = try ScratchFileSystem.fullDisk(at: data, in: folder)
    print("fullScreenFullDisk uses \(used)")
    let reason = disk == nil ? "no permission to write in \(data.path)" : "the disk is full"

    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "2", "--seed", "1"], width: 120, height: 30,
      folder: folder)
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 4)
    try app.tmux.press(["Space"])
    _ = try app.waitForFace(at: frames[0], flips: 1)
    // The autosave a second later fails, and the notice line says so.
    try app.tmux.waitUntil("the save failure on the notice line") {
      $0.contains("Cannot save state.json: \(reason)")
    }
    try app.tmux.press(["q"])
    let exit = try app.waitForExit()
    #expect(exit.status == 74)
    #expect(exit.standardError == "memorize: Cannot save state.json: \(reason)\n")
    withExtendedLifetime(disk) {}
  }

  /// What stands where `state.json` should be, so that it can be neither read nor replaced.
  enum Obstacle: String, CaseIterable, Sendable {
    case folder, namedPipe

    /// Makes it at `url`; returns the reason the launch gives.
    func make(at url: URL) throws -> String {
      switch self {
      case .folder:
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        return "it is a folder, not a file"
      case .namedPipe:
        #expect(mkfifo(url.path, 0o644) == 0)
        return "it is not a regular file"
      }
    }
  }

  @Test(
    "--plain with state.json a folder or a pipe: said at launch, never 'Saved', stderr, 74",
    arguments: Obstacle.allCases)
  func plainUnreadableState(obstacle: Obstacle) throws {
    let folder = try TemporaryFolder()
    let data = try dataFolder(in: folder)
    let reason = try obstacle.make(at: data.appendingPathComponent("state.json"))
    let played = try runToEnd(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "8", "--seed", "5"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "1\n2\nquit\n")
    #expect(
      played.errorLines == [
        "memorize: Cannot read state.json: \(reason); starting new games, "
          + "and changes will not be saved",
        "memorize: Cannot read state.json: \(reason); changes to it were not saved",
      ])
    #expect(played.outputLines.contains("Card 2: 🐹"), "the game was played")
    #expect(played.outputLines.last == "Not saved. Goodbye.")
    #expect(played.status == 74)
    // Statistics are another file, and are saved.
    #expect(
      FileManager.default.fileExists(atPath: data.appendingPathComponent("statistics.json").path))
  }

  @Test("Full screen with state.json a folder: q says nothing was saved, and exits 74")
  func fullScreenUnreadableState() throws {
    let folder = try TemporaryFolder()
    let data = try dataFolder(in: folder)
    let reason = try Obstacle.folder.make(at: data.appendingPathComponent("state.json"))
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "2", "--seed", "1"], width: 120, height: 30,
      folder: folder)
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 4)
    try app.tmux.waitUntil("the launch notice") {
      $0.contains("Cannot read state.json: \(reason); starting new games")
    }
    try app.tmux.press(["q"])
    let exit = try app.waitForExit()
    #expect(exit.status == 74)
    #expect(
      exit.standardError
        == "memorize: Cannot read state.json: \(reason); changes to it were not saved\n")
  }

  // MARK: - Helpers

  /// The program's data folder, created empty.
  private func dataFolder(in folder: TemporaryFolder) throws -> URL {
    let data = folder.file("data/memorize")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    return data
  }

  /// Plays a few moves with `--plain` where saving fails: the failure is said as an `error:` line
  /// while playing (once), `quit` does not claim "Saved", standard error names the file and the
  /// reason, and the exit status is 74.
  private func expectReported(
    reason: String, in folder: TemporaryFolder,
    arguments: [String] = ["--plain", "--theme", "animals", "--pairs", "8", "--seed", "5"]
  ) throws {
    let session = try LineConversation(
      try Executables.memorize(), arguments,
      environment: folder.programEnvironment(term: "dumb"), in: folder)
    var lines = try session.readLines(through: isScoreLine)
    for card in 3...5 {
      session.send("\(card)")
      lines += try session.readLines(through: isScoreLine)
    }
    let notice = "error: Cannot save state.json: \(reason); trying again at the next change."
    // The autosave a second after a change fails; the loop wakes for it and says so (on a slow
    // machine that may already have happened between the moves).
    if !lines.contains(notice) { lines += try session.readLines(through: { $0 == notice }) }
    session.send("6")
    lines += try session.readLines(through: isScoreLine)
    #expect(lines.filter { $0 == notice }.count == 1, "said once while it stands: \(lines)")
    session.send("quit")
    #expect(try session.readLine() == "Not saved. Goodbye.")
    #expect(try session.readLine() == nil)
    #expect(try session.waitForExit() == 74)
    #expect(
      String(decoding: session.standardError, as: UTF8.self)
        == "memorize: Cannot save state.json: \(reason)\n")
  }

  private func isScoreLine(_ line: String) -> Bool {
    line.wholeMatch(of: #/Score: [-−]?\d+ Flips: \d+/#) != nil
  }
}
