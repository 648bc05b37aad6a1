import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A private tmux server (its own socket) with one session, `e2e`, running one command.
///
/// The server is killed when the test lets go of it, so a failing test leaves nothing behind.
final class TmuxServer {
  /// A tmux command failed.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static let target = "e2e"

  let socket = "memorize-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
  private let tmux: URL
  let folder: TemporaryFolder
  private var isRunning = false
  private var serverID: pid_t?
  private var socketPath: String?

  /// Starts the server and the session, `width`×`height`, running `command` in `folder`.
  init(command: String, width: Int, height: Int, folder: TemporaryFolder) throws {
    tmux = try Executables.tool("tmux")
    self.folder = folder
    try run([
      "new-session", "-d", "-s", Self.target, "-x", "\(width)", "-y", "\(height)", "-c",
      folder.url.path, command,
    ])
    isRunning = true
    let server = try display("#{pid} #{socket_path}")
    serverID = pid_t(server.prefix { $0 != " " })
    socketPath = String(server.drop { $0 != " " }.dropFirst())
  }

  deinit { kill() }

  /// Ends the server and everything running in it, and removes its socket.
  func kill() {
    guard isRunning else { return }
    isRunning = false
    _ = try? run(["kill-server"])
    if let serverID {
      // Make sure: a server that outlived kill-server would keep its panes' programs running.
      let gone = try? waitFor("the tmux server to exit", timeout: .seconds(2)) {
        Glibc.kill(serverID, 0) != 0 ? true : nil
      }
      if gone == nil { _ = Glibc.kill(serverID, SIGKILL) }
    }
    if let socketPath, !socketPath.isEmpty { unlink(socketPath) }
  }

  /// Runs `tmux -L socket arguments…`; returns what it printed.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    // -u: the panes are UTF-8 whatever the test runner's locale; -f /dev/null: no user config.
    var environment = folder.programEnvironment(term: "xterm-256color")
    environment["TMUX"] = nil
    let result = try runToEnd(
      tmux, ["-u", "-L", socket, "-f", "/dev/null"] + arguments, environment: environment,
      in: folder, timeout: .seconds(10))
    guard result.status == 0 else {
      throw Failure(
        description: "tmux \(arguments.joined(separator: " ")) failed with \(result.status): "
          + result.errorText)
    }
    return result.outputText
  }

  /// The screen as it is now.
  func capture() throws -> Screen {
    // With each cell's colours, so cards drawn as blocks of colour are found (see `Screen`),
    // and the blanks at the ends of lines (-N): tmux drops them, coloured or not.
    Screen(try run(["capture-pane", "-p", "-e", "-N", "-t", Self.target]))
  }

  /// The screen as it is now with its SGR sequences (`capture-pane -e`), as tmux keeps them.
  func captureWithEscapes() throws -> String {
    try run(["capture-pane", "-p", "-e", "-t", Self.target])
  }

  /// A tmux format, such as `#{alternate_on}`, for the pane.
  func display(_ format: String) throws -> String {
    try run(["display-message", "-p", "-t", Self.target, format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Presses keys by their tmux names (`Space`, `Enter`, `Left`, `h`, `C-c`, …).
  func press(_ keys: [String]) throws {
    guard !keys.isEmpty else { return }
    try run(["send-keys", "-t", Self.target] + keys)
  }

  /// Types `text` literally.
  func type(_ text: String) throws {
    try run(["send-keys", "-t", Self.target, "-l", text])
  }

  /// Sends raw bytes to the program, as a terminal does for mouse reports.
  func sendBytes(_ bytes: [UInt8]) throws {
    try run(
      ["send-keys", "-t", Self.target, "-H"] + bytes.map { String($0, radix: 16) })
  }

  /// A left click at the 0-based cell (`x`, `y`): SGR press and release, 1-based on the wire.
  func click(x: Int, y: Int) throws {
    try sendBytes(Array("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m".utf8))
  }

  /// Resizes the window, as a user dragging the terminal's corner does.
  func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", Self.target, "-x", "\(width)", "-y", "\(height)"])
  }

  /// Polls the screen until `probe` returns a value; fails with the last screen after `timeout`.
  func waitForScreen<Value>(
    _ what: String, timeout: Duration = .seconds(10), _ probe: (Screen) throws -> Value?
  ) throws -> Value {
    let deadline = ContinuousClock.now + timeout
    var screen = try capture()
    while true {
      if let value = try probe(screen) { return value }
      guard ContinuousClock.now < deadline else {
        throw TimedOut(
          description: "timed out after \(timeout) waiting for \(what); the screen:\n\(screen)")
      }
      Thread.sleep(forTimeInterval: 0.03)
      screen = try capture()
    }
  }

  /// Polls the screen until `condition` holds; fails with the last screen after `timeout`.
  func waitUntil(
    _ what: String, timeout: Duration = .seconds(10), _ condition: (Screen) throws -> Bool
  ) throws {
    let _: Bool = try waitForScreen(what, timeout: timeout) { try condition($0) ? true : nil }
  }

  /// Polls a tmux format until it reads `expected`.
  func waitForFormat(_ format: String, toBe expected: String, timeout: Duration = .seconds(10))
    throws
  {
    let deadline = ContinuousClock.now + timeout
    var value = try display(format)
    while value != expected {
      guard ContinuousClock.now < deadline else {
        throw TimedOut(
          description: "\(format) stayed '\(value)', expected '\(expected)'; the screen:\n"
            + "\((try? capture())?.description ?? "")")
      }
      Thread.sleep(forTimeInterval: 0.03)
      value = try display(format)
    }
  }
}

/// Polls `probe` until it returns a value, for conditions that are not on the screen.
func waitFor<Value>(
  _ what: String, timeout: Duration = .seconds(10), _ probe: () throws -> Value?
) throws -> Value {
  let deadline = ContinuousClock.now + timeout
  while true {
    if let value = try probe() { return value }
    guard ContinuousClock.now < deadline else {
      throw TimedOut(description: "timed out after \(timeout) waiting for \(what)")
    }
    Thread.sleep(forTimeInterval: 0.03)
  }
}
