/// A small, fast, seedable random number generator whose whole state is `Codable`.
///
/// The rules never reach for system randomness: every shuffle and every draw takes a generator, so the
/// same seed deals the same cards on every run and machine, and a saved game (generator included)
/// resumes exactly where it left off. The algorithm is xoshiro256**, seeded through SplitMix64 so that
/// nearby seeds give unrelated streams.
public struct SeededGenerator: RandomNumberGenerator, Sendable, Codable, Hashable {
  // Four separate words rather than an array: `next()` is on the hot path of every simulation.
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  /// The four words of xoshiro256** state, never all zero; what a saved game stores.
  public var state: [UInt64] { [s0, s1, s2, s3] }

  /// Creates a generator whose output is fully determined by `seed`.
  public init(seed: UInt64) {
    var splitMix = seed
    var words: [UInt64] = []
    for _ in 0..<4 {
      splitMix &+= 0x9E37_79B9_7F4A_7C15
      var z = splitMix
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      words.append(z ^ (z >> 31))
    }
    if words.allSatisfy({ $0 == 0 }) { words[0] = 1 }
    (s0, s1, s2, s3) = (words[0], words[1], words[2], words[3])
  }

  /// Restores a generator from its state words; `nil` when they cannot be a valid state.
  public init?(state: [UInt64]) {
    guard state.count == 4, state.contains(where: { $0 != 0 }) else { return nil }
    (s0, s1, s2, s3) = (state[0], state[1], state[2], state[3])
  }

  /// Saves the generator as its four state words, so a restored one continues the same stream.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(state, forKey: .state)
  }

  private enum CodingKeys: String, CodingKey {
    case state
  }

  /// Restores a generator saved by `encode(to:)`, refusing an all-zero state (it would only ever
  /// produce zeros).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let words = try container.decode([UInt64].self, forKey: .state)
    guard let restored = SeededGenerator(state: words) else {
      throw DecodingError.dataCorruptedError(
        forKey: .state, in: container,
        debugDescription: "A generator state is four words, not all zero.")
    }
    self = restored
  }

  /// The next 64 random bits of the stream.
  public mutating func next() -> UInt64 {
    let result = rotateLeft(s1 &* 5, by: 7) &* 9
    let shifted = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= shifted
    s3 = rotateLeft(s3, by: 45)
    return result
  }

  private func rotateLeft(_ value: UInt64, by amount: UInt64) -> UInt64 {
    (value << amount) | (value >> (64 - amount))
  }
}
