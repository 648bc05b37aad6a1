/// What Players… seats in the section on screen (``AppModel/playersSeating``): a table at this
/// machine that takes turns, a race, or nobody here — Matchismo's players sitting only at a
/// shared table, and Statistics being no game to seat anyone at.
public enum PlayersSeating: Hashable, Sendable {
  /// Memorize's table: the seats take turns, in order.
  case turns
  /// Set's race: nobody waits for a turn, the first to call Set! picks.
  case race
  /// Matchismo: players sit only at a shared table; the sentence says how to open one and join
  /// it. A face offers no Players… here.
  case sharedTableOnly(String)
  /// Statistics: no game is on screen to seat players at; the sentence says to choose one
  /// first. A face offers no Players… here.
  case gameFirst(String)

  /// The Players dialog's heading: who plays the next game, and how; `nil` where nobody is
  /// seated here.
  public var heading: String? {
    switch self {
    case .turns: WindowLabels.whoPlays
    case .race: WindowLabels.whoRaces
    case .sharedTableOnly, .gameFirst: nil
    }
  }
}

extension AppModel {
  /// What Players… seats in the section on screen. Every face offers it, and words its panel,
  /// from this value: none infers from the section which game its Start deals.
  public var playersSeating: PlayersSeating {
    switch section {
    case .memorize: .turns
    case .set: .race
    case .statistics: .gameFirst(Phrases.chooseAGameForPlayers)
    case .matchismo: .sharedTableOnly(Phrases.matchismoPlayersAtASharedTable(for: frontEnd))
    }
  }
}

extension Phrases {
  /// Why Players… seats nobody from Statistics: players sit down for a game.
  public static var chooseAGameForPlayers: String {
    localized("Players sit down for a game: choose Memorize or Set first.")
  }

  /// Where Matchismo is played with others: "Matchismo with players is played at a shared table
  /// (memorize-table --game matchismo --people N, then memorize-gtk --join HOST:PORT --code
  /// CODE)", with the command of `frontEnd`; said by `--players` with `--game matchismo`, and by
  /// a table started in Matchismo.
  public static func matchismoPlayersAtASharedTable(for frontEnd: FrontEnd) -> String {
    localized(
      "Matchismo with players is played at a shared table (memorize-table --game matchismo --people N, then {program} --join HOST:PORT --code CODE)",
      ["program": frontEnd.programName])
  }
}
