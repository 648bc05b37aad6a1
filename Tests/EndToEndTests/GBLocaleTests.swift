import Foundation
import Testing

/// A player called 小明 given on the command line in the locale's own bytes: under
/// `zh_CN.GB18030` the game speaks Chinese and names 小明 in GB18030 bytes; under `LANG=C` it
/// names the seat, "Player 1", never question marks.
@Suite("Chinese names outside UTF-8", .serialized)
struct GBLocaleTests {
  /// 小明 in GB18030, as octal escapes for printf(1).
  static let xiaoMing = #"\320\241\303\367"#

  /// Runs `memorize --plain` with `--players` given as the bytes `printf` makes of `players`.
  static func run(players: String, environment variables: [String: String]) throws -> Finished {
    let folder = try TemporaryFolder()
    var environment = folder.programEnvironment(term: "xterm-256color")
    environment.merge(variables) { _, new in new }
    let script =
      #"exec "$0" --plain --theme animals --pairs 2 --seed 1 --players "$(printf '"#
      + players + #"')""#
    return try runToEnd(
      URL(fileURLWithPath: "/bin/sh"), ["-c", script, try Executables.memorize().path],
      environment: environment, in: folder, input: "quit\n")
  }

  @Test("zh_CN.GB18030: Chinese lines in GB18030 bytes, 小明 among them")
  func gb18030() throws {
    let result = try Self.run(
      players: Self.xiaoMing + ",Ana", environment: ["LANG": "zh_CN.GB18030"])
    #expect(result.status == 0)
    // Whole lines, in GB18030 bytes: 玩家：小明、Ana, and 轮到小明.
    let players: [UInt8] =
      [0x0A, 0xCD, 0xE6, 0xBC, 0xD2, 0xA3, 0xBA, 0xD0, 0xA1, 0xC3, 0xF7, 0xA1, 0xA2]
      + Array("Ana\n".utf8)
    let turn: [UInt8] = [0x0A, 0xC2, 0xD6, 0xB5, 0xBD, 0xD0, 0xA1, 0xC3, 0xF7, 0x0A]
    #expect(Array(result.standardOutput).firstRange(of: turn) != nil)
    let gbLine = players
    #expect(Array(result.standardOutput).firstRange(of: gbLine) != nil)
    // 输入“help”查看命令。 with its own quotation marks (A1 B0, A1 B1), not ASCII ones.
    let hint: [UInt8] = [
      0x0A, 0xCA, 0xE4, 0xC8, 0xEB, 0xA1, 0xB0, 0x68, 0x65, 0x6C, 0x70, 0xA1, 0xB1, 0xB2, 0xE9,
      0xBF, 0xB4, 0xC3, 0xFC, 0xC1, 0xEE, 0xA1, 0xA3, 0x0A,
    ]
    #expect(Array(result.standardOutput).firstRange(of: hint) != nil)
    // The scores' middle dot is GB18030's A1 A4, not ".".
    #expect(Array(result.standardOutput).firstRange(of: [0x20, 0xA1, 0xA4, 0x20]) != nil)
    #expect(Array(result.standardOutput).firstRange(of: Array(" . ".utf8)) == nil)
  }

  @Test("LANG=C: 小明 (as UTF-8) is Player 1 in every line, and only ASCII is sent")
  func ascii() throws {
    let result = try Self.run(
      players: #"\345\260\217\346\230\216,Ana"#, environment: ["LANG": "C", "LC_ALL": "C"])
    #expect(result.status == 0)
    #expect(!(result.standardOutput + result.standardError).contains { $0 >= 0x80 })
    #expect(
      result.outputLines == [
        "Memorize: Animals, 4 cards.", "Players: Player 1, Ana", "Player 1 to move",
        // Curly quotes are sent as ASCII's where the charset has none.
        "Type \"help\" for the commands.",
        "Player 1: 0 pairs, 0 pts . Ana: 0 pairs, 0 pts",
        "Saved. Goodbye.",
      ], "\(result.outputLines)")
  }
}
