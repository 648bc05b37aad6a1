import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Leaving without a goodbye: the window closed, the input ended. The last move is on disk.
@Suite("Exit paths keep the last move")
struct ExitPathTests {
  static let arguments = ["--theme", "animals", "--pairs", "3", "--seed", "7"]
  /// No autosave for ten minutes: only the final save can write the last move.
  static let environment = ["MEMORIZE_AUTOSAVE_DELAY": "600"]

  /// Closing the window (`kill-session`: the pane's program gets SIGHUP and its terminal goes
  /// away) right after a move, 20 times: every time the move is on disk once the program is gone.
  /// Four lanes of five rounds run side by side, so the test stays short.
  @Test("Closing the window right after a move keeps the move, 20 times", arguments: 0..<4)
  func windowClosed(lane: Int) throws {
    for round in 1...5 {
      let app = try MemorizeInTmux(arguments: Self.arguments, environment: Self.environment)
      defer { app.close() }
      let frames = try app.waitForDealtBoard(cards: 6)
      let pid = try app.processID()
      try app.tmux.press(["Space"])
      _ = try app.waitForFace(at: frames[0], flips: 1)
      #expect(try app.savedMemorize()?.flips != 1, "no autosave yet")
      try app.tmux.run(["kill-session", "-t", TmuxServer.target])
      try waitUntilGone(pid)
      #expect(
        try app.savedMemorize() == SavedMemorize(flips: 1, faceUp: 1),
        "lane \(lane) round \(round): the move on disk")
    }
  }

  /// With SIGHUP ignored (`nohup`), closing the window is the end of input: the program notices
  /// its terminal is gone, saves and exits 0.
  @Test("With SIGHUP ignored, a closed window is the end of input: saved, exit status 0")
  func hangUpIgnored() throws {
    let app = try MemorizeInTmux(
      arguments: Self.arguments, environment: Self.environment,
      prelude: "trap '' HUP; echo $$ > script.pid")
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 6)
    let pid = try app.processID()
    let script = try waitFor("script.pid") {
      app.folder.text("script.pid").flatMap {
        pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    }
    // The script ignores SIGHUP too, so it outlives the window: end it once it has the status.
    defer { kill(script, SIGKILL) }
    try app.tmux.press(["Space"])
    _ = try app.waitForFace(at: frames[0], flips: 1)
    #expect(try app.savedMemorize()?.flips != 1, "no autosave yet")
    try app.tmux.run(["kill-session", "-t", TmuxServer.target])
    try waitUntilGone(pid)
    let status = try waitFor("status.txt") { app.folder.text("status.txt") }
    #expect(status == "0\n")
    #expect(try app.savedMemorize() == SavedMemorize(flips: 1, faceUp: 1), "the move on disk")
  }

  /// `--plain` reading from a pipe: when the input ends, the last move is saved.
  @Test("--plain at the end of input saves the last move and exits 0")
  func plainEndOfInput() throws {
    let folder = try TemporaryFolder()
    let session = try LineConversation(
      try Executables.memorize(), ["--plain"] + Self.arguments,
      environment: folder.programEnvironment(term: "xterm-256color").merging(Self.environment) {
        $1
      }, in: folder)
    _ = try session.readLines(through: isScoreLine)
    session.send("1")
    #expect(try session.readLines(through: isScoreLine).last == "Score: 0 Flips: 1")
    #expect(try folder.savedMemorize()?.flips != 1, "no autosave yet")
    session.closeInput()
    #expect(try session.waitForExit() == 0)
    #expect(try folder.savedMemorize() == SavedMemorize(flips: 1, faceUp: 1), "the move on disk")
  }

  private func isScoreLine(_ line: String) -> Bool {
    line.wholeMatch(of: #/Score: [-−]?\d+ Flips: \d+/#) != nil
  }
}

/// The Memorize game as `state.json` holds it: what a test checks after the program is gone.
struct SavedMemorize: Equatable, CustomStringConvertible {
  var flips: Int
  var faceUp: Int

  var description: String { "flips \(flips), \(faceUp) face up" }

  init(flips: Int, faceUp: Int) {
    self.flips = flips
    self.faceUp = faceUp
  }

  /// Reads `data/memorize/state.json` in `folder`; `nil` when there is none.
  ///
  /// - Throws: when the file exists but is not a whole saved game (a torn write).
  init?(folder: TemporaryFolder) throws {
    let url = folder.file("data").appendingPathComponent("memorize/state.json")
    guard let data = try? Data(contentsOf: url) else { return nil }
    let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let game =
      ((root?["memorize"] as? [String: Any])?["match"] as? [String: Any])?["game"]
      as? [String: Any]
    guard let game, let flips = game["flipCount"] as? Int, let cards = game["cards"] as? [Any]
    else {
      throw NotASavedGame(byteCount: data.count)
    }
    self.flips = flips
    faceUp = cards.filter { ($0 as? [String: Any])?["isFaceUp"] as? Bool == true }.count
  }
}

/// `state.json` exists but does not hold a whole Memorize game.
struct NotASavedGame: Error, CustomStringConvertible {
  var byteCount: Int
  var description: String { "state.json (\(byteCount) bytes) holds no whole Memorize game" }
}

extension TemporaryFolder {
  /// The Memorize game saved in this folder's data directory, if any.
  func savedMemorize() throws -> SavedMemorize? { try SavedMemorize(folder: self) }
}

extension MemorizeInTmux {
  /// The Memorize game saved in the program's data directory, if any.
  func savedMemorize() throws -> SavedMemorize? { try folder.savedMemorize() }
}

/// Waits until process `pid` has exited (gone, or a zombie nobody has reaped yet).
func waitUntilGone(_ pid: pid_t, timeout: Duration = .seconds(10)) throws {
  try waitFor("process \(pid) to exit", timeout: timeout) {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
      return true
    }
    // The state follows the parenthesised command name.
    let state = stat.split(separator: ")").last?.split(separator: " ").first
    return state == "Z" ? true : nil
  }
}
