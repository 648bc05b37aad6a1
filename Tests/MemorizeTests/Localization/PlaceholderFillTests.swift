import CardGames
import Testing

@testable import Memorize

@Suite("Placeholders: filled by name, byte by byte")
struct PlaceholderFillTests {
  @Test("Each named placeholder takes its value; {count} its number; others stay as written")
  func namedValuesFill() {
    #expect(
      Placeholders.fill("{name} has {score} points", ["name": "Ana", "score": 3])
        == "Ana has 3 points")
    #expect(Placeholders.fill("{count} pairs", [:], count: 8) == "8 pairs")
    #expect(Placeholders.fill("{count} pairs", [:]) == "{count} pairs")
    #expect(Placeholders.fill("{who} and {name}", ["name": "Ben"]) == "{who} and Ben")
    #expect(Placeholders.fill("no placeholder", ["name": "Ben"]) == "no placeholder")
  }

  @Test("Text around placeholders keeps every character: emoji, Chinese, combining marks")
  func charactersAroundPlaceholdersAreKept() {
    #expect(Placeholders.fill("🐶{a}👨‍👩‍👧{b}é", ["a": "小明", "b": "🇫🇷"]) == "🐶小明👨‍👩‍👧🇫🇷é")
    #expect(Placeholders.fill("轮到{name}。", ["name": "小红"]) == "轮到小红。")
    // A value is never read as a placeholder itself.
    #expect(Placeholders.fill("{a}{b}", ["a": "{b}", "b": "x"]) == "{b}x")
  }

  /// Chinese text takes a space where it meets Latin letters or digits and none beside
  /// full-width punctuation (po/STYLE.zh_CN.md, rule 3), whichever the value turns out to be: a
  /// name the player typed, a built-in theme's Chinese name, a computer's "电脑（高手）".
  @Test("Where a value meets Chinese text, the space follows the catalog's rule")
  func chineseSpacingFollowsTheValue() {
    #expect(Placeholders.fill("轮到{name}", ["name": "Ana"]) == "轮到 Ana")
    #expect(Placeholders.fill("轮到{name}", ["name": "小红"]) == "轮到小红")
    #expect(Placeholders.fill("仍在玩{theme}。", ["theme": "Fruit"]) == "仍在玩 Fruit。")
    #expect(Placeholders.fill("{name}获胜", ["name": "Ben 2"]) == "Ben 2 获胜")
    #expect(Placeholders.fill("{name} 喊 Set！", ["name": "电脑（高手）"]) == "电脑（高手）喊 Set！")
    #expect(Placeholders.fill("{name} 喊 Set！", ["name": "Ana"]) == "Ana 喊 Set！")
    #expect(Placeholders.fill("{name} 喊 Set！", ["name": "你"]) == "你喊 Set！")
    #expect(Placeholders.fill("轮到 {name}。", ["name": "小红"]) == "轮到小红。")
    #expect(Placeholders.fill("扣 {points}", ["points": "1 分"]) == "扣 1 分")
    #expect(Placeholders.fill("请 {when}", ["when": "（稍后）"]) == "请（稍后）")
    // English text is left as it is, whatever the value.
    #expect(Placeholders.fill("{name} wins", ["name": "电脑（高手）"]) == "电脑（高手） wins")
    #expect(Placeholders.fill("{name}'s turn", ["name": "小明"]) == "小明's turn")
  }

  @Test("An unclosed or empty brace stays as written")
  func unclosedBracesStay() {
    #expect(Placeholders.fill("{name} {unclosed", ["name": "Ana"]) == "Ana {unclosed")
    #expect(Placeholders.fill("{", [:]) == "{")
    #expect(Placeholders.fill("}{}{", [:]) == "}{}{")
    #expect(Placeholders.fill("a{}b", ["": "x"]) == "axb")
  }
}

@Suite("Checks a frame makes without making a board")
@MainActor
struct CheapChecksTests {
  @Test("hasBoard says exactly whether board(of:) has one, before and after a deal")
  func hasBoardAgreesWithBoard() {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 5)
    for section in Section.allCases {
      #expect(app.hasBoard(of: section) == (app.board(of: section) != nil))
    }
    #expect(!app.hasBoard(of: .memorize))
    app.send(.playTheme(id: app.defaultThemeID))
    for section in Section.allCases {
      #expect(app.hasBoard(of: section) == (app.board(of: section) != nil))
    }
    #expect(app.hasBoard(of: .memorize))
    #expect(!app.hasBoard(of: .statistics))
  }

  @Test("A theme's playability is checked again when the theme changes")
  func playabilityFollowsTheTheme() {
    let home = TemporaryLocations()
    let store = ThemeStore(locations: home.locations)
    var theme = Theme.halloween
    #expect(store.isPlayable(theme))
    theme.emoji = ["👻"]
    #expect(!store.isPlayable(theme))
    theme.emoji = ["👻", "🎃"]
    #expect(store.isPlayable(theme))
  }
}
