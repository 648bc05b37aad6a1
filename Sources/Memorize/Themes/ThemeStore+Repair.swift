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
    var notes: [String] = []
  }

  static func repaired(_ document: Document, makeID: () -> String) -> Repair {
    var repair = Repair()
    if document.unreadableThemeCount > 0 {
      let count = document.unreadableThemeCount
      repair.notes.append(
        "left out \(count) \(count == 1 ? "entry" : "entries") that were not themes")
    }
    var usedIDs: Set<String> = []
    for (offset, original) in document.themes.enumerated() {
      var theme = original
      var changes: [String] = []

      let cleaned = cleanedName(theme.name)
      theme.name = cleaned.name
      if cleaned.removedControlCharacters {
        changes.append("removed control characters from the name")
      }
      if cleaned.wasShortened {
        changes.append("shortened the name to \(maximumNameLength) characters")
      }
      if theme.name.isEmpty {
        theme.name = "Untitled"
        changes.append("named it “Untitled”")
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
      if unusable > 0 { changes.append("dropped \(unusable) unusable or repeated emoji") }
      if kept.count > maximumEmojiCount {
        changes.append(
          "dropped \(kept.count - maximumEmojiCount) emoji beyond the limit of \(maximumEmojiCount)"
        )
        kept.removeLast(kept.count - maximumEmojiCount)
      }
      theme.emoji = kept

      if case .fixed(let count) = theme.pairs, count < 1 {
        theme.pairs = .fixed(Theme.minimumPairs)
        changes.append("set the number of pairs to \(Theme.minimumPairs)")
      }

      let label = "theme \(offset + 1) (“\(theme.name.prefix(20))”)"
      guard theme.emoji.count >= Theme.minimumPairs else {
        repair.notes.append(
          "\(label): left out, it has fewer than \(Theme.minimumPairs) usable emoji")
        continue
      }
      if !isUsableID(theme.id) || usedIDs.contains(theme.id) {
        var id = makeID()
        while !isUsableID(id) || usedIDs.contains(id) { id = makeID() }
        theme.id = id
        changes.append("gave it a new id (its id was empty, too long or used twice)")
      }
      usedIDs.insert(theme.id)
      repair.notes += changes.map { "\(label): \($0)" }
      repair.themes.append(theme)
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
      repair.notes.append("no usable themes were left, so the built-in themes are back")
    }
    return repair
  }

  /// A name with control characters and line breaks removed, trimmed, and cut to the limit.
  ///
  /// Stops reading after the limit, so a name of megabytes costs no more than a short one.
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
