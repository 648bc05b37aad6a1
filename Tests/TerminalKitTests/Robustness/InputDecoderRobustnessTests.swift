import Foundation
import TerminalKit
import TerminalTestSupport
import Testing

/// Replays every committed fuzz input for the decoder: the seed corpus and any input that once
/// broke it (`Fuzz/regressions/input-decoder/`), through the same checks as the fuzzer.
@Suite("Robustness: input decoder fuzz inputs")
struct InputDecoderRobustnessTests {
  static let fuzzFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz", isDirectory: true)

  static func inputs(_ kind: String) -> [URL] {
    let folder = fuzzFolder.appendingPathComponent("\(kind)/input-decoder", isDirectory: true)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  @Test("The seed corpus is there to replay")
  func corpusExists() {
    #expect(Self.inputs("corpus").count >= 5)
  }

  @Test("Committed inputs keep every promise", arguments: inputs("corpus") + inputs("regressions"))
  func replay(_ file: URL) throws {
    let bytes = Array(try Data(contentsOf: file))
    #expect(InputDecoderProbe.violations(in: bytes) == [], "\(file.lastPathComponent)")
  }

  @Test("Hostile byte streams keep every promise")
  func hostileStreams() {
    var generator = SplitMix64(seed: 193)
    var streams: [[UInt8]] = [
      Array("\u{1B}[200~\u{1B}[2J\u{9B}31m\u{202E}evil\r\n\u{1B}[201~".utf8),
      Array(repeating: 0x1B, count: 500),
      [0x1B, 0x5B] + Array(repeating: 0x31, count: 10_000) + [0x7E],
      Array("\u{1B}[<0;99999999999999999999;1M\u{1B}[<-1;-1;-1M\u{1B}[M   ".utf8),
      [0xF4, 0x90, 0x80, 0x80, 0xED, 0xA0, 0x80, 0xC0, 0xAF, 0xFF, 0xFE],
    ]
    for _ in 0..<200 {
      streams.append((0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }
    for stream in streams {
      #expect(InputDecoderProbe.violations(in: stream) == [])
    }
  }
}
