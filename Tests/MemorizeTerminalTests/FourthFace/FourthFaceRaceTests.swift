import Foundation
import Memorize
import Testing

/// Issue 24: the fourth face — intents in, presentation values out — plays a whole Set race of
/// two people and a computer, seeing sets only in the symbols the board shows.
@Suite("The fourth face at a Set race")
struct FourthFaceRaceTests {
  private let folder = TemporaryFolderForFace()

  /// Every set among `cards`, by what their symbols show: in each attribute all alike or all
  /// different.
  static func sets(in cards: [CardPresentation]) -> [[Int]] {
    let symbols: [(id: Int, symbol: SetSymbol)] = cards.compactMap { card in
      guard case .set(let symbol)? = card.face else { return nil }
      return (card.id, symbol)
    }
    func fits<Value: Hashable>(_ values: [Value]) -> Bool { Set(values).count != 2 }
    var found: [[Int]] = []
    for a in symbols.indices {
      for b in symbols.indices where b > a {
        for c in symbols.indices where c > b {
          let three = [symbols[a].symbol, symbols[b].symbol, symbols[c].symbol]
          if fits(three.map(\.shape)) && fits(three.map(\.ink)) && fits(three.map(\.shading))
            && fits(three.map(\.count))
          {
            found.append([symbols[a].id, symbols[b].id, symbols[c].id])
          }
        }
      }
    }
    return found
  }

  @Test func twoPeopleAndAComputerRaceToTheEndAndEveryEventIsSaidOnce() throws {
    let time = ManualTimeSource(now: 10)
    let app = AppModel(
      locations: folder.locations, timeSource: time, seed: 21,
      now: Date(timeIntervalSince1970: 1_795_000_000))
    let face = FourthFace(app: app, time: time)
    face.send(.select(.set))
    let started = face.send(
      .startPlayers(
        PlayersDraft(seats: [
          .init(name: "Ana"), .init(name: "Ben"),
          .init(name: "Computer (casual)", kind: .computer(.casual)),
        ])))
    #expect(
      started
        == .done(report: ["Players: Ana, Ben, Computer (casual)", "New game: 12 cards in play."]))

    var heard: [String] = []
    var computerHeard: [String] = []
    var turn = 0
    for _ in 0..<400 {
      guard let board = face.board(.set), let race = board.race, !board.isOver else { break }
      let seat = turn % 2
      turn += 1
      if race.isOpen, let set = Self.sets(in: board.cards).first, turn % 3 != 0 {
        // The people are quick two times in three; the third time the computer may be first.
        let call = face.send(.callSet(seat: seat))
        heard += call.lines
        guard call.acted else { continue }
        for id in set { heard += face.send(.choose(cardID: id)).lines }
      } else if race.isOpen, Self.sets(in: board.cards).isEmpty {
        heard += face.send(.askForMoreCards(seat: 0)).lines
        heard += face.send(.askForMoreCards(seat: 1)).lines
      } else {
        // The people look away a while: the table's clock runs, the computer looks and calls.
        for _ in 0..<12 {
          time.advance(by: 1)
          app.tick()
          if let event = face.board(.set)?.race?.lastEvent, event.hasPrefix("Computer") {
            computerHeard.append(event)
            break
          }
        }
      }
    }

    let board = try #require(face.board(.set))
    let race = try #require(board.race)
    let ending = try #require(board.ending)
    #expect(board.isOver)
    let scores = race.seats.map(\.score)
    let best = try #require(scores.max())
    let winners = race.seats.filter { $0.score == best }.map(\.name)
    #expect(
      ending.result
        == (winners.count == 1
          ? "\(winners[0]) wins with \(best) points"
          : "\(Phrases.listWithAnd(winners)) tie with \(best) points each"))
    #expect(heard.contains("Ana calls Set!") && heard.contains("Ana found a set: +1"))
    #expect(heard.contains("Ben calls Set!") && heard.contains("Ben found a set: +1"))
    // Each set a person found was reported once, and is all of their score: the people only
    // ever chose sets, within the call's time.
    #expect(heard.filter { $0 == "Ana found a set: +1" }.count == scores[0])
    #expect(heard.filter { $0 == "Ben found a set: +1" }.count == scores[1])
    #expect(computerHeard.contains("Computer (casual) calls Set!"))
    // What the face read could have crossed a wire (the cards' places are their order).
    let decoded = try JSONDecoder().decode(
      BoardPresentation.self, from: JSONEncoder().encode(board))
    #expect(decoded.placingCards() == board)
  }
}
