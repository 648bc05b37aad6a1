import CardGames

extension Phrases {
  /// A verdict, then whose turn it is now: "No match. Ben to move".
  public static func verdict(_ verdict: String, thenTurn turn: String) -> String {
    // A verdict that ends with why the score changed ("No match. −1 for a card turned up
    // again") has no full stop of its own: it gets one, or the turn would run into it.
    if let last = verdict.last, !".!?。！？".contains(last) {
      // Translators: a verdict with why the score changed ("No match. −1 for a card turned up
      // again"), ended, then whose turn it is now.
      return localized("{sentence}. {turn}", ["sentence": verdict, "turn": turn])
    }
    // Translators: a verdict on a choice ("No match.") followed by whose turn it is now.
    return localized("{verdict} {turn}", ["verdict": verdict, "turn": turn])
  }

  /// Whose turn it is, then the card a Matchismo mismatch left face up for that player, which
  /// they may build a match on or put back: "Ben to move; A♥ stays up.".
  public static func turn(_ turn: String, leavingUp card: String) -> String {
    // Translators: at a Matchismo table after a mismatch: whose turn it is now, then the card
    // the rules leave face up for that player ("Ben to move; A♥ stays up.").
    localized("{turn}; {card} stays up.", ["turn": turn, "card": card])
  }

  /// The card a Matchismo mismatch left face up for the next player, for a line with no room
  /// for whose turn it is: "A♥ stays up.".
  public static func staysUp(_ card: String) -> String {
    // Translators: at a Matchismo table after a mismatch, the card the rules leave face up for
    // the next player ("A♥ stays up.").
    localized("{card} stays up.", ["card": card])
  }

  /// Why a Memorize choice changed the score, in words: “+2 for a match”, “+2 for a match, +3
  /// time bonus”, “−1 for a card turned up again”, “−2 for 2 cards turned up again”; `nil` when
  /// the choice changed no points.
  ///
  /// - Parameters:
  ///   - outcome: what the choice did, with the points it added.
  ///   - scoring: the numbers the game scores with, to tell a match's points from its bonus.
  ///   - faces: the faces of the mismatched cards that cost points (“🍎”), which the reason
  ///     names (“−1: 🍎 turned up again”); empty to say how many instead.
  public static func scoreReason(
    of outcome: MemoryGame<String>.Outcome, scoring: MemoryGame<String>.Scoring,
    seen faces: [String] = []
  ) -> String? {
    switch outcome {
    case .matched(_, let points):
      let bonus = points - scoring.pointsForMatch
      let match = signed(scoring.pointsForMatch)
      return bonus > 0
        ? localized(
          "{points} for a match, {bonus} time bonus", ["points": match, "bonus": signed(bonus)])
        : localized("{points} for a match", ["points": match])
    case .mismatched(_, let points) where points != 0 && !faces.isEmpty:
      // Translators: why a mismatch cost points, naming the cards (their emoji, "🍎" or "🍎
      // and 🐶") that had been turned face up in an earlier turn and back down ("No match.
      // −1: 🍎 turned up again"), as the help's scoring rule says it.
      return localized(
        "{points}: {faces} turned up again",
        ["points": signed(points), "faces": listWithAnd(faces)])
    case .mismatched(_, let points) where points != 0:
      let seen =
        scoring.pointsForSeenCardInMismatch == 0 ? 1 : points / scoring.pointsForSeenCardInMismatch
      // Translators: why a mismatch cost points: its cards (one, or both) had been turned
      // face up in an earlier turn and back down, so the player could have known them ("No
      // match. −1 for a card turned up again").
      return localizedPlural(
        "{points} for a card turned up again", "{points} for {count} cards turned up again",
        count: seen, ["points": signed(points)])
    case .mismatched, .unchanged, .turnedUp:
      return nil
    }
  }

