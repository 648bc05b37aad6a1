import CardGames

/// Everything a face shows of one game section, as one value: the cards as they must be drawn,
/// the header, the seats, the verdict, the history, the buttons and how the game ended.
///
/// ``AppModel/board(of:)`` makes it anew whenever asked; a face keeps the last one it drew and
/// animates the change to the next. It holds no game: two values compare, encode and travel.
public struct BoardPresentation: Hashable, Sendable, Codable {
  /// The section it shows.
  public var section: Section
  /// The header: title, its shorter forms, the theme colour and the status items.
  public var status: SectionStatus
  /// A token that changes with every new deal, so a face deals the cards in afresh.
  public var dealToken: String
  /// Whether the deal on the table was resumed from a save (no dealing animation).
  public var isResumedDeal: Bool
  /// The cards in play, in table order.
  public var cards: [CardPresentation]
  /// The colour of the cards' backs (Memorize: the theme's); `nil` for the default.
  public var backColour: Colour?
  /// The latest mismatch, for a face that shows it before the cards turn back.
  public var mismatch: Mismatch?
  /// The line under the board: the latest verdict with its reason, or whose turn it is.
  public var verdict: String?
  /// The verdict a screen reader should hear, once per new one (a race's events that happened
  /// at once, together); ``spokenLine`` says it with the ending.
  public var spokenVerdict: String?
  /// The sentence for a status line with room for one: the verdict, the turn, the hint, the
  /// best, or what to do.
  public var statusSentence: String
  /// The seats of a table of several players; empty for one.
  public var seats: [SeatPresentation]
  /// Matchismo's outcomes, and which one is on screen.
  public var history: HistoryPresentation?
  /// The section's actions, each enabled or with the reason it is not.
  public var buttons: [ButtonPresentation]
  /// How the game ended; `nil` while in play.
  public var ending: GameEnding?
  /// Cards left in the deck (Set).
  public var deckCount: Int?
  /// How many cards make a match (Matchismo).
  public var matchCount: Int?
  /// Whether a computer player is to move.
  public var isComputerToMove: Bool
  /// The Set race at the table: seats, caller, countdown, events; `nil` for every other game.
  public var race: RacePresentation? = nil
  /// The verdict in fewer words, for a face short of room, fewest last (Matchismo's "Choose a
  /// card." for its rule); empty when there are none fewer.
  public var shorterVerdicts: [String] = []
  /// Why the last key, click or command did nothing, in words, while nothing else has happened
  /// since: a face shows it in the verdict's place until then.
  public var refusal: String? = nil
  /// ``refusal`` in fewer words, for a face short of room, fewest last; empty when there are
  /// none fewer. A refusal the game also says as its verdict has the game's own shorter forms
  /// (Matchismo's "Redeal first to match 2 or 3 cards.", which says what to do); any other is
  /// cut to its first clause (``Phrases/shorterRefusals(_:)``). Made where it is drawn, in the language the
  /// refusal was said in.
  public var shorterRefusals: [String] {
    guard let refusal else { return [] }
    if refusal == verdict, !shorterVerdicts.isEmpty { return shorterVerdicts }
    return Phrases.shorterRefusals(refusal)
  }

  /// ``refusal`` as a board that marks the cards and numbers none says it ("The hint already
  /// shows: the marked cards." for "… cards 3, 7."); `nil` where it is the same.
  public var refusalByMarks: String? = nil
  /// Which choice's verdict ``verdict`` says, counting up with each turn that ends: a face
  /// tells a verdict said again in the same words (Ben's "Match!", three turns in a row) from
  /// the one it already told. `nil` where the verdict is not a turn's end (whose turn it is,
  /// a hint), in a game that does not count them, and from a table that does not send it.
  public var verdictNumber: Int? = nil

  /// This board as a face that marks the cards and numbers none shows it: its refusal in the
  /// words of ``refusalByMarks`` where it has them.
  public var byMarks: BoardPresentation {
    var board = self
    if let marked = refusalByMarks { board.refusal = marked }
    board.refusalByMarks = nil
    return board
  }

  /// The card a face's focus starts on where it has not been moved yet (a game resumed, a
  /// shared table rejoined): the first still in play, never a matched pair's empty slot that
  /// only answers "already matched"; the first card where none is in play; `nil` for no cards.
  public var firstFocus: Int? {
    cards.firstIndex { !$0.isMatched } ?? (cards.isEmpty ? nil : 0)
  }

