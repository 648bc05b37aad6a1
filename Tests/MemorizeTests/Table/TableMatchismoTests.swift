import CardGames
import Foundation
import Testing

@testable import Memorize

/// Matchismo at a shared table (issue 25): people take turns, a mismatch passes the turn, the
/// turn of one who went away passes after the timeout, and no message names a card its player
/// has not seen.
@Suite struct TableMatchismoTests {
  static let twoPeople = TableSetup(game: .matchismo, seats: [.person, .person])!

  @Test func aTableOfPeopleOnlyPlaysMatchismo() {
    #expect(TableSetup(game: .matchismo, seats: [.person, .person])?.game == .matchismo)
    #expect(TableSetup(game: .matchismo, seats: [.person, .computer(.good)]) == nil)
    #expect(TableSetup(game: .statistics, seats: [.person]) == nil)
  }

  @Test func theTableDealsFaceDownAndSaysWhoseTurnItIs() throws {
    let table = try TableHarness(setup: Self.twoPeople)
    let ana = table.join("Ana")
    let ben = table.join("Ben", language: "zh_CN")
    let board = try #require(table.views[ana]?.board)
    #expect(board.section == .matchismo)
    #expect(board.cards.count == 24)
    #expect(board.cards.allSatisfy { $0.face == nil && !$0.isFaceUp })
    // Ana is told it is her turn; Ben whose it is.
    #expect(board.verdict == "Your turn")
    #expect(board.seats.map(\.text) == ["Ana · 0 matches · 0 pts", "Ben · 0 matches · 0 pts"])
    #expect(table.views[ben]?.board?.verdict == "轮到 Ana")
  }