  /// ``scoreReason(of:scoring:seen:)`` in fewer words, for a line short of room: “−1: turned up
  /// again” for a mismatch that cost points, so the line still says why the score fell; `nil`
  /// for any other choice, whose points alone say enough (“Match! +2”).
  public static func shortScoreReason(of outcome: MemoryGame<String>.Outcome) -> String? {
    guard case .mismatched(_, let points) = outcome, points != 0 else { return nil }
    // Translators: why a mismatch cost points, where the line has little room: the cards
    // turned had been turned up before ("No match. −1: turned up again").
    return localized("{points}: turned up again", ["points": signed(points)])
  }

  /// How Memorize scores, as every face's help says it: “match +2; −1 per mismatched card
  /// turned up again”. A card counts as turned up again once it has been face
  /// up and turned back down; the score-change reason says it in the same words.
  public static var memorizeScoring: String { memorizeScoring(timeBonus: nil) }

  /// How Memorize scores under `timeBonus`, as every face's help says it: with the rule on, a
  /// match's bonus too (“match +2, +1 per second left of each card's 6 s face up; −1 per
  /// mismatched card turned up again”), as ``scoreReason(of:scoring:seen:)`` then counts it.
  ///
  /// - Parameter timeBonus: the game's time-bonus rule, or `nil` when matches score a flat 2.
  public static func memorizeScoring(timeBonus: TimeBonusRule?) -> String {
    let scoring = MemoryGame<String>.Scoring()
    if let timeBonus {
      // Translators: Memorize's scoring rule in the help with the time bonus on (--time-bonus):
      // a match earns points, and for each of its two cards a point per whole second it had
      // left of the seconds it may be face up and still add to the score ("+1 per second left
      // of each card's 6 s face up"); a mismatch costs points for each of its cards that had
      // been face up before, in an earlier turn.
      return localized(
        "match {match}, {bonus} per second left of each card's {seconds} s face up; {seen} per mismatched card turned up again",
        [
          "match": signed(scoring.pointsForMatch),
          "bonus": signed(scoring.pointsPerBonusSecond),
          "seconds": Int(timeBonus.limit.rounded()),
          "seen": signed(scoring.pointsForSeenCardInMismatch),
        ])
    }
    // Translators: Memorize's scoring rule in the help of every face: a match earns points; a
    // mismatch costs points for each of its cards that had been face up before, in an earlier
    // turn ("turned up again", as the line under the board says it).
    return localized(
      "match {match}; {seen} per mismatched card turned up again",
      [
        "match": signed(scoring.pointsForMatch),
        "seen": signed(scoring.pointsForSeenCardInMismatch),
      ])
  }

  /// Points won or lost in brief, for a line short of room: “+2 points”, “−1 point”.
  public static func pointsChange(_ points: Int) -> String {
    localizedPlural(
      "{points} point", "{points} points", count: abs(points), ["points": signed(points)])
  }

  /// Points gained or lost, with their unit in its fewest letters: “−2 pts”, “+1 pt” — for a
  /// line with no room for “−2 points” that must not say a bare number.
  public static func shortPointsChange(_ points: Int) -> String {
    // Translators: points gained or lost where the line has little room ("No match. −2 pts.
    // Ben to move"); as short as the language writes a unit.
    localizedPlural(
      "{points} pt", "{points} pts", count: abs(points), ["points": signed(points)])
  }

  /// A verdict with the points alone, longer first: “No match. −2 points”, “No match. −2”.
  static func verdictsWithPoints(_ verdict: String, points: Int) -> [String] {
    [pointsChange(points), signed(points)].map { Phrases.verdict(verdict, because: $0) }
  }

  /// What a paid hint cost, as the line under the board says it once asked: “−1 for the hint”.
  public static var hintCost: String {
    localized("{points} for the hint", ["points": signed(-MemoryMatch<String>.defaultHintCost)])
  }

