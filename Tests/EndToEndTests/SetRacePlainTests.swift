import Foundation
import Testing

/// Issue 24 through pipes: a Set race of two people and a computer, played with `call NAME`,
/// card numbers and `more NAME` on the real program, to its end, every event said once.
@Suite("A Set race, through pipes")
struct SetRacePlainTests {
  /// A race card read from its line ("Card 4: 2 red striped ovals"): number, colour, shading and
  /// shape, each 0, 1 or 2.
  private static func features(of words: String) -> [Int]? {
    let parts = words.split(separator: " ").map(String.init)
    guard parts.count == 4, let number = Int(parts[0]), (1...3).contains(number),
      let color = ["red", "green", "purple"].firstIndex(of: parts[1]),
      let shading = ["solid", "striped", "open"].firstIndex(of: parts[2]),
      let shape = ["diamond", "squiggle", "oval"].firstIndex(where: { parts[3].hasPrefix($0) })
    else { return nil }
    return [number - 1, color, shading, shape]
  }

  /// The card numbers of a set among the board's lines, if there is one.
  private static func aSet(in lines: [String]) -> [Int]? {
    var cards: [(number: Int, features: [Int])] = []
    for line in lines {
      guard let match = line.wholeMatch(of: #/Card (\d+): (.+)/#), let number = Int(match.1),
        let features = features(of: String(match.2))
      else { continue }
      cards.append((number, features))
    }
    for a in cards.indices {
      for b in (a + 1)..<cards.count {
        for c in (b + 1)..<cards.count {
          let trio = [cards[a], cards[b], cards[c]]
          if (0..<4).allSatisfy({ f in Set(trio.map { $0.features[f] }).count != 2 }) {
            return trio.map(\.number)
          }
        }
      }
    }
    return nil
  }

  private func isStatusLine(_ line: String) -> Bool {
    line.hasPrefix("Ana: ") && line.contains(" · Deck")
  }

  @Test("Ana and Ben race a beginner computer to the end: calls, sets, more cards and the winner")
  func aWholeRace() throws {
    let folder = try TemporaryFolder()
    let session = try LineConversation(
      try Executables.memorize(),
      [
        "--plain", "--game", "set", "--players", "Ana,Ben", "--vs-computer", "forgetful", "--seed",
        "5",
      ],
      environment: folder.programEnvironment(term: "dumb"), in: folder)
    let opening = try session.readLines(through: isStatusLine)
    #expect(opening.first == "Players: Ana, Ben, Computer (forgetful)")
    #expect(opening.last == "Ana: 0 · Ben: 0 · Computer (forgetful): 0 · Deck 69")

    // A call without a name is refused in words, with the commands that would do.
    session.send("call")
    #expect(
      try session.readLines(through: isStatusLine).first
        == "error: Say who: “call Ana” or “call Ben”.")
    session.send("more")
    #expect(
      try session.readLines(through: isStatusLine).first
        == "error: Say who: “more Ana” or “more Ben”.")

