import CardGames

/// Everything the Statistics section shows, worded in the player's language: one row per game and
/// theme played, then one row per player of the games with several players. Every face lays out
/// this value; none reads the statistics or the themes itself.
public struct StatisticsPresentation: Equatable, Sendable, Codable {
  /// One number of a row with its column's name: `("Best", "12")`, `("Fastest", "–")`.
  public struct Cell: Equatable, Sendable, Codable {
    /// The column's name in the player's language.
    public var column: String
    /// The number as shown, "–" where there is none yet.
    public var value: String

    /// The number after its column's name, for a face that lays a row out without columns:
    /// "Best 14", "最高分 14"; a value that opens with a Chinese word reads on from its name
    /// ("最快不到 0:01"), with no colon: a row's figures are labelled in one style.
    public var labelled: String {
      Typography.separator(between: column, and: value) == "："
        ? column + value : Typography.spaced(column, value)
    }
  }

  /// One finished game with several players: every seat's score, best first.
  public struct TableResult: Equatable, Sendable, Codable {
    /// In few words, for a narrow column: "Ana 9 pts · Ben 8 pts".
    public var short: String
    /// In full, as the game's ending said it: "Ana: 9 points · Ben: 8 points".
    public var sentence: String
  }

  /// One game on one theme, at one size.
  public struct Row: Equatable, Sendable, Codable, Identifiable {
    /// Stable across languages: the game and, for Memorize, the theme's id and the pairs
    /// ("memorize/animals/8"; no pairs for a record from before sizes were kept), then "/bonus"
    /// for games with the time bonus ("memorize/animals/8/bonus").
    public var id: String
    /// The game the row counts.
    public var section: Section
    /// "Memorize · Animals", "Set".
    public var title: String
    /// The theme's colour for a Memorize row whose theme still exists; `nil` for the other games
    /// and for a deleted theme, which a face shows in the game's own colour.
    public var colour: Colour?
    /// Played, finished, best score and fastest time, in that order.
    public var cells: [Cell]
    /// The scores of the last finished games played alone, oldest first.
    public var recentScores: [Int]
    /// The last finished games with several players, newest first.
    public var recentTables: [TableResult]
    /// The best score, to mark it among ``recentScores``.
    public var bestScore: Int?
    /// The recent scores in one sentence, for a chart's accessible name.
    public var recentScoresSentence: String
    /// How to read the chart of recent scores, shown under it: "Last 5 scores, oldest on the
    /// left; lowest −3, highest 14".
    public var chartCaption: String
  }

  /// One player's wins, losses and ties at tables of several.
  public struct PlayerRow: Equatable, Sendable, Codable {
    /// "Ana", or "Ben (computer)" for a computer seat.
    public var title: String
    /// Wins, losses, and ties once there is one.
    public var cells: [Cell]
    /// The whole row in one sentence: "Ana: 2 wins, 1 loss".
    public var sentence: String
    /// The sentence without the name, for a face that shows ``title`` above it: "2 wins, 1
    /// loss; at Set races 1 win, 0 losses; 5 sets, 8.4 s a set".
    public var tallies: String
  }

  /// The rows, in a stable order (by game, then by theme id).
  public var rows: [Row]
  /// The players, by name, people before computer seats of the same name.
  public var players: [PlayerRow]
  /// The heading of the rows' names column ("Game").
  public var gameColumn: String
  /// The headings of the number columns, the same for every row, even when there is none.
  public var columns: [String]
  /// The heading of the recent scores.
  public var recentScoresColumn: String
  /// How to read a row of recent scores drawn small (a line of bars): what the bars are, which
  /// way time runs and what their height means.
  public var recentScoresLegend: String
  /// The heading of a row's recent games with several players.
  public var recentTablesHeading: String
  /// The heading of the players' rows.
  public var playersHeading: String
  /// What the section says before any game was played.
  public var emptyText: String

  /// Nothing was played yet.
  public var isEmpty: Bool { rows.isEmpty }
}

extension AppModel {
  /// The Statistics section as every face shows it.
  public var statisticsPresentation: StatisticsPresentation { statisticsPresentation(of: nil) }

