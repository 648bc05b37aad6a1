import Foundation
import Glibc
import Memorize
import Testing

extension WindowTests {
  /// Issue 25's end to end: each kind of game played whole at one table by the window, the
  /// full-screen terminal and `--plain`, each player acting in their own face with its own
  /// clicks, keys or lines, and every face showing the same ending.
  @Suite(
    "Three faces at one table",
    .enabled(
      if: SharedTable.executable != nil && TerminalFaces.executable != nil && Tool.exists("tmux"),
      "needs memorize-table, memorize and tmux: run Apps/GTK/run-tests.sh"))
  struct ThreeFacesAtOneTable {
    @Test func aWholeMemorizeGame() throws {
      let three = try ThreeFacesTable(
        ["--game", "memorize", "--theme", "space"], language: .english)
      defer { three.close() }
      let (window, terminals) = (three.window, three.terminals)
      #expect(try three.board().cards.count == 12)
      try terminals.waitUntil(ThreeFacesTable.plain, "the deal", history: true) {
        $0.contains("Card 12: face down") && $0.contains("Ana to move")
      }

      var memory: [String: Set<Int>] = [:]
      // The window's view of the table when Ana last chose: her next choice waits for a later
      // one that shows as many cards up and gone as the table does.
      var chosenAt = -1
      let moves = try three.playTurns(
        choice: { board, passed in
          func emoji(_ index: Int) -> String? {
            if case .emoji(let emoji, _)? = board.cards[index].face { return emoji }
            return nil
          }
          for index in board.cards.indices {
            if let emoji = emoji(index) { memory[emoji, default: []].insert(index) }
          }
          // Each player's first turn ends in a mismatch where the test knows one, so that
          // every face gets a turn.
          let up = board.cards.indices.filter {
            board.cards[$0].isFaceUp && !board.cards[$0].isMatched
          }
          if !passed, up.count == 1, let shown = emoji(up[0]),
            let other = memory.filter({ $0.key != shown }).values.flatMap(\.self).first(where: {
              !board.cards[$0].isFaceUp && !board.cards[$0].isMatched
            })
          {
            return other
          }
          return MemoryChoice.choice(in: board, memory: memory)
        },
        windowCard: { board, index in
          let up = board.cards.filter { $0.isFaceUp && !$0.isMatched }.count
          let gone = board.cards.filter(\.isMatched).count
          let drawn = try window.layout {
            $0.version > chosenAt && $0.facesUp == up && $0.gone == gone
              && $0.cards.count == board.cards.count
          }
          chosenAt = drawn.version
          return drawn.cards[index]
        })
      let final = try three.board()
      #expect(final.isOver)
      #expect(moves.allSatisfy { $0 > 0 }, "each face played: \(moves)")
      let ending = try #require(final.ending)
      let winners = final.seats.filter(\.isWinner).map(\.name)
      let result =
        winners.count == 1 ? "\(winners[0]) wins" : "\(winners.joined(separator: " and ")) tie"
      #expect(ending.result == result)
      // Each face says it to its own seat (issue 23): "You win" where it won.
      let said = { ThreeFacesTable.result(of: winners, toTheSeatOf: $0) }
      let items = final.status.items
      #expect(items.map(\.label) == ["Ana:", "Ben:", "Cleo:", "Time"])
      let tallies = items.map { "\($0.label) \($0.value)" }

      // The window: the ending over the board, and the same tallies.
      let ended = try window.layout { $0.isOver && $0.memorizeEnding != nil }
      // Every seat's pairs under the result, the winner's first.
      let scores = try #require(ending.scores)
      // Then the table's records, this first game's (issue 23).
      let best = try #require(ending.best)
      #expect(
        best.hasPrefix("New multiplayer best: ")
          && best.hasSuffix("New multiplayer fastest: \(ending.time)!"))
      // Why it ended first, as Matchismo's and Set's endings say it (issue 23).
      let reason = "Every pair is matched."
      #expect(ending.reason == reason)
      #expect(
        ended.memorizeEnding
          == "Game over! | \(reason) | \(said("Ana")) in \(ending.time) | \(scores) | \(best)")
      #expect(ended.counters.map { "\($0.label) \($0.value)" } == tallies)
      // The full screen: the banner, and the tallies at the top; --plain: the ending's lines
      // once, then the tallies.
      let headerTallies = items.filter { !$0.isClock }.map { item in
        [item.value, item.middleValue, item.narrowValue].compactMap(\.self).map {
          "\(item.label) \($0)"
        }
      }
      try three.expectTheTerminalsEnd(
        said, in: ending.time, reason: reason, scores: scores, best: best, tallies: tallies,
        headerTallies: headerTallies)
      try three.leave()
    }

    /// Matchismo, every face in Chinese: the exact lines of po/zh_CN.po on each.
    @Test func aWholeMatchismoGameInChinese() throws {
      let three = try ThreeFacesTable(["--game", "matchismo"], language: .chinese)
      defer { three.close() }
      let (window, terminals) = (three.window, three.terminals)
      #expect(try three.board().cards.count == 24)
      let seats = "牌桌上：Ana、Ben、Cleo；1 人观战"
      let dealt = try three.plainLines(from: seats, until: "第 24 张牌：背面朝上")
      #expect(
        dealt.drop { $0 != "第 24 张牌：背面朝上" }.prefix(3) == [
          "第 24 张牌：背面朝上", "轮到 Ana", "Ana：0 · Ben：0 · Cleo：0 · 翻牌 0 · 配对 2 张牌 · 用时 0:00",
        ])
      let screen = try terminals.waitUntil(ThreeFacesTable.fullScreen, "the deal") {
        FullScreenCards.count($0) == 24
      }
      #expect(screen[1].trimmingCharacters(in: .whitespaces) == seats)
      #expect(screen.contains { $0.trimmingCharacters(in: .whitespaces) == "轮到 Ana" })
      let drawn = try window.layout(seconds: 20) {
        $0.section == "matchismo" && $0.matchismoCards.count == 24
      }
      #expect(drawn.seatsLine == seats)
      #expect(drawn.matchismoCards.allSatisfy { $0.name.hasSuffix("背面朝上") })

      var memory: [Int: (rank: String, suit: String)] = [:]
      let moves = try three.playTurns(
        choice: { board, passed in
          for (index, card) in board.cards.enumerated() {
            if case .playing(let rank, let suit, _, _)? = card.face { memory[index] = (rank, suit) }
          }
          // Each player's first turn ends in a mismatch where the test knows one (neither rank
          // nor suit in common), so that every face gets a turn.
          let chosen = board.cards.indices.filter {
            board.cards[$0].isSelected && !board.cards[$0].isMatched
          }
          if !passed, chosen.count == 1, let shown = memory[chosen[0]],
            let other = memory.keys.sorted().first(where: {
              !board.cards[$0].isFaceUp && !board.cards[$0].isMatched
                && memory[$0]?.rank != shown.rank && memory[$0]?.suit != shown.suit
            })
          {
            return other
          }
          return MatchismoChoice.choice(in: board, memory: memory)
        },
        windowCard: { board, index in
          // The window has drawn the cards the table shows, and Ana to move, before she clicks.
          try window.layout {
            $0.matchismoCards.count == board.cards.count
              && $0.matchismoSeats.map(\.isToMove) == board.seats.map(\.isToMove)
              && zip($0.matchismoCards, board.cards).allSatisfy {
                $0.name.hasSuffix("背面朝上") == !$1.isFaceUp
              }
          }.matchismoCards[index].rect
        })
      let final = try three.board()
      #expect(final.isOver)
      #expect(moves.allSatisfy { $0 > 0 }, "each face played: \(moves)")
      let ending = try #require(final.ending)
      #expect(
        ending.reason
          == Phrases.noMatchLeft(among: final.cards.filter { !$0.isMatched }.map(\.text)))
      let winners = final.seats.filter(\.isWinner).map(\.name)
      let result =
        winners.count == 1
        ? "\(winners[0]) 获胜"
        : winners.dropLast().joined(separator: "、") + " 和 \(winners.last ?? "") 平局"
      // Each face says it to its own seat (issue 23): 你赢了 where it won.
      let said = { ThreeFacesTable.result(of: winners, toTheSeatOf: $0, language: .chinese) }
      #expect(
        said("Eyes") == result, "the watchers' form: \(said("Eyes")) against \(result)")
      let left = final.cards.filter { !$0.isMatched }.map(\.text)
      // "剩下的牌已无法配对：9♦ 4♥。", or without cards when none is left.
      let why = Localization.withLanguage(.simplifiedChinese) { Phrases.noMatchLeft(among: left) }
      let items = final.status.items
      #expect(items.map(\.label) == ["Ana:", "Ben:", "Cleo:", "Flips", "Match", "Time"])
      let values = items.map(\.value)
      let tallies = [
        "Ana：\(values[0])", "Ben：\(values[1])", "Cleo：\(values[2])", "翻牌 \(values[3])", "配对 2 张牌",
        "用时 \(ending.time)",
      ]

      let ended = try window.layout { $0.isOver && $0.matchismoEnding != nil }
      // Every seat's points in Chinese, the winner's first (seats in order among equals), a
      // negative one with a true minus sign as the counters show it.
      let points = try values.prefix(3).map {
        try #require(Int($0.replacingOccurrences(of: "\u{2212}", with: "-")))
      }
      let scores = ["Ana", "Ben", "Cleo"].indices
        .sorted { points[$0] != points[$1] ? points[$0] > points[$1] : $0 < $1 }
        .map { "\(["Ana", "Ben", "Cleo"][$0])：\(values[$0]) 分" }
        .joined(separator: " · ")
      // Then the table's records, this first game's (issue 23).
      // The table's board here is said in English; the faces say it in Chinese.
      // A first best of 0 or below is stated, not new (with a true minus), and the records
      // are parted by " · " where the first does not close with "！".
      let top = points.max() ?? 0
      let topText = top < 0 ? "\u{2212}\(top.magnitude)" : "\(top)"
      let best = Localization.withLanguage(.simplifiedChinese) {
        top > 0
          ? "新的多人最高分：\(Phrases.list(winners)) \(topText)！新的多人最快纪录：\(ending.time)！"
          : "多人最高分：\(Phrases.list(winners)) \(topText) · 新的多人最快纪录：\(ending.time)！"
      }
      #expect(
        ending.best?.hasPrefix(
          "\(top > 0 ? "New multiplayer" : "Multiplayer") best: \(topText) by ") == true,
        "\(ending.best ?? "")")
      #expect(
        ended.matchismoEnding
          == "游戏结束！ | \(why) | \(said("Ana"))，用时 \(ending.time) | \(scores) | \(best)")
      #expect(
        ended.counters.map { $0.label + ($0.label.hasSuffix("：") ? "" : " ") + $0.value } == tallies
      )
      let banner = try terminals.waitUntil(ThreeFacesTable.fullScreen, "the ending") {
        $0.joined().contains("游戏结束！\(said("Ben"))，用时 \(ending.time)。按 n 重新发牌")
      }
      #expect(banner.contains { $0.contains(why) })
      // Every seat's tally and the flips stand in the header. The match size and the clock
      // are the header's least needed items: where three seats' scores are wide ("Ana：−11")
      // they give way whole, least needed first, never cut (the banner says the time).
      #expect(tallies.prefix(4).allSatisfy(banner[0].contains), "\(banner[0])")
      let match = banner[0].contains(tallies[4])
      let clock = banner[0].contains(tallies[5])
      #expect(!match || clock, "the clock gives way after the match size: \(banner[0])")
      #expect(match || !banner[0].contains("配对"), "\(banner[0])")
      #expect(clock || !banner[0].contains("用时"), "\(banner[0])")
      let plain = try three.plainLines(
        from: "游戏结束！\(said("Cleo"))，用时 \(ending.time)。", until: "输入“new”再玩一局。")
      #expect(
        plain.prefix(6) == [
          "游戏结束！\(said("Cleo"))，用时 \(ending.time)。", why, scores, best, "输入“new”再玩一局。",
          tallies.joined(separator: " · "),
        ])
      try three.leave()
    }

    /// Set, a race the table decides: Ana (in the window) and Cleo (at `--plain`) claim the
    /// same set; Ana's claim reaches the table first and scores, and Cleo is told who was
    /// first and by how much. Ben (on the full screen) loses the next set to Ana as he picks
    /// its cards, and is told too. Then each face claims in turn to the race's end.
    @Test func aWholeSetRaceWhoseFirstSetIsRacedFor() throws {
      let three = try ThreeFacesTable(
        ["--game", "set"], language: .english, width: 100, height: 40)
      defer { three.close() }
      let (window, terminals, eyes) = (three.window, three.terminals, three.eyes)
      #expect(try three.board().cards.count == 12)

      // Cleo's face is held still (as a slow machine would be) while she types her claim, so
      // it goes out for the cards she saw; Ana claims the same three in the window meanwhile.
      var board = try three.dealUntilASetShows()
      let set = try #require(SetTrio.places(in: board))
      let cleo = try terminals.processID(ThreeFacesTable.plain)
      kill(cleo, SIGSTOP)
      // Never left stopped, should the test fail meanwhile: a stopped program outlives tmux.
      defer { kill(cleo, SIGCONT) }
      try terminals.type(
        ThreeFacesTable.plain, "claim " + set.map { "\($0 + 1)" }.joined(separator: " "))
      let drawn = try three.windowShows(board)
      for index in set { try window.click(drawn.setCards[index].rect) }
      #expect(try eyes.read { $0.table.view?.board?.race?.seats.map(\.score) == [1, 0, 0] })
      kill(cleo, SIGCONT)
      let told = try terminals.waitUntil(ThreeFacesTable.plain, "Cleo told", history: true) {
        $0.contains { $0.hasPrefix("Ana was first, by ") }
      }
      let line = try #require(told.first { $0.hasPrefix("Ana was first, by ") })
      #expect(line.wholeMatch(of: /Ana was first, by [0-9]+ ms\./) != nil, "\(line)")
      #expect(!told.contains { $0.hasPrefix("Not a set") })
      #expect(eyes.table.view?.board?.race?.seats.map(\.score) == [1, 0, 0])
      let won = try window.layout { SetRaceInTheWindow.score("Ana", in: $0) == 1 }
      // The cards dealt in place of Ana's set may hold no set; the line then says what to do.
      let after = try three.board()
      let noSet = SetTrio.places(in: after) == nil && !after.isOver
      let ask = noSet ? " No set on the table: ask for three more cards." : ""
      // Said to Ana in her window (issue 23); the full screen (Ben's) names her.
      #expect(won.setStatus == "You found a set: +1" + ask)
      try terminals.waitUntil(ThreeFacesTable.fullScreen, "Ana's set") {
        $0.joined().contains("Ana found a set")
      }

      // Ben's screen is behind (what the table sends him is held, as on a slow network): Ana
      // claims a set in the window, then Ben picks its cards on the screen he still has, one by
      // one; the table tells him who was first, and takes nothing from him.
      board = try three.dealUntilASetShows()
      let second = try #require(SetTrio.places(in: board))
      three.relay.hold(true)
      let seen = try three.windowShows(board)
      for index in second { try window.click(seen.setCards[index].rect) }
      #expect(try eyes.read { $0.table.view?.board?.race?.seats.map(\.score) == [2, 0, 0] })
      for index in second {
        try three.chooseOnTheFullScreen(index, among: board.cards.count)
      }
      // Each pick of a card taken is answered so; the answers wait with the rest for Ben.
      #expect(waitUntil(seconds: 10) { three.relay.held("\"type\":\"lostRace\"") == 3 })
      three.relay.hold(false)
      let benTold = try terminals.waitUntil(ThreeFacesTable.fullScreen, "Ben told") {
        $0.joined().contains("Ana was first, by ")
      }
      #expect(
        benTold.contains { $0.contains(/Ana was first, by [0-9]+ ms\./) },
        "\(benTold.joined(separator: "\n"))")
      #expect(eyes.table.view?.board?.race?.seats.map(\.score) == [2, 0, 0])

      // The rest of the race: Ben, Cleo and Ana claim in turn, each in their own face.
      var claims = [2, 0, 0]
      for turn in 1..<60 {
        board = try three.dealUntilASetShows()
        guard !board.isOver, let places = SetTrio.places(in: board) else { break }
        let seat = turn % 3
        let scores = board.race?.seats.map(\.score) ?? []
        try three.claim(places, by: seat, on: board)
        let scored = try eyes.read {
          ($0.table.view?.board?.race?.seats.map(\.score) ?? []).enumerated().map {
            $0.offset == seat ? $0.element - 1 : $0.element
          } == scores
        }
        #expect(scored, "the claim of seat \(seat + 1) did not score")
        claims[seat] += 1
      }
      let final = try three.board()
      #expect(final.isOver)
      #expect(final.deckCount == 0)
      #expect(claims.allSatisfy { $0 > 5 }, "\(claims)")
      let ending = try #require(final.ending)
      let items = final.status.items
      #expect(items.map(\.label) == ["Ana:", "Ben:", "Cleo:", "Deck"])
      let scores = final.race?.seats.map(\.score) ?? []
      let best = scores.max() ?? 0
      let winners = ["Ana", "Ben", "Cleo"].indices.filter { scores[$0] == best }.map {
        ["Ana", "Ben", "Cleo"][$0]
      }
      let result =
        winners.count == 1
        ? "\(winners[0]) wins with \(best) points"
        : "\(Phrases.listWithAnd(winners)) tie with \(best) points each"
      #expect(ending.result == result)
      // Each face says it to its own seat (issue 23): "You win with 10 points" where it won.
      let said = { ThreeFacesTable.result(of: winners, toTheSeatOf: $0, points: best) }
      #expect(said("Eyes") == result)
      let tallies = items.map { "\($0.label) \($0.value)" }
      let ended = try window.layout { $0.raceIsOver && $0.setEnding != nil }
      // Every seat's points, the winner's first (seats in order among equals).
      let everyScore = ["Ana", "Ben", "Cleo"].indices
        .sorted { scores[$0] != scores[$1] ? scores[$0] > scores[$1] : $0 < $1 }
        .map { "\(["Ana", "Ben", "Cleo"][$0]): \(scores[$0]) point\(scores[$0] == 1 ? "" : "s")" }
        .joined(separator: " · ")
      #expect(ending.scores == everyScore)
      // Why it ended: the cards left after every set claimed hold none, and the deck is empty.
      let left = final.cards.count
      let reason =
        left == 0
        ? "Every card made a set."
        : "No set is left among the \(left) cards, and the deck is empty."
      #expect(ending.reason == reason)
      // Then the table's records, this first race's (issue 23).
      let records = try #require(ending.best)
      #expect(
        records
          == "New multiplayer best: \(best) by \(Phrases.list(winners))! · New multiplayer fastest: \(ending.time)!"
      )
      #expect(
        ended.setEnding
          == "Game over! | \(reason) | \(said("Ana")) in \(ending.time) | \(everyScore) | \(records)"
      )
      #expect(ended.counters.map { "\($0.label) \($0.value)" } == tallies)
      try three.expectTheTerminalsEnd(
        said, in: ending.time, reason: reason, scores: everyScore, best: records,
        tallies: tallies)
      try three.leave()
    }
  }
}
