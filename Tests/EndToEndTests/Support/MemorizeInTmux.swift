import Foundation
import Testing

/// The real `memorize` running full-screen in a tmux pane, started from a small shell script.
///
/// The script saves `stty -g` before the program starts (`before.txt`), records the program's
/// process id (`app.pid`, the `sh` that `exec`s it) and its standard error (`stderr.txt`: the
/// program's own, not the shell's report of a signal that killed it), and after
/// it exits writes its status (`status.txt`), `stty -g` again (`after.txt`) and a marker line on
/// the screen, then idles so the pane stays open for inspection.
final class MemorizeInTmux {
  static let marker = "E2E-FINISHED"

  let folder: TemporaryFolder
  let tmux: TmuxServer
  /// When the program was started, for bounding the clock it shows.
  let started = ContinuousClock.now

  /// What the terminal looked like after the program exited.
  struct Exit {
    var status: Int32
    var sttyBefore: String
    var sttyAfter: String
    var standardError: String
    var screen: Screen
  }

  /// - Parameters:
  ///   - environment: variables to set or override for the program (a locale, say).
  ///   - folder: a folder prepared beforehand (a disk mounted on its data folder, say).
  ///   - prelude: shell lines run just before the program starts (`trap '' HUP`, say).
  init(
    arguments: [String], width: Int = 80, height: Int = 24, term: String = "xterm-256color",
    environment: [String: String] = [:], folder prepared: TemporaryFolder? = nil,
    prelude: String = ""
  ) throws {
    folder = try prepared ?? TemporaryFolder()
    let memorize = try Executables.memorize()
    var script = "#!/bin/sh\n"
    let programEnvironment = folder.programEnvironment(term: term).merging(environment) { $1 }
    for (name, value) in programEnvironment.sorted(by: { $0.key < $1.key }) {
      script += "export \(name)=\(shellQuoted(value))\n"
    }
    script += """
      cd \(shellQuoted(folder.url.path)) || exit 1
      ulimit -c 0
      stty -g > before.txt
      \(prelude)
      sh -c 'echo $$ > app.pid; exec "$@" 2> stderr.txt' sh \
      \(([memorize.path] + arguments).map(shellQuoted).joined(separator: " "))
      echo "$?" > status.txt
      stty -g > after.txt
      echo \(Self.marker)
      exec sleep 600

      """
    let scriptURL = folder.file("run.sh")
    try script.write(to: scriptURL, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scriptURL.path)
    tmux = try TmuxServer(
      command: shellQuoted(scriptURL.path), width: width, height: height, folder: folder)
  }

  /// Kills the tmux server (the folder goes when the last reference does).
  func close() {
    tmux.kill()
  }