  /// What a refusal was said over: once the board says something else, it has gone.
  var refusalContext: String {
    ([statusSentence] + (race?.recentEvents ?? [])).joined(separator: "\n")
  }

  /// Whether the game is over.
  public var isOver: Bool { ending != nil }

  /// The button for `action`, when the section has it.
  public func button(_ action: BoardAction) -> ButtonPresentation? {
    buttons.first { $0.action == action }
  }

  /// The button for `action` where it acts now; `nil` where the section has none or it does
  /// not act: Set's Deal 3 more and Hint once the game is over (New game is what is left to
  /// do), every button of a watcher's at a table.
  ///
  /// At a race whose face calls for one seat (a player's own face at a shared table, or one
  /// person beside computers), Deal 3 more asks for that seat's three more cards: it acts while
  /// the seat may ask, as the seat says (``RacePresentation/Seat/askRefusal``).
  ///
  /// A face that draws only what can be done draws these: the full screen, whose dim button
  /// reads as any other where the terminal shows no dim or no colour (a screen reader's or a
  /// test's copy of the screen). Its keys still answer with ``ButtonPresentation/reason``.
  public func actingButton(_ action: BoardAction) -> ButtonPresentation? {
    guard var button = button(action) else { return nil }
    if action == .dealThreeMore, !isOver, let race, race.offeredCalls.count == 1,
      let seat = race.offeredCalls.first, race.seats.indices.contains(seat)
    {
      button.isEnabled = race.seats[seat].askRefusal == nil
      button.reason = race.seats[seat].askRefusal
    }
    return button.isEnabled ? button : nil
  }

  /// The button for `action` a face that shows unavailable buttons dimmed (the window, the
  /// page) shows: while the game goes on, every button the section has, dim with its
  /// ``ButtonPresentation/reason`` where it does not act; once it is over, only those that act
  /// (``actingButton(_:)``: Set's Deal 3 more and Hint go, New game is what is left to do).
  ///
  /// At a race no Deal 3 more is shown: each seat the face offers a call
  /// (``RacePresentation/offeredCalls``) has its own 3 More beside its Set!, and a shared one
  /// would only say it again, dim.
  public func shownButton(_ action: BoardAction) -> ButtonPresentation? {
    if action == .dealThreeMore, let race, !race.offeredCalls.isEmpty { return nil }
    return isOver ? actingButton(action) : button(action)
  }

  /// What a screen reader hears when it changes: the ``spokenVerdict``, and once the game is
  /// over, the last verdict and the ending (its title, reason, result and best) together, as
  /// the ending shows over the board where no status line reads it; `nil` where nothing is
  /// decided yet.
  ///
  /// One value for every face that speaks: a window of its own game and a window at a shared
  /// table say the same words at the same moments.
  public var spokenLine: String? {
    if let ending { return Phrases.spoken(spokenVerdict, ending: ending) }
    return spokenVerdict?.isEmpty == false ? spokenVerdict : nil
  }
}

extension BoardPresentation {
  /// The board with each card's ``CardPresentation/accessibleDescription`` saying where it lies:
  /// a board read from a shared table's message carries only the cards' ``CardPresentation/spoken``
  /// words, their order saying the rest.
  public func placingCards() -> BoardPresentation {
    var board = self
    for index in board.cards.indices { board.cards[index].place(at: index + 1) }
    return board
  }
}

/// A mismatch just made: which cards, and a serial that counts up with each choice.
public struct Mismatch: Hashable, Sendable, Codable {
  /// Counts up with every choice, so the same cards mismatched twice show twice.
  public var serial: Int
  /// The cards that did not match.
  public var cardIDs: [Int]
}

