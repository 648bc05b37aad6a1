import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23 (a stranger's play-test under Xvfb): what a screen reader finds in the window.
  @Suite("Words a screen reader finds in the window")
  struct SpokenWords {
    /// A theme row's number of pairs read "·  8 对", two spaces after the dot.
    @Test(arguments: [("en", "· 8 pairs"), ("zh_CN", "· 8 对")])
    func aThemeRowsPairsTakeOneSpace(language: String, expected: String) throws {
      let app = try RunningApp(
        ["--language", language, "--seed", "3", "--theme", "Halloween"],
        environment: ["GTK_A11Y": "atspi"])
      _ = try app.layout { $0.cards.count == 16 && $0.rows["halloween"] != nil }
      let tree = try #require(
        try Probe(appName: "Memorize", steps: ["wait", "1", "dump"]).dumps.first)
      let labels = tree.nodes.filter { $0.role == "label" }.map(\.name)
      #expect(labels.contains(expected), "\(labels)")
      #expect(!labels.contains { $0.contains("·  ") }, "\(labels)")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// After a Matchismo game ended, the Set tab's unseen "Announcements" line still held
    /// Matchismo's ending for a screen reader to find there. Switching sections empties it.
    @Test func switchingSectionsLeavesTheLastSectionsWordsBehind() throws {
      let home = try homeWhereGameIsOver(.matchismo)
      let app = try RunningApp([], home: home)
      let ended = try app.layout {
        $0.section == Section.matchismo.rawValue && $0.matchismoEnding != nil
          && !$0.announcer.isEmpty
      }
      #expect(ended.announcer.contains("Game over!"), "\(ended.announcer)")
      try app.key("ctrl+Page_Down")
      let set = try app.layout { $0.section == Section.set.rawValue && $0.isSettled }
      #expect(set.announcer == "", "the Set tab holds \(set.announcer)")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// Issue 23 (play-test): after a Memorize game ended, the "Announcements" line kept "Game
    /// over! … wins in 1:21" for the whole next game. A new game empties it.
    @Test func aNewGameLeavesTheLastGamesEndingBehind() throws {
      let home = try homeWhereGameIsOver(.memorize)
      let app = try RunningApp([], home: home)
      let ended = try app.layout { $0.memorizeEnding != nil && !$0.announcer.isEmpty }
      #expect(ended.announcer.contains("Game over!"), "\(ended.announcer)")
      try app.key("ctrl+n")
      let dealt = try app.layout {
        $0.memorizeEnding == nil && $0.cards.count == 16 && $0.isSettled
      }
      #expect(dealt.announcer == "", "a new game holds \(dealt.announcer)")
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// Issue 23 (play-test): Space on a card after a Matchismo game ended put "Already
    /// matched." where the ending's line was. The view model says a refusal over an ending
    /// aloud (the announcer) and leaves the board's line to the ending.
    @Test func aRefusalAfterTheEndLeavesTheEndingsLine() throws {
      let home = try homeWhereGameIsOver(.matchismo)
      let app = try RunningApp([], home: home)
      let ended = try app.layout {
        $0.section == Section.matchismo.rawValue && $0.matchismoEnding != nil && $0.isSettled
      }
      try app.key("ctrl+b")
      try app.key("space")
      let refusals = [ChoiceRefusal.alreadyMatched, .gameOver].map(Phrases.refusal)
      let refused = try app.layout { refusals.contains($0.announcer) }
      #expect(refused.matchismoOutcome == ended.matchismoOutcome)
      #expect(refused.matchismoEnding == ended.matchismoEnding)
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// The shortcuts window drew Space and Enter as "␣" and "⏎" and Esc as "Escape", while
    /// `--help` says "Space", "Enter" and "Esc": the key caps say what `--help` says.
    @Test func theShortcutsWindowNamesKeysAsHelpDoes() throws {
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween"], environment: ["GTK_A11Y": "atspi"])
      _ = try app.layout { $0.cards.count == 16 }
      try app.key("ctrl+question")
      _ = try app.window(titled: WindowLabels.keyboardShortcuts)
      let tree = try #require(
        try Probe(
          appName: "Memorize", steps: ["until-name", "Page Down", "10", "dump"]
        ).dumps.first)
      let keys = tree.nodes.filter { $0.role == "label" }.map(\.name)
      for key in ["Space", "Enter", "Esc"] { #expect(keys.contains(key), "\(key) in \(keys)") }
      for key in ["␣", "⏎", "Escape"] { #expect(!keys.contains(key), "\(key) in \(keys)") }
    }

    /// Playing a theme shows a toast; Tab from the cards then stopped on its close button,
    /// which a screen reader called "GtkImage". It is named "Dismiss", in the player's language.
    @Test(arguments: ["en", "zh_CN"])
    func aToastsCloseButtonIsNamed(language: String) throws {
      let app = try RunningApp(
        ["--language", language, "--seed", "3"], environment: ["GTK_A11Y": "atspi"])
      let layout = try app.layout { $0.rows["faces"] != nil && $0.isSettled }
      try app.click(try #require(layout.rows["faces"]))
      let dismiss = Localization.withLanguage(language == "en" ? .english : .simplifiedChinese) {
        WindowLabels.dismiss
      }
      let tree = try #require(
        try Probe(appName: "Memorize", steps: ["until-name", dismiss, "5", "dump"]).dumps.first)
      let buttons = tree.nodes.filter { $0.role == "push button" }.map(\.name)
      #expect(buttons.contains(dismiss), "\(buttons)")
      #expect(!buttons.contains { $0.hasPrefix("Gtk") || $0.hasPrefix("Adw") }, "\(buttons)")
    }
  }
}
