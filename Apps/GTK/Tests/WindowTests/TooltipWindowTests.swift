import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23's Chinese window: the primary menu's tooltip "主菜单" stood one character a line,
  /// over the open menu. Each tooltip is judged by the X window GTK shows it in (its size, and
  /// whether there is one), the pointer moved over the widget with real X events.
  @Suite("The window's tooltips")
  struct Tooltips {
    /// A player whose locale is Simplified Chinese, as gettext reads the environment.
    static let chinese = ["LANG": "zh_CN.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": ""]
    /// The tallest a tooltip of one line stands here: one line is 34 px, two 53 px, three 72 px.
    static let oneLine = 42

    @Test(
      "In Chinese every tooltip of the window lies on one line, wide and narrow, at a Set race",
      arguments: [
        (1100, 760, ["--theme", "Halloween"], 5), (500, 420, ["--theme", "Halloween"], 6),
        (500, 420, ["--game", "set", "--players", "Ana,Ben,Cy,Di"], 11),
      ])
    func chineseTooltipsLieOnOneLine(
      width: Int, height: Int, arguments: [String], tooltips: Int
    ) throws {
      let app = try RunningApp(["--seed", "3"] + arguments, environment: Self.chinese)
      try app.resize(width: width, height: height)
      // Memorize: New Game (its words, or its icon and the theme list's Back when narrow), the
      // primary menu, the score counters' rule, Hint and Players…; a Set race: New Game, the
      // menu, each person's Set! and 3 More, and Players… (no Deal 3 More: each person has one).
      let layout = try app.layout {
        $0.isSettled && abs($0.width - width) <= 12 && $0.tooltips.count == tooltips
      }
      for (rect, text) in layout.tooltips {
        let tip = try #require(try Self.tooltip(of: app, over: rect), "no tooltip for “\(text)”")
        #expect(tip.height <= Self.oneLine, "“\(text)”: a tooltip \(tip.width)×\(tip.height) px")
        #expect(tip.width > tip.height, "“\(text)”: a tooltip \(tip.width)×\(tip.height) px")
      }
    }

    @Test("The primary menu's tooltip does not show over its own open menu, and shows again after")
    func noTooltipOverItsOwnOpenMenu() throws {
      let app = try RunningApp(
        ["--seed", "3", "--theme", "Halloween"], environment: Self.chinese)
      let mainMenu = Localization.withLanguage(.simplifiedChinese) { WindowLabels.mainMenu }
      let layout = try app.layout {
        $0.cards.count == 16 && $0.isSettled && $0.tooltips.contains { $0.text == mainMenu }
      }
      let button = try #require(layout.tooltips.first { $0.text == mainMenu }?.rect)
      try app.click(button)
      _ = try app.layout { $0.isMenuOpen }
      // The menu is the one window beside the main one, the pointer resting on its button.
      try Tool.run(
        "xdotool", ["mousemove", "--window", app.windowID, "\(button.midX + 2)", "\(button.midY)"])
      Thread.sleep(forTimeInterval: 2)
      let shown = try Self.popups(of: app)
      #expect(shown.count == 1, "windows beside the main one: \(shown)")
      #expect(try app.layout().isMenuOpen)
      // Closed, the button has its tooltip again.
      try app.key("Escape")
      _ = try app.layout { !$0.isMenuOpen }
      let tip = try #require(try Self.tooltip(of: app, over: button), "no tooltip after the menu")
      #expect(tip.height <= Self.oneLine)
    }

    /// The size of the tooltip shown once the pointer comes over `rect` (window coordinates)
    /// from outside it, or `nil` when none shows within 5 s.
    static func tooltip(of app: RunningApp, over rect: LayoutReport.Rect) throws -> (
      width: Int, height: Int
    )? {
      // Away from every widget with a tooltip first: the counters' row, at its left end.
      try Tool.run("xdotool", ["mousemove", "--window", app.windowID, "2", "60"])
      _ = waitUntil(seconds: 3) { (try? popups(of: app))?.isEmpty == true }
      try Tool.run(
        "xdotool", ["mousemove", "--window", app.windowID, "\(rect.midX)", "\(rect.midY)"])
      var found: (width: Int, height: Int)?
      _ = waitUntil(seconds: 5) {
        found = (try? popups(of: app))?.first
        return found != nil
      }
      // Shown, a popup keeps the size it was mapped at; read it again once it has settled.
      Thread.sleep(forTimeInterval: 0.3)
      return (try? popups(of: app))?.first ?? found
    }

    /// The size of each visible window of the app besides its main one: a tooltip, a menu.
    static func popups(of app: RunningApp) throws -> [(width: Int, height: Int)] {
      let ids = String(
        decoding: try Tool.run(
          "xdotool", ["search", "--onlyvisible", "--pid", "\(app.process.processIdentifier)"]),
        as: UTF8.self
      ).split(separator: "\n").map(String.init).filter { $0 != app.windowID }
      return try ids.map { id in
        let text = String(
          decoding: try Tool.run("xdotool", ["getwindowgeometry", "--shell", id]), as: UTF8.self)
        var values: [String: Int] = [:]
        for line in text.split(separator: "\n") {
          let pair = line.split(separator: "=")
          if pair.count == 2 { values[String(pair[0])] = Int(pair[1]) }
        }
        return (values["WIDTH"] ?? 0, values["HEIGHT"] ?? 0)
      }
    }
  }
}
