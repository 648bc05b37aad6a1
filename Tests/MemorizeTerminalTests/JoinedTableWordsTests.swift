import CardGames
import Foundation
import TerminalKit
import TerminalTestSupport
import Testing

@testable import Memorize
@testable import MemorizeTerminal

/// What the full screen of a shared table says around its board: the key answer while the table
/// waits, the host's question before it closes the table, and the seats' line at 40 columns.
@Suite struct JoinedTableWordsTests {
  /// The play-test: on `memorize-table --play` before anyone joined, Space, n and t answered
  /// "Space does nothing in the theme chooser: ? lists the keys.", on a screen with no theme
  /// chooser. The answer names the place the player is: the table's waiting screen.
  @Test(
    "A key that does nothing while the table waits names the waiting screen",
    arguments: [
      (
        Language.english, " ", "Space does nothing on the table's waiting screen: ? lists the keys."
      ),
      (.english, "n", "n does nothing on the table's waiting screen: ? lists the keys."),
      (.english, "t", "t does nothing on the table's waiting screen: ? lists the keys."),
      (.simplifiedChinese, " ", "空格键在牌桌的等候画面中没有作用：按 ? 查看按键。"),
      (.simplifiedChinese, "t", "t 键在牌桌的等候画面中没有作用：按 ? 查看按键。"),
    ] as [(Language, Character, String)])
  func aKeyWhileTheTableWaits(language: Language, key: Character, expected: String) throws {
    try Localization.withLanguage(language) {
      let bench = try JoinedTableBench(
        game: .memorize, benJoins: false, isHostsFace: true, language: language)
      #expect(bench.link.table.view?.waiting != nil)
      #expect(bench.press(key) == .continue)
      #expect(bench.screen.keyAnswer == expected)
      #expect(bench.sent.isEmpty)
      let rows = bench.text().map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(rows.contains(expected), "\(rows.joined(separator: "\n"))")
    }
  }

  /// The play-test: the host's close-table question after the game had ended, Ben away, said
  /// "…and the game ends for Ben.", where no game was in progress. Once the game is over it
  /// says what closing takes: another game at the table; while the game is on it still says
  /// the game ends.
  @Test func theClosingQuestionAfterTheGameSaysWhatClosingTakes() throws {
    let bench = try JoinedTableBench(game: .memorize, isHostsFace: true)
    let during = "Close the table? Leaving closes it, and the game ends for Ben."
    #expect(bench.link.table.closingQuestion?.question == during)
    // Ana turns every pair (a match keeps her turn); Ben's connection drops meanwhile.
    bench.deliver(bench.host.close(2))
    let cards = try #require(bench.host.app.memorize?.cards)
    var done: Set<Int> = []
    for index in cards.indices where !done.contains(index) {
      let twin = try #require(
        cards.indices.first { $0 != index && cards[$0].content == cards[index].content })
      done.formUnion([index, twin])
      for place in [index, twin] {
        let id = try #require(bench.link.table.view?.board?.cards[place].id)
        bench.deliver(
          bench.host.receive(
            bench.link.table.text(for: .choose(cardID: id)), from: bench.anaConnection))
      }
    }
    #expect(bench.link.table.view?.board?.ending != nil)
    #expect(bench.link.table.view?.seats.map(\.text) == ["Ana", "Ben (away)"])
    #expect(
      bench.link.table.closingQuestion?.question
        == "Close the table? The game is over; leaving closes the table, and Ben cannot play another game at it."
    )
    #expect(bench.press("q") == .continue)
    let asked = bench.text().joined(separator: "\n")
    #expect(!asked.contains("game ends"), "\(asked)")
    #expect(asked.contains("another game"), "\(asked)")
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        bench.link.table.closingQuestion?.question
          == "要关闭牌桌吗？这局已经结束；离开就会关闭牌桌，Ben 也就不能在这里再玩一局了。")
    }
  }

  /// Before the game starts, with Ben seated and a seat still free, no game ends either.
  @Test func theClosingQuestionBeforeTheGameSaysNoneStarted() throws {
    let bench = try JoinedTableBench(
      game: .memorize, isHostsFace: true, seats: [.person, .person, .person])
    #expect(bench.link.table.view?.waiting != nil)
    #expect(
      bench.link.table.closingQuestion?.question
        == "Close the table? No game has started; leaving closes the table, and Ben cannot play at it."
    )
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        bench.link.table.closingQuestion?.question
          == "要关闭牌桌吗？游戏还没开始；离开就会关闭牌桌，Ben 也就不能在这里玩了。")
    }
  }

  /// The play-test at 40 columns: the Chinese seats' line "牌桌上：Ana、Ben（离开）、Cat、电脑；1
  /// 人观看" was cut to "…电脑；…", a separator left dangling before the ellipsis. It is cut
  /// after a whole part, in both languages.
  @Test(
    "The seats' line at 40 columns ends on a whole part",
    arguments: [
      (Language.english, "At the table: Ana, Ben (away), Cat…"),
      (.simplifiedChinese, "牌桌上：Ana、Ben（离开）、Cat、电脑…"),
    ])
  func theSeatsLineAtForty(language: Language, expected: String) throws {
    try Localization.withLanguage(language) {
      let bench = try JoinedTableBench(
        game: .memorize,
        seats: [.person, .person, .person, .computer(.casual)], language: language)
      let cat = JoinedTable(code: "BLUE-42", name: "Cat", language: language)
      let eve = JoinedTable(code: "BLUE-42", name: "Eve", language: language, watch: true)
      for (connection, face) in [(3, cat), (4, eve)] {
        bench.host.open(connection)
        bench.deliver(bench.host.receive(face.helloText, from: connection))
      }
      bench.deliver(bench.host.close(2))
      let row = bench.draw(width: 40, height: 15).snapshotText()
        .split(separator: "\n", omittingEmptySubsequences: false)[1]
      #expect(row.trimmingCharacters(in: .whitespaces) == expected, "\(row)")
    }
  }
}
