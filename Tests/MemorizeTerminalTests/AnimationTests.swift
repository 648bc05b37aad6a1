import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Animations on a hand-moved clock: what a frame shows part-way, and when the loop must wake.
@Suite("Animation")
struct AnimationTests {
  /// Halloween, 8 pairs, animated, at 80×24; the deal has finished and the autosave is done.
  private func dealtBoard() throws -> ScreenFixture {
    let fixture = ScreenFixture(.small, animates: true) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    fixture.draw()
    #expect(fixture.screen.nextWakeup == .milliseconds(16), "dealing")
    // 16 cards: the last starts 15 × 0.03 s in and takes 0.3 s. Binary fractions keep the
    // clock exact.
    fixture.clock.advance(by: 1)
    _ = fixture.screen.tick(now: .now)
    fixture.draw()
    return fixture
  }

  @Test("Idle with no game: no wake-up at all")
  func idleWithoutGame() {
    let fixture = ScreenFixture(.small, animates: true)
    fixture.draw()
    #expect(fixture.screen.nextWakeup == nil)
    fixture.press(.down)
    #expect(fixture.screen.nextWakeup == nil)
    for section in ["4", "3"] {
      fixture.press(.character(Character(section)))
      // A change was made (the section): only the autosave is pending, a second away.
      #expect(fixture.screen.nextWakeup == .milliseconds(1000), "section \(section)")
    }
    fixture.clock.advance(by: 1)
    _ = fixture.screen.tick(now: .now)
    #expect(fixture.screen.nextWakeup == nil)
    // Matchismo's first appearance deals its 24 cards: 60 Hz for 0.99 s, then quiet again.
    fixture.press(.character("2"))
    #expect(fixture.screen.nextWakeup == .milliseconds(16))
    fixture.clock.advance(by: 1)
    _ = fixture.screen.tick(now: .now)
    fixture.draw()
    #expect(fixture.screen.nextWakeup == nil)
  }

  @Test("After the deal, with the game clock not started, nothing wakes the loop")
  func idleAfterDeal() throws {
    let fixture = try dealtBoard()
    #expect(fixture.screen.nextWakeup == nil)
  }

  @Test("A flip narrows the card to its edge, then opens on the face; 60 Hz only meanwhile")
  func flip() throws {
    let fixture = try dealtBoard()
    let game = try fixture.memorize
    let frame = try #require(fixture.screen.hits.rect(of: .card(0)))
    fixture.press(.character(" "))
    #expect(game.cards[0].isFaceUp)
    #expect(fixture.screen.nextWakeup == .milliseconds(16))

    // 0.0625 s into 0.25 s: a quarter of the way, the back still showing, half as wide.
    fixture.clock.advance(by: 0.0625)
    let middle = fixture.draw()
    let rows = frame.rows(of: middle)
    assertSnapshot(rows.joined(separator: "\n"), named: "flip-quarter-way-card")
    #expect(rows.allSatisfy { $0.hasPrefix("  ") && $0.hasSuffix("  ") })
    #expect(rows[0].trimmingCharacters(in: .whitespaces) == "╔══╗")
    #expect(!rows.joined().contains(game.cards[0].content))
    #expect(fixture.screen.nextWakeup == .milliseconds(16))

    // At 0.25 s the card is whole again, face up.
    fixture.clock.advance(by: 0.1875)
    let done = fixture.draw()
    let face = frame.rows(of: done)
    #expect(face[0] == "╔" + String(repeating: "═", count: frame.width - 2) + "╗")
    #expect(face.joined().contains(game.cards[0].content))
    #expect(!face.joined().contains("░"))
    // Only the play clock is left: it next changes at one second of play, 0.75 s away.
    #expect(fixture.screen.nextWakeup == .milliseconds(750))
  }

  @Test("Without animation a flip is drawn finished at once and nothing wakes at 60 Hz")
  func flipWithoutAnimation() throws {
    let fixture = ScreenFixture(.small, animates: false) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    fixture.draw()
    let frame = try #require(fixture.screen.hits.rect(of: .card(0)))
    fixture.press(.character(" "))
    let face = frame.rows(of: fixture.draw()).joined()
    #expect(face.contains(try fixture.memorize.cards[0].content))
    #expect(fixture.screen.nextWakeup == .milliseconds(1000))
  }

