import CardGames
import Foundation
import Testing

@testable import Memorize

/// Issue 24: a Set race set up in the players panel and played through the one door, as every
/// face will: intents in, presentation values out.
@Suite("A Set race through the door")
struct SetRaceDoorTests {
  private let home = TemporaryLocations()
  private let time = ManualTimeSource(now: 50)

  private func makeApp() -> AppModel {
    AppModel(
      locations: home.locations, timeSource: time, seed: 11,
      now: Date(timeIntervalSince1970: 1_795_000_000))
  }

  private func twoPeopleAndAComputer(_ app: AppModel) -> IntentResult {
    app.send(.select(.set))
    return app.send(
      .startPlayers(
        PlayersDraft(seats: [
          .init(name: "Ana"), .init(name: "Ben"),
          .init(name: "Computer (good)", kind: .computer(.good)),
        ])))
  }

  /// pt-55b: the window at a race showed each person's 3 More and, beside them, a dim Deal 3
  /// More that said again what they do. A face that shows dim buttons shows none at a race;
  /// Set alone keeps it.
  @Test func aRaceOffersEachPersonsThreeMoreAndNoSharedDealThreeMore() throws {
    let app = makeApp()
    app.send(.select(.set))
    #expect(app.board(of: .set)?.shownButton(.dealThreeMore)?.isEnabled == true)
    _ = twoPeopleAndAComputer(app)
    let race = try #require(app.board(of: .set))
    #expect(race.race?.offeredCalls == [0, 1])
    #expect(race.button(.dealThreeMore) != nil)
    #expect(race.shownButton(.dealThreeMore) == nil)
    #expect(race.shownButton(.hint) == nil)
  }

