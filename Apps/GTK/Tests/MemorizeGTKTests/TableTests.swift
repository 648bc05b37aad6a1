import CardGames
import Memorize
import MemorizeGTK
import Testing

struct TableTextTests {
  @Test func aSeatShowsNamePairsAndScoreAndMarksThePlayerToMove() {
    let ana = Player(name: "Ana")
    #expect(TableText.seat(ana, isToMove: false) == "Ana · 0 pairs · 0 pts")
    #expect(TableText.seat(ana, isToMove: true) == "▶ Ana · 0 pairs · 0 pts")
    #expect(
      TableText.seat(Player(name: "Robo", computerLevel: .good), isToMove: true)
        == "▶ 🤖 Robo · 0 pairs · 0 pts")
  }

  @Test func theOutcomeNamesTheWinnerOrTheTie() {
    let players = [Player(name: "Ana"), Player(name: "Ben"), Player(name: "Cy")]
    #expect(TableText.outcome(.winner(1), players: players) == "Ben wins")
    #expect(TableText.outcome(.tie([0, 2]), players: players) == "Tie: Ana, Cy")
    #expect(TableText.winners(.tie([0, 2])) == [0, 2])
    #expect(TableText.winners(nil).isEmpty)
  }

  @Test func theTurnSaysWhenTheComputerIsThinking() {
    let players = [Player(name: "Ana"), Player(name: "Robo", computerLevel: .casual)]
    #expect(TableText.turn(players: players, currentIndex: 0) == "Ana to move")
    #expect(TableText.turn(players: players, currentIndex: 1) == "Robo is thinking…")
    #expect(
      TableText.accessibleSeat(players[1], isToMove: true, isWinner: false)
        == "Robo, computer, casual, 0 pairs, score 0, to move")
  }

  @Test func theTableFollowsAGameThatIsPlayed() {
    let game = EmojiMemoryGame(
      theme: .halloween, seed: 1, players: [Player(name: "Ana"), Player(name: "Ben")],
      timeSource: ManualTimeSource(), statistics: Statistics())
    let cards = game.cards
    let mismatch = cards.indices.first { cards[$0].content != cards[0].content }!
    game.choose(cards[0])
    game.choose(cards[mismatch])
    #expect(
      TableText.turn(players: game.players, currentIndex: game.currentPlayerIndex)
        == "Ben to move")
  }
}

struct TableDraftTests {
  @Test func startsFromTheTableInPlayAndChecksIntoPlayers() throws {
    let draft = TableDraft(players: [
      Player(name: "Ana"), Player(name: "Computer (good)", computerLevel: .good),
    ])
    #expect(draft.seats.map(\.kind) == [.person, .computer(.good)])
    #expect(draft.problem == nil)
    let players = try #require(draft.players)
    #expect(players.map(\.name) == ["Ana", "Computer (good)"])
    #expect(players.map(\.computerLevel) == [nil, .good])
  }

  @Test func namesAreTrimmed() {
    let draft = TableDraft(seats: [.init(name: "  Ana \t"), .init(name: "Ben ", kind: .person)])
    #expect(draft.players?.map(\.name) == ["Ana", "Ben"])
  }

  @Test(arguments: [
    [TableDraft.Seat](),
    [.init(name: "   ")],
    [.init(name: "Ana"), .init(name: String(repeating: "x", count: 21))],
    [.init(name: "A"), .init(name: "B"), .init(name: "C"), .init(name: "D"), .init(name: "E")],
    [.init(name: "Tab\u{7}bell")],
  ])
  func refusesATableThatCannotPlay(seats: [TableDraft.Seat]) {
    let draft = TableDraft(seats: seats)
    #expect(draft.problem != nil)
    #expect(draft.players == nil)
  }

  @Test func seatsOneToFour() {
    var draft = TableDraft(seats: [.init(name: "You")])
    #expect(!draft.canRemoveSeat && draft.canAddSeat)
    #expect(draft.suggestedName(for: .person) == "Player 2")
    #expect(draft.suggestedName(for: .computer(.forgetful)) == "Computer (forgetful)")
    draft.seats += [
      .init(name: "B"), .init(name: "C"), .init(name: String(repeating: "y", count: 20)),
    ]
    #expect(draft.canRemoveSeat && !draft.canAddSeat)
    #expect(draft.problem == nil)
  }

  @Test func aSuggestedNameFollowsTheKindButATypedOneStays() {
    let draft = TableDraft(seats: [
      .init(name: "Ana"), .init(name: "Player 2"), .init(name: "Computer (good)"),
      .init(name: " "),
    ])
    #expect(draft.name(forSeatAt: 0, becoming: .computer(.good)) == "Ana")
    #expect(draft.name(forSeatAt: 1, becoming: .computer(.casual)) == "Computer (casual)")
    #expect(draft.name(forSeatAt: 2, becoming: .computer(.perfect)) == "Computer (perfect)")
    #expect(draft.name(forSeatAt: 2, becoming: .person) == "Player 3")
    #expect(draft.name(forSeatAt: 3, becoming: .person) == "Player 4")
  }

  @Test func everyKindIsOffered() {
    #expect(
      SeatKind.all.map(\.title) == [
        "Person", "Computer: perfect", "Computer: good", "Computer: casual", "Computer: forgetful",
      ])
  }
}