  /// The program's process id, once the script has started it.
  func processID() throws -> pid_t {
    try waitFor("app.pid") {
      self.folder.text("app.pid").flatMap {
        pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    }
  }

  /// Waits until `count` face-down cards are dealt and still; returns their frames in order.
  func waitForDealtBoard(cards count: Int) throws -> [CellRect] {
    try tmux.waitForDealtBoard(cards: count)
  }

  /// Waits until the status line shows `flips` flips and the card in `frame` shows its face;
  /// returns the face.
  func waitForFace(at frame: CellRect, flips: Int) throws -> String {
    try tmux.waitForScreen("card at \(frame) face up with Flips \(flips)") { screen in
      guard screen.status?.flips == flips else { return nil }
      return screen.faceContent(at: frame)
    }
  }

  /// Waits until the status line shows `score` (and `flips`).
  func waitForStatus(score: Int, flips: Int) throws {
    try tmux.waitUntil("Score \(score) Flips \(flips) on the status line") { screen in
      screen.status?.score == score && screen.status?.flips == flips
    }
  }

  /// Waits for the program to exit and the script to record what it left behind.
  func waitForExit(timeout: Duration = .seconds(10)) throws -> Exit {
    let screen = try tmux.waitForScreen("the marker after the program exits", timeout: timeout) {
      $0.contains(Self.marker) ? $0 : nil
    }
    let read = { (name: String) -> String in
      (self.folder.text(name) ?? "<missing \(name)>").trimmingCharacters(
        in: .whitespacesAndNewlines)
    }
    return Exit(
      status: Int32(read("status.txt")) ?? -1, sttyBefore: read("before.txt"),
      sttyAfter: read("after.txt"), standardError: folder.text("stderr.txt") ?? "",
      screen: screen)
  }

  /// The terminal modes of the pane right now, read from outside with `stty -F`.
  func sttyNow() throws -> String { try tmux.stty() }

  /// The pane's screen-mode flags that a full-screen program changes and must restore.
  func screenModes() throws -> ScreenModes { try tmux.screenModes() }

  /// Seconds since the program started, rounded up, for bounding the clock on screen.
  var secondsSinceStart: Int {
    let elapsed = ContinuousClock.now - started
    return Int(elapsed.components.seconds) + 1
  }
}

extension TmuxServer {
  /// Waits until `count` face-down cards are dealt and have stood still for a quarter second
  /// (the deal animation is over); returns their frames in order.
  func waitForDealtBoard(cards count: Int) throws -> [CellRect] {
    var previous: [CellRect] = []
    var stillSince = ContinuousClock.now
    return try waitForScreen("\(count) face-down cards, dealt and still") { screen in
      let frames = screen.cardFrames
      guard frames.count == count, frames.allSatisfy(screen.isFaceDown(at:)),
        Set(frames.map(\.width)).count == 1
      else {
        previous = []
        return nil
      }
      if frames != previous {
        previous = frames
        stillSince = ContinuousClock.now
        return nil
      }
      return ContinuousClock.now - stillSince >= .milliseconds(250) ? frames : nil
    }
  }

  /// The pane's terminal modes, read from outside with `stty -g -F`.
  func stty() throws -> String {
    let tty = try display("#{pane_tty}")
    let result = try runToEnd(
      try Executables.tool("stty"), ["-g", "-F", tty], environment: folder.environment,
      in: folder)
    guard result.status == 0 else {
      throw Failure(description: "stty -F \(tty) failed: \(result.errorText)")
    }
    return result.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The pane's screen-mode flags that a full-screen program changes and must restore.
  func screenModes() throws -> ScreenModes {
    let values = try display(
      "#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag}"
    ).split(separator: " ").map(String.init)
    guard values.count == 5 else {
      throw Failure(description: "unexpected pane flags \(values)")
    }
    return ScreenModes(
      alternateScreen: values[0] == "1", cursorVisible: values[1] == "1",
      mouseReporting: values[2] == "1" || values[3] == "1", sgrMouse: values[4] == "1")
  }
}

/// The pane flags tmux reports for the modes a full-screen program switches.
struct ScreenModes: Equatable, CustomStringConvertible {
  var alternateScreen: Bool
  var cursorVisible: Bool
  var mouseReporting: Bool
  var sgrMouse: Bool

  /// A shell's screen: main screen, cursor shown, no mouse reports.
  static let shell = ScreenModes(
    alternateScreen: false, cursorVisible: true, mouseReporting: false, sgrMouse: false)
  /// What `memorize` switches on while it runs.
  static let fullScreen = ScreenModes(
    alternateScreen: true, cursorVisible: false, mouseReporting: true, sgrMouse: true)

  var description: String {
    "alternate_on=\(alternateScreen) cursor=\(cursorVisible) mouse=\(mouseReporting) sgr=\(sgrMouse)"
  }
}

extension MemorizeInTmux {
  /// Edits the theme the chooser has in focus, adding 🐳 (which saves the themes), closes the
  /// editor and quits; the game must exit 0.
  func addWhaleToFocusedThemeAndQuit() throws {
    try tmux.press(["e"])
    try tmux.waitUntil("the editor") { $0.contains("Edit theme") }
    try tmux.press(["Down", "Down"])
    try tmux.type("🐳")
    try tmux.press(["Enter"])
    try tmux.waitUntil("the emoji added") { $0.contains("Added.") }
    try tmux.press(["Escape"])
    try tmux.waitUntil("the editor closed") { !$0.contains("Edit theme") }
    try tmux.press(["q"])
    #expect(try waitForExit().status == 0)
  }
}