  /// Set's verdict on the latest move with why the score changed: “Set! +3 for a set”, “Not a
  /// set. −5 for three that are not a set”, “−1 for putting a card back”; the verdict on the
  /// selection alone when the latest move changed no points (“Set!” after a resume), `nil` while
  /// fewer than three cards are selected and nothing cost a point.
  ///
  /// - Parameters:
  ///   - outcome: the latest move's outcome, if any.
  ///   - state: whether three cards are selected and whether they make a set.
  ///   - scoring: the points each outcome is worth.
  public static func setVerdict(
    after outcome: SetGame.Outcome?, state: SetGame.SelectionState, scoring: SetGame.Scoring
  ) -> String? {
    let verdict = verdict(of: state)
    guard let outcome else { return verdict }
    let points = signed(scoring.points(for: outcome))
    switch outcome {
    case .set where scoring.pointsForSet != 0:
      return Phrases.verdict(
        verdict ?? localized("Set!"), because: localized("{points} for a set", ["points": points]))
    case .notASet where scoring.pointsForNonSet != 0:
      return Phrases.verdict(
        verdict ?? localized("Not a set."),
        because: localized("{points} for three that are not a set", ["points": points]))
    case .deselected where scoring.pointsForDeselection != 0:
      return localized("{points} for putting a card back", ["points": points])
    case .set, .notASet, .deselected, .selected, .cleared, .dealt:
      return verdict
    }
  }

  /// ``setVerdict(after:state:scoring:)`` in fewer words, fewest last, for a line short of
  /// room: the points without their reason (“Not a set. −5 points”, then “Not a set. −5”),
  /// then the verdict alone; empty when the move changed no points.
  public static func shorterSetVerdicts(
    after outcome: SetGame.Outcome?, state: SetGame.SelectionState, scoring: SetGame.Scoring
  ) -> [String] {
    guard let outcome else { return [] }
    let points = scoring.points(for: outcome)
    guard points != 0 else { return [] }
    let said: String? =
      switch outcome {
      case .set: verdict(of: state) ?? localized("Set!")
      case .notASet: verdict(of: state) ?? localized("Not a set.")
      case .deselected, .selected, .cleared, .dealt: nil
      }
    guard let said else { return [pointsChange(points), signed(points)] }
    return verdictsWithPoints(said, points: points) + [said]
  }

  /// What turning a Matchismo card cost, said with the outcome: “−1 for turning a card”; `nil`
  /// when turning is free.
  public static func turnCost(_ points: Int) -> String? {
    points == 0 ? nil : localized("{points} for turning a card", ["points": signed(points)])
  }

  /// Matchismo's cards chosen so far with what turning the last one cost: “7♥: −1 for turning a
  /// card”.
  public static func turned(_ cards: String, cost: String) -> String {
    // Translators: the Matchismo cards chosen so far, then what turning the card cost.
    localized("{cards}: {cost}", ["cards": cards, "cost": cost])
  }

  /// A verdict and why the score changed, in one line: “Match! +2 for a match”.
  public static func verdict(_ verdict: String, because reason: String) -> String {
    localized("{verdict} {reason}", ["verdict": verdict, "reason": reason])
  }

  /// A verdict at a table of several, with whose choice it was: "Ana: Match!".
  public static func verdict(_ verdict: String, by name: String) -> String {
    // Translators: whose pair a verdict is about, at a table of several: "Ana: No match.".
    localized("{name}: {verdict}", ["name": shownName(name), "verdict": verdict])
  }

  /// The name a verdict at a table of several names `player` by: "You" for the person spoken
  /// to (``isYou(_:)``), as a game on one screen names its own player, so that Ben's own screen
  /// at a shared table reads "You: No match." where the others read "Ben: No match.".
  static func verdictName(of player: Player) -> String {
    isYou(player) ? defaultPlayerName : player.name
  }

  /// The name a verdict names `player` by (``verdictName(of:)``), then its shorter forms for a
  /// line short of room: none for the person spoken to, whom "You" names in full.
  static func verdictNames(of player: Player, seat: Int, among players: [Player]) -> [String] {
    guard !isYou(player) else { return [defaultPlayerName] }
    return [player.name] + shorterNames(player.name, seat: seat, of: players.map(\.name))
  }

  /// A status item as a screen reader says it: “Score: 4”, “Time: 1:05”.
  public static func statusItem(label: String, value: String) -> String {
    // Translators: a counter read out by a screen reader, its name then its value.
    localized("{label}: {value}", ["label": label, "value": value])
  }