/// One seat at a table of several players.
public struct SeatPresentation: Hashable, Sendable, Codable {
  /// The player's name.
  public var name: String
  /// Whether the computer plays this seat.
  public var isComputer: Bool
  /// The seat as the header shows it: "Ana: 3".
  public var text: String
  /// ``text`` in fewer columns, for a row of seats short of room: "Ana: 2·3", the tally as the
  /// terminal's narrowest header counts it. Not sent to a shared table's faces (the table's
  /// messages are as they were): a seat decoded from one has ``text`` here too.
  public var shortText: String
  /// What a screen reader says of it.
  public var accessibleText: String
  /// Whether this seat is to move.
  public var isToMove: Bool
  /// Whether this seat won (or tied for first).
  public var isWinner: Bool
  /// Whether this is the seat of the player the face shows a shared table to: the view's
  /// ``TableView/seat``, which the browser page marks as well. False for a watcher and at this
  /// machine's own games, where every seat is played here. Not sent: the table's door marks it.
  public var isOwn = false

  /// The words a row of seats shows for the seat: ``text``, or ``shortText`` when `short`,
  /// marked where it is the player's own ("Ana (you)", as the browser page marks it).
  public func shownText(short: Bool) -> String {
    let text = short ? shortText : self.text
    return isOwn ? Phrases.Table.Web.you(text) : text
  }

  /// What a screen reader says of the seat: ``accessibleText``, marked where it is the
  /// player's own.
  public var spokenText: String {
    isOwn ? Phrases.Table.Web.you(accessibleText) : accessibleText
  }

  private enum CodingKeys: String, CodingKey {
    case name, isComputer, text, accessibleText, isToMove, isWinner
  }

  /// A seat as a shared table sent it; its short form is its full one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    isComputer = try container.decode(Bool.self, forKey: .isComputer)
    text = try container.decode(String.self, forKey: .text)
    shortText = text
    accessibleText = try container.decode(String.self, forKey: .accessibleText)
    isToMove = try container.decode(Bool.self, forKey: .isToMove)
    isWinner = try container.decode(Bool.self, forKey: .isWinner)
  }
}

/// Matchismo's history of outcomes, and the one on screen.
public struct HistoryPresentation: Hashable, Sendable, Codable {
  /// Every outcome kept, oldest first, in words.
  public var entries: [String]
  /// The position on screen, 0-based; the last one is live play (0 with no entries).
  public var position: Int
  /// Whether the live (latest) position is on screen.
  public var isLive: Bool { position >= entries.count - 1 }
  /// The position as people count it, from 1; 0 with no entries.
  public var shownPosition: Int { entries.isEmpty ? 0 : position + 1 }
}

/// An action a section offers as a button or a key.
public enum BoardAction: Hashable, Sendable, Codable {
  /// A new game (asks nothing; a game in progress can be taken back with Undo).
  case newGame
  /// Memorize's or Set's hint.
  case hint
  /// Memorize's shuffle.
  case shuffle
  /// Set's three more cards.
  case dealThreeMore
  /// Matchismo's match of `count` cards.
  case matchCount(Int)
}

/// A button as a face shows it.
public struct ButtonPresentation: Hashable, Sendable, Codable {
  /// What it does.
  public var action: BoardAction
  /// Its label in sentence case ("New game"): the terminal's and `--plain`'s form.
  public var title: String
  /// Its label in GNOME's header capitalisation ("New Game"): the window's form. The one
  /// difference a face may make in wording is which of the two it shows.
  public var headerTitle: String
  /// Its label in fewer columns ("New" for "New game"), for a row short of room; `nil` when
  /// ``title`` is its shortest.
  public var shortTitle: String?
  /// Whether it acts now.
  public var isEnabled: Bool
  /// Why it does not act now, in words; `nil` when it does.
  public var reason: String?
  /// For a toggle (a match count), whether it is the one chosen.
  public var isOn: Bool?

  /// A button; `reason` says why it does not act when `isEnabled` is false; `shortTitle` is
  /// its label for a row short of room.
  public init(
    action: BoardAction, title: String, headerTitle: String, shortTitle: String? = nil,
    isEnabled: Bool, reason: String? = nil, isOn: Bool? = nil
  ) {
    self.action = action
    self.title = title
    self.headerTitle = headerTitle
    self.shortTitle = shortTitle
    self.isEnabled = isEnabled
    self.reason = reason
    self.isOn = isOn
  }
}

