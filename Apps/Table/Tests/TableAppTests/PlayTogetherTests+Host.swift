import Foundation
import Glibc
import Memorize
import Testing

/// `memorize-table --play` in tmux: the host plays a Set race from the table's own terminal on
/// memorize's full screen while another player joins over the network; the host leaving closes
/// the table for everyone, and the terminal is left as it was with the table's last line. In the
/// play-together suite, so no other test's table runs beside it.
extension PlayTogetherTests {
  @Test func theHostPlaysFromTheTablesTerminalAndLeavingClosesTheTable() throws {
    let (tmux, port, home) = try Self.hostTable(game: "set", code: "HOST-PLAY", height: 24)
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(at: home)
    }
    var screen = try tmux.waitUntil("the host at the table alone") { screen in
      screen[1].hasPrefix(
        " At the table: Hosta, Free seat · Waiting for 1 more player: join with the code HOST-PLAY")
    }
    #expect(try tmux.display("#{alternate_on}") == "1")
    // Issue 23: how to join shows on the host's screen while the table waits, not only after.
    let rows = screen.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(rows.contains("Join with: memorize --join 127.0.0.1:\(port) --code HOST-PLAY"))
    #expect(rows.contains("Or open in a browser: http://127.0.0.1:\(port)/#code=HOST-PLAY"))

