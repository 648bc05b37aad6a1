import CardGames
import Synchronization

extension Phrases {
  // MARK: - Cards in words

  /// A Set card in words, in one word order everywhere: "2 red striped ovals".
  public static func words(for card: SetCard) -> String { SetSymbol(card).words }

  /// Set symbols in words, in one word order everywhere: "2 red striped ovals". Worked out once
  /// per language: a table says every card of its board in each of its players' languages at
  /// every change, and the 81 cards have 81 names a language.
  static func words(
    count: Int, shape: SetSymbol.Shape, ink: SetSymbol.Ink, shading: SetSymbol.Shading
  ) -> String {
    let key = SetWordsKey(
      language: Localization.language, count: count, shape: shape, ink: ink, shading: shading)
    if let known = setWords.withLock({ $0[key] }) { return known }
    let made = madeWords(count: count, shape: shape, ink: ink, shading: shading)
    setWords.withLock { $0[key] = made }
    return made
  }

  private struct SetWordsKey: Hashable {
    var language: Language
    var count: Int
    var shape: SetSymbol.Shape
    var ink: SetSymbol.Ink
    var shading: SetSymbol.Shading
  }

  /// Every Set card's words worked out so far, by language; a few hundred at most.
  private static let setWords = Mutex<[SetWordsKey: String]>([:])

  private static func madeWords(
    count: Int, shape: SetSymbol.Shape, ink: SetSymbol.Ink, shading: SetSymbol.Shading
  ) -> String {
    let values: MessageValues = [
      "color": colorName(ink), "shading": shadingName(shading),
    ]
    switch shape {
    case .diamond:
      return localizedPlural(
        "{count} {color} {shading} diamond", "{count} {color} {shading} diamonds", count: count,
        values)
    case .squiggle:
      return localizedPlural(
        "{count} {color} {shading} squiggle", "{count} {color} {shading} squiggles", count: count,
        values)
    case .oval:
      return localizedPlural(
        "{count} {color} {shading} oval", "{count} {color} {shading} ovals", count: count, values)
    }
  }

  static func colorName(_ color: SetSymbol.Ink) -> String {
    switch color {
    case .red: localizedInContext("set colour", "red")
    case .green: localizedInContext("set colour", "green")
    case .purple: localizedInContext("set colour", "purple")
    }
  }

  static func shadingName(_ shading: SetSymbol.Shading) -> String {
    switch shading {
    case .solid: localizedInContext("set shading", "solid")
    case .striped: localizedInContext("set shading", "striped")
    case .open: localizedInContext("set shading", "open")
    }
  }

  /// What a Memorize card shows, for a list of the board: its emoji, "matched" or "face down".
  ///
  /// A face-down card never gives its face away; `letter`, when given, stands for the emoji.
  public static func face(of card: MemoryGame<String>.Card, letter: String? = nil) -> String {
    if card.isMatched { return localized("matched") }
    return card.isFaceUp ? letter ?? card.content : localized("face down")
  }

  /// What a Matchismo card shows: "J♥", "matched (J♥)" or "face down"; once the deal is over
  /// (`isOver`) every card left shows its face.
  public static func face(of card: CardMatchingGame.Card, isOver: Bool = false) -> String {
    let title = card.playingCard.description
    if card.isMatched { return localized("matched ({card})", ["card": title]) }
    return card.isChosen || isOver ? title : localized("face down")
  }

  /// A line of the plain mode's board: "Card 3: face down".
  public static func cardLine(position: Int, face: String) -> String {
    localized("Card {number}: {face}", ["number": position, "face": face])
  }

  // MARK: - Accessible descriptions

  /// The name a screen reader gives a card at `position` (counted from 1), from what it says
  /// of the card wherever it lies (``spokenCard(of:isHinted:)`` and the others): "Card 5, face
  /// down", "Card 2, 2 red striped ovals, selected". A shared table sends the second part alone,
  /// and each face's view model puts the position before it.
  public static func accessibleDescription(position: Int, spoken: String) -> String {
    localized("Card {number}, {face}", ["number": position, "face": spoken])
  }

