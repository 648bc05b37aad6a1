import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 24 in the window: Ana and Ben race an expert computer at Set on the real window,
  /// Ana with Ctrl+1, Ben with his Set! button and Ctrl+2, reading the cards by their names.
  @Suite("A Set race in the window")
  struct SetRaceInTheWindow {
    /// A card's number, colour, shading and shape from its accessible name ("Card 4, 2 red
    /// striped ovals"), each 0, 1 or 2.
    static func features(_ name: String) -> [Int]? {
      guard let match = name.firstMatch(of: #/Card \d+, (\d) (\w+) (\w+) (\w+)/#),
        let number = Int(match.1), (1...3).contains(number),
        let color = ["red", "green", "purple"].firstIndex(of: String(match.2)),
        let shading = ["solid", "striped", "open"].firstIndex(of: String(match.3)),
        let shape = ["diamond", "squiggle", "oval"].firstIndex(where: { match.4.hasPrefix($0) })
      else { return nil }
      return [number - 1, color, shading, shape]
    }

    /// Three cards that make a set (`isSet`) or three that do not, as their places.
    static func trio(in cards: [(rect: LayoutReport.Rect, name: String)], isSet: Bool)
      -> [LayoutReport.Rect]?
    {
      let read = cards.compactMap { card in features(card.name).map { (card.rect, $0) } }
      guard read.count == cards.count else { return nil }
      for a in read.indices {
        for b in (a + 1)..<read.count {
          for c in (b + 1)..<read.count {
            let three = [read[a], read[b], read[c]]
            let makesSet = (0..<4).allSatisfy { f in Set(three.map { $0.1[f] }).count != 2 }
            if makesSet == isSet { return three.map(\.0) }
          }
        }
      }
      return nil
    }

    /// A seat's score among the counters ("Ana:" and "3", or "−1" with a true minus sign).
    static func score(_ name: String, in report: LayoutReport) -> Int? {
      report.counters.first { $0.label.hasPrefix(name + ":") }.flatMap {
        Int($0.value.replacingOccurrences(of: "\u{2212}", with: "-"))
      }
    }

    /// Waits for an open table with twelve or more cards and none chosen; `nil` once over.
    static func openTable(_ app: RunningApp) throws -> LayoutReport? {
      let report = try app.layout(seconds: 30) { report in
        report.raceIsOver
          || (report.raceIsOpen && report.setCards.count >= 3
            && !report.setCards.contains { $0.name.contains("selected") })
      }
      return report.raceIsOver ? nil : report
    }

    /// Calls Set! for `seat` with `call` and says whether the call was theirs.
    static func call(_ app: RunningApp, seat: Int, _ call: () throws -> Void) throws -> Bool {
      try call()
      let report = try app.layout { $0.raceCaller != nil || $0.raceIsOver }
      return report.raceCaller == seat
    }

    @Test func twoPeopleAndAnExpertRaceToTheEnd() throws {
      let app = try RunningApp([
        "--game", "set", "--players", "Ana,Ben", "--vs-computer", "perfect", "--seed", "5",
      ])
      defer { if app.process.isRunning { app.process.terminate() } }
      let opening = try app.layout { $0.section == "set" && $0.setCards.count == 12 }
      #expect(
        opening.counters.map(\.value) == ["0", "0", "0", "69"],
        "\(opening.counters)")
      #expect(opening.setCalls.keys.sorted() == [0, 1], "a Set! button for each person")
      // Each person's 3 More, and no shared Deal 3 More beside them (pt-55b).
      #expect(opening.setDeal == nil, "\(opening.setDeal.map { "\($0)" } ?? "")")
      #expect(opening.setStatus == "Look for a set: call Set! as soon as you see one.")

      // Ana calls with Ctrl+1 and chooses three cards that are not a set: she loses a point.
      while true {
        guard let table = try Self.openTable(app) else {
          Issue.record("the race ended first")
          return
        }
        guard try Self.call(app, seat: 0, { try app.key("ctrl+1") }) else { continue }
        let cards = try app.layout { $0.raceCaller == 0 }.setCards
        #expect(cards.map(\.name) == table.setCards.map(\.name))
        for rect in try #require(Self.trio(in: cards, isSet: false)) { try app.click(rect) }
        _ = try app.layout { Self.score("Ana", in: $0) == -1 }
        #expect(app.printed(prefix: "set-status Not a set: −1 for Ana"))
        break
      }
      // Ben calls with his button and chooses nothing: his time runs out.
      while true {
        guard let table = try Self.openTable(app) else {
          Issue.record("the race ended first")
          return
        }
        let button = try #require(table.setCalls[1])
        guard try Self.call(app, seat: 1, { try app.click(button) }) else { continue }
        _ = try app.layout(seconds: 8) { Self.score("Ben", in: $0) == -1 }
        #expect(app.printed(prefix: "set-status Time is up: −1 for Ben"))
        break
      }

      // Then they take turns, ask for three more with their 3 More buttons when the table has
      // no set, and leave every third set to the computer.
      var found = [0, 0]
      var turn = 0
      for _ in 0..<200 {
        guard let table = try Self.openTable(app) else { break }
        guard Self.trio(in: table.setCards, isSet: true) != nil else {
          for seat in [0, 1] {
            if let ask = table.setAsks[seat] { try app.click(ask) }
          }
          _ = try app.layout { $0.setCards.count > table.setCards.count || $0.raceIsOver }
          #expect(app.printed(prefix: "set-status Three more cards"))
          continue
        }
        if turn % 3 == 2 {
          let before = Self.score("Computer (perfect)", in: table) ?? 0
          _ = try app.layout(seconds: 30) { report in
            (Self.score("Computer (perfect)", in: report) ?? 0) > before || report.raceIsOver
              || Self.trio(in: report.setCards, isSet: true) == nil
          }
          turn += 1
          continue
        }
        let seat = turn % 3
        guard
          try Self.call(app, seat: seat, { try app.key(seat == 0 ? "ctrl+1" : "ctrl+2") })
        else { continue }
        let cards = try app.layout { $0.raceCaller == seat }.setCards
        for rect in try #require(Self.trio(in: cards, isSet: true)) { try app.click(rect) }
        let name = seat == 0 ? "Ana" : "Ben"
        _ = try app.layout { Self.score(name, in: $0) == found[seat] }
        found[seat] += 1
        turn += 1
      }
      #expect(app.printed(prefix: "set-status Ana found a set"))
      #expect(app.printed(prefix: "set-status Ben found a set"))
      #expect(app.printed(prefix: "set-status Computer (perfect) found a set"))

      // The race ends on its own: the ending over the board names the winner or the tie.
      let final = try app.layout(seconds: 60) { $0.raceIsOver && $0.setEnding != nil }
      #expect(Self.score("Ana", in: final) == found[0] - 1)
      #expect(Self.score("Ben", in: final) == found[1] - 1)
      #expect(found[0] + found[1] > 4, "\(found)")
      let scores = ["Ana", "Ben", "Computer (perfect)"].compactMap { name in
        Self.score(name, in: final).map { (name, $0) }
      }
      #expect(scores.count == 3)
      let best = scores.map(\.1).max() ?? 0
      let winners = scores.filter { $0.1 == best }.map(\.0)
      let points = best == 1 ? "1 point" : "\(best) points"
      let ending = final.setEnding ?? ""
      #expect(ending.hasPrefix("Game over!"), "\(ending)")
      if winners.count == 1 {
        #expect(ending.contains("\(winners[0]) wins with \(points)"), "\(ending)")
      } else {
        #expect(
          ending.contains("\(Phrases.listWithAnd(winners)) tie with \(points) each"), "\(ending)")
      }
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }
  }
}

