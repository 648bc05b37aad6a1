import Synchronization

/// The language the games speak, and the catalogs that translate them.
///
/// Sentences are written in English in the view models with ``localized(_:_:)`` and its
/// plural and context variants; `po/update.sh` extracts them into `po/memorize.pot` for
/// translators. The language is chosen once per process by the executable (see
/// ``Language/preferred(environment:)``) and can be bound for a stretch of code with
/// ``withLanguage(_:_:)`` — which is how tests speak Chinese without touching each other.
public enum Localization {
  private static let processLanguage = Mutex(Language.english)
  @TaskLocal private static var boundLanguage: Language?

  /// The language sentences come out in here and now.
  public static var language: Language {
    boundLanguage ?? processLanguage.withLock { $0 }
  }

  /// Sets the language of the whole process; executables call this once at launch.
  public static func use(_ language: Language) {
    processLanguage.withLock { $0 = language }
  }

  /// Runs `body` with sentences in `language`, on this task and the code it calls only.
  public static func withLanguage<Result>(
    _ language: Language, _ body: () throws -> Result
  ) rethrows -> Result {
    try $boundLanguage.withValue(language, operation: body)
  }

  /// The translation of a message held as data — a built-in theme's name, say — which must
  /// also be written with ``localized(_:_:)`` somewhere so the extractor sees it. Text the
  /// catalog does not know comes back unchanged (a theme a player named keeps its name).
  public static func translate(_ message: String, context: String? = nil) -> String {
    let said = text(context: context, singular: message, plural: nil, count: 1)
    wordings?.keep(said, context: context, singular: message, values: [:])
    return said
  }

  /// Whether the current catalog has a translation of a message held as data.
  public static func knows(_ message: String, context: String? = nil) -> Bool {
    switch language {
    case .english, .pseudo: return true
    default:
      return catalogs[language]?.forms[PortableObject.key(context: context, id: message)] != nil
    }
  }

  /// The catalog text of a message in the current language, before placeholders are filled in.
  static func text(context: String?, singular: String, plural: String?, count: Int) -> String {
    let language = self.language
    // Plural rules are written for counts of nothing or more: a negative count takes the form
    // of its size, "−1 point" as "1 point".
    let count = Int(clamping: count.magnitude)
    let english = PluralRule.english.form(for: count) == 0 ? singular : (plural ?? singular)
    switch language {
    case .english:
      return english
    case .pseudo:
      return Pseudo.transform(english)
    default:
      // Every other language reads its po/LL.po catalog, compiled in.
      guard let catalog = catalogs[language],
        let forms = catalog.forms[PortableObject.key(context: context, id: singular)]
      else { return english }
      let index = plural == nil ? 0 : catalog.rule.form(for: count)
      return forms.indices.contains(index) ? forms[index] : english
    }
  }

  /// A catalog ready for lookups: translated entries only (untranslated and `fuzzy` ones fall
  /// back to English, as gettext's do).
  struct Catalog: Sendable {
    var forms: [String: [String]]
    var rule: PluralRule

    init(_ catalog: PortableObject) throws(PortableObjectError) {
      rule = try catalog.pluralForms
      forms = [:]
      for entry in catalog.entries
      where !entry.flags.contains("fuzzy") && !entry.translations.contains(where: \.isEmpty) {
        forms[entry.key] = entry.translations
      }
    }
  }

  /// Every language's catalog, read from the compiled-in `.po` text on first use. A catalog
  /// that does not read is left out (its language falls back to English); tests make sure
  /// none is.
  static let catalogs: [Language: Catalog] = {
    var result: [Language: Catalog] = [:]
    for language in Language.allCases {
      guard let text = CompiledCatalogs.text[language.rawValue],
        let catalog = try? Catalog(PortableObject(text: text))
      else { continue }
      result[language] = catalog
    }
    return result
  }()

  /// The `.po` text compiled into the binary for a language, if it has one.
  public static func compiledCatalog(for language: Language) -> String? {
    CompiledCatalogs.text[language.rawValue]
  }
}

/// The values that fill a message's `{name}` placeholders.
public typealias MessageValues = KeyValuePairs<String, any CustomStringConvertible>

/// A whole sentence in the player's language.
///
/// `message` is the English text and the catalog key; it names its placeholders in braces,
/// filled from `values`: `localized("{name} wins.", ["name": winner])`. Never glue sentences
/// from pieces: a translator must see, and may reorder, the whole of it.
public func localized(_ message: StaticString, _ values: MessageValues = [:]) -> String {
  let said = Placeholders.fill(
    Localization.text(context: nil, singular: message.text, plural: nil, count: 1), values)
  Localization.wordings?.keep(said, context: nil, singular: message.text, values: values)
  return said
}

/// A sentence with a count, in the plural form the language uses for it (gettext's
/// `ngettext`): `localizedPlural("{count} pair", "{count} pairs", count: n)`. `{count}` is
/// filled with the count unless `values` names it.
public func localizedPlural(
  _ singular: StaticString, _ plural: StaticString, count: Int, _ values: MessageValues = [:]
) -> String {
  let text = Localization.text(
    context: nil, singular: singular.text, plural: plural.text, count: count)
  let said = Placeholders.fill(text, values, count: count)
  Localization.wordings?.keep(
    said, context: nil, singular: singular.text, plural: plural.text, count: count,
    values: values)
  return said
}

/// A sentence whose English words need telling apart from the same words elsewhere (gettext's
/// `pgettext`): `localizedInContext("game", "Set")`.
public func localizedInContext(
  _ context: StaticString, _ message: StaticString, _ values: MessageValues = [:]
) -> String {
  let said = Placeholders.fill(
    Localization.text(context: context.text, singular: message.text, plural: nil, count: 1),
    values)
  Localization.wordings?.keep(said, context: context.text, singular: message.text, values: values)
  return said
}

extension StaticString {
  fileprivate var text: String { description }
}
