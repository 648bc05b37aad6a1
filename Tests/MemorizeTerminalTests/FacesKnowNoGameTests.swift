import Foundation
import Testing

/// The faces import `Memorize` and their toolkit only, never the games' module: every rule stays
/// behind the view models' door. Checked on the sources themselves, so a face that starts to
/// import `CardGames` (directly, by one symbol, or through a re-export) fails here, and the
/// compiler's member import visibility keeps a face from reaching the games' members through
/// `Memorize`'s own imports.
@Suite("Faces know no card game")
struct FacesKnowNoGameTests {
  /// The package's root, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The lines of `text` that import the games' module, in any form.
  static func gameImports(in text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: true).map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { line in
      guard !line.hasPrefix("//") else { return false }
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let index = words.firstIndex(of: "import"), index < words.count - 1,
        let module = words.last
      else { return false }
      // `import CardGames`, `import struct CardGames.Theme`, `@_exported import CardGames`.
      return module == "CardGames" || module.hasPrefix("CardGames.")
    }
  }

  /// Every Swift file under `folder` of the package, with its text.
  static func sources(under folder: String) throws -> [(path: String, text: String)] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    var files: [(String, String)] = []
    for case let url as URL in walker where url.pathExtension == "swift" {
      guard !url.path.contains("/.build/") else { continue }
      files.append(
        (
          String(url.path.dropFirst(root.path.count + 1)),
          try String(contentsOf: url, encoding: .utf8)
        ))
    }
    return files
  }

  @Test("The check finds every way of importing the games' module, and nothing else")
  func theCheckFindsImports() {
    #expect(Self.gameImports(in: "import CardGames") == ["import CardGames"])
    #expect(
      Self.gameImports(in: "  @_exported import CardGames") == ["@_exported import CardGames"])
    #expect(
      Self.gameImports(in: "import struct CardGames.Theme\nimport Memorize") == [
        "import struct CardGames.Theme"
      ])
    #expect(Self.gameImports(in: "@testable import CardGames") == ["@testable import CardGames"])
    #expect(
      Self.gameImports(in: "import Memorize\nimport TerminalKit\n// import CardGames").isEmpty)
    #expect(Self.gameImports(in: "let x = \"import\"").isEmpty)
  }

  @Test(
    "No file of the terminal's or the window's faces imports CardGames",
    arguments: ["Sources/MemorizeTerminal", "Apps/GTK/Sources"])
  func noFaceImportsTheGames(folder: String) throws {
    let files = try Self.sources(under: folder)
    #expect(files.count > 20, "the faces' sources were not found under \(folder)")
    for file in files {
      #expect(Self.gameImports(in: file.text).isEmpty, "\(file.path) imports CardGames")
    }
  }

  /// Issue 23 (door-49): the window chose a race's Set! buttons itself, from each seat's
  /// `callsHere`, beside the view model's `offeredCalls`: the rule lived twice. A face takes
  /// the seats the view model offers, and reads no seat's `callsHere` in code.
  @Test(
    "No face picks a race's Set! buttons itself: each takes the view model's offeredCalls",
    arguments: ["Sources/MemorizeTerminal", "Apps/GTK/Sources"])
  func noFacePicksTheCallsItself(folder: String) throws {
    let files = try Self.sources(under: folder)
    #expect(files.count > 20, "the faces' sources were not found under \(folder)")
    for file in files {
      let code = file.text.split(separator: "\n").filter {
        !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      }
      #expect(!code.contains { $0.contains("callsHere") }, "\(file.path) reads callsHere")
    }
    let offering = files.filter { $0.text.contains("offeredCalls") }.map(\.path)
    #expect(!offering.isEmpty)
  }

  @Test("The view models re-export nothing: a face importing Memorize gets no game with it")
  func theViewModelsReExportNothing() throws {
    for file in try Self.sources(under: "Sources/Memorize") {
      #expect(!file.text.contains("@_exported"), "\(file.path) re-exports a module")
    }
  }

  @Test("Both faces are built with member import visibility, and the window without CardGames")
  func theManifestsKeepTheGamesOut() throws {
    let root = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    // The target, not the product of the same name: its name is followed by its dependencies.
    let terminal = try #require(
      root.ranges(of: "name: \"MemorizeTerminal\",").first { range in
        root[range.upperBound...].drop { $0.isWhitespace }.hasPrefix("dependencies:")
      })
    let terminalTarget = root[terminal.lowerBound...].prefix { $0 != ")" }
    #expect(!terminalTarget.contains("\"CardGames\""))
    #expect(root[terminal.lowerBound...].prefix(300).contains("MemberImportVisibility"))

    let window = try String(
      contentsOf: Self.root.appendingPathComponent("Apps/GTK/Package.swift"), encoding: .utf8)
    let gtk = try #require(window.range(of: "name: \"MemorizeGTK\","))
    // The target's text: up to the next entry of the targets' list.
    let rest = window[gtk.lowerBound...]
    let gtkTarget = rest.range(of: "\n    .").map { rest[..<$0.lowerBound] } ?? rest
    #expect(!gtkTarget.contains("\"CardGames\""))
    #expect(gtkTarget.contains("MemberImportVisibility"))
  }
}
