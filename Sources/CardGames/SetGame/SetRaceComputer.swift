/// How a computer seat finds sets: the way people are measured to, as a race among the sets.
///
/// Every set on the table gets its own finding time, as if one search per set ran at once, and
/// the computer calls when the first of them finishes. A race of independent searches makes the
/// call come sooner the more sets there are. Each set's mean time depends on how the set is made,
/// in the direction Jacob and Hochstein report ("Set recognition as a window to perceptual and
/// cognitive processes", Perception & Psychophysics 70(7), 2008): it grows with the number of
/// attributes in which the three cards differ, and it is shorter when an attribute the three
/// share takes the value most common on the table.
///
/// The model, per level (see `Level`): a set differing in `d` attributes has a mean search time of
/// `pace × (1.2 + 1.8 × (d − 1))` seconds, times 0.85 for each shared attribute whose value is
/// the table's most common one (ties included); the search time is drawn from a log-logistic
/// distribution of shape 4 with that mean (right-skewed, a coefficient of variation near 0.5, as
/// response times are), cut at five times the mean; the call comes `settleSeconds` after the
/// fastest search ends. The log-logistic needs only square roots, so the model needs no maths
/// library.
///
/// Calibration targets (ours, not figures from the paper): a lone set on a twelve-card table
/// takes the skilled level about 3 s when the cards differ in one attribute and about 8.4 s when
/// they differ in all four; the mean over a whole solo race (usually several sets on the table)
/// falls in 2–3.5 s for an expert, 3–5 s skilled, 4–7 s casual, 6–10 s for a beginner; and the
/// mean with four or more sets on the table is at most 0.7 times the mean with one.
/// `memorize-bench --only setrace` measures all of these.
public enum SetRaceComputer {
  /// What the computer does next at a table it has just looked at.
  public enum Plan: Sendable, Hashable {
    /// Calls after `seconds` and chooses these three cards (a set, unless the level slipped).
    case call(after: Double, cards: [SetCard.ID])
    /// Sees no set and asks for three more cards after `seconds`.
    case askForMore(after: Double)
  }

  /// The mean of the log-logistic distribution of shape 4 and scale 1: (π/4) / sin(π/4).
  static let logLogisticMeanPerScale = 1.110_720_734_539_591_6
  /// Search times are cut at this many times their mean, so no call waits for minutes.
  static let longestSearchInMeans = 5.0
  /// How much shorter the search is for each shared attribute taking the table's commonest value.
  static let commonValueFactor = 0.85

  /// Every set among `cards`, each as three cards in table order.
  public static func sets(among cards: [SetCard]) -> [[SetCard]] {
    var position = [Int?](repeating: nil, count: SetCard.allCards.count)
    for (index, card) in cards.enumerated() { position[card.id] = index }
    var found: [[SetCard]] = []
    for first in cards.indices {
      for second in (first + 1)..<cards.endIndex {
        let third = SetCard.idCompletingSet(cards[first].id, cards[second].id)
        if let index = position[third], index > second {
          found.append([cards[first], cards[second], cards[index]])
        }
      }
    }
    return found
  }

  /// In how many of the four attributes the three cards differ (1 to 4 for a set).
  public static func differingAttributes(_ set: [SetCard]) -> Int {
    attributeValues(of: set).count { values in values[0] != values[1] || values[1] != values[2] }
  }

  /// The mean search time, in seconds, of `set` on `table` at `level`, before `settleSeconds`.
  public static func meanSearchSeconds(of set: [SetCard], on table: [SetCard], level: Level)
    -> Double
  {
    let differing = differingAttributes(set)
    var mean = level.pace * (1.2 + 1.8 * Double(differing - 1))
    let tableValues = attributeValues(of: table)
    for (attribute, values) in attributeValues(of: set).enumerated()
    where values[0] == values[1] && values[1] == values[2] {
      var counts = [0, 0, 0]
      for value in tableValues[attribute] { counts[value] += 1 }
      if counts[values[0]] == counts.max() { mean *= commonValueFactor }
    }
    return mean
  }

  /// What a computer at `level` does at `table`, drawing its times from `generator`.
  ///
  /// With sets on the table: one draw per set (in `sets(among:)` order), then one for a slip,
  /// then, on a slip, one for the wrong card. Without: no draws.
  public static func plan(
    level: Level, table: [SetCard], using generator: inout some RandomNumberGenerator
  ) -> Plan {
    let found = sets(among: table)
    guard !found.isEmpty else {
      return .askForMore(after: level.settleSeconds + level.pace * 9)
    }
    var fastest = Double.infinity
    var fastestSet = found[0]
    for set in found {
      let mean = meanSearchSeconds(of: set, on: table, level: level)
      let seconds = min(
        mean * logLogisticShapeFour(using: &generator), mean * longestSearchInMeans)
      if seconds < fastest {
        fastest = seconds
        fastestSet = set
      }
    }
    var cards = fastestSet.map(\.id)
    if unitInterval(using: &generator) < level.slipProbability {
      // Two cards of the set and a wrong third: any other card, since each pair has one third.
      let others = table.filter { !cards.contains($0.id) }
      if !others.isEmpty {
        let index = Int(unitInterval(using: &generator) * Double(others.count))
        cards[2] = others[min(index, others.count - 1)].id
      }
    }
    return .call(after: level.settleSeconds + fastest, cards: cards)
  }

  /// A draw from the log-logistic distribution of shape 4 scaled to a mean of 1.
  ///
  /// Its quantile function is `(u / (1 − u))^(1/4)`, two square roots.
  static func logLogisticShapeFour(using generator: inout some RandomNumberGenerator) -> Double {
    let u = unitInterval(using: &generator)
    return (u / (1 - u)).squareRoot().squareRoot() / logLogisticMeanPerScale
  }

  /// A draw strictly between 0 and 1, from the top 53 bits of one 64-bit draw.
  static func unitInterval(using generator: inout some RandomNumberGenerator) -> Double {
    (Double(generator.next() >> 11) + 0.5) / 9_007_199_254_740_992.0
  }

  /// The four attributes' values (0, 1 or 2) over `cards`: one array per attribute.
  private static func attributeValues(of cards: [SetCard]) -> [[Int]] {
    [
      cards.map(\.number.index), cards.map(\.shape.rawValue), cards.map(\.shading.rawValue),
      cards.map(\.color.rawValue),
    ]
  }
}