  /// What a screen reader says of a Memorize card wherever it lies: "face down", "🎃",
  /// "🎃, matched"; a card a hint points at adds ", hinted".
  public static func spokenCard(of card: MemoryGame<String>.Card, isHinted: Bool = false)
    -> String
  {
    // A matched card lies face up: its emoji is said, as it was seen.
    if card.isMatched { return localized("{face}, matched", ["face": card.content]) }
    let text = card.isFaceUp ? card.content : localized("face down")
    return isHinted ? hinted(text) : text
  }

  /// A card a hint points at, as it is said or listed: "face down, hinted".
  public static func hinted(_ card: String) -> String {
    localized("{card}, hinted", ["card": card])
  }

  /// A Matchismo card wherever it lies: "face down", "J♥, chosen", "J♥, matched"; once the deal
  /// is over (`isOver`) a card left is said by its face ("3♥").
  public static func spokenCard(of card: CardMatchingGame.Card, isOver: Bool = false) -> String {
    let title = card.playingCard.description
    if card.isMatched { return localized("{face}, matched", ["face": title]) }
    if card.isChosen { return localized("{face}, chosen", ["face": title]) }
    return isOver ? title : localized("face down")
  }

  /// A Set card of the set just made, still on the table: "2 red striped ovals, set made" (not
  /// "selected": the set is made, nothing waits to be judged).
  public static func spokenInMadeSet(_ card: SetCard) -> String {
    localized("{card}, set made", ["card": words(for: card)])
  }

  /// A Set card wherever it lies, always face up: "2 red striped ovals, selected".
  public static func spokenCard(of card: SetCard, isSelected: Bool, isHinted: Bool) -> String {
    var text = words(for: card)
    if isSelected { text = localized("{card}, selected", ["card": text]) }
    if isHinted { text = hinted(text) }
    return text
  }

  /// Where a card sits on a board, for screen readers: "Row 2, column 3" (counted from 1).
  public static func cellDescription(row: Int, column: Int) -> String {
    localized("Row {row}, column {column}", ["row": row, "column": column])
  }

  /// A chart of recent scores, for screen readers: "Recent scores: 3, −1, 4".
  public static func recentScores(_ scores: [Int]) -> String {
    localized("Recent scores: {scores}", ["scores": list(scores.map(Phrases.number))])
  }

  /// The caption under a chart of recent scores, which says how to read it: "Last 5 scores,
  /// oldest on the left; lowest −3, highest 14". Empty when there are none.
  public static func recentScoresCaption(_ scores: [Int]) -> String {
    guard let low = scores.min(), let high = scores.max() else { return "" }
    guard scores.count > 1 else { return localized("One score so far: {score}", ["score": low]) }
    return localizedPlural(
      "Last {count} score, oldest on the left; lowest {low}, highest {high}",
      "Last {count} scores, oldest on the left; lowest {low}, highest {high}",
      count: scores.count, ["low": low, "high": high])
  }

  /// How to read a row's recent scores drawn as a line of bars.
  public static var recentScoresLegend: String {
    localized(
      "Bars: recent scores, oldest on the left, scaled per row")
  }
}

extension Phrases {
  /// Why a card was left as it was, in the player's language, for every face alike: “Already
  /// matched.”, “Already face up.”, “It is Computer (good)'s turn.”. No card number: the faces
  /// that draw the board show none, and the chosen card is the one just pressed or typed.
  public static func refusal(_ refusal: ChoiceRefusal) -> String {
    switch refusal {
    case .alreadyMatched: localized("Already matched.")
    case .alreadyFaceUp: localized("Already face up.")
    case .notYourTurn(let player): Table.notYourTurn(player)
    case .gameOver: gameIsOver
    }
  }
}
