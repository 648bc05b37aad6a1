import CardGames

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Loading trusts nothing in the file: it may have been edited by hand, truncated, or written to
// attack the terminal. Whatever decodes is made playable here or left out, and each change is
// described so the player hears about it.
extension ThemeStore {
  /// The themes and removed emoji of `document`, made valid, with a note for each change.
  struct Repair {
    var themes: [Theme] = []
    var removedEmoji: [String: [String]] = [:]
    /// Each kept theme's fields this version does not know, by its (final) id.
    var unknownFields: [String: [String: JSONValue]] = [:]
    var notes: [String] = []
  }

  static func repaired(_ document: Document, makeID: () -> String) -> Repair {
    var repair = Repair()
    repair.notes += document.unreadableThemes.map(note)
    var usedIDs: Set<String> = []
    for (offset, original) in document.themes.enumerated() {
      var theme = original
      // Each change is a whole sentence naming the theme by its place in the file and its name
      // as it ends up (cleaned, cut to 20 characters): written once the name is final.
      var changes: [(_ number: Int, _ name: String) -> String] = []

      let cleaned = cleanedName(theme.name)
      theme.name = cleaned.name
      if cleaned.removedControlCharacters {
        changes.append { number, name in
          localized(
            "theme {number} (“{name}”): removed control characters from the name",
            ["number": number, "name": name])
        }
      }
      if cleaned.wasShortened {
        changes.append { number, name in
          localized(
            "theme {number} (“{name}”): shortened the name to {limit} characters",
            ["number": number, "name": name, "limit": maximumNameLength])
        }
      }
      if theme.name.isEmpty {
        theme.name = localized("Untitled")
        changes.append { number, name in
          localized(
            "theme {number} (“{name}”): named it “{name}”", ["number": number, "name": name])
        }
      }

      var kept: [String] = []
      var seen: Set<String> = []
      var unusable = 0
      for symbol in theme.emoji {
        if emojiProblem(symbol) != nil || !seen.insert(symbol).inserted {
          unusable += 1
        } else {
          kept.append(symbol)
        }
      }
      if unusable > 0 {
        changes.append { number, name in
          localizedPlural(
            "theme {number} (“{name}”): dropped {count} unusable or repeated emoji",
            "theme {number} (“{name}”): dropped {count} unusable or repeated emoji",
            count: unusable, ["number": number, "name": name])
        }
      }
      if kept.count > maximumEmojiCount {
        let beyond = kept.count - maximumEmojiCount
        changes.append { number, name in
          localizedPlural(
            "theme {number} (“{name}”): dropped {count} emoji beyond the limit of {limit}",
            "theme {number} (“{name}”): dropped {count} emoji beyond the limit of {limit}",
            count: beyond, ["number": number, "name": name, "limit": maximumEmojiCount])
        }
        kept.removeLast(kept.count - maximumEmojiCount)
      }
      theme.emoji = kept

      if case .fixed(let count) = theme.pairs, count < 1 {
        theme.pairs = .fixed(Theme.minimumPairs)
        changes.append { number, name in
          localized(
            "theme {number} (“{name}”): set the number of pairs to {pairs}",
            ["number": number, "name": name, "pairs": Theme.minimumPairs])
        }
      }

      let number = offset + 1
      let name = String(theme.name.prefix(20))
      guard theme.emoji.count >= Theme.minimumPairs else {
        repair.notes.append(
          localized(
            "theme {number} (“{name}”): left out, it has fewer than {pairs} usable emoji",
            ["number": number, "name": name, "pairs": Theme.minimumPairs]))
        continue
      }
      if !isUsableID(theme.id) || usedIDs.contains(theme.id) {
        var id = makeID()
        while !isUsableID(id) || usedIDs.contains(id) { id = makeID() }
        theme.id = id
        changes.append { number, name in
          localized(
            "theme {number} (“{name}”): gave it a new id (its id was empty, too long or used twice)",
            ["number": number, "name": name])
        }
      }
      usedIDs.insert(theme.id)
      repair.notes += changes.map { $0(number, name) }
      repair.themes.append(theme)
      let unknown = document.unknownFields(ofThemeAt: offset)
      if !unknown.isEmpty { repair.unknownFields[theme.id] = unknown }
      // Removed emoji are only a convenience for restoring; invalid ones are simply forgotten.
      if original.id == theme.id, let removed = document.removedEmoji[theme.id] {
        var remembered: [String] = []
        for symbol in removed.suffix(maximumEmojiCount)
        where emojiProblem(symbol) == nil && !theme.emoji.contains(symbol)
          && !remembered.contains(symbol)
        {
          remembered.append(symbol)
        }
        if !remembered.isEmpty { repair.removedEmoji[theme.id] = remembered }
      }
    }
    if repair.themes.isEmpty {
      repair.themes = Theme.builtIns
      repair.notes.append(localized("no usable themes were left, so the built-in themes are back"))
    }
    return repair
  }

