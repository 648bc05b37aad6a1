import Foundation
import TableApp
import Testing

/// The browser's join link, which address gets a QR code, when a terminal can show one, and the
/// code itself: drawn exactly, and the same matrix as Debian's `qrencode` command makes.
@Suite struct JoinLinkTests {
  @Test func theLinkPutsTheCodeInTheFragmentAndIPv6InBrackets() {
    #expect(
      JoinLink.url(host: "192.0.2.7", port: 7077, code: "ABCD-EFGH")
        == "http://192.0.2.7:7077/#code=ABCD-EFGH")
    #expect(
      JoinLink.url(host: "2001:db8::7", port: 7077, code: "ABCD-EFGH")
        == "http://[2001:db8::7]:7077/#code=ABCD-EFGH")
    #expect(
      JoinLink.url(host: "table.example", port: 80, code: "ABCD-EFGH")
        == "http://table.example:80/#code=ABCD-EFGH")
    // As JoinAddresses gives them: IPv6 already in brackets.
    #expect(
      JoinLink.url(authority: "[::1]:7077", code: "WXYZ-2345")
        == "http://[::1]:7077/#code=WXYZ-2345")
    // A code of the host's own choosing keeps only what needs no escaping.
    #expect(
      JoinLink.url(host: "192.0.2.7", port: 7077, code: "ab cd/é#1")
        == "http://192.0.2.7:7077/#code=ab%20cd%2F%C3%A9%231")
  }

  @Test func theQRCodeIsOfTheFirstAddressAPhoneCanReach() {
    #expect(
      JoinLink.addressForQRCode(among: ["192.0.2.2:7077", "198.51.100.4:7077", "127.0.0.1:7077"])
        == "192.0.2.2:7077")
    #expect(
      JoinLink.addressForQRCode(among: ["127.0.0.1:7077", "[::1]:7077", "[2001:db8::2]:7077"])
        == "[2001:db8::2]:7077")
    #expect(JoinLink.addressForQRCode(among: ["127.0.0.1:7077"]) == "127.0.0.1:7077")
    #expect(JoinLink.addressForQRCode(among: ["[::1]:9000", "127.0.0.1:9000"]) == "[::1]:9000")
    #expect(JoinLink.addressForQRCode(among: []) == nil)
  }

  @Test func onlyAUTF8TerminalThatIsNotDumbGetsAQRCode() {
    let able = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
    #expect(JoinLink.canDrawQRCode(isTerminal: true, environment: able))
    #expect(!JoinLink.canDrawQRCode(isTerminal: false, environment: able))
    #expect(
      !JoinLink.canDrawQRCode(isTerminal: true, environment: ["TERM": "dumb", "LANG": "C.UTF-8"]))
    #expect(!JoinLink.canDrawQRCode(isTerminal: true, environment: ["LANG": "C.UTF-8"]))
    #expect(!JoinLink.canDrawQRCode(isTerminal: true, environment: ["TERM": "xterm", "LANG": "C"]))
    #expect(
      !JoinLink.canDrawQRCode(
        isTerminal: true, environment: ["TERM": "xterm", "LANG": "C.UTF-8", "LC_ALL": "POSIX"]))
  }

  @Test func halfBlocksDrawTwoRowsALineBlackOnWhiteInsideTheQuietZone() throws {
    let code = try #require(
      QRCode(rows: [[true, false, true], [false, true, true], [true, true, false]]))
    let blank = "\u{1B}[30;47m" + String(repeating: " ", count: 11) + "\u{1B}[0m"
    // Rows -4…6 of an 11 × 11 square: pairs (-4, -3), (-2, -1), (0, 1), (2, 3), (4, 5), and 6
    // with a light lower half.
    #expect(
      code.halfBlockLines == [
        blank,
        blank,
        "\u{1B}[30;47m    ▀▄█    \u{1B}[0m",
        "\u{1B}[30;47m    ▀▀     \u{1B}[0m",
        blank,
        blank,
      ])
    #expect(QRCode(rows: [[true, false], [true]]) == nil)
  }

  @Test(
    "libqrencode's matrix for a join link is the one Debian's qrencode command prints",
    .enabled(
      if: Tools.path("qrencode") != nil || ProcessInfo.processInfo.environment["CI"] != nil,
      "needs qrencode (apt-get install qrencode; run-tests.sh installs it as root)"),
    arguments: [
      "http://192.0.2.2:7077/#code=ABCD-EFGH",
      "http://[2001:db8::1]:7077/#code=WXYZ-2345",
      "http://table.example:41234/#code=ab%20cd%2F%C3%A9%231",
    ])
  func theMatrixIsTheOneQrencodePrints(link: String) throws {
    let tool = try #require(Tools.path("qrencode"), "qrencode is not installed")
    // Level M as memorize-table asks; no margin, so the text is the symbol alone; "##" a dark
    // module and two spaces a light one.
    let printed = try Tools.run(tool, ["-l", "M", "-m", "0", "-t", "ASCII", "-o", "-", link])
    let rows = printed.split(separator: "\n").map { line in
      stride(from: 0, to: line.utf8.count, by: 2).map { offset in
        Array(line.utf8)[offset] == UInt8(ascii: "#")
      }
    }
    let oracle = try #require(QRCode(rows: rows), "not a square: \(printed)")
    let made = try #require(QRCode(encoding: link))
    #expect(made.size == oracle.size)
    #expect(made == oracle)
    #expect(made.size >= 21)
  }
}

/// Programs the tests run besides the ones under test.
enum Tools {
  /// Where `name` is on PATH, or `nil`.
  static func path(_ name: String) -> URL? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    return folders.lazy.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs `tool` to its end (killed after 20 s) and returns its standard output; throws when it
  /// fails.
  static func run(_ tool: URL, _ arguments: [String]) throws -> String {
    let result = try runWithErrors(tool, arguments)
    guard result.status == 0 else {
      throw Failure(
        what: "\(tool.lastPathComponent) \(arguments) failed: \(result.output)\(result.errors)")
    }
    return result.output
  }

  /// Runs `tool` to its end (killed after 20 s), `environment` added to the test's; its status,
  /// standard output and standard error.
  static func runWithErrors(
    _ tool: URL, _ arguments: [String], environment: [String: String] = [:]
  ) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = ["20", tool.path] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(
      environment, uniquingKeysWith: { $1 })
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Standard error is read on another thread, so neither pipe can fill while the other is read.
    let errorText = LockedText()
    let reader = Thread {
      errorText.append(
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }
    reader.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !reader.isFinished { usleep(1_000) }
    return (process.terminationStatus, String(decoding: data, as: UTF8.self), errorText.value)
  }
}
