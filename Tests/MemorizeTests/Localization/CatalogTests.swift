import Foundation
import Memorize
import Testing

/// The translators' files and what the binaries carry: in step, complete and consistent.
@Suite("Localization: the catalogs")
struct CatalogTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func file(_ path: String) throws -> String {
    try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every language with a `.po` file, by its file name.
  static let translated: [Language] = Language.allCases.filter {
    FileManager.default.fileExists(
      atPath: repository.appendingPathComponent("po/\($0.rawValue).po").path)
  }

  @Test("Simplified Chinese has a catalog; English and the pseudo-locale need none")
  func languagesWithCatalogs() {
    #expect(Self.translated == [.simplifiedChinese])
  }

  @Test("The binaries carry each .po file exactly as it is (else run po/update.sh)")
  func compiledMatchesFiles() throws {
    for language in Self.translated {
      let text = try Self.file("po/\(language.rawValue).po")
      #expect(Localization.compiledCatalog(for: language) == text, "\(language)")
    }
  }

  @Test("Every message of the template has a translation, none of them fuzzy")
  func complete() throws {
    let template = try PortableObject(text: try Self.file("po/memorize.pot"))
    #expect(template.entries.count >= 20)
    for language in Self.translated {
      let catalog = try PortableObject(text: try Self.file("po/\(language.rawValue).po"))
      let forms = try catalog.pluralForms.count
      let translated = Dictionary(catalog.entries.map { ($0.key, $0) }) { first, _ in first }
      for message in template.entries {
        let entry = translated[message.key]
        #expect(entry != nil, "\(language) lacks \(message.key)")
        guard let entry else { continue }
        #expect(!entry.flags.contains("fuzzy"), "\(language): fuzzy \(message.key)")
        #expect(
          entry.translations.count == (message.pluralID == nil ? 1 : forms),
          "\(language): \(message.key)")
        #expect(entry.translations.allSatisfy { !$0.isEmpty }, "\(language): \(message.key)")
      }
    }
  }

  @Test("Translations use exactly the placeholders of their English text")
  func placeholdersMatch() throws {
    for language in Self.translated {
      let catalog = try PortableObject(text: try Self.file("po/\(language.rawValue).po"))
      for entry in catalog.entries {
        let english = Set(Localization.placeholders(in: entry.id))
          .union(entry.pluralID.map { Localization.placeholders(in: $0) } ?? [])
        for translation in entry.translations {
          // One plural form may leave out {count} ("one pair"), never add or rename one.
          let used = Set(Localization.placeholders(in: translation))
          #expect(used.isSubset(of: english), "\(language): \(entry.id) → \(translation)")
          #expect(
            english.subtracting(["count"]).isSubset(of: used),
            "\(language): \(entry.id) → \(translation)")
        }
      }
    }
  }

  @Test("Every plural rule and catalog in the binaries reads")
  func compiledCatalogsRead() throws {
    for language in Self.translated {
      let text = try #require(Localization.compiledCatalog(for: language))
      let catalog = try PortableObject(text: text)
      _ = try catalog.pluralForms
    }
  }

  @Test("Sentences are StaticString literals on one line, which the extractor reads")
  func extractable() throws {
    let sources = FileManager.default.enumerator(
      at: Self.repository.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
    var checked = 0
    while let url = sources?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      for marker in ["localized(\"\"\"", "localizedPlural(\"\"\"", "localized(#\""] {
        #expect(!text.contains(marker), "\(url.lastPathComponent) uses \(marker)")
      }
      checked += 1
    }
    #expect(checked > 50)
  }
}
