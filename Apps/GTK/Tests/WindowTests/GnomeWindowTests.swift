import CardGames
import Foundation
import Memorize
import Testing

/// The Halloween back, as the screenshots show it (`Theme.halloween`'s colour).
private let halloweenBack = Screenshot.Color(hex: 0xF28C28)

/// Where the tests leave the screenshots they judge: `MEMORIZE_GTK_SCREENSHOTS`, or the build folder.
private var screenshotFolder: URL {
  if let folder = ProcessInfo.processInfo.environment["MEMORIZE_GTK_SCREENSHOTS"] {
    return URL(fileURLWithPath: folder)
  }
  return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".build/screenshots")
}

/// Saves the window's part of the screen as a PNG, for people to look at.
private func saveScreenshot(of app: RunningApp, named name: String) throws {
  try FileManager.default.createDirectory(at: screenshotFolder, withIntermediateDirectories: true)
  try Tool.run(
    "import",
    ["-window", app.windowID, screenshotFolder.appendingPathComponent("\(name).png").path])
}

/// The smallest size the X window `id` asks the window manager for (its WM_NORMAL_HINTS),
/// once it asks for one: a window just mapped on a loaded machine may not have set its hints
/// yet (CI read none once).
private func minimumSize(of id: String) throws -> (width: Int, height: Int) {
  var found: Substring?
  _ = try waitUntil {
    let hints = String(
      decoding: try Tool.run("xprop", ["-id", id, "WM_NORMAL_HINTS"]), as: UTF8.self)
    // "program specified minimum size: 506 by 502"
    found = hints.split(separator: "\n").first { $0.contains("minimum size:") }
    return found != nil
  }
  let line = try #require(found, "window \(id) asks for no minimum size")
  let numbers = line.split(separator: ":").last?.split(separator: " ").compactMap { Int($0) } ?? []
  try #require(numbers.count == 2, "no minimum size in \(line)")
  return (numbers[0], numbers[1])
}

extension RunningApp {
  /// The X ids of the app's visible windows, dialogs included.
  fileprivate func visibleWindows() throws -> [String] {
    guard
      let data = try? Tool.run(
        "xdotool",
        [
          "search", "--onlyvisible", "--all", "--pid", "\(process.processIdentifier)", "--name",
          ".",
        ])
    else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}

/// A home with a statistics file of `count` finished Memorize themes, written with the view
/// models.
private func homeWithStatistics(records count: Int) -> URL {
  homePrepared(seed: 0) { model in
    for index in 0..<count {
      let key = Statistics.Key(game: .memorize, themeID: "theme-\(index)")
      model.statistics.gameStarted(key)
      model.statistics.gameFinished(key, score: index - 3, seconds: Double(30 + index))
    }
  }.home
}

extension WindowTests {
  /// Issue 15, problems 1, 2 and 8: any size, a folding split view, one instance.
  @Suite("An adaptive GNOME window")
  struct Adaptive {
    /// Problem 2: the window goes down to a phone's 360 px, and every size shows the whole board.
    @Test(arguments: [(360, 640), (800, 600), (1366, 768), (1920, 1080)])
    func everySizeFitsTheBoard(width: Int, height: Int) throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      try app.resize(width: width, height: height)
      // Folded below the width of the chooser beside a board.
      let sideBySide = width >= 1000
      // Settled: at narrow widths the view switcher bar slides in after the fold and the board
      // shrinks to make room, so a report from before that has the cards where they no longer are.
      let fits: (LayoutReport) -> Bool = {
        $0.isSettled && $0.cards.count == 16 && abs($0.width - width) <= 12
          && abs($0.height - height) <= 12 && $0.isSideBySide == sideBySide
          && ($0.chooser != nil) == sideBySide
      }
      let layout = try app.layout(where: fits)
      let size = try app.windowSize()
      #expect(size.width <= width + 12 && size.height <= height + 12, "got \(size)")
      let origin = try app.windowOrigin()
      for card in layout.cards {
        #expect(card.x >= 0 && card.y >= 0)
        #expect(card.x + card.width <= layout.width + 12 && card.y + card.height <= layout.height)
        #expect(card.width >= 40, "cards stay big enough to tell apart")
      }
      // Judged where the latest report puts the cards, should anything still move.
      #expect(
        try app.screenUntil { shot in
          let latest = (try? app.layout(seconds: 1, where: fits)) ?? layout
          let cards = latest.cards.map { $0.offset(by: origin) }
          return cards.allSatisfy { shot.fraction(of: halloweenBack, in: $0) > 0.8 }
        }, "every card is on screen, face down")
      try saveScreenshot(of: app, named: "window-\(width)x\(height)")
    }