  /// A seat's pairs and points as a Memorize table's header shows them: "2 pairs, 3 pts"
  /// (pairs win, points part a tie of pairs).
  public static func pairsAndPoints(_ pairs: Int, points: Int) -> String {
    // Translators: a seat's pairs, then its points, in a Memorize table's header; the parts
    // stand apart from the header's " · " between seats in --plain ("Ana: 2 pairs, 3 pts ·
    // Ben: 1 pair, 0 pts").
    localizedPlural(
      "{pairs}, {count} pt", "{pairs}, {count} pts", count: points,
      ["pairs": Self.pairs(pairs)])
  }

  /// What a seat's counts say where the header has room for the counts alone
  /// (``shortPairsAndPoints(_:points:)``, "2·3"), as the help explains them beside the
  /// example: “pairs·points, where the header is narrow; pairs win, points break a tie”.
  public static var shortPairsAndPointsLegend: String {
    // Translators: the help's line that explains the narrowest header's seat counts ("2·3",
    // shown to its left): the seat's pairs, a middle dot, then its points; the most pairs win
    // and points decide between seats with as many pairs.
    localized("pairs·points, where the header is narrow; pairs win, points break a tie")
  }

  /// ``pairsAndPoints(_:points:)`` in fewer columns, each count with a unit of a letter or
  /// two, for a header with room for more than the counts alone (four seats at 80 columns):
  /// "2p 3pts", "0p −4pts" (a negative count still reads as points).
  public static func middlePairsAndPoints(_ pairs: Int, points: Int) -> String {
    // Translators: a seat's pairs, then its points, with the shortest units, where the
    // header is a little short of room (four seats at 80 columns): "2p 3pts".
    localizedPlural(
      "{pairs}p {points}pt", "{pairs}p {points}pts", count: points,
      ["pairs": number(pairs), "points": number(points)])
  }

  /// ``pairsAndPoints(_:points:)`` in fewer columns than
  /// ``middlePairsAndPoints(_:points:)``: the pairs with their letter, the points bare, for a
  /// header with no room for every unit (three seats at 40 columns): "2p 3", "0p −1" (a
  /// negative count stands clear of the pairs, where "0·−1" ran it into the dot).
  public static func narrowPairsAndPoints(_ pairs: Int, points: Int) -> String {
    // Translators: a seat's pairs with the shortest unit, then its points without one, where
    // the header has little room (three seats at 40 columns): "2p 3", "0p −1".
    localized("{pairs}p {points}", ["pairs": number(pairs), "points": number(points)])
  }

  /// ``pairsAndPoints(_:points:)`` in the fewest columns, the counts alone, pairs first, for a
  /// header short of room (four seats at 40 columns): "2·3".
  public static func shortPairsAndPoints(_ pairs: Int, points: Int) -> String {
    // Translators: a seat's pairs, then its points, without their units, where the header has
    // the fewest columns (four seats at 40): keep it as narrow as "2·3".
    localized("{pairs}·{points}", ["pairs": number(pairs), "points": number(points)])
  }

  /// A seat's points in a Set race as a screen reader says them: “Ana: 3 points”.
  public static func seatPoints(_ name: String, points count: Int) -> String {
    localized("{name}: {points}", ["name": shownName(name), "points": points(count)])
  }

  /// A seat's pairs and points at a Memorize table, where pairs win and points part a tie of
  /// pairs: "Ben: 2 pairs, 3 points", as the ending says them and a screen reader reads the
  /// header's seat.
  static func seatPairsAndPoints(_ name: String, pairs count: Int, points: Int) -> String {
    localized(
      "{name}: {pairs}, {points}",
      ["name": shownName(name), "pairs": pairs(count), "points": Self.points(points)])
  }

  /// A seat's name as the header labels its pairs: “Ana:”, so a seat's count never runs
  /// into a name that ends in a digit (“Player 2 0” read “Player 20”); short enough that three
  /// seats still fit 40 columns.
  public static func seatLabel(_ name: String) -> String {
    localized("{name}:", ["name": shownName(name)])
  }

