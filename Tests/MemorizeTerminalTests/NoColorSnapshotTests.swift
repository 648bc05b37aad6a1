import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// With `NO_COLOR`, every state must still be told apart by glyph, letter, border or attribute.
@Suite("NO_COLOR screens")
struct NoColorSnapshotTests {
  /// The text inside card `index`'s border, row by row.
  private func interior(of index: Int, in buffer: CellBuffer, fixture: ScreenFixture) throws
    -> [String]
  {
    let frame = try #require(fixture.screen.hits.rect(of: .card(index)))
    return frame.inset(by: 1).rows(of: buffer)
  }

  /// What a NO_COLOR terminal shows: the frame rendered for `.none` and replayed.
  private func wire(_ buffer: CellBuffer) -> (VirtualTerminal, [UInt8]) {
    var renderer = DiffRenderer(profile: .none)
    var terminal = VirtualTerminal(width: buffer.width, height: buffer.height)
    let bytes = renderer.render(buffer)
    terminal.apply(bytes)
    return (terminal, bytes)
  }

  /// SGR parameters that set a colour (30-38, 40-48, 90-97, 100-107) anywhere in `bytes`.
  private func colourParameters(in bytes: [UInt8]) -> [Int] {
    let text = String(decoding: bytes, as: UTF8.self)
    var found: [Int] = []
    for piece in text.split(separator: "\u{1B}[").dropFirst() {
      guard let end = piece.firstIndex(where: { $0.isLetter }), piece[end] == "m" else { continue }
      let parameters = piece[..<end].split(separator: ";").compactMap { Int($0) }
      found += parameters.filter {
        (30...38).contains($0) || (40...48).contains($0) || (90...97).contains($0)
          || (100...107).contains($0)
      }
    }
    return found
  }

  @Test("Not one colour reaches the terminal")
  func noColourOnTheWire() throws {
    let boards = [
      ScreenFixture(.small, profile: .none),
      try ScreenSnapshotTests.memorizeInPlay(.small, profile: .none),
      try ScreenSnapshotTests.setInPlay(.small, profile: .none),
      try ScreenSnapshotTests.statisticsAfterGames(.small, profile: .none),
    ]
    for fixture in boards {
      let buffer = fixture.draw()
      let (terminal, bytes) = wire(buffer)
      #expect(terminal.mismatches(against: buffer, profile: .none) == [])
      #expect(terminal.anomalies == [])
      let coloured = terminal.cells.filter {
        $0.style.foreground != .default || $0.style.background != .default
      }
      #expect(coloured.count == 0)
      #expect(colourParameters(in: bytes) == [])
    }
  }

  @Test("Set: shading by glyph, colour by letter, selection and hint by sign, focus by border")
  func setBoard() throws {
    let fixture = try ScreenSnapshotTests.setInPlay(.small, profile: .none)
    let buffer = fixture.draw()
    assertSnapshot(wire(buffer).0.snapshotText(styles: true), named: "set-no-color-80x24")
    let game = fixture.app.set
    for (index, card) in SetCardFaceTests.symbols(fixture.app).enumerated() {
      let rows = try interior(of: index, in: buffer, fixture: fixture)
      let glyph = SetBoardView.glyph(card.shape, card.shading)
      let symbols = rows.joined().filter { String($0) == glyph }
      #expect(symbols.count == card.count, "card \(index)")
      #expect(rows.last?.hasSuffix(card.inkMark) == true, "card \(index)")
    }
    // Nine shape-and-shading pairs, nine different glyphs; three colours, three letters.
    let glyphs = Set(
      SetSymbol.Shape.allCases.flatMap { shape in
        SetSymbol.Shading.allCases.map { SetBoardView.glyph(shape, $0) }
      })
    #expect(glyphs.count == 9)
    #expect(Set(SetSymbol.Ink.allCases.map { Labels.colorMark(of: $0) }) == ["r", "g", "p"])
    // Selected cards carry ●, hinted ones *, the focused one a double top and bottom edge.
    let tops = try (0..<game.cardsInPlay.count).map { index in
      let frame = try #require(fixture.screen.hits.rect(of: .card(index)))
      return Rect(x: frame.x, y: frame.y, width: frame.width, height: 1).rows(of: buffer)[0]
    }
    #expect(tops[0].hasPrefix("╭●──*"))
    #expect(tops[1].hasPrefix("╭●─") && !tops[1].contains("*"))
    #expect(tops[2].hasPrefix("╒═"))
    #expect(tops.filter { $0.contains("*") }.count == 3)
  }

  @Test("Memorize: face down, face up, focused and gone are four different pictures")
  func memorizeBoard() throws {
    let fixture = try ScreenSnapshotTests.memorizeInPlay(.small, profile: .none)
    let buffer = fixture.draw()
    assertSnapshot(wire(buffer).0.snapshotText(styles: true), named: "memorize-no-color-80x24")
    let game = try fixture.memorize
    let focus = try #require(fixture.screen.cardFocus[.memorize])
    for (index, card) in game.cards.enumerated() {
      let frame = try #require(fixture.screen.hits.rect(of: .card(index)))
      let rows = frame.rows(of: buffer)
      let inside = frame.inset(by: 1).rows(of: buffer).joined()
      if card.isMatched && !card.isFaceUp {
        #expect(rows.joined().allSatisfy { $0 == " " }, "card \(index) is gone")
        continue
      }
      if card.isFaceUp {
        #expect(inside.contains(card.content), "card \(index) shows its emoji")
        #expect(!inside.contains("░"))
      } else {
        #expect(inside.allSatisfy { $0 == "░" }, "card \(index) shows its back")
      }
      #expect(rows[0].hasPrefix(index == focus ? "╒" : "╭"), "card \(index)")
    }
  }

  @Test("A focused card that has left the table is four corners around nothing, not a card back")
  func focusOnMatchedCard() throws {
    let fixture = ScreenFixture(.small, profile: .none) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    let twin = try fixture.twin(of: 0)
    try fixture.choose(0)
    try fixture.choose(twin)
    try fixture.choose(try #require((1..<16).first { $0 != twin }))
    let buffer = fixture.draw()
    let frame = try #require(fixture.screen.hits.rect(of: .card(0)))
    let rows = frame.rows(of: buffer)
    let gap = String(repeating: " ", count: frame.width - 2)
    #expect(rows.first == "╒" + gap + "╕")
    #expect(rows.last == "╘" + gap + "╛")
    #expect(rows.dropFirst().dropLast().allSatisfy { $0 == gap + "  " })
    #expect(buffer[x: frame.x, y: frame.y].style.isDim)
  }

  @Test("Tabs and the focused chooser row show by reverse video")
  func chooserAndTabs() {
    let fixture = ScreenFixture(.small, profile: .none)
    let buffer = fixture.draw()
    let row = buffer.rows[2]
    #expect(row.allSatisfy { $0.style.isReversed })
    #expect(buffer.rows[3].allSatisfy { !$0.style.isReversed })
    let tabs = buffer.rows[23]
    let selected = tabs.filter(\.style.isReversed).map(\.text).joined()
    #expect(selected == " 1 Memorize ")
  }
}

extension Rect {
  /// The text of this rectangle's rows in `buffer`.
  func rows(of buffer: CellBuffer) -> [String] {
    (y..<maxY).map { row in (x..<maxX).map { buffer[x: $0, y: row].text }.joined() }
  }
}