extension AppModel {
  /// What the faces show of `section`, made now; `nil` for Statistics and for Memorize before a
  /// game is dealt.
  public func board(of section: Section) -> BoardPresentation? {
    guard var board = boardWithoutRefusal(of: section, held: []) else { return nil }
    // Over an ending only a race's row and Set's line under the table (which keeps the last
    // verdict, not the ending) say a refusal; elsewhere the announcement does.
    if let shown = shownRefusal, shown.section == section, shown.over == board.refusalContext,
      board.ending == nil || board.race != nil || section == .set
    {
      board.refusal = shown.reason
      board.refusalByMarks = shown.byMarks
    } else if section == .set, var refused = refusedRaceRow, var race = board.race {
      // What the refusal replaced on the race's row does not come back once it has gone.
      refusedRaceRow = refused.apply(to: &race, dealt: board.dealToken) ? refused : nil
      board.race = race
    }
    return board
  }

  /// Whether ``board(of:)`` has a board for `section`, without making it: not for Statistics,
  /// nor for Memorize before a game is dealt.
  public func hasBoard(of section: Section) -> Bool {
    switch section {
    case .memorize: memorize != nil
    case .matchismo, .set: true
    case .statistics: false
    }
  }

  /// The board of `section` with no refusal on it, and `held` selected at a Set race (a shared
  /// table's player's cards picked towards a claim): what a shared table shows each player;
  /// with `emojiAsLetters`, the cards' text says their letters, for a face that cannot show
  /// emoji.
  func boardWithoutRefusal(
    of section: Section, held: [Int], emojiAsLetters: Bool = false
  ) -> BoardPresentation? {
    switch section {
    case .memorize:
      guard let memorize else { return nil }
      return memorize.presentation(
        status: status(of: .memorize), emojiAsLetters: showsEmojiAsLetters || emojiAsLetters)
    case .matchismo:
      return matchismo.presentation(status: status(of: .matchismo))
    case .set:
      if let setRace, let race = racePresentation {
        return setRace.presentation(race: race, status: status(of: .set), held: held)
      }
      return set.presentation(status: status(of: .set))
    case .statistics:
      return nil
    }
  }
}

extension EmojiMemoryGame {
  /// - Parameter emojiAsLetters: whether the cards' text says their letters, not their emoji.
  func presentation(status: SectionStatus, emojiAsLetters: Bool = false) -> BoardPresentation {
    // The lines name cards as this face's cards show them, for this presentation.
    let naming = namesCardsByLetter
    namesCardsByLetter = naming || emojiAsLetters
    defer { namesCardsByLetter = naming }
    let hinted = Set(hintedCardIDs)
    let cards = self.cards.enumerated().map { index, card in
      let shows = card.isFaceUp || card.isMatched
      return CardPresentation(
        id: card.id,
        face: shows ? .emoji(card.content, letter: textStandIn(for: card)) : nil,
        isFaceUp: card.isFaceUp, isMatched: card.isMatched, isSelected: false,
        isHinted: hinted.contains(card.id), highlight: .none,
        bonusRemaining: bonusRemaining(for: card),
        isBonusCountingDown: isBonusCountingDown(for: card), hasEarnedBonus: card.hasEarnedBonus,
        position: index + 1,
        spoken: Phrases.spokenCard(of: card, isHinted: hinted.contains(card.id)),
        text: listed(
          Phrases.face(of: card, letter: emojiAsLetters ? textStandIn(for: card) : nil),
          isHinted: hinted.contains(card.id) && !card.isMatched))
    }
    let mismatch = lastChoice.flatMap { choice -> Mismatch? in
      guard case .mismatched(let ids, _) = choice.outcome else { return nil }
      return Mismatch(serial: choice.number, cardIDs: ids)
    }
    let verdict = isOver ? nil : (hintLine ?? lastVerdictAndTurn ?? turnText)
    var board = BoardPresentation(
      section: .memorize, status: status, dealToken: dealToken, isResumedDeal: isResumedDeal,
      cards: cards, backColour: Colour(theme.color), mismatch: mismatch, verdict: verdict,
      spokenVerdict: nil, statusSentence: statusSentence,
      seats: players.count > 1 ? standings.map(SeatPresentation.init) : [], history: nil,
      // A hint is for one player: a table of several has no Hint button (nor its key).
      buttons: [
        ButtonPresentation(
          action: .newGame, title: Labels.newGame, headerTitle: WindowLabels.newGame,
          isEnabled: true),
        players.count > 1
          ? nil
          : ButtonPresentation(
            action: .hint, title: Labels.memorizeHint, headerTitle: Labels.memorizeHint,
            isEnabled: hintRefusal == nil,
            reason: hintRefusal),
        ButtonPresentation(
          action: .shuffle, title: Labels.shuffle, headerTitle: Labels.shuffle,
          isEnabled: !isOver,
          reason: isOver ? Phrases.gameIsOverNothingToShuffle : nil),
      ].compactMap(\.self),
      ending: ending, deckCount: nil, matchCount: nil, isComputerToMove: isComputerToMove,
      shorterVerdicts: hintLine != nil && verdict == hintLine
        ? [Phrases.hintCost]
        : verdict == lastVerdictAndTurn
          ? shorterVerdictsAndTurn : verdict == turnText ? shorterTurnTexts : [])
    if verdict != nil, verdict == lastVerdictAndTurn { board.verdictNumber = verdictChoice?.number }
    return board
  }

