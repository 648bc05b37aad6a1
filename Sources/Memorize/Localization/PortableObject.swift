/// A gettext `.po` catalog read from its text: the entries a translator wrote and the header.
///
/// The catalogs are compiled into the binaries as their exact `.po` text (see
/// `Catalogs/*.swift`, made by `po/update.sh`) and read with this on first use, so the file a
/// translator edits and the one the games read are byte for byte the same.
public struct PortableObject: Sendable, Equatable {
  /// One message: its source text and its translations.
  public struct Entry: Sendable, Equatable {
    /// The `msgctxt`, when the same English words need two translations.
    public var context: String?
    /// The English text.
    public var id: String
    /// The English plural text, for a message with plural forms.
    public var pluralID: String?
    /// The translations: one, or one per plural form. Empty strings are untranslated.
    public var translations: [String]
    /// The `#,` flags, such as `fuzzy` or `python-brace-format`.
    public var flags: [String]

    /// An entry with these parts, as a `.po` file spells them.
    public init(
      context: String?, id: String, pluralID: String?, translations: [String], flags: [String]
    ) {
      self.context = context
      self.id = id
      self.pluralID = pluralID
      self.translations = translations
      self.flags = flags
    }

    /// The key a lookup uses: the context and the text, separated as gettext does.
    public var key: String { PortableObject.key(context: context, id: id) }
  }

  /// The entries, in file order, without the header and without obsolete (`#~`) ones.
  public var entries: [Entry]
  /// The header's fields, such as `Plural-Forms` and `Language`.
  public var header: [String: String]

  /// The lookup key of a message.
  public static func key(context: String?, id: String) -> String {
    context.map { $0 + "\u{4}" + id } ?? id
  }

  /// Reads a catalog; throws a one-line problem with the line number for text that is not one.
  public init(text: String) throws(PortableObjectError) {
    var entries: [Entry] = []
    var header: [String: String] = [:]
    var current = Draft()
    // Which string a continuation line ("...") adds to.
    var field: Field?

    func finish() {
      defer { current = Draft() }
      guard let id = current.id else { return }
      if id.isEmpty && current.context == nil {
        for line in (current.translations[0] ?? "").split(separator: "\n") {
          guard let colon = line.firstIndex(of: ":") else { continue }
          let value = line[line.index(after: colon)...].drop { $0 == " " }
          header[String(line[..<colon])] = String(value)
        }
        return
      }
      let count = (current.translations.keys.max() ?? 0) + 1
      let translations = (0..<count).map { current.translations[$0] ?? "" }
      entries.append(
        Entry(
          context: current.context, id: id, pluralID: current.pluralID,
          translations: translations, flags: current.flags))
    }

    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = rawLine.trimmingSpaces
      if line.isEmpty {
        if current.hasTranslation { finish() }
        field = nil
        continue
      }
      if line.hasPrefix("#") {
        if line.hasPrefix("#~") { continue }
        if current.hasTranslation { finish() }
        field = nil
        if line.hasPrefix("#,") {
          current.flags += line.dropFirst(2).split(separator: ",").map {
            String($0.trimmingSpaces)
          }
        }
        continue
      }
      if line.hasPrefix("\"") {
        guard let target = field else {
          throw PortableObjectError(line: lineNumber, problem: "a string that follows nothing")
        }
        let string = try Self.unquote(line, line: lineNumber)
        current.append(string, to: target)
        continue
      }
      guard let space = line.firstIndex(of: " ") else {
        throw PortableObjectError(line: lineNumber, problem: "expected a keyword and a string")
      }
      let keyword = String(line[..<space])
      let string = try Self.unquote(
        line[line.index(after: space)...].trimmingSpaces, line: lineNumber)
      let target: Field
      switch keyword {
      case "msgctxt": target = .context
      case "msgid": target = .id
      case "msgid_plural": target = .pluralID
      case "msgstr": target = .translation(0)
      default:
        guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
          let index = Int(keyword.dropFirst(7).dropLast()), (0..<10).contains(index)
        else {
          throw PortableObjectError(line: lineNumber, problem: "unknown keyword \(keyword)")
        }
        target = .translation(index)
      }
      if (target == .context || target == .id) && current.id != nil { finish() }
      current.start(target, with: string)
      field = target
    }
    finish()
    self.entries = entries
    self.header = header
  }

  /// The number of plural forms and the rule choosing one, from the `Plural-Forms` header.
  public var pluralForms: PluralRule {
    get throws(PortableObjectError) {
      guard let text = header["Plural-Forms"] else { return .english }
      do {
        return try PluralRule(header: text)
      } catch {
        throw PortableObjectError(line: 0, problem: "Plural-Forms: \(error.problem)")
      }
    }
  }

  private enum Field: Equatable {
    case context, id, pluralID
    case translation(Int)
  }

  private struct Draft {
    var context: String?
    var id: String?
    var pluralID: String?
    var translations: [Int: String] = [:]
    var flags: [String] = []
    var hasTranslation: Bool { !translations.isEmpty }

    mutating func start(_ field: Field, with string: String) {
      switch field {
      case .context: context = string
      case .id: id = string
      case .pluralID: pluralID = string
      case .translation(let index): translations[index] = string
      }
    }

    mutating func append(_ string: String, to field: Field) {
      switch field {
      case .context: context = (context ?? "") + string
      case .id: id = (id ?? "") + string
      case .pluralID: pluralID = (pluralID ?? "") + string
      case .translation(let index): translations[index] = (translations[index] ?? "") + string
      }
    }
  }

  /// The text of a C string literal as a `.po` file writes it.
  private static func unquote(_ quoted: Substring, line: Int) throws(PortableObjectError) -> String
  {
    guard quoted.count >= 2, quoted.first == "\"", quoted.last == "\"" else {
      throw PortableObjectError(line: line, problem: "a string must be in double quotes")
    }
    var result = ""
    var escaping = false
    for character in quoted.dropFirst().dropLast() {
      if escaping {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "\"", "\\": result.append(character)
        default:
          throw PortableObjectError(line: line, problem: "unknown escape \\\(character)")
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "\"" {
        throw PortableObjectError(line: line, problem: "a double quote inside a string")
      } else {
        result.append(character)
      }
    }
    if escaping { throw PortableObjectError(line: line, problem: "a string ends in a backslash") }
    return result
  }
}

/// Why a `.po` text could not be read.
public struct PortableObjectError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line the problem is on (1-based); 0 for the header as a whole.
  public var line: Int
  /// The problem, in a few words.
  public var problem: String
  /// Where in the file, and what is wrong there.
  public var description: String { "line \(line): \(problem)" }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var result = self
    while let first = result.first, first == " " || first == "\t" || first == "\r" {
      result.removeFirst()
    }
    while let last = result.last, last == " " || last == "\t" || last == "\r" {
      result.removeLast()
    }
    return result
  }
}
