import CardGames

/// How a finished game ends, the same in every game and every face: the title, why it ended
/// when that is not plain to see, the result and the time, the best, and how to play again.
///
/// The full screen draws ``bannerLines(newGameKey:)`` in its banner, `--plain` says
/// ``plainLines`` once, and the window shows ``title`` over ``details`` with a ``playAgain``
/// button; none of them composes a word of it.
public struct GameEnding: Hashable, Sendable, Codable {
  /// “Game over!”
  public var title: String
  /// Why the game ended, in every game: Memorize's “Every pair is matched.”, Matchismo's “No
  /// match is possible among the cards left: 3♥ 2♠.”, Set's “No set is left among the 6 cards,
  /// and the deck is empty: 25 sets, 8.4 s a set.”.
  public var reason: String?
  /// How it ended: “Score 12”, “Ana wins”, “Ana and Ben tie”.
  public private(set) var result: String
  /// The time played, as the clock shows it: “1:05”.
  public private(set) var time: String
  /// Every player's score at a table of several, best first: “Ana: 5 pairs, 9 points · Ben: 3
  /// pairs, 4 points”; `nil` alone, where ``result`` is the score.
  public var scores: String?
  /// The best so far: “Best score: 20”, or “New best score: 20!” when this game set it; in a
  /// game of several players, local or at a shared table, the best of such games (“Best with
  /// several players: 13 by Ana · Multiplayer fastest: 4:05”), never the solo bests,
  /// which no such game's score or time counts towards.
  public var best: String?
  /// The button that deals again: “Play Again”.
  public var playAgain: String
  /// How the game is dealt again, which names the key in the banner: a new game, or (Matchismo,
  /// whose button is Redeal) a redeal.
  public var dealsAgain: DealAgain
  /// The final score, for the plain mode's one-line summary.
  public var score: Int
  /// What the banner says in place of the key that deals again, for a player who cannot deal:
  /// a watcher at a shared table is told what a watcher may do
  /// (``TableView/watcherLine``). `nil` names the key. Each face sets it for itself: it does
  /// not travel.
  public var instead: String?
  /// The result and the time in one sentence: “Score 12 in 1:05”; worded when the ending is
  /// made, in the language it is made in (a table words each reader's ending in theirs, and
  /// writes it out later).
  public private(set) var summary: String

  /// Creates an ending from its parts, each already in the player's language.
  public init(
    title: String, reason: String?, result: String, time: String, scores: String? = nil,
    best: String?, playAgain: String, dealsAgain: DealAgain = .newGame, score: Int
  ) {
    self.title = title
    self.reason = reason
    self.result = result
    self.time = time
    self.scores = scores
    self.best = best
    self.playAgain = playAgain
    self.dealsAgain = dealsAgain
    self.score = score
    summary = Phrases.result(result, in: time)
  }

  /// How a game is dealt again, as the banner names its key.
  public enum DealAgain: String, Hashable, Sendable, Codable {
    /// “n for a new game”.
    case newGame
    /// “n to redeal”.
    case redeal
  }

  private enum CodingKeys: String, CodingKey {
    case title, reason, result, time, scores, best, playAgain, dealsAgain, score, summary, details
  }