  /// ``seatLabel(_:)`` in fewer columns, for a header short of room, where the name has a
  /// shorter form: a computer the game named, "CPU:" ("CPU 2:" for a second at its level), so
  /// at 40 columns every seat stays in the header; `nil` for a person's name, which has none.
  public static func shortSeatLabel(_ name: String) -> String? {
    shortName(name).map { localized("{name}:", ["name": $0]) }
  }

  /// ``seatLabel(_:)`` with the name cut further, longest first, for a header that still has
  /// no room for every seat: "Christo…:", "Chris…:", "Chr…:"; empty for a name with no cut
  /// form (a computer's, which has ``shortSeatLabel(_:)``, or a short one).
  public static func cutSeatLabels(_ name: String) -> [String] {
    guard shortName(name) == nil else { return [] }
    return cutNames(shownName(name)).map { localized("{name}:", ["name": $0]) }
  }

  /// A seat's name in fewer columns, longest first, for a line short of room: a computer's
  /// ``shortName(_:)`` ("CPU"); a person's name cut after 7, 5 or 3 characters and marked
  /// "Christo…", "Chris…", "Chr…"; empty for a name as short as these.
  public static func shorterNames(_ name: String) -> [String] {
    if let short = shortName(name) { return [short] }
    return cutNames(shownName(name))
  }

  /// How many characters a cut name keeps before its mark, longest first: a header of three
  /// seats fits 40 columns with the second, of four with the last.
  static let nameCuts = [7, 5, 3]

  /// `name` cut after each of ``nameCuts`` characters and marked "…", where that makes it
  /// shorter.
  static func cutNames(_ name: String) -> [String] {
    nameCuts.filter { name.count > $0 + 1 }.map { name.prefix($0) + "…" }
  }

  /// A seat's name in fewer columns, where it has a shorter form: a computer the game named,
  /// "CPU" ("CPU 2" for a second at its level); a seat the game named by its number, "P2" for
  /// "Player 2" (never cut to "Playe…"); `nil` for a person's name, which has none.
  public static func shortName(_ name: String) -> String? {
    if let seat = seatNumber(name) {
      // Translators: a seat the game named by its number ("Player 2"), in a header or a line
      // short of room.
      return localized("P{number}", ["number": seat])
    }
    guard let number = computerNumber(name) else { return nil }
    // Translators: a computer player's name in a header short of room (40 columns).
    let short = localized("CPU")
    return number > 1 ? "\(short) \(number)" : short
  }

  /// ``shortName(_:)`` for the seat at `index` of a table whose seats are `names`: a computer
  /// beside another computer goes by its seat, "CPU 3" for the third ("3 号" in Chinese, as wide
  /// as 电脑), so short of room two computers are never both "CPU"; any other seat as
  /// ``shortName(_:)`` gives it.
  public static func shortName(_ name: String, seat index: Int, of names: [String]) -> String? {
    computerSeat(index, of: names).map(computerShortName(seat:)) ?? shortName(name)
  }

  /// ``shortSeatLabel(_:)`` for the seat at `index` of a table whose seats are `names`, from
  /// ``shortName(_:seat:of:)``: "CPU 3:" for a computer beside another.
  public static func shortSeatLabel(_ name: String, seat index: Int, of names: [String])
    -> String?
  {
    shortName(name, seat: index, of: names).map { localized("{name}:", ["name": $0]) }
  }

  /// ``shorterNames(_:)`` for the seat at `index` of a table whose seats are `names`: a
  /// computer beside another by its seat ("CPU 3"), from ``shortName(_:seat:of:)``.
  public static func shorterNames(_ name: String, seat index: Int, of names: [String])
    -> [String]
  {
    computerSeat(index, of: names).map { [computerShortName(seat: $0)] } ?? shorterNames(name)
  }

