import Foundation
import Memorize
import TableNetwork
import Testing

/// Where the binaries under test are: `memorize-table` from this package's build, `memorize`
/// from the root package's (run-tests.sh builds both).
enum Binaries {
  static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let rootFolder = packageFolder.deletingLastPathComponent().deletingLastPathComponent()

  static var table: URL { packageFolder.appendingPathComponent(".build/debug/memorize-table") }
  static var memorize: URL { rootFolder.appendingPathComponent(".build/debug/memorize") }
}

/// A program under test, its standard output and error read as they come.
final class Child: @unchecked Sendable {
  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private let text = LockedText()
  private let errorText = LockedText()
  private let bytes = LockedBytes()

  init(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws {
    process.executableURL = executable
    process.arguments = arguments
    var merged = ProcessInfo.processInfo.environment
    merged["LANG"] = "C.UTF-8"
    merged["LANGUAGE"] = nil
    merged["LC_ALL"] = nil
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    for pipe in [output, errors] {
      let isErrors = pipe === errors
      pipe.fileHandleForReading.readabilityHandler = { [text, errorText, bytes] handle in
        let data = handle.availableData
        guard !data.isEmpty else { return }
        text.append(String(decoding: data, as: UTF8.self))
        if isErrors { errorText.append(String(decoding: data, as: UTF8.self)) }
        bytes.append(Array(data))
      }
    }
    try process.run()
    launched = true
  }

  /// Whether it started: a child that could not be started has nothing to stop or reap.
  private var launched = false

  deinit { stop() }

  /// Everything it wrote so far, output and error.
  var said: String { text.value }

  /// What it wrote so far on standard error alone.
  var saidOnStandardError: String { errorText.value }

  /// Everything it wrote so far, as the bytes it wrote (in its locale's charset).
  var saidBytes: [UInt8] { bytes.value }

  /// Types a line.
  func type(_ line: String) {
    input.fileHandleForWriting.write(Data((line + "\n").utf8))
  }

  /// Waits (at most `seconds`) until what it said holds `needle`; returns whether it does.
  @discardableResult
  func wait(for needle: String, seconds: Double = 20) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if said.contains(needle) { return true }
      usleep(20_000)
    }
    return said.contains(needle)
  }

  /// Waits (at most `seconds`) for it to end; its status, or `nil` while it runs.
  func waitForExit(seconds: Double = 20) -> Int32? {
    // Reaped here, since Process notices a child's end only some seconds later on Linux.
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if let status = exitStatus { return status }
      usleep(20_000)
    }
    return exitStatus
  }

  private var reaped: Int32?

  /// The exit status once it ended (128 + the signal that ended it), else `nil`.
  private var exitStatus: Int32? {
    if let reaped { return reaped }
    guard launched else { return nil }
    var status: Int32 = 0
    let pid = process.processIdentifier
    let result = waitpid(pid, &status, WNOHANG)
    if result == pid {
      let signal = status & 0x7f
      reaped = signal == 0 ? (status >> 8) & 0xff : 128 + signal
      return reaped
    }
    if result < 0, !process.isRunning { reaped = process.terminationStatus }
    return reaped
  }

  /// Ends its input.
  func endInput() { try? input.fileHandleForWriting.close() }

  /// Asks it to end (SIGTERM), and makes it (SIGKILL) if it has not within 5 s.
  func stop() {
    guard launched, exitStatus == nil else { return }
    kill(process.processIdentifier, SIGTERM)
    if waitForExit(seconds: 5) == nil {
      kill(process.processIdentifier, SIGKILL)
      _ = waitForExit(seconds: 5)
    }
  }
}

/// Text appended from the pipes' reading threads and read from the test's.
final class LockedText: @unchecked Sendable {
  private let lock = NSLock()
  private var text = ""

  func append(_ more: String) {
    lock.lock()
    text += more
    lock.unlock()
  }

  var value: String {
    lock.lock()
    defer { lock.unlock() }
    return text
  }
}

/// Bytes appended from the pipes' reading threads and read from the test's.
final class LockedBytes: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8] = []

  func append(_ more: [UInt8]) {
    lock.lock()
    bytes += more
    lock.unlock()
  }

  var value: [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    return bytes
  }
}

/// A table server on 127.0.0.1 at a port the system picks.
final class RunningTable {
  let child: Child
  let port: Int
  let code: String
  let home: URL

