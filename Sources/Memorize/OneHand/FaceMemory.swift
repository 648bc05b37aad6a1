/// The faces cards last showed, by id, so a card turning face down shows its face until it has
/// turned: a board presentation gives a face-down card none. Forgotten with each new deal.
///
/// A face that animates keeps one per board; it holds only faces the player has seen.
public struct FaceMemory: Sendable {
  private var faces: [Int: CardFace] = [:]
  private var deal = ""

  /// An empty memory.
  public init() {}

  /// Keeps the faces `board` shows, after forgetting the last deal's if it is a new one.
  public mutating func remember(_ board: BoardPresentation) {
    if deal != board.dealToken {
      deal = board.dealToken
      faces = [:]
    }
    for card in board.cards {
      if let face = card.face { faces[card.id] = face }
    }
  }

  /// The face the card with `id` showed last in this deal.
  public subscript(id: Int) -> CardFace? { faces[id] }

  /// Every face remembered, by card id.
  public var all: [Int: CardFace] { faces }
}