  /// Written part by part, each line of ``details`` once: the reason and the summary under
  /// their own keys beside the scores and the best, so a face that reads the ending as data
  /// (the browser) shows the lines the window shows, in ``details``' order, without composing
  /// one; a new game's way of dealing not at all (the default). A shared table's last update
  /// carries the ending, and every byte of it counts against the update's 2 KB: the details
  /// written whole as well repeated the scores and the best.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(reason, forKey: .reason)
    try container.encode(summary, forKey: .summary)
    try container.encode(result, forKey: .result)
    try container.encode(time, forKey: .time)
    try container.encodeIfPresent(scores, forKey: .scores)
    try container.encodeIfPresent(best, forKey: .best)
    try container.encode(playAgain, forKey: .playAgain)
    if dealsAgain != .newGame { try container.encode(dealsAgain, forKey: .dealsAgain) }
    try container.encode(score, forKey: .score)
  }

  /// Read back from its stored parts; ``details`` is made from them again. The reason and the
  /// summary are read from the details (or from their own keys, as earlier writers wrote
  /// them), worded as they were written: the details are the reason if any, the summary, the
  /// scores if any and the best if any, so they hold a reason when they hold one line more than
  /// the summary and the scores and best written apart. The summary is made again only when a
  /// writer wrote neither.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decode(String.self, forKey: .title)
    result = try container.decode(String.self, forKey: .result)
    time = try container.decode(String.self, forKey: .time)
    scores = try container.decodeIfPresent(String.self, forKey: .scores)
    best = try container.decodeIfPresent(String.self, forKey: .best)
    playAgain = try container.decode(String.self, forKey: .playAgain)
    dealsAgain = try container.decodeIfPresent(DealAgain.self, forKey: .dealsAgain) ?? .newGame
    score = try container.decode(Int.self, forKey: .score)
    let details = try container.decodeIfPresent([String].self, forKey: .details) ?? []
    let others = 1 + (scores == nil ? 0 : 1) + (best == nil ? 0 : 1)
    reason =
      try container.decodeIfPresent(String.self, forKey: .reason)
      ?? (details.count == others + 1 ? details.first : nil)
    let place = reason == nil ? 0 : 1
    summary =
      try container.decodeIfPresent(String.self, forKey: .summary)
      ?? (details.indices.contains(place) ? details[place] : Phrases.result(result, in: time))
  }

  /// What the window shows under ``title``, a line each: the reason, the summary, the
  /// players' scores, the best.
  public var details: [String] { [reason, summary, scores, best].compactMap { $0 } }

  /// The full screen's banner: the headline with the key that deals again (“Game over! Score
  /// 12 in 1:05 — n for a new game”, Matchismo's “… — n to redeal”), then the reason, the
  /// players' scores and the best.
  public func bannerLines(newGameKey: String) -> [String] {
    [headline(newGameKey: newGameKey), reason, scores, best].compactMap { $0 }
  }

  /// A banner line with the phrases it may break into when it is too wide for one row
  /// (`parts`), and for each part the finer phrases it may break into when even it is too wide
  /// (`finer[i]`; empty, or missing, where a part breaks only between words).
  public typealias BannerLine = (line: String, parts: [String], finer: [[String]])

  /// ``bannerLines(newGameKey:)``, each with the phrases it may break into when it is too wide
  /// for one row: the headline between its result and its key (“Game over! Score 12 in 1:05” /
  /// “n for a new game”), and a result still too wide after its title too (“Game over!” /
  /// “Computer (good) wins in 0:06”), so neither the time nor the key is torn from its phrase;
  /// the best between its records; the players' scores between players, and a player's after
  /// the name (“Computer (perfect):” / “3 pairs, 6 points”); the reason after its colon. Only
  /// then does a phrase break between words.
  public func bannerPhrases(newGameKey: String) -> [BannerLine] {
    let again = again(newGameKey)
    let headline = (
      line: headline(newGameKey: newGameKey),
      parts: [Phrases.gameOverResult(result: result, time: time), again],
      finer: [[title, summary], []]
    )
    // The records break between themselves ("New best score: 4!" / "New fastest: 0:03!"),
    // the scores between players, then after each player's name.
    let records = best.map { Self.listed($0) { _ in [] } }
    let players = scores.map { Self.listed($0, finer: Self.afterColon) }
    let why = reason.map { (line: $0, parts: Self.afterColon($0), finer: [[String]]()) }
    return [headline] + [why, players, records].compactMap { $0 }
  }

  /// A line of phrases made by ``Phrases/beside(_:)``, each with its finer phrases.
  private static func listed(_ line: String, finer: (String) -> [String]) -> BannerLine {
    let parts = Phrases.apart(line)
    guard parts.count > 1 else { return (line: line, parts: [], finer: []) }
    return (line: line, parts: parts, finer: parts.map(finer))
  }

  /// A phrase broken after its first colon, where it turns from who or why to what ("No set is
  /// left among the 9 cards, and the deck is empty:" / "24 sets, 0.1 s a set."; "Computer
  /// (perfect):" / "3 pairs, 6 points"); empty without one.
  private static func afterColon(_ phrase: String) -> [String] {
    guard let colon = phrase.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return [] }
    let then = phrase.index(after: colon)
    return [String(phrase[..<then]), String(phrase[then...].drop { $0 == " " })]
  }

  /// The ending in one line, with the key that deals again: “Game over! Score 12 in 1:05 — Ctrl+N
  /// for a new game” (a status line's sentence once the game is over).
  public func headline(newGameKey: String) -> String {
    Phrases.gameOverBanner(result: result, time: time, again: again(newGameKey))
  }

  /// The key that deals again, in words: “n for a new game”, “n to redeal”.
  private func again(_ key: String) -> String {
    if let instead { return instead }
    return switch dealsAgain {
    case .newGame: Phrases.newGameKey(key)
    case .redeal: Phrases.redealKey(key)
    }
  }

  /// What `--plain` says once when the game ends, in the full screen's words: the headline
  /// without its key (“Game over! Score 12 in 1:05”, “Game over! Ana wins in 1:05”), the reason,
  /// the players' scores, the best, and the command that deals again.
  public var plainLines: [String] { plainLines(closingWith: Phrases.Plain.playAgain) }

  /// ``plainLines`` with another last line in place of the command that deals again: a
  /// watcher's, who cannot deal.
  public func plainLines(closingWith last: String) -> [String] {
    [Phrases.gameOverResult(result: result, time: time), reason, scores, best]
      .compactMap { $0 } + [last]
  }
}

