import Memorize
import Testing

@testable import MemorizeTerminal

/// Issue 22: every key a player uses acts or says why not, in the view model's words, on the
/// real handler of the full screen.
@Suite("Every key answers")
struct EveryKeyAnswersTests {
  @Test("Esc in the chooser with no game yet says there is none")
  func escapeWithNoGame() {
    let fixture = ScreenFixture(.small)
    #expect(fixture.app.memorize == nil)
    fixture.press(.escape)
    #expect(fixture.snapshot().contains("No game yet: choose a theme to play."))
  }

  @Test("i with no pair seen says so on the board's line, until the next thing done")
  func hintWithNothingSeen() {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 3)
    }
    fixture.press(.character("i"))
    #expect(fixture.snapshot().contains("No pair seen yet: turn more cards first."))
    fixture.press(.enter)
    #expect(!fixture.snapshot().contains("No pair seen yet"))
  }

  @Test("o says which way reduced motion went")
  func reducedMotionIsAcknowledged() {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 3)
    }
    fixture.press(.character("o"))
    #expect(fixture.app.reducesMotion)
    #expect(fixture.snapshot().contains("Reduced motion on."))
    fixture.press(.character("o"))
    #expect(fixture.snapshot().contains("Reduced motion off."))
  }

  @Test("A face-up card chosen again says why nothing happened")
  func faceUpCardAgain() throws {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 3)
    }
    fixture.press(.enter)
    #expect(try fixture.memorize.flipCount == 1)
    fixture.press(.enter)
    #expect(fixture.snapshot().contains("Already face up."))
  }
}
