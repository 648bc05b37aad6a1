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
    /// The file's own fields this version does not know (a newer version's, the player's),
    /// written back as read.
    public var unknownFields: [String: JSONValue]
    /// Each theme's fields this version does not know, in the order of `themes` (missing at the
    /// end means none), written back as read.
    var unknownThemeFields: [[String: JSONValue]] = []
    /// How many entries of `themes` in the file could not be decoded as themes and were left
    /// out. Never written; the store reports each of them.
    public var unreadableThemeCount: Int { unreadableThemes.count }
    /// The entries of `themes` in the file left out, in file order, each with its place, its
    /// name when it has one, and why.
    var unreadableThemes: [UnreadableTheme] = []

    /// A document holding these themes.
    public init(
      version: Int = Document.currentVersion, themes: [Theme],
      removedEmoji: [String: [String]] = [:], unknownFields: [String: JSONValue] = [:]
    ) {
      self.version = version
      self.themes = themes
      self.removedEmoji = removedEmoji
      self.unknownFields = unknownFields
    }

    /// The unknown fields of the theme at `index` of `themes`.
    func unknownFields(ofThemeAt index: Int) -> [String: JSONValue] {
      unknownThemeFields.indices.contains(index) ? unknownThemeFields[index] : [:]
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
      unknownFields = try JSONValue.unknownFields(
        in: decoder, known: ["version", "themes", "removedEmoji"])
      var list = try container.nestedUnkeyedContainer(forKey: .themes)
      themes = []
      while !list.isAtEnd {
        let number = list.currentIndex + 1
        // The entry's own decoder steps over it whatever is in it; a theme that does not read
        // is left out, with its name (when it has one) and the field that failed.
        let entry = try list.superDecoder()
        do {
          let fileTheme = try FileTheme(from: entry)
          themes.append(fileTheme.theme)
          unknownThemeFields.append(fileTheme.unknownFields)
        } catch {
          unreadableThemes.append(
            UnreadableTheme(number: number, entry: entry, error: error))
        }
      }
    }

    /// Two documents are equal when they hold the same themes and left out as many entries: how
    /// an entry that does not read is described may differ between JSON readers (a key that is
    /// not UTF-8 hides the entry's name from one and not the other).
    public static func == (lhs: Document, rhs: Document) -> Bool {
      lhs.version == rhs.version && lhs.themes == rhs.themes
        && lhs.removedEmoji == rhs.removedEmoji
        && lhs.unreadableThemeCount == rhs.unreadableThemeCount
        && lhs.unknownFields == rhs.unknownFields
        && lhs.themes.indices.allSatisfy {
          lhs.unknownFields(ofThemeAt: $0) == rhs.unknownFields(ofThemeAt: $0)
        }
    }

    /// Writes the themes in the current version of the format.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(version, forKey: .version)
      let fileThemes = themes.indices.map {
        FileTheme(themes[$0], unknownFields: unknownFields(ofThemeAt: $0))
      }
      try container.encode(fileThemes, forKey: .themes)
      try container.encode(removedEmoji, forKey: .removedEmoji)
      try JSONValue.encode(unknownFields, to: encoder)
    }
  }
}

/// An entry of a themes file that is not a theme: where it is, what it is called, and why it
/// was left out.
struct UnreadableTheme: Equatable, Sendable {
  /// Why an entry is not a theme.
  enum Reason: Equatable, Sendable {
    /// The entry is not a JSON object.
    case notAnObject
    /// A field every theme has is missing.
    case missing(field: String)
    /// A field holds something a theme cannot use (a misspelt `pairs`, a colour that is no
    /// colour, an emoji string too long for its file).
    case invalid(field: String)
  }

  /// The entry's place in the file's list of themes, from 1.
  var number: Int
  /// The entry's `name`, when it has one that is text.
  var name: String?
  /// Why it was left out.
  var reason: Reason

  init(number: Int, name: String?, reason: Reason) {
    self.number = number
    self.name = name
    self.reason = reason
  }

  /// Reads the name and the failing field of an entry `error` kept out of the themes.
  init(number: Int, entry: any Decoder, error: any Error) {
    self.number = number
    name = try? entry.container(keyedBy: NameKey.self).decode(String.self, forKey: .name)
    let depth = entry.codingPath.count
    func field(_ path: [any CodingKey]) -> String? {
      path.count > depth ? path[depth].stringValue : nil
    }
    switch error as? DecodingError {
    case .keyNotFound(let key, let context)?:
      reason = .missing(field: field(context.codingPath + [key]) ?? key.stringValue)
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?,
      .dataCorrupted(let context)?:
      reason = field(context.codingPath).map { .invalid(field: $0) } ?? .notAnObject
    default:
      reason = .notAnObject
    }
  }

  private enum NameKey: String, CodingKey { case name }
}

/// A theme decoded costs about four times its compact JSON (strings, its emoji array, the
/// colour): no list in a themes file may hold more than 1,000 entries (themes, emoji of a
/// theme, removed emoji; 200 is the most a theme keeps), so that what the themes cost is bounded
/// by a constant, whatever the file's density.
extension ThemeStore.Document: VersionedDocument {}

extension ThemeStore.Document: LimitedDocument {
  static var readingLimits: JSONSyntax.Limits {
    var limits = JSONSyntax.Limits()
    limits.arrayElements = 1_000
    return limits
  }
}
