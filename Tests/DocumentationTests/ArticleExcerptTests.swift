import Foundation
import Testing

/// The articles of the DocC catalogs quote the project's code; these tests keep every quote true.
///
/// A Swift listing whose first line is `// From Sources/…/File.swift` is an excerpt: the rest of it
/// must stand in that file as consecutive lines, in order (indentation aside). A line `// …` inside
/// an excerpt skips ahead to the next run. So renaming or rewriting quoted code fails here until the
/// article says the same thing as the code.
@Suite("Documentation: article excerpts match the code")
struct ArticleExcerptTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let articles: [URL] = {
    let sources = root.appendingPathComponent("Sources")
    guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    else { return [] }
    return walker.compactMap { $0 as? URL }
      .filter { $0.pathExtension == "md" && $0.path.contains(".docc/") }
      .sorted { $0.path < $1.path }
  }()

  @Test func thereAreArticlesInEveryCatalog() {
    let catalogs = Set(
      Self.articles.map { $0.path.components(separatedBy: "/").first { $0.hasSuffix(".docc") } })
    #expect(catalogs == ["CardGames.docc", "Memorize.docc", "TerminalKit.docc"])
  }

  @Test(arguments: articles.map { $0.lastPathComponent })
  func everyExcerptStandsInItsFile(article name: String) throws {
    let url = try #require(Self.articles.first { $0.lastPathComponent == name })
    let text = try String(contentsOf: url, encoding: .utf8)
    for excerpt in Self.excerpts(in: text) {
      let source = try String(
        contentsOf: Self.root.appendingPathComponent(excerpt.path), encoding: .utf8)
      let missing = Self.firstMissingRun(of: excerpt.runs, in: source)
      #expect(missing == nil, "\(name): not in \(excerpt.path): \(missing ?? [])")
    }
  }

  @Test func everyArticleOfTheCourseQuotesTheCode() throws {
    for url in Self.articles where !Self.isModulePage(url) {
      let text = try String(contentsOf: url, encoding: .utf8)
      #expect(!Self.excerpts(in: text).isEmpty, "\(url.lastPathComponent) quotes no code")
    }
  }

  @Test func theCheckerFindsAQuoteThatDrifted() {
    let source = "struct A {\n  func f() {\n    g()\n  }\n}\n"
    #expect(Self.firstMissingRun(of: [["func f() {", "g()"]], in: source) == nil)
    #expect(
      Self.firstMissingRun(of: [["func f() {", "h()"]], in: source) == ["func f() {", "h()"])
    #expect(Self.firstMissingRun(of: [["g()"], ["struct A {"]], in: source) == ["struct A {"])
  }

  // MARK: - Reading articles

  struct Excerpt {
    var path: String
    /// Runs of lines, trimmed, each of which must stand consecutively in the file after the last.
    var runs: [[String]]
  }

  static func isModulePage(_ url: URL) -> Bool {
    let catalog = url.deletingLastPathComponent().lastPathComponent
    return url.deletingPathExtension().lastPathComponent + ".docc" == catalog
  }

  static func excerpts(in article: String) -> [Excerpt] {
    var found: [Excerpt] = []
    var current: Excerpt?
    var inListing = false
    for line in article.components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        if inListing, let excerpt = current { found.append(excerpt) }
        inListing = !inListing && trimmed == "```swift"
        current = nil
        continue
      }
      guard inListing else { continue }
      if current == nil {
        if trimmed.hasPrefix("// From ") {
          current = Excerpt(path: String(trimmed.dropFirst("// From ".count)), runs: [[]])
        } else {
          inListing = false  // an illustration, not a quote
        }
      } else if var excerpt = current {
        if trimmed == "// …" {
          excerpt.runs.append([])
        } else {
          excerpt.runs[excerpt.runs.count - 1].append(trimmed)
        }
        current = excerpt
      }
    }
    return found
  }

  /// The first run that does not stand in `source` after the previous one, or `nil`.
  static func firstMissingRun(of runs: [[String]], in source: String) -> [String]? {
    let lines = source.components(separatedBy: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var start = 0
    for run in runs where !run.isEmpty {
      guard
        let at = (start..<max(start, lines.count - run.count + 1)).first(where: {
          Array(lines[$0..<($0 + run.count)]) == run
        })
      else { return run }
      start = at + run.count
    }
    return nil
  }
}
