import CardGames
import Memorize
import Testing

/// The one players draft both faces edit: limits, suggested names, typing and the problem line.
@Suite("PlayersDraft: one table setup, one set of rules")
struct PlayersDraftTests {
  @Test("Starts from the table in play, one person when there is none, and checks into players")
  func startsFromTheTable() throws {
    #expect(PlayersDraft(players: []).seats == [.init(name: "You")])
    let draft = PlayersDraft(players: [
      Player(name: "Ana"), Player(name: "Robo", computerLevel: .good),
    ])
    #expect(draft.seats == [.init(name: "Ana"), .init(name: "Robo", kind: .computer(.good))])
    #expect(draft.problem == nil)
    let players = try #require(draft.players)
    #expect(players.map(\.name) == ["Ana", "Robo"])
    #expect(players.map(\.computerLevel) == [nil, .good])
  }

  @Test("Names are trimmed")
  func namesAreTrimmed() {
    let draft = PlayersDraft(seats: [.init(name: "  Ana \t"), .init(name: "Ben ")])
    #expect(draft.players?.map(\.name) == ["Ana", "Ben"])
  }

  @Test(
    "A table that cannot play says why in one line",
    arguments: [
      ([PlayersDraft.Seat](), "Seat at least one player."),
      ([.init(name: "Ana"), .init(name: "   ")], "Seat 2 needs a name."),
      (
        [.init(name: "Ana"), .init(name: String(repeating: "x", count: 21))],
        "Seat 2's name is longer than 20 characters."
      ),
      (
        [.init(name: "A"), .init(name: "B"), .init(name: "C"), .init(name: "D"), .init(name: "E")],
        "A game seats at most 4 players."
      ),
      ([.init(name: "Bell\u{7}")], "Seat 1's name has characters that cannot be shown."),
      (
        [.init(name: "Robo\u{1B}[2J", kind: .computer(.good))],
        "Seat 1's name has characters that cannot be shown."
      ),
    ])
  func refusesATableThatCannotPlay(seats: [PlayersDraft.Seat], problem: String) {
    let draft = PlayersDraft(seats: seats)
    #expect(draft.problem == problem)
    #expect(draft.players == nil)
  }

  @Test("One to four seats; new seats are named Player N or Computer (level)")
  func seatsOneToFour() {
    var draft = PlayersDraft(players: [])
    #expect(!draft.canRemoveSeat && draft.canAddSeat)
    #expect(draft.suggestedName(for: .person) == "Player 2")
    #expect(draft.suggestedName(for: .computer(.forgetful)) == "Computer (forgetful)")
    draft.removeSeat(at: 0)
    #expect(draft.seats.count == 1)
    draft.addSeat()
    draft.addSeat(.computer(.casual))
    draft.addSeat()
    draft.addSeat()
    #expect(draft.seats.map(\.name) == ["You", "Player 2", "Computer (casual)", "Player 4"])
    #expect(draft.canRemoveSeat && !draft.canAddSeat)
    draft.removeSeat(at: 1)
    #expect(draft.seats.map(\.name) == ["You", "Computer (casual)", "Player 4"])
    #expect(draft.problem == nil)
  }

  @Test("A suggested name follows the kind; a typed name stays")
  func aSuggestedNameFollowsTheKind() {
    var draft = PlayersDraft(seats: [
      .init(name: "Ana"), .init(name: "Player 2"), .init(name: "Computer (good)"),
      .init(name: " "),
    ])
    #expect(draft.name(forSeatAt: 0, becoming: .computer(.good)) == "Ana")
    #expect(draft.name(forSeatAt: 2, becoming: .person) == "Player 3")
    #expect(draft.name(forSeatAt: 3, becoming: .person) == "Player 4")
    draft.setKind(.computer(.casual), forSeatAt: 1)
    #expect(draft.seats[1] == .init(name: "Computer (casual)", kind: .computer(.casual)))
    draft.setKind(.computer(.perfect), forSeatAt: 0)
    #expect(draft.seats[0] == .init(name: "Ana", kind: .computer(.perfect)))
  }

