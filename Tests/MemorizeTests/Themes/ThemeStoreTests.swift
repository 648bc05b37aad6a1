import CardGames
import Foundation
import Observation
import Testing

@testable import Memorize

/// Each intent, with the exact state it leaves and the file it saves.
@Suite struct ThemeStoreTests {
  /// A store on a fresh folder, with ids "theme-1", "theme-2"…
  private static func makeStore(in directory: TemporaryDirectory) -> ThemeStore {
    var next = 0
    return ThemeStore(file: file(in: directory), now: Date(timeIntervalSince1970: 0)) {
      next += 1
      return "theme-\(next)"
    }
  }

  private static func file(in directory: TemporaryDirectory) -> JSONFile<ThemeStore.Document> {
    JSONFile(url: directory.file("themes.json"))
  }

  /// What a second store reads back from the file: proof that the change was saved.
  private static func reloaded(from directory: TemporaryDirectory) -> ThemeStore.Document? {
    guard case .loaded(let document) = file(in: directory).load(now: Date()) else { return nil }
    return document
  }

  private static let halloween = Theme.halloween

  @Test func aFirstLaunchHasTheBuiltInsAndWritesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }

    let store = Self.makeStore(in: directory)

    #expect(store.themes == Theme.builtIns)
    #expect(store.problem == nil)
    #expect(store.theme(withID: "sports") == Theme.builtIns[1])
    #expect(store.theme(withID: "nope") == nil)
    #expect(try directory.contents() == [])
  }

  @Test func addingAThemeAppendsItWithStarterEmojiAndSaves() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)

    let added = store.addingTheme(named: "  Birds ")

    let expected = Theme(
      id: "theme-1", name: "Birds", emoji: ["🆕", "➕", "📝", "❓", "🔤", "✨"], pairs: .fixed(4),
      color: RGBAColor(red8: 0x4A, green8: 0x90, blue8: 0xE2))
    #expect(added == expected)
    #expect(store.themes == Theme.builtIns + [expected])
    #expect(
      Self.reloaded(from: directory) == ThemeStore.Document(themes: Theme.builtIns + [expected]))
  }

  /// Issue 23: the theme editor's new theme showed 😀, the Faces theme's first emoji, so the
  /// entry looked like a real theme.
  @Test("A new theme is plainly new: 🆕 first, no emoji of a built-in theme")
  func newThemeLooksNew() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)
    let added = store.addingTheme(named: "")
    #expect(added.emoji.first == "🆕")
    let builtIn = Set(Theme.builtIns.flatMap(\.emoji))
    #expect(added.emoji.allSatisfy { !builtIn.contains($0) }, "\(added.emoji)")
    #expect(added.emoji.allSatisfy { $0.unicodeScalars.count == 1 })
  }

  @Test func addedThemesGetUniqueNamesAndCleanedNames() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)

    let first = store.addingTheme(named: "")
    let second = store.addingTheme(named: "New Theme")
    let hostile = store.addingTheme(named: "Evil\u{1B}[2J\u{7}\nName")
    let sports = store.addingTheme(named: "Sports")

    #expect(
      [first, second, hostile, sports].map(\.name) == [
        "New Theme", "New Theme 2", "Evil[2JName", "Sports 2",
      ])
    #expect(
      [first, second, hostile, sports].map(\.id) == ["theme-1", "theme-2", "theme-3", "theme-4"])
  }

  @Test func addedThemesNeverReuseAnID() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var ids = ["halloween", "", "fresh"].makeIterator()
    let store = ThemeStore(file: Self.file(in: directory)) { ids.next() ?? "spare" }

    #expect(store.addingTheme(named: "X").id == "fresh")
  }

  @Test func renamingChangesOnlyTheName() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)

    let problems = store.rename(id: "halloween", to: "  Spooky  ")

    var expected = Self.halloween
    expected.name = "Spooky"
    #expect(problems == [])
    #expect(store.themes == [expected] + Theme.builtIns.dropFirst())
    #expect(Self.reloaded(from: directory)?.themes == store.themes)
  }

  @Test(arguments: [
    ("   ", ThemeEditProblem.theme(.missingName)),
    ("Bad\u{1B}[31mName", .controlCharacterInName),
    ("Two\nLines", .controlCharacterInName),
    ("Sneaky\u{202E}txt", .controlCharacterInName),
    (String(repeating: "x", count: 61), .nameTooLong(limit: 60)),
  ])
  func unusableNamesAreRefused(name: String, problem: ThemeEditProblem) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)

    #expect(store.rename(id: "halloween", to: name) == [problem])
    #expect(store.themes == Theme.builtIns)
    #expect(try directory.contents() == [])
  }

  @Test(
    "A name another theme answers to is refused on the name field, whatever its case, width or language",
    arguments: [
      ("Animals", "Animals"), ("animals", "Animals"), ("ＡＮＩＭＡＬＳ", "Animals"),
      ("  Sports ", "Sports"),
      ("运动", "Sports"),
    ])
  func namesOfOtherThemesAreRefused(name: String, other: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)

    let problems = store.rename(id: "halloween", to: name)
    #expect(problems == [.nameTaken(other)])
    #expect(problems.map(\.field) == [.name])
    #expect(problems.map(\.description) == ["Another theme is already called “\(other)”."])
    #expect(store.themes == Theme.builtIns)
    #expect(try directory.contents() == [])
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        store.rename(id: "halloween", to: name).map(\.description) == [
          "已有主题叫“\(Theme.builtIns.first { $0.name == other }?.localizedName ?? "")”。"
        ])
    }
    // Its own name, in another case, is no clash.
    #expect(store.rename(id: "animals", to: "ANIMALS") == [])
    #expect(store.theme(named: "animals")?.id == "animals")
  }

  @Test func aSixtyCharacterNameIsAllowed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)
    let name = String(repeating: "👻", count: 60)

    #expect(store.rename(id: "halloween", to: name) == [])
    #expect(store.themes[0].name == name)
  }

  @Test func intentsOnAMissingThemeReportIt() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)
    let unknown = ThemeEditProblem.unknownTheme(id: "gone")

    #expect(store.rename(id: "gone", to: "X") == [unknown])
    #expect(store.delete(id: "gone") == [unknown])
    #expect(store.move(id: "gone", to: 0) == [unknown])
    #expect(store.addEmoji("🐶", to: "gone") == [unknown])
    #expect(store.removeEmoji("🐶", from: "gone") == [unknown])
    #expect(store.restoreEmoji("🐶", to: "gone") == [unknown])
    #expect(store.setPairs(.allEmoji, for: "gone") == [unknown])
    #expect(store.setColor(RGBAColor(red: 1, green: 0, blue: 0), for: "gone") == [unknown])
    #expect(store.themes == Theme.builtIns)
    #expect(unknown.description == "That theme no longer exists.")
  }

  @Test func deletingRemovesTheThemeAndItsRemovedEmoji() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)
    store.removeEmoji("👻", from: "halloween")

    #expect(store.delete(id: "halloween") == [])

    #expect(store.themes == Array(Theme.builtIns.dropFirst()))
    #expect(store.removedEmoji(for: "halloween") == [])
    #expect(Self.reloaded(from: directory) == ThemeStore.Document(themes: store.themes))
  }

  @Test func theLastThemeCannotBeDeleted() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)
    for theme in Theme.builtIns.dropLast() { store.delete(id: theme.id) }

    #expect(store.delete(id: "music") == [.lastTheme])

    #expect(store.themes.map(\.id) == ["music"])
    #expect(
      ThemeEditProblem.lastTheme.description
        == "The last theme cannot be deleted; there would be nothing to play.")
  }

  @Test func movingByOffsetsFollowsListDragAndDrop() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)
    for theme in Theme.builtIns.suffix(5) { store.delete(id: theme.id) }
    // halloween, sports, animals, faces

    #expect(store.move(fromOffsets: [0, 2], toOffset: 4) == [])
    #expect(store.themes.map(\.id) == ["sports", "faces", "halloween", "animals"])

    #expect(store.move(fromOffsets: [3], toOffset: 0) == [])
    #expect(store.themes.map(\.id) == ["animals", "sports", "faces", "halloween"])

    #expect(store.move(fromOffsets: [1], toOffset: 2) == [])
    #expect(store.themes.map(\.id) == ["animals", "sports", "faces", "halloween"])

    #expect(store.move(fromOffsets: [4], toOffset: 0) == [.invalidPosition])
    #expect(store.move(fromOffsets: [0], toOffset: 5) == [.invalidPosition])
    #expect(store.move(fromOffsets: [], toOffset: 0) == [.invalidPosition])
    #expect(
      Self.reloaded(from: directory)?.themes.map(\.id) == [
        "animals", "sports", "faces", "halloween",
      ])
  }

  @Test func movingByIDPutsTheThemeAtTheIndex() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)

    #expect(store.move(id: "halloween", to: 2) == [])
    #expect(store.themes.prefix(4).map(\.id) == ["sports", "animals", "halloween", "faces"])

    #expect(store.move(id: "music", to: 0) == [])
    #expect(store.themes.map(\.id).first == "music")
    #expect(store.themes.count == Theme.builtIns.count)

    #expect(store.move(id: "music", to: 9) == [.invalidPosition])
    #expect(store.move(id: "music", to: -1) == [.invalidPosition])
    #expect(Self.reloaded(from: directory)?.themes == store.themes)
  }

  @Test func addingEmojiAddsEachCharacterAndReportsRepeats() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)

    let problems = store.addEmoji("🦉 🦄🦉👻\u{200B}🦉", to: "halloween")

    #expect(
      problems == [
        .theme(.duplicateEmoji("🦉")), .theme(.duplicateEmoji("👻")),
        .theme(.invisibleCharacter("\u{200B}")),
      ])
    #expect(store.themes[0].emoji == Self.halloween.emoji + ["🦉", "🦄"])
    #expect(Self.reloaded(from: directory)?.themes[0] == store.themes[0])
    #expect(
      problems.map(\.description) == [
        "🦉 appears more than once; each emoji may be used once.",
        "👻 appears more than once; each emoji may be used once.",
        "U+200B is not a visible character.",
      ])
  }

  @Test func addingOnlyRepeatsChangesNothingAndSavesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)

    #expect(store.addEmoji("👻👻", to: "halloween") == [.theme(.duplicateEmoji("👻"))])
    #expect(store.themes == Theme.builtIns)
    #expect(try directory.contents() == [])
  }

  @Test func aThemeHoldsAtMostTwoHundredEmoji() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)
    // 250 distinct single-scalar characters from the CJK block: all visible, one column each.
    let many = (0..<250).map { String(UnicodeScalar(0x4E00 + $0)!) }

    let problems = store.addEmoji(many.joined(), to: "halloween")

    #expect(problems == [.tooManyEmoji(limit: 200)])
    #expect(store.themes[0].emoji == Self.halloween.emoji + many.prefix(200 - 12))
    #expect(
      ThemeEditProblem.tooManyEmoji(limit: 200).description == "A theme can have at most 200 emoji."
    )
  }

  @Test func aHugePasteStopsEarly() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)

    let problems = store.addEmoji("🦉" + String(repeating: "👻", count: 1_000_000), to: "halloween")

    #expect(problems == [.theme(.duplicateEmoji("👻")), .tooManyEmoji(limit: 200)])
    #expect(store.themes[0].emoji == Self.halloween.emoji + ["🦉"])
  }

  @Test func absurdlyComplexCharactersAreRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)
    let zalgo = "a" + String(repeating: "\u{301}", count: 40)

    #expect(store.addEmoji(zalgo, to: "halloween") == [.characterTooComplex])
    #expect(store.themes == Theme.builtIns)
  }

  @Test func removedEmojiAreRememberedAndCanBeRestored() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)

    #expect(store.removeEmoji("🎃", from: "halloween") == [])
    #expect(store.removeEmoji("👻", from: "halloween") == [])
    #expect(store.themes[0].emoji == Array(Self.halloween.emoji.dropFirst(2)))
    #expect(store.removedEmoji(for: "halloween") == ["🎃", "👻"])
    #expect(store.removedEmoji(for: "sports") == [])
    #expect(
      Self.reloaded(from: directory)
        == ThemeStore.Document(themes: store.themes, removedEmoji: ["halloween": ["🎃", "👻"]]))

    #expect(store.restoreEmoji("🎃", to: "halloween") == [])
    #expect(store.themes[0].emoji == Array(Self.halloween.emoji.dropFirst(2)) + ["🎃"])
    #expect(store.removedEmoji(for: "halloween") == ["👻"])

    // Adding a removed emoji by hand also takes it off the removed list.
    #expect(store.addEmoji("👻", to: "halloween") == [])
    #expect(store.removedEmoji(for: "halloween") == [])
    #expect(Self.reloaded(from: directory) == ThemeStore.Document(themes: store.themes))

    #expect(store.restoreEmoji("👻", to: "halloween") == [.emojiNotRemoved("👻")])
    #expect(store.removeEmoji("🐶", from: "halloween") == [.emojiNotInTheme("🐶")])
  }

  @Test func reloadingBringsRemovedEmojiBack() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)
    store.removeEmoji("🎃", from: "halloween")

    let reopened = Self.makeStore(in: directory)

    #expect(reopened.themes == store.themes)
    #expect(reopened.removedEmoji(for: "halloween") == ["🎃"])
    #expect(reopened.problem == nil)
  }

  @Test func aThemeKeepsAtLeastTwoEmoji() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)
    for symbol in Self.halloween.emoji.dropFirst(2) { store.removeEmoji(symbol, from: "halloween") }

    let problems = store.removeEmoji("👻", from: "halloween")

    #expect(problems == [.theme(.tooFewEmoji(count: 1))])
    #expect(problems.map(\.description) == ["A theme needs at least 2 emoji; it has 1."])
    #expect(store.themes[0].emoji == ["👻", "🎃"])
    #expect(store.removedEmoji(for: "halloween") == Array(Self.halloween.emoji.dropFirst(2)))
  }

  @Test func pairsAndColourCanBeSet() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)
    let red = RGBAColor(red8: 0xFF, green8: 0, blue8: 0)

    #expect(store.setPairs(.allEmoji, for: "sports") == [])
    #expect(store.setColor(red, for: "sports") == [])
    #expect(store.setPairs(.fixed(0), for: "animals") == [.theme(.invalidPairCount(0))])

    var sports = Theme.builtIns[1]
    sports.pairs = .allEmoji
    sports.color = red
    #expect(store.themes == [Theme.builtIns[0], sports] + Theme.builtIns.dropFirst(2))
    #expect(Self.reloaded(from: directory)?.themes == store.themes)
  }

  @Test func changesAreObservable() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)
    let changed = Flag()

    withObservationTracking {
      _ = store.themes
    } onChange: {
      changed.raise()
    }
    store.rename(id: "sports", to: "Games")

    #expect(changed.isRaised)
  }
}

