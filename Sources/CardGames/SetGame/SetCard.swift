/// One card of the game of Set: a number of identical symbols with a shape, a shading and a colour.
///
/// The four attributes are the whole card: its `id` is worked out from them when the card is made,
/// and is not saved, so two cards with the same attributes are the same card and a decoded card
/// can never carry a stale id.
public struct SetCard: Identifiable, Sendable, Hashable {
  /// How many symbols the card shows.
  public let number: Number
  /// The shape of each symbol.
  public let shape: Shape
  /// How each symbol is filled.
  public let shading: Shading
  /// The colour of each symbol.
  public let color: Color

  /// The card's place in `SetCard.allCards`, from 0 to 80, stable across runs and saves.
  ///
  /// Read in base 3 its digits are the number, shape, shading and colour, most significant first.
  /// Stored, though derived, because hints and checks read it far more often than cards are made.
  public let id: Int

  /// Creates the card with these four attributes.
  public init(number: Number, shape: Shape, shading: Shading, color: Color) {
    self.number = number
    self.shape = shape
    self.shading = shading
    self.color = color
    id = number.index * 27 + shape.rawValue * 9 + shading.rawValue * 3 + color.rawValue
  }

  /// All 81 cards, one of every combination of attributes, ordered by `id`.
  public static let allCards: [SetCard] = Number.allCases.flatMap { number in
    Shape.allCases.flatMap { shape in
      Shading.allCases.flatMap { shading in
        Color.allCases.map { color in
          SetCard(number: number, shape: shape, shading: shading, color: color)
        }
      }
    }
  }

  /// Whether three cards form a set: for each attribute, all three agree or all three differ.
  public static func isSet(_ first: SetCard, _ second: SetCard, _ third: SetCard) -> Bool {
    allSameOrAllDifferent(first.number.index, second.number.index, third.number.index)
      && allSameOrAllDifferent(first.shape.rawValue, second.shape.rawValue, third.shape.rawValue)
      && allSameOrAllDifferent(
        first.shading.rawValue, second.shading.rawValue, third.shading.rawValue)
      && allSameOrAllDifferent(first.color.rawValue, second.color.rawValue, third.color.rawValue)
  }

  /// The one card that forms a set with two different cards.
  ///
  /// Every pair of cards is in exactly one set: per attribute, the third value is the shared one
  /// when the two agree, and the remaining one when they differ.
  public static func completingSet(_ first: SetCard, _ second: SetCard) -> SetCard {
    allCards[idCompletingSet(first.id, second.id)]
  }

  /// The id of the card that forms a set with the two cards of these ids.
  ///
  /// An id is a four-digit number in base 3, one digit per attribute, so the third card can be
  /// worked out digit by digit without building any cards; the hint relies on this being cheap.
  static func idCompletingSet(_ first: ID, _ second: ID) -> ID {
    var first = first
    var second = second
    var third = 0
    var place = 1
    for _ in 0..<4 {
      third += completing(first % 3, second % 3) * place
      first /= 3
      second /= 3
      place *= 3
    }
    return third
  }

  /// Whether exactly three cards were given and they form a set.
  static func isSet(_ cards: [SetCard]) -> Bool {
    cards.count == 3 && isSet(cards[0], cards[1], cards[2])
  }

  /// Whether three attribute values, each 0, 1 or 2, are all the same or all different.
  ///
  /// The values are plain integers rather than the enums so that the 85,320-triple checks in
  /// debug builds do not pay for unspecialised generics.
  private static func allSameOrAllDifferent(_ first: Int, _ second: Int, _ third: Int) -> Bool {
    // Three values from {0, 1, 2} are all same or all different exactly when they sum to a
    // multiple of 3: 0+1+2 = 3 and 3a are, while two equal and one other (2a + b, b ≠ a) is not.
    (first + second + third) % 3 == 0
  }

  /// The attribute value, 0, 1 or 2, that makes `first`, `second` and it all same or all different.
  private static func completing(_ first: Int, _ second: Int) -> Int {
    // The one value that brings the sum to a multiple of 3 (see `allSameOrAllDifferent`).
    (6 - first - second) % 3
  }
}
