import CardGames
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// The status line, the section and the foot's keys each asked the app for the section's
/// board, and each board made the status items, verdicts and cards afresh: several times a
/// frame. A frame now makes its board once (``FrameDoor``).
@Suite("One board, with its status items, made once a frame")
struct FrameBoardTests {
  @Test(
    "Each section's frame makes its board once, however often it is asked",
    arguments: [Section.memorize, .matchismo, .set])
  func oncePerFrame(section: Section) throws {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24)) { app in
      app.startMemorize(theme: Theme.builtIns[2], pairs: 8, seed: 3)
    }
    _ = fixture.app.send(.select(section))
    let door = fixture.screen.door
    _ = fixture.draw()
    let asked = door.boardsAsked
    let made = door.boardsMade
    _ = fixture.draw()
    // Asked several times (the status line, the section, its keys), made once.
    #expect(door.boardsAsked - asked > 1, "asked \(door.boardsAsked - asked) times")
    #expect(door.boardsMade - made == 1)
  }

  @Test("Between frames a board is fresh: a card chosen shows in the next read")
  func freshBetweenFrames() throws {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24)) { app in
      app.startMemorize(theme: Theme.builtIns[2], pairs: 8, seed: 3)
    }
    let door = fixture.screen.door
    _ = fixture.draw()
    let card = try #require(door.board(of: .memorize)?.cards.first)
    #expect(!card.isFaceUp)
    fixture.app.send(.choose(cardID: card.id))
    #expect(door.board(of: .memorize)?.cards.first?.isFaceUp == true)
  }
}
