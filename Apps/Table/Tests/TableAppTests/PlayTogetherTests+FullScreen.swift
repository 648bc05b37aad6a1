import Foundation
import Glibc
import Memorize
import Testing

/// A tmux server of the test's own (its own socket, never the default one) running one command
/// in a window of a fixed size.
final class PrivateTmux {
  let socket = "memorize-join-\(getpid())-\(UUID().uuidString.prefix(8))"
  private var isRunning = false
  private var serverID: pid_t?
  private var socketPath: String?

  init(command: String, width: Int, height: Int) throws {
    // The pane stays once the command ends, to be read: what the program left on the terminal.
    try run([
      "new-session", "-d", "-s", "join", "-x", "\(width)", "-y", "\(height)", command, ";",
      "set-option", "-g", "remain-on-exit", "on",
    ])
    isRunning = true
    serverID = pid_t(try display("#{pid}"))
    socketPath = try display("#{socket_path}")
  }

  deinit { kill() }

  /// Ends the server and what runs in it. A server started by a test runner that blocks
  /// signals never hears its panes end, and outlives kill-server: it is killed outright.
  func kill() {
    guard isRunning else { return }
    isRunning = false
    _ = try? run(["kill-server"])
    defer {
      if let socketPath, !socketPath.isEmpty { unlink(socketPath) }
    }
    guard let serverID else { return }
    let end = Date().addingTimeInterval(2)
    while Glibc.kill(serverID, 0) == 0 && Date() < end { usleep(20_000) }
    if Glibc.kill(serverID, 0) == 0 { _ = Glibc.kill(serverID, SIGKILL) }
  }