    /// Issue 12, item 3: at the default 1100 × 760 the board lies in balanced rows (the rule the
    /// terminal shares, `BalancedGrid`): 16 cards 4 × 4, not 6 + 6 + 4; 20 cards 5 × 4.
    @Test(arguments: [(8, [4, 4, 4, 4]), (10, [5, 5, 5, 5])])
    func theDefaultWindowLaysTheCardsInBalancedRows(pairs: Int, rows: [Int]) throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween", "--pairs", "\(pairs)"])
      let layout = try app.layout { $0.isSettled && $0.cards.count == pairs * 2 }
      #expect(abs(layout.width - 1100) <= 12 && abs(layout.height - 760) <= 12)
      var counts: [Int] = []
      var lastY: Int?
      for card in layout.cards {
        if card.y == lastY, let last = counts.indices.last {
          counts[last] += 1
        } else {
          counts.append(1)
        }
        lastY = card.y
      }
      #expect(counts == rows)
    }

    /// Problem 1: a long Statistics page scrolls instead of making the window taller.
    @Test func aLongStatisticsPageDoesNotGrowTheWindow() throws {
      let home = homeWithStatistics(records: 14)
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"], home: home)
      try app.resize(width: 800, height: 600)
      _ = try app.layout { $0.cards.count == 16 && abs($0.height - 600) <= 12 }
      try app.key("ctrl+Page_Up")
      let statistics = try app.layout { $0.section == "statistics" }
      #expect(abs(statistics.height - 600) <= 12, "the window stays 600 px tall")
      #expect(try app.windowSize().height <= 612)
    }

    /// Problem 2: folded, the game has a way back to the themes and the themes a way back to the
    /// game in progress, which is still there.
    @Test func theFoldedSplitViewGoesBothWays() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      try app.resize(width: 400, height: 700)
      // Settled: the fold slides the panes and the view switcher bar in, and a button is
      // clicked where it stays.
      let game = try app.layout {
        $0.isSettled && !$0.isSideBySide && $0.cards.count == 16 && $0.back != nil
      }
      #expect(game.chooser == nil)
      try app.click(try #require(game.back))
      let chooser = try app.layout {
        $0.isSettled && $0.chooser != nil && $0.game == nil && $0.forward != nil
      }
      #expect(chooser.rows["halloween"] != nil)
      try app.click(try #require(chooser.forward))
      let again = try app.layout {
        $0.isSettled && $0.game != nil && $0.chooser == nil && $0.cards.count == 16
      }
      let origin = try app.windowOrigin()
      #expect(
        try app.screenUntil { shot in
          again.cards.allSatisfy {
            shot.fraction(of: halloweenBack, in: $0.offset(by: origin)) > 0.8
          }
        }, "the same game, still face down")
    }

    /// Problem 8: one instance per session; launching again raises the first window.
    @Test func aSecondLaunchRaisesTheFirstWindow() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      #expect(try app.layout { $0.cards.count == 16 }.presentations == 1)
      let second = Process()
      second.executableURL = RunningApp.executable
      second.arguments = []
      var environment = ProcessInfo.processInfo.environment
      environment["HOME"] = app.home.path
      environment["XDG_CONFIG_HOME"] = app.home.appendingPathComponent("config").path
      environment["XDG_DATA_HOME"] = app.home.appendingPathComponent("data").path
      second.environment = environment
      second.standardOutput = FileHandle.nullDevice
      second.standardError = FileHandle.nullDevice
      try second.run()
      #expect(
        waitUntil(seconds: 10) { !second.isRunning }, "the second launch hands over and exits")
      #expect(second.terminationStatus == 0)
      #expect(try app.layout { $0.presentations == 2 }.presentations == 2)
      // The first app's windows alone, and only those as tall as a window: the suites share
      // one X display, and a tooltip the pointer left over the window is a window of its own.
      let windows = try Tool.run(
        "xdotool",
        [
          "search", "--onlyvisible", "--pid", "\(app.process.processIdentifier)", "--name",
          "^Memorize$",
        ])
      let tall = try String(decoding: windows, as: UTF8.self).split(separator: "\n").filter {
        let geometry = String(
          decoding: try Tool.run("xdotool", ["getwindowgeometry", String($0)]), as: UTF8.self)
        // "  Geometry: 1100x760"
        let size = geometry.split(separator: "\n").first { $0.contains("Geometry:") }?
          .split(separator: " ").last?.split(separator: "x").compactMap { Int($0) }
        return (size?.last ?? 0) > 200
      }
      #expect(tall.count == 1, "\(String(decoding: windows, as: UTF8.self))")
      #expect(app.process.isRunning)

      // pt-55b: a second launch with options said nothing, and the window stayed on Memorize.
      // It says, in one line, that the window open keeps its game.
      let withOptions = Process()
      withOptions.executableURL = RunningApp.executable
      withOptions.arguments = ["--game", "set"]
      withOptions.environment = environment
      let errors = Pipe()
      withOptions.standardOutput = FileHandle.nullDevice
      withOptions.standardError = errors
      try withOptions.run()
      #expect(waitUntil(seconds: 10) { !withOptions.isRunning }, "the launch with options exits")
      #expect(withOptions.terminationStatus == 0)
      let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      #expect(
        said
          == "memorize-gtk: Memorize is already open: its window is raised as it is, without"
          + " these options (they apply when Memorize starts)\n")
      #expect(try app.layout { $0.presentations == 3 }.cards.count == 16)
    }

    /// Problem 2, and "the window never asks for more than the screen": the window and the
    /// dialogs it builds (Players, the theme editor) ask the window manager for a minimum size
    /// (WM_NORMAL_HINTS) within a phone's 360 × 640, in English and in Chinese. Two windows GTK
    /// and libadwaita build are held to what they can do: libadwaita 1.2's About window asks for
    /// 370 px even empty, and GTK 4.8's shortcuts window is exactly as large as its content (it
    /// is not resizable, and made so, it clips its titles rather than wrap them).
    @Test(arguments: [Language.english, .simplifiedChinese])
    func noWindowAsksForMoreThanAPhone(language: Language) throws {
      let environment =
        language == .english
        ? [:] : ["LANG": "zh_CN.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""]
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"], environment: environment)
      let layout = try app.layout {
        $0.cards.count == 16 && $0.playersButton != nil && $0.rows["halloween"] != nil
      }
      var asked = ["main window": try minimumSize(of: app.windowID)]
      let row = try #require(layout.rows["halloween"])
      let openers: [(name: String, open: () throws -> Void)] = [
        ("Players", { try app.click(try #require(layout.playersButton)) }),
        (
          "theme editor",
          {
            // The row's Edit button sits at its right end.
            try app.click(
              LayoutReport.Rect(x: row.x + row.width - 50, y: row.y, width: 20, height: row.height))
          }
        ),
        ("shortcuts", { try app.key("ctrl+question") }),
        (
          "About",
          {
            // F10 opens the primary menu on its first item; About is the last.
            try app.chooseFromPrimaryMenu(["Up"])
          }
        ),
      ]
      for opener in openers {
        let before = Set(try app.visibleWindows())
        try opener.open()
        var opened: [String] = []
        _ = try waitUntil {
          opened = try app.visibleWindows().filter { !before.contains($0) }
          return !opened.isEmpty
        }
        let dialog = try #require(opened.first, "the \(opener.name) window opens")
        // Laid out once shown: the size it asks for, once it no longer changes.
        let size = try settled { try [minimumSize(of: dialog)].map { [$0.width, $0.height] }[0] }
        asked[opener.name] = (size[0], size[1])
        try Tool.run("xdotool", ["windowfocus", "--sync", dialog])
        try Tool.run("xdotool", ["key", "Escape"])
        #expect(
          waitUntil { (try? app.visibleWindows().contains(dialog)) == false },
          "Escape closes the \(opener.name) window")
      }
      #expect(asked.count == 5)
      let ours = ["main window", "Players", "theme editor"]
      for (name, size) in asked.sorted(by: { $0.key < $1.key }) where ours.contains(name) {
        #expect(size.width <= 360 && size.height <= 640, "\(name) asks for \(size)")
      }
      let about = try #require(asked["About"])
      #expect(about.width <= 370 && about.height <= 640, "About asks for \(about)")
    }

    /// Problem 8: Ctrl+? opens the keyboard shortcuts window; Escape closes it.
    @Test func theShortcutsWindowOpensAndEscapeClosesIt() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      _ = try app.layout { $0.cards.count == 16 }
      try app.key("ctrl+question")
      #expect(
        waitUntil {
          (try? Tool.run("xdotool", ["search", "--onlyvisible", "--name", "^Keyboard Shortcuts$"]))
            != nil
        }, "a window titled Keyboard Shortcuts")
      try Tool.run("xdotool", ["key", "Escape"])
      #expect(
        waitUntil {
          (try? Tool.run("xdotool", ["search", "--onlyvisible", "--name", "^Keyboard Shortcuts$"]))
            == nil
        }, "Escape closes it")
      #expect(app.process.isRunning)
    }
  }
}

