import CardGames
import Memorize

/// The table being set up for the next Memorize game: one to four seats, each a person with a
/// name or a computer player of some level.
struct PlayersSetupState: Equatable {
  /// Who sits in a seat.
  enum Kind: Equatable, CaseIterable {
    case person
    case computer(ComputerLevel)

    static var allCases: [Kind] { [.person] + ComputerLevel.allCases.map(Kind.computer) }

    var label: String {
      switch self {
      case .person: Phrases.kind(of: nil)
      case .computer(let level): Phrases.kind(of: level)
      }
    }
  }

  struct Seat: Equatable {
    var name: String
    var kind: Kind
  }

  /// The rows the focus moves through: the seats, then "add a seat", then "start".
  enum Row: Equatable {
    case seat(Int)
    case add
    case start
  }

  var seats: [Seat]
  var row: Row = .start
  var message: String?

  static let maximumNameLength = 20

  init(players: [Player]) {
    seats = players.map { player in
      Seat(
        name: player.computerLevel.map(Phrases.computerName) ?? player.name,
        kind: player.computerLevel.map(Kind.computer) ?? .person)
    }
    if seats.isEmpty { seats = [Seat(name: Phrases.defaultPlayerName, kind: .person)] }
  }

  var rows: [Row] {
    seats.indices.map(Row.seat) + (seats.count < 4 ? [.add] : []) + [.start]
  }

  mutating func move(by delta: Int) {
    let all = rows
    let index = all.firstIndex(of: row) ?? all.count - 1
    row = all[max(0, min(all.count - 1, index + delta))]
  }

  /// Changes the kind of the focused seat to the next (or previous) one.
  mutating func cycleKind(by delta: Int) {
    guard case .seat(let index) = row else { return }
    let kinds = Kind.allCases
    let current = kinds.firstIndex(of: seats[index].kind) ?? 0
    seats[index].kind = kinds[(current + delta + kinds.count) % kinds.count]
  }

  mutating func addSeat() {
    guard seats.count < 4 else { return }
    seats.append(Seat(name: Phrases.seatName(seats.count), kind: .person))
    row = .seat(seats.count - 1)
  }

  mutating func removeFocusedSeat() {
    guard case .seat(let index) = row, seats.count > 1 else { return }
    seats.remove(at: index)
    row = .seat(min(index, seats.count - 1))
  }

  mutating func type(_ character: Character) {
    guard case .seat(let index) = row, seats[index].kind == .person,
      seats[index].name.count < Self.maximumNameLength, !character.isNewline
    else { return }
    seats[index].name.append(character)
  }

  mutating func deleteBackward() {
    guard case .seat(let index) = row, !seats[index].name.isEmpty else { return }
    seats[index].name.removeLast()
  }

  /// The table to seat, or the reason it cannot be (a person without a name).
  func players() -> Result<[Player], PlayersSetupProblem> {
    var players: [Player] = []
    for (index, seat) in seats.enumerated() {
      switch seat.kind {
      case .person:
        let name = seat.name.trimmingWhitespace()
        guard !name.isEmpty else { return .failure(.missingName(seat: index + 1)) }
        players.append(Player(name: name))
      case .computer(let level):
        players.append(Player(name: Phrases.computerName(level), computerLevel: level))
      }
    }
    return .success(players)
  }
}

/// Why the table cannot be seated as it is.
enum PlayersSetupProblem: Error, Equatable, CustomStringConvertible {
  case missingName(seat: Int)

  var description: String {
    switch self {
    case .missingName(let seat): ScreenText.seatNeedsName(seat)
    }
  }
}