    var sets = ["Ana": 0, "Ben": 0]
    var ending: [String] = []
    var rounds = 0
    while ending.isEmpty {
      rounds += 1
      try #require(rounds <= 60, "the race never ended")
      session.send("board")
      let board = try session.readLines(through: isStatusLine)
      guard let set = Self.aSet(in: board) else {
        session.send("more Ana")
        let asked = try session.readLines(through: isStatusLine)
        #expect(
          asked.contains("Ana asks for three more cards: 1 more person must ask"), "\(asked)")
        session.send("more Ben")
        let dealt = try session.readLines(through: isStatusLine)
        if let start = dealt.firstIndex(where: { $0.hasPrefix("Game over!") }) {
          ending = Array(dealt[start...])
        } else {
          #expect(dealt.contains("Three more cards"), "\(dealt)")
        }
        continue
      }
      let caller = rounds % 2 == 0 ? "Ana" : "Ben"
      session.send("call \(caller)")
      let called = try session.readLines(through: isStatusLine)
      try #require(called.contains("\(caller) calls Set!"), "\(called)")
      #expect(called.last?.hasSuffix("Seconds left 5") == true, "\(called)")
      var lines: [String] = []
      for number in set {
        session.send("\(number)")
        lines = try session.readLines(through: isStatusLine)
      }
      // No board on screen: the found set is named card by card, as the board's lines say them.
      let words = set.map { number in
        board.first { $0.hasPrefix("Card \(number): ") }.map { $0.split(separator: ": ")[1] } ?? ""
      }
      #expect(
        lines.contains("\(caller) found a set (+1): \(words.joined(separator: ", "))"), "\(lines)")
      sets[caller, default: 0] += 1
      if let start = lines.firstIndex(where: { $0.hasPrefix("Game over!") }) {
        ending = Array(lines[start...])
      }
    }
    let ana = sets["Ana", default: 0]
    let ben = sets["Ben", default: 0]
    #expect(ana + ben >= 20, "\(sets)")
    let winner = ana == ben ? nil : (ana > ben ? "Ana" : "Ben")
    // Game over with the result and the time (said once), and how to play again.
    let best = max(ana, ben)
    let result =
      if let winner {
        "\(winner) wins with \(best) points"
      } else {
        "Ana and Ben tie with \(best) points each"
      }
    // Typed ahead, the race may end within a second: "in under 0:01".
    #expect(
      ["in 0:", "in under 0:01"].contains {
        ending.first?.hasPrefix("Game over! \(result) \($0)") == true
      },
      "\(ending)")
    // Every seat's points, the winner's first (seats in order among equals).
    let ranked = ben > ana ? [("Ben", ben), ("Ana", ana)] : [("Ana", ana), ("Ben", ben)]
    let scores = (ranked + [("Computer (forgetful)", 0)]).map { name, points in
      "\(name): \(points) point" + (points == 1 ? "" : "s")
    }
    // Why it ended: of the 81 cards, those in no set found are left.
    let left = 81 - 3 * (ana + ben)
    #expect(
      ending.dropFirst().first
        == (left == 0
          ? "Every card made a set."
          : "No set is left among the \(left) cards, and the deck is empty."),
      "\(ending)")
    #expect(ending.dropFirst(2).first == scores.joined(separator: " · "), "\(ending)")
    // The table's records, this first race's (issue 23).
    #expect(
      ending.dropFirst(3).first?.hasPrefix(
        "New multiplayer best: \(best) by \(winner ?? "Ana, Ben")! · New multiplayer fastest: "
      ) == true,
      "\(ending)")
    #expect(ending.dropFirst(4).first == "Type “new” to play again.")
    #expect(ending.last?.hasPrefix("Ana: \(ana) · Ben: \(ben) · Computer (forgetful): 0") == true)

    // Over is over: a call is refused in words.
    #expect(ending.count == 6, "\(ending)")
    session.send("call Ana")
    let refused = try session.readLines(through: isStatusLine)
    #expect(refused == ["error: The race is over: start a new one.", ending[5]], "\(refused)")
    session.send("quit")
    _ = try session.readLines { $0 == "Saved. Goodbye." }
    #expect(try session.waitForExit() == 0)
  }

  @Test("The computer calls and finds sets on its own while the person types nothing")
  func theComputerPlaysWhileNobodyTypes() throws {
    let folder = try TemporaryFolder()
    let session = try LineConversation(
      try Executables.memorize(),
      ["--plain", "--game", "set", "--players", "Ana", "--vs-computer", "perfect", "--seed", "5"],
      environment: folder.programEnvironment(term: "dumb"), in: folder)
    let opening = try session.readLines { $0.hasPrefix("Ana: 0 · Computer (perfect): 0") }
    #expect(opening.first == "Players: Ana, Computer (perfect)")
    // Said as they happen, each once, each followed by the scores.
    let first = try session.readLines { $0.hasPrefix("Computer (perfect) found a set") }
    #expect(
      first.dropLast() == [
        "Computer (perfect) calls Set!",
        "Ana: 0 · Computer (perfect): 0 · Deck 69 · Seconds left 5",
      ])
    // The set, named card by card: three cards in words.
    let found = first.last?.split(separator: ": ").last?.split(separator: ", ") ?? []
    #expect(found.count == 3 && found.allSatisfy { Self.features(of: String($0)) != nil })
    // The three cards that took the set's places, named, then the scores.
    let after = try session.readLines { $0.hasPrefix("Ana: 0 · Computer (perfect): 1") }
    #expect(after.last == "Ana: 0 · Computer (perfect): 1 · Deck 66", "\(after)")
    #expect(
      after.dropLast().count == 3
        && after.dropLast().allSatisfy { $0.wholeMatch(of: #/Card \d+: .+/#) != nil },
      "\(after)")
    session.send("quit")
    _ = try session.readLines { $0 == "Saved. Goodbye." }
    #expect(try session.waitForExit() == 0)
  }
}
