import Foundation
import Glibc
import Memorize
import TableNetwork

/// A real `memorize-table` on 127.0.0.1, at a port the system picks, its files in a temporary
/// folder; for the window joined to it.
final class SharedTable {
  let process = Process()
  let port: Int
  let code: String
  let home: URL
  private let said = LockedLines()

  /// The table server built beside this package: the debug build `Apps/GTK/run-tests.sh` makes
  /// from the same sources first (a release build left from a bench may be older and speak
  /// another protocol), else a release one; `nil` when neither was built.
  static var executable: URL? {
    // Apps/GTK/Tests/WindowTests/SharedTable.swift → Apps/Table/.build/…/memorize-table
    let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return ["debug", "release"].map {
      apps.appendingPathComponent("Table/.build/\($0)/memorize-table")
    }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// A table started with `arguments`, at `port` (0: one the system picks).
  init(_ arguments: [String], code: String = "TEST-2024", port: Int = 0) throws {
    guard let executable = Self.executable else {
      throw Tool.Failure(message: "memorize-table is not built")
    }
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-gtk-table-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    self.code = code
    process.executableURL = executable
    process.arguments =
      ["--listen", "127.0.0.1", "--port", "\(port)", "--code", code, "--no-qr"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = home.path
    environment["XDG_DATA_HOME"] = home.path + "/data"
    environment["XDG_CONFIG_HOME"] = home.path + "/config"
    environment["LANGUAGE"] = "en"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    // The table reads its host's moves from standard input: a pipe kept open.
    process.standardInput = Pipe()
    let said = self.said
    pipe.fileHandleForReading.readabilityHandler = { said.append($0.availableData) }
    try process.run()
    let prefix = "Listening on 127.0.0.1:"
    var listening: Int?
    let server = process
    _ = waitUntil(seconds: 20) {
      listening = said.all().first { $0.hasPrefix(prefix) }.flatMap {
        Int($0.dropFirst(prefix.count))
      }
      return listening != nil || !server.isRunning
    }
    guard let listening else {
      server.terminate()
      throw Tool.Failure(message: "the table did not open: \(said.all().joined(separator: "\n"))")
    }
    self.port = listening
  }

  /// Everything the table printed so far, a line each.
  var lines: [String] { said.all() }

  /// Closes the table (as a signal to its host asks) and waits for it to go.
  func close() {
    guard process.isRunning else { return }
    process.terminate()
    if !waitUntil(seconds: 5, { !process.isRunning }) {
      Glibc.kill(process.processIdentifier, SIGKILL)
    }
  }

  /// Ends the table at once, as a crash would: no goodbye reaches anyone.
  func crash() {
    guard process.isRunning else { return }
    Glibc.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  deinit {
    close()
    try? FileManager.default.removeItem(at: home)
  }

  /// `memorize-gtk --join` at this table as `name`; `environment` adds or replaces variables.
  func joinWindow(_ name: String, environment: [String: String] = [:]) throws -> RunningApp {
    try RunningApp(
      ["--join", "127.0.0.1:\(port)", "--code", code, "--name", name], environment: environment)
  }
}

/// A player at the table the test plays for itself, over a real connection: the same
/// ``JoinedTable`` a face holds.
final class TestPlayer {
  let table: JoinedTable
  let socket: WebSocketClient
  private(set) var events: [JoinedTable.Event] = []

  /// A player joining as `name`; with `watch`, one who watches without a seat.
  init(port: Int, code: String, name: String, watch: Bool = false) throws {
    table = JoinedTable(code: code, name: name, language: .english, watch: watch)
    socket = try WebSocketClient(host: "127.0.0.1", port: port, path: TableProtocol.webSocketPath)
    try socket.send(text: table.helloText)
  }

  /// Reads what came until `condition` holds, at most `seconds`; whether it does.
  @discardableResult
  func read(seconds: Double = 10, until condition: (TestPlayer) -> Bool) throws -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      var ready = pollfd(fd: socket.fileDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&ready, 1, 50)
      for event in try socket.receive() {
        if case .text(let text) = event { events += table.receive(text) }
      }
      if condition(self) { return true }
    }
    return condition(self)
  }

  func send(_ text: String?) throws {
    guard let text else { throw Tool.Failure(message: "nothing to send") }
    try socket.send(text: text)
  }

  /// The lines that said this player's claim came second.
  var lostRaces: [String] {
    events.compactMap { event in
      if case .lostRace(let line) = event { return line }
      return nil
    }
  }
}

/// Lines read from a pipe, as they come.
private final class LockedLines: @unchecked Sendable {
  private let lock = NSLock()
  private var pending = Data()
  private var lines: [String] = []

  func append(_ data: Data) {
    lock.lock()
    defer { lock.unlock() }
    pending.append(data)
    while let newline = pending.firstIndex(of: 10) {
      lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
      pending.removeSubrange(pending.startIndex...newline)
    }
  }

  func all() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }
}

extension RunningApp {
  /// Ends the window (if a test left it open) and waits for it to be gone, so the next test's
  /// probe cannot find it: a joined window is not the session's single instance.
  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    _ = waitForExit(seconds: 5)
  }
}