extension Phrases {
  /// The last verdict and the ending as a screen reader hears them at the end, each said once:
  /// “Set! +3 for a set; Game over!; 24 sets, 3.9 s a set; …”. A verdict that is the ending's
  /// title (Set's “Game over!”) is not said twice.
  public static func spoken(_ verdict: String?, ending: GameEnding) -> String {
    let last = verdict.flatMap { $0.isEmpty || $0 == ending.title ? nil : $0 }
    return together([last].compactMap(\.self) + [ending.title] + ending.details)
  }

  /// Why a Matchismo deal is over, naming the cards left so the player can see it: “No match is
  /// possible among the cards left: 3♥ 2♠.”; “Every card is matched.” when none is left.
  ///
  /// The cards are one list, read together: no-break spaces hold them on one line wherever a
  /// face wraps the sentence (the window at 400 px put "8♥." alone under the rest).
  public static func noMatchLeft(among cards: [String]) -> String {
    guard !cards.isEmpty else { return localized("Every card is matched.") }
    return localized(
      "No match is possible among the cards left: {cards}.",
      ["cards": cards.joined(separator: "\u{00A0}")])
  }

  /// Why a Memorize game is over, as Matchismo's and Set's endings say why theirs are: “Every
  /// pair is matched.”
  public static var everyPairMatched: String {
    // Translators: why a game of Memorize ended, on its game-over page: every pair of cards
    // has been found ("Every card is matched." says it of Matchismo).
    localized("Every pair is matched.")
  }

  /// “Best score: {score}”, or “New best score: {score}!” when this game set it with a score
  /// above 0: a first game's −330 is the best so far, but nothing to cheer.
  public static func best(score: Int, isNew: Bool) -> String {
    isNew && score > 0
      ? localized("New best score: {score}!", ["score": score])
      : localized("Best score: {score}", ["score": score])
  }

  /// The fastest finished game, as every game's ending says it: "Fastest: 4:05", or "New
  /// fastest: 3:58!".
  public static func fastest(_ seconds: Double, isNew: Bool) -> String {
    let time = finishedTime(seconds)
    return isNew
      ? localized("New fastest: {time}!", ["time": time])
      : localized("Fastest: {time}", ["time": time])
  }

