import CardGames
import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23, "The window": what players met in the window, each driven through the real binary
  /// under Xvfb (inside `WindowTests`, whose tests run one at a time: one app on the bus). Run
  /// with `Apps/GTK/run-tests.sh --filter PlayFeel`.
  @Suite("The window's third round of play feel")
  struct PlayFeel {
    /// The status line's height when it holds one line of text: at least a line of the body font.
    private static let oneLine = 14

    @Test("Launched straight into a game, the status line shows its sentence and every verdict")
    func statusLineIsTallFromTheStart() throws {
      let seed: UInt64 = 7
      let game = EmojiMemoryGame(
        theme: .halloween, seed: seed, timeSource: ManualTimeSource(), statistics: Statistics())
      let deal = game.cards.map(\.content)
      let other = try #require(deal.indices.first { deal[$0] != deal[0] })
      let app = try RunningApp(["--seed", "\(seed)", "--theme", "Halloween"])

      let launched = try app.layout { $0.cards.count == 16 && $0.status != nil && $0.isSettled }
      let status = try #require(launched.status)
      #expect(launched.statusText == Phrases.findThePairs)
      #expect(status.height >= Self.oneLine, "the status line at launch is \(status)")

      // A mismatch: the verdict the view model gives for the same two choices.
      game.choose(game.cards[0])
      game.choose(game.cards[other])
      let verdict = game.statusSentence(newGameKey: "Ctrl+N")
      #expect(verdict != Phrases.findThePairs)
      try app.click(launched.cards[0])
      try app.click(launched.cards[other])
      let afterMismatch = try app.layout { $0.statusText == verdict }
      let shown = try #require(afterMismatch.status)
      #expect(shown.height >= Self.oneLine, "the verdict's line is \(shown)")
    }

    @Test("The window opens at the size it had when it closed")
    func windowSizeIsRemembered() throws {
      let first = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      _ = try first.layout { $0.cards.count == 16 }
      try first.resize(width: 820, height: 640)
      // Narrower than the standard 1100 px: the chooser folds away.
      let resized = try first.layout { $0.width < 900 && $0.isSettled && $0.cards.count == 16 }
      try first.key("ctrl+q")
      #expect(first.waitForExit() == 0)

      let second = try RunningApp(["--seed", "3", "--theme", "Halloween"], home: first.home)
      let reopened = try second.layout { $0.isSettled && $0.cards.count == 16 }
      #expect(
        reopened.width == resized.width && reopened.height == resized.height,
        "closed at \(resized.width)×\(resized.height), reopened at \(reopened.width)×\(reopened.height)"
      )
    }

    @Test("A toast stands clear of the status line, New Theme and every card")
    func aToastHidesNoSentenceNoButtonNoCard() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween", "--players", "Ana,Ben"])
      try app.resize(width: 1100, height: 760)
      let layout = try app.layout { $0.cards.count == 16 && $0.isSideBySide && $0.isSettled }
      try app.click(layout.cards[0])
      _ = try app.layout { $0.facesUp == 1 }
      try app.key("ctrl+n")
      let dealt = try app.layout { !$0.toasts.isEmpty && $0.facesUp == 0 && $0.isSettled }
      let toast = dealt.toasts[0]
      let status = try #require(dealt.status)
      let chooser = try #require(dealt.chooser)
      // It lay across the foot of the window: on the strip of "Ana to move" (its shadow on the
      // words) and over New Theme. Now it stands over the counters' strip, above them all.
      let newTheme = try #require(dealt.newTheme)
      #expect(toast.y + toast.height + 8 <= status.y, "toast \(toast), status line \(status)")
      #expect(toast.y + toast.height <= chooser.y, "toast \(toast), theme list \(chooser)")
      #expect(!toast.overlaps(newTheme), "toast \(toast), New Theme \(newTheme)")
      #expect(dealt.cards.allSatisfy { toast.y + toast.height <= $0.y }, "toast \(toast)")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    @Test("In Set, a toast stands clear of the cards and Deal 3 More")
    func aSetToastHidesNoButton() throws {
      let app = try RunningApp(["--game", "set", "--seed", "3"])
      try app.resize(width: 1000, height: 800)
      let layout = try app.layout { $0.setCards.count == 12 && $0.setDeal != nil && $0.isSettled }
      try app.click(layout.setCards[0].rect)
      _ = try app.layout { $0.setCards.first?.name != layout.setCards[0].name }
      try app.key("ctrl+n")
      let dealt = try app.layout { !$0.toasts.isEmpty && $0.isSettled }
      let toast = dealt.toasts[0]
      let deal = try #require(dealt.setDeal)
      #expect(!toast.overlaps(deal), "toast \(toast), Deal 3 More \(deal)")
      #expect(dealt.setCards.allSatisfy { !toast.overlaps($0.rect) }, "toast \(toast)")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    @Test("GTK_THEME=Adwaita:dark darkens the board and the faces, not only the header")
    func gtkThemeDarkGetsADarkBoard() throws {
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween"], environment: ["GTK_THEME": "Adwaita:dark"])
      let layout = try app.layout { $0.cards.count == 16 && $0.isSideBySide }
      // libadwaita leaves its own style sheet out under a GTK_THEME: the sections' icons
      // touched their names (0 px) until the window set the gap itself.
      #expect(layout.switcherGap == 6, "the sections' icons stand 6 px from their names")
      let origin = try app.windowOrigin()
      let cards = layout.cards.map { $0.offset(by: origin) }
      let darkBoard = Screenshot.Color(0x1B, 0x1E, 0x24)
      let darkFace = Screenshot.Color(0x38, 0x3C, 0x45)
      // Between the second and third cards: the board (the first card, where the keyboard
      // starts, has its ring in the gap beside it).
      let gap = LayoutReport.Rect(
        x: cards[1].x + cards[1].width + 1, y: cards[1].midY - 10,
        width: max(2, cards[2].x - cards[1].x - cards[1].width - 2), height: 20)
      #expect(
        try app.screenUntil { shot in shot.fraction(of: darkBoard, in: gap, inset: 0) > 0.9 },
        "a dark board")
      try app.click(layout.cards[0])
      #expect(
        try app.screenUntil { shot in shot.fraction(of: darkFace, in: cards[0]) > 0.5 },
        "a dark face")
    }

    @Test("Through AT-SPI: one New Game button and one list of sections, wide and narrow")
    func screenReaderFindsOneOfEach() throws {
      // The header's New Game in words and as an icon, the sections in the header and at the
      // foot: one of each pair shows, and only that one is read.
      func expectOneOfEach(_ width: String) throws {
        let tree = try #require(
          try Probe(appName: "Memorize", steps: ["wait", "1", "dump"]).dumps.first)
        let newGame = tree.nodes.filter {
          $0.role == "push button" && $0.name.hasPrefix(WindowLabels.newGame)
        }
        #expect(newGame.count == 1, "\(width): \(newGame.map(\.name))")
        let sections = tree.nodes.filter { $0.role == "page tab list" }
        #expect(sections.map(\.name) == [WindowLabels.sections], "\(width)")
        #expect(
          tree.nodes.filter { $0.role == "page tab" }.count == 4, "\(width): four sections")
      }
      // Each width in a window of its own, read once: GTK 4.8's AT-SPI bridge goes on listing a
      // child that was hidden after a reader had listed it, so a window read narrow and then
      // wide (or wide, then narrow) still lists the other width's sections.
      for narrow in [true, false] {
        let app = try RunningApp(
          ["--seed", "3", "--theme", "Halloween"], environment: ["GTK_A11Y": "atspi"])
        _ = try app.layout { $0.cards.count == 16 && $0.isSettled }
        try Tool.run("xdotool", ["mousemove", "0", "0"])
        if narrow {
          try app.resize(width: 360, height: 700)
          _ = try app.layout { !$0.isSideBySide && $0.width <= 400 && $0.isSettled }
        } else {
          _ = try app.layout { $0.isSideBySide && $0.isSettled }
        }
        try expectOneOfEach(narrow ? "narrow" : "wide")
        try app.key("ctrl+q")
        #expect(app.waitForExit() == 0)
      }
    }

    @Test("Through AT-SPI: every scroller is named, and the Players dialog's kinds read as choices")
    func screenReaderNamesScrollersAndKinds() throws {
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween", "--players", "Ana,Ben"],
        environment: ["GTK_A11Y": "atspi"])
      let layout = try app.layout { $0.cards.count == 16 && $0.playersButton != nil }
      // Opened before the reading: GTK 4.8's bridge keeps the windows it listed first.
      try app.click(try #require(layout.playersButton))
      _ = try app.window(titled: WindowLabels.players)
      let probe = try Probe(appName: "Memorize", steps: ["wait", "1", "dump"])
      let tree = try #require(probe.dumps.first)
      let scrollers = tree.nodes.filter { $0.role == "scroll pane" }
      #expect(
        scrollers.map(\.name).sorted()
          == ([Labels.themes, WindowLabels.players]
          + [Section.memorize, .matchismo, .set, .statistics].map(\.title))
          .sorted(), "scroll panes: \(scrollers.map(\.name))")

      let labels = Set(tree.nodes.filter { $0.role == "label" }.map(\.name))
      #expect(labels.contains(WindowLabels.kindChoice(.person)), "the kind reads \"Person\"")
      #expect(!labels.contains("person"))
      #expect(!tree.nodes.contains { $0.name == "GtkToggleButton" }, "no control read as its type")
      let kinds = tree.nodes.filter {
        $0.name == "GtkToggleButton" || $0.name.hasSuffix("plays as")
      }
      .map { "\($0.role): \($0.name)" }
      // The drop-down and the button inside it that takes the focus, both named by seat.
      #expect(
        kinds
          == [1, 2].flatMap {
            [
              "combo box: \(WindowLabels.seatPlaysAs($0))",
              "push button: \(WindowLabels.seatPlaysAs($0))",
            ]
          })
    }

    /// The text-changed insertions of the window's announcer, in order. (GTK 4.8 reports changes
    /// only of what a reader has listed: the probe's steps start with a reading.)
    private static func announced(_ probe: Probe) -> [String] {
      probe.events.filter {
        $0.type == "object:text-changed:insert" && $0.name == WindowLabels.announcements
      }.compactMap(\.text).filter { !$0.isEmpty }
    }

    @Test("A toast is read out: New Game over a game in progress and its Undo offer")
    func toastsAreAnnounced() throws {
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween"], environment: ["GTK_A11Y": "atspi"])
      _ = try app.layout { $0.cards.count == 16 }
      let probe = try Probe(
        appName: "Memorize",
        steps: [
          "wait", "1", "dump", "card", "0", "wait", "0.5", "press", WindowLabels.newGame, "wait",
          "1.5",
        ])
      #expect(Self.announced(probe) == [Phrases.newGameOverGameInProgress])
    }

    @Test("A Matchismo verdict is read out, not only shown in a label")
    func matchismoVerdictsAreAnnounced() throws {
      let app = try RunningApp(
        ["--seed", "3", "--game", "matchismo"], environment: ["GTK_A11Y": "atspi"])
      _ = try app.layout { $0.section == "matchismo" }
      let probe = try Probe(
        appName: "Memorize",
        steps: ["wait", "1", "dump", "card", "0", "wait", "0.5", "card", "1", "wait", "1.5"])
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
      // The line the game ended on, as the view models saved it: the last thing read out.
      let saved = app.savedModel().matchismo
      #expect(saved.flipCount == 2)
      #expect(Self.announced(probe).last == saved.outcomeLine)
      #expect(
        Self.announced(probe).count >= 2, "each choice's line is read: \(Self.announced(probe))")
    }

    @Test("Choosing a theme lands the keyboard on the board: Space then turns its first card")
    func choosingAThemeLandsOnTheBoard() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      let layout = try app.layout {
        $0.cards.count == 16 && $0.isSideBySide && $0.rows["animals"] != nil && $0.isSettled
      }
      let origin = try app.windowOrigin()
      try app.click(try #require(layout.rows["animals"]))
      // Restyled in place (no card was turned yet): the same places, Animals' colour.
      let restyled = try app.layout { $0.cards.count == 16 && $0.isSettled }
      let first = restyled.cards[0].offset(by: origin)
      #expect(
        try app.screenUntil { shot in
          shot.fraction(of: Screenshot.Color(hex: 0xFFFEF8), in: first) < 0.1
        },
        "the first card is face down")
      try app.key("space")
      #expect(
        try app.screenUntil { shot in
          shot.fraction(of: Screenshot.Color(hex: 0xFFFEF8), in: first) > 0.5
        },
        "Space, with nothing between, turned the first card")
    }

    @Test("The keyboard starts on the cards of Set too, and Ctrl+N leaves it on the new deal")
    func keyboardOnTheCards() throws {
      do {
        let set = try RunningApp(["--game", "set", "--seed", "3"])
        let first = try set.layout { $0.focus != nil }
        #expect(first.focus == 0, "the first Set card has the keyboard")
      }
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      _ = try app.layout { $0.cards.count == 16 && $0.focus == 0 }
      try app.key("Right")
      _ = try app.layout { $0.focus == 1 }
      try app.key("ctrl+n")
      let dealt = try app.layout { $0.focus == 0 && $0.isSettled }
      #expect(dealt.focus == 0, "the new deal's first card has the keyboard")
    }

    @Test("With four players the window still narrows to a phone's 360 px: the counters wrap")
    func fourPlayersFitAPhone() throws {
      let app = try RunningApp([
        "--seed", "3", "--theme", "Halloween", "--players", "Player 1,Player 2,Player 3,Player 4",
      ])
      // Each player's score and the time.
      let wide = try app.layout { $0.cards.count == 16 && $0.counters.count == 5 }
      try app.resize(width: 360, height: 700)
      let narrow = try app.layout { !$0.isSideBySide && $0.isSettled && $0.width < 1000 }
      #expect(narrow.width <= 360, "the window is \(narrow.width) px wide at its narrowest")
      #expect(
        narrow.counters.map(\.label) == wide.counters.map(\.label), "every counter still shows")
      // The seats' words wrap; none is cut short ("▶ Pl…").
      #expect(narrow.seats.count == 4)
      #expect(narrow.cutSeats == 0, "\(narrow.cutSeats) seats cut short at 360 px")
      // The Players dialog opens no wider than the window.
      try app.click(try #require(narrow.playersButton))
      let dialog = try app.layout { $0.playersDialogWidth != nil && $0.isSettled }
      #expect((dialog.playersDialogWidth ?? 0) <= 360, "\(dialog.playersDialogWidth ?? 0) px")
    }

    @Test("Run from the build tree, the icon theme finds the application's icon for About")
    func aboutFindsItsIconInTheBuildTree() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      let layout = try app.layout { $0.cards.count == 16 }
      #expect(layout.hasApplicationIcon)
    }

    @Test("The Players dialog grows with its seats: Start stays in view after Add Seat")
    func playersDialogGrowsWithItsSeats() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween", "--players", "Ana,Ben"])
      let layout = try app.layout { $0.cards.count == 16 && $0.playersButton != nil }
      try app.click(try #require(layout.playersButton))
      let dialog = try app.window(titled: WindowLabels.players)
      var shown = try app.layout { $0.playersAdd != nil && $0.playersStart != nil }
      for _ in 0..<2 {
        let add = try #require(shown.playersAdd)
        try app.click(add, inWindow: dialog)
        shown = try app.layout { ($0.playersAdd?.y ?? 0) > add.y && $0.isSettled }
      }
      let start = try #require(shown.playersStart)
      let height = try #require(shown.playersDialogHeight)
      #expect(
        start.y + start.height <= height,
        "Start at \(start) in a dialog \(height) px tall, after two seats were added")
    }

    /// Issue 23: "with a players bar, 16 cards lie 6 + 6 + 4". Full rows where they cost little,
    /// the biggest cards where room is scarce (`CardGrid`): the window's sizes measured, with no
    /// seats, two and four, and the rows the cards lie in, top to bottom. At 600 × 704 under
    /// four seats the cards lay 8 × 2 at 67 px wide, where 6 + 6 + 4 gives 89 px.
    @Test(arguments: [
      (1100, 760, 0, [4, 4, 4, 4]), (1100, 760, 2, [8, 8]), (1100, 760, 4, [8, 8]),
      (1920, 1080, 2, [8, 8]), (1920, 1080, 4, [8, 8]),
      (600, 800, 2, [4, 4, 4, 4]), (600, 800, 4, [4, 4, 4, 4]), (600, 704, 4, [6, 6, 4]),
      (500, 420, 2, [8, 8]), (500, 420, 4, [8, 8]),
    ])
    func cardsLieInFullRowsWhereTheyCostLittle(
      width: Int, height: Int, seats: Int, rows: [Int]
    ) throws {
      let names = ["Ana", "Ben", "Cy", "Di"].prefix(seats).joined(separator: ",")
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween"] + (seats > 0 ? ["--players", names] : []))
      try app.resize(width: width, height: height)
      let layout = try app.layout {
        $0.cards.count == 16 && $0.seats.count == seats && $0.isSettled
          && abs($0.width - width) <= 12 && abs($0.height - height) <= 12
      }
      let perRow = Dictionary(grouping: layout.cards, by: \.y).sorted { $0.key < $1.key }
        .map(\.value.count)
      #expect(perRow == rows, "cards 16 at \(width) × \(height) with \(seats) seats")
      // Beside the board, the theme list keeps its own width (it took 42 % at 1920 px).
      if layout.isSideBySide {
        let chooser = try #require(layout.chooser)
        #expect(chooser.width <= 300, "the theme list is \(chooser.width) px wide")
      }
    }
  }
}
