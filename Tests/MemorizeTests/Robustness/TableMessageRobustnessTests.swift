import Foundation
import Memorize
import Testing

/// Replays every committed fuzz input for the messages a shared table is sent, through the
/// fuzzer's own checks, on one table as the fuzzer keeps one.
@Suite("Robustness: messages to a shared table")
struct TableMessageRobustnessTests {
  @Test func everyCommittedInputKeepsEveryPromise() throws {
    let inputs =
      FuzzInputRobustnessTests.inputs("corpus", "table-message")
      + FuzzInputRobustnessTests.inputs("regressions", "table-message")
    #expect(inputs.count >= 5)
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let probe = TableMessageProbe(folder: folder.url)
    // Twice over, so later inputs meet a table that has started and seats held by tokens.
    for file in inputs + inputs {
      let bytes = Array(try Data(contentsOf: file))
      #expect(probe.violations(bytes) == [], "\(file.lastPathComponent)")
    }
    #expect(probe.host.hasStarted)
  }

  @Test func nonsenseLinesAreAnsweredWithOneErrorEach() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let probe = TableMessageProbe(folder: folder.url)
    // Every kind of nonsense a line can hold is answered with one error and changes nothing.
    let lines = [
      "", "{", "\u{0}", String(repeating: "{\"a\":", count: 300), "[1,2,3]", "\"hello\"",
    ]
    #expect(probe.violations(Array(lines.joined(separator: "\n").utf8)) == [])
  }
}