extension WindowTests.SetRaceInTheWindow {
  /// The Players dialog, opened in Set, seats a race rather than a Memorize game.
  @Test func thePlayersDialogInSetSeatsARace() throws {
    let app = try RunningApp(["--game", "set", "--seed", "5"])
    defer { if app.process.isRunning { app.process.terminate() } }
    let solo = try app.layout { $0.section == "set" && $0.setCards.count == 12 }
    #expect(solo.setCalls.isEmpty, "Set alone has no Set! buttons")
    // F10 opens the primary menu on New Game; Players… is the next item.
    try app.chooseFromPrimaryMenu(["Down"])
    let dialog = try app.window(titled: WindowLabels.players)
    let seated = try app.layout { $0.playersAdd != nil && $0.playersStart != nil }
    try app.click(try #require(seated.playersAdd), inWindow: dialog)
    // The new seat's row pushes Start down: click it where it is then, not where it was (a
    // loaded machine once gave the layout from before the row came, and the click missed).
    let start = try #require(
      try app.layout { $0.playersStart != nil && $0.playersStart != seated.playersStart }
        .playersStart)
    try app.click(start, inWindow: dialog)
    let race = try app.layout { $0.section == "set" && $0.setCalls.count == 2 }
    #expect(race.raceIsOpen)
    #expect(race.counters.map(\.label).prefix(2) == ["You:", "Player 2:"], "\(race.counters)")
    try app.key("ctrl+q")
    #expect(app.waitForExit() == 0)
    let saved = app.savedModel()
    #expect(saved.memorize == nil, "no Memorize game was started")
    #expect(saved.setRace?.race.seats.map(\.name) == ["You", "Player 2"])
  }
}

