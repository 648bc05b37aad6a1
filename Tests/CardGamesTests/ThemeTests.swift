import CardGames
import Testing

@Suite("Themes")
struct ThemeTests {
  @Test("At least eight built-ins, Halloween first, all valid")
  func builtIns() {
    #expect(Theme.builtIns.count >= 8)
    #expect(Theme.halloween.name == "Halloween")
    for name in ["Halloween", "Sports", "Animals", "Faces"] {
      #expect(Theme.builtIns.contains { $0.name == name })
    }
    #expect(Set(Theme.builtIns.map(\.id)).count == Theme.builtIns.count)
    for theme in Theme.builtIns {
      #expect(theme.problems == [], "\(theme.name)")
    }
  }

  @Test("Built-in emoji are single emoji-presentation scalars: no VS16, no joiner")
  func builtInEmojiAreSingleScalars() {
    for theme in Theme.builtIns {
      for symbol in theme.emoji {
        let scalars = Array(symbol.unicodeScalars)
        #expect(scalars.count == 1, "\(theme.name) \(symbol)")
        #expect(scalars.first?.properties.isEmojiPresentation == true, "\(theme.name) \(symbol)")
      }
    }
  }

  @Test(
    "Pairs are clamped to 2 ... emoji count",
    arguments: [
      (Theme.PairCount.fixed(8), 5), (.fixed(1), 2), (.fixed(-3), 2), (.fixed(3), 3),
      (.allEmoji, 5),
    ])
  func clamping(pairs: Theme.PairCount, expected: Int) {
    let theme = Theme(
      id: "t", name: "T", emoji: ["🐶", "🐱", "🐭", "🐹", "🐰"], pairs: pairs,
      color: RGBAColor(red: 0, green: 0, blue: 0))
    #expect(theme.numberOfPairs == expected)
  }

  @Test("Each problem is reported with a clear message")
  func problems() {
    let theme = Theme(
      id: "bad", name: "  ", emoji: ["🐶", "🐶", "ab", "", "\u{1B}", " "], pairs: .fixed(0),
      color: RGBAColor(red: 1, green: 0, blue: 0))
    #expect(
      theme.problems == [
        .missingName, .duplicateEmoji("🐶"), .notOneCharacter("ab"), .notOneCharacter(""),
        .invisibleCharacter("\u{1B}"), .invisibleCharacter(" "), .invalidPairCount(0),
      ])
    #expect(ThemeProblem.missingName.description == "A theme needs a name.")
    #expect(
      ThemeProblem.duplicateEmoji("🐶").description
        == "🐶 appears more than once; each emoji may be used once.")
    #expect(
      ThemeProblem.notOneCharacter("ab").description
        == "\"U+61 U+62\" is 2 characters; each card shows one.")
    #expect(
      ThemeProblem.invisibleCharacter("\u{1B}").description == "U+1B is not a visible character.")
    #expect(
      ThemeProblem.tooFewEmoji(count: 1).description == "A theme needs at least 2 emoji; it has 1.")
    #expect(!theme.isValid)
  }

  @Test("An empty theme cannot be played")
  func emptyTheme() {
    let theme = Theme(
      id: "e", name: "Empty", emoji: [], pairs: .allEmoji,
      color: RGBAColor(red: 0, green: 0, blue: 0))
    #expect(theme.problems == [.tooFewEmoji(count: 0)])
    #expect(theme.numberOfPairs == 0)
  }

  @Test("Colours round-trip through hex and clamp out-of-range components")
  func colors() throws {
    let color = try #require(RGBAColor(hexString: "#F28C28"))
    #expect(color.hexString == "#F28C28")
    #expect(color.bytes.red == 0xF2 && color.bytes.green == 0x8C && color.bytes.blue == 0x28)
    #expect(RGBAColor(hexString: "12345") == nil)
    #expect(RGBAColor(hexString: "#GG0000") == nil)
    #expect(RGBAColor(red: 2, green: -1, blue: .nan).hexString == "#FF0000")
  }
}