/// Set from an observation callback, read by the test.
private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false

  func raise() { lock.withLock { raised = true } }
  var isRaised: Bool { lock.withLock { raised } }
}

/// Issue 15, problem 6: the editor's rules, in the store so every front end has them.
@Suite struct ThemeStoreInputRules {
  private static func makeStore(in directory: TemporaryDirectory) -> ThemeStore {
    ThemeStore(
      file: JSONFile(url: directory.file("themes.json")), now: Date(timeIntervalSince1970: 0))
  }

  @Test func lettersDigitsAndPunctuationAreNotEmoji() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)

    let problems = store.addEmoji("abc🦉1,", to: "halloween")

    #expect(problems == [.notEmoji("abc1,")])
    #expect(problems.map(\.field) == [.emoji])
    #expect(
      problems.first?.description
        == "“abc1,” is not emoji: a card shows one emoji or symbol, such as 🐶.")
    #expect(store.themes[0].emoji == Theme.halloween.emoji + ["🦉"])
  }

  @Test(arguments: ["❤️", "☀️", "🌧", "👍🏽", "🇺🇸", "👨‍👩‍👧", "1️⃣", "中", "♠", "✓\u{301}", "🦉"])
  func picturesAreAccepted(_ symbol: String) throws {
    #expect(ThemeStore.isPicture(try #require(symbol.first)))
  }

  @Test(arguments: ["a", "Z", "é", "e\u{301}", "1", "#", "ж", "あ", "¿"])
  func wordsAreNot(_ symbol: String) throws {
    #expect(!ThemeStore.isPicture(try #require(symbol.first)))
  }

  @Test func pairsBeyondTheEmojiAreRefusedNotClamped() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = Self.makeStore(in: directory)
    let emojiCount = Theme.halloween.emoji.count

    #expect(store.pairRange(for: "halloween") == 2...emojiCount)
    let problems = store.setPairs(.fixed(40), for: "halloween")

    #expect(problems == [.pairsOutOfRange(count: 40, allowed: 2...emojiCount)])
    #expect(problems.map(\.field) == [.pairs])
    #expect(
      problems.first?.description
        == "40 pairs is too many: this theme has emoji for 2 to \(emojiCount) pairs.")
    #expect(store.themes[0] == Theme.halloween, "nothing changed")
    #expect(store.setPairs(.fixed(emojiCount), for: "halloween") == [])
    #expect(Phrases.pairRange(2...emojiCount) == "2 to \(emojiCount): one pair per emoji")
  }

  @Test func everyProblemNamesItsField() {
    #expect(ThemeEditProblem.nameTooLong(limit: 60).field == .name)
    #expect(ThemeEditProblem.theme(.missingName).field == .name)
    #expect(ThemeEditProblem.theme(.tooFewEmoji(count: 1)).field == .emoji)
    #expect(ThemeEditProblem.theme(.invalidPairCount(0)).field == .pairs)
    #expect(ThemeEditProblem.lastTheme.field == .theme)
  }
}