  init(
    _ arguments: [String], code: String = "TEST-2024", port: Int = 0,
    environment: [String: String] = [:]
  ) throws {
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-table-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    child = try Child(
      Binaries.table, ["--listen", "127.0.0.1", "--port", "\(port)", "--code", code] + arguments,
      environment: environment.merging(
        [
          "HOME": home.path, "XDG_DATA_HOME": home.path + "/data",
          "XDG_CONFIG_HOME": home.path + "/config",
        ], uniquingKeysWith: { $1 }))
    self.code = code
    guard child.wait(for: "Join with"),
      let line = child.said.split(separator: "\n").first(where: {
        $0.hasPrefix("Listening on 127.0.0.1:")
      }),
      let port = Int(line.dropFirst("Listening on 127.0.0.1:".count))
    else {
      throw Failure(what: "the table did not open: \(child.said)")
    }
    self.port = port
  }

  deinit { stop() }

  /// Closes the table and every face it started, and removes its files.
  func stop() {
    for face in faces { face.stop() }
    faces = []
    child.stop()
    try? FileManager.default.removeItem(at: home)
  }

  private var faces: [Child] = []

  /// `memorize --join` at this table (through `port` when given, a relay's), in plain lines,
  /// its files in `folder` (by default, the table's own folder's `client-data`), in UTF-8 unless
  /// `environment` names another locale.
  func join(
    _ name: String, extra: [String] = [], port: Int? = nil, folder: URL? = nil,
    environment: [String: String] = [:]
  ) throws -> Child {
    let data = folder ?? home.appendingPathComponent("client-data", isDirectory: true)
    let face = try Child(
      Binaries.memorize,
      ["--join", "127.0.0.1:\(port ?? self.port)", "--code", code, "--name", name] + extra,
      environment: [
        "HOME": home.path, "XDG_DATA_HOME": data.path,
        "XDG_CONFIG_HOME": home.path + "/client-config",
      ].merging(environment) { $1 })
    faces.append(face)
    return face
  }
}

struct Failure: Error, CustomStringConvertible {
  let what: String
  var description: String { what }
}

/// A face joined over a real connection, driven by the test: the same JoinedTable a face holds.
final class ProgramClient {
  let table: JoinedTable
  let socket: WebSocketClient
  private(set) var texts: [String] = []
  private(set) var events: [JoinedTable.Event] = []

  init(port: Int, code: String, name: String, token: String? = nil) throws {
    table = JoinedTable(code: code, name: name, language: .english, seatToken: token)
    socket = try WebSocketClient(host: "127.0.0.1", port: port, path: TableProtocol.webSocketPath)
    try socket.send(text: table.helloText)
  }

  /// Reads what came, waiting at most `seconds` for `condition` to hold.
  @discardableResult
  func read(until condition: (ProgramClient) -> Bool, seconds: Double = 10) throws -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      var ready = pollfd(fd: socket.fileDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&ready, 1, 50)
      for event in try socket.receive() {
        if case .text(let text) = event {
          texts.append(text)
          events += table.receive(text)
        }
      }
      if condition(self) { return true }
    }
    return condition(self)
  }

  func send(_ text: String?) throws {
    guard let text else { throw Failure(what: "nothing to send") }
    try socket.send(text: text)
  }
}

/// Finds a set among the cards a client was shown.
enum SetFinder {
  /// The board once it holds a set: while it holds none (about one deal in thirty), the plain
  /// face `plain` and the client both ask for three more cards, as players do, and the plain face
  /// is seen to show them.
  static func dealUntilASetShows(plain: Child, client: ProgramClient) throws -> BoardPresentation {
    var board = try #require(client.table.view?.board)
    for _ in 0..<6 where aSet(in: board) == nil {
      let count = board.cards.count
      plain.type("more")
      try client.send(client.table.text(for: .askForMoreCards(seat: client.table.seat ?? 1)))
      try client.read { ($0.table.view?.board?.cards.count ?? 0) > count }
      board = try #require(client.table.view?.board)
      #expect(plain.wait(for: "Card \(count + 3): "))
    }
    return board
  }

  static func aSet(in board: BoardPresentation) -> [Int]? {
    let cards: [(Int, SetSymbol)] = board.cards.enumerated().compactMap {
      if case .set(let symbol)? = $0.element.face { return ($0.offset + 1, symbol) }
      return nil
    }
    for a in cards.indices {
      for b in cards.indices where b > a {
        for c in cards.indices where c > b {
          let trio = [cards[a].1, cards[b].1, cards[c].1]
          func ok<T: Hashable>(_ values: [T]) -> Bool { Set(values).count != 2 }
          if ok(trio.map(\.count)) && ok(trio.map(\.shape)) && ok(trio.map(\.ink))
            && ok(trio.map(\.shading))
          {
            return [cards[a].0, cards[b].0, cards[c].0]
          }
        }
      }
    }
    return nil
  }
}
