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
/// suit; then its suit on the bottom edge, which read as a stray mark (play-test). Now it reads
/// "T♠", rank and suit inside as every other rank's.
@Suite("Matchismo card faces at small sizes")
struct MatchismoSmallFaceTests {
  /// Matchismo at `size` in threes with the first 10 and the first card of a one-character
  /// rank chosen (face up, no outcome yet).
  static func chosen(_ size: TerminalSize) throws -> (
    fixture: ScreenFixture, ten: Int, other: Int
  ) {
    let fixture = ScreenFixture(size)
    fixture.press(.character("2"))
    let game = fixture.app.matchismo
    #expect(game.setMatchCount(3))
    let ten = try #require(
      game.cards.indices.first { game.cards[$0].playingCard.rank.symbol == "10" })
    let other = try #require(
      game.cards.indices.first { game.cards[$0].playingCard.rank.symbol.count == 1 })
    game.choose(at: ten)
    game.choose(at: other)
    return (fixture, ten, other)
  }

  /// The text of `row` of `frame` inside its border.
  static func inside(_ buffer: CellBuffer, _ frame: Rect, row: Int) -> String {
    (frame.x + 1..<frame.maxX - 1).map { buffer[x: $0, y: row].text }.joined()
  }

  @Test("At 40×15 a chosen 10 reads T and its suit inside, as an ace or a king reads its own")
  func tenAtForty() throws {
    let (fixture, ten, other) = try Self.chosen(TerminalSize(width: 40, height: 15))
    let buffer = fixture.draw()
    let game = fixture.app.matchismo
    for (index, expected) in [
      (ten, "T" + game.cards[ten].playingCard.suit.symbol),
      (other, game.cards[other].playingCard.description),
    ] {
      let frame = try #require(fixture.screen.hits.rect(of: .card(index)))
      #expect(frame.size == TerminalSize(width: 4, height: 3), "two columns inside, one row")
      #expect(Self.inside(buffer, frame, row: frame.y + 1) == expected)
      // The edges are the card's border, nothing on them.
      #expect(Self.inside(buffer, frame, row: frame.maxY - 1) == "──", "\(expected)")
    }
  }

  @Test(
    "From 40 to 200 columns a chosen 10 shows its rank and suit inside: 10 and suit, or T",
    arguments: [Language.english, .simplifiedChinese], [15, 24])
  func tenAtEveryWidth(language: Language, height: Int) throws {
    // The language moves the controls and outcome lines, and so the cards' size.
    try Localization.withLanguage(language) { try tens(height: height) }
  }

  private func tens(height: Int) throws {
    for width in 40...200 {
      let (fixture, ten, _) = try Self.chosen(TerminalSize(width: width, height: height))
      let buffer = fixture.draw()
      let card = fixture.app.matchismo.cards[ten].playingCard
      let frame = try #require(fixture.screen.hits.rect(of: .card(ten)))
      let rows = (frame.y + 1..<frame.maxY - 1).map { Self.inside(buffer, frame, row: $0) }
      let title = card.description
      let expected = frame.width - 2 >= DisplayWidth.of(title) ? title : "T" + card.suit.symbol
      #expect(
        rows.contains { $0.contains(expected) }, "\(width)×\(height), \(frame): \(rows)")
      let edge = Self.inside(buffer, frame, row: frame.maxY - 1)
      #expect(edge.allSatisfy { $0 == "─" }, "\(width)×\(height): the bottom edge '\(edge)'")
    }
  }
}
