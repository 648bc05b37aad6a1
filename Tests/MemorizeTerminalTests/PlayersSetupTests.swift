import CardGames
import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

@Suite("Players panel")
struct PlayersSetupTests {
  /// Issue 23's play-test at 40 columns: a computer seat the game named read "3. Comp…  ◀
  /// Computer, forgetful ▶", and focused "3. …ul)▏", its name cut from the left. It goes by its
  /// short name where the whole one does not fit, the switch whole.
  @Test(
    "At 40×15 a computer seat goes by its short name beside its whole kind, focused or not",
    arguments: [
      (
        Language.english, "│  3. CPU  ◀ Computer, forgetful ▶",
        "│› 3. CPU▏  ◀ Computer, forgetful ▶"
      ),
      (.simplifiedChinese, "│  3. 电脑（健忘）  ◀ 电脑，健忘 ▶", "│› 3. 电脑（健忘）▏  ◀ 电脑，健忘 ▶"),
    ])
  func computerSeatAt40(language: Language, row: String, focusedRow: String) {
    Localization.withLanguage(language) {
      let fixture = ScreenFixture(TerminalSize(width: 40, height: 15)) { app in
        app.startMemorize(
          theme: .halloween, pairs: 4, seed: 3,
          players: [
            Player(name: "Ana"), Player(name: "Ben"),
            Player(name: Phrases.computerName(.forgetful), computerLevel: .forgetful),
          ])
      }
      fixture.press(.character("p"))
      let rows = fixture.draw().snapshotLines.map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(rows.contains { $0.hasPrefix(row + " ") }, "\(rows.joined(separator: "\n"))")
      fixture.press(.up)
      fixture.press(.up)
      let focused = fixture.draw().snapshotLines.map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(
        focused.contains { $0.hasPrefix(focusedRow + " ") }, "\(focused.joined(separator: "\n"))")
      // Typed over, the suggested name gives way to the player's own, shown as typed.
      fixture.press(.character("x"))
      #expect(fixture.screen.playersSetup?.seats[2].name == "x")
      #expect(fixture.draw().snapshotLines.contains { $0.contains("› 3. x▏  ◀ ") })
    }
  }