  var dealToken: String { "\(ObjectIdentifier(self).hashValue):\(dealNumber)" }

  /// Why a hint cannot be had now; `nil` when it can.
  var hintRefusal: String? {
    if isOver { return Phrases.gameIsOverNoHint }
    if players.count > 1 { return Phrases.hintIsForOnePlayer }
    if !hintedCardIDs.isEmpty { return nil }
    return isHintAvailable ? nil : Phrases.noPairSeenYet
  }

  /// The status line's sentence without the ending.
  var statusSentence: String {
    if let hint = hintLine { return hint }
    if let verdict = lastVerdictAndTurn { return verdict }
    if players.count > 1 { return turnText ?? "" }
    if !hintedCardIDs.isEmpty { return Phrases.hintedPair }
    if let best = bestScore { return Phrases.best(theme: theme.localizedName, score: best) }
    return Phrases.findThePairs
  }
}

extension SeatPresentation {
  /// A seat of these values (the struct decodes itself, so it has no memberwise one).
  init(
    name: String, isComputer: Bool, text: String, shortText: String, accessibleText: String,
    isToMove: Bool, isWinner: Bool
  ) {
    self.name = name
    self.isComputer = isComputer
    self.text = text
    self.shortText = shortText
    self.accessibleText = accessibleText
    self.isToMove = isToMove
    self.isWinner = isWinner
  }

  init(_ standing: SeatStanding) {
    self.init(
      name: standing.player.name, isComputer: standing.player.isComputer, text: standing.text,
      shortText: standing.shortText,
      accessibleText: standing.accessibleText, isToMove: standing.isToMove,
      isWinner: standing.isWinner)
  }
}

extension PlayingCardGame {
  func presentation(status: SectionStatus) -> BoardPresentation {
    let cards = self.cards.enumerated().map { index, card in
      // A Matchismo card shows its face when chosen or matched; at the end every card shows,
      // so the player sees that no match is left among them.
      let shows = card.isChosen || card.isMatched || isOver
      let playing = card.playingCard
      return CardPresentation(
        id: card.id,
        face: shows
          ? .playing(
            rank: playing.rank.symbol, suit: playing.suit.symbol, isRed: playing.isRed,
            title: playing.description) : nil,
        isFaceUp: shows, isMatched: card.isMatched, isSelected: card.isChosen && !card.isMatched,
        isHinted: false, highlight: .none, bonusRemaining: nil, isBonusCountingDown: false,
        hasEarnedBonus: false,
        position: index + 1, spoken: Phrases.spokenCard(of: card, isOver: isOver),
        text: Phrases.face(of: card, isOver: isOver))
    }
    let mismatch = lastOutcome.flatMap { outcome -> Mismatch? in
      guard case .mismatched(let mismatched, _) = outcome else { return nil }
      let ids = positions(of: mismatched).compactMap {
        self.cards.indices.contains($0) ? self.cards[$0].id : nil
      }
      return Mismatch(serial: outcomeCount, cardIDs: ids)
    }
    let line = outcomeLine
    return BoardPresentation(
      section: .matchismo, status: status, dealToken: dealToken, isResumedDeal: false,
      cards: cards, backColour: nil, mismatch: mismatch, verdict: line.isEmpty ? nil : line,
      spokenVerdict: line.isEmpty ? nil : line,
      statusSentence: line.isEmpty ? Phrases.findThePairs : line,
      seats: players.count > 1 ? standings.map(SeatPresentation.init) : [],
      history: HistoryPresentation(entries: history, position: max(0, shownHistoryPosition - 1)),
      buttons: [
        ButtonPresentation(
          action: .newGame, title: Labels.newGame, headerTitle: WindowLabels.newGame,
          isEnabled: true)
      ]
        + CardMatchingGame.supportedMatchCounts.map { count in
          ButtonPresentation(
            action: .matchCount(count), title: Phrases.cardCount(count),
            headerTitle: Phrases.cardCount(count), shortTitle: Phrases.cardCountShort(count),
            isEnabled: canChangeMatchCount || count == matchCount,
            reason: canChangeMatchCount || count == matchCount
              ? nil : Phrases.matchCountLocked,
            isOn: count == matchCount)
        },
      ending: ending, deckCount: nil, matchCount: matchCount, isComputerToMove: false,
      shorterVerdicts: ([shortOutcomeLine, shortOutcomeText].compactMap(\.self)
        + shorterOutcomeTexts).reduce(into: []) {
          if !$0.contains($1) { $0.append($1) }
        })
  }