  /// The Statistics section with the players' rows of `seats` only (every player's for `nil`):
  /// what a shared table's ending lists, the people and computers who sat at it, never those of
  /// the host's other tables.
  public func statisticsPresentation(of seats: [Statistics.Seat]?) -> StatisticsPresentation {
    let shown = seats.map {
      Set($0.map { Statistics.Seat(name: Phrases.shownName($0.name), isComputer: $0.isComputer) })
    }
    let themeList = themes.themes
    let records = Self.statisticsOrder(statistics.records, themes: themeList)
    let names = Self.keptThemeNames(statistics.records)
    let rows = records.map { key, record in
      let theme = key.game == .memorize ? themeList.first { $0.id == key.themeID } : nil
      return StatisticsPresentation.Row(
        id: key.game.rawValue + (key.themeID.isEmpty ? "" : "/" + key.themeID)
          + (key.pairs.map { "/\($0)" } ?? "") + (key.matchCount.map { "/\($0)" } ?? "")
          + (key.timeBonus ? "/bonus" : ""),
        section: Self.section(of: key.game),
        title: Phrases.recordTitle(of: key, themes: themeList, themeName: names[key.themeID]),
        colour: theme.map { Colour($0.color) }, cells: Self.cells(Phrases.recordValues(record)),
        recentScores: record.recentScores,
        recentTables: record.recentTables.reversed().map {
          StatisticsPresentation.TableResult(
            short: Phrases.tableResult($0), sentence: Phrases.tableResultSentence($0))
        },
        bestScore: record.bestScore,
        recentScoresSentence: Phrases.recentScores(record.recentScores),
        chartCaption: Phrases.recentScoresCaption(record.recentScores))
    }
    let playerRecords = statistics.playerRecords.filter {
      shown?.contains(Statistics.Seat(name: $0.name, isComputer: $0.isComputer)) ?? true
    }
    let players = playerRecords.map { player in
      StatisticsPresentation.PlayerRow(
        title: Phrases.playerTitle(player), cells: Self.cells(Phrases.playerRecordValues(player)),
        sentence: Phrases.playerRecord(player), tallies: Phrases.playerTallies(player))
    }
    return StatisticsPresentation(
      rows: rows, players: players, gameColumn: Labels.gameColumn,
      columns: Phrases.recordValues(Statistics.Record()).map(\.column),
      recentScoresColumn: Labels.recentScoresColumn,
      recentScoresLegend: Phrases.recentScoresLegend,
      recentTablesHeading: Labels.recentTablesHeading, playersHeading: Labels.players,
      emptyText: Labels.noGamesYet)
  }

  /// The theme names the records kept (``Statistics/Record/themeName``), by theme id: every
  /// size's row of a theme is named by it, even a record counted before names were kept. Of
  /// several, the smallest, so that the name is the same at every launch.
  static func keptThemeNames(_ records: [Statistics.Key: Statistics.Record]) -> [String: String] {
    var names: [String: String] = [:]
    for (key, record) in records where key.game == .memorize {
      guard let name = record.themeName else { continue }
      names[key.themeID] = min(names[key.themeID] ?? name, name)
    }
    return names
  }

  /// The records in the order a player expects, as the other lists show them: the games in
  /// their tabs' order (Memorize, Matchismo, Set); Memorize's themes in the chooser's order (the
  /// built-ins as they come, the player's own where the player put them), then the themes the
  /// player does not have by the name (else the id) their rows show; each theme's sizes smallest first, a record without its size before them, a size's games
  /// with the time bonus after those without; Matchismo's
  /// match counts the same way. Never by theme id, which put a theme the player made (its id is
  /// random) before the built-in Animals.
  static func statisticsOrder(
    _ records: [Statistics.Key: Statistics.Record], themes: [Theme]
  ) -> [(key: Statistics.Key, value: Statistics.Record)] {
    let games = GameKind.allCases
    let names = keptThemeNames(records)
    let places = Dictionary(
      themes.enumerated().map { ($0.element.id, $0.offset) },
      uniquingKeysWith: { first, _ in first }
    )
    func order(_ key: Statistics.Key) -> (theme: (Int, Int, String, String), size: (Int, Int, Int))
    {
      let game = games.firstIndex(of: key.game) ?? games.count
      // A theme the player does not have is named by the name its record kept, else by its id
      // (a deleted theme's name went with it): by that.
      let place = places[key.themeID] ?? themes.count
      let name = places[key.themeID] == nil ? names[key.themeID] ?? key.themeID : ""
      // A size's games with the time bonus right after those without it.
      return (
        (game, place, name, key.themeID),
        (key.pairs ?? -1, key.matchCount ?? -1, key.timeBonus ? 1 : 0)
      )
    }
    return records.map { (key: $0.key, value: $0.value) }.sorted {
      let (left, right) = (order($0.key), order($1.key))
      return left.theme == right.theme ? left.size < right.size : left.theme < right.theme
    }
  }

  /// The seats of the game in play, as statistics tell players apart: its players at Memorize
  /// and Matchismo, its seats at a Set race.
  public var seatsInPlay: [Statistics.Seat] {
    switch section {
    case .memorize, .statistics:
      (memorize?.players ?? []).map { Statistics.Seat(name: $0.name, isComputer: $0.isComputer) }
    case .matchismo:
      // As its statistics count them: every seat a person's.
      matchismo.players.map { Statistics.Seat(name: $0.name) }
    case .set:
      (setRace?.race.seats ?? []).map {
        Statistics.Seat(name: $0.name, isComputer: $0.isComputer)
      }
    }
  }

  private static func section(of game: GameKind) -> Section {
    switch game {
    case .memorize: .memorize
    case .matchismo: .matchismo
    case .set: .set
    }
  }

  private static func cells(_ pairs: [(column: String, value: String)])
    -> [StatisticsPresentation.Cell]
  {
    pairs.map { StatisticsPresentation.Cell(column: $0.column, value: $0.value) }
  }
}
