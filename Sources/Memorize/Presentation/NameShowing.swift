/// Which player names a face can show, and what it says for the others.
///
/// A terminal whose charset cannot carry a name (`LANG=C` and a player called 小明) would draw
/// it as a row of stand-ins ("? ?"). Bound around a face's run with ``Phrases/withNames(_:_:)``,
/// this makes ``Phrases/shownName(_:)`` name such a player by their seat instead, "Player 2",
/// in every line that names them: the header, the turns, the endings, the players panel and
/// `--plain`. The stored name is left as it is, so the same save shows it where it can be shown.
public final class NameShowing: @unchecked Sendable {
  /// Whether the face can show every character of a name.
  public let canShow: @Sendable (String) -> Bool
  /// The seat (from 0) a name sits at, asked of the games in play; set once by the face before
  /// the first line is phrased, on the thread that phrases them.
  public var seat: (String) -> Int? = { _ in nil }

  /// A face that shows the names `canShow` allows.
  public init(canShow: @escaping @Sendable (String) -> Bool) {
    self.canShow = canShow
  }

  /// Seats are looked up in `app`'s games, the one on show first (it is held weakly).
  public func seatsFrom(_ app: AppModel) {
    seat = { [weak app] name in app?.seatIndex(ofPlayerNamed: name) }
  }
}

extension Phrases {
  @TaskLocal static var names: NameShowing?

  /// Runs `body` with names shown as `showing` allows, on this task and the code it calls only.
  public static func withNames<Result>(
    _ showing: NameShowing, _ body: () throws -> Result
  ) rethrows -> Result {
    try $names.withValue(showing, operation: body)
  }

  /// What stands for a name the face cannot show: its seat's number, "Player 2", or, for a name
  /// at no seat in play (a past player in Statistics), words that say it cannot be shown.
  static func standIn(forName name: String, showing: NameShowing) -> String {
    if let seat = showing.seat(name) { return seatName(seat) }
    // Translators: stands for a player's name the terminal's charset cannot show, where the
    // player sits at no seat whose number could stand for it (a past player in Statistics).
    return localized("(name not shown)")
  }
}

extension AppModel {
  /// The seat (from 0) a player called `name` sits at: in the game on show, else in the others
  /// in play (Memorize, Matchismo, the Set race); `nil` when no game seats them.
  public func seatIndex(ofPlayerNamed name: String) -> Int? {
    let memorizeNames = memorize?.players.map(\.name) ?? []
    let matchismoNames = matchismo.players.map(\.name)
    let raceNames = setRace?.race.seats.map(\.name) ?? []
    let tables: [[String]] =
      switch section {
      case .matchismo: [matchismoNames, memorizeNames, raceNames]
      case .set: [raceNames, memorizeNames, matchismoNames]
      case .memorize, .statistics: [memorizeNames, matchismoNames, raceNames]
      }
    return tables.lazy.compactMap { $0.firstIndex(of: name) }.first
  }
}