  /// The best score of the games with the time bonus, which Statistics keeps apart from the
  /// games without it (their scores are higher): “Best with time bonus: 26”, or “New best with
  /// time bonus: 26!” when this game set it with a score above 0.
  static func bestWithTimeBonus(score: Int, isNew: Bool) -> String {
    // Translators: at the end of a game of Memorize with the time bonus, the best score of
    // such games, kept apart from the games without it ("Best with time bonus: 26").
    let old = localized("Best with time bonus: {score}", ["score": score])
    // Translators: at the end of a game of Memorize with the time bonus, that this game set
    // the best score of such games ("New best with time bonus: 26!").
    let new = localized("New best with time bonus: {score}!", ["score": score])
    return isNew && score > 0 ? new : old
  }

  /// A solo game's records on its ending's one line: "Best score: 12 · Fastest: 4:05"; with
  /// the time bonus, "Best with time bonus: 26 · Fastest: 0:42"; `nil` before any.
  static func records(
    bestScore: Int?, isNewBest: Bool, bestTime: Double?, isNewTime: Bool,
    timeBonus: Bool = false
  ) -> String? {
    let records = [
      bestScore.map {
        timeBonus
          ? bestWithTimeBonus(score: $0, isNew: isNewBest) : best(score: $0, isNew: isNewBest)
      },
      bestTime.map { fastest($0, isNew: isNewTime) },
    ].compactMap { $0 }
    return records.isEmpty ? nil : beside(records)
  }

  /// The records of games with several players on an ending's one line, as a solo game's are
  /// said: "Multiplayer best: 13 by Ana · Multiplayer fastest: 4:05", "New
  /// multiplayer best: 13 by Ana!" when this game set it; `nil` before any.
  ///
  /// One wording for a local game of several (`--players`, the window's Players) and a shared
  /// table, because they are one record: ``Statistics/Record/tableBest`` and
  /// ``Statistics/Record/tableBestTime`` are kept per game, theme and size, whatever the number
  /// of seats and wherever they sat. So the line says neither "table" (a local game read as a
  /// network table) nor how many played (a best of three counts against one of two).
  ///
  /// With the time bonus (`timeBonus`), whose games Statistics keeps apart as it keeps a solo
  /// game's, the best says so as the solo ending's does: "Multiplayer best with time bonus: 26
  /// by Ana".
  static func tableRecords(
    best: Statistics.TableBest?, isNewBest: Bool, time: Double?, isNewTime: Bool,
    timeBonus: Bool = false
  ) -> String? {
    var records: [String] = []
    if let best, timeBonus {
      let said = tableBest(best)
      // Translators: at the end of a game of Memorize with several players and the time bonus,
      // that this game set the best top score of such games, kept apart from the games without
      // it, and whose it was ("New multiplayer best with time bonus: 26 by Ana!").
      let newBest = localized("New multiplayer best with time bonus: {best}!", ["best": said])
      // Translators: at the end of a game of Memorize with several players and the time bonus,
      // the best top score of such games and whose it was ("Multiplayer best with time bonus:
      // 26 by Ana").
      let oldBest = localized("Multiplayer best with time bonus: {best}", ["best": said])
      records.append(isNewBest && best.score > 0 ? newBest : oldBest)
    } else if let best {
      let said = tableBest(best)
      // Translators: at the end of a game with several players (at one screen or at a shared
      // table: one record), that this game set the best top score of such games, and whose it
      // was ("New multiplayer best: 13 by Ana!").
      let newBest = localized("New multiplayer best: {best}!", ["best": said])
      // Translators: at the end of a game with several players, the best top score of such
      // games and whose it was ("Multiplayer best: 13 by Ana").
      let oldBest = localized("Multiplayer best: {best}", ["best": said])
      records.append(isNewBest && best.score > 0 ? newBest : oldBest)
    }
    if let time {
      let said = finishedTime(time)
      // Translators: at the end of a game with several players, that this game was the fastest
      // such game ("New multiplayer fastest: 4:05!").
      let newTime = localized("New multiplayer fastest: {time}!", ["time": said])
      // Translators: at the end of a game with several players, the fastest such game
      // ("Multiplayer fastest: 4:05").
      let oldTime = localized("Multiplayer fastest: {time}", ["time": said])
      records.append(isNewTime ? newTime : oldTime)
    }
    return records.isEmpty ? nil : beside(records)
  }

