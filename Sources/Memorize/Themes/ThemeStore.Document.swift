import CardGames

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ThemeStore {
  /// What `themes.json` holds: every theme in the player's order, and the emoji they removed.
  ///
  /// Built-in themes are stored too, so that their order and any edits to them persist.
  public struct Document: Codable, Equatable, Sendable {
    /// The format this code writes (2: made for people, as the README shows). A file with a
    /// larger number came from a newer version; format 1 is read and migrated on first launch.
    public static let currentVersion = 2

    /// The format version of the file.
    public var version: Int
    /// All themes, in the order the chooser lists them.
    public var themes: [Theme]
    /// Emoji removed from each theme (by theme id), oldest first, so they can be put back.
    public var removedEmoji: [String: [String]]
    /// How many entries of `themes` in the file could not be decoded as themes and were left
    /// out. Never written; the store reports it.
    public internal(set) var unreadableThemeCount = 0

    /// A document holding these themes.
    public init(
      version: Int = Document.currentVersion, themes: [Theme],
      removedEmoji: [String: [String]] = [:]
    ) {
      self.version = version
      self.themes = themes
      self.removedEmoji = removedEmoji
    }

    private enum CodingKeys: String, CodingKey {
      case version, themes, removedEmoji
    }

    /// Decodes theme by theme, so one damaged theme costs only itself, not every theme.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
      removedEmoji =
        try container.decodeIfPresent([String: [String]].self, forKey: .removedEmoji) ?? [:]
      var list = try container.nestedUnkeyedContainer(forKey: .themes)
      themes = []
      while !list.isAtEnd {
        if let entry = try? list.decode(FileTheme.self) {
          themes.append(entry.theme)
        } else {
          // A failed decode does not advance the container; step over the entry explicitly.
          _ = try list.decode(SkippedValue.self)
          unreadableThemeCount += 1
        }
      }
    }

    /// Writes the themes in the current version of the format.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(version, forKey: .version)
      try container.encode(themes.map(FileTheme.init), forKey: .themes)
      try container.encode(removedEmoji, forKey: .removedEmoji)
    }
  }
}

/// Any JSON value at all, decoded without looking at it.
private struct SkippedValue: Decodable {
  init(from decoder: any Decoder) throws {}
}

/// A theme decoded costs about four times its compact JSON (strings, its emoji array, the
/// colour): no list in a themes file may hold more than 1,000 entries (themes, emoji of a
/// theme, removed emoji; 200 is the most a theme keeps), so that what the themes cost is bounded
/// by a constant, whatever the file's density.
extension ThemeStore.Document: LimitedDocument {
  static var readingLimits: JSONSyntax.Limits {
    var limits = JSONSyntax.Limits()
    limits.arrayElements = 1_000
    return limits
  }
}