  @Test func aPlayerActsOnlyOnTheirTurnAndAMismatchPassesIt() throws {
    let table = try TableHarness(setup: Self.twoPeople)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let cards = try #require(table.views[ben]?.board?.cards)
    table.send(.choose(cardID: cards[0].id), from: ben)
    #expect(table.last(to: ben)?.refusalReason == "It is Ana's turn.")
    #expect(table.views[ben]?.board?.cards[0].isFaceUp == false)
    table.send(.setMatchCount(3), from: ben)
    #expect(table.last(to: ben)?.refusalReason == "It is Ana's turn.")
    // Ana turns cards until one does not match: the turn is Ben's.
    let game = table.host.app.matchismo
    let real = game.cards.map(\.playingCard)
    let (first, second) = try #require(
      real.indices.flatMap { a in real.indices.filter { $0 > a }.map { (a, $0) } }.first {
        real[$0.0].rank != real[$0.1].rank && real[$0.0].suit != real[$0.1].suit
      })
    table.send(.choose(cardID: cards[first].id), from: ana)
    let shown = try #require(table.views[ben]?.board?.cards[first])
    #expect(shown.isFaceUp)
    #expect(shown.face != nil)
    table.send(.choose(cardID: cards[second].id), from: ana)
    let after = try #require(table.views[ben]?.board)
    // Ben, to move now, is told it is his turn; Ana whose it is.
    #expect(
      after.verdict
        == "Ana: \(real[first]) \(real[second]) don't match! −2 for a mismatch. "
        + "−1 for turning a card. Your turn; \(real[second]) stays up.")
    #expect(
      table.views[ana]?.board?.verdict
        == "You: \(real[first]) \(real[second]) don't match! −2 for a mismatch. "
        + "−1 for turning a card. Ben to move; \(real[second]) stays up.")
    #expect(after.seats.map(\.isToMove) == [false, true])
    #expect(after.cards[second].isFaceUp)
    #expect(!after.cards[first].isFaceUp)
    table.send(.choose(cardID: cards[0].id), from: ana)
    #expect(table.last(to: ana)?.refusalReason == "It is Ben's turn.")
  }

  /// Issue 23 (door-49): Ana's mode change after her first choice was refused, and the game's
  /// "…redeal first." became the board's verdict for every seat: Ben read Ana's refusal in
  /// place of whose turn it is. It reaches Ana alone, as her board's refusal; the verdict stays.
  @Test func aPlayersRefusalIsTheirsAloneNotTheTablesVerdict() throws {
    let table = try TableHarness(setup: Self.twoPeople)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let cards = try #require(table.views[ana]?.board?.cards)
    table.send(.choose(cardID: cards[0].id), from: ana)
    let verdict = try #require(table.views[ben]?.board?.verdict)
    #expect(verdict.hasSuffix("Ana to move"))
    table.send(.setMatchCount(3), from: ana)
    let locked =
      "The number of cards to match can change only before the first choice: redeal first."
    #expect(table.last(to: ana)?.refusalReason == locked)
    #expect(table.views[ben]?.board?.verdict == verdict)
    #expect(table.views[ben]?.board?.refusal == nil)
    // Ana's line says the same to her: her turn still.
    #expect(
      table.views[ana]?.board?.verdict
        == verdict.replacingOccurrences(of: "Ana to move", with: "Your turn"))
    #expect(table.host.app.matchismo.outcomeText == verdict)
  }

  @Test func theTurnOfAPlayerWhoWentAwayPassesAfterTheTimeout() throws {
    let table = try TableHarness(setup: Self.twoPeople)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    table.advance(by: 5)
    table.drop(ana)
    table.advance(by: 29.9)
    #expect(table.views[ben]?.board?.seats.map(\.isToMove) == [true, false])
    table.advance(by: 0.1)
    // Ben, to move now, is told it is his turn.
    #expect(table.views[ben]?.board?.verdict == "Ana is away: the turn passes. Your turn")
    #expect(table.views[ben]?.board?.seats.map(\.isToMove) == [false, true])
    let cards = try #require(table.views[ben]?.board?.cards)
    table.send(.choose(cardID: cards[0].id), from: ben)
    #expect(table.views[ben]?.board?.cards[0].isFaceUp == true)
  }

  @Test func aWholeGameIsPlayedThroughTheProtocolAloneAndSaysWhoWon() throws {
    let table = try TableHarness(setup: Self.twoPeople)
    let players = [table.join("Ana"), table.join("Ben", language: "zh_CN")]
    let watcher = table.join("Cleo", watch: true)
    table.playMatchismoToTheEnd(players)
    let ana = try #require(table.views[players[0]]?.board)
    let ben = try #require(table.views[players[1]]?.board)
    #expect(ana.isOver)
    #expect(ben.isOver)
    #expect(table.host.app.matchismo.isOver)
    let ending = try #require(ana.ending)
    #expect(ending.reason == "Every card is matched.")
    let players2 = table.host.app.matchismo.players
    let outcome = try #require(table.host.app.matchismo.outcome)
    let expected =
      switch outcome {
      case .winner(let index): "\(players2[index].name) wins"
      case .tie(let indices): indices.map { players2[$0].name }.joined(separator: " and ") + " tie"
      }
    #expect(ending.result == expected)
    #expect(ana.seats.map(\.isWinner) == players2.indices.map { outcome.winners.contains($0) })
    #expect(ben.ending?.reason == "所有牌都已配对。")
    #expect(table.views[watcher]?.board?.ending == ending)
    // A rematch at the same table: the same players, a fresh deal.
    table.send(.newGame, from: players[1])
    let again = try #require(table.views[players[0]]?.board)
    #expect(!again.isOver)
    #expect(again.cards.allSatisfy { !$0.isFaceUp })
    #expect(again.verdict == "Your turn")
  }

  @Test func noMatchismoMessageCarriesWhatItsPlayerMayNotSee() throws {
    let table = try TableHarness(setup: Self.twoPeople)
    let players = [table.join("Ana"), table.join("Ben")]
    let watcher = table.join("Cleo", watch: true)
    let dealt = table.host.app.matchismo.cards.map(\.playingCard)
    table.playMatchismoToTheEnd(players)
    #expect(table.views[watcher]?.board?.isOver == true)
    // The deck: no card left in it is named in any message to anyone.
    let deck = Deck.standard.cards.filter { !dealt.contains($0) }
    #expect(deck.count == 28)
    for connection in players + [watcher] {
      let texts = table.sent[connection] ?? []
      #expect(texts.count > 10)
      for card in deck {
        #expect(!texts.contains { $0.contains(card.description) }, "a message names \(card)")
      }
      // The first board, before any choice, names no card on the table.
      let firstBoard = try #require(
        texts.first {
          TableCoding.message(ServerMessage.self, from: $0, limit: .max)?.isBoard == true
        })
      for card in dealt {
        #expect(!firstBoard.contains(card.description), "the first board names \(card)")
      }
    }
    // A card is named only once it was chosen: replaying the messages, each names only cards
    // face up in the views held so far.
    var json: JSONValue?
    var seen: Set<String> = []
    let naming = (table.sent[watcher] ?? []).filter { text in
      dealt.contains { text.contains($0.description) }
    }
    #expect(naming.count > 10, "the search finds the cards' names where they are")
    for text in table.sent[watcher] ?? [] {
      switch TableCoding.message(ServerMessage.self, from: text, limit: .max) {
      case .board(let view)?:
        json = TableCoding.message(JSONValue.self, from: TableCoding.text(of: view), limit: .max)
      case .update(_, let patch)?:
        json = json.flatMap(patch.applied)
      default: break
      }
      let view = json.flatMap {
        TableCoding.message(TableView.self, from: TableCoding.text(of: $0), limit: .max)
      }
      for card in view?.board?.cards ?? [] {
        if case .playing(_, _, _, let title)? = card.face { seen.insert(title) }
      }
      for card in dealt where text.contains(card.description) {
        #expect(seen.contains(card.description), "\(card) is named before it was face up")
      }
    }
    // Card ids say nothing of the cards: they are not the cards' places in a fresh deck.
    let final = try #require(table.views[watcher]?.board)
    let real = table.host.app.matchismo.cards.map(\.id)
    #expect(final.cards.map(\.id) != real)
    #expect(!final.dealToken.contains(":"))
  }
}

