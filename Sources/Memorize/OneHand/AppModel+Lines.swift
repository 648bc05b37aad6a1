import CardGames

extension AppModel {
  /// The rules the help of every face states for the game `section` shows, as it is dealt:
  /// Memorize's scoring with its time bonus when that is on, and what the narrowest header's
  /// seat counts mean when several play (``Labels/helpRules(of:timeBonus:seats:)``).
  ///
  /// - Parameter section: the tab whose help is shown.
  /// - Returns: each rule's name and its words, in the order the help lists them.
  public func helpRules(of section: Section) -> [(name: String, rule: String)] {
    guard let game = GameKind(rawValue: section.rawValue) else { return [] }
    guard game == .memorize, let memorize else { return Labels.helpRules(of: game) }
    return Labels.helpRules(
      of: game, timeBonus: memorize.timeBonus, seats: memorize.players.count)
  }

  /// What a face that prints lines (`--plain`, a remote text client) says as a game opens in
  /// `section`: the game, what it is dealt on and how many cards; the time bonus when it is on;
  /// who plays at a table of several; and, for a game that is over (one that ended before the
  /// launch, or before the player switched to it), its ending and how to play again, as the full
  /// screen's banner says it over that game.
  public func openingLines(of section: Section) -> [String] {
    let ending = board(of: section)?.ending?.plainLines ?? []
    return gameLines(of: section) + ending
  }

  /// ``openingLines(of:)`` without the ending.
  private func gameLines(of section: Section) -> [String] {
    switch section {
    case .memorize:
      guard let memorize else { return [] }
      var lines = [
        Phrases.Plain.memorizeStart(
          theme: memorize.theme.localizedName, cards: memorize.cards.count)
      ]
      // The game just dealt is said by the line above ("Memorize: Sports, 16 cards."); its
      // announcement ("New game in Sports.") would say it twice.
      if let announcement,
        announcement.text != Phrases.newGame(theme: memorize.theme.localizedName)
      {
        lines.append(announcement.text)
      }
      if memorize.isTimeBonusEnabled { lines.append(Phrases.timeBonusIsOn) }
      if memorize.players.count > 1 {
        lines.append(
          Phrases.Plain.players(seats: memorize.players.map { ($0.name, $0.isComputer) }))
      }
      return lines
    case .matchismo:
      var lines = [
        Phrases.Plain.matchismoStart(cards: matchismo.cards.count, matchCount: matchismo.matchCount)
      ]
      if matchismo.players.count > 1 {
        lines.append(
          Phrases.Plain.players(seats: matchismo.players.map { ($0.name, $0.isComputer) }))
      }
      return lines
    case .set:
      if let race = racePresentation {
        return [Phrases.Plain.players(seats: race.seats.map { ($0.name, $0.isComputer) })]
      }
      return [Phrases.Plain.setStart(inPlay: set.cardsInPlay.count, inDeck: set.deckCount)]
    case .statistics:
      return []
    }
  }

  /// What a face that prints lines says for the Statistics section (`stats` in `--plain`): one
  /// line per game and theme played, its numbers after their columns' names ("Memorize · Animals
  /// · 8 pairs: Played 3 · Finished 1 · Best 14 · Fastest 0:42"), then its recent scores; then
  /// every player's record under the players' heading; or that nothing was played yet.
  public var statisticsLines: [String] {
    let statistics = statisticsPresentation
    guard !statistics.isEmpty else { return [statistics.emptyText] }
    var lines: [String] = []
    for row in statistics.rows {
      lines.append(
        Phrases.Plain.statisticsRow(
          title: row.title,
          numbers: row.cells.map(\.labelled).joined(separator: Phrases.besideEachOther)))
      if !row.recentScores.isEmpty { lines.append(row.recentScoresSentence) }
      lines += row.recentTables.map(\.sentence)
    }
    if !statistics.players.isEmpty {
      lines.append(Phrases.Plain.statisticsHeading(statistics.playersHeading))
      lines += statistics.players.map(\.sentence)
    }
    return lines
  }

  /// The lines every command's output ends with in a face that prints lines: each player's
  /// `Score: S Flips: F` for one player (Set's `Score: S Choices: C`); at a table of several
  /// each seat's pairs and points instead (`Ana: 2 pairs, 4 pts · Ben: 1 pair, 0 pts`),
  /// as a shared table says them, and at a Set race the
  /// header's counters in one line.
  public func scoreLines(of section: Section) -> [String] {
    switch section {
    case .memorize:
      guard let memorize else { return [Phrases.Plain.score(0, flips: 0)] }
      // At a table of several, each seat's pairs and points: a total of everyone's points
      // would read as one player's score. The seats as the header has them, in the line a
      // shared table's seats are said in ("Ana: 2 pairs, 4 pts · Ben: 1 pair, 0 pts").
      if memorize.players.count > 1 {
        return [Phrases.Plain.statusLine(memorize.statusItems.filter { $0.isCurrent != nil })]
      }
      return [Phrases.Plain.score(memorize.score, flips: memorize.flipCount)]
    case .matchismo:
      if matchismo.players.count > 1 {
        return [Phrases.list(matchismo.players.map(Phrases.matchismoStanding))]
      }
      return [Phrases.Plain.score(matchismo.score, flips: matchismo.flipCount)]
    case .set:
      if setRace != nil, let line = statusLine(of: section) { return [line] }
      return [Phrases.Plain.setScore(set.score, choices: set.choiceCount)]
    case .statistics:
      return []
    }
  }

  /// The header's counters in one line ("Ana: 2 · Ben: 1 · Deck 51"), as a face that prints
  /// lines ends a command at a Set race.
  private func statusLine(of section: Section) -> String? {
    board(of: section).map {
      Phrases.Plain.statusLine($0.status.items)
    }
  }

  /// Whose turn it is, in a line ("Ana to move"), at a Memorize table of several, or at
  /// Matchismo's when it is on screen; `nil` for one.
  public var turnLine: String? {
    if section == .matchismo {
      let players = matchismo.players
      guard players.count > 1, !matchismo.isOver,
        players.indices.contains(matchismo.currentPlayerIndex)
      else { return nil }
      return Phrases.turn(of: players[matchismo.currentPlayerIndex])
    }
    guard let memorize, memorize.players.count > 1, !memorize.isOver else { return nil }
    return turnLine(memorize)
  }

  /// The id of the theme called `name` (its own name, or a built-in theme's translated one, in
  /// any case); `nil` when none is.
  public func themeID(named name: String) -> String? {
    themes.theme(named: name)?.id
  }
}
