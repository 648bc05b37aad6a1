import CardGames
import Memorize

/// Who plays a seat, as the Players dialog offers it: a person, or the computer at a level.
nonisolated public enum SeatKind: Equatable, Sendable {
  case person
  case computer(ComputerLevel)

  /// Every choice, in the order the dialog lists them.
  public static let all: [SeatKind] = [.person] + ComputerLevel.allCases.map { .computer($0) }

  /// "Person", "Computer: perfect".
  public var title: String {
    switch self {
    case .person: "Person"
    case .computer(let level): "Computer: \(level.rawValue)"
    }
  }

  public var computerLevel: ComputerLevel? {
    if case .computer(let level) = self { return level }
    return nil
  }
}

/// The table the Players dialog is editing: its seats as typed, checked into `Player`s on Start.
nonisolated public struct TableDraft: Equatable, Sendable {
  /// One seat as typed: a name (untrimmed) and who plays it.
  public struct Seat: Equatable, Sendable {
    public var name: String
    public var kind: SeatKind

    public init(name: String, kind: SeatKind = .person) {
      self.name = name
      self.kind = kind
    }
  }

  public static let seatRange = 1...4
  public static let nameLengths = 1...20

  public var seats: [Seat]

  public init(seats: [Seat]) {
    self.seats = seats
  }

  /// The table a game is played at, to edit for the next one.
  public init(players: [Player]) {
    seats = players.map {
      Seat(name: $0.name, kind: $0.computerLevel.map { .computer($0) } ?? .person)
    }
    if seats.isEmpty { seats = [Seat(name: "You")] }
  }

  public var canAddSeat: Bool { seats.count < Self.seatRange.upperBound }
  public var canRemoveSeat: Bool { seats.count > Self.seatRange.lowerBound }

  /// A name for a new seat: "Computer (good)" for the computer, else "Player N" not yet taken.
  public func suggestedName(for kind: SeatKind) -> String {
    if let level = kind.computerLevel { return "Computer (\(level.rawValue))" }
    let taken = Set(seats.map { $0.name.trimmingWhitespace() })
    var number = seats.count + 1
    while taken.contains("Player \(number)") { number += 1 }
    return "Player \(number)"
  }

  /// The name seat `index` takes when its kind becomes `kind`: a name the dialog suggested
  /// ("Player 3", "Computer (good)", or none) follows the kind; a name someone typed stays.
  public func name(forSeatAt index: Int, becoming kind: SeatKind) -> String {
    guard seats.indices.contains(index) else { return "" }
    let name = seats[index].name.trimmingWhitespace()
    let isSuggested =
      name.isEmpty
      || SeatKind.all.contains { $0.computerLevel.map { "Computer (\($0.rawValue))" } == name }
      || (name.hasPrefix("Player ") && Int(name.dropFirst("Player ".count)) != nil)
    guard isSuggested else { return seats[index].name }
    if kind.computerLevel != nil { return suggestedName(for: kind) }
    if name.hasPrefix("Player ") { return name }
    var others = self
    others.seats.remove(at: index)
    let byPosition = "Player \(index + 1)"
    let taken = others.seats.contains { $0.name.trimmingWhitespace() == byPosition }
    return taken ? others.suggestedName(for: kind) : byPosition
  }

  /// The first thing wrong with the draft, in one line, or `nil` when it can start.
  public var problem: String? {
    if seats.isEmpty { return "Seat at least one player." }
    if seats.count > Self.seatRange.upperBound {
      return "A game seats at most \(Self.seatRange.upperBound) players."
    }
    for (index, seat) in seats.enumerated() {
      let name = seat.name.trimmingWhitespace(includingNewlines: true)
      if name.isEmpty { return "Seat \(index + 1) needs a name." }
      if name.count > Self.nameLengths.upperBound {
        return "Seat \(index + 1)'s name is longer than \(Self.nameLengths.upperBound) characters."
      }
      if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        return "Seat \(index + 1)'s name has characters that cannot be shown."
      }
    }
    return nil
  }

  /// The players to seat, names trimmed, or `nil` while there is a `problem`.
  public var players: [Player]? {
    guard problem == nil else { return nil }
    return seats.map {
      Player(
        name: $0.name.trimmingWhitespace(includingNewlines: true),
        computerLevel: $0.kind.computerLevel)
    }
  }
}