extension WindowTests {
  /// Issue 15, problem 5: play from the keyboard without wandering off the board.
  @Suite("Keyboard play")
  struct Keyboard {
    private static let cardFace = Screenshot.Color(hex: 0xFFFEF8)

    @Test func focusStartsOnTheBoardAndTheArrowsStayOnIt() throws {
      let deal = EmojiMemoryGame(
        theme: .halloween, seed: 3, timeSource: ManualTimeSource(), statistics: Statistics()
      ).cards.map(\.content)
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      let layout = try app.layout { $0.cards.count == 16 && $0.isSideBySide }
      let origin = try app.windowOrigin()
      let cards = layout.cards.map { $0.offset(by: origin) }
      // Up and Left from the first card stop at the board's edge; Space chooses it.
      try app.key("Up")
      try app.key("Left")
      try app.key("space")
      #expect(
        try app.screenUntil { shot in shot.fraction(of: Self.cardFace, in: cards[0]) > 0.5 },
        "the first card has the focus from the start")
      let twin = try #require(deal.indices.first { $0 != 0 && deal[$0] == deal[0] })
      try app.click(layout.cards[twin])
      #expect(
        try app.screenUntil { shot in
          [0, twin].allSatisfy {
            shot.fraction(of: Colors.board, in: cards[$0], inset: 0.05) > 0.95
          }
        }, "the pair is matched and fades")
      // The focus left the matched card for one in play: Space turns exactly one more card.
      try app.key("space")
      let others = cards.indices.filter { $0 != 0 && $0 != twin }
      #expect(
        try app.screenUntil { shot in
          others.filter { shot.fraction(of: Self.cardFace, in: cards[$0]) > 0.5 }.count == 1
        }, "Space chooses a card in play, not the invisible matched one")
    }

    /// Issue 23: Ctrl+B takes the keyboard back to the cards from the theme list (it took 20
    /// Tabs); Space then turns the first card.
    @Test func controlBGoesToTheCards() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      _ = try app.layout { $0.cards.count == 16 && $0.isSideBySide }
      // Back over Players… and New Theme (Hint is off at a fresh deal) into the theme list,
      // one Tab stop.
      for _ in 0..<3 { try app.key("shift+Tab") }
      _ = try app.layout { $0.focusedRow != nil }
      try app.key("Up")
      try app.key("ctrl+b")
      try app.key("space")
      let turned = try app.layout { $0.facesUp == 1 }
      #expect(turned.gone == 0)
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
      #expect(app.savedModel().memorize?.theme.id == "halloween", "no theme was chosen meanwhile")
    }

    /// The theme list marks the theme in play, not the row the keyboard is on.
    @Test func theThemeInPlayStaysMarkedWhileTheFocusMovesThroughTheList() throws {
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween"])
      let layout = try app.layout {
        $0.cards.count == 16 && $0.isSideBySide && $0.rows.count == Theme.builtIns.count
      }
      let origin = try app.windowOrigin()
      // From the first card back past the buttons above the board into the theme list (one
      // stop, entered at its last row, below Halloween's), then up the list and back down.
      for _ in 0..<3 { try app.key("shift+Tab") }
      _ = try app.layout { $0.focusedRow == "music" }
      try app.key("Up")
      _ = try app.layout { $0.focusedRow == "plants" }
      try app.key("Down")
      _ = try app.layout { $0.focusedRow == "music" }
      // The focus ring drawn: the screen no longer changes.
      let shot = try settled { try Screenshot.take() }
      // Each row's own background, in its left padding, before the colour swatch.
      let backgrounds = layout.rows.mapValues { row in
        shot.color(x: origin.x + row.x + 4, y: origin.y + row.midY)
      }
      let marked = try #require(backgrounds["halloween"])
      let others = backgrounds.filter { $0.key != "halloween" }
      #expect(others.values.allSatisfy { !$0.isClose(to: marked, tolerance: 6) }, "\(backgrounds)")
      #expect(Set(others.values.map(\.description)).count == 1, "every other row alike")
      // The focus was on another row all along: Enter there plays that theme (the last one).
      try app.key("Return")
      _ = try app.layout { _ in true }
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
      #expect(app.savedModel().memorize?.theme.id == Theme.builtIns.last?.id)
    }
  }
}