  @Test("Typing: any seat, up to 20 characters, never a line break or control character")
  func typing() {
    var draft = PlayersDraft(seats: [.init(name: "", kind: .computer(.good))])
    for character in "Robo\n\u{1B}\u{7}t" { draft.type(character, inSeatAt: 0) }
    #expect(draft.seats[0].name == "Robot")
    for _ in 0..<30 { draft.type("x", inSeatAt: 0) }
    #expect(draft.seats[0].name.count == PlayersDraft.maximumNameLength)
    draft.deleteBackward(inSeatAt: 0)
    #expect(draft.seats[0].name.count == PlayersDraft.maximumNameLength - 1)
    draft.type("x", inSeatAt: 5)
    draft.deleteBackward(inSeatAt: 5)
    #expect(draft.seats.count == 1)
  }

  @Test("Every kind is offered, in the words every face uses")
  func everyKindIsOffered() {
    #expect(
      PlayersDraft.Kind.allCases.map(\.title) == [
        "Person", "Computer, perfect", "Computer, good", "Computer, casual", "Computer, forgetful",
      ])
  }

  @Test("A second computer's numbered name follows its level and the language, as the first's")
  func numberedComputerNameFollows() {
    var draft = PlayersDraft(seats: [.init(name: "Ana")])
    draft.addSeat(.computer(.good))
    draft.addSeat(.computer(.good))
    #expect(draft.seats.map(\.name) == ["Ana", "Computer (good)", "Computer 2 (good)"])
    draft.setKind(.computer(.forgetful), forSeatAt: 2)
    #expect(draft.seats[2].name == "Computer (forgetful)")
    draft.setKind(.computer(.good), forSeatAt: 2)
    #expect(draft.seats[2].name == "Computer 2 (good)")
    // Saved in Chinese, shown in English: the number stays, the name is the language's.
    let chinese = Localization.withLanguage(.simplifiedChinese) {
      Phrases.computerName(.good, number: 2)
    }
    #expect(chinese == "电脑 2（高手）")
    #expect(Phrases.shownName(chinese) == "Computer 2 (good)")
    // Saved before the number went before the level: shown in today's form.
    #expect(Phrases.shownName("Computer (good) 2") == "Computer 2 (good)")
    #expect(Phrases.shownName("电脑（高手） 3") == "Computer 3 (good)")
    var table = PlayersDraft(seats: [
      .init(name: "Ana"), .init(name: chinese, kind: .computer(.good)),
    ])
    #expect(table.hasSuggestedName(atSeat: 1))
    table.setKind(.computer(.perfect), forSeatAt: 1)
    #expect(table.seats[1].name == "Computer (perfect)")
    #expect(Phrases.shownName("Robot 2") == "Robot 2")
  }
}

/// A suggested name is a placeholder: the first typed character replaces it.
@Suite("Typing over a suggested name")
struct SuggestedNameTypingTests {
  @Test("A new seat's 'Player 2', a computer's name and 'You' give way to 小红; a typed name is kept")
  func suggestionsAreReplaced() {
    var draft = PlayersDraft(players: [])
    #expect(draft.seats[0].name == "You")
    draft.addSeat()
    draft.addSeat(.computer(.good))
    #expect(draft.seats.map(\.name) == ["You", "Player 2", "Computer (good)"])
    #expect((0..<3).map { draft.hasSuggestedName(atSeat: $0) } == [true, true, true])
    for index in 0..<3 {
      for character in "小红" { draft.type(character, inSeatAt: index) }
    }
    #expect(draft.seats.map(\.name) == ["小红", "小红", "小红"])
    #expect(!draft.hasSuggestedName(atSeat: 1))
    draft.type("!", inSeatAt: 1)
    #expect(draft.seats[1].name == "小红!")
    var typed = PlayersDraft(seats: [.init(name: "Ana", kind: .person)])
    typed.type("b", inSeatAt: 0)
    #expect(typed.seats[0].name == "Anab")
    #expect(!typed.hasSuggestedName(atSeat: 5))
  }
}