  /// Runs `tmux -L socket arguments…` (UTF-8, no user configuration); what it printed.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
    process.arguments = ["-u", "-L", socket, "-f", "/dev/null"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    process.environment = environment
    // Into a file, not a pipe: the server tmux starts keeps its parent's descriptors, and a
    // pipe it holds would never end.
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(socket)-\(UUID().uuidString).out")
    FileManager.default.createFile(atPath: file.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try FileHandle(forWritingTo: file)
    defer { try? output.close() }
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Reaped here, with a bound: Process notices a child's end late on Linux, if at all.
    var exit: Int32?
    let end = Date().addingTimeInterval(10)
    while exit == nil && Date() < end {
      var status: Int32 = 0
      let result = waitpid(process.processIdentifier, &status, WNOHANG)
      if result == process.processIdentifier {
        exit = status
      } else if result < 0, !process.isRunning {
        exit = process.terminationStatus
      } else {
        usleep(5_000)
      }
    }
    guard exit == 0 else {
      throw Failure(what: "tmux \(arguments.joined(separator: " ")) failed")
    }
    return String(decoding: try Data(contentsOf: file), as: UTF8.self)
  }

  /// The window's rows as they are now.
  func capture() throws -> [String] {
    try run(["capture-pane", "-p", "-t", "join"]).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
  }

  /// A tmux format for the pane, such as `#{alternate_on}`.
  func display(_ format: String) throws -> String {
    try run(["display-message", "-p", "-t", "join", format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Presses keys by their tmux names (`Enter`, `Left`, `q`).
  func press(_ keys: [String]) throws {
    try run(["send-keys", "-t", "join"] + keys)
  }

  /// Waits (at most `seconds`) until the screen satisfies `condition`; fails with the screen.
  @discardableResult
  func waitUntil(
    _ what: String, seconds: Double = 15, _ condition: ([String]) -> Bool
  ) throws -> [String] {
    let end = Date().addingTimeInterval(seconds)
    var screen = try capture()
    while !condition(screen) {
      guard Date() < end else {
        throw Failure(
          what: "waited \(seconds) s for \(what); the screen:\n" + screen.joined(separator: "\n"))
      }
      usleep(50_000)
      screen = try capture()
    }
    return screen
  }
}

/// What the full screen shows of a Set board, read from tmux's capture.
enum ScreenCards {
  /// The cards drawn on `screen`: their top-right corners (a focused card's is doubled: `╕`,
  /// or `╗` where a card 8 rows tall or more is ringed all round).
  static func cardCount(_ screen: [String]) -> Int {
    screen.reduce(0) { $0 + $1.filter(isCorner).count }
  }

  /// Cards per row: the corners on the first row that has any.
  static func columns(_ screen: [String]) -> Int {
    screen.lazy.map { $0.filter(isCorner).count }.first { $0 > 0 } ?? 0
  }

  private static func isCorner(_ character: Character) -> Bool { "╮╕╗".contains(character) }

}

/// The real `memorize --join` on the full screen, in tmux at 80×24, at a real table's Set race
/// with a client the test drives as the other player. In the play-together suite, so it never
/// runs beside another test's table: one started again on a port this one's table took
/// would be joined by the wrong face.
extension PlayTogetherTests {
  @Test func aSetRaceOnTheFullScreenIsPlayedWithTheKeysAndTheTerminalIsRestored() throws {
    let table = try RunningTable(["--game", "set", "--people", "2"])
    defer { table.stop() }
    let home = table.home.path
    let command = [
      "env", "HOME=\(home)", "XDG_DATA_HOME=\(home)/tmux-data",
      "XDG_CONFIG_HOME=\(home)/tmux-config", "LANG=C.UTF-8", "LC_ALL=", "LANGUAGE=",
      "TERM=xterm-256color", Binaries.memorize.path, "--join", "127.0.0.1:\(table.port)",
      "--code", table.code, "--name", "Ana",
    ].joined(separator: " ")
    let tmux = try PrivateTmux(
      command: command + "; echo memorize-exit=$?", width: 80, height: 24)
    defer { tmux.kill() }
    try tmux.waitUntil("Ana at the table alone") { screen in
      screen[1].hasPrefix(" At the table: Ana, Free seat")
    }
    #expect(try tmux.display("#{alternate_on}") == "1")

    let ben = try ProgramClient(port: table.port, code: table.code, name: "Ben")
    try ben.read { $0.table.view?.board?.cards.count == 12 }
    var screen = try tmux.waitUntil("the twelve cards") { ScreenCards.cardCount($0) == 12 }
    #expect(screen[1].hasPrefix(" At the table: Ana, Ben"))
    #expect(screen[0].contains("Ana: 0") && screen[0].contains("Ben: 0"))
    #expect(ScreenCards.columns(screen) == 6)

    // Cards without a set get three more, as players do: Ana asks with d, Ben with his
    // message (the first twelve hold none about one deal in thirty). Ana's screen shows them.
    func dealUntilASetShows() throws -> BoardPresentation {
      var board = try #require(ben.table.view?.board)
      for _ in 0..<6 where SetFinder.aSet(in: board) == nil {
        let count = board.cards.count
        try tmux.press(["d"])
        try ben.send(ben.table.text(for: .askForMoreCards(seat: 1)))
        try ben.read { ($0.table.view?.board?.cards.count ?? 0) > count }
        board = try #require(ben.table.view?.board)
        screen = try tmux.waitUntil("the cards dealt") { ScreenCards.cardCount($0) == count + 3 }
      }
      return board
    }
    let board = try dealUntilASetShows()
    let columns = ScreenCards.columns(screen)

    // Ana chooses a set with the arrows and Enter, each from the first card.
    let set = try #require(SetFinder.aSet(in: board))
    for place in set {
      let index = place - 1
      let moves =
        Array(repeating: "Up", count: 3) + Array(repeating: "Left", count: columns)
        + Array(repeating: "Down", count: index / columns)
        + Array(repeating: "Right", count: index % columns) + ["Enter"]
      try tmux.press(moves)
      usleep(150_000)
    }
    // Said to Ana on her own screen (issue 23).
    screen = try tmux.waitUntil("Ana's set") { $0.joined().contains("You found a set") }
    #expect(screen[0].contains("Ana: 1") && screen[0].contains("Ben: 0"))
    // Twelve are dealt back to twelve; past twelve, the set's three are not replaced.
    #expect(ScreenCards.cardCount(screen) == max(12, board.cards.count - 3))

    // Ben claims a set on the cards dealt since: Ana's screen shows it, asking for more
    // cards as before while there is none.
    try ben.read { $0.table.view?.board?.race?.seats.map(\.score) == [1, 0] }
    let next = try dealUntilASetShows()
    let benSet = try #require(SetFinder.aSet(in: next))
    try ben.send(ben.table.claimText(positions: benSet))
    screen = try tmux.waitUntil("Ben's set") { $0.joined().contains("Ben found a set") }
    #expect(screen[0].contains("Ana: 1") && screen[0].contains("Ben: 1"))

    // q leaves: the program ends well and the terminal is as it was.
    try tmux.press(["q"])
    screen = try tmux.waitUntil("memorize to end") { $0.contains("memorize-exit=0") }
    #expect(try tmux.display("#{alternate_on}") == "0")
    #expect(try tmux.display("#{cursor_flag}") == "1")
    #expect(try tmux.display("#{mouse_any_flag}") == "0")
    #expect(ScreenCards.cardCount(screen) == 0)
  }
}
