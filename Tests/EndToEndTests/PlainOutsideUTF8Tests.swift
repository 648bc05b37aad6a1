import Foundation
import Testing

/// `--plain` in a locale whose charset is not UTF-8 (`LC_ALL=C`, `zh_CN.GB18030`): a whole game
/// of each kind goes out in ASCII under `C`, letters standing for emoji as on the full screen, so
/// nothing reaches the reader as mojibake; what GB18030 reads is valid GB18030, ASCII but for a
/// sentence's punctuation, the card suits and the emoji in the charset's bytes.
@Suite("--plain outside UTF-8", .serialized)
struct PlainOutsideUTF8Tests {
  enum Locale: String, CaseIterable, CustomStringConvertible {
    case c = "C"
    case gb18030 = "zh_CN.GB18030"
    var description: String { rawValue }
  }

  enum Game: String, CaseIterable, CustomStringConvertible {
    case memorize, matchismo, set
    var description: String { rawValue }
  }

  @Test(
    "A whole game sends ASCII, or valid GB18030 with only punctuation past it",
    arguments: Locale.allCases, Game.allCases)
  func wholeGame(locale: Locale, game: Game) throws {
    let localeFolder = try TemporaryFolder()
    let folder = try TemporaryFolder()
    var environment = folder.programEnvironment(term: "xterm-256color")
    switch locale {
    case .c:
      environment["LANG"] = "C"
      environment["LC_ALL"] = "C"
    case .gb18030:
      // English messages in a GB18030 locale: the charset carries Chinese, but an English
      // game has none; its punctuation, suits and emoji go out in GB18030's bytes.
      environment["LANG"] = "zh_CN.GB18030"
      environment["LC_MESSAGES"] = "C"
      if let locales = try ChineseWithoutUTF8Tests.gb18030Locales(in: localeFolder) {
        environment["LOCPATH"] = locales
      }
    }
    let seed = ["memorize": "1", "matchismo": "1", "set": "5"][game.rawValue] ?? "1"
    var arguments = ["--plain", "--game", game.rawValue, "--seed", seed]
    if game == .memorize { arguments += ["--theme", "animals", "--pairs", "4"] }
    let session = try LineConversation(
      try Executables.memorize(), arguments, environment: environment, in: folder)
    _ = try session.readLines(through: Self.isScoreLine)
    // The lines most likely to hold emoji and punctuation, before the game.
    for command in ["help", "themes", "board", "theme Nope", "history"] {
      session.send(command)
      _ = try session.readLines(through: Self.isScoreLine)
    }
    let ending: [String]
    switch game {
    case .memorize: ending = try Self.playMemorize(session, lettersForEmoji: locale == .c)
    case .matchismo: ending = try Self.playMatchismo(session)
    case .set: ending = try Self.playSet(session)
    }
    #expect(ending.contains { $0.hasPrefix("Game over!") }, "\(ending)")
    session.send("quit")
    #expect(try session.readLine() == "Saved. Goodbye.")
    #expect(try session.waitForExit() == 0)

    let high = session.transcript.filter { $0 >= 0x80 }
    #expect(!session.standardError.contains { $0 >= 0x80 }, "\(session.standardError)")
    switch locale {
    case .c:
      #expect(
        high.isEmpty,
        "\(locale) \(game): \(high.count) bytes >= 0x80 in \(Self.linesWithHighBytes(session.transcript))"
      )
    case .gb18030:
      #expect(
        !Self.standardErrorLines(session).contains { $0.hasPrefix("memorize: Chinese needs") })
      let file = folder.file("transcript")
      try Data(session.transcript).write(to: file)
      let check = try runToEnd(
        try Executables.tool("iconv"), ["-f", "GB18030", "-t", "UTF-8", file.path],
        environment: ["PATH": "/usr/bin:/bin"], in: folder)
      #expect(check.status == 0, "iconv: \(check.errorLines)")
      // Valid GB18030 whose only characters past ASCII are a sentence's punctuation, in the
      // charset's bytes (issue 23: `--plain` sent "help" for “help”), and emoji, which
      // GB18030 encodes (issue 23's third round: the cards said letters).
      let text = String(decoding: check.standardOutput, as: UTF8.self)
      let beyondASCII = Set(
        text.unicodeScalars.filter { !$0.isASCII && !$0.properties.isEmojiPresentation }
          .map(Character.init))
      // The suits too, which GB18030 has (issue 23's play-test: Matchismo's cards said "JH").
      let suits: Set<Character> = ["♠", "♥", "♦", "♣"]
      #expect(
        beyondASCII.isSubset(of: suits.union(["—", "…", "·", "“", "”", "‘", "’", "–", "×"])),
        "\(beyondASCII)")
      if game == .memorize {
        let faces = text.split(separator: "\n").compactMap {
          $0.wholeMatch(of: #/Card \d+: (.+)/#)?.1
        }.filter { $0 != "face down" }
        #expect(
          !faces.isEmpty
            && faces.allSatisfy { $0.unicodeScalars.first?.properties.isEmojiPresentation == true },
          "\(faces)")
      }
      if game == .matchismo {
        #expect(beyondASCII.isSuperset(of: suits), "\(beyondASCII)")
        #expect(text.contains(#/Card 1: (10|[2-9AJQK])[♠♥♦♣]\n/#), "\(text.prefix(600))")
      }
    }
    if game == .memorize {
      // Letters for emoji, said once, where the charset has no emoji: under C, not GB18030.
      #expect(
        Self.standardErrorLines(session).contains {
          $0.hasPrefix("memorize: Cards show letters for emoji")
        } == (locale == .c))
    }
    withExtendedLifetime(localeFolder) {}
  }

  /// A perfect memory plays; every card turned says its letter where the charset has no emoji,
  /// else its emoji.
  private static func playMemorize(_ session: LineConversation, lettersForEmoji: Bool) throws
    -> [String]
  {
    var player = PerfectMemory(cardCount: 8)
    var seen: [String] = []
    while let target = player.nextChoice() {
      session.send("\(target + 1)")
      let lines = try session.readLines(through: isScoreLine)
      seen += lines
      let shown = lines.compactMap { $0.wholeMatch(of: #/Card (\d+): (.+)/#) }
      for line in shown {
        let isLetter = line.2.wholeMatch(of: #/[A-Za-z]/#) != nil
        #expect(isLetter == lettersForEmoji, "\(lines)")
      }
      let content = try #require(shown.first.map { String($0.2) } ?? player.known[target])
      player.record(target, shows: content)
    }
    session.send("hint")
    seen += try session.readLines(through: isScoreLine)
    return seen
  }

  /// Every card looked at once, then the first pair sharing a rank or a suit matched until none
  /// is left.
  private static func playMatchismo(_ session: LineConversation) throws -> [String] {
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
    var open = Array(1...24)
    var seen: [String] = []
    for _ in 0..<12 where !seen.contains(where: { $0.hasPrefix("Game over!") }) {
      let pair = try #require(
        open.flatMap { a in open.filter { $0 > a }.map { (a, $0) } }
          .first { shares(faces[$0.0] ?? "", faces[$0.1] ?? "") })
      for number in [pair.0, pair.1] {
        session.send("\(number)")
        seen += try session.readLines(through: isScoreLine)
      }
      open.removeAll { $0 == pair.0 || $0 == pair.1 }
    }
    session.send("history")
    seen += try session.readLines(through: isScoreLine)
    return seen
  }

  /// Set played by its hints, dealing more when none is on the table.
  private static func playSet(_ session: LineConversation) throws -> [String] {
    var seen: [String] = []
    for _ in 0..<100 where !seen.contains(where: { $0.hasPrefix("Game over!") }) {
      session.send("hint")
      let hint = try session.readLines(through: isScoreLine)
      seen += hint
      if let line = hint.first(where: { $0.hasPrefix("Try cards ") }) {
        let numbers = line.split { !$0.isNumber }.map(String.init)
        try #require(numbers.count == 3, "\(line)")
        for number in numbers {
          session.send("choose \(number)")
          seen += try session.readLines(through: isScoreLine)
        }
      } else {
        session.send("deal")
        seen += try session.readLines(through: isScoreLine)
      }
    }
    return seen
  }

  private static func standardErrorLines(_ session: LineConversation) -> [String] {
    Finished.lines(String(decoding: session.standardError, as: UTF8.self))
  }

  private static func linesWithHighBytes(_ bytes: [UInt8]) -> [String] {
    bytes.split(separator: UInt8(ascii: "\n")).filter { $0.contains { $0 >= 0x80 } }.prefix(8)
      .map { String(decoding: $0, as: UTF8.self) }
  }

  private static func isScoreLine(_ line: String) -> Bool {
    line.wholeMatch(of: #/Score: [-−]?\d+ (Flips|Choices): \d+/#) != nil
  }
}
