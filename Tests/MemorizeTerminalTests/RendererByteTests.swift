import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// The bytes the screen costs on the wire, through the real diff renderer, replayed on an
/// in-memory terminal to prove they draw exactly the frame.
@Suite("Renderer bytes")
struct RendererByteTests {
  /// A renderer and the terminal its bytes go to.
  private struct Wire {
    var renderer = DiffRenderer(profile: .trueColor, usesSynchronizedOutput: true)
    var terminal = VirtualTerminal(width: 80, height: 24)

    /// Renders `frame`, applies the bytes, checks the terminal shows the frame; returns the count.
    mutating func send(_ frame: CellBuffer, sourceLocation: SourceLocation = #_sourceLocation)
      -> Int
    {
      let bytes = renderer.render(frame)
      terminal.apply(bytes)
      #expect(
        terminal.mismatches(against: frame, profile: .trueColor) == [],
        sourceLocation: sourceLocation)
      #expect(terminal.anomalies == [], sourceLocation: sourceLocation)
      return bytes.count
    }
  }

  /// The 24-card board (`--pairs 12`) at 80×24.
  private func board(animates: Bool) -> ScreenFixture {
    ScreenFixture(.small, animates: animates) { app in
      app.startMemorize(theme: .halloween, pairs: 12, seed: 3)
    }
  }

  @Test("First frame, one flipped card, then idle: exact byte counts")
  func flipOneCard() throws {
    let fixture = board(animates: false)
    var wire = Wire()
    let first = wire.send(fixture.draw())
    #expect(first == 3_252)
    #expect((2_000..<16_000).contains(first))
    #expect(wire.terminal.synchronizedUpdates == (begun: 1, ended: 1))

    fixture.press(.character(" "))
    #expect(try fixture.memorize.cards[0].isFaceUp)
    let flip = wire.send(fixture.draw())
    #expect(flip == 254)
    #expect(flip < 2_048)

    #expect(wire.send(fixture.draw()) == 0)
    #expect(wire.send(fixture.draw()) == 0)
    #expect(wire.terminal.synchronizedUpdates == (begun: 2, ended: 2))
  }

  @Test("A whole animated flip at 60 Hz: three frames that differ, exact bytes, then nothing")
  func animatedFlip() throws {
    let fixture = board(animates: true)
    var wire = Wire()
    _ = wire.send(fixture.draw())
    // Let the deal finish (24 cards: 23 × 0.03 s + 0.3 s) and the autosave run.
    fixture.clock.advance(by: 1)
    _ = fixture.screen.tick(now: .now)
    _ = wire.send(fixture.draw())
    #expect(fixture.screen.nextWakeup == nil)

    _ = fixture.screen.handle(.key(KeyPress(.character(" "))))
    var frames: [Int] = []
    for step in 0...18 {
      if step > 0 { fixture.clock.advance(by: 1.0 / 60) }
      frames.append(wire.send(fixture.draw()))
    }
    // Edge-on (with the flip count), half-width face, the face: every other 60 Hz frame is
    // identical to the one before and writes nothing.
    #expect(frames.filter { $0 > 0 }.count == 3, "\(frames)")
    #expect(frames.allSatisfy { $0 < 2_048 }, "\(frames)")
    #expect(frames.reduce(0, +) == 553, "\(frames)")
    // Past 0.25 s the card has settled: nothing left to send.
    fixture.clock.advance(by: 0.05)
    #expect(wire.send(fixture.draw()) == 0)
  }

  @Test("Every screen's first frame replays exactly, and redrawing it costs nothing")
  func everyScreenReplays() throws {
    let scenes: [(String, ScreenFixture)] = [
      ("chooser", ScreenFixture(.small)),
      ("board", try ScreenSnapshotTests.memorizeInPlay(.small)),
      ("set", try ScreenSnapshotTests.setInPlay(.small, profile: .trueColor)),
      ("statistics", try ScreenSnapshotTests.statisticsAfterGames(.small)),
    ]
    for (name, fixture) in scenes {
      var wire = Wire()
      #expect(wire.send(fixture.draw()) > 0, "\(name)")
      #expect(wire.send(fixture.draw()) == 0, "\(name)")
    }
  }
}
