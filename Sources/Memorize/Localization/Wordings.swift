extension Localization {
  /// The sentences made while it records, each with how to make it again in another language:
  /// how a shared table keeps a line it said to one seat alone (a refusal, a lost race) in
  /// every language that seat's log may be asked for later, though the line was made once, in
  /// the language the seat spoke then.
  ///
  /// A sentence whose values are sentences made before it (a name the game suggested, a
  /// number, or a line of the game's) is made again from theirs in the same language; a name a
  /// person gave is never translated; a line glued together from several outside
  /// ``localized(_:_:)`` cannot be, and is said as it was.
  final class Wordings: @unchecked Sendable {
    /// How to make each sentence recorded, by its words, in a language. The first one made in
    /// those words is kept: its values name only sentences made before it, so no sentence is
    /// made again from itself.
    private var made: [String: (Language) -> String] = [:]
    /// The names of people made while it records (``Phrases/translatedName(_:)``): never made
    /// again in another language, though a sentence in the same words was made too (a player
    /// called "Match!" is "Match!" in every language).
    private var names: Set<String> = []

    /// Runs `body`, keeping how to make again every sentence it makes. Used on one task at a
    /// time: the table records what one message makes while it answers it.
    func record<Result>(_ body: () throws -> Result) rethrows -> Result {
      try Localization.$wordings.withValue(self, operation: body)
    }

    /// `line` as it is said in `language`; `nil` where it was not made whole while recording.
    func line(_ line: String, in language: Language) -> String? {
      guard let make = made[line] else { return nil }
      return Localization.withLanguage(language) { make(language) }
    }

    /// Keeps `name` as a person's name, which a sentence made again keeps as it is.
    func keepName(_ name: String) {
      names.insert(name)
    }

    /// Keeps how `said` was made: from the catalog's `singular` (`plural`, with `count`) in
    /// `context`, its placeholders filled with `values`.
    func keep(
      _ said: String, context: String?, singular: String, plural: String? = nil, count: Int = 1,
      values: MessageValues
    ) {
      guard made[said] == nil else { return }
      let values = values.map { (key: $0.key, value: $0.value) }
      made[said] = { [weak self] language in
        let remade = values.map { pair -> (key: String, value: any CustomStringConvertible) in
          guard let text = pair.value as? String, text != said,
            self?.names.contains(text) != true, let make = self?.made[text]
          else { return pair }
          return (key: pair.key, value: make(language))
        }
        let text = Localization.text(
          context: context, singular: singular, plural: plural, count: count)
        return Placeholders.fill(text, remade, count: plural == nil ? nil : count)
      }
    }
  }

  /// Where the sentences made now are recorded (``Wordings/record(_:)``); `nil` but while a
  /// table answers a message.
  @TaskLocal static var wordings: Wordings?
}
