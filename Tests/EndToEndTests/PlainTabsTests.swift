import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `--plain` does what the full screen's tabs do (issue 23's leftovers): switches games and says
/// the statistics; `--pairs` deals the launched game only; `help` says what `quit` does while
/// another memorize holds the data folder.
@Suite("Plain mode: the tabs, --pairs and quit")
struct PlainTabsTests {
  @Test("--pairs deals the launched game only: 'new' deals the theme's pairs, as 'themes' says")
  func pairsForTheLaunchedGameOnly() throws {
    let folder = try TemporaryFolder()
    let run = try runToEnd(
      try Executables.memorize(), ["--plain", "--theme", "Sports", "--pairs", "3", "--seed", "1"],
      environment: folder.programEnvironment(term: "dumb"), in: folder,
      input: "new\nthemes\nquit\n")
    #expect(run.status == 0, "\(run.errorText)")
    let lines = run.outputLines
    #expect(lines.first == "Memorize: Sports, 6 cards.")
    #expect(lines.contains("New game: Sports, 16 cards."), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("Sports (playing): 8 pairs, ") }, "\(lines)")
    // And the game after a relaunch, resumed, then dealt anew.
    let again = try runToEnd(
      try Executables.memorize(), ["--plain"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "new\n")
    #expect(again.outputLines.first == "Memorize: Sports, 16 cards.", "\(again.outputLines)")
    #expect(again.outputLines.contains("New game: Sports, 16 cards."), "\(again.outputLines)")
  }

  @Test("game switches between the three games, each kept; stats lists the records")
  func switchesGamesAndSaysStatistics() throws {
    let folder = try TemporaryFolder()
    let run = try runToEnd(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "2", "--seed", "3"],
      environment: folder.programEnvironment(term: "dumb"), in: folder,
      input: "1\ngame set\ngame Matchismo\nstats\ngame chess\ngame\ngame memorize\nhelp\nquit\n")
    #expect(run.status == 0, "\(run.errorText)")
    let lines = run.outputLines
    let set = try #require(lines.firstIndex(of: "Set: 12 cards in play, 69 in the deck."))
    #expect(lines[set + 1] == "Score: 0 Choices: 0")
    let matchismo = try #require(lines.firstIndex(of: "Matchismo: 24 cards, match 2."))
    #expect(
      Array(lines[(matchismo + 1)...].prefix(7)) == [
        "Score: 0 Flips: 0",
        "Memorize · Animals · 2 pairs: Played 1 · Finished 0 · Best – · Fastest –",
        "Score: 0 Flips: 0",
        "error: There is no game called “chess”: type “game memorize”, “game matchismo” or "
          + "“game set”.",
        "Score: 0 Flips: 0",
        "error: “game” needs more: type it as “game memorize|matchismo|set”.",
        "Score: 0 Flips: 0",
      ])
    // Back at Memorize, the game left is there, its one card turned.
    let memorize = try #require(lines.lastIndex(of: "Memorize: Animals, 4 cards."))
    #expect(lines[memorize + 1] == "Score: 0 Flips: 1", "\(lines)")
    #expect(
      lines.contains(
        "game memorize|matchismo|set — switches to another game; each keeps its own game in "
          + "progress"))
    #expect(
      lines.contains("stats — lists the games played and finished, the best scores and times"))
    #expect(lines.contains("quit — saves and ends"))
  }

  @Test("In Chinese: game, stats and their help")
  func inChinese() throws {
    let folder = try TemporaryFolder()
    let run = try runToEnd(
      try Executables.memorize(),
      ["--plain", "--language", "zh_CN", "--game", "matchismo", "--seed", "3"],
      environment: folder.programEnvironment(term: "dumb"), in: folder,
      input: "stats\ngame 形色牌\ngame chess\nhelp\n")
    #expect(run.status == 0, "\(run.errorText)")
    let lines = run.outputLines
    #expect(lines.first == "扑克配对：24 张牌，每次配对 2 张。")
    #expect(lines.contains("还没有玩过游戏。"), "\(lines)")
    #expect(lines.contains("形色牌：场上 12 张，牌堆剩 69 张。"), "\(lines)")
    #expect(
      lines.contains(
        "错误：没有名为“chess”的游戏：请输入“game memorize”“game matchismo”或“game set”。"),
      "\(lines)")
    #expect(lines.contains("game memorize|matchismo|set：切换到另一个游戏；每个游戏各自保留进行中的一局"))
    #expect(lines.contains("stats：列出玩过和完成的局数、最高分和最快用时"))
  }

  @Test("While another memorize saves, help's quit line says nothing is saved")
  func quitLineWhileSavingIsOff() throws {
    let folder = try TemporaryFolder()
    let first = try LineConversation(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--seed", "5"],
      environment: folder.programEnvironment(term: "dumb"), in: folder)
    _ = try first.readLines { $0.hasPrefix("Score: ") }
    let second = try runToEnd(
      try Executables.memorize(), ["--plain"],
      environment: folder.programEnvironment(term: "dumb"), in: folder, input: "help\n")
    #expect(second.outputLines.contains("quit — ends; nothing is saved, as saving is off"))
    #expect(!second.outputLines.contains("quit — saves and ends"))
    first.send("help")
    let help = try first.readLines { $0.hasPrefix("Score: ") }
    #expect(help.contains("quit — saves and ends"))
    first.send("quit")
    #expect(try first.readLine() == "Saved. Goodbye.")
    #expect(try first.waitForExit() == 0)
  }
}
