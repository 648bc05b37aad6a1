import CardGames
import Foundation
import Testing

@testable import Memorize

/// What `--plain` joined to a Memorize table prints as others play: the second card of a match
/// by its face, and the score line only when it says something new besides the clock.
@Suite struct JoinedPlainLinesTests {
  /// The play-test: when the second card of a match was turned, `--plain` printed only "Card
  /// 2: matched" ("第 2 张牌：已配对"): the first card's face was shown, the second's never.
  /// It is said by its face, as the first was, in both languages.
  @Test func theSecondCardOfAMatchIsSaidByItsFace() throws {
    let wire = try JoinedTableTests.Wire(TableSetup(game: .memorize, seats: [.person, .person])!)
    let ana = wire.join("Ana")
    let ben = wire.join("Ben", language: .simplifiedChinese)
    let cards = try #require(wire.table.host.app.memorize).cards
    let twin = try #require(
      cards.indices.first { $0 > 0 && cards[$0].content == cards[0].content })
    let emoji = cards[0].content
    let face = try #require(wire.faces[ana])
    let ids = try #require(face.view?.board?.cards.map(\.id))
    wire.send(face.text(for: .choose(cardID: ids[0])), from: ana)
    #expect(wire.said[ana]?.last == "Card 1: \(emoji)")
    wire.said[ana] = []
    wire.said[ben] = []
    wire.send(face.text(for: .choose(cardID: ids[twin])), from: ana)
    #expect(
      wire.said[ana] == [
        "Card 1: matched", "Card \(twin + 1): \(emoji)", "You: Match! +2 for a match. Your turn",
        "Ana: 1 pair, 2 pts · Ben: 0 pairs, 0 pts · Time 0:00",
      ])
    #expect(
      wire.said[ben]?.contains("第 \(twin + 1) 张牌：\(emoji)") == true, "\(wire.said[ben] ?? [])")
    #expect(wire.said[ben]?.contains("第 \(twin + 1) 张牌：已配对") == false, "\(wire.said[ben] ?? [])")
  }

  /// The play-test: while a computer seat played, the same score line was printed twice in a
  /// row, only its time differing ("… Time 1:07" then "… Time 1:08"). A score line is printed
  /// only where it says something new besides the clock.
  @Test func theScoreLineIsSaidOnlyWhenMoreThanTheClockChanged() throws {
    let wire = try JoinedTableTests.Wire(
      TableSetup(game: .memorize, seats: [.person, .computer(.casual)])!)
    let ana = wire.join("Ana")
    let face = try #require(wire.faces[ana])
    // Ana turns two cards that differ, three times; the computer plays in between.
    for _ in 0..<3 {
      let cards = try #require(wire.table.host.app.memorize?.cards)
      let ids = try #require(face.view?.board?.cards.map(\.id))
      let open = cards.indices.filter { !cards[$0].isMatched && !cards[$0].isFaceUp }
      let a = try #require(open.first)
      let b = try #require(open.first { cards[$0].content != cards[a].content })
      wire.send(face.text(for: .choose(cardID: ids[a])), from: ana)
      #expect(wire.said[ana]?.contains { $0.hasPrefix("Card \(a + 1): ") } == true)
      wire.send(face.text(for: .choose(cardID: ids[b])), from: ana)
      for _ in 0..<60 { wire.advance(by: 0.25) }
    }
    let said = try #require(wire.said[ana])
    let scores = said.filter { $0.hasPrefix("Ana: ") && $0.contains(" pts · Computer") }
    #expect(scores.count >= 2, "\(said)")
    let withoutClock = scores.map { $0.replacing(/\ · Time \d+:\d\d$/, with: "") }
    for (earlier, later) in zip(withoutClock, withoutClock.dropFirst()) {
      #expect(earlier != later, "\(said.joined(separator: "\n"))")
    }
    // The table's clock ran meanwhile, said in no line of its own.
    #expect(!said.contains { $0.hasPrefix("Time ") })
  }
}