  @Test("p opens the panel; a named person and a computer opponent start a new game")
  func seatATable() throws {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 3)
    }
    fixture.draw()
    fixture.press(.character("p"))
    #expect(fixture.screen.playersSetup?.seats == [.init(name: "You", kind: .person)])
    #expect(fixture.screen.playersSetup?.row == .start)
    // Rename the seat: up to it, erase "You", type "Ana".
    fixture.press(.up)
    fixture.press(.up)
    #expect(fixture.screen.playersSetup?.row == .seat(0))
    for _ in 0..<3 { fixture.press(.backspace) }
    for character in "Ana" { fixture.press(.character(character)) }
    // Add a seat and make it a computer player of level "good".
    fixture.press(.down)
    fixture.press(.enter)
    #expect(fixture.screen.playersSetup?.row == .seat(1))
    fixture.press(.right)
    fixture.press(.right)
    #expect(fixture.screen.playersSetup?.seats[1].kind == .computer(.good))
    fixture.draw()
    fixture.press(.down)
    fixture.press(.down)
    #expect(fixture.screen.playersSetup?.row == .start)
    fixture.press(.enter)
    #expect(fixture.screen.playersSetup == nil)
    let game = try #require(fixture.app.memorize)
    #expect(game.players.map(\.name) == ["Ana", "Computer (good)"])
    #expect(game.players.map(\.computerLevel) == [nil, .good])
    #expect(game.flipCount == 0)
    #expect(game.theme.id == "halloween")
    #expect(fixture.app.isMemorizeGameOnScreen)
  }

  @Test("Typing 小红 on a new seat replaces its suggested name 玩家 2, as a placeholder")
  func typingReplacesASuggestedName() throws {
    try Localization.withLanguage(.simplifiedChinese) {
      let fixture = ScreenFixture { app in
        app.startMemorize(theme: .halloween, pairs: 6, seed: 3)
      }
      fixture.press(.character("p"))
      fixture.press(.up)
      fixture.press(.enter)
      #expect(fixture.screen.playersSetup?.row == .seat(1))
      #expect(fixture.screen.playersSetup?.seats[1].name == "玩家 2")
      for character in "小红" { fixture.press(.character(character)) }
      let frame = fixture.draw()
      let row = try #require((0..<frame.height).first { frame.text(inRow: $0).contains("小红") })
      #expect(
        frame.text(inRow: row)
          == "    │› 2. 小红▏  ◀ 真人 ▶" + String(repeating: " ", count: 50) + "│    ")
    }
  }

  @Test("A person needs a name; Delete removes a seat but never the last; Esc closes")
  func validation() {
    let fixture = ScreenFixture(.small)
    fixture.draw()
    fixture.press(.character("p"))
    fixture.press(.up)
    fixture.press(.up)
    for _ in 0..<3 { fixture.press(.backspace) }
    fixture.press(.down)
    fixture.press(.down)
    fixture.press(.enter)
    #expect(fixture.screen.playersSetup?.message == "Seat 1 needs a name.")
    #expect(fixture.app.memorize == nil)
    fixture.press(.up)
    fixture.press(.up)
    fixture.press(.delete)
    #expect(fixture.screen.playersSetup?.seats.count == 1)
    fixture.press(.escape)
    #expect(fixture.screen.playersSetup == nil)
  }

  @Test("At most four seats")
  func fourSeats() {
    var state = PlayersSetupState(draft: PlayersDraft(players: []))
    for _ in 0..<5 { state.addSeat() }
    #expect(state.seats.count == 4)
    #expect(!state.rows.contains(.add))
    #expect(state.seats.map(\.name) == ["You", "Player 2", "Player 3", "Player 4"])
  }

  @Test(
    "The panel goes through the shared draft: a computer seat can be renamed, controls are not typed"
  )
  func sharedRules() throws {
    let fixture = ScreenFixture(.small) { app in
      app.startMemorize(theme: .halloween, pairs: 4, seed: 3)
    }
    fixture.draw()
    fixture.press(.character("p"))
    fixture.press(.up)
    fixture.press(.up)
    // "You" becomes a computer seat: a typed name stays.
    fixture.press(.right)
    #expect(fixture.screen.playersSetup?.seats[0] == .init(name: "You", kind: .computer(.perfect)))
    for _ in 0..<3 { fixture.press(.backspace) }
    // An empty name follows the kind, as in every face.
    fixture.press(.right)
    #expect(fixture.screen.playersSetup?.seats[0].name == "Computer (good)")
    for _ in 0..<15 { fixture.press(.backspace) }
    for character in "Robo\u{7}t" { fixture.press(.character(character)) }
    for _ in 0..<30 { fixture.press(.character("x")) }
    let name = try #require(fixture.screen.playersSetup?.seats[0].name)
    #expect(name == "Robot" + String(repeating: "x", count: PlayersDraft.maximumNameLength - 5))
    fixture.press(.down)
    fixture.press(.down)
    fixture.press(.enter)
    #expect(fixture.app.memorize?.players == [Player(name: name, computerLevel: .good)])
  }

  @Test("The panel says the draft's problem")
  func problemFromTheDraft() {
    var state = PlayersSetupState(draft: PlayersDraft(players: [Player(name: "Ana")]))
    state.row = .seat(0)
    for _ in 0..<3 { state.deleteBackward() }
    #expect(state.draft.problem == "Seat 1 needs a name.")
  }
}

@Suite("Players panel in Set")
struct SetRacePanelTests {
  @Test("p in Set seats a race, not a Memorize game; z calls Set! for seat 1 and Shift-Z asks")
  func pInSetSeatsARace() throws {
    let fixture = ScreenFixture(.small) { app in app.select(.set) }
    fixture.draw()
    fixture.press(.character("p"))
    #expect(fixture.screen.playersSetup?.seats == [.init(name: "You", kind: .person)])
    // A second seat, a computer at Memorize's "good" level: a skilled racer at Set.
    fixture.press(.up)
    fixture.press(.enter)
    fixture.press(.right)
    fixture.press(.right)
    #expect(fixture.screen.playersSetup?.seats[1].kind == .computer(.good))
    fixture.press(.down)
    fixture.press(.down)
    fixture.press(.enter)
    #expect(fixture.screen.playersSetup == nil)
    #expect(fixture.app.memorize == nil, "no Memorize game was started")
    let race = try #require(fixture.app.board(of: .set)?.race)
    #expect(race.seats.map(\.name) == ["You", "Computer (good)"])
    #expect(race.seats.map(\.callKey) == ["z", nil])
    // The status line shows the key beside the person's score.
    let header = fixture.draw().text(inRow: 0)
    #expect(header.contains("z You: 0"), "\(header)")
    #expect(header.contains(" Computer (good): 0"), "\(header)")

    fixture.press(.character("z"))
    let calling = try #require(fixture.app.board(of: .set)?.race)
    #expect(calling.caller == 0)
    #expect(calling.lastEvent == "You call Set!")
    // Shift-Z asks for three more cards; while the call runs the table says why not.
    fixture.press(.character("Z"))
    let frame = fixture.draw()
    let rows = (0..<frame.height).map(frame.text(inRow:))
    #expect(
      rows.contains { $0.contains("You is calling: wait for the table to open.") },
      "\(rows.joined(separator: "\n"))")
    // Reopening the panel starts from the race's seats.
    fixture.press(.character("p"))
    #expect(
      fixture.screen.playersSetup?.seats.map(\.name) == ["You", "Computer (good)"])
  }
}
