import CardGames
import Foundation
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// A small Set card shows every one of its symbols: the colour mark never covers one.
@Suite("Set card faces at small sizes")
struct SetCardFaceTests {
  /// The symbols of the Set cards on the board, as the board presentation gives them.
  static func symbols(_ app: AppModel) -> [SetSymbol] {
    (app.board(of: .set)?.cards ?? []).compactMap { card in
      guard case .set(let symbol) = card.face else { return nil }
      return symbol
    }
  }

  /// The board of Set with seed 3 (card 1: three green solid diamonds, card 4: two purple open
  /// squiggles) at `size`, card 1 focused.
  static func setBoard(
    _ size: TerminalSize, profile: ColorProfile, charset: TerminalCharset = .utf8, deals: Int = 0
  ) -> ScreenFixture {
    let fixture = ScreenFixture(size, profile: profile, charset: charset) { app in
      app.startSet(seed: 3)
    }
    for _ in 0..<deals { fixture.app.set.dealThreeMore() }
    fixture.press(.character("3"))
    return fixture
  }

  @Test(
    "40×15, the first row of cards: three symbols stay three, beside the mark as one and two do",
    arguments: [
      (Language.english, ColorProfile.trueColor, "    │◆◆◆ g│ │○ ○ g│ │  ● g│ │▯ ▯ p│     "),
      (.english, .none, "    │◆◆◆ g│ │○ ○ g│ │  ● g│ │▯ ▯ p│     "),
      (.simplifiedChinese, .trueColor, "    │◆◆◆绿│ │○ ○绿│ │ ● 绿│ │▯ ▯紫│     "),
      (.simplifiedChinese, .none, "    │◆◆◆绿│ │○ ○绿│ │ ● 绿│ │▯ ▯紫│     "),
    ])
  func firstRowAt40x15(language: Language, profile: ColorProfile, row: String) {
    Localization.withLanguage(language) {
      let frame = Self.setBoard(TerminalSize(width: 40, height: 15), profile: profile).draw()
      #expect(frame.text(inRow: 2) == row)
    }
  }

  @Test("40×15 in ASCII: a card too narrow for its symbols shows their count and one symbol")
  func asciiAt40x15() {
    let frame = Self.setBoard(
      TerminalSize(width: 40, height: 15), profile: .none, charset: .ascii
    ).draw()
    #expect(frame.text(inRow: 2) == "    |3<#>g| |2( )g| |(#) g| |2{ }p|     ")
  }

  /// The text inside `frame`'s border, row by row, each wide glyph once.
  static func inside(_ frame: Rect, of buffer: CellBuffer) -> [String] {
    (frame.y + 1..<frame.maxY - 1).map { y in
      (frame.x + 1..<frame.maxX - 1).map { buffer[x: $0, y: y].text }.joined()
    }
  }

  @Test(
    "Every card at every size from 40×12 shows its count of symbols, and its mark without colour",
    arguments: [Language.english, .simplifiedChinese])
  func everyCardShowsItsCount(language: Language) throws {
    try Localization.withLanguage(language) {
      let sizes = [(40, 12), (40, 15), (44, 13), (52, 16), (60, 20), (80, 24)]
      for (width, height) in sizes {
        for (profile, charset) in [
          (ColorProfile.trueColor, TerminalCharset.utf8), (.none, .utf8), (.none, .ascii),
          (.ansi16, .ascii),
        ] {
          for deals in 0...3 {
            let fixture = Self.setBoard(
              TerminalSize(width: width, height: height), profile: profile, charset: charset,
              deals: deals)
            let buffer = fixture.draw()
            for (index, card) in Self.symbols(fixture.app).enumerated() {
              guard let frame = fixture.screen.hits.rect(of: .card(index)) else { continue }
              let text = Self.inside(frame, of: buffer).joined(separator: "\n")
              let glyph =
                charset == .ascii
                ? SetBoardView.asciiGlyph(card.shape, card.shading)
                : SetBoardView.glyph(card.shape, card.shading)
              let count = card.count
              let mark = card.inkMark
              let place = "\(width)×\(height) \(profile) \(charset) card \(index + 1):\n\(text)"
              // Large symbols are drawn as blocks; every smaller card shows the count.
              let large = text.contains(charset == .ascii ? "#" : "█") && frame.height >= 9
              #expect(
                large
                  || text.contains(Array(repeating: glyph, count: count).joined(separator: " "))
                  || text.contains(String(repeating: glyph, count: count))
                  || text.trimmingCharacters(in: .whitespaces).hasPrefix("\(count)"),
                "count lost: \(place)")
              // Without colour the mark is the only colour cue: every card shows it, inside
              // or, where the inside has no room for it, on the bottom edge (issue 23: cards
              // of 4 columns at 40×15 showed none).
              let edge = (frame.x + 1..<frame.maxX - 1).map {
                buffer[x: $0, y: frame.maxY - 1].text
              }
              if profile == .none {
                #expect(
                  text.contains(mark) || edge.joined().contains(mark), "mark lost: \(place)")
              }
              // With colour, closed-up symbols keep the mark beside them where they fit so.
              let closedWithMark = count * DisplayWidth.of(glyph) + DisplayWidth.of(mark)
              if profile != .none && !large && frame.height == 3
                && frame.width - 2 >= closedWithMark
              {
                #expect(text.contains(mark), "mark left out: \(place)")
              }
            }
          }
        }
      }
    }
  }
}

/// Issue 23: at 40×15 a Matchismo card is two columns inside, and a 10 showed "10" without its
/// suit.
@Suite("Matchismo card faces at small sizes")
struct MatchismoSmallFaceTests {
  @Test("At 40×15 a chosen 10 shows its rank inside and its suit on the bottom edge")
  func tenKeepsItsSuit() throws {
    let fixture = ScreenFixture(TerminalSize(width: 40, height: 15))
    fixture.press(.character("2"))
    let game = fixture.app.matchismo
    let ten = try #require(
      game.cards.indices.first { game.cards[$0].playingCard.rank.symbol == "10" })
    game.choose(at: ten)
    let buffer = fixture.draw()
    let frame = try #require(fixture.screen.hits.rect(of: .card(ten)))
    let inside = (frame.x + 1..<frame.maxX - 1).map { buffer[x: $0, y: frame.y + 1].text }.joined()
    let edge = (frame.x + 1..<frame.maxX - 1).map { buffer[x: $0, y: frame.maxY - 1].text }.joined()
    #expect(frame.width == 4, "the card this test is about: two columns inside")
    #expect(inside == "10")
    #expect(edge.hasSuffix(game.cards[ten].playingCard.suit.symbol), "\(edge)")
  }
}
