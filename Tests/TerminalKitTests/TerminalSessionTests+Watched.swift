import Glibc
import TerminalTestSupport
import Testing

@testable import TerminalKit

/// A program's own descriptor (a connection) wakes the loop as the terminal does: what arrives
/// there is read and drawn without a key being pressed.
extension TerminalSessionTests {
  /// Watches the read end of a pipe; the first frame writes a word into it, and each word read
  /// is drawn. "bye" quits.
  final class WatchingProgram: TerminalProgram {
    let readEnd: Int32
    let writeEnd: Int32
    var heard: [String] = []
    var frames: [String] = []
    var keys = 0
    var watches = true

    init() throws {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { throw TerminalError.systemCall("pipe", errno: errno) }
      readEnd = ends[0]
      writeEnd = ends[1]
    }

    deinit {
      close(readEnd)
      close(writeEnd)
    }

    func say(_ word: String) {
      let bytes = Array(word.utf8)
      _ = write(writeEnd, bytes, bytes.count)
    }

    func handle(_ event: InputEvent) -> LoopAction {
      keys += 1
      return .quit
    }

    func draw(into buffer: inout CellBuffer) {
      let text = heard.last ?? "nothing yet"
      buffer.put(text, x: 0, y: 0)
      frames.append(text)
      if frames.count == 1 { say("hello") }
    }

    var watchedDescriptor: Int32? { watches ? readEnd : nil }

    func watchedDescriptorReady() -> LoopAction {
      var bytes = [UInt8](repeating: 0, count: 64)
      let count = read(readEnd, &bytes, bytes.count)
      guard count > 0 else { return .quit }
      let word = String(decoding: bytes[0..<count], as: UTF8.self)
      heard.append(word)
      if word == "hello" { say("bye") }
      return word == "bye" ? .quit : .continue
    }
  }

  @Test func theProgramsDescriptorWakesTheLoopAndIsDrawn() throws {
    let pty = try PseudoTerminal(width: 20, height: 4)
    let original = pty.attributes()
    let program = try WatchingProgram()
    let session = TerminalSession(
      configuration: .init(
        input: pty.device, output: pty.device, colorProfile: .ansi256,
        installsSignalHandlers: false))
    #expect(try session.run(program) == .quit)
    // No key was pressed: the pipe alone woke the loop, twice, and the frame between showed
    // the first word.
    #expect(program.keys == 0)
    #expect(program.heard == ["hello", "bye"])
    #expect(program.frames == ["nothing yet", "hello"])
    #expect(Self.sameAttributes(pty.attributes(), original))
  }

  @Test func aProgramThatStopsWatchingIsNotWokenByIt() throws {
    let pty = try PseudoTerminal(width: 20, height: 4)
    let program = try WatchingProgram()
    program.watches = false
    let session = TerminalSession(
      configuration: .init(
        input: pty.device, output: pty.device, colorProfile: .ansi256,
        installsSignalHandlers: false))
    // The word the first frame writes waits in the pipe unread; only the key ends the loop.
    pty.send("x")
    #expect(try session.run(program) == .quit)
    #expect(program.keys == 1)
    #expect(program.heard == [])
  }
}
