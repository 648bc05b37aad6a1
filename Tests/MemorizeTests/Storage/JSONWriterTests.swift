import CardGames
import Foundation
import Testing

@testable import Memorize

/// The files' own writer writes what `JSONEncoder` wrote, and the reader reads it back equal.
@Suite struct JSONWriterTests {
  /// What the files were written with before the writer.
  private static func foundation<T: Encodable>(_ value: T) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return [UInt8](try encoder.encode(value))
  }

  /// Every control character, the two that must be escaped, a slash, DEL, and emoji of every
  /// kind players add: VS16, skin tone, flag, ZWJ family, keycap; CJK and an accent.
  static let awkwardStrings = [
    "", String((0..<0x20).map { Character(UnicodeScalar($0)!) }), #"a "quoted" \ back\slash"#,
    "a/b", "\u{7F}", "❤️", "👍🏽", "🇫🇷", "👩‍👩‍👧‍👦", "1️⃣", "中文 名字", "e\u{301}", "\u{FEFF}", "\u{2028}",
  ]

  static let doubles: [Double] = [
    0, -0.0, 0.1, 1.0 / 3, 100, 1e15, 1e16, 1e20, 1e-7, 123_456_789.125, 5e-324,
    .leastNormalMagnitude, .greatestFiniteMagnitude, -.pi, 1_795_000_000.25,
  ]

  private struct Sample: Codable, Equatable {
    var texts: [String]
    var doubles: [Double]
    var integers: [Int64]
    var flags: [Bool]
    var nothing: Int?
    var absent: String?
    var keyed: [String: [Int]]
    var empty: [String: Int]
    var nested: [[Double]]
  }

  private static let sample = Sample(
    texts: awkwardStrings, doubles: doubles, integers: [.min, -1, 0, 1, .max],
    flags: [true, false],
    nothing: nil, absent: "here",
    keyed: ["b": [], "a/1": [1, 2], "a10": [3], "a9": [4], "Z": [5], "_": [6], "é": [7]],
    empty: [:],
    nested: [[], [0.5], [1, 2]])

  @Test("A value with every escape, emoji and awkward double: the bytes JSONEncoder wrote")
  func sameBytesAsFoundation() throws {
    #expect(try JSONWriter().encode(Self.sample) == Self.foundation(Self.sample))
  }

  @Test("On one line: the bytes JSONEncoder wrote for a table's messages, and the value read back")
  func compactAndValue() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let foundation = String(decoding: try encoder.encode(Self.sample), as: UTF8.self)
    #expect(try JSONWriter().compactText(Self.sample) == foundation)
    let readBack = try BoundedJSONDecoder().decode(JSONValue.self, from: Array(foundation.utf8))
    #expect(try JSONWriter().value(Self.sample) == readBack)
  }

  @Test("A small value, exactly")
  func exactText() throws {
    struct Small: Encodable {
      var b = [1.5, 2]
      var a = "x/\"y\"\n😀"
      var c: [Int] = []
      var d: [String: Bool] = [:]
    }
    let text = String(decoding: try JSONWriter().encode(Small()), as: UTF8.self)
    #expect(
      text == """
        {
          "a" : "x/\\"y\\"\\n😀",
          "b" : [
            1.5,
            2
          ],
          "c" : [

          ],
          "d" : {

          }
        }
        """)
  }

  @Test("Read back by the files' reader: every string, double and integer equal")
  func readsBackEqual() throws {
    let bytes = try JSONWriter().encode(Self.sample)
    let read = try BoundedJSONDecoder().decode(Sample.self, from: bytes)
    #expect(read == Self.sample)
    #expect(read.doubles.map(\.bitPattern) == Self.doubles.map(\.bitPattern))
    #expect(
      read.texts.map { Array($0.unicodeScalars) }
        == Self.awkwardStrings.map { Array($0.unicodeScalars) })
  }

  @Test(
    "A number that is not finite is not written", arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteRefused(value: Double) {
    #expect(throws: EncodingError.self) { try JSONWriter().encode([value]) }
  }

  /// A game of each kind in progress, a finished game's statistics and the built-in themes.
  private static func playedApp() throws -> (AppModel, TemporaryLocations) {
    let home = TemporaryLocations()
    let time = ManualTimeSource()
    let app = AppModel(locations: home.locations, timeSource: time, seed: 3)
    app.startMemorize(
      theme: Theme.builtIns[0], seed: 4, players: [Player(name: "Ana 👩‍👩‍👧"), Player(name: "Ben")])
    let memorize = try #require(app.memorize)
    for card in memorize.cards.prefix(7) {
      time.advance(by: 1.25)
      _ = memorize.choose(card)
    }
    app.select(.matchismo)
    for index in 0..<9 { app.matchismo.choose(at: index) }
    app.select(.set)
    for step in 0..<12 {
      let cards = app.set.cardsInPlay
      app.set.choose(cards[(step * 5) % cards.count])
    }
    return (app, home)
  }

  @Test("state.json of games in progress: the bytes JSONEncoder wrote, and it loads back")
  func stateFile() throws {
    let (app, home) = try Self.playedApp()
    let saved = app.savedApp
    let bytes = try JSONWriter().encode(saved)
    #expect(bytes == (try Self.foundation(saved)))
    #expect(app.saveNow())
    let written = try [UInt8](Data(contentsOf: home.stateFile))
    #expect(written == bytes)
    let again = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    #expect(again.notices == [])
    #expect(again.savedApp == saved)
  }

  @Test("With a memory, every state.json is the same bytes, whichever games changed between")
  func rememberedMembersWriteTheSameBytes() throws {
    let (app, _) = try Self.playedApp()
    let memory = JSONWriter.Memory()
    let remembering = JSONWriter(memory: memory)
    var saved = app.savedApp
    #expect(try remembering.encode(saved) == (try JSONWriter().encode(saved)))
    // The Set game changes: written anew, not as remembered.
    let cards = app.set.cardsInPlay
    app.set.choose(cards[1])
    saved = app.savedApp
    let afterSet = try remembering.encode(saved)
    #expect(afterSet == (try JSONWriter().encode(saved)))
    #expect(afterSet == (try Self.foundation(saved)))
    // Only Memorize changes: the others come from the memory, and the bytes are the same.
    app.select(.memorize)
    let memorize = try #require(app.memorize)
    _ = memorize.choose(try #require(memorize.cards.last))
    saved = app.savedApp
    #expect(try remembering.encode(saved) == (try Self.foundation(saved)))
    // The Matchismo game changes after being remembered twice.
    app.matchismo.choose(at: 11)
    saved = app.savedApp
    #expect(try remembering.encode(saved) == (try Self.foundation(saved)))
  }

  @Test("The built-in themes with removed emoji: the bytes JSONEncoder wrote")
  func themesFile() throws {
    let document = ThemeStore.Document(themes: Theme.builtIns, removedEmoji: ["food": ["🍕", "🥨"]])
    #expect(try JSONWriter().encode(document) == (try Self.foundation(document)))
    let read = try BoundedJSONDecoder().decode(
      ThemeStore.Document.self, from: try JSONWriter().encode(document))
    #expect(read == document)
  }

  @Test("Fields a newer version added are written back beside ours")
  func unknownFieldsKept() throws {
    let value = JSONValue.object([
      "version": .integer(1),
      "later": .object(["list": .array([.null, .bool(true), .number(0.25)])]),
      "name": .string("a\tb"),
    ])
    let bytes = try JSONWriter().encode(value)
    #expect(bytes == (try Self.foundation(value)))
    #expect(try BoundedJSONDecoder().decode(JSONValue.self, from: bytes) == value)
  }

  private struct Carrier: Encodable {
    var values: [String: JSONValue]
    var change: JSONValue?
    var list: [JSONValue]
  }

  @Test("JSON values inside a value (a table's patches): the bytes JSONEncoder wrote, both ways")
  func jsonValuesInside() throws {
    let nested = JSONValue.object([
      "b": .array([.integer(.min), .integer(.max), .number(0.1), .number(1e16), .number(-0.0)]),
      "a/1": .object([:]), "a10": .array([]), "é": .string(Self.awkwardStrings[1]),
      "Z": .object(["y": .null, "x": .bool(false)]),
    ])
    let carrier = Carrier(
      values: ["one": nested, "two": .string("👩‍👩‍👧‍👦")], change: nested,
      list: [.null, nested, .array([nested])])
    #expect(try JSONWriter().encode(carrier) == (try Self.foundation(carrier)))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let oneLine = String(decoding: try encoder.encode(carrier), as: UTF8.self)
    #expect(try JSONWriter().compactText(carrier) == oneLine)
    #expect(
      try JSONWriter().value(carrier)
        == (try BoundedJSONDecoder().decode(JSONValue.self, from: Array(oneLine.utf8))))
  }

  @Test("A JSON value holding a number that is not finite is refused, saying where")
  func nonFiniteInsideAJSONValue() throws {
    let carrier = Carrier(
      values: [:], change: nil, list: [.integer(1), .array([.number(.infinity)])])
    do {
      _ = try JSONWriter().compactText(carrier)
      Issue.record("an infinite number was written")
    } catch EncodingError.invalidValue(_, let context) {
      #expect(context.codingPath.map(\.stringValue) == ["list", "Index 1"])
    }
  }

  @Test("A member written twice keeps the second, as JSONEncoder does")
  func memberWrittenTwice() throws {
    struct Twice: Encodable {
      enum Keys: String, CodingKey { case a, b }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .b)
        try container.encode("first", forKey: .a)
        try container.encode(["second"], forKey: .a)
      }
    }
    #expect(try JSONWriter().encode(Twice()) == (try Self.foundation(Twice())))
    #expect(
      try JSONWriter().value(Twice())
        == .object(["a": .array([.string("second")]), "b": .integer(1)]))
  }
}
