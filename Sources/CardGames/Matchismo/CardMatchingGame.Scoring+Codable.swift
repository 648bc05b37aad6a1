extension CardMatchingGame.Scoring: Codable {
  private enum CodingKeys: String, CodingKey {
    case rankMatch, suitMatch, matchBonus, pointsForMismatch, pointsForChoosing
    // Saves written before every game shared one sign convention held these as positive costs.
    case mismatchPenalty, costToChoose
  }

  /// Reads a scoring in either form: signed points (`pointsForMismatch`, `pointsForChoosing`)
  /// or, as saves written before the sign convention did, positive costs (`mismatchPenalty`,
  /// `costToChoose`), negated here so the game scores exactly as it did.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rankMatch = try container.decode(Int.self, forKey: .rankMatch)
    suitMatch = try container.decode(Int.self, forKey: .suitMatch)
    matchBonus = try container.decode(Int.self, forKey: .matchBonus)
    pointsForMismatch = try Self.points(
      in: container, signed: .pointsForMismatch, cost: .mismatchPenalty)
    pointsForChoosing = try Self.points(
      in: container, signed: .pointsForChoosing, cost: .costToChoose)
  }

  /// Writes the scoring with signed points.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(rankMatch, forKey: .rankMatch)
    try container.encode(suitMatch, forKey: .suitMatch)
    try container.encode(matchBonus, forKey: .matchBonus)
    try container.encode(pointsForMismatch, forKey: .pointsForMismatch)
    try container.encode(pointsForChoosing, forKey: .pointsForChoosing)
  }

  private static func points(
    in container: KeyedDecodingContainer<CodingKeys>, signed: CodingKeys, cost: CodingKeys
  ) throws -> Int {
    if container.contains(signed) { return try container.decode(Int.self, forKey: signed) }
    return try negated(container.decode(Int.self, forKey: cost), key: cost, in: container)
  }
}

extension CardMatchingGame.Outcome: Codable {
  private enum CodingKeys: String, CodingKey {
    case chose, unchose, matched, mismatched
  }

  private enum CardsCodingKeys: String, CodingKey {
    case _0
  }

  private enum PointsCodingKeys: String, CodingKey {
    case _0, points
    // Saves written before every game shared one sign convention held a mismatch's positive cost.
    case penalty
  }

  /// Reads an outcome as the compiler's synthesised coding writes it; a mismatch may carry
  /// signed `points` or, as saves written before the sign convention did, a positive `penalty`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "an outcome is exactly one of chose, unchose, matched, mismatched"))
    }
    switch key {
    case .chose:
      let cases = try container.nestedContainer(keyedBy: CardsCodingKeys.self, forKey: key)
      self = .chose(try cases.decode([PlayingCard].self, forKey: ._0))
    case .unchose:
      let cases = try container.nestedContainer(keyedBy: CardsCodingKeys.self, forKey: key)
      self = .unchose(try cases.decode(PlayingCard.self, forKey: ._0))
    case .matched:
      let cases = try container.nestedContainer(keyedBy: PointsCodingKeys.self, forKey: key)
      self = .matched(
        try cases.decode([PlayingCard].self, forKey: ._0),
        points: try cases.decode(Int.self, forKey: .points))
    case .mismatched:
      let cases = try container.nestedContainer(keyedBy: PointsCodingKeys.self, forKey: key)
      let cards = try cases.decode([PlayingCard].self, forKey: ._0)
      if cases.contains(.points) {
        self = .mismatched(cards, points: try cases.decode(Int.self, forKey: .points))
      } else {
        let penalty = try cases.decode(Int.self, forKey: .penalty)
        self = .mismatched(cards, points: try negated(penalty, key: .penalty, in: cases))
      }
    }
  }

  /// Writes an outcome in the synthesised shape, a mismatch with signed `points`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .chose(let cards):
      var cases = container.nestedContainer(keyedBy: CardsCodingKeys.self, forKey: .chose)
      try cases.encode(cards, forKey: ._0)
    case .unchose(let card):
      var cases = container.nestedContainer(keyedBy: CardsCodingKeys.self, forKey: .unchose)
      try cases.encode(card, forKey: ._0)
    case .matched(let cards, let points):
      var cases = container.nestedContainer(keyedBy: PointsCodingKeys.self, forKey: .matched)
      try cases.encode(cards, forKey: ._0)
      try cases.encode(points, forKey: .points)
    case .mismatched(let cards, let points):
      var cases = container.nestedContainer(keyedBy: PointsCodingKeys.self, forKey: .mismatched)
      try cases.encode(cards, forKey: ._0)
      try cases.encode(points, forKey: .points)
    }
  }
}

/// `-cost`, refusing the one value whose negation does not fit in an `Int`.
private func negated<Key: CodingKey>(
  _ cost: Int, key: Key, in container: KeyedDecodingContainer<Key>
) throws -> Int {
  let (points, overflow) = Int(0).subtractingReportingOverflow(cost)
  guard !overflow else {
    throw DecodingError.dataCorruptedError(
      forKey: key, in: container, debugDescription: "a cost of \(cost) points is out of range")
  }
  return points
}
