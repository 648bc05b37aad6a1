import CardGames
import Foundation
import Testing

@Suite("Matchismo: a match of several players taking turns")
struct MatchismoMatchTests {
  static let jackOfHearts = PlayingCard(.jack, .hearts)
  static let jackOfSpades = PlayingCard(.jack, .spades)
  static let queenOfClubs = PlayingCard(.queen, .clubs)
  static let queenOfDiamonds = PlayingCard(.queen, .diamonds)
  static let threeOfClubs = PlayingCard(.three, .clubs)
  static let sevenOfDiamonds = PlayingCard(.seven, .diamonds)
  static let table = [
    jackOfHearts, jackOfSpades, queenOfClubs, queenOfDiamonds, threeOfClubs, sevenOfDiamonds,
  ]

  func match(players names: [String] = ["Ana", "Ben"]) throws -> MatchismoMatch {
    try #require(
      MatchismoMatch(
        game: try CardMatchingGame.dealing(Self.table), players: names.map { Player(name: $0) }))
  }

  func choose(_ card: PlayingCard, in match: inout MatchismoMatch) throws
    -> CardMatchingGame.Outcome?
  {
    match.chooseCard(at: try match.game.index(of: card))
  }

  func chosen(_ match: MatchismoMatch) -> [PlayingCard] {
    match.game.indicesOfChosenUnmatchedCards.map { match.game.cards[$0].playingCard }
  }

  @Test("A match scores for the player who made it and keeps the turn")
  func matchKeepsTheTurn() throws {
    var match = try match()
    #expect(try choose(Self.jackOfHearts, in: &match) == .chose([Self.jackOfHearts]))
    #expect(match.players.map(\.score) == [-1, 0])
    #expect(match.lastChooserIndex == 0)
    let outcome = try choose(Self.jackOfSpades, in: &match)
    #expect(outcome == .matched([Self.jackOfHearts, Self.jackOfSpades], points: 16))
    #expect(match.players.map(\.score) == [14, 0])
    #expect(match.players.map(\.pairs) == [1, 0])
    #expect(match.currentPlayerIndex == 0)
    #expect(match.game.score == 14)
  }

  @Test("A mismatch costs its chooser and passes the turn; its last card stays for the next")
  func mismatchPassesTheTurn() throws {
    var match = try match()
    try choose(Self.threeOfClubs, in: &match)
    let outcome = try choose(Self.sevenOfDiamonds, in: &match)
    #expect(outcome == .mismatched([Self.threeOfClubs, Self.sevenOfDiamonds], points: -2))
    #expect(match.players.map(\.score) == [-4, 0])
    #expect(match.players.map(\.pairs) == [0, 0])
    #expect(match.currentPlayerIndex == 1)
    #expect(match.lastChooserIndex == 0)
    #expect(chosen(match) == [Self.sevenOfDiamonds])
    // Ben builds on the card Ana left: the match and its points are his.
    #expect(
      try choose(Self.queenOfDiamonds, in: &match)
        == .matched([Self.sevenOfDiamonds, Self.queenOfDiamonds], points: 4))
    #expect(match.players.map(\.score) == [-4, 3])
    #expect(match.players.map(\.pairs) == [0, 1])
    #expect(match.currentPlayerIndex == 1)
    #expect(match.lastChooserIndex == 1)
  }

  @Test("Putting a card back is free and keeps the turn")
  func unchooseKeepsTheTurn() throws {
    var match = try match()
    try choose(Self.threeOfClubs, in: &match)
    #expect(try choose(Self.threeOfClubs, in: &match) == .unchose(Self.threeOfClubs))
    #expect(match.players.map(\.score) == [-1, 0])
    #expect(match.currentPlayerIndex == 0)
    #expect(chosen(match) == [])
  }

  @Test("Alone, a mismatch keeps the turn and the last card chosen, as the solo game")
  func aloneIsTheSoloGame() throws {
    var match = try match(players: ["Ana"])
    try choose(Self.threeOfClubs, in: &match)
    try choose(Self.sevenOfDiamonds, in: &match)
    #expect(match.currentPlayerIndex == 0)
    #expect(chosen(match) == [Self.sevenOfDiamonds])
    #expect(match.players.map(\.score) == [-4])
    var solo = try CardMatchingGame.dealing(Self.table)
    try solo.choose(Self.threeOfClubs)
    try solo.choose(Self.sevenOfDiamonds)
    #expect(match.game == solo)
    match.passTurn()
    #expect(chosen(match) == [Self.sevenOfDiamonds])
  }

  @Test("Passing the turn of a player who went away leaves their cards as they are")
  func passTurn() throws {
    var match = try match(players: ["Ana", "Ben", "Cy"])
    try choose(Self.threeOfClubs, in: &match)
    match.passTurn()
    #expect(match.currentPlayerIndex == 1)
    #expect(chosen(match) == [Self.threeOfClubs])
    #expect(match.players.map(\.score) == [-1, 0, 0])
    match.passTurn()
    match.passTurn()
    #expect(match.currentPlayerIndex == 0)
  }

  @Test("The game ends when no match is left; the highest score wins")
  func winner() throws {
    var match = try match()
    #expect(match.outcome == nil)
    try choose(Self.jackOfHearts, in: &match)
    try choose(Self.jackOfSpades, in: &match)
    try choose(Self.queenOfClubs, in: &match)
    try choose(Self.queenOfDiamonds, in: &match)
    #expect(match.isOver)
    #expect(match.players.map(\.score) == [28, 0])
    #expect(match.outcome == .winner(0))
    #expect(match.outcome?.winners == [0])
    // Once over, nothing changes.
    #expect(try choose(Self.threeOfClubs, in: &match) == nil)
    match.passTurn()
    #expect(match.currentPlayerIndex == 0)
  }

  @Test("Equal scores and matches tie")
  func tie() throws {
    var match = try match()
    try choose(Self.jackOfHearts, in: &match)
    try choose(Self.jackOfSpades, in: &match)
    match.passTurn()
    try choose(Self.queenOfClubs, in: &match)
    try choose(Self.queenOfDiamonds, in: &match)
    #expect(match.players.map(\.score) == [14, 14])
    #expect(match.outcome == .tie([0, 1]))
  }

  @Test("A redeal keeps the players and clears their tallies")
  func redeal() throws {
    var match = try match()
    try choose(Self.threeOfClubs, in: &match)
    try choose(Self.sevenOfDiamonds, in: &match)
    match.redeal()
    #expect(match.players == [Player(name: "Ana"), Player(name: "Ben")])
    #expect(match.currentPlayerIndex == 0)
    #expect(match.lastChooserIndex == nil)
    #expect(match.game.score == 0)
    #expect(Set(match.game.cards.map(\.playingCard)) == Set(Self.table))
  }

  @Test("A match seats one to four and saves exactly")
  func seatsAndSaves() throws {
    let game = try CardMatchingGame.dealing(Self.table)
    #expect(MatchismoMatch(game: game, players: []) == nil)
    #expect(MatchismoMatch(game: game, players: (1...5).map { Player(name: "P\($0)") }) == nil)
    #expect(
      MatchismoMatch(game: game, players: [Player(name: "Ana")], currentPlayerIndex: 1) == nil)
    var match = try match()
    try choose(Self.threeOfClubs, in: &match)
    try choose(Self.sevenOfDiamonds, in: &match)
    let data = try JSONEncoder().encode(match)
    #expect(try JSONDecoder().decode(MatchismoMatch.self, from: data) == match)
    var json = try #require(String(data: data, encoding: .utf8))
    json = json.replacingOccurrences(
      of: "\"currentPlayerIndex\":1", with: "\"currentPlayerIndex\":2")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(MatchismoMatch.self, from: Data(json.utf8))
    }
  }
}