extension WindowTests.SetRaceInTheWindow {
  /// Issue 23: Players… in Matchismo opened Memorize's seats, and Start dealt a Memorize game;
  /// in Set the dialog said "Turns go in this order." The window offers Players… where it seats
  /// players itself, as the view model says (``AppModel/playersSeating``): Set has the button
  /// Memorize has and its dialog speaks of a race; Matchismo, whose players sit at a shared
  /// table, has no Players… in its menu.
  @Test func playersIsOfferedWhereTheWindowSeatsPlayersAndSaysHowTheyPlay() throws {
    let app = try RunningApp(["--game", "set", "--seed", "5"])
    defer { if app.process.isRunning { app.process.terminate() } }
    let set = try app.layout {
      $0.section == "set" && $0.setCards.count == 12 && $0.setPlayers != nil
    }
    try app.key("F10")
    let setMenu = try app.layout { $0.isMenuOpen && !$0.menuItems.isEmpty }
    // Each item's words, then its keys where it has some ("New Game", "Ctrl+N", "Players…").
    #expect(
      setMenu.menuItems.filter { ["New Game", "Players…"].contains($0) } == [
        "New Game", "Players…",
      ], "\(setMenu.menuItems)")
    try app.key("Escape")
    _ = try app.layout { !$0.isMenuOpen }

    try app.click(try #require(set.setPlayers))
    let dialog = try app.window(titled: WindowLabels.players)
    let shown = try app.layout { $0.playersHeading != nil }
    #expect(
      shown.playersHeading
        == "Who races in the next game? Everyone looks at once; the first to call Set! picks.")
    try Tool.run("xdotool", ["windowfocus", "--sync", dialog])
    try Tool.run("xdotool", ["key", "Escape"])
    _ = try app.layout { $0.playersHeading == nil }

    try app.key("ctrl+Page_Up")
    let matchismo = try app.layout { $0.section == "matchismo" }
    #expect(matchismo.setPlayers == nil)
    try app.key("F10")
    let menu = try app.layout { $0.isMenuOpen && !$0.menuItems.isEmpty }
    #expect(menu.menuItems.first == "New Game", "\(menu.menuItems)")
    #expect(!menu.menuItems.contains("Players…"), "\(menu.menuItems)")
    try app.key("Escape")
    _ = try app.layout { !$0.isMenuOpen }
    try app.key("ctrl+q")
    #expect(app.waitForExit() == 0)
    #expect(app.savedModel().memorize == nil, "no Memorize game was dealt")
  }
}
