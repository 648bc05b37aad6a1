import CardGames

// A save file may have been edited by hand or damaged. The models refuse what no game could
// reach (cards, seats, match counts: see their `init(from:)`). What is possible in principle but
// absurd — numbers the rules add to (scores, flips, counts, scoring values) — is checked here, at
// decoding, so that a file holding one near `Int.max` is kept aside with a one-line notice instead
// of trapping with an overflow at the next move. The limits are far beyond anything a game
// reaches in play.
enum SavePlausibility {
  /// The largest score, flip or game count a save may hold.
  static let maximumCount = 1_000_000_000
  /// The largest value, either sign, of one scoring rule.
  static let maximumPoints = 1_000_000
  /// The most player names a record may count wins and losses for.
  static let maximumNames = 10_000
  /// The longest time, in seconds, a clock or a card's bonus may hold (about 31 years): the
  /// longest a stopwatch counts, so that every time the game writes is one it reads back.
  static let maximumSeconds = Stopwatch.longestTime

  /// What is impossible about the Memorize game, or `nil` when nothing is.
  static func problem(in saved: SavedMemorizeGame) -> String? {
    let match = saved.match
    let game = match.game
    guard isCount(game.score, signed: true), isCount(game.flipCount) else {
      return "the score or flip count is out of range"
    }
    let scoring = game.scoring
    let points = [
      scoring.pointsForMatch, scoring.pointsForSeenCardInMismatch, scoring.pointsPerBonusSecond,
    ]
    guard points.allSatisfy(isPoints) else { return "a scoring value is out of range" }
    guard match.players.allSatisfy({ isCount($0.score, signed: true) && isCount($0.pairs) }) else {
      return "a player's score or pairs are out of range"
    }
    var times = [game.lastKnownTime, saved.clock.stopwatch.accumulated]
    if let rule = game.timeBonus { times.append(rule.limit) }
    for card in game.cards {
      times += [card.bonusTimeLimit, card.pastFaceUpTime, card.lastFaceUpTime ?? 0]
    }
    guard times.allSatisfy(isSeconds) else { return "a time is out of range" }
    guard (saved.hintedCardIDs?.count ?? 0) <= 2 else { return "a hint holds more than a pair" }
    return nil
  }

  /// What is impossible about the Matchismo game, or `nil` when nothing is.
  static func problem(in saved: SavedMatchismoGame) -> String? {
    let game = saved.game
    let scoring = game.scoring
    let points = [
      scoring.rankMatch, scoring.suitMatch, scoring.matchBonus, scoring.pointsForMismatch,
      scoring.pointsForChoosing,
    ]
    guard points.allSatisfy(isPoints) else { return "a scoring value is out of range" }
    guard isCount(game.score, signed: true), isCount(game.earlierChoiceCount) else {
      return "the score or choice count is out of range"
    }
    guard isSeconds(saved.clock.stopwatch.accumulated) else { return "the time is out of range" }
    return nil
  }

  /// What is impossible about the Set game, or `nil` when nothing is.
  static func problem(in saved: SavedSetGame) -> String? {
    let scoring = saved.game.scoring
    let points = [scoring.pointsForSet, scoring.pointsForNonSet, scoring.pointsForDeselection]
    guard points.allSatisfy(isPoints) else { return "a scoring value is out of range" }
    guard isCount(saved.game.earlierPoints, signed: true), isCount(saved.game.earlierChoiceCount)
    else { return "the score or choice count is out of range" }
    guard isSeconds(saved.clock.stopwatch.accumulated) else { return "the time is out of range" }
    guard (saved.hintedCardIDs?.count ?? 0) <= SetGame.setSize else {
      return "a hint holds more than a set"
    }
    return nil
  }

  /// What is impossible about the statistics, or `nil` when nothing is.
  static func problem(in statistics: SavedStatistics) -> String? {
    for entry in statistics.entries {
      let record = entry.record
      let seatScores = record.recentTables.flatMap(\.seats)
      let scores =
        record.recentScores + (record.bestScore.map { [$0] } ?? [])
        + (record.tableBest.map { [$0.score] } ?? []) + seatScores.map(\.score)
      guard entry.key.pairs.map({ (1...maximumCount).contains($0) }) ?? true else {
        return "the size in a key of \(entry.key.game.rawValue) is out of range"
      }
      guard entry.key.matchCount.map(CardMatchingGame.supportedMatchCounts.contains) ?? true
      else {
        return "the match count in a key of \(entry.key.game.rawValue) is out of range"
      }
      guard isCount(record.played), isCount(record.finished),
        seatScores.allSatisfy({ isCount($0.pairs ?? 0) }), seatScores.count <= maximumNames,
        scores.allSatisfy({ isCount($0, signed: true) }),
        record.recentScores.count <= Statistics.recentScoreLimit,
        isSeconds(record.bestTime ?? 0), isSeconds(record.tableBestTime ?? 0),
        record.wins.count + record.losses.count + record.ties.count <= maximumNames,
        (record.tableBest.map { $0.people.count + $0.computers.count } ?? 0) <= maximumNames,
        (Array(record.wins.values) + Array(record.losses.values) + Array(record.ties.values))
          .allSatisfy({ isCount($0) })
      else {
        return "a number in the record of \(entry.key.game.rawValue) is out of range"
      }
    }
    return nil
  }

  private static func isCount(_ value: Int, signed: Bool = false) -> Bool {
    (signed ? -maximumCount : 0) <= value && value <= maximumCount
  }

  private static func isPoints(_ value: Int) -> Bool {
    -maximumPoints <= value && value <= maximumPoints
  }

  private static func isSeconds(_ value: Double) -> Bool {
    value.isFinite && 0 <= value && value <= maximumSeconds
  }
}
