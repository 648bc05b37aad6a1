import Foundation
import Memorize

/// The real `memorize-gtk` binary, started on the test display with its files in a temporary
/// folder, its layout reports read from standard output.
final class RunningApp {
  let process = Process()
  let home: URL
  private(set) var windowID = ""
  private let output = OutputLines()
  /// Standard error, for the message when the window does not come.
  private let errors = OutputLines()

  /// The built executable, next to the test bundle in `.build/<configuration>/`.
  static var executable: URL {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("memorize-gtk")
    if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
    // Apps/GTK/Tests/WindowTests/RunningApp.swift → Apps/GTK/.build/debug/memorize-gtk
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/memorize-gtk")
  }

  /// Starts the app with `arguments`; `home` keeps the files of an earlier run when given;
  /// `environment` adds or replaces variables.
  init(_ arguments: [String], home: URL? = nil, environment extra: [String: String] = [:]) throws {
    self.home = home ?? newTestHome()
    try FileManager.default.createDirectory(at: self.home, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = self.home.path
    environment["XDG_CONFIG_HOME"] = self.home.appendingPathComponent("config").path
    environment["XDG_DATA_HOME"] = self.home.appendingPathComponent("data").path
    environment["MEMORIZE_GTK_TEST_LAYOUT"] = "1"
    environment["GTK_A11Y"] = "none"
    environment.merge(extra) { _, new in new }
    process.executableURL = Self.executable
    process.arguments = arguments
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    let errorPipe = Pipe()
    process.standardError = errorPipe
    let output = self.output
    pipe.fileHandleForReading.readabilityHandler = { handle in
      output.append(handle.availableData)
    }
    let errors = self.errors
    errorPipe.fileHandleForReading.readabilityHandler = { handle in
      errors.append(handle.availableData)
    }
    // One memorize-gtk at a time on the test bus: launched while an earlier test's app still
    // owns the application's name, it would hand over to that one and exit.
    _ = waitUntil(seconds: 10) { !Self.applicationNameIsOwned() }
    try process.run()
    // Polled with a deadline rather than `xdotool search --sync`, which waits for ever when the
    // process is gone (e.g. it handed over to another instance on the same session bus).
    let process = self.process
    var found = ""
    _ = waitUntil(seconds: 30) {
      let output = try? Tool.run(
        "xdotool",
        [
          // By process, not by title: the title is the application's name in the player's
          // language (记忆翻牌 in Chinese), and at launch the main window is the only one shown.
          "search", "--onlyvisible", "--pid", "\(process.processIdentifier)",
        ])
      found =
        output.flatMap {
          String(decoding: $0, as: UTF8.self).split(separator: "\n").first.map(String.init)
        } ?? ""
      return !found.isEmpty || !process.isRunning
    }
    windowID = found
    guard !windowID.isEmpty else {
      let why =
        process.isRunning
        ? "within 30 s" : "before memorize-gtk exited with status \(process.terminationStatus)"
      if !process.isRunning {
        // The rest of what it said on the way out.
        errorPipe.fileHandleForReading.readabilityHandler = nil
        errors.append(errorPipe.fileHandleForReading.readDataToEndOfFile())
        errors.append(Data("\n".utf8))
      }
      throw Tool.Failure(message: "the window did not appear \(why); it said:\n\(errors.tail())")
    }
  }

  /// Whether a memorize-gtk holds the application's name on the session bus.
  static func applicationNameIsOwned() -> Bool {
    guard
      let reply = try? Tool.run(
        "dbus-send",
        [
          "--session", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
          "org.freedesktop.DBus.NameHasOwner", "string:io.github.cs193p.Memorize",
        ])
    else { return false }
    return String(decoding: reply, as: UTF8.self).contains("boolean true")
  }

  deinit {
    guard process.isRunning else { return }
    process.terminate()
    if !waitUntil(seconds: 3, { !process.isRunning }) {
      kill(process.processIdentifier, SIGKILL)
    }
  }

  /// Waits for a layout report that satisfies `condition`, and returns it.
  func layout(
    seconds: Double = 10, where condition: (LayoutReport) -> Bool = { _ in true }
  ) throws -> LayoutReport {
    var found: LayoutReport?
    _ = waitUntil(seconds: seconds) {
      guard let report = output.lastReport(), condition(report) else { return false }
      found = report
      return true
    }
    guard let found else {
      throw Tool.Failure(message: "no matching layout; last lines:\n\(output.tail())")
    }
    return found
  }

  /// Everything written to standard error so far, a line each.
  func errorLines() -> [String] { errors.all() }

  /// The window's top-left corner on the screen.
  func windowOrigin() throws -> (x: Int, y: Int) {
    let text = String(
      decoding: try Tool.run("xdotool", ["getwindowgeometry", "--shell", windowID]), as: UTF8.self)
    var values: [String: Int] = [:]
    for line in text.split(separator: "\n") {
      let pair = line.split(separator: "=")
      if pair.count == 2 { values[String(pair[0])] = Int(pair[1]) }
    }
    return (values["X"] ?? 0, values["Y"] ?? 0)
  }

  /// The window's size on the screen, client-side border included.
  func windowSize() throws -> (width: Int, height: Int) {
    let text = String(
      decoding: try Tool.run("xdotool", ["getwindowgeometry", "--shell", windowID]), as: UTF8.self)
    var values: [String: Int] = [:]
    for line in text.split(separator: "\n") {
      let pair = line.split(separator: "=")
      if pair.count == 2 { values[String(pair[0])] = Int(pair[1]) }
    }
    return (values["WIDTH"] ?? 0, values["HEIGHT"] ?? 0)
  }

  /// Clicks the middle of `rect` (window coordinates) with real X pointer events.
  func click(_ rect: LayoutReport.Rect) throws {
    try Tool.run(
      "xdotool",
      ["mousemove", "--window", windowID, "\(rect.midX)", "\(rect.midY)", "click", "1"])
  }

  /// Clicks the middle of `rect` in another window of the app (a dialog), given by its X id.
  func click(_ rect: LayoutReport.Rect, inWindow window: String) throws {
    try Tool.run(
      "xdotool", ["mousemove", "--window", window, "\(rect.midX)", "\(rect.midY)", "click", "1"])
  }

  /// The X id of the app's visible window titled `title`, once it shows.
  func window(titled title: String, seconds: Double = 10) throws -> String {
    var found = ""
    _ = waitUntil(seconds: seconds) {
      guard
        let data = try? Tool.run(
          "xdotool",
          [
            "search", "--onlyvisible", "--all", "--pid", "\(process.processIdentifier)", "--name",
            "^\(title)$",
          ])
      else { return false }
      found =
        String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
      return !found.isEmpty
    }
    guard !found.isEmpty else { throw Tool.Failure(message: "no window titled \(title)") }
    return found
  }

  func resize(width: Int, height: Int) throws {
    try Tool.run("xdotool", ["windowsize", windowID, "\(width)", "\(height)"])
  }

  /// Presses a key with real X input events, on the window after giving it the focus.
  func key(_ name: String) throws {
    try Tool.run("xdotool", ["windowfocus", "--sync", windowID])
    try Tool.run("xdotool", ["key", name])
  }

  /// Opens the primary menu with F10 (on its first item), waits until it is on screen, then
  /// presses `keys` (to move to an item) and Return with real key presses.
  func chooseFromPrimaryMenu(_ keys: [String]) throws {
    try key("F10")
    _ = try layout { $0.isMenuOpen }
    try Tool.run("xdotool", ["key", "--delay", "200"] + keys + ["Return"])
  }

  /// Waits until a screenshot satisfies `condition`; returns whether one did.
  func screenUntil(seconds: Double = 10, _ condition: (Screenshot) -> Bool) throws -> Bool {
    try waitUntil(seconds: seconds) { condition(try Screenshot.take()) }
  }

  /// Whether the app has printed a line starting with `prefix` (`MEMORIZE_GTK_TIMING=1` prints
  /// `timing animation …` each time an animation ends).
  func printed(prefix: String) -> Bool {
    output.contains(prefix: prefix)
  }

  /// Waits for the app to exit; returns its status, or nil if it did not exit in time.
  func waitForExit(seconds: Double = 10) -> Int32? {
    guard waitUntil(seconds: seconds, { !process.isRunning }) else { return nil }
    return process.terminationStatus
  }
}

/// Standard output as it arrives, split into lines, from the reading thread.
private final class OutputLines: @unchecked Sendable {
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

  /// The last complete layout block.
  func lastReport() -> LayoutReport? {
    lock.lock()
    defer { lock.unlock() }
    guard let end = lines.lastIndex(of: "end"),
      let start = lines[..<end].lastIndex(where: { $0.hasPrefix("layout ") })
    else { return nil }
    return LayoutReport(lines: Array(lines[start..<end]))
  }

  /// Whether any line so far starts with `prefix`.
  func contains(prefix: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return lines.contains { $0.hasPrefix(prefix) }
  }

  /// Every complete line so far.
  func all() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }

  func tail() -> String {
    lock.lock()
    defer { lock.unlock() }
    return lines.suffix(40).joined(separator: "\n")
  }
}

extension RunningApp {
  /// The same view models over the files the window left in its home: what the terminal app, or
  /// the next launch, would find there.
  func savedModel() -> AppModel {
    modelOver(home, seed: 0)
  }
}