  /// For the seat at `index` of a table whose seats are `names`, its number (the first seat's
  /// 1) where a computer the game named sits there beside another such computer; `nil` for any
  /// other seat, whose short name needs no seat to tell it apart.
  static func computerSeat(_ index: Int, of names: [String]) -> Int? {
    guard names.indices.contains(index), computerNumber(names[index]) != nil,
      names.count(where: { computerNumber($0) != nil }) > 1
    else { return nil }
    return index + 1
  }

  /// A computer's short name by its seat `number`, for a table of several computers: "CPU 3".
  static func computerShortName(seat number: Int) -> String {
    // Translators: a computer player in a header short of room (40 columns) beside another
    // computer, by its seat: "CPU 3" for the third seat. No wider than "CPU" in Chinese, which
    // says the seat alone, as it does for "P{number}".
    localized("CPU {number}", ["number": number])
  }

  /// The sign a header short of room shows after its seats for the `count` it had to hide:
  /// "+1", so no seat is gone without a trace.
  public static func hiddenSeats(_ count: Int) -> String {
    // Translators: after a header's seats, how many more seats there are that did not fit
    // (four at 40 columns): as narrow as "+1".
    localized("+{count}", ["count": count])
  }

  /// What the header's ``hiddenSeats(_:)`` ("+1") counts, as the help explains it beside the
  /// example: “seats the header has no room for; the seat to move always shows”.
  public static var hiddenSeatsLegend: String {
    // Translators: the help's line that explains "+1" after a narrow header's seats (shown to
    // its left): how many seats did not fit; the seat whose turn it is is never left out.
    localized("seats the header has no room for; the seat to move always shows")
  }

  /// A whole number as every face shows it: a negative one with a true minus sign, "−5".
  public static func number(_ value: Int) -> String { Placeholders.number(value) }

  /// Points with their sign: “+2”, “−1” (a true minus sign), “0”.
  static func signed(_ points: Int) -> String {
    // The magnitude, not the negation, which would overflow on a hand-edited save's Int.min.
    points > 0 ? "+\(points)" : points < 0 ? "\u{2212}\(points.magnitude)" : "0"
  }
}

extension EmojiMemoryGame {
  /// Why the latest choice changed the score (“+2 for a match”, “−1 for a card turned up
  /// again”), until the next choice or deal; `nil` when it changed nothing.
  public var lastScoreReason: String? {
    verdictChoice.flatMap(scoreReason(of:))
  }

  /// Why `choice` changed the score (“+2 for a match”), a mismatch naming the cards that cost
  /// points as the board shows them (“−1: 🍎 turned up again”, its letter where the cards
  /// show letters); `nil` when it changed nothing.
  public func scoreReason(of choice: Choice) -> String? {
    let faces = choice.seenCardIDs.compactMap { id in
      cards.first { $0.id == id }.map { namesCardsByLetter ? textStandIn(for: $0) : $0.content }
    }
    return Phrases.scoreReason(of: choice.outcome, scoring: scoring, seen: faces)
  }

  /// The verdict on the latest pair with why the score changed: “Match! +2 for a match”,
  /// “No match. −1 for a card turned up again”, or the verdict alone (“No match.”).
  public var lastVerdictWithReason: String? {
    guard let verdict = lastVerdict else { return nil }
    return lastScoreReason.map { Phrases.verdict(verdict, because: $0) } ?? verdict
  }

  /// The line under the board just after a paid hint, until the next choice: “The outlined
  /// cards make a pair. −1 for the hint”; `nil` otherwise.
  public var hintLine: String? {
    guard isHintLatest, !hintedCardIDs.isEmpty else { return nil }
    return Phrases.verdict(Phrases.hintedPair, because: Phrases.hintCost)
  }

  /// ``lastVerdictWithReason``, and at a table, once the choice passed the turn on, whose turn
  /// it is now: "No match. Ben to move" — the line says both, not the verdict alone.
  public var lastVerdictAndTurn: String? {
    guard let verdict = lastVerdictWithReason else { return nil }
    guard let turn = turnText, verdictChoice?.endsTurn == true else { return verdict }
    return Phrases.verdict(verdict, thenTurn: turn)
  }

