import Foundation
import Testing

/// `--players` seats the same table in both faces of the terminal program (issue 23's
/// play-test: the full screen seated a person called "computer good", where the plain mode's
/// `players` seats the computer).
@Suite("--players in both faces", .serialized)
struct PlayersFlagTests {
  static let arguments = [
    "--players", "Ana,computer good", "--theme", "animals", "--pairs", "2", "--seed", "1",
  ]

  @Test("'computer good' seats Computer (good) in the plain mode and on the full screen alike")
  func computerSeat() throws {
    // The plain mode says the table it seats.
    let plainFolder = try TemporaryFolder()
    let plain = try runToEnd(
      try Executables.memorize(), ["--plain"] + Self.arguments,
      environment: plainFolder.programEnvironment(term: "dumb"), in: plainFolder, input: "")
    #expect(plain.status == 0, "\(plain.errorText)")
    let seated = plain.outputLines.first { $0.hasPrefix("Players: ") }
    #expect(seated == "Players: Ana, Computer (good)", "\(plain.outputText)")

    // The full screen seats the same table: drawn, and saved, as the plain mode reads it back.
    let app = try MemorizeInTmux(arguments: Self.arguments)
    defer { app.close() }
    try app.tmux.waitUntil("the computer's seat") { $0.description.contains("Computer (good)") }
    #expect(try !app.tmux.capture().description.contains("computer good"))
    try app.tmux.press(["q"])
    #expect(try app.waitForExit().status == 0)
    let resumed = try runToEnd(
      try Executables.memorize(), ["--plain"],
      environment: app.folder.programEnvironment(term: "dumb"), in: app.folder, input: "")
    #expect(resumed.outputLines.first { $0.hasPrefix("Players: ") } == seated)
  }
}