    let ben = try ProgramClient(port: port, code: "HOST-PLAY", name: "Ben")
    try ben.read { $0.table.view?.board?.cards.count == 12 }
    #expect(ben.table.seat == 1)
    #expect(ben.table.view?.seats.map(\.text).first?.hasPrefix("Hosta") == true)
    screen = try tmux.waitUntil("the twelve cards") { ScreenCards.cardCount($0) == 12 }
    #expect(screen[1].hasPrefix(" At the table: Hosta, Ben"))
    // Issue 23: once the game is on, the foot still says how others join: beside the race's
    // keys at 100 columns, by the code alone.
    #expect(
      screen.contains {
        $0.hasPrefix(" Others join with the code HOST-PLAY ")
          && $0.hasSuffix("s call Set!  d ask for more  ? help  q quit")
      }, "\(screen)")

    // The host's d is the table's: Ben hears the host asked for three more cards.
    try tmux.press(["d"])
    try ben.read { client in
      client.table.view?.board?.race?.seats.first?.hasAskedForMore == true
        || (client.table.view?.board?.cards.count ?? 0) > 12
    }

    // The host leaves: with Ben seated, q asks first (issue 23: it closed the table at once);
    // n keeps playing, y closes the table. Ben is told so, and the terminal shows the
    // table's lines again (the full screen was left) ending with its last.
    try tmux.press(["q"])
    try tmux.waitUntil("the question before closing") { screen in
      screen.contains { $0.contains("Close the table? Leaving closes it, and the game ends") }
    }
    try tmux.press(["n"])
    try tmux.waitUntil("the question put away") { screen in
      !screen.contains { $0.contains("Close the table?") } && ScreenCards.cardCount(screen) >= 12
    }
    try tmux.press(["q"])
    try tmux.waitUntil("the question again") { screen in
      screen.contains { $0.contains("Close the table? Leaving closes it, and the game ends") }
    }
    try tmux.press(["y"])
    screen = try tmux.waitUntil("the table to close") { $0.contains("table-exit=0") }
    #expect(try tmux.display("#{alternate_on}") == "0")
    let shown = screen.filter { !$0.isEmpty }
    #expect(shown.first == "Listening on 127.0.0.1:\(port)")
    #expect(shown.contains("Table HOST-PLAY is open: Set."))
    #expect(Array(shown.suffix(2)) == ["The table is closed.", "table-exit=0"])
    try ben.read { client in
      client.events.contains { if case .tableClosed = $0 { true } else { false } }
    }
  }

  @Test func theHostPlaysAMemorizeTableOnTheFullScreenWithTheKeys() throws {
    // Issue 23: --name names the host (it was always the login name, Hosta here).
    let (tmux, port, home) = try Self.hostTable(
      game: "memorize", code: "HOST-MEMO", height: 30, more: ["--name", "Mia"])
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(at: home)
    }
    try tmux.waitUntil("the host at the table alone") { screen in
      screen[1].hasPrefix(
        " At the table: Mia, Free seat · Waiting for 1 more player: join with the code HOST-MEMO")
    }
    let ben = try ProgramClient(port: port, code: "HOST-MEMO", name: "Ben")
    try ben.read { $0.table.view?.board?.cards.count == 16 }
    // The local game's section screen: the seats in the header, whose turn below the board.
    var screen = try tmux.waitUntil("the sixteen cards") { ScreenCards.cardCount($0) == 16 }
    #expect(screen[0].contains("▶Mia: 0") && screen[0].contains("Ben: 0"))
    // Mia's own screen tells her it is her turn (issue 23: it said "Mia to move" to Mia).
    #expect(screen.contains { $0.contains("Your turn") })

    // The host turns two cards with the keys; Ben's view shows them judged.
    try tmux.press(["Enter"])
    try ben.read { $0.table.view?.board?.cards.first?.isFaceUp == true }
    try tmux.press(["Right", "Enter"])
    try ben.read { client in
      guard let board = client.table.view?.board else { return false }
      return board.cards.prefix(2).allSatisfy(\.isMatched)
        || board.seats.map(\.isToMove) == [false, true]
    }
    let board = try #require(ben.table.view?.board)
    let matched = board.cards.prefix(2).allSatisfy(\.isMatched)
    // The header counts each seat's pairs: a match is Mia's first pair.
    screen = try tmux.waitUntil("the verdict on the host's screen") { screen in
      screen.contains { $0.contains(matched ? "Your turn" : "Ben to move") }
        && screen[0].contains(matched ? "▶Mia: 1" : "▶Ben: 0")
    }
    try tmux.press(["q"])
    try tmux.waitUntil("the question before closing") { screen in
      screen.contains { $0.contains("Close the table? Leaving closes it, and the game ends") }
    }
    try tmux.press(["Enter"])
    screen = try tmux.waitUntil("the table to close") { $0.contains("table-exit=0") }
    #expect(screen.filter { !$0.isEmpty }.suffix(2) == ["The table is closed.", "table-exit=0"])
  }

  /// Issue 23: memorize-table killed outright (`kill -9`) left the host's own screen holding
  /// the terminal in its full screen, trying to come back to a table that was gone, its q still
  /// asking whether to close it. It notices the table's program ended, gives the terminal back
  /// as it was (the normal screen, the cursor shown, no mouse) and says so in one line.
  @Test func theHostsScreenEndsAndGivesTheTerminalBackWhenTheTableIsKilled() throws {
    // The shell stays, as a player's interactive shell does (one that ended would hang the
    // terminal up, and the screen would end with it).
    let (tmux, port, home) = try Self.hostTable(
      game: "memorize", code: "HOST-KILL", height: 30, shellAfter: "; sleep 60")
    defer {
      tmux.kill()
      try? FileManager.default.removeItem(at: home)
    }
    try tmux.waitUntil("the host at the table alone") { screen in
      screen[1].hasPrefix(" At the table: Hosta, Free seat")
    }
    let ben = try ProgramClient(port: port, code: "HOST-KILL", name: "Ben")
    try ben.read { $0.table.view?.board?.cards.count == 16 }
    try tmux.waitUntil("the sixteen cards") { ScreenCards.cardCount($0) == 16 }
    #expect(try tmux.display("#{alternate_on}") == "1")
    #expect(try tmux.display("#{mouse_sgr_flag}") == "1")
    let shell = try #require(pid_t(try tmux.display("#{pane_pid}")))
    let table = try #require(Self.children(of: shell).first)
    let face = try #require(Self.children(of: table).first)
    #expect(kill(table, SIGKILL) == 0)
    let screen = try tmux.waitUntil("the host's screen to end") { screen in
      screen.contains("memorize-table has stopped, and the table with it.")
    }
    #expect(!screen.contains { $0.contains("Lost the table") }, "\(screen)")
    #expect(try tmux.display("#{alternate_on}") == "0")
    #expect(try tmux.display("#{cursor_flag}") == "1")
    #expect(try tmux.display("#{mouse_sgr_flag}") == "0")
    // The face ended: no process is left trying to come back.
    let end = Date().addingTimeInterval(5)
    while Self.isRunning(face), Date() < end { usleep(20_000) }
    #expect(!Self.isRunning(face))
  }

  /// The processes `parent` started that still run, as /proc lists them.
  static func children(of parent: pid_t) -> [pid_t] {
    let list =
      (try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8))
      ?? ""
    return list.split(separator: " ").compactMap { pid_t($0) }
  }

  /// Whether `process` runs (not ended, nor a zombie waiting to be reaped).
  static func isRunning(_ process: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return !stat[stat.index(after: close)...].hasPrefix(" Z")
  }

  @Test func playWithoutMemorizeSaysSoAndOpensNoTable() throws {
    // memorize-table alone in a folder, and no memorize on the PATH.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-table-alone-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let alone = folder.appendingPathComponent("memorize-table")
    try FileManager.default.copyItem(at: Binaries.table, to: alone)
    let table = try Child(
      alone, ["--listen", "127.0.0.1", "--port", "0", "--play"],
      environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path])
    #expect(table.waitForExit() == 1)
    #expect(
      table.said
        == "memorize-table: --play needs the memorize program, beside memorize-table or on the PATH (install the memorize package)\n"
    )
  }

  /// `memorize-table --play` of two people at `game` in tmux, 100 columns by `height` rows, with
  /// a home of its own for the caller to remove, and no memorize on the PATH: the one
  /// beside memorize-table is the host's.
  static func hostTable(
    game: String, code: String, height: Int, more: [String] = [], shellAfter: String = ""
  ) throws -> (
    tmux: PrivateTmux, port: Int, home: URL
  ) {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-table-host-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let port = try unusedPort()
    let command =
      [
        "env", "HOME=\(home.path)", "XDG_DATA_HOME=\(home.path)/data",
        "XDG_CONFIG_HOME=\(home.path)/config", "LANG=C.UTF-8", "LC_ALL=", "LANGUAGE=",
        "TERM=xterm-256color", "USER=Hosta", "PATH=/usr/bin:/bin", Binaries.table.path,
        "--listen", "127.0.0.1", "--port", "\(port)", "--code", code, "--game", game,
        "--people", "2", "--no-qr", "--play",
      ]
      .joined(separator: " ") + more.map { " " + $0 }.joined()
    let tmux = try PrivateTmux(
      command: command + "; echo table-exit=$?" + shellAfter, width: 100, height: height)
    return (tmux, port, home)
  }

  /// A port nothing listens on now, found by binding to port 0 and letting it go.
  static func unusedPort() throws -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw Failure(what: "no socket") }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else { throw Failure(what: "cannot bind") }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
