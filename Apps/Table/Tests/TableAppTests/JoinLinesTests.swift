import Foundation
import TableApp
import Testing

/// What the real memorize-table prints to join it: the command and the browser link at every
/// address, and a QR code of the link only on a terminal that can show it (run under `script`,
/// which gives it a pseudo-terminal).
@Suite(.serialized) struct JoinLinesTests {
  @Test func throughAPipeItPrintsTheLinkAndNoQRCode() throws {
    let table = try RunningTable([], environment: ["TERM": "xterm-256color"])
    defer { table.stop() }
    #expect(table.child.wait(for: "Or open in a browser: "))
    let lines = table.child.said.split(separator: "\n")
    #expect(
      lines.contains("Or open in a browser: http://127.0.0.1:\(table.port)/#code=TEST-2024"))
    #expect(lines.contains("Join with: memorize --join 127.0.0.1:\(table.port) --code TEST-2024"))
    #expect(!table.child.said.contains("Or scan"))
    #expect(!table.child.said.contains("\u{1B}"))
  }

  @Test func aUTF8TerminalGetsTheQRCodeOfTheLink() throws {
    let said = try Self.saidInATerminal([], environment: Self.ableTerminal)
    let lines = said.split(separator: "\n", omittingEmptySubsequences: false)
    guard
      let heading = lines.firstIndex(where: { $0.hasPrefix("Or scan to open http://127.0.0.1:") })
    else {
      Issue.record("no QR code heading in: \(said)")
      return
    }
    // "Or scan to open LINK:"
    let link = String(lines[heading].dropFirst("Or scan to open ".count).dropLast())
    #expect(link.hasSuffix("/#code=TEST-2024"))
    #expect(said.contains("Or open in a browser: \(link)\n"))
    let expected = try #require(QRCode(encoding: link))
    let drawn = lines[(heading + 1)...].prefix { $0.hasPrefix("\u{1B}[30;47m") }.map(String.init)
    #expect(drawn == expected.halfBlockLines)
    // Read back, the drawing is the symbol inside four light modules on every side.
    let rows = Self.modules(of: drawn)
    let zone = QRCode.quietZone
    #expect(rows.count == expected.size + 2 * zone + 1)
    let inner = rows.dropFirst(zone).prefix(expected.size).map {
      Array($0.dropFirst(zone).prefix(expected.size))
    }
    #expect(QRCode(rows: Array(inner)) == expected)
    let darkModules = rows.joined().filter { $0 }.count
    #expect(darkModules == expected.modules.filter { $0 }.count)
  }

  @Test(
    "No QR code with --no-qr, TERM=dumb, no TERM, or a locale that is not UTF-8",
    arguments: [
      (["--no-qr"], JoinLinesTests.ableTerminal),
      ([], ["TERM": "dumb", "LC_ALL": "C.UTF-8"]),
      ([], ["TERM": "", "LC_ALL": "C.UTF-8"]),
      ([], ["TERM": "xterm-256color", "LC_ALL": "C"]),
    ])
  func noQRCodeWhereItCannotBeShown(arguments: [String], environment: [String: String]) throws {
    let said = try Self.saidInATerminal(arguments, environment: environment)
    #expect(said.contains("Or open in a browser: http://127.0.0.1:"))
    #expect(!said.contains("Or scan"))
    #expect(!said.contains("▀") && !said.contains("█") && !said.contains("\u{1B}[30;47m"))
  }

  static let ableTerminal = ["TERM": "xterm-256color", "LC_ALL": "C.UTF-8"]

  /// What memorize-table printed on a pseudo-terminal (`script -q`) in 4 s, then asked to end
  /// (`timeout` sends SIGTERM); line ends as the terminal made them (`\r\n`) become `\n`.
  static func saidInATerminal(_ arguments: [String], environment: [String: String]) throws
    -> String
  {
    let script = try #require(Tools.path("script"), "script (bsdutils) is not installed")
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-table-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let command =
      ["timeout", "-s", "TERM", "4", Binaries.table.path, "--listen", "127.0.0.1", "--port", "0"]
      + ["--code", "TEST-2024"] + arguments
    let child = try Child(
      script,
      ["-q", "-e", "-c", command.map(shellQuoted).joined(separator: " "), "/dev/null"],
      environment: environment.merging(
        ["HOME": home.path, "XDG_DATA_HOME": home.path + "/data"], uniquingKeysWith: { $1 }))
    defer { child.stop() }
    // 124: timeout's status for a command it had to end (the table itself exits 0).
    #expect(child.waitForExit(seconds: 20) == 124)
    #expect(child.wait(for: "The table is closed.", seconds: 5))
    return child.said.replacing("\r\n", with: "\n")
  }

  /// The modules a half-block drawing shows, two rows a line, dark `true`.
  static func modules(of lines: [String]) -> [[Bool]] {
    lines.flatMap { line -> [[Bool]] in
      let cells = line.dropFirst("\u{1B}[30;47m".count).dropLast("\u{1B}[0m".count)
      let upper = cells.map { $0 == "█" || $0 == "▀" }
      let lower = cells.map { $0 == "█" || $0 == "▄" }
      return [upper, lower]
    }
  }
}

/// `text` quoted for a POSIX shell.
func shellQuoted(_ text: String) -> String {
  "'" + text.replacing("'", with: "'\\''") + "'"
}