/// The board's background (`Palette.board`).
private enum Colors {
  static let board = Screenshot.Color(hex: 0xE4E9F0)
}

extension WindowTests {
  /// Issue 15, problem 3: the board follows the desktop's dark style.
  @Suite("Dark style")
  struct DarkStyle {
    @Test func aDarkDesktopGetsADarkBoardAndDarkFaces() throws {
      let home = newTestHome()
      // What GNOME Settings' "Dark" writes, in GLib's key-file settings backend.
      let settings = home.appendingPathComponent("config/glib-2.0/settings")
      try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
      try Data("[org/gnome/desktop/interface]\ncolor-scheme='prefer-dark'\n".utf8).write(
        to: settings.appendingPathComponent("keyfile"))
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween"], home: home,
        environment: ["GSETTINGS_BACKEND": "keyfile"])
      let layout = try app.layout { $0.cards.count == 16 && $0.isSideBySide }
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
      try saveScreenshot(of: app, named: "window-dark")
    }
  }
}

extension WindowTests {
  /// Issue 15, problem 7: a real end of the game, and a clock that only runs in front of the player.
  @Suite("Game over and the clock")
  struct GameOverAndClock {
    /// A two-pair Halloween game (seed 3) played to its end by clicks, each flip and match
    /// waited on through the probe.
    static func playedToTheEnd() throws -> RunningApp {
      var theme = Theme.halloween
      theme.pairs = .fixed(2)
      let deal = EmojiMemoryGame(
        theme: theme, seed: 3, timeSource: ManualTimeSource(), statistics: Statistics()
      ).cards.map(\.content)
      let app = try RunningApp(["--seed", "3", "--theme", "Halloween", "--pairs", "2"])
      let layout = try app.layout { $0.cards.count == 4 && $0.playAgain == nil }
      var chosen = Set<Int>()
      for index in deal.indices where !chosen.contains(index) {
        let twin = try #require(deal.indices.first { $0 != index && deal[$0] == deal[index] })
        chosen.formUnion([index, twin])
        let gone = chosen.count - 2
        try app.click(layout.cards[index])
        _ = try app.layout { $0.facesUp == 1 && $0.gone == gone }
        try app.click(layout.cards[twin])
        _ = try app.layout { $0.facesUp == 0 && $0.gone == gone + 2 }
      }
      return app
    }

