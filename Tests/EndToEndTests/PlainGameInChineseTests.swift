import Foundation
import Testing

/// `memorize --plain` in Simplified Chinese: the same game as in English, every line translated,
/// including the card and score lines (their Chinese form is the contract under zh_CN; scripts
/// that need the English one run with LC_ALL=C or --language en).
@Suite("Plain mode in Chinese")
struct PlainGameInChineseTests {
  @Test("A seeded game played to the end in Chinese")
  func wholeGame() throws {
    let folder = try TemporaryFolder()
    var environment = folder.programEnvironment(term: "xterm-256color")
    environment["LANG"] = "zh_CN.UTF-8"
    let session = try LineConversation(
      try Executables.memorize(), ["--plain", "--theme", "动物", "--pairs", "4", "--seed", "1"],
      environment: environment, in: folder)

    let opening = try session.readLines(through: isScoreLine)
    #expect(opening.first == "记忆翻牌：动物，8 张牌。")
    #expect(opening.last == "得分：0 翻牌：0")

    session.send("board")
    let board = try session.readLines(through: isScoreLine)
    #expect(board.count == 9)
    #expect(board.first?.hasPrefix("第 1 张牌") == true, "\(board)")

    var player = PerfectMemory(cardCount: 8)
    var gameOver: [String] = []
    var playAgain: [String] = []
    while let target = player.nextChoice() {
      session.send("choose \(target + 1)")
      let lines = try session.readLines(through: isScoreLine)
      let shown = lines.compactMap { $0.wholeMatch(of: #/第 (\d+) 张牌：(.+)/#) }
        .map { (Int($0.1)! - 1, String($0.2)) }
      let content = try #require(
        shown.first { $0.0 == target }?.1 ?? player.known[target], "card \(target + 1): \(lines)")
      let matched = player.record(target, shows: content)
      if player.firstOfTurn == nil {
        #expect(lines.contains(matched ? "配对成功！" : "没有配对。"), "\(lines)")
      }
      #expect(lines.last == "得分：\(player.expectedScore) 翻牌：\(player.choices)", "\(lines)")
      gameOver += lines.filter { $0.hasPrefix("游戏结束") }
      playAgain += lines.filter { $0.contains("再玩一局") }
      // Nothing English slips through: no word of three or more ASCII letters, but for a
      // command quoted as the player types it (输入“new”再玩一局。).
      for line in lines {
        let unquoted = line.replacing(#/“[a-z]+”/#, with: "")
        let words = unquoted.split { !($0.isASCII && $0.isLetter) }.filter { $0.count >= 3 }
        #expect(words.isEmpty, "English in \(line)")
      }
    }
    try #require(gameOver.count == 1, "one game-over line: \(gameOver)")
    #expect(
      gameOver[0].wholeMatch(of: #/游戏结束！得分 8，用时(?:不到 0:01| \d+:\d\d)。/#) != nil, "\(gameOver)")
    // The command as the English names it ('new'), not another spelling (issue 23: “n”).
    #expect(playAgain == ["输入“new”再玩一局。"])

    session.send("quit")
    #expect(try session.readLine()?.contains("再见") == true)
    #expect(try session.waitForExit() == 0)
  }

  @Test("LC_ALL=C keeps the English lines whatever LANG says")
  func englishContract() throws {
    let folder = try TemporaryFolder()
    var environment = folder.programEnvironment(term: "xterm-256color")
    environment["LANG"] = "zh_CN.UTF-8"
    environment["LC_ALL"] = "C"
    let session = try LineConversation(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "2", "--seed", "3"],
      environment: environment, in: folder)
    let opening = try session.readLines(through: { $0.hasPrefix("Score: ") })
    #expect(opening.first == "Memorize: Animals, 4 cards.")
    session.send("choose 1")
    let lines = try session.readLines(through: { $0.hasPrefix("Score: ") })
    #expect(lines.first?.wholeMatch(of: #/Card 1: .+/#) != nil, "\(lines)")
    #expect(lines.last == "Score: 0 Flips: 1")
    session.closeInput()
    #expect(try session.waitForExit() == 0)
  }

  @Test("A seeded game of Set played to the end in Chinese, by its hints")
  func wholeSetGame() throws {
    let folder = try TemporaryFolder()
    var environment = folder.programEnvironment(term: "xterm-256color")
    environment["LANG"] = "zh_CN.UTF-8"
    let session = try LineConversation(
      try Executables.memorize(), ["--plain", "--game", "set", "--seed", "5"],
      environment: environment, in: folder)
    let opening = try session.readLines(through: isScoreLine)
    #expect(opening.first == "形色牌：场上 12 张，牌堆剩 69 张。")
    var seen = opening
    var gameOver: [String] = []
    var sets = 0
    for _ in 0..<100 where gameOver.isEmpty {
      session.send("hint")
      let hint = try session.readLines(through: isScoreLine)
      seen += hint
      if let cards = hint.lazy.compactMap({ $0.wholeMatch(of: #/试试第 (\d+)、(\d+)、(\d+) 张牌。/#) })
        .first
      {
        var verdicts: [String] = []
        for number in [cards.1, cards.2, cards.3] {
          session.send("choose \(number)")
          let lines = try session.readLines(through: isScoreLine)
          seen += lines
          verdicts += lines.filter { $0 == "形色！+3 分" || $0 == "不成形色。−5 分" }
          gameOver += lines.filter { $0.hasPrefix("游戏结束") }
        }
        sets += verdicts.filter { $0 == "形色！+3 分" }.count
      } else {
        #expect(hint.contains("场上的牌中没有形色。"), "\(hint)")
        session.send("deal")
        let lines = try session.readLines(through: isScoreLine)
        seen += lines
        gameOver += lines.filter { $0.hasPrefix("游戏结束") }
      }
    }
    try #require(gameOver.count == 1, "one game-over line: \(gameOver)")
    #expect(
      gameOver[0].wholeMatch(of: #/游戏结束！得分 \d+，用时(?:不到 0:01| \d+:\d\d)。/#) != nil,
      "\(gameOver)")
    #expect(sets >= 20, "the hints found sets: \(sets)")
    #expect(seen.contains { $0.wholeMatch(of: #/第 \d+ 张牌：\d 个[红绿紫]色[实条空][心纹][^ ]+/#) != nil })
    // Nothing English slips through: no word of three or more ASCII letters but the commands.
    let commands: Set<Substring> = ["help", "choose", "new", "board", "quit", "deal", "hint"]
    for line in seen {
      let words = line.split { !($0.isASCII && $0.isLetter) }
        .filter { $0.count >= 3 && !commands.contains($0) }
      #expect(words.isEmpty, "English in \(line)")
    }
    session.send("quit")
    #expect(try session.readLine()?.contains("再见") == true)
    #expect(try session.waitForExit() == 0)
  }

  private func isScoreLine(_ line: String) -> Bool {
    line.wholeMatch(of: #/得分：[-−]?\d+ (翻牌|选牌)：\d+/#) != nil
  }
}
