import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23 (win-56): the window at a shared table in a short window, as the window of one's
  /// own games is tested in ``SmallEnding``.
  @Suite(
    "The window at a table in a short window",
    .enabled(
      if: SharedTable.executable != nil,
      "memorize-table is not built: swift build --package-path Apps/Table --product memorize-table"
    ))
  struct JoinedShortWindow {
    /// A Memorize table of four (Ana, played by the test over its own connection, and three
    /// computers) played to its end, and the window watching it in `language`.
    static func endedTableOfFour(language: String) throws -> (SharedTable, RunningApp) {
      let computers = Array(repeating: ["--computer", "perfect"], count: 3).flatMap { $0 }
      let table = try SharedTable(
        ["--game", "memorize", "--people", "1", "--theme", "halloween"] + computers)
      let ana = try TestPlayer(port: table.port, code: table.code, name: "Ana")
      #expect(try ana.read { $0.table.view?.board != nil })
      let app = try RunningApp([
        "--join", "127.0.0.1:\(table.port)", "--code", table.code, "--name", "Cleo", "--watch",
        "--language", language,
      ])
      var memory: [String: Set<Int>] = [:]
      for _ in 0..<400 {
        guard let board = ana.table.view?.board, !board.isOver else { break }
        let version = ana.table.view?.version ?? 0
        for (index, card) in board.cards.enumerated() {
          if case .emoji(let emoji, _)? = card.face { memory[emoji, default: []].insert(index) }
        }
        if let seat = ana.table.seat, board.seats.indices.contains(seat),
          board.seats[seat].isToMove
        {
          let index = MemoryChoice.choice(in: board, memory: memory)
          try ana.send(ana.table.text(for: .choose(cardID: board.cards[index].id)))
        }
        _ = try ana.read(seconds: 5) { ($0.table.view?.version ?? 0) > version }
      }
      #expect(ana.table.view?.board?.isOver == true)
      return (table, app)
    }

    /// Issue 23 (win-56): at 500 × 420 a table of four's ending was cut in the joined window
    /// ("… · Cy:" just over Play Again, the rest under it), where the window of one's own games
    /// packs its rows (no seats' row and no status line over an ending). Every word of the
    /// ending lies on its page, shown without scrolling and clear above Play Again, which lies
    /// whole in the window, in English and in Chinese.
    @Test(arguments: ["en", "zh_CN"])
    func fourSeatsEndingFitsAt500By420(language: String) throws {
      let (table, app) = try Self.endedTableOfFour(language: language)
      defer {
        app.stop()
        table.close()
      }
      _ = try app.layout(seconds: 20) { $0.memorizeEnding != nil && $0.isOver }
      try app.resize(width: 500, height: 420)
      let shown = try app.layout(seconds: 15) {
        $0.width <= 500 && $0.height <= 420 && $0.isSettled && $0.memorizeEnding != nil
          && $0.endingPlayAgain != nil && $0.endingPage != nil
      }
      let button = try #require(shown.endingPlayAgain)
      let page = try #require(shown.endingPage)
      #expect(button.y >= page.y + page.height, "Play Again \(button) under the page \(page)")
      #expect(button.y + button.height <= shown.height, "Play Again \(button) in the window")
      #expect(shown.endingScroll == 0, "read from its top")
      #expect(shown.endingTexts.count >= 2, "\(shown.endingTexts)")
      for text in shown.endingTexts {
        #expect(
          text.y >= page.y && text.y + text.height <= page.y + page.height
            && text.y + text.height <= button.y,
          "words \(text) on the page \(page), shown without scrolling, above \(button)")
      }
      // Its scores are the table's: Ana's among them, on a line of the page.
      let ending = try #require(shown.memorizeEnding)
      #expect(ending.contains("Ana"), "\(ending)")
      #expect(shown.endingLines.contains { $0.contains("Ana") }, "\(shown.endingLines)")
    }
  }

  /// Issue 23 (win-56): the window of one's own games opens at the size it closed at; the
  /// window at a table opened at 1100 × 760 every time. It keeps its own size (not the own
  /// games' window's), and opens at it at the next table.
  @Suite(
    "The window at a table remembers its size",
    .enabled(
      if: SharedTable.executable != nil,
      "memorize-table is not built: swift build --package-path Apps/Table --product memorize-table"
    ))
  struct JoinedWindowSize {
    @Test func theWindowAtATableOpensAtTheSizeItClosedAt() throws {
      let table = try SharedTable(["--game", "memorize", "--people", "2", "--theme", "halloween"])
      defer { table.close() }
      let arguments = ["--join", "127.0.0.1:\(table.port)", "--code", table.code, "--watch"]
      let first = try RunningApp(arguments)
      defer { first.stop() }
      let opened = try first.layout(seconds: 20) { $0.isJoined && $0.isSettled }
      #expect(opened.width > 900, "opens at the standard size first: \(opened.width)")
      try first.resize(width: 820, height: 640)
      let resized = try first.layout { $0.isJoined && $0.width < 900 && $0.isSettled }
      try first.key("ctrl+q")
      #expect(first.waitForExit() == 0)

      let second = try RunningApp(arguments, home: first.home)
      defer { second.stop() }
      let reopened = try second.layout(seconds: 20) { $0.isJoined && $0.isSettled }
      #expect(
        reopened.width == resized.width && reopened.height == resized.height,
        "closed at \(resized.width)×\(resized.height), reopened at \(reopened.width)×\(reopened.height)"
      )
      try second.key("ctrl+q")
      #expect(second.waitForExit() == 0)
      // Kept apart from the own games' window's size.
      let kept = first.home.appendingPathComponent("config/memorize/table-window.json")
      #expect(FileManager.default.fileExists(atPath: kept.path))
      let ownGames = first.home.appendingPathComponent("config/memorize/window.json")
      #expect(!FileManager.default.fileExists(atPath: ownGames.path))
    }
  }
}
