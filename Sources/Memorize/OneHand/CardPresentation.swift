import CardGames

/// One card as every face must draw it: what is on it (only when the player may see it), where
/// it stands in play, how it is marked, and what a screen reader says of it.
///
/// A face lays cards out and animates between two values; it never asks a game. A face-down card
/// carries no ``face``: its content is not in the value at all, so no face — a remote one
/// included — can give it away.
public struct CardPresentation: Identifiable, Hashable, Sendable, Codable {
  /// The card's identity for the life of a deal: the id ``Intent/choose(cardID:)`` takes.
  public var id: Int
  /// What the card shows when face up or matched; `nil` while face down.
  public var face: CardFace?
  /// Whether the card lies face up (a Set card always does).
  public var isFaceUp: Bool
  /// Whether the card was matched: Memorize sends it away, Matchismo dims it.
  public var isMatched: Bool
  /// Whether the player has chosen it and it waits for the others of a match.
  public var isSelected: Bool
  /// Whether the hint on screen points at it.
  public var isHinted: Bool
  /// A match or a mismatch just judged among the selected cards.
  public var highlight: CardHighlight
  /// How much of the card's time bonus is left, 0…1, while one runs (Memorize only).
  public var bonusRemaining: Double?
  /// Whether the bonus is counting down now, so a face animates it.
  public var isBonusCountingDown: Bool
  /// Whether a matched card earned its bonus (it keeps showing its bar).
  public var hasEarnedBonus: Bool
  /// The name a screen reader gives the card: "Card 5, face down", "Card 2, 2 red striped ovals,
  /// selected". Positions count from 1.
  public var accessibleDescription: String
  /// What a screen reader says of the card wherever it lies, without its position: "face down",
  /// "2 red striped ovals, selected". A shared table sends this alone: a card that moves up when
  /// others leave changes nothing on the wire.
  public var spoken: String
  /// The card in a line of text: its face, "face down" or "matched" (the plain board).
  public var text: String

  /// Whether the face shows when drawn: face up, or matched.
  public var showsFace: Bool { face != nil }

  /// A card at `position` (counted from 1) that a screen reader names from `spoken`.
  public init(
    id: Int, face: CardFace?, isFaceUp: Bool, isMatched: Bool, isSelected: Bool, isHinted: Bool,
    highlight: CardHighlight, bonusRemaining: Double?, isBonusCountingDown: Bool,
    hasEarnedBonus: Bool, position: Int, spoken: String, text: String
  ) {
    self.id = id
    self.face = face
    self.isFaceUp = isFaceUp
    self.isMatched = isMatched
    self.isSelected = isSelected
    self.isHinted = isHinted
    self.highlight = highlight
    self.bonusRemaining = bonusRemaining
    self.isBonusCountingDown = isBonusCountingDown
    self.hasEarnedBonus = hasEarnedBonus
    self.spoken = spoken
    self.accessibleDescription = Phrases.accessibleDescription(position: position, spoken: spoken)
    self.text = text
  }

  /// The card moved to `position` (counted from 1): its name says where it lies now.
  public mutating func place(at position: Int) {
    accessibleDescription = Phrases.accessibleDescription(position: position, spoken: spoken)
  }
}

extension CardPresentation {
  private enum CodingKeys: String, CodingKey {
    case id, face, isFaceUp, isMatched, isSelected, isHinted, highlight, bonusRemaining
    case isBonusCountingDown, hasEarnedBonus, spoken, text
  }

  /// Reads a card; a mark left out is off (``encode(to:)`` leaves them out). A card read alone
  /// does not know where it lies: its ``accessibleDescription`` is its ``spoken`` words until
  /// ``place(at:)`` puts its position before them (``BoardPresentation/placingCards()``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    face = try container.decodeIfPresent(CardFace.self, forKey: .face)
    isFaceUp = try container.decodeIfPresent(Bool.self, forKey: .isFaceUp) ?? false
    isMatched = try container.decodeIfPresent(Bool.self, forKey: .isMatched) ?? false
    isSelected = try container.decodeIfPresent(Bool.self, forKey: .isSelected) ?? false
    isHinted = try container.decodeIfPresent(Bool.self, forKey: .isHinted) ?? false
    highlight = try container.decodeIfPresent(CardHighlight.self, forKey: .highlight) ?? .none
    bonusRemaining = try container.decodeIfPresent(Double.self, forKey: .bonusRemaining)
    isBonusCountingDown =
      try container.decodeIfPresent(Bool.self, forKey: .isBonusCountingDown) ?? false
    hasEarnedBonus = try container.decodeIfPresent(Bool.self, forKey: .hasEarnedBonus) ?? false
    spoken = try container.decode(String.self, forKey: .spoken)
    accessibleDescription = spoken
    text = try container.decode(String.self, forKey: .text)
  }

  /// Writes a card, leaving out the marks that are off: a table sends every card of a deal, and
  /// most marks of most cards are off. Its position is its place in the list, so only its
  /// ``spoken`` words go, not its ``accessibleDescription``.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(face, forKey: .face)
    for (flag, key) in [
      (isFaceUp, CodingKeys.isFaceUp), (isMatched, .isMatched), (isSelected, .isSelected),
      (isHinted, .isHinted), (isBonusCountingDown, .isBonusCountingDown),
      (hasEarnedBonus, .hasEarnedBonus),
    ] where flag {
      try container.encode(true, forKey: key)
    }
    if highlight != .none { try container.encode(highlight, forKey: .highlight) }
    try container.encodeIfPresent(bonusRemaining, forKey: .bonusRemaining)
    try container.encode(spoken, forKey: .spoken)
    try container.encode(text, forKey: .text)
  }
}

