import CardGames
import Foundation
import Memorize
import Testing

/// The star's gold on the ending's page (`Palette.star`), light and dark.
private enum StarColors {
  static let light = Screenshot.Color(hex: 0xB07800)
  static let dark = Screenshot.Color(hex: 0xF5C211)
}

extension Screenshot.Color {
  /// The WCAG contrast ratio of two opaque colours, from 1 (none) to 21.
  fileprivate func contrast(with other: Screenshot.Color) -> Double {
    func luminance(_ color: Screenshot.Color) -> Double {
      func channel(_ byte: Int) -> Double {
        let value = Double(byte) / 255
        return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * channel(color.red) + 0.7152 * channel(color.green)
        + 0.0722 * channel(color.blue)
    }
    let (a, b) = (luminance(self), luminance(other))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}

extension WindowTests {
  /// Four things a stranger found in the window (issue 44): the header's counters spaced a
  /// Chinese label from its value twice, the seats broke mid-phrase at 400 px, the ending's
  /// star was grey, and a computer's turn was read as "thinking..." with three dots.
  @Suite("What a stranger found in the window")
  struct StrangerNotes {
    /// "Ana: 0 pairs" keeps its space between label and value; "Ana：0 对" has it in its
    /// full-width colon alone, where it showed "Ana：  0 对". A label ending in a word ("用时",
    /// "Time") keeps the space.
    @Test(arguments: PlayLanguage.allCases)
    func aCounterSpacesItsLabelFromItsValueOnce(in language: PlayLanguage) throws {
      let app = try RunningApp(
        [
          "--players", "Ana,Ben", "--seed", "3", "--language",
          language == .english ? "en" : "zh_CN",
        ])
      let shown = try app.layout { $0.counters.count >= 3 && $0.counterGaps.count >= 3 }
      let labels = shown.counters.map(\.label)
      let expected = language == .english ? ["Ana:", "Ben:", "Time"] : ["Ana：", "Ben：", "用时"]
      #expect(labels == expected)
      let gaps = language == .english ? [6, 6, 6] : [0, 0, 6]
      #expect(shown.counterGaps == gaps, "\(labels): \(shown.counterGaps)")
    }

    /// At 400 px, four seats flow onto more lines of chips. A chip would break only between its
    /// phrases ("🤖 Computer (good) · 0 pairs ·" / "0 pts", never "Cy · 0" / "pairs ·" nor "🤖"
    /// / "Computer"), and only when wider than a line of its own: the row breaks between chips
    /// first, so here every chip reads on one line.
    @Test(arguments: PlayLanguage.allCases)
    func aSeatBreaksOnlyBetweenItsPhrasesAt400Pixels(in language: PlayLanguage) throws {
      let app = try RunningApp(
        [
          "--players", "Ana,Ben,Cy", "--vs-computer", "good", "--seed", "3",
          "--language", language == .english ? "en" : "zh_CN",
        ])
      _ = try app.layout { $0.seatLines.count == 4 }
      try app.resize(width: 400, height: 700)
      let shown = try app.layout { $0.width == 390 && $0.isSettled && $0.seatLines.count == 4 }
      let expected = language.words {
        let computer = Player(name: Phrases.computerName(.good), computerLevel: .good)
        return ["▶ " + Phrases.standing(Player(name: "Ana"))]
          + ["Ben", "Cy"].map { Phrases.standing(Player(name: $0)) }
          + ["🤖 " + Phrases.standing(computer)]
      }
      let lines = (0..<4).map { shown.seatLines[$0] ?? [] }
      #expect(lines.map { $0.joined() } == expected, "\(lines)")
      for seat in lines {
        // Every line but the last ends after a separator and its space.
        #expect(seat.dropLast().allSatisfy { $0.hasSuffix(" · ") }, "broken mid-phrase: \(seat)")
      }
      #expect(lines.allSatisfy { $0.count == 1 }, "each seat on one line: \(lines)")
      #expect(Set(shown.seats.map(\.y)).count > 1, "the chips on more lines: \(shown.seats)")
      #expect(shown.seats.count == 4)
      #expect(shown.seats.allSatisfy { $0.x + $0.width <= 390 }, "\(shown.seats)")
    }

    /// The ending's star is gold, not the status page's grey, and stands out from the page
    /// (3:1, WCAG's bar for a graphic) in the light style and in the dark.
    @Test(arguments: [false, true])
    func theEndingsStarIsGold(dark: Bool) throws {
      let (home, _) = try matchismoHome(matches: nil)
      let app = try RunningApp(
        [], home: home, environment: dark ? ["GTK_THEME": "Adwaita:dark"] : [:])
      let shown = try app.layout {
        $0.section == "matchismo" && $0.matchismoEnding != nil && $0.endingStar != nil
      }
      // The image spans the page's width; its icon is the square in its middle.
      let image = try #require(shown.endingStar).offset(by: try app.windowOrigin())
      let side = min(image.width, image.height)
      let star = LayoutReport.Rect(
        x: image.midX - side / 2, y: image.midY - side / 2, width: side, height: side)
      let gold = dark ? StarColors.dark : StarColors.light
      var seen = (gold: 0.0, background: Screenshot.Color(0, 0, 0))
      #expect(
        try app.screenUntil { shot in
          // Beside the star, left of its box: the page behind it.
          let background = shot.color(x: max(0, star.x - 4), y: star.midY)
          seen = (shot.fraction(of: gold, in: star, inset: 0), background)
          return seen.gold > 0.2
        }, "the star mostly gold: \(seen) in \(star)")
      #expect(gold.contrast(with: seen.background) >= 3, "against \(seen.background)")
    }

    /// A computer's turn reads as the view model says it, with its one ellipsis character
    /// ("Computer (good) is thinking…"), on the status line and through AT-SPI; never "...".
    @Test(arguments: PlayLanguage.allCases)
    func aComputersTurnSaysTheViewModelsWords(in language: PlayLanguage) throws {
      let app = try RunningApp(
        [
          "--players", "Ana", "--vs-computer", "good", "--seed", "3",
          "--language", language == .english ? "en" : "zh_CN",
        ],
        environment: ["GTK_A11Y": "atspi"])
      defer { app.stop() }
      _ = try app.layout { $0.cards.count == 16 && $0.seatLines.count == 2 }
      let turn = language.words {
        Phrases.turn(of: Player(name: Phrases.computerName(.good), computerLevel: .good))
      }
      #expect(turn.hasSuffix("…") && !turn.contains("..."))
      let board = language.words { WindowLabels.cards }
      // Ana turns two cards that are no pair (seed 3): the computer's turn comes. The tree is
      // read first: GTK 4.8 sends a widget's events once a reader has met it.
      let probe = try Probe(
        appName: "Memorize",
        steps: ["board", board, "dump", "card", "0", "wait", "0.3", "card", "1", "wait", "1"])
      #expect(probe.errors.isEmpty, "\(probe.errors)")
      let heard = probe.events.filter {
        $0.type == "object:text-changed:insert" && $0.role == "status bar"
      }.compactMap(\.text)
      #expect(heard.contains { $0.hasSuffix(turn) }, "\(heard)")
      #expect(!heard.contains { $0.contains("...") }, "\(heard)")
    }
  }
}
