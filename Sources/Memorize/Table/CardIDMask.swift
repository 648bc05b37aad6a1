/// The card ids a shared table gives out, in place of the games' own.
///
/// A game's ids carry what a player may not know: Memorize deals cards `2k` and `2k + 1` as a
/// pair, and a playing card's id follows its rank and suit. A client only ever sees the ids made
/// here — numbers drawn at random for each deal, unrelated to each other and to the cards — and
/// the table turns them back when an intent names one.
struct CardIDMask {
  /// The game's id of each id given out, and back.
  private var real: [Int: Int] = [:]
  private var masked: [Int: Int] = [:]
  /// The deal the ids belong to: a new deal draws them all anew.
  private(set) var deal = ""
  /// How many deals the mask has seen, for a deal token that says nothing of the machine.
  private(set) var dealSerial = 0
  /// Where the ids come from; the table's own generator, seeded by the system.
  private var generator: any RandomNumberGenerator

  /// The largest id given out: room enough that guessing one is hopeless at a table of 81 cards.
  static let largestID = 999_999

  init(generator: any RandomNumberGenerator = SystemRandomNumberGenerator()) {
    self.generator = generator
  }

  /// Forgets every id when `token` names a deal other than the last one seen.
  mutating func follow(deal token: String) {
    guard token != deal else { return }
    deal = token
    dealSerial += 1
    real = [:]
    masked = [:]
  }

  /// The id a client sees for the game's card `id`, drawn the first time it is asked for.
  mutating func masked(_ id: Int) -> Int {
    if let known = masked[id] { return known }
    var candidate: Int
    repeat {
      candidate = Int.random(in: 1...Self.largestID, using: &generator)
    } while real[candidate] != nil
    masked[id] = candidate
    real[candidate] = id
    return candidate
  }

  /// The game's id of the card a client named, or `nil` when no card of this deal has it.
  func real(_ id: Int) -> Int? { real[id] }
}
