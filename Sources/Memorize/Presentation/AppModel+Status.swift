import CardGames

extension AppModel {
  /// What the header of `section` says, the same in every front end.
  ///
  /// While another memorize is the one saving to the data folder, every section's header says
  /// so ("Saving off") for as long as this one runs: the notice at launch goes with the first
  /// move, and the player must not forget that this game will not be kept.
  public func status(of section: Section) -> SectionStatus {
    var status = gameStatus(of: section)
    if isSavingElsewhere {
      status.items.append(
        StatusItem(localized("Saving"), localizedInContext("saving", "off"), priority: .high))
    }
    return status
  }

  /// What quitting does, as the help says it now: the games are saved, or, while another
  /// memorize is the one saving (``isSavingElsewhere``, "Saving off"), that they are not kept.
  public var quitAction: Labels.KeyAction { isSavingElsewhere ? .quitUnsaved : .quit }

  /// The verdict a screen reader hears when it changes in `section`: Matchismo's outcome line
  /// and Set's verdict, which a face shows as a label nobody hears; `nil` where there is none
  /// (Memorize's status line, Statistics) or nothing was decided yet.
  ///
  /// Once a game is over, the last verdict and the ending (its title, reason, result and best)
  /// are said together, once each: the ending shows over the board, where no status line reads
  /// it.
  ///
  /// It is the section's board's ``BoardPresentation/spokenLine``, which a window at a shared
  /// table reads from the table's board: one rule for both.
  public func spokenVerdict(in section: Section) -> String? {
    guard section != .statistics else { return nil }
    return board(of: section)?.spokenLine
  }

  private func gameStatus(of section: Section) -> SectionStatus {
    switch section {
    case .memorize:
      guard let game = memorize, isMemorizeGameOnScreen || isSideBySide else {
        return SectionStatus(
          title: Phrases.memorizeTitleWithoutTheme, shorterTitles: [Phrases.title(of: section)])
      }
      // Short of room, the theme alone: the tab below names the game.
      return SectionStatus(
        title: Phrases.memorizeTitle(theme: game.theme.localizedName),
        shorterTitles: [game.theme.localizedName], color: Colour(game.theme.color),
        items: game.statusItems)
    case .matchismo:
      return SectionStatus(title: Phrases.title(of: section), items: matchismo.statusItems)
    case .set:
      return SectionStatus(
        title: Phrases.title(of: section), items: setRace?.statusItems ?? set.statusItems)
    case .statistics:
      return SectionStatus(title: Phrases.title(of: section))
    }
  }
}

extension EmojiMemoryGame {
  /// Score, flips and time for one player; with several, each player's pairs and points (the
  /// one to move marked) instead of the score, with their units ("2 pairs, 3 pts": pairs win,
  /// points part a tie, and the line under the board speaks of points); the best score and the
  /// time bonus when they apply.
  public var statusItems: [StatusItem] {
    let time = StatusItem.clock(elapsed, isOver: isOver)
    var items: [StatusItem]
    if players.count > 1 {
      // Every seat's count is said as wide as the deal makes it (its pairs, and the points its
      // matches score), so a face keeps one form of it through the game ("Ana: 1 pair, 2 pts"
      // does not turn to "Ana: 1·2" a move later).
      let pairCount = cards.count / 2
      items = players.enumerated().map { index, player in
        // The deal's own first, so that the same one is sent all game (a shared table sends
        // each change) unless the seat's score outgrows them.
        func widest(_ form: (Int, Int) -> String) -> String? {
          [0, 1, pairCount].flatMap { pairs in
            [0, pairCount * scoring.pointsForMatch, player.score].map { form(pairs, $0) }
          }.max { $0.count < $1.count }
        }
        return StatusItem(
          Phrases.seatLabel(player.name),
          Phrases.pairsAndPoints(player.pairs, points: player.score),
          shortValue: Phrases.shortPairsAndPoints(player.pairs, points: player.score),
          shortLabel: Phrases.shortSeatLabel(
            player.name, seat: index, of: players.map(\.name)),
          widestValue: widest(Phrases.pairsAndPoints(_:points:)),
          middleValue: Phrases.middlePairsAndPoints(player.pairs, points: player.score),
          widestMiddleValue: widest(Phrases.middlePairsAndPoints(_:points:)),
          narrowValue: Phrases.narrowPairsAndPoints(player.pairs, points: player.score),
          widestNarrowValue: widest(Phrases.narrowPairsAndPoints(_:points:)),
          priority: .essential,
          isCurrent: index == currentPlayerIndex && !isOver,
          spoken: Phrases.seatPairsAndPoints(
            player.name, pairs: player.pairs, points: player.score),
          narrowing: StatusItem.Narrowing.seat(named: player.name))
      }
      items.append(time)
    } else {
      items = [
        StatusItem(Phrases.score, Phrases.number(score), priority: .essential),
        StatusItem(Phrases.flips, "\(flipCount)", priority: .medium), time,
      ]
      if let bestScore {
        items.append(StatusItem(Phrases.best, Phrases.number(bestScore), priority: .low))
      }
    }
    if isTimeBonusEnabled { items.append(StatusItem(Phrases.bonus, Phrases.on, priority: .low)) }
    return items
  }
}

