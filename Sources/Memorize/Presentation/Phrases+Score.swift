import CardGames

extension Phrases {
  /// A verdict, then whose turn it is now: "No match. Ben to move".
  public static func verdict(_ verdict: String, thenTurn turn: String) -> String {
    // A verdict that ends with why the score changed ("No match. −1 for a card seen before")
    // has no full stop of its own: it gets one, or the turn would run into it.
    if let last = verdict.last, !".!?。！？".contains(last) {
      // Translators: a verdict with why the score changed ("No match. −1 for a card seen
      // before"), ended, then whose turn it is now.
      return localized("{sentence}. {turn}", ["sentence": verdict, "turn": turn])
    }
    // Translators: a verdict on a choice ("No match.") followed by whose turn it is now.
    return localized("{verdict} {turn}", ["verdict": verdict, "turn": turn])
  }

  /// Why a Memorize choice changed the score, in words: “+2 for a match”, “+2 for a match, +3
  /// time bonus”, “−1 for a card seen before”, “−2 for 2 cards seen before”; `nil` when the
  /// choice changed no points.
  ///
  /// - Parameters:
  ///   - outcome: what the choice did, with the points it added.
  ///   - scoring: the numbers the game scores with, to tell a match's points from its bonus.
  public static func scoreReason(
    of outcome: MemoryGame<String>.Outcome, scoring: MemoryGame<String>.Scoring
  ) -> String? {
    switch outcome {
    case .matched(_, let points):
      let bonus = points - scoring.pointsForMatch
      let match = signed(scoring.pointsForMatch)
      return bonus > 0
        ? localized(
          "{points} for a match, {bonus} time bonus", ["points": match, "bonus": signed(bonus)])
        : localized("{points} for a match", ["points": match])
    case .mismatched(_, let points) where points != 0:
      let seen =
        scoring.pointsForSeenCardInMismatch == 0 ? 1 : points / scoring.pointsForSeenCardInMismatch
      return localizedPlural(
        "{points} for a card seen before", "{points} for {count} cards seen before",
        count: seen, ["points": signed(points)])
    case .mismatched, .unchanged, .turnedUp:
      return nil
    }
  }

  /// Points won or lost in brief, for a line short of room: “+2 points”, “−1 point”.
  public static func pointsChange(_ points: Int) -> String {
    localizedPlural(
      "{points} point", "{points} points", count: abs(points), ["points": signed(points)])
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

  /// A status item as a screen reader says it: “Score: 4”, “Time: 1:05”.
  public static func statusItem(label: String, value: String) -> String {
    // Translators: a counter read out by a screen reader, its name then its value.
    localized("{label}: {value}", ["label": label, "value": value])
  }

  /// A seat's pairs as a screen reader says them: “Ana: 2 pairs”.
  public static func seatPairs(_ name: String, pairs count: Int) -> String {
    localized("{name}: {pairs}", ["name": shownName(name), "pairs": pairs(count)])
  }

  /// A seat's points in a Set race as a screen reader says them: “Ana: 3 points”.
  public static func seatPoints(_ name: String, points count: Int) -> String {
    localized("{name}: {points}", ["name": shownName(name), "points": points(count)])
  }

  /// A seat's pairs and points at the end of a Memorize table, where pairs win and points
  /// part a tie of pairs: "Ben: 2 pairs, 3 points".
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

  /// A seat's name in fewer columns, where it has a shorter form: a computer the game named,
  /// "CPU" ("CPU 2" for a second at its level); `nil` for a person's name, which has none.
  public static func shortName(_ name: String) -> String? {
    guard let number = computerNumber(name) else { return nil }
    // Translators: a computer player's name in a header short of room (40 columns).
    let short = localized("CPU")
    return number > 1 ? "\(short) \(number)" : short
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
  /// Why the latest choice changed the score (“+2 for a match”, “−1 for a card seen
  /// before”), until the next choice or deal; `nil` when it changed nothing.
  public var lastScoreReason: String? {
    verdictChoice.flatMap { Phrases.scoreReason(of: $0.outcome, scoring: scoring) }
  }

  /// The verdict on the latest pair with why the score changed: “Match! +2 for a match”,
  /// “No match. −1 for a card seen before”, or the verdict alone (“No match.”).
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

  /// The verdict on the latest pair with the points alone, longer first: “No match. −2
  /// points”, “No match. −2”; empty when the choice changed no points.
  var lastVerdictsWithPoints: [String] {
    guard let verdict = lastVerdict, let points = verdictChoice?.outcome.points, points != 0 else {
      return []
    }
    return Phrases.verdictsWithPoints(verdict, points: points)
  }

  /// ``lastVerdictWithReason``, and at a table, once the choice passed the turn on, whose turn
  /// it is now: "No match. Ben to move" — the line says both, not the verdict alone.
  public var lastVerdictAndTurn: String? {
    guard let verdict = lastVerdictWithReason else { return nil }
    guard let turn = turnText, verdictChoice?.endsTurn == true else { return verdict }
    return Phrases.verdict(verdict, thenTurn: turn)
  }

  /// ``lastVerdictAndTurn`` in fewer words, fewest last, for a face short of room: the points
  /// without their reason ("No match. −2 points. Ben to move", then "No match. −2. Ben to
  /// move"), then the verdict alone ("No match. Ben to move"); with a person to move, the
  /// verdict without the turn ("Ana: Match!": the header marks whose turn it is, and the pair's
  /// fate is news), then whose turn it is alone ("Ben to move"), then its shorter forms
  /// ("Thinking…" for the computer, whose turn is the news); alone, the same without the turn,
  /// so the points stay in sight as long as the line has room for them.
  public var shorterVerdictsAndTurn: [String] {
    guard let full = lastVerdictAndTurn, let verdict = lastVerdict else { return [] }
    let briefer = lastVerdictsWithPoints + [verdict]
    let shorter =
      if let turn = turnText, verdictChoice?.endsTurn == true {
        briefer.map { Phrases.verdict($0, thenTurn: turn) } + (isComputerToMove ? [] : [verdict])
          + [turn] + shorterTurnTexts
      } else {
        briefer
      }
    return shorter.reduce(into: []) { if $1 != full && !$0.contains($1) { $0.append($1) } }
  }
}