  /// ``lastVerdictAndTurn`` in fewer words, fewest last, for a face short of room, which shows
  /// the first that fits. The parts give way in this order: why the score changed (its whole
  /// wording, then fewer words, then its points — beside the turn never alone — then nothing), then the mover's whole name,
  /// then the turn's wording, and the verdict on the pair before whose turn it is — so whose
  /// turn it is outlasts the reason and the verdict (issue 23: at 40 columns "Ana: No match."
  /// alone, Ben's turn said only by the header's mark).
  ///
  /// So "Computer (good): No match. −1 for a card turned up again. Ana to move" goes to "… −1:
  /// turned up again. Ana to move", "… −1 point. Ana to move", "… −1 pt. Ana to move" (never
  /// the bare "… −1. Ana to move", a number said as a sentence of its own), then
  /// "Computer (good): No match. Ana to move", "CPU: No match. Ana to move" (the computer by
  /// its short name, a person's cut: "Christo…"), then the same with the turn's shorter
  /// wording ("Thinking…" for the computer), and only then "Ana to move" and its shorter
  /// forms.
  /// A choice that keeps the turn (a match) says its points instead ("Ana: Match! +2 points",
  /// "Ana: Match! +2"), the mover's name cut before the verdict goes; alone at the table, the
  /// same without names or turn.
  public var shorterVerdictsAndTurn: [String] {
    guard let full = lastVerdictAndTurn, let verdict = lastVerdict, let choice = verdictChoice
    else { return [] }
    // A passed turn (or a return): whose turn it is now outlasts the sentence, which the
    // header's "(away)" also says; a watcher at 40 columns read "Ben is away: the turn
    // passes." and not who was to move.
    guard let said = Phrases.verdict(of: choice.outcome), !choice.isPassedTurn else {
      return ([turnText].compactMap(\.self) + shorterTurnTexts + [verdict]).reduce(into: []) {
        if $1 != full && !$0.contains($1) { $0.append($1) }
      }
    }
    let points = choice.outcome.points
    let reason = lastScoreReason
    let worded =
      points == 0
      ? []
      : [Phrases.shortScoreReason(of: choice.outcome)].compactMap(\.self)
        + [Phrases.pointsChange(points), Phrases.shortPointsChange(points)]
    let briefs = points == 0 ? [] : worded + [Phrases.signed(points)]
    // The mover's name and its shorter forms, at a table of several; none alone.
    let mover =
      players.count > 1 && players.indices.contains(choice.player)
      ? players[choice.player] : nil
    let name = mover.map(Phrases.verdictName(of:))
    let names: [String?] =
      mover.map { Phrases.verdictNames(of: $0, seat: choice.player, among: players) } ?? [nil]
    func named(_ text: String, _ name: String?) -> String {
      name.map { Phrases.verdict(text, by: $0) } ?? text
    }
    func because(_ reason: String?) -> String {
      reason.map { Phrases.verdict(said, because: $0) } ?? said
    }
    let shorter: [String]
    if let turn = choice.endsTurn ? turnText : nil {
      // The turn passed on: the reason gives way first, then the name, then the turn's
      // wording; whose turn it is, alone, comes last.
      let turns = [turn] + shorterTurnTexts
      // Never the points alone between the verdict and the turn ("−2。轮到 Ben" read as a
      // sentence of its own, where English, wider, had no room for it): a worded reason, or
      // none, so both languages keep the same parts.
      let withReason = ([reason].compactMap(\.self) + worded).map {
        Phrases.verdict(named(because($0), name), thenTurn: turn)
      }
      let withVerdict = turns.flatMap { turn in
        names.map { Phrases.verdict(named(said, $0), thenTurn: turn) }
      }
      shorter = withReason + withVerdict + turns
    } else {
      // The mover plays on: the reason's wording, then the name, then the points give way.
      let withReason =
        [reason].compactMap { $0.map { named(because($0), name) } }
        + briefs.flatMap { brief in names.map { named(because(brief), $0) } }
      shorter = withReason + names.map { named(said, $0) }
    }
    return shorter.reduce(into: []) { if $1 != full && !$0.contains($1) { $0.append($1) } }
  }
}
