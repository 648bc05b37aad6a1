import CardGames

/// A theme as the chooser and the editors show it.
public struct ThemePresentation: Identifiable, Hashable, Sendable, Codable {
  /// The theme's id, for ``Intent/playTheme(id:)`` and the edits.
  public var id: String
  /// Its name in the player's language (a built-in theme's translated name).
  public var name: String
  /// Its name as stored and typed in the editor.
  public var storedName: String
  /// Its emoji, in order.
  public var emoji: [String]
  /// The emoji removed from it, which the editor can bring back.
  public var removedEmoji: [String]
  /// How many pairs a game on it deals.
  public var pairs: Int
  /// The pairs the editor may set.
  public var pairRange: ClosedRange<Int>
  /// "8 pairs", in words.
  public var pairsText: String
  /// Its colour.
  public var colour: Colour
  /// Whether it can deal a game (enough emoji, a name).
  public var isPlayable: Bool
  /// Whether its name is still the one a new theme is given, so the editor's first keystroke
  /// replaces it rather than adding to it.
  public var hasSuggestedName: Bool
  /// Whether the game on screen plays it.
  public var isInPlay: Bool
}

extension AppModel {
  /// The themes, in the chooser's order.
  public var themeList: [ThemePresentation] {
    let playing = memorize?.theme.id
    return themes.themes.map { theme in
      ThemePresentation(
        id: theme.id, name: theme.localizedName, storedName: theme.name, emoji: theme.emoji,
        removedEmoji: themes.removedEmoji(for: theme.id), pairs: theme.numberOfPairs,
        pairRange: themes.pairRange(for: theme.id) ?? Theme.minimumPairs...Theme.minimumPairs,
        pairsText: Phrases.pairs(theme.numberOfPairs), colour: Colour(theme.color),
        isPlayable: themes.isPlayable(theme),
        hasSuggestedName: Labels.isSuggestedThemeName(theme.name),
        isInPlay: theme.id == playing)
    }
  }

  /// The theme with `id`, as the editors show it.
  public func theme(id: String) -> ThemePresentation? { themeList.first { $0.id == id } }

  /// The theme a game is dealt on when the player has not picked one: the game's own, else the
  /// first playable theme of the list, else the built-in Halloween. Every face and every path
  /// (the command line, the players setup, New Game with no game yet) takes this one.
  public var defaultTheme: Theme {
    memorize?.theme ?? themes.themes.first(where: themes.isPlayable) ?? .halloween
  }

  /// The id of the default theme (the game's own, else the first playable one, else Halloween):
  /// what ``Intent/playTheme(id:)`` plays when the player picked none.
  public var defaultThemeID: String { defaultTheme.id }

  /// The players setup the Players panel opens with: the table of the game in play (in Set, the
  /// race's seats), or one seat.
  public var playersDraft: PlayersDraft {
    PlayersDraft(players: tablePlayers)
  }
}

extension ThemePresentation {
  /// What a theme editor sends for what was typed in its text fields and not applied, when the
  /// player leaves it: by Esc, or by Ctrl-C as the program exits. Every face follows this rule:
  /// the typing is kept, as if applied (issue 23's play-test: a name typed and left by Ctrl-C was
  /// dropped without a word). A field left as the theme has it sends nothing; emoji typed and
  /// not added are added.
  ///
  /// Ctrl-C always exits: an edit the view model refuses then (a name another theme has) cannot
  /// be kept, and is dropped. Esc leaves only once the edits are taken: a face says why one was
  /// refused, and a second Esc leaves without it.
  ///
  /// - Parameters:
  ///   - name: the name field as typed.
  ///   - colour: the colour field as typed.
  ///   - emoji: the emoji typed in the field that adds them, not added yet.
  public func editsOnLeaving(name: String, colour: String, emoji: String) -> [ThemeEdit] {
    var edits: [ThemeEdit] = []
    if name != self.name && name != storedName { edits.append(.rename(name)) }
    if !emoji.isEmpty { edits.append(.addEmoji(emoji)) }
    if colour.lowercased() != self.colour.hexString.lowercased() {
      edits.append(.setColour(colour))
    }
    return edits
  }
}
