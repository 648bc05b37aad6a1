import Foundation
import Memorize
import Testing

@testable import MemorizeGTK

/// Every word the window shows comes from the catalogs (`WindowLabels`, `Labels`, `Phrases`),
/// so it is translated: no English literal is handed to a label, button, tooltip, menu, title or
/// accessible name in Apps/GTK/Sources.
@Suite("The window's words come from the catalogs")
struct WindowWordsTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  /// The calls whose text argument a player reads or a screen reader says. A literal right after
  /// one of these (on the same line) is a user-visible word.
  static let showingCalls = [
    "Widgets.label(", "Widgets.button(", "tooltip:", "set_tooltip_text(", "accessible_label(",
    "set_title(", "set_description(", "set_comments(", "set_developer_name(",
    "set_placeholder_text(", "new_with_label(", "g_menu_append(", "StatusLine(name:",
    "adw_toast_new(", "add_response(", "title:", "setText(", "addTheme(named:",
    "set_application_name(", "message_dialog_new(", "Player(name:",
  ]

  /// Literals that are not words anyone reads: the application's name, which every language
  /// keeps (window lists and tests find the window by it), and the ids of a message dialog's
  /// responses.
  static let allowed: Set<String> = ["Memorize", "keep", "deal", "close"]

  /// The literal arguments of showing calls in `source` that hold a word (two letters in a row),
  /// with their line numbers. Interpolated literals count too: their words are English.
  static func englishArguments(in source: String) -> [(line: Int, text: String)] {
    var found: [(Int, String)] = []
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated() {
      let code = line.trimmingCharacters(in: .whitespaces)
      if code.hasPrefix("//") { continue }
      for call in showingCalls {
        var rest = line[...]
        while let range = rest.range(of: call) {
          rest = rest[range.upperBound...]
          for text in literals(after: rest, labelled: call.hasSuffix(":"))
          where hasWord(text) && !allowed.contains(text) {
            found.append((number + 1, text))
          }
        }
      }
    }
    return found
  }

  /// The literals a call's text may be: right after a label (`tooltip: "…"`), or among the
  /// call's arguments on the line — leaving out style classes (`classes: […]`) and action
  /// names (`win.…`, `app.…`), which nobody reads.
  static func literals(after text: Substring, labelled: Bool) -> [String] {
    var found: [String] = []
    var rest = text
    var depth = 0
    while let character = rest.first {
      if labelled && character != " " && character != "\"" { break }
      if character == "(" { depth += 1 }
      if character == ")" {
        if depth == 0 { break }
        depth -= 1
      }
      if character == "\"" {
        let body = rest.dropFirst()
        guard let end = body.firstIndex(of: "\"") else { break }
        let literal = String(body[..<end])
        let before = text[..<rest.startIndex]
        let isClass =
          before.range(of: "classes:", options: .backwards).map {
            !before[$0.upperBound...].contains("]")
          } ?? false
        if !isClass && !literal.hasPrefix("win.") && !literal.hasPrefix("app.") {
          found.append(literal)
        }
        if labelled { break }
        rest = body[body.index(after: end)...]
        continue
      }
      rest = rest.dropFirst()
    }
    return found
  }

  /// Whether a literal holds a word (two letters in a row) outside its interpolations: what an
  /// interpolation holds is code (`"\(count)"` shows a number, not a word).
  static func hasWord(_ text: String) -> Bool {
    var run = 0
    var depth = 0
    var escaped = false
    for character in text {
      if depth > 0 {
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        continue
      }
      if escaped {
        escaped = false
        if character == "(" {
          depth = 1
          run = 0
          continue
        }
      } else if character == "\\" {
        escaped = true
        run = 0
        continue
      }
      run = character.isLetter ? run + 1 : 0
      if run >= 2 { return true }
    }
    return false
  }

  @Test("The scanner finds English handed to widgets and lets catalog words through")
  func scanner() {
    let source = """
      let a = Widgets.button("New Game") {}
      gtk_widget_set_tooltip_text(button, WindowLabels.newGameTooltip)
      memorize_set_accessible_label(row, "Seat \\(index) name")
      let b = Widgets.iconButton("go-next-symbolic", tooltip: "Back") {}
      let c = Widgets.label(classes: ["heading"])
      g_menu_append(menu, WindowLabels.newGame, "win.new-game")
      Shortcut(accelerators: ["<Control>n"], title: WindowLabels.newGameShortcut, action: "app.x")
      Widgets.setText(label, "Deck: \\(count)")
      let d = Widgets.label("\\(value)", classes: ["title-3"])
      // Widgets.label("a comment")
      gtk_window_set_title(cast(window), "Memorize")
      adw_status_page_set_icon_name(cast(page), "starred-symbolic")
      """
    #expect(
      Self.englishArguments(in: source).map(\.text) == [
        "New Game", "Seat \\(index) name", "Back", "Deck: \\(count)",
      ])
  }

  @Test("Apps/GTK/Sources hands no English literal to a widget")
  func noEnglishLiterals() throws {
    let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
    var checked = 0
    var offenders: [String] = []
    while let url = files?.nextObject() as? URL {
      // memorize-gtk-baseline is memorize-bench's bare GTK window, which no player sees.
      guard url.pathExtension == "swift", !url.path.contains("/memorize-gtk-baseline/") else {
        continue
      }
      checked += 1
      for (line, text) in Self.englishArguments(in: try String(contentsOf: url, encoding: .utf8)) {
        offenders.append("\(url.lastPathComponent):\(line): \"\(text)\"")
      }
    }
    #expect(checked > 20, "no sources under \(Self.sources.path)")
    #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
  }

  @Test("The shortcuts window and --help speak the pseudo-locale, every title translated")
  func shortcutsAreTranslated() {
    Localization.withLanguage(.pseudo) {
      let titles =
        Shortcuts.groups.map(\.title) + Shortcuts.groups.flatMap(\.shortcuts).map(\.title)
      // 3 groups, 18 shortcuts (Ctrl+E and Ctrl+I among them).
      #expect(titles.count == 21)
      for title in titles {
        #expect(title.hasPrefix("[") && title.hasSuffix("]"), "\(title) is not from the catalog")
      }
      #expect(Shortcuts.builderXML.contains(Shortcuts.groups[0].title))
    }
    Localization.withLanguage(.simplifiedChinese) {
      #expect(Shortcuts.groups.map(\.title) == ["游戏中", "窗口", "形色牌比赛"])
    }
  }
}

/// The statistics chart's axis writes its numbers as every face does.
@Suite struct ChartAxisTests {
  /// A Set row's chart read "-31" with a hyphen beside "−31" everywhere else (pt-54b 10).
  @MainActor @Test func aNegativeLowestScoreHasATrueMinusSign() {
    let labels = StatisticsPage.axisLabels(scores: [12, -31, 4])
    #expect(labels.high == "12")
    #expect(labels.low == "\u{2212}31")
    let positive = StatisticsPage.axisLabels(scores: [3, 9])
    #expect(positive.high == "9" && positive.low == "0")
  }
}