/// What is printed on a card.
public enum CardFace: Hashable, Sendable, Codable {
  /// A Memorize card: its emoji, and the letter that stands for it where emoji cannot show.
  case emoji(String, letter: String)
  /// A Matchismo card: rank and suit symbols ("J", "♥"), whether the suit is red, and the two
  /// written together ("J♥").
  case playing(rank: String, suit: String, isRed: Bool, title: String)
  /// A Set card.
  case set(SetSymbol)
}

extension CardFace {
  /// A playing card's rank and suit in two columns, for a face too narrow for its title: the
  /// title where it is two columns already ("J♥"), and for the 10 its rank as one letter, as
  /// card players write it ("T♠"); `nil` for other faces.
  public var narrowTitle: String? {
    guard case .playing(let rank, let suit, _, let title) = self else { return nil }
    return rank == "10" ? "T" + suit : title
  }
}

/// A Set card's symbols: one to three of a shape, in a colour and a shading.
public struct SetSymbol: Hashable, Sendable, Codable {
  /// The three shapes.
  public enum Shape: String, CaseIterable, Hashable, Sendable, Codable {
    /// A diamond.
    case diamond
    /// A squiggle.
    case squiggle
    /// An oval.
    case oval
  }
  /// The three inks.
  public enum Ink: String, CaseIterable, Hashable, Sendable, Codable {
    /// Red.
    case red
    /// Green.
    case green
    /// Purple.
    case purple
  }
  /// The three shadings.
  public enum Shading: String, CaseIterable, Hashable, Sendable, Codable {
    /// Filled.
    case solid
    /// Striped.
    case striped
    /// Outlined only.
    case open
  }
  /// How many symbols: 1, 2 or 3.
  public var count: Int
  /// Their shape.
  public var shape: Shape
  /// Their ink.
  public var ink: Ink
  /// Their shading.
  public var shading: Shading
  /// The card in words: "2 red striped ovals".
  public var words: String

  /// A symbol from its four values; `words` is said in the language in force.
  public init(count: Int, shape: Shape, ink: Ink, shading: Shading) {
    self.count = count
    self.shape = shape
    self.ink = ink
    self.shading = shading
    words = Phrases.words(count: count, shape: shape, ink: ink, shading: shading)
  }

  /// The ink's one-letter mark for screens without colour: "r", "g", "p".
  public var inkMark: String { Labels.colorMark(of: ink) }
}

extension SetSymbol {
  private enum CodingKeys: String, CodingKey { case count, shape, ink, shading }

  /// Reads a symbol; its words are said anew in the language in force (the reader's: a face
  /// joined to a table speaks the language its view was sent in).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      count: try container.decode(Int.self, forKey: .count),
      shape: try container.decode(Shape.self, forKey: .shape),
      ink: try container.decode(Ink.self, forKey: .ink),
      shading: try container.decode(Shading.self, forKey: .shading))
  }

  /// Writes the four values, not the words: they follow from them.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(count, forKey: .count)
    try container.encode(shape, forKey: .shape)
    try container.encode(ink, forKey: .ink)
    try container.encode(shading, forKey: .shading)
  }
}

/// A judgement shown on the selected cards.
public enum CardHighlight: String, Hashable, Sendable, Codable {
  /// Nothing judged.
  case none
  /// The selected cards match (a set, a Matchismo match).
  case match
  /// They do not.
  case mismatch
}

extension SetSymbol {
  init(_ card: SetCard) {
    let shape: Shape =
      switch card.shape {
      case .diamond: .diamond
      case .squiggle: .squiggle
      case .oval: .oval
      }
    let ink: Ink =
      switch card.color {
      case .red: .red
      case .green: .green
      case .purple: .purple
      }
    let shading: Shading =
      switch card.shading {
      case .solid: .solid
      case .striped: .striped
      case .open: .open
      }
    self.init(count: card.number.rawValue, shape: shape, ink: ink, shading: shading)
  }
}
