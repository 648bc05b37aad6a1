import Foundation
import Testing

/// Matchismo played out through pipes ends as every game does: said once, with its time, best
/// and how to play again, and counted finished in the statistics file.
@Suite("Every game ends, through pipes")
struct GameEndingPlainTests {
  @Test("Matchismo played out says Game over once, why, the best, and refuses further cards")
  func matchismoEnds() throws {
    let folder = try TemporaryFolder()
    let session = try LineConversation(
      try Executables.memorize(), ["--plain", "--game", "matchismo", "--seed", "1"],
      environment: folder.programEnvironment(term: "dumb"), in: folder)
    _ = try session.readLines(through: isScoreLine)

    // Look at every card once: choosing a card and choosing it again puts it back.
    var faces: [Int: String] = [:]
    for number in 1...24 {
      session.send("\(number)")
      let lines = try session.readLines(through: isScoreLine)
      let card = try #require(
        lines.lazy.compactMap { $0.wholeMatch(of: #/Card (\d+): (.+)/#) }.first, "\(lines)")
      faces[number] = String(card.2)
      session.send("\(number)")
      _ = try session.readLines(through: isScoreLine)
    }
    func shares(_ a: String, _ b: String) -> Bool {
      a.dropLast() == b.dropLast() || a.last == b.last
    }

    // Match the first pair that shares a rank or a suit until none is left.
    var open = Array(1...24)
    var ending: [String] = []
    var turns = 0
    while ending.isEmpty {
      turns += 1
      try #require(turns <= 12, "the game never said it was over")
      let pair = try #require(
        open.flatMap { a in open.filter { $0 > a }.map { (a, $0) } }
          .first { shares(faces[$0.0] ?? "", faces[$0.1] ?? "") },
        "no pair left, yet no Game over")
      session.send("\(pair.0)")
      _ = try session.readLines(through: isScoreLine)
      session.send("\(pair.1)")
      let lines = try session.readLines(through: isScoreLine)
      #expect(
        lines.contains { $0.contains(" match! +") && $0.contains(" for a match. ") }, "\(lines)")
      open.removeAll { $0 == pair.0 || $0 == pair.1 }
      if let start = lines.firstIndex(where: { $0.hasPrefix("Game over!") }) {
        ending = Array(lines[start...])
      }
    }
    #expect(!open.isEmpty, "seed 1 leaves cards no match can take")
    let headline = try #require(
      ending.first?.wholeMatch(of: #/Game over! Score ([-−]?\d+) in ((?:under 0:01)|\d+:\d\d)/#))
    let score = headline.1
    // A game played faster than the clock's smallest step is "under 0:01", not "0:00", in the
    // result and the record alike.
    let fastest = headline.2
    #expect(
      Array(ending.dropFirst()) == [
        "No match is possible among the cards left: "
          + "\(open.sorted().compactMap { faces[$0] }.joined(separator: "\u{00A0}")).",
        "New best score: \(score)! · New fastest: \(fastest)!",
        "Type “new” to play again.", "Score: \(score) Flips: \(24 * 2 + (24 - open.count))",
      ])

    // A card left is refused in words, with how to play again, and changes nothing; Game over
    // is not said again.
    let left = try #require(open.first)
    session.send("\(left)")
    let refused = try session.readLines(through: isScoreLine)
    #expect(refused.first == "The game is over: type “new” to play again.")
    #expect(refused.last == ending.last)
    #expect(refused.count == 2)

    session.send("quit")
    _ = try session.readLines { $0 == "Saved. Goodbye." }
    #expect(try session.waitForExit() == 0)
    // Counted finished, with its score as the best.
    let statistics = try #require(folder.text("data/memorize/statistics.json"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(statistics.utf8)) as? [String: Any])
    #expect(
      Self.matchismoRecord(in: json)?["finished"] as? Int == 1, "\(statistics.prefix(600))")
    #expect(Self.matchismoRecord(in: json)?["bestScore"] as? Int == Screen.integer(score))

    // Launched again, the ended game opens with its ending and how to play again, as the full
    // screen's banner shows it over that game (issue 23: it showed the board as if in play).
    let reopened = try runToEnd(
      try Executables.memorize(), ["--plain", "--game", "matchismo"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "")
    #expect(reopened.status == 0, "\(reopened.errorText)")
    #expect(
      reopened.outputLines == [
        "Matchismo: 24 cards, match 2.", "Game over! Score \(score) in \(fastest)",
        ending[1], "Best score: \(score) · Fastest: \(fastest)", "Type “new” to play again.",
        "Type “help” for the commands.", ending.last ?? "",
      ])
  }

  /// Matchismo's record in a statistics file, wherever its records are listed.
  static func matchismoRecord(in json: Any) -> [String: Any]? {
    if let object = json as? [String: Any] {
      if let key = object["key"] as? [String: Any], key["game"] as? String == "matchismo" {
        return object["record"] as? [String: Any] ?? object
      }
      for value in object.values {
        if let found = matchismoRecord(in: value) { return found }
      }
    } else if let array = json as? [Any] {
      // Keys and values may alternate in an array (a dictionary with a struct key).
      for (index, element) in array.enumerated() {
        if let key = element as? [String: Any], key["game"] as? String == "matchismo",
          index + 1 < array.count
        {
          return array[index + 1] as? [String: Any]
        }
        if let found = matchismoRecord(in: element) { return found }
      }
    }
    return nil
  }

  private func isScoreLine(_ line: String) -> Bool {
    line.wholeMatch(of: #/Score: [-−]?\d+ Flips: \d+/#) != nil
  }
}