  /// Every player's score at the end of a table of several, the highest first (seats in
  /// order among equals): "Ana: 9 points · Ben: 4 points"; `nil` for one player, whose score is
  /// the result.
  ///
  /// - Parameter seats: each seat's standing as the game ranks it (Memorize: pairs, then
  ///   points), and its score in words.
  static func finalScores(_ seats: [(rank: (Int, Int), said: String)]) -> String? {
    guard seats.count > 1 else { return nil }
    let ranked = seats.enumerated().sorted {
      $0.element.rank != $1.element.rank
        ? $0.element.rank > $1.element.rank : $0.offset < $1.offset
    }
    return beside(ranked.map(\.element.said))
  }

  /// What separates two bests on one line: "Best score: 12 · Fastest clear: 4:05".
  public static var besideEachOther: String {
    // Translators: between two records on one line of a game's ending.
    localized(" · ")
  }

  /// Phrases side by side on one line, parted by ``besideEachOther`` — save after a phrase that
  /// closes a full-width sentence (。！？), which parts itself: "新的多人最高分：13 分！多人最快：4:05",
  /// not "…！ · 多人最快…" (po/STYLE.zh_CN.md). The records of an ending and the events of a race
  /// are joined by it in every face.
  ///
  /// - Parameter phrases: the phrases, in the order they are said.
  /// - Returns: the line; ``apart(_:)`` gives the phrases back.
  public static func beside(_ phrases: [String]) -> String {
    var line = ""
    for phrase in phrases {
      if !line.isEmpty { line += separator(after: line) }
      line += phrase
    }
    return line
  }

  /// What ``beside(_:)`` puts after `phrase` before the next: ``besideEachOther`` (" · "), or
  /// nothing after a phrase that closes a full-width sentence (。！？), which parts itself; a
  /// face short of room measures it to know what a phrase takes with the next beside it.
  public static func separator(after phrase: String) -> String {
    phrase.last.map(closesFullWidthSentence) == true ? "" : besideEachOther
  }

  /// The phrases of a line that ``beside(_:)`` made, in order.
  public static func apart(_ line: String) -> [String] {
    line.components(separatedBy: besideEachOther).flatMap { part in
      var phrases: [String] = []
      var phrase = ""
      let characters = Array(part)
      for (index, character) in characters.enumerated() {
        phrase.append(character)
        // A sentence ends after its last mark: “形色！”。 is one phrase, not two.
        let next = characters.indices.contains(index + 1) ? characters[index + 1] : nil
        if closesFullWidthSentence(character), let next, !closesFullWidthSentence(next),
          !"”’）".contains(next)
        {
          phrases.append(phrase)
          phrase = ""
        }
      }
      return phrases + [phrase]
    }
  }

  /// Whether `character` ends a full-width sentence: 。！？.
  private static func closesFullWidthSentence(_ character: Character) -> Bool {
    character == "。" || character == "！" || character == "？"
  }

  /// Why a game of Set is over, as Matchismo's ending says why it is: "No set is left among the
  /// 6 cards, and the deck is empty.", or "Every card made a set."; with how it went after it
  /// when given ("…: 25 sets, 8.4 s a set.").
  public static func noSetLeft(cardsLeft: Int, then record: String? = nil) -> String {
    let why =
      cardsLeft > 0
      ? localizedPlural(
        "No set is left among the {count} card, and the deck is empty",
        "No set is left among the {count} cards, and the deck is empty", count: cardsLeft)
      : localized("Every card made a set")
    guard let record else {
      // Translators: why a game of Set ended, as a sentence.
      return localized("{why}.", ["why": why])
    }
    // Translators: why a game of Set ended, then how it went: "…: 25 sets, 8.4 s a set."
    return localized("{why}: {record}.", ["why": why, "record": record])
  }

  /// How many sets a solo Set game found and the time each took: "27 sets, 8.4 s a set".
  public static func setsFound(_ count: Int, perSet: String?) -> String {
    let sets = localizedPlural("{count} set", "{count} sets", count: count)
    guard let perSet else { return sets }
    return localized("{sets}, {seconds} a set", ["sets": sets, "seconds": perSet])
  }

