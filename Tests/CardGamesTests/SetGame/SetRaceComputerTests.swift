import Testing

@testable import CardGames

@Suite struct SetRaceComputerTests {
  @Test func theSetsAmongTheCardsAreEveryTripleThatIsASet() {
    #expect(SetRaceComputer.sets(among: SetCard.oneSetTable) == [[.a, .b, .c]])
    #expect(SetRaceComputer.sets(among: SetCard.noSetTable).isEmpty)
    let table = SetGame(seed: 5).cardsInPlay
    var triples: [[SetCard]] = []
    for i in table.indices {
      for j in (i + 1)..<table.count {
        for k in (j + 1)..<table.count where SetCard.isSet(table[i], table[j], table[k]) {
          triples.append([table[i], table[j], table[k]])
        }
      }
    }
    #expect(SetRaceComputer.sets(among: table) == triples)
  }

  @Test func differingAttributesCountsTheAttributesThatAllDiffer() {
    #expect(SetRaceComputer.differingAttributes([.a, .b, .c]) == 1)
    let allDiffer: [SetCard] = [
      SetCard(.one, .diamond, .solid, .red), SetCard(.two, .squiggle, .striped, .green),
      SetCard(.three, .oval, .open, .purple),
    ]
    #expect(SetRaceComputer.differingAttributes(allDiffer) == 4)
  }

  @Test func theMeanSearchGrowsWithDifferingAttributesAndShrinksForTheCommonestValues() {
    // On the one-set table, one, diamond and solid are each the commonest value of their
    // attribute, and the set shares all three: 1.2 s × 0.85³ at the skilled pace.
    let shared = SetRaceComputer.meanSearchSeconds(
      of: [.a, .b, .c], on: SetCard.oneSetTable, level: .skilled)
    #expect(abs(shared - 1.2 * 0.85 * 0.85 * 0.85) < 1e-12)
    let allDiffer: [SetCard] = [
      SetCard(.one, .diamond, .solid, .red), SetCard(.two, .squiggle, .striped, .green),
      SetCard(.three, .oval, .open, .purple),
    ]
    // Sharing nothing, no speed-up: (1.2 + 1.8 × 3) s times the level's pace.
    let unshared = SetRaceComputer.meanSearchSeconds(
      of: allDiffer, on: SetCard.oneSetTable, level: .beginner)
    #expect(abs(unshared - 2.2 * 6.6) < 1e-12)
  }

  /// The first table dealt by seeds 0, 1, 2, … that holds exactly one set, differing in
  /// `differing` attributes.
  private func loneSetTable(differing: Int) throws -> [SetCard] {
    let table = (0..<5_000).lazy.map { SetGame(seed: UInt64($0)).cardsInPlay }.first { cards in
      let sets = SetRaceComputer.sets(among: cards)
      return sets.count == 1 && SetRaceComputer.differingAttributes(sets[0]) == differing
    }
    return try #require(table)
  }

  /// The mean seconds to a call over `draws` plans at `table`, from a generator seeded with 7.
  private func meanCallSeconds(level: SetRaceComputer.Level, table: [SetCard], draws: Int)
    -> Double
  {
    var generator = SeededGenerator(seed: 7)
    var total = 0.0
    for _ in 0..<draws {
      if case .call(let seconds, _) = SetRaceComputer.plan(
        level: level, table: table, using: &generator)
      {
        total += seconds
      }
    }
    return total / Double(draws)
  }

  @Test func aLoneSetTakesLongerTheMoreAttributesItsCardsDifferIn() throws {
    var means: [Double] = []
    for differing in 1...4 {
      means.append(
        meanCallSeconds(
          level: .skilled, table: try loneSetTable(differing: differing), draws: 4_000))
    }
    // The model's steps are 1.8 s (less the commonest-value speed-up); the standard error of
    // each mean is under 0.1 s, so a step of at least 1 s is a clear margin.
    for (shorter, longer) in zip(means, means.dropFirst()) {
      #expect(longer - shorter > 1, "means \(means)")
    }
  }

  @Test func aComputersTimeFallsWithTheNumberOfSetsOnTheTable() throws {
    // Whole solo races, as the benchmark plays them: each finding time goes by how many sets
    // the table held when it last changed.
    var bySets = [[Double]](repeating: [], count: 4)
    for seed in 0..<150 {
      var race = try #require(SetRace(seats: [.computer(.skilled)], seed: UInt64(seed)))
      var changedAt = 0.0
      var calledAt = 0.0
      var setsOnTable = SetRaceComputer.sets(among: race.game.cardsInPlay).count
      while !race.isOver, let time = race.nextEventTime {
        for event in race.advance(to: time) {
          switch event {
          case .called: calledAt = time
          case .foundSet, .dealtThree:
            if case .foundSet = event {
              bySets[min(setsOnTable, 4) - 1].append(calledAt - changedAt)
            }
            changedAt = time
            setsOnTable = SetRaceComputer.sets(among: race.game.cardsInPlay).count
          default: break
          }
        }
      }
    }
    let means = bySets.map { $0.reduce(0, +) / Double($0.count) }
    #expect(bySets.allSatisfy { $0.count > 300 }, "samples \(bySets.map(\.count))")
    // Each step down is several standard errors (about 0.1 s each) wide.
    for (fewer, more) in zip(means, means.dropFirst()) {
      #expect(fewer - more > 0.3, "means \(means)")
    }
    #expect(means[3] < 0.75 * means[0], "means \(means)")
  }

  @Test(arguments: SetRaceComputer.Level.allCases)
  func evenTheFastestCallTakesAVisibleMoment(level: SetRaceComputer.Level) {
    // Twenty-one cards hold many sets; the fastest of thousands of calls is still 1.5 s or more.
    let table = Array(SetGame(seed: 3).cardsInPlay + SetGame(seed: 3).deck.prefix(9))
    var generator = SeededGenerator(seed: 11)
    var fastest = Double.infinity
    for _ in 0..<2_000 {
      if case .call(let seconds, _) = SetRaceComputer.plan(
        level: level, table: table, using: &generator)
      {
        fastest = min(fastest, seconds)
      }
    }
    #expect(fastest >= 1.5)
    #expect(fastest < level.settleSeconds + 1)
  }

  @Test func onlyLevelsThatSlipChooseWrongCards() {
    var generator = SeededGenerator(seed: 5)
    var slips: [SetRaceComputer.Level: Int] = [:]
    for level in SetRaceComputer.Level.allCases {
      for _ in 0..<2_000 {
        if case .call(_, let cards) = SetRaceComputer.plan(
          level: level, table: SetCard.oneSetTable, using: &generator),
          cards != [SetCard.a.id, SetCard.b.id, SetCard.c.id]
        {
          slips[level, default: 0] += 1
          #expect(!SetCard.isSet(cards.map { SetCard.allCards[$0] }))
        }
      }
    }
    // Expected 0, 20, 60 and 120 slips in 2,000 calls.
    #expect(slips[.expert] == nil)
    #expect((5...40).contains(slips[.skilled] ?? 0))
    #expect((35...90).contains(slips[.casual] ?? 0))
    #expect((85...160).contains(slips[.beginner] ?? 0))
  }
}