  @Test("A mismatch shakes both cards, then they rest face up in place")
  func mismatchShake() throws {
    let fixture = try dealtBoard()
    let game = try fixture.memorize
    let other = try #require((1..<16).first { game.cards[$0].content != game.cards[0].content })
    let frames = try [0, other].map { try #require(fixture.screen.hits.rect(of: .card($0))) }
    fixture.press(.character(" "))
    fixture.clock.advance(by: 0.5)
    fixture.draw()
    for _ in 0..<other { fixture.press(.right) }
    fixture.press(.character(" "))
    #expect(fixture.screen.nextWakeup == .milliseconds(16))
    fixture.clock.advance(by: 1)
    let rested = fixture.draw()
    for frame in frames {
      #expect(frame.rows(of: rested)[0].first == "╭" || frame.rows(of: rested)[0].first == "╔")
    }
    #expect(fixture.screen.nextWakeup != .milliseconds(16))
  }
}

@Suite("Animation wake-ups")
struct AnimationWakeupTests {
  @Test("A motion that ends between drawing and asking still gets its final frame")
  func finalFrameAfterMotionEnds() {
    let fixture = ScreenFixture(.small, animates: true) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    fixture.draw()
    fixture.clock.advance(by: 1)
    fixture.draw()
    fixture.press(.character(" "))
    fixture.draw()
    // Draw just before the flip ends, then let time pass its end without drawing: the frame
    // on screen is mid-flip, so the loop must still wake once more.
    fixture.clock.advance(by: BoardAnimator.flipDuration - 0.0078125)
    fixture.draw()
    fixture.clock.advance(by: 0.0625)
    #expect(fixture.screen.nextWakeup == .milliseconds(16))
    fixture.draw()
    #expect(fixture.screen.nextWakeup != .milliseconds(16))
  }
}

@Suite("Reduced motion")
struct ReducedMotionScreenTests {
  @Test("With reduced motion the board is dealt, flipped and shaken in one final frame each")
  func everyChangeOnce() throws {
    let fixture = ScreenFixture(.small, animates: true) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
      app.setReducesMotion(true)
    }
    let dealt = fixture.draw()
    #expect(fixture.screen.nextWakeup != .milliseconds(16), "no deal animation")
    let game = try fixture.memorize
    let frame = try #require(fixture.screen.hits.rect(of: .card(0)))
    #expect(frame.rows(of: dealt)[0].first == "╔")
    fixture.press(.character(" "))
    #expect(fixture.screen.nextWakeup == .milliseconds(1000), "only the play clock")
    #expect(frame.rows(of: fixture.draw()).joined().contains(game.cards[0].content))
    let other = try #require((1..<16).first { game.cards[$0].content != game.cards[0].content })
    for _ in 0..<other { fixture.press(.right) }
    fixture.press(.character(" "))
    #expect(fixture.screen.nextWakeup != .milliseconds(16), "no shake")
  }

  @Test("o turns reduced motion on mid-flip: the next frame is the final one; o again turns it off")
  func toggle() throws {
    let fixture = ScreenFixture(.small, animates: true) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    fixture.draw()
    fixture.clock.advance(by: 1)
    fixture.draw()
    let game = try fixture.memorize
    let frame = try #require(fixture.screen.hits.rect(of: .card(0)))
    fixture.press(.character(" "))
    fixture.clock.advance(by: 0.0625)
    #expect(!frame.rows(of: fixture.draw()).joined().contains(game.cards[0].content))
    fixture.press(.character("o"))
    #expect(fixture.app.reducesMotion)
    #expect(frame.rows(of: fixture.draw()).joined().contains(game.cards[0].content))
    #expect(fixture.screen.nextWakeup != .milliseconds(16))
    fixture.press(.character("o"))
    #expect(!fixture.app.reducesMotion)
    fixture.press(.right)
    fixture.press(.character(" "))
    #expect(fixture.screen.nextWakeup == .milliseconds(16), "motion is back")
  }
}
