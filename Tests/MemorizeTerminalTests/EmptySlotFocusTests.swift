import CardGames
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// The focus on a slot whose card has left the table is the slot's four corners, a frame around
/// nothing: never a lone top edge that looks like a card's remains.
@Suite("Focus on an empty slot")
struct EmptySlotFocusTests {
  /// Halloween, six pairs at 80×24: card 1 and its twin matched by the player, card 2 chosen
  /// next (so the pair leaves the table), then the focus moved back onto card 1's slot.
  static func focusOnMatchedSlot(charset: TerminalCharset) throws -> ScreenFixture {
    let fixture = ScreenFixture(TerminalSize(width: 80, height: 24), charset: charset) { app in
      app.startMemorize(theme: .halloween, pairs: 6, seed: 3)
    }
    fixture.press(.character("1"))
    let twin = try fixture.twin(of: 0)
    #expect(twin == 2)
    try fixture.click(.card(twin))
    try fixture.click(.card(0))
    fixture.press(.right)
    fixture.press(.character(" "))
    fixture.press(.left)
    #expect(try fixture.memorize.cards[0].isMatched)
    return fixture
  }

  @Test("The player's own match: four corners around card 1's empty slot, none around its twin's")
  func ownMatchLeavesAFrame() throws {
    let frame = try Self.focusOnMatchedSlot(charset: .utf8).draw()
    #expect(frame.text(inRow: 2).hasPrefix(" ╒          ╕ ╭──────────╮              ╭"))
    for row in 3...9 {
      #expect(frame.text(inRow: row).hasPrefix("              │"), "row \(row)")
    }
    #expect(frame.text(inRow: 10).hasPrefix(" ╘          ╛ ╰──────────╯              ╰"))
  }

  @Test("In ASCII the same frame: + at the four corners")
  func asciiCursor() throws {
    let frame = try Self.focusOnMatchedSlot(charset: .ascii).draw()
    #expect(frame.text(inRow: 2).hasPrefix(" +          + +----------+              +"))
    #expect(frame.text(inRow: 5).hasPrefix("              |"))
    #expect(frame.text(inRow: 10).hasPrefix(" +          + +----------+              +"))
  }
}
