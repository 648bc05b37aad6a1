import CardGames
import Foundation

/// How long each Set computer level takes per set, playing seeded races alone against the table.
///
/// Every finding time is the time from the table changing (a set put away, three cards dealt, the
/// deal) to the call that found the next set, slips and their lost calls included. It is grouped
/// by how many sets the table held when it changed, and, with a lone set, by the attributes in
/// which its cards differ. The targets are the calibration targets in `SetRaceComputer`'s doc.
struct SetRaceBench {
  let options: BenchOptions
  let report: Report

  static let section = "Set race computer (solo races, seconds per set)"

  /// Per level: the target mean seconds per set over whole races.
  static let targets: [SetRaceComputer.Level: ClosedRange<Double>] = [
    .expert: 2...3.5, .skilled: 3...5, .casual: 4...7, .beginner: 6...10,
  ]
  /// The mean with four or more sets on the table is at most this share of the mean with one.
  static let fallTarget = 0.7

  /// What one level's races measured.
  struct Tally {
    /// Finding times by sets on the table: index 0 is one set, 3 is four or more.
    var bySets = [[Double]](repeating: [], count: 4)
    /// Finding times of a lone set by differing attributes, without a failed call on the way:
    /// index 0 is one attribute.
    var loneByDifferences = [[Double]](repeating: [], count: 4)
    var all: [Double] = []
    var failedCalls = 0
  }

  func run() {
    let races = options.quick ? 300 : 3000
    for (levelNumber, level) in SetRaceComputer.Level.allCases.enumerated() {
      var tally = Tally()
      for race in 0..<races {
        play(seed: UInt64(levelNumber * 1_000_000 + race), level: level, into: &tally)
      }
      add(level: level, tally: tally, races: races)
    }
  }

  /// Plays one race of a lone computer to its end, stepping the clock to each computer move.
  private func play(seed: UInt64, level: SetRaceComputer.Level, into tally: inout Tally) {
    guard
      var race = SetRace(
        seats: [SetRace.Seat(name: "computer", computerLevel: level)], seed: seed)
    else { return }
    var changedAt = 0.0
    var table = SetRaceComputer.sets(among: race.game.cardsInPlay)
    var calledAt = 0.0
    var failedSinceChange = false
    while !race.isOver, let time = race.nextEventTime {
      for event in race.advance(to: time) {
        switch event {
        case .called: calledAt = time
        case .foundSet:
          let seconds = calledAt - changedAt
          tally.all.append(seconds)
          tally.bySets[min(table.count, 4) - 1].append(seconds)
          if table.count == 1, !failedSinceChange {
            let differing = SetRaceComputer.differingAttributes(table[0])
            tally.loneByDifferences[differing - 1].append(seconds)
          }
          changedAt = time
          failedSinceChange = false
          table = SetRaceComputer.sets(among: race.game.cardsInPlay)
        case .dealtThree:
          changedAt = time
          failedSinceChange = false
          table = SetRaceComputer.sets(among: race.game.cardsInPlay)
        case .notASet, .timeUp:
          tally.failedCalls += 1
          failedSinceChange = true
        case .votedForMore, .noSetOnTable, .gameOver, .back, .away: break
        }
      }
    }
  }

  private func add(level: SetRaceComputer.Level, tally: Tally, races: Int) {
    let name = level.rawValue
    let mean = Self.mean(tally.all)
    let target = Self.targets[level] ?? 0...0
    report.add(
      Self.section, "\(name): mean seconds per set", unit: "s", samples: [mean],
      target: "\(Report.format(target.lowerBound))–\(Report.format(target.upperBound)) s",
      verdict: target.contains(mean) ? .pass : .fail,
      note: "\(races) races, \(tally.all.count) sets, \(tally.failedCalls) failed calls")
    let means = tally.bySets.map(Self.mean)
    for (index, label) in ["1 set", "2 sets", "3 sets", "4+ sets"].enumerated() {
      report.add(
        Self.section, "\(name): mean seconds with \(label) on the table", unit: "s",
        samples: [means[index]], note: "\(tally.bySets[index].count) sets")
    }
    let falls = zip(means, means.dropFirst()).allSatisfy { $0 > $1 }
    let ratio = means[3] / means[0]
    report.add(
      Self.section, "\(name): 4+ sets ÷ 1 set", unit: "×", samples: [ratio],
      target: "falls at each step, ≤ \(Report.format(Self.fallTarget))×",
      verdict: falls && ratio <= Self.fallTarget ? .pass : .fail)
    for differing in 1...4 {
      let times = tally.loneByDifferences[differing - 1]
      let model = level.settleSeconds + level.pace * (1.2 + 1.8 * Double(differing - 1))
      report.add(
        Self.section, "\(name): lone set differing in \(differing) attribute(s)", unit: "s",
        samples: [Self.mean(times)],
        target: "≈ \(Report.format(model)) s less the commonest-value speed-up",
        note: "\(times.count) sets found without a slip")
    }
    let lone = tally.loneByDifferences.map(Self.mean)
    report.add(
      Self.section, "\(name): lone set, 4 attributes ÷ 1 attribute", unit: "×",
      samples: [lone[3] / lone[0]], target: "rises with each attribute",
      verdict: zip(lone, lone.dropFirst()).allSatisfy { $0 < $1 } ? .pass : .fail)
  }

  private static func mean(_ values: [Double]) -> Double {
    values.isEmpty ? .nan : values.reduce(0, +) / Double(values.count)
  }
}