extension PlayingCardGame {
  /// Score, flips, the cards a match takes, and time; with several players, each player's
  /// score (the one to move marked) instead of the table's.
  public var statusItems: [StatusItem] {
    let scores =
      players.count > 1
      ? players.enumerated().map { index, player in
        StatusItem(
          Phrases.seatLabel(player.name), Phrases.number(player.score),
          shortLabel: Phrases.shortSeatLabel(
            player.name, seat: index, of: players.map(\.name)),
          priority: .essential,
          isCurrent: index == currentPlayerIndex && !isOver,
          spoken: Phrases.seatPoints(player.name, points: player.score),
          narrowing: StatusItem.Narrowing.seat(named: player.name))
      } : [StatusItem(Phrases.score, Phrases.number(score), priority: .essential)]
    return scores + [
      StatusItem(Phrases.flips, "\(flipCount)", priority: .medium),
      StatusItem(Phrases.match, Phrases.cardCount(matchCount), priority: .low),
      StatusItem.clock(elapsed, isOver: isOver),
    ]
  }
}

extension SetCardGame {
  /// Score, cards left in the deck, and time; once a set is made, the time each set took on
  /// average, as Set players keep.
  public var statusItems: [StatusItem] {
    var items = [
      StatusItem(Phrases.score, Phrases.number(score), priority: .essential),
      StatusItem(Phrases.deck, "\(deckCount)", priority: .medium),
      StatusItem.clock(elapsed, isOver: isOver),
    ]
    if let perSet = secondsPerSet {
      items.append(StatusItem(Phrases.perSetColumn, Phrases.secondsText(perSet), priority: .low))
    }
    return items
  }
}

extension EmojiMemoryGame {
  /// How the game ended, once it is over: "Ana wins", "Ana and Ben tie", or the solo score.
  public var result: String? {
    guard let outcome else { return nil }
    if players.count == 1 { return Phrases.scoreResult(score) }
    return Phrases.result(outcome, players: players)
  }

  /// The end-of-game banner, with the key (or button) that deals again; `nil` while in play.
  public func gameOverBanner(newGameKey: String) -> String? {
    result.map {
      Phrases.gameOverBanner(
        result: $0, time: Phrases.finishedTime(elapsed), newGameKey: newGameKey)
    }
  }

  /// What the latest choice did in words, once it completed a pair ("Match!", "No match."); at
  /// a table of several, whose choice it was ("Ana: Match!"), as a race says who found a set.
  public var lastVerdict: String? {
    verdictChoice.flatMap { choice in
      let player =
        players.indices.contains(choice.player) ? players[choice.player] : Player(name: "")
      if choice.isPassedTurn {
        return Phrases.passedTurn(of: player, isBack: choice.isBack)
      }
      let verdict = Phrases.verdict(of: choice.outcome)
      guard players.count > 1, let verdict else { return verdict }
      // The person spoken to is "You" ("You: No match."), the others by name.
      return Phrases.verdict(verdict, by: Phrases.verdictName(of: player))
    }
  }
}

extension SetCardGame {
  /// What the line under the table says: why a request was refused, what a hint just
  /// outlined, else ``moveVerdict``. Once the game is over it keeps the last set's verdict, as
  /// every game keeps its last move's: the ending itself is the banner's to say.
  public var verdict: String? {
    if let refusal { return refusal }
    return isHintLatest ? Phrases.hintedSet : moveVerdict
  }

  /// ``verdict`` in fewer words, fewest last, for a line short of room; a refusal's first
  /// clause (``Phrases/shorterRefusals(_:)``).
  public var shorterVerdicts: [String] {
    if let refusal { return Phrases.shorterRefusals(refusal) }
    return isHintLatest ? Phrases.shorterHintedSet : shorterMoveVerdicts
  }

  /// The end-of-game banner, with the key (or button) that deals again; `nil` while in play.
  ///
  /// - Parameter newGameKey: the key or button that starts a new game, as the face names it.
  /// - Returns: "Game over! Score 12 in 4:05 — n for a new game", or `nil` while in play.
  public func gameOverBanner(newGameKey: String) -> String? {
    guard isOver else { return nil }
    return Phrases.gameOverBanner(
      result: Phrases.scoreResult(score), time: Phrases.finishedTime(elapsed),
      newGameKey: newGameKey)
  }

}

extension StatusItem {
  /// The game's clock: M:SS while it runs; once the game is over, its time as the ending says
  /// it, so that a game over within a second reads "under 0:01" above "Score 4 in under 0:01",
  /// not "0:00" (M:SS where the longer form has no room).
  static func clock(_ elapsed: Double, isOver: Bool) -> StatusItem {
    let running = clockText(elapsed)
    guard isOver else { return StatusItem(Phrases.time, running, priority: .high, isClock: true) }
    let finished = Phrases.finishedTime(elapsed)
    return StatusItem(
      Phrases.time, finished, shortValue: finished != running ? running : nil, priority: .high,
      isClock: true)
  }
}
