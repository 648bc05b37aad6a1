import Glibc
import Testing

@testable import TerminalKit

@Suite("Line reader")
struct LineReaderTests {
  /// A pipe holding `bytes`, its write end closed unless `keepOpen`.
  private func reader(
    _ bytes: [UInt8], keepOpen: Bool = false, limit: Int = 16
  ) throws -> (LineReader, Int32) {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    if !keepOpen {
      close(ends[1])
      ends[1] = -1
    }
    return (
      try LineReader(input: ends[0], maximumLineLength: limit, catchesSignals: false), ends[1]
    )
  }

  @Test("Lines, a CRLF line and an unterminated last line, then the end")
  func lines() throws {
    let (reader, _) = try reader(Array("one\ntwo\r\n\nlast".utf8))
    defer { close(reader.input) }
    var events: [LineReader.Event] = []
    while events.last != .endOfInput { events.append(reader.next(timeout: .seconds(5))) }
    #expect(events == [.line("one"), .line("two"), .line(""), .line("last"), .endOfInput])
  }

  @Test("A line past the limit keeps its first bytes; the next line is whole")
  func longLine() throws {
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: 60_000)  // less than a pipe holds
    let (reader, _) = try reader(long + Array("\nnext\n".utf8))
    defer { close(reader.input) }
    #expect(reader.next(timeout: .seconds(5)) == .line(String(repeating: "x", count: 16)))
    #expect(reader.next(timeout: .seconds(5)) == .line("next"))
    #expect(reader.next(timeout: .seconds(5)) == .endOfInput)
  }

  @Test("Silence past the timeout is reported, and a line after it still arrives")
  func timeout() throws {
    let (reader, writeEnd) = try reader(Array("a".utf8), keepOpen: true)
    defer {
      close(writeEnd)
      close(reader.input)
    }
    #expect(reader.next(timeout: .milliseconds(20)) == .timedOut)
    _ = Array("b\n".utf8).withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
    #expect(reader.next(timeout: .seconds(5)) == .line("ab"))
  }

  @Test("Another descriptor with something to read wakes the reader; a line waiting comes first")
  func otherDescriptor() throws {
    let (reader, writeEnd) = try reader(Array("a".utf8), keepOpen: true)
    var other: [Int32] = [-1, -1]
    try #require(pipe(&other) == 0)
    defer {
      close(writeEnd)
      close(reader.input)
      close(other[0])
      close(other[1])
    }
    #expect(reader.next(timeout: .milliseconds(20), alsoWatching: other[0]) == .timedOut)
    _ = Array("x".utf8).withUnsafeBytes { write(other[1], $0.baseAddress, $0.count) }
    #expect(reader.next(timeout: .seconds(5), alsoWatching: other[0]) == .otherReady)
    _ = Array("\n".utf8).withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
    var events: [LineReader.Event] = []
    // The other pipe is still readable: the line comes once the reader has read its input.
    for _ in 0..<10 where events.last != .line("a") {
      events.append(reader.next(timeout: .seconds(5), alsoWatching: other[0]))
    }
    #expect(events.last == .line("a"))
  }
}
