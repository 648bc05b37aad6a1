import CardGames
import Foundation
import Testing

@testable import Memorize

/// The decoder that replaced `JSONDecoder` for our files reads what it read, and refuses, before
/// decoding, documents shaped unlike any of ours.
@Suite struct BoundedJSONDecoderTests {
  /// 2026-11-30 14:25:01 UTC.
  let now = Date(timeIntervalSince1970: 1_796_048_701)

  /// The repository's real files: themes in both formats, saved games and statistics (pretty
  /// and compact), and every save-file regression.
  static let realFiles: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folders = [
      "Tests/MemorizeTests/Themes/Files", "Fuzz/corpus/theme-file", "Fuzz/corpus/save-file",
      "Fuzz/regressions/save-file", "Fuzz/regressions/theme-file",
    ]
    return folders.flatMap { folder in
      let url = root.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      return names.filter { $0.hasSuffix(".json") }.sorted().map {
        url.appendingPathComponent($0).path
      }
    }
  }()

  /// What decoding gave, comparable across decoders: the value, or the error's kind and path.
  private static func outcome<T: Decodable & Equatable>(_ decode: () throws -> T) -> String {
    do {
      return "value \(try decode())"
    } catch let DecodingError.typeMismatch(_, context) {
      return "typeMismatch at \(path(context))"
    } catch let DecodingError.valueNotFound(_, context) {
      return "valueNotFound at \(path(context))"
    } catch let DecodingError.keyNotFound(key, context) {
      return "keyNotFound \(key.stringValue) at \(path(context))"
    } catch let DecodingError.dataCorrupted(context) {
      return "dataCorrupted at \(path(context))"
    } catch {
      return "\(error)"
    }
  }

  private static func path(_ context: DecodingError.Context) -> String {
    context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(
      separator: ".")
  }

  /// Decodes with both decoders; values are compared with `==`, errors by kind and path.
  private func both<T: Decodable & Equatable>(_ type: T.Type, _ bytes: [UInt8]) -> (
    ours: String, foundation: String
  ) {
    let ours = Result { try BoundedJSONDecoder().decode(type, from: bytes) }
    let theirs = Result { try JSONDecoder().decode(type, from: Data(bytes)) }
    if case .success(let mine) = ours, case .success(let foundation) = theirs {
      return mine == foundation ? ("equal values", "equal values") : ("\(mine)", "\(foundation)")
    }
    return (Self.outcome { try ours.get() }, Self.outcome { try theirs.get() })
  }

  @Test("Every real file decodes to exactly what JSONDecoder made of it", arguments: realFiles)
  func realFileAsBefore(_ path: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(!bytes.isEmpty)
    let name = URL(fileURLWithPath: path).lastPathComponent
    let results: (ours: String, foundation: String)
    if path.contains("theme") {
      results = both(ThemeStore.Document.self, bytes)
    } else if name.hasPrefix("statistics") {
      results = both(SavedStatistics.self, bytes)
    } else {
      results = both(SavedApp.self, bytes)
    }
    #expect(results.ours == results.foundation)
  }

  @Test(
    "Syntax: accepted and refused exactly as JSONDecoder did",
    arguments: [
      "[1,2]", " [1] ", "[1,]", "[,]", "[1,,2]", "[01]", "[+1]", "[-0]", "[1.0]", "[1e2]",
      "[1.]", "[.5]", "[-]", "[1e]", "[NaN]", "[1] x", "[1] // c", "[1]\n\n", "",
      "\u{FEFF}[1]", "[true]", "[null]", "{\"a\":1}", "[[1]]", "[\"1\"]", "[1", "[1]]",
      "[-9223372036854775808]", "[100000000000000000000e-2]",
    ])
  func syntaxOfIntegers(_ text: String) {
    let results = both([Int].self, Array(text.utf8))
    #expect(results.ours == results.foundation)
  }

  @Test(
    "Strings: escapes, surrogates, control characters and UTF-8 as JSONDecoder read them",
    arguments: [
      #"["\/\b\f\n\r\t\"\\"]"#, #"["\u00e9"]"#, #"["\ud83d\ude00"]"#, #"["\ud800"]"#,
      #"["\udc00"]"#, #"["\ud800\u0041"]"#, #"["\x"]"#, #"["\u00"]"#, "[\"\t\"]", "[\"\u{7F}\"]",
      "[\"\u{1}\"]", #"["é🐶"]"#, "[\"a\"", #"["a",]"#, #"{"\u0061":"x"}"#,
    ])
  func syntaxOfStrings(_ text: String) {
    let results = both([String].self, Array(text.utf8))
    #expect(results.ours == results.foundation)
  }

  @Test("Malformed UTF-8 in a string read is refused at its path; in one never read, ignored")
  func malformedUTF8() {
    for bytes: [UInt8] in [
      [0x5B, 0x22, 0xFF, 0x22, 0x5D], [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D],
      [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D],
      [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D],
    ] {
      // JSONDecoder refused these too, without saying where.
      let results = both([String].self, bytes)
      #expect(results.ours == "dataCorrupted at [0]", "\(bytes)")
      #expect(results.foundation == "dataCorrupted at ", "\(bytes)")
    }
    // A key nobody asks for is not read, so its bytes do not matter (JSONDecoder read every key
    // of an object it decoded, and refused the whole document).
    let unread: [UInt8] = Array(#"{"a":1,""#.utf8) + [0xFF] + Array(#"":2}"#.utf8)
    #expect(both(Pair.self, unread) == ("value Pair(a: 1, b: nil)", "dataCorrupted at "))
  }

  @Test("Doubles and floats as JSONDecoder read them, out-of-range ones refused at their path")
  func numbers() throws {
    // JSONDecoder called these invalid JSON, without a path.
    #expect(both([Int].self, Array("[1.5]".utf8)) == ("dataCorrupted at [0]", "dataCorrupted at "))
    #expect(both([Double].self, Array("[1E+2, -0.0, 2e-3, 1, 0.1]".utf8)).ours == "equal values")
    #expect(
      try BoundedJSONDecoder().decode([Double].self, from: Array("[1E+2, -0.0, 2e-3, 1, 0.1]".utf8))
        == [100, -0.0, 0.002, 1, 0.1])
    #expect(
      Self.outcome { try BoundedJSONDecoder().decode([Double].self, from: Array("[1e400]".utf8)) }
        == "dataCorrupted at [0]")
    #expect(
      Self.outcome { try BoundedJSONDecoder().decode([Float].self, from: Array("[1e300]".utf8)) }
        == "dataCorrupted at [0]")
    #expect(
      Self.outcome {
        try BoundedJSONDecoder().decode([Int].self, from: Array("[9223372036854775808]".utf8))
      } == "dataCorrupted at [0]")
    #expect(
      Self.outcome { try BoundedJSONDecoder().decode([UInt8].self, from: Array("[256]".utf8)) }
        == "dataCorrupted at [0]")
  }

  private struct Pair: Codable, Equatable {
    var a: Int
    var b: String?
  }

  @Test("Objects: missing, null, repeated and out-of-order keys")
  func objects() {
    for text in [
      #"{"a":1}"#, #"{"b":"x","a":2}"#, #"{"a":1,"b":null}"#, #"{"b":"x"}"#, #"{"a":null}"#,
      #"{"a":"1"}"#, #"[{"a":1},{"a":2,"b":"y"},{"b":"z"}]"#, #"{"a":1,"a":2}"#,
      #"{"c":[[[{}]]],"a":3,"b":"\u0041"}"#,
    ] {
      let results =
        text.hasPrefix("[")
        ? both([Pair].self, Array(text.utf8)) : both(Pair.self, Array(text.utf8))
      #expect(results.ours == results.foundation, "\(text)")
    }
    #expect(
      both([String: [Int]].self, Array(#"{"x":[1],"y":[],"z":[2,3]}"#.utf8)).ours == "equal values")
    // Past the members whose places an object keeps (64): the same answers, found by walking.
    let filler = (0..<80).map { #""m\#($0)":[[1],{"n":2}]"# }.joined(separator: ",")
    for text in [
      "{" + filler + #","a":1,"b":"x"}"#, "{" + filler + #","b":"x"}"#,
      #"{"a":1,"# + filler + #","a":2}"#,
    ] {
      let results = both(Pair.self, Array(text.utf8))
      #expect(results.ours == results.foundation)
    }
  }

  @Test("A failed element does not advance an array, so a caller may step over it")
  func failedElementStays() throws {
    let bytes = Array(#"{"version":2,"themes":[7,{"id":"x"},"no"]}"#.utf8)
    let ours = try BoundedJSONDecoder().decode(ThemeStore.Document.self, from: bytes)
    let theirs = try JSONDecoder().decode(ThemeStore.Document.self, from: Data(bytes))
    #expect(ours == theirs)
    #expect(ours.unreadableThemeCount == 3)
  }

  @Test("A small hand-written theme of 200 emoji in one string loads whole")
  func smallFileManyEmoji() throws {
    let emoji = (0..<200).map { String(Character(Unicode.Scalar(0x1F400 + $0)!)) }
    let bytes = Array(
      (#"{"version":2,"themes":[{"id":"big","name":"Big","emoji":""#
        + emoji.joined() + ##"","pairs":"all","color":"#F28C28"}]}"##).utf8)
    #expect(bytes.count < 1_000)
    let document = try BoundedJSONDecoder().decode(ThemeStore.Document.self, from: bytes)
    #expect(document.themes.map(\.emoji) == [emoji])
    #expect(document.unreadableThemeCount == 0)
  }

  @Test("Emoji strings split past the reading budget leave their theme unread, not the file")
  func emojiBudget() throws {
    // Eight themes of 16,000 emoji (64,000 bytes each): 2 MB of strings would cost about 4 MB.
    let theme =
      ##"{"id":"t","name":"A","pairs":"all","color":"#F28C28","emoji":""##
      + String(repeating: "🌀", count: 16_000) + #""}"#
    let bytes = Array(
      (#"{"version":2,"themes":["# + Array(repeating: theme, count: 8).joined(separator: ",")
        + "]}").utf8)
    let budget = JSONSyntax.Limits().budget(size: bytes.count)
    let perTheme = 16_000 * MemoryLayout<String>.stride
    let document = try BoundedJSONDecoder().decode(ThemeStore.Document.self, from: bytes)
    #expect(document.themes.count == budget / perTheme)
    #expect(document.unreadableThemeCount == 8 - budget / perTheme)
  }

  // MARK: - Limits

  private func problem(_ text: String) -> JSONSyntax.Problem? {
    JSONSyntax.problem(in: Array(text.utf8))
  }

  @Test("Nesting: 64 levels read, 65 refused")
  func depth() {
    #expect(problem(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) == nil)
    #expect(
      problem(String(repeating: "[", count: 65) + String(repeating: "]", count: 65))
        == .tooDeep(limit: 64))
    // Refused at the 65th bracket, before the rest is even looked at.
    #expect(problem(String(repeating: "[", count: 500_000)) == .tooDeep(limit: 64))
  }

  @Test("Entries: 10,000 elements in an array and 1,000 members in an object, no more")
  func entries() {
    let padding = String(repeating: " ", count: 80_000)
    func array(_ count: Int) -> String {
      "[" + Array(repeating: "0", count: count).joined(separator: ",") + "]" + padding
    }
    func object(_ count: Int) -> String {
      "{" + (0..<count).map { "\"k\($0)\":0" }.joined(separator: ",") + "}" + padding
    }
    #expect(problem(array(10_000)) == nil)
    #expect(problem(array(10_001)) == .tooManyEntries(limit: 10_000))
    #expect(problem(object(1_000)) == nil)
    #expect(problem(object(1_001)) == .tooManyEntries(limit: 1_000))
  }

  @Test("Density: 4,096 values plus one per 8 bytes")
  func density() {
    // Arrays of 5,000 zeros: 2 bytes a value.
    let chunk = "[" + Array(repeating: "0", count: 5_000).joined(separator: ",") + "]"
    let dense = "[" + Array(repeating: chunk, count: 4).joined(separator: ",") + "]"
    // 1 + 4 + 20,000 values in 40,009 bytes; the limit is 4,096 + 5,001, refused at the next.
    #expect(dense.utf8.count == 40_009)
    #expect(JSONSyntax.Limits().maximumValues(size: 40_009) == 9_097)
    #expect(problem(dense) == .tooDense(values: 9_098, size: 40_009))
    // The same values spread to 8 bytes each are fine.
    let spread =
      "[" + Array(repeating: chunk, count: 4).joined(separator: ",") + "]"
      + String(repeating: " ", count: 8 * 20_005 - dense.utf8.count)
    #expect(problem(spread) == nil)
  }

  // MARK: - Through JSONFile: refused in one line, kept aside byte for byte

  @Test(
    "Documents beyond the limits are kept aside with a one-line reason",
    arguments: [
      (
        String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
        "state.json is nested too deeply (more than 64 levels)"
      ),
      (
        "{\"version\":1,\"pad\":[" + Array(repeating: "0", count: 10_001).joined(separator: ",")
          + "]}" + String(repeating: " ", count: 100_000),
        "state.json has a list or object of more than 10000 entries"
      ),
      (
        // 50 arrays of 9,000 zeros: 900,101 bytes, allowed 4,096 + 112,512 values.
        "["
          + Array(
            repeating: "[" + Array(repeating: "0", count: 9_000).joined(separator: ",")
              + "]", count: 50
          ).joined(separator: ",") + "]",
        "state.json holds more values than a file of its size can (116609 in 900101 bytes)"
      ),
    ])
  func refusedThroughJSONFile(_ text: String, _ message: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("state.json")
    try Data(text.utf8).write(to: url)
    let result = JSONFile<SavedApp>(url: url).load(now: now)
    guard case .corrupt(let said, let aside?) = result else {
      Issue.record("not refused: \(result)")
      return
    }
    #expect(said == "\(message) (kept as state.json.corrupt-20261130-142501)")
    #expect(try Data(contentsOf: aside) == Data(text.utf8))
    #expect(try directory.contents() == ["state.json.corrupt-20261130-142501"])
  }

  @Test("A themes file holds at most 1,000 entries in a list: 1,000 themes load, 1,001 do not")
  func themesListLimit() throws {
    func file(_ count: Int) -> Data {
      let themes = (0..<count).map {
        ##"{"id":"t\##($0)","name":"A","emoji":"🐶🐱","pairs":"all","color":"#F28C28"}"##
      }
      return Data((#"{"version":2,"themes":["# + themes.joined(separator: ",") + "]}").utf8)
    }
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("themes.json")
    try file(1_000).write(to: url)
    guard case .loaded(let document) = JSONFile<ThemeStore.Document>(url: url).load(now: now)
    else {
      Issue.record("1,000 themes not loaded")
      return
    }
    #expect(document.themes.count == 1_000)
    try file(1_001).write(to: url)
    #expect(
      JSONFile<ThemeStore.Document>(url: url).load(now: now)
        == .corrupt(
          message: "themes.json has a list or object of more than 1000 entries "
            + "(kept as themes.json.corrupt-20261130-142501)",
          keptAsideAt: directory.file("themes.json.corrupt-20261130-142501")))
  }

  @Test("A number too large for its field is named by its path, not called invalid JSON")
  func numberTooLarge() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("statistics.json")
    try Data(
      #"{"version":1,"entries":[{"key":{"game":"set","themeID":""},"record":{"played":9223372036854775808,"finished":0,"recentScores":[]}}]}"#
        .utf8
    ).write(to: url)
    let result = JSONFile<SavedStatistics>(url: url).load(now: now)
    guard case .corrupt(let said, _) = result else {
      Issue.record("not refused: \(result)")
      return
    }
    #expect(
      said
        == "statistics.json has an unusable value at entries[0].record.played "
        + "(kept as statistics.json.corrupt-20261130-142501)")
  }
}
