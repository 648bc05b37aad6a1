import Testing

@testable import Memorize

/// The theme editors' Pairs field while a number is typed (``PairsEntry``): nothing reaches the
/// theme until the number is committed and one the theme can have.
@Suite("The Pairs field's typing")
struct PairsEntryTests {
  /// A theme of twelve emoji dealing 8 pairs: 2 to 12 allowed.
  private let theme = ThemePresentation(
    id: "halloween", name: "Halloween", storedName: "Halloween",
    emoji: Array(repeating: "👻", count: 12), removedEmoji: [], pairs: 8, pairRange: 2...12,
    pairsText: "8 pairs", colour: Colour(red: 1, green: 0.5, blue: 0), isPlayable: true,
    hasSuggestedName: false, isInPlay: false)

  @Test("2 then 0: no edit, 20 shown and refused as too many; Enter keeps it; Esc shows the 8 kept")
  func refusedWhileTyping() {
    var entry = PairsEntry()
    entry.type("2", for: theme)
    #expect(entry.shown(for: theme) == "2")
    #expect(entry.refusal == nil, "2 is on its way to a number")
    entry.type("0", for: theme)
    #expect(entry.shown(for: theme) == "20")
    #expect(entry.refusal == .pairsOutOfRange(count: 20, allowed: 2...12))
    let result1 = entry.commit(for: theme)
    #expect(result1 == nil)
    #expect(entry.shown(for: theme) == "20", "a refused number stays in the field")
    #expect(entry.refusal?.description.hasPrefix("20 pairs is too many") == true)
    let result2 = entry.cancel()
    #expect(result2)
    #expect(entry == PairsEntry())
    #expect(entry.shown(for: theme) == "8")
    let result3 = entry.cancel()
    #expect(!result3, "nothing left to drop: Esc leaves the editor")
  }

  @Test("Closing the editor keeps a number the theme can have, drops a refused one or none")
  func closing() {
    var entry = PairsEntry()
    entry.type("5", for: theme)
    #expect(entry.close(for: theme) == .setPairs(5))
    #expect(entry == PairsEntry())
    entry.type("4", for: theme)
    entry.type("0", for: theme)
    #expect(entry.close(for: theme) == nil, "40 is refused: no theme has it")
    #expect(entry == PairsEntry())
    entry.type("1", for: theme)
    #expect(entry.close(for: theme) == nil, "1 is too few")
    #expect(entry.close(for: theme) == nil, "nothing typed")
  }

  @Test("1 and 2 then commit: setPairs(12), and the field shows the theme's pairs again")
  func committed() {
    var entry = PairsEntry()
    entry.type("1", for: theme)
    entry.type("x", for: theme)
    entry.type("2", for: theme)
    #expect(entry.shown(for: theme) == "12")
    let result4 = entry.commit(for: theme)
    #expect(result4 == .setPairs(12))
    #expect(!entry.isTyping)
    let result5 = entry.commit(for: theme)
    #expect(result5 == nil, "nothing typed: nothing to send")
  }

  @Test("1 then commit: refused as too few; Backspace then 5 and commit: setPairs(5)")
  func tooFewThenCorrected() {
    var entry = PairsEntry()
    entry.type("1", for: theme)
    let result6 = entry.commit(for: theme)
    #expect(result6 == nil)
    #expect(entry.refusal == .pairsOutOfRange(count: 1, allowed: 2...12))
    #expect(entry.refusal?.description.hasPrefix("1 pair is too few") == true)
    entry.erase(for: theme)
    #expect(entry == PairsEntry())
    entry.type("5", for: theme)
    let result7 = entry.commit(for: theme)
    #expect(result7 == .setPairs(5))
  }

  @Test("Backspace on 20 leaves 2, no longer refused; a fourth digit starts a new number")
  func eraseAndFourthDigit() {
    var entry = PairsEntry()
    entry.type("2", for: theme)
    entry.type("0", for: theme)
    entry.erase(for: theme)
    #expect(entry.shown(for: theme) == "2")
    #expect(entry.refusal == nil)
    entry.cancel()
    for digit in "9995" { entry.type(digit, for: theme) }
    #expect(entry.shown(for: theme) == "5")
    #expect(entry.refusal == nil)
  }

  @Test("An arrow steps from the number shown, within the range, and ends the typing")
  func step() {
    var entry = PairsEntry()
    let result8 = entry.step(by: 1, for: theme)
    #expect(result8 == .setPairs(9))
    entry.type("3", for: theme)
    let result9 = entry.step(by: -1, for: theme)
    #expect(result9 == .setPairs(2))
    #expect(!entry.isTyping)
    entry.type("2", for: theme)
    entry.type("0", for: theme)
    let result10 = entry.step(by: 1, for: theme)
    #expect(result10 == .setPairs(12))
  }
}