extension ServerMessage {
  fileprivate var isBoard: Bool {
    if case .board = self { return true }
    return false
  }
}

/// A client that plays Matchismo from what it was shown: a match it knows of, else a card it
/// has not seen; it remembers every face it was shown.
enum MatchismoClient {
  static func choice(in board: BoardPresentation, memory: [Int: (rank: String, suit: String)])
    -> Int
  {
    let open = board.cards.filter { !$0.isMatched }
    let chosen = open.filter(\.isFaceUp)
    func matches(_ a: Int, _ b: Int) -> Bool {
      guard let x = memory[a], let y = memory[b] else { return false }
      return x.rank == y.rank || x.suit == y.suit
    }
    let known = open.filter { memory[$0.id] != nil && !$0.isFaceUp }.map(\.id)
    if chosen.count == 1 {
      if let partner = known.first(where: { matches($0, chosen[0].id) }) { return partner }
    } else {
      for a in known {
        if known.contains(where: { $0 != a && matches(a, $0) }) { return a }
      }
    }
    let unseen = open.first { memory[$0.id] == nil && !$0.isFaceUp }
    return (unseen ?? open.first { !$0.isFaceUp } ?? open[0]).id
  }
}

extension TableHarness {
  /// Plays Matchismo to its end from what the players were shown (at most `moves` choices),
  /// each by the seat to move.
  func playMatchismoToTheEnd(_ players: [Int], moves: Int = 400) {
    var memory: [Int: (rank: String, suit: String)] = [:]
    for _ in 0..<moves {
      guard let board = views[players[0]]?.board, !board.isOver,
        let mover = board.seats.firstIndex(where: { $0.isToMove })
      else { return }
      for card in board.cards {
        if case .playing(let rank, let suit, _, _)? = card.face { memory[card.id] = (rank, suit) }
      }
      send(
        .choose(cardID: MatchismoClient.choice(in: board, memory: memory)), from: players[mover])
    }
  }
}