  /// Issue 23's play-test: `new` and `players` over a race under way threw it away, with no
  /// Undo, where a solo game is offered back.
  @Test func aNewRaceOverARaceUnderWayIsOfferedBack() throws {
    let app = makeApp()
    _ = twoPeopleAndAComputer(app)
    #expect(app.send(.callSet(seat: 0)) == .done(report: ["Ana calls Set!"]))
    // Ana calls and chooses three that are not a set: she is a point down.
    let cards = try #require(app.setRace?.race.game.cardsInPlay)
    let three = try #require(
      cards.indices.lazy.flatMap { a in
        (a + 1..<cards.count).lazy.flatMap { b in (b + 1..<cards.count).lazy.map { [a, b, $0] } }
      }.first { !SetCard.isSet(cards[$0[0]], cards[$0[1]], cards[$0[2]]) })
    for index in three { _ = app.send(.choose(cardID: cards[index].id)) }
    // The race as it stood: its cards, its seats and their scores.
    func state() -> [String] {
      guard let race = app.setRace?.race else { return [] }
      return race.game.cardsInPlay.map { "\($0.id)" }
        + race.seats.indices.map { "\(race.seats[$0].name) \(race.score(ofSeat: $0))" }
    }
    let before = state()
    #expect(before.suffix(3) == ["Ana -1", "Ben 0", "Computer (good) 0"])
    #expect(app.setRace?.isInProgress == true)
    _ = app.send(.newGame)
    #expect(app.undoOffers.last?.message == "New game dealt; the one in progress was set aside.")
    #expect(state().suffix(3) == ["Ana 0", "Ben 0", "Computer (good) 0"])
    #expect(app.send(.undo(offer: nil)) == .done(report: ["Undone."]))
    #expect(state() == before)
    // New seats over the race under way: offered back too.
    _ = app.send(.startPlayers(PlayersDraft(seats: [.init(name: "Ana"), .init(name: "Cy")])))
    #expect(app.setRace?.race.seats.map(\.name) == ["Ana", "Cy"])
    #expect(app.send(.undo(offer: nil)) == .done(report: ["Undone."]))
    #expect(state() == before)
    // A race that nothing happened at yet is not offered back.
    _ = app.send(.newGame)
    let offers = app.undoOffers.count
    _ = app.send(.newGame)
    #expect(app.undoOffers.count == offers)
  }

  @Test func thePlayersPanelSeatsARaceInSetAndTheBoardShowsIt() throws {
    let app = makeApp()
    #expect(
      twoPeopleAndAComputer(app)
        == .done(report: ["Players: Ana, Ben, Computer (good)", "New game: 12 cards in play."]))

    let board = try #require(app.board(of: .set))
    let race = try #require(board.race)
    #expect(race.seats.map(\.label) == ["Ana:", "Ben:", "Computer (good):"])
    #expect(race.seats.map(\.score) == [0, 0, 0])
    #expect(race.seats.map(\.isComputer) == [false, false, true])
    #expect(race.isOpen && race.caller == nil && race.countdown == nil)
    #expect(board.cards.count == 12)
    #expect(board.statusSentence == "Look for a set: call Set! as soon as you see one.")
    #expect(
      board.status.items.map(\.label) == [
        "Ana:", "Ben:", "Computer (good):", "Deck",
      ])
    #expect(app.send(.hint) == .refused(Phrases.notAtARace))
    #expect(app.send(.dealThreeMore) == .refused(Phrases.eachPersonAsksForMore))
    #expect(race.seats.map(\.callKey) == ["z", "m", nil])
    #expect(race.seats.map(\.windowShortcut) == ["Ctrl+1", "Ctrl+2", nil])
    #expect(race.seats.map(\.callTitle) == ["Ana: Set!", "Ben: Set!", "Computer (good): Set!"])
    #expect(race.people == [0, 1])
    #expect(race.person(named: "ben") == 1)
    #expect(race.person(named: "") == nil)
    #expect(race.person(named: "Computer (good)") == nil)
  }

  @Test func aRaceThatOpensWithoutASetSaysSoAndWhatToDo() throws {
    // The first seed whose twelve cards hold no set.
    let seed = try #require(
      (UInt64(0)..<5_000).first {
        SetRaceComputer.sets(among: SetGame(seed: $0).cardsInPlay).isEmpty
      })
    let app = makeApp()
    _ = twoPeopleAndAComputer(app)
    app.setRace = SetRaceTable(
      seats: [
        SetRace.Seat(name: "Ana"), SetRace.Seat(name: "Computer (perfect)", computerLevel: .expert),
      ],
      seed: seed, timeSource: time, statistics: Statistics())
    let board = try #require(app.board(of: .set))
    #expect(board.verdict == "No set on the table: ask for three more cards.")
    #expect(board.statusSentence == "No set on the table: ask for three more cards.")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(app.board(of: .set)?.verdict == "场上没有形色：请要求再发三张牌。")
      #expect(Phrases.raceEvent(.noSetOnTable, seats: [], pointsForSet: 1) == "场上没有形色：请要求再发三张牌。")
    }
    #expect(
      app.send(.dealThreeMore)
        == .done(report: ["Ana asks for three more cards", "Three more cards"]))
  }

  @Test func theOnePersonAtARaceAsksForMoreCardsWithDealThreeMore() throws {
    let app = makeApp()
    app.send(.select(.set))
    _ = app.send(
      .startPlayers(
        PlayersDraft(seats: [
          .init(name: "Ana"), .init(name: "Computer (good)", kind: .computer(.good)),
        ])))
    #expect(
      app.send(.dealThreeMore)
        == .done(report: ["Ana asks for three more cards", "Three more cards"]))
    #expect(app.board(of: .set)?.cards.count == 15)
  }

  @Test func theRaceKeysNameTheirSeat() {
    #expect(KeyTable.raceSeat(ofKey: "z") == 0)
    #expect(KeyTable.raceSeat(ofKey: "M") == 1)
    #expect(KeyTable.raceSeat(ofKey: "g") == 3)
    #expect(KeyTable.raceSeat(ofKey: "q") == nil)
    #expect(WindowShortcut.raceCalls.map(\.action) == (1...4).map { "win.call-set-\($0)" })
  }

  @Test func aCallAndASetThroughTheDoorScoreAndAreReportedOnce() throws {
    let app = makeApp()
    _ = twoPeopleAndAComputer(app)
    let cards = try #require(app.setRace?.race.game.cardsInPlay)
    let set = try #require(SetRaceComputer.sets(among: cards).first)

    #expect(app.send(.callSet(seat: 1)) == .done(report: ["Ben calls Set!"]))
    let calling = try #require(app.board(of: .set)?.race)
    #expect(calling.caller == 1 && calling.countdown == 5)
    #expect(app.board(of: .set)?.status.items.last?.value == "5")
    #expect(app.send(.callSet(seat: 0)) == .refused("Ben is calling: wait for the table to open."))
    #expect(app.send(.choose(cardID: set[0].id)) == .done(report: []))
    #expect(app.board(of: .set)?.cards.filter(\.isSelected).map(\.id) == [set[0].id])
    #expect(app.send(.choose(cardID: set[1].id)) == .done(report: []))
    // The three that come hold no set: the race says so, as the people must ask for more.
    #expect(
      app.send(.choose(cardID: set[2].id))
        == .done(report: ["Ben found a set: +1", "No set on the table: ask for three more cards."]))
    let refilled = try #require(app.setRace?.race.game.cardsInPlay)
    #expect(SetRaceComputer.sets(among: refilled).isEmpty)

    let after = try #require(app.board(of: .set))
    #expect(after.race?.seats.map(\.score) == [0, 1, 0])
    #expect(after.verdict == "No set on the table: ask for three more cards.")
    #expect(
      after.race?.latestEvents == [
        "Ben found a set: +1", "No set on the table: ask for three more cards.",
      ])
    #expect(after.cards.allSatisfy { !$0.isSelected })
  }

  @Test func theRaceIsSavedAndResumesAsAnOpenTable() throws {
    let app = makeApp()
    _ = twoPeopleAndAComputer(app)
    _ = app.send(.callSet(seat: 0))
    let cards = try #require(app.board(of: .set)?.cards.map(\.id))
    app.saveNow()

    let again = makeApp()
    let race = try #require(again.board(of: .set)?.race)
    #expect(again.section == .set)
    #expect(race.seats.map(\.label) == ["Ana:", "Ben:", "Computer (good):"])
    #expect(race.isOpen && race.caller == nil)
    #expect(again.board(of: .set)?.cards.map(\.id) == cards)
  }

  @Test func onePersonAloneInThePanelPlaysSetSoloAgain() throws {
    let app = makeApp()
    _ = twoPeopleAndAComputer(app)
    #expect(
      app.send(.startPlayers(PlayersDraft(seats: [.init(name: "Ana")])))
        == .done(report: ["New game: 12 cards in play."]))
    #expect(app.setRace == nil)
    #expect(app.board(of: .set)?.race == nil)
    // A race's key at Set alone says what it is for, not that the game has no such action.
    #expect(
      app.send(.callSet(seat: 0))
        == .refused("Calling Set! is for a race: alone, choose three cards."))
    app.send(.select(.matchismo))
    #expect(app.send(.callSet(seat: 0)) == .refused("Set! is called only at a Set race."))
  }

  /// Issue 23's play-test: the solo clock, stopped while a race was on screen, stood still once
  /// the players panel went back to one person alone, so a whole game read "under 0:01".
  @Test func theSoloClockRunsAgainAfterARaceGivesWayToOnePersonAlone() throws {
    let app = makeApp()
    app.send(.select(.set))
    // The first card chosen starts the solo clock at 50.
    let card = try #require(app.set.cardsInPlay.first)
    _ = app.send(.choose(cardID: card.id))
    time.advance(by: 6)
    #expect(app.set.elapsed == 6)
    _ = app.send(.startPlayers(PlayersDraft(seats: [.init(name: "Ana"), .init(name: "Bo")])))
    // The race is on screen: the solo clock stands still.
    time.advance(by: 10)
    #expect(app.set.elapsed == 6)
    #expect(
      app.send(.startPlayers(PlayersDraft(seats: [.init(name: "Ana")])))
        == .done(report: ["New game: 12 cards in play."]))
    // A fresh deal, its clock running from its first card.
    #expect(app.set.elapsed == 0)
    let fresh = try #require(app.set.cardsInPlay.first)
    _ = app.send(.choose(cardID: fresh.id))
    time.advance(by: 10)
    #expect(app.set.elapsed == 10)
  }

  @Test func startingOnePersonAloneDealsAFreshGameAndOffersBackTheOneInProgress() throws {
    let app = makeApp()
    app.send(.select(.set))
    let started = app.set.saved
    // Three cards chosen and a set made, or not: the game is under way, its score and deck moved.
    for card in app.set.cardsInPlay.prefix(3) { _ = app.send(.choose(cardID: card.id)) }
    time.advance(by: 6)
    let underWay = app.set.saved
    #expect(underWay.clock.hasStarted)
    _ = app.send(.startPlayers(PlayersDraft(seats: [.init(name: "Ana"), .init(name: "Bo")])))
    #expect(
      app.send(.startPlayers(PlayersDraft(seats: [.init(name: "Ana")])))
        == .done(report: ["New game: 12 cards in play."]))
    #expect(app.setRace == nil)
    #expect(app.set.score == 0)
    #expect(app.set.cardsInPlay.count == 12)
    #expect(app.set.deckCount == 69)
    #expect(app.set.saved.clock.hasStarted == false)
    #expect(app.set.saved.game != started.game, "a new deal, not the first one again")
    // Undo brings back the game set aside.
    let offer = try #require(
      app.undoOffers.last { if case .replacedSet = $0.change { true } else { false } })
    _ = app.send(.undo(offer: offer.id))
    #expect(app.set.saved.game == underWay.game)
  }

  @Test func offScreenTheRaceClockStandsStill() throws {
    let app = makeApp()
    _ = twoPeopleAndAComputer(app)
    _ = app.send(.callSet(seat: 0))
    app.send(.select(.matchismo))
    time.advance(by: 60)
    app.tick()
    app.send(.select(.set))
    #expect(app.board(of: .set)?.race?.countdown == 5)
    #expect(app.board(of: .set)?.race?.caller == 0)
  }

  @Test func aRacePlayedToItsEndEndsLikeEveryGame() throws {
    let app = makeApp()
    app.send(.select(.set))
    _ = app.send(
      .startPlayers(PlayersDraft(seats: [.init(name: "Ana"), .init(name: "Ben")])))
    for _ in 0..<200 {
      guard let race = app.setRace?.race, !race.isOver else { break }
      time.advance(by: 2)
      if let set = SetRaceComputer.sets(among: race.game.cardsInPlay).first {
        _ = app.send(.callSet(seat: 0))
        for card in set { _ = app.send(.choose(cardID: card.id)) }
      } else {
        _ = app.send(.askForMoreCards(seat: 0))
        _ = app.send(.askForMoreCards(seat: 1))
      }
    }
    let board = try #require(app.board(of: .set))
    let ending = try #require(board.ending)
    let score = try #require(board.race?.seats.first?.score)
    #expect(ending.result == "Ana wins with \(score) points")
    #expect(ending.title == "Game over!")
    #expect(
      ending.best
        == "New multiplayer best: \(score) by Ana! · New multiplayer fastest: \(ending.time)!"
    )
    // Why it ended, as every game says it.
    let left = try #require(app.setRace?.race.game.cardsInPlay.count)
    #expect(
      ending.reason
        == (left == 0
          ? "Every card made a set."
          : "No set is left among the \(left) cards, and the deck is empty."))
    // Everyone's score, not only the winner's.
    #expect(ending.scores == "Ana: \(score) points · Ben: 0 points")
    let seconds = try #require(app.setRace?.elapsed)
    #expect(seconds > 0)
    #expect(ending.time == clockText(seconds))
    #expect(app.statistics.record(for: Statistics.Key(game: .set)).wins == ["Ana": 1])
    // Read out once: the race's last events, then the ending, who won said by the ending alone
    // (a play-tester heard "Ana wins with N points" twice through AT-SPI).
    let spoken = try #require(app.spokenVerdict(in: .set))
    #expect(spoken.components(separatedBy: "Ana wins with").count == 2, "\(spoken)")
    #expect(spoken.contains("Game over! "), "\(spoken)")
    // Issue 23's play-test: a race over when the program left came back with no ending (its
    // events are not saved, and the result was its last event's words).
    #expect(app.saveNow())
    let resumed = makeApp()
    resumed.send(.select(.set))
    #expect(resumed.board(of: .set)?.ending?.result == "Ana wins with \(score) points")
    #expect(resumed.board(of: .set)?.ending?.scores == "Ana: \(score) points · Ben: 0 points")
  }
}

extension SetRaceDoorTests {
  @Test func theComputerCallsOnItsOwnAsTheClockRuns() throws {
    let app = makeApp()
    app.send(.select(.set))
    _ = app.send(
      .startPlayers(
        PlayersDraft(seats: [
          .init(name: "Ana"), .init(name: "Computer (perfect)", kind: .computer(.perfect)),
        ])))
    let table = try #require(app.setRace)
    #expect(table.nextEventTime != nil)
    // A face that shows no clock wakes for the computer's move.
    #expect(try #require(app.quietWakeup) <= #require(table.nextEventTime))
    for _ in 0..<30 {
      time.advance(by: 1)
      app.tick()
    }
    #expect(table.announcements.first == "Computer (perfect) calls Set!")
    #expect(table.announcements.dropFirst().first == "Computer (perfect) found a set: +1")
  }
}
