import Foundation
import Glibc

/// The terminal faces beside the window: the real `memorize --join`, on the full screen or in
/// `--plain` lines, each in a session of a tmux server of the test's own (its own socket, never
/// the default one), its files in a temporary folder.
final class TerminalFaces {
  /// `memorize`, built from the same sources beside `memorize-gtk` (`Apps/GTK/run-tests.sh`
  /// builds it); `nil` when it was not built.
  static var executable: URL? {
    let binary = RunningApp.executable.deletingLastPathComponent().appendingPathComponent(
      "memorize")
    return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
  }

  private let socket = "memorize-faces-\(getpid())-\(UUID().uuidString.prefix(8))"
  private let home: URL
  private var serverID: pid_t?

  init() throws {
    home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "memorize-gtk-faces-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
  }

  deinit {
    kill()
    try? FileManager.default.removeItem(at: home)
  }

  /// Starts `memorize arguments…` in a session called `face`, on a terminal of `width` ×
  /// `height`, with files of its own. The pane stays once the program ends, to be read, with
  /// its exit status after it (a server started by a test runner that blocks signals never
  /// hears its panes end, so tmux cannot say it).
  func start(_ face: String, _ arguments: [String], width: Int, height: Int) throws {
    guard let executable = Self.executable else {
      throw Tool.Failure(message: "memorize is not built beside memorize-gtk")
    }
    let files = home.appendingPathComponent(face).path
    let command =
      ([
        "env", "HOME=\(files)", "XDG_DATA_HOME=\(files)/data",
        "XDG_CONFIG_HOME=\(files)/config", "LANG=C.UTF-8", "LC_ALL=", "LANGUAGE=",
        "TERM=xterm-256color", executable.path,
      ] + arguments).map { "'" + $0.replacing("'", with: "'\\''") + "'" }
      .joined(separator: " ") + "; echo memorize-exit=$?"
    try run([
      "new-session", "-d", "-s", face, "-x", "\(width)", "-y", "\(height)", command, ";",
      "set-option", "-g", "remain-on-exit", "on",
    ])
    if serverID == nil { serverID = pid_t(try display(face, "#{pid}")) }
  }

  /// The rows of `face`'s terminal as they are now; with `history`, the lines scrolled off it
  /// first.
  func capture(_ face: String, history: Bool = false) throws -> [String] {
    try run(["capture-pane", "-p", "-J", "-t", face] + (history ? ["-S", "-"] : []))
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Presses keys by their tmux names (`Enter`, `Left`, `d`).
  func press(_ face: String, _ keys: [String]) throws {
    try run(["send-keys", "-t", face] + keys)
  }

  /// Types `line` and Enter, as a player at `--plain` does.
  func type(_ face: String, _ line: String) throws {
    try run(["send-keys", "-t", face, "-l", line])
    try press(face, ["Enter"])
  }

  /// The program's process id: the one child of the pane's shell.
  func processID(_ face: String) throws -> pid_t {
    let shell = try display(face, "#{pane_pid}")
    let children = try String(
      contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    guard let id = pid_t(children.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw Tool.Failure(message: "no program in \(face): '\(children)'")
    }
    return id
  }

  /// The program's exit status once it ended, else `nil`.
  func exitStatus(_ face: String) throws -> Int? {
    let prefix = "memorize-exit="
    return try capture(face, history: true).last { $0.hasPrefix(prefix) }
      .flatMap { Int($0.dropFirst(prefix.count)) }
  }

  /// Waits (at most `seconds`) until `face`'s screen (with its history when asked) satisfies
  /// `condition`, and returns it; fails with the screen.
  @discardableResult
  func waitUntil(
    _ face: String, _ what: String, seconds: Double = 15, history: Bool = false,
    _ condition: ([String]) -> Bool
  ) throws -> [String] {
    let end = Date().addingTimeInterval(seconds)
    var screen = try capture(face, history: history)
    while !condition(screen) {
      guard Date() < end else {
        throw Tool.Failure(
          message: "waited \(seconds) s for \(what) on \(face):\n"
            + screen.suffix(40).joined(separator: "\n"))
      }
      usleep(40_000)
      screen = try capture(face, history: history)
    }
    return screen
  }

  /// Ends the server and the programs in it. A server started by a test runner that blocks
  /// signals never hears its panes end, and outlives kill-server: it is killed outright.
  func kill() {
    guard let serverID else { return }
    self.serverID = nil
    _ = try? run(["kill-server"])
    let end = Date().addingTimeInterval(2)
    while Glibc.kill(serverID, 0) == 0 && Date() < end { usleep(20_000) }
    if Glibc.kill(serverID, 0) == 0 { _ = Glibc.kill(serverID, SIGKILL) }
  }

  private func display(_ face: String, _ format: String) throws -> String {
    try run(["display-message", "-p", "-t", face, format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs `tmux -L socket arguments…` (UTF-8, no user configuration); what it printed. Its
  /// output goes to a file, not a pipe: the server tmux starts keeps its parent's descriptors,
  /// and a pipe it held would never end.
  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    let file = home.appendingPathComponent("tmux-\(UUID().uuidString).out")
    FileManager.default.createFile(atPath: file.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try FileHandle(forWritingTo: file)
    defer { try? output.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tmux", "-u", "-L", socket, "-f", "/dev/null"] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    process.environment = environment
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Reaped here, with a bound: Process notices a child's end late on Linux.
    var status: Int32?
    let end = Date().addingTimeInterval(10)
    while status == nil && Date() < end {
      var raw: Int32 = 0
      let result = waitpid(process.processIdentifier, &raw, WNOHANG)
      if result == process.processIdentifier {
        status = raw
      } else if result < 0, !process.isRunning {
        status = process.terminationStatus
      } else {
        usleep(2_000)
      }
    }
    guard status == 0 else {
      throw Tool.Failure(message: "tmux \(arguments.joined(separator: " ")) failed")
    }
    return String(decoding: try Data(contentsOf: file), as: UTF8.self)
  }
}

/// What the full screen shows of a board, read from tmux's capture: each card's top-right
/// corner, doubled on the card the keyboard is on (`╕`, or `╗` where a card 8 rows tall or more
/// is ringed all round).
enum FullScreenCards {
  static func corners(_ screen: [String]) -> [Character] {
    screen.flatMap { $0.filter { "╮╕╗".contains($0) } }
  }

  static func count(_ screen: [String]) -> Int { corners(screen).count }

  /// The place (from 0) of the card the keyboard is on.
  static func focus(_ screen: [String]) -> Int? { corners(screen).firstIndex { $0 != "╮" } }

  /// The keys that move the keyboard from the card it is on to the card at `target`, then
  /// choose it: left and right go card by card, through the rows.
  static func keys(toChoose target: Int, on screen: [String]) -> [String] {
    let from = focus(screen) ?? 0
    return Array(repeating: target > from ? "Right" : "Left", count: abs(target - from))
      + ["Enter"]
  }
}