  var dealToken: String { "\(ObjectIdentifier(self).hashValue):\(dealNumber)" }
}

extension SetCardGame {
  func presentation(status: SectionStatus) -> BoardPresentation {
    let cards = cardsInPlay.enumerated().map { index, card in
      // Once the game is over the last set is no longer outlined: the ending says it all.
      let selected = isSelected(card) && !isOver
      let highlight: CardHighlight =
        switch (selected, selectionState) {
        case (true, .matched): .match
        case (true, .mismatched): .mismatch
        default: .none
        }
      let symbol = SetSymbol(card)
      return CardPresentation(
        // Once the game is over, the set just made has left the table: a face draws the cards
        // the ending's "no set is left among the N cards" counts, and no more.
        id: card.id, face: .set(symbol), isFaceUp: true, isMatched: isOver && isInMadeSet(card),
        isSelected: selected, isHinted: isHinted(card), highlight: highlight,
        bonusRemaining: nil, isBonusCountingDown: false, hasEarnedBonus: false,
        position: index + 1,
        // The set just made is said to be so, in play and after the end: it leaves the table
        // at the next move, and an ending's "no set is left among the N cards" leaves it out.
        spoken: isInMadeSet(card)
          ? Phrases.spokenInMadeSet(card)
          : Phrases.spokenCard(of: card, isSelected: selected, isHinted: isHinted(card)),
        text: isInMadeSet(card)
          ? Phrases.Plain.inMadeSet(symbol.words)
          : listed(
            selected ? Phrases.Plain.selected(symbol.words) : symbol.words,
            isHinted: isHinted(card)))
    }
    let line = verdict
    return BoardPresentation(
      section: .set, status: status, dealToken: "\(ObjectIdentifier(self).hashValue)",
      isResumedDeal: false, cards: cards, backColour: nil, mismatch: nil, verdict: line,
      spokenVerdict: line?.isEmpty == false ? line : nil,
      statusSentence: line ?? (isOver ? "" : Phrases.setPrompt), seats: [],
      history: nil,
      buttons: [
        ButtonPresentation(
          action: .newGame, title: Labels.newGame, headerTitle: WindowLabels.newGame,
          shortTitle: Labels.newGameShort,
          isEnabled: true),
        ButtonPresentation(
          action: .dealThreeMore, title: Labels.dealThreeMore,
          headerTitle: WindowLabels.dealThreeMore, shortTitle: Labels.dealThreeMoreShort,
          isEnabled: canDealMore,
          reason: canDealMore ? nil : Phrases.deckIsEmpty),
        ButtonPresentation(
          action: .hint, title: Labels.hint, headerTitle: Labels.hint, isEnabled: !isOver,
          reason: isOver ? Phrases.gameIsOverNoHint : nil),
      ],
      ending: ending, deckCount: deckCount, matchCount: nil, isComputerToMove: false,
      shorterVerdicts: shorterVerdicts)
  }
}

/// A card as a line of text lists it, with ", hinted" while a hint points at it: a face that
/// lists the cards by number shows the hint the full screen and the window mark.
private func listed(_ text: String, isHinted: Bool) -> String {
  isHinted ? Phrases.hinted(text) : text
}
