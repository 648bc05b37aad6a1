@testable import CardGames

extension SetCard {
  /// One, diamond, solid, red: with `b` and `c`, the set differing in colour only.
  static let a = SetCard(.one, .diamond, .solid, .red)
  /// One, diamond, solid, green.
  static let b = SetCard(.one, .diamond, .solid, .green)
  /// One, diamond, solid, purple: not in `capSet`, so it completes only `a` and `b` there.
  static let c = SetCard(.one, .diamond, .solid, .purple)
  /// Two, diamond, solid, red: on the one-set table, and no set with `a` and `b`.
  static let d = SetCard(.two, .diamond, .solid, .red)

  /// Twelve cards whose only set is `a`, `b`, `c`: eleven of the cap set (which holds `a`, `b`
  /// and `d`) and `c`, which completes no other pair of them.
  static var oneSetTable: [SetCard] { Array(capSet.prefix(11)) + [c] }
  /// Twelve cards of the cap set: no set at all.
  static var noSetTable: [SetCard] { Array(capSet.prefix(12)) }
}

extension SetRace.Seat {
  static let ana = SetRace.Seat(name: "Ana")
  static let ben = SetRace.Seat(name: "Ben")
  static let cy = SetRace.Seat(name: "Cy")
  static let dee = SetRace.Seat(name: "Dee")

  /// A computer seat at `level`.
  static func computer(_ level: SetRaceComputer.Level) -> SetRace.Seat {
    SetRace.Seat(name: "Computer", computerLevel: level)
  }
}

extension SetRace {
  /// A race dealing `top` first and then every other card by id, computers seeded with 1.
  static func stacked(_ top: [SetCard], seats: [Seat], rules: Rules = Rules()) -> SetRace? {
    SetRace(seats: seats, game: .stacked(top), generator: SeededGenerator(seed: 1), rules: rules)
  }

  /// The ids of a set on the table, or `nil` when there is none.
  var setOnTable: [SetCard]? {
    game.hint.map { ids in ids.map { SetCard.allCards[$0] } }
  }

  /// One person's whole race against the computers: the clock steps to each computer move; the
  /// person at `person` calls 3 s after the table last changed when that comes first, choosing
  /// a set on the table, and asks for more cards when nothing else would happen. Returns every
  /// event, and stops after `limit` steps at most.
  mutating func playScripted(person: Int, limit: Int = 10_000) -> [Event] {
    var events: [Event] = []
    var changedAt = now
    for _ in 0..<limit where !isOver {
      let personTime = changedAt + 3
      let step: [Event]
      if let next = nextEventTime, next < personTime || call != nil {
        step = advance(to: next)
      } else if let set = setOnTable {
        var moves = call(seat: person, at: personTime)
        for card in set { moves += choose(card, seat: person, at: personTime + 1) }
        step = moves
      } else {
        step = askForMore(seat: person, at: personTime)
      }
      for event in step {
        switch event {
        case .foundSet, .dealtThree, .notASet, .timeUp: changedAt = now
        default: break
        }
      }
      events += step
    }
    return events
  }
}
