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