  /// A name with control characters and line breaks removed, trimmed, and cut to the limit.
  ///
  /// Stops reading after the limit, so a name of megabytes costs no more than a short one.
  /// One line naming an entry left out of the themes and why: "theme 2 (“Sports”): left out,
  /// its “pairs” is not valid".
  static func note(_ entry: UnreadableTheme) -> String {
    let number = entry.number
    guard let rawName = entry.name else {
      switch entry.reason {
      case .notAnObject:
        return localized("theme {number}: left out, it is not a theme", ["number": number])
      case .missing(let field):
        return localized(
          "theme {number}: left out, it has no “{field}”", ["number": number, "field": field])
      case .invalid(let field):
        return localized(
          "theme {number}: left out, its “{field}” is not valid",
          ["number": number, "field": field])
      }
    }
    let name = cleanedName(rawName).name
    switch entry.reason {
    case .notAnObject:
      return localized(
        "theme {number} (“{name}”): left out, it is not a theme", ["number": number, "name": name])
    case .missing(let field):
      return localized(
        "theme {number} (“{name}”): left out, it has no “{field}”",
        ["number": number, "name": name, "field": field])
    case .invalid(let field):
      return localized(
        "theme {number} (“{name}”): left out, its “{field}” is not valid",
        ["number": number, "name": name, "field": field])
    }
  }

  static func cleanedName(_ name: String)
    -> (name: String, removedControlCharacters: Bool, wasShortened: Bool)
  {
    var result = ""
    var removed = false
    var shortened = false
    var count = 0
    for character in name {
      let scalars = character.unicodeScalars.filter { !isForbiddenInName($0) }
      if scalars.count != character.unicodeScalars.count { removed = true }
      guard !scalars.isEmpty else { continue }
      // Leading spaces are dropped as they come; trailing ones are trimmed below.
      if count == 0, character.isWhitespace { continue }
      if count == maximumNameLength {
        shortened = true
        break
      }
      result.unicodeScalars.append(contentsOf: scalars)
      count += 1
    }
    let trimmed = result.trimmingWhitespace()
    return (trimmed, removed, shortened)
  }

  /// Why a typed name cannot be used, or `nil` when it can.
  static func nameProblem(_ name: String) -> ThemeEditProblem? {
    if name.isEmpty { return .theme(.missingName) }
    if name.unicodeScalars.contains(where: isForbiddenInName) { return .controlCharacterInName }
    if name.prefix(maximumNameLength + 1).count > maximumNameLength {
      return .nameTooLong(limit: maximumNameLength)
    }
    let probe = Theme(
      id: "probe", name: name, emoji: starterEmoji, pairs: .allEmoji,
      color: RGBAColor(red: 0, green: 0, blue: 0))
    return probe.problems.first.map(ThemeEditProblem.theme)
  }

  /// Why `symbol` cannot go on a card, by the model's own rules, or `nil` when it can.
  ///
  /// Anything of more than 16 code points is refused first: no emoji is that long.
  static func emojiProblem(_ symbol: String) -> ThemeEditProblem? {
    // The model would list every code point of a huge cluster in its message; stop before that.
    guard symbol.unicodeScalars.count <= 16 else { return .characterTooComplex }
    let probe = Theme(
      id: "probe", name: "probe", emoji: [symbol], pairs: .allEmoji,
      color: RGBAColor(red: 0, green: 0, blue: 0))
    let problem = probe.problems.first { problem in
      if case .tooFewEmoji = problem { return false }
      return true
    }
    return problem.map(ThemeEditProblem.theme)
  }

  /// Escape sequences, newlines and bidirectional overrides: anything that could move the cursor
  /// or reorder the text around a name.
  private static func isForbiddenInName(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default:
      return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
  }

  private static func isUsableID(_ id: String) -> Bool {
    !id.isEmpty && id.utf8.count <= 100
      && !id.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