    @Test func theEndOfAGameOffersPlayAgain() throws {
      let app = try Self.playedToTheEnd()
      let over = try app.layout { $0.playAgain != nil }
      try app.click(try #require(over.playAgain))
      // A new deal of the theme's own 8 pairs: `--pairs` was for the launched game only.
      let again = try app.layout { $0.playAgain == nil && $0.cards.count == 16 }
      let origin = try app.windowOrigin()
      #expect(
        try app.screenUntil { shot in
          again.cards.allSatisfy {
            shot.fraction(of: halloweenBack, in: $0.offset(by: origin)) > 0.8
          }
        }, "a new deal, face down")
    }

    /// Issue 23: once the game is over the keyboard is on Play Again, not on a card nobody sees:
    /// Return deals again.
    @Test func returnPlaysAgainOnceTheGameIsOver() throws {
      let app = try Self.playedToTheEnd()
      _ = try app.layout { $0.playAgain != nil }
      try app.key("Return")
      let again = try app.layout { $0.playAgain == nil && $0.gone == 0 }
      #expect(again.cards.count == 16, "a new deal, of the theme's own 8 pairs")
    }

    /// Folded, the Themes page takes the board's place: the clock stops while it is in front.
    @Test(.enabled(if: FakeClock.library != nil, "libfaketime is not installed (faketime)"))
    func theClockStopsWhileTheThemesPageCoversTheBoard() throws {
      let clock = try FakeClock()
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween"], environment: clock.environment)
      try app.resize(width: 400, height: 700)
      let game = try app.layout {
        $0.isSettled && !$0.isSideBySide && $0.cards.count == 16 && $0.back != nil
      }
      try app.click(game.cards[0])  // the first move starts the clock
      try app.click(try #require(game.back))
      let themes = try app.layout { $0.isSettled && $0.chooser != nil && $0.forward != nil }
      // A hundred seconds on the Themes page, at once (less than the longest gap a steady
      // clock takes for time played: had the clock run, they would count).
      try clock.advance(to: "+100")
      try app.click(try #require(themes.forward))
      _ = try app.layout { $0.isSettled && $0.game != nil && $0.chooser == nil }
      // Then thirty seconds of play, which do count: the window does read this clock.
      try clock.advance(to: "+130")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
      let saved = try #require(app.savedModel().memorize)
      #expect(saved.flipCount == 1)
      #expect(
        (30..<50).contains(saved.elapsed),
        "thirty seconds of play, and none of the hundred on the Themes page (\(saved.elapsed))")
    }

    @Test(.enabled(if: FakeClock.library != nil, "libfaketime is not installed (faketime)"))
    func theClockStopsWhileADialogCoversTheBoard() throws {
      let clock = try FakeClock()
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween"], environment: clock.environment)
      let layout = try app.layout { $0.cards.count == 16 }
      try app.click(layout.cards[0])  // the first move starts the clock
      try app.key("ctrl+question")
      #expect(
        waitUntil {
          (try? Tool.run("xdotool", ["search", "--onlyvisible", "--name", "^Keyboard Shortcuts$"]))
            != nil
        })
      // A hundred seconds with the dialog over the board, at once (less than the longest gap
      // a steady clock takes for time played: had the clock run, they would count).
      try clock.advance(to: "+100")
      try Tool.run("xdotool", ["key", "Escape"])
      #expect(
        waitUntil {
          (try? Tool.run("xdotool", ["search", "--onlyvisible", "--name", "^Keyboard Shortcuts$"]))
            == nil
        })
      // Then thirty seconds of play, which do count: the window does read this clock.
      try clock.advance(to: "+130")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
      let model = app.savedModel()
      let game = try #require(model.memorize)
      #expect(game.flipCount == 1)
      #expect(
        (30..<50).contains(game.elapsed),
        "thirty seconds of play, and none of the hundred behind a dialog (\(game.elapsed))")
    }
  }
}
