import Foundation
import Memorize
import TableServer
import Testing
import WebFace

/// The browser face's files as the program serves them: the sources embedded as they are, no
/// inline script or style and no markup made from text, the page's words in every language, and
/// colours that read in both schemes. The page itself plays in a real browser in
/// `Tests/Browser/run.sh`.
@Suite struct WebFaceTests {
  /// Apps/Table/Web/, beside these tests.
  static let web = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Web")

  static func source(_ name: String) throws -> String {
    try String(contentsOf: web.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func theProgramServesTheFilesAsWritten() throws {
    let resources = WebFace.resources
    #expect(Set(resources.keys) == ["/", "/app.js", "/style.css", "/words.json"])
    for (path, file) in [("/", "index.html"), ("/app.js", "app.js"), ("/style.css", "style.css")] {
      #expect(resources[path]?.bytes == Array(try Self.source(file).utf8), "\(path)")
    }
    #expect(resources["/"]?.contentType == "text/html; charset=utf-8")
    #expect(resources["/app.js"]?.contentType == "text/javascript; charset=utf-8")
    #expect(resources["/style.css"]?.contentType == "text/css; charset=utf-8")
    #expect(resources["/words.json"]?.contentType == "application/json; charset=utf-8")
  }

  @Test func thePolicyAllowsTheOwnFilesOnly() {
    let policy = WebFace.contentSecurityPolicy
    for directive in [
      "default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'",
      "img-src 'self' data:", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'",
    ] {
      #expect(policy.contains(directive), "\(directive)")
    }
    #expect(!policy.contains("unsafe"))
    var configuration = ServerConfiguration()
    WebFace.serve(in: &configuration)
    #expect(configuration.requiresSameOrigin)
    #expect(configuration.contentSecurityPolicy == policy)
    #expect(configuration.resources == WebFace.resources)
    #expect(configuration.webSocketPath == TableProtocol.webSocketPath)
  }

  /// The page says hello in the protocol the table it is served with speaks: a page of
  /// another version would be told so and closed on its first hello (version 5 added a seat's
  /// ended games, which the page counts nowhere: it keeps no statistics).
  @Test func thePageSpeaksTheTablesProtocolVersion() throws {
    let script = try Self.source("app.js")
    #expect(script.contains("const PROTOCOL = \(TableProtocol.version);"))
    #expect(script.contains("type: 'hello', protocol: PROTOCOL,"))
  }

  @Test func thePageHasNoInlineScriptStyleOrHandler() throws {
    let page = try Self.source("index.html").lowercased()
    #expect(page.components(separatedBy: "<script").count == 2)
    #expect(page.contains("<script src=\"/app.js\" defer></script>"))
    #expect(!page.contains("<style"))
    #expect(!page.contains(" style="))
    #expect(page.firstMatch(of: /\son[a-z]+\s*=/) == nil)
    #expect(page.firstMatch(of: /(src|href)="(https?:)?\/\//) == nil)
  }

  @Test func theScriptMakesNoMarkupFromText() throws {
    // The one address it names is the SVG namespace; it fetches only its own words.
    let script = try Self.source("app.js").replacingOccurrences(
      of: "'http://www.w3.org/2000/svg'", with: "")
    for forbidden in [
      "innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "Function(",
      "setAttribute('style'", "http://", "https://", "import(",
    ] {
      #expect(!script.contains(forbidden), "\(forbidden)")
    }
    #expect(script.contains("fetch('/words.json'"))
  }

  @Test func thePageHasItsWordsInEveryLanguage() throws {
    let words = WebFace.words
    #expect(Set(words.keys) == Set(Language.playable.map(\.rawValue)))
    let english = try #require(words["en"])
    let chinese = try #require(words["zh_CN"])
    #expect(Set(english.keys) == Set(chinese.keys))
    let script = try Self.source("app.js")
    let used = Set(script.matches(of: /[^\/]words\.([a-zA-Z]+)/).map { String($0.output.1) })
      .union(script.matches(of: /catalog\[key\]\.([a-zA-Z]+)/).map { String($0.output.1) })
    #expect(used.isSubset(of: Set(english.keys)), "\(used.subtracting(english.keys))")
    #expect(Set(english.keys).subtracting(used).isEmpty, "words the page never shows")
    for (key, text) in english {
      #expect(!text.isEmpty, "\(key)")
      #expect(chinese[key] != text, "\(key) is not translated")
    }
    #expect(english["you"] == "{name} (you)")
    #expect(chinese["you"] == "{name}（你）")
    #expect(english["languageName"] == "English")
    #expect(chinese["languageName"] == "简体中文")
    let decoded = try JSONDecoder().decode(
      [String: [String: String]].self, from: Data(WebFace.wordsJSON.utf8))
    #expect(decoded == words)
  }

  /// Each text colour on each ground it is drawn on, and each Set ink on the card's face.
  static let pairs: [(text: String, ground: String)] = [
    ("fg", "bg"), ("muted", "bg"), ("fg", "face"), ("muted", "face"), ("bad", "bg"),
    ("good", "bg"), ("on-accent", "accent"), ("accent", "bg"), ("fg", "pick"),
    ("red", "face"), ("green", "face"), ("purple", "face"),
  ]

  @Test(arguments: ["light", "dark"])
  func everyTextReadsAtFourAndAHalfToOne(scheme: String) throws {
    let css = try Self.source("style.css")
    let colours = try #require(Self.colours(in: css, scheme: scheme))
    for (text, ground) in Self.pairs {
      let foreground = try #require(colours[text], "--\(text)")
      let background = try #require(colours[ground], "--\(ground)")
      let ratio = Self.contrast(foreground, background)
      #expect(ratio >= 4.5, "\(scheme): --\(text) on --\(ground) is \(ratio):1")
    }
  }

  @Test func contrastIsMeasuredAsWCAGDoes() {
    #expect(abs(Self.contrast("#000000", "#ffffff") - 21) < 0.001)
    #expect(abs(Self.contrast("#777777", "#ffffff") - 4.478) < 0.01)
    #expect(Self.contrast("#ffffff", "#ffffff") == 1)
  }

  /// The `--name: #rrggbb` properties of the light `:root`, or of the dark scheme's block laid
  /// over them.
  static func colours(in css: String, scheme: String) -> [String: String]? {
    func properties(_ block: Substring) -> [String: String] {
      Dictionary(
        block.matches(of: /--([a-z-]+):\s*(#[0-9a-f]{6});/).map {
          (String($0.output.1), String($0.output.2))
        }, uniquingKeysWith: { _, last in last })
    }
    guard let root = css.firstRange(of: ":root {"),
      let end = css[root.upperBound...].firstIndex(of: "}")
    else { return nil }
    let light = properties(css[root.upperBound..<end])
    guard scheme == "dark" else { return light }
    guard let media = css.firstRange(of: "@media (prefers-color-scheme: dark) {"),
      let inner = css[media.upperBound...].firstRange(of: ":root {"),
      let close = css[inner.upperBound...].firstIndex(of: "}")
    else { return nil }
    return light.merging(properties(css[inner.upperBound..<close])) { _, dark in dark }
  }

  static func contrast(_ first: String, _ second: String) -> Double {
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// WCAG 2's relative luminance of `#rrggbb`.
  static func luminance(_ hex: String) -> Double {
    let digits = Array(hex.dropFirst())
    let channels = stride(from: 0, to: 6, by: 2).map { index -> Double in
      let value = Double(Int(String(digits[index..<index + 2]), radix: 16) ?? 0) / 255
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
  }
}