  /// “{result} in {time}”: how a game ended and how long it took.
  public static func result(_ result: String, in time: String) -> String {
    localized("{result} in {time}", ["result": result, "time": time])
  }
}

extension Phrases.Plain {
  /// How `--plain` deals again once a game is over: “Type “new” to play again.”
  public static var playAgain: String { localized("Type “new” to play again.") }

  /// Why `choose` does nothing once the game is over, any card, matched or not, with how to
  /// deal again: “The game is over: type “new” to play again.”
  public static var gameIsOver: String {
    localized("The game is over: type “new” to play again.")
  }
}

extension PlayingCardGame {
  /// How the deal ended, once no match is possible among the cards left; `nil` while in play.
  /// Alone, the score and the best; at a table of several, who won (“Ana wins”, “Ana and Ben
  /// tie”) and the table's best.
  public var ending: GameEnding? {
    guard isOver else { return nil }
    let result: String =
      if players.count > 1, let outcome {
        switch outcome {
        case .winner(let index):
          Phrases.result(MemoryMatch<String>.Outcome.winner(index), players: players)
        case .tie(let indices):
          Phrases.result(MemoryMatch<String>.Outcome.tie(indices), players: players)
        }
      } else {
        Phrases.scoreResult(score)
      }
    return GameEnding(
      title: Phrases.setGameOver,
      reason: Phrases.noMatchLeft(
        among: cards.filter { !$0.isMatched }.map { $0.playingCard.description }),
      result: result,
      time: Phrases.finishedTime(elapsed),
      scores: Phrases.finalScores(
        players.map {
          (rank: ($0.score, 0), said: Phrases.seatPoints($0.name, points: $0.score))
        }),
      best: players.count > 1
        ? Phrases.tableRecords(
          best: tableBest, isNewBest: endedWithNewBest, time: tableBestTime,
          isNewTime: endedWithNewBestTime)
        : Phrases.records(
          bestScore: bestScore, isNewBest: endedWithNewBest, bestTime: bestTime,
          isNewTime: endedWithNewBestTime),
      playAgain: WindowLabels.playAgain, dealsAgain: .redeal, score: score)
  }
}

extension SetCardGame {
  /// How the game ended, once the deck is empty and no set is left; `nil` while in play.
  public var ending: GameEnding? {
    guard isOver else { return nil }
    let best = Phrases.records(
      bestScore: bestScore, isNewBest: endedWithNewBest, bestTime: bestTime,
      isNewTime: endedWithNewBestTime)
    return GameEnding(
      title: Phrases.setGameOver,
      reason: Phrases.noSetLeft(
        cardsLeft: cardsInPlay.filter { !isInMadeSet($0) }.count,
        then: Phrases.setsFound(setsFound, perSet: secondsPerSet.map(Phrases.secondsText))),
      result: Phrases.scoreResult(score), time: Phrases.finishedTime(elapsed),
      best: best,
      playAgain: WindowLabels.playAgain, score: score)
  }
}

extension EmojiMemoryGame {
  /// How the game ended, once every pair is matched; `nil` while in play. A table of several
  /// players has a winner (or a tie) and the table's best.
  public var ending: GameEnding? {
    guard isOver, let result else { return nil }
    let best =
      players.count == 1
      ? Phrases.records(
        bestScore: bestScore, isNewBest: endedWithNewBest, bestTime: bestTime,
        isNewTime: endedWithNewBestTime, timeBonus: isTimeBonusEnabled)
      : Phrases.tableRecords(
        best: tableBest, isNewBest: endedWithNewBest, time: tableBestTime,
        isNewTime: endedWithNewBestTime, timeBonus: isTimeBonusEnabled)
    return GameEnding(
      title: Phrases.setGameOver, reason: Phrases.everyPairMatched, result: result,
      time: Phrases.finishedTime(elapsed),
      scores: Phrases.finalScores(
        players.map {
          (
            rank: ($0.pairs, $0.score),
            said: Phrases.seatPairsAndPoints($0.name, pairs: $0.pairs, points: $0.score)
          )
        }),
      best: best, playAgain: WindowLabels.playAgain, score: score)
  }
}
