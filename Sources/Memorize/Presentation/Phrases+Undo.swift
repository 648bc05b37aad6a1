extension Phrases {
  // MARK: - Changes that can be taken back

  /// After New Game replaced a game in progress (with an Undo button beside it).
  public static var newGameOverGameInProgress: String {
    localized("New game dealt; the one in progress was set aside.")
  }

  /// After a theme was deleted (with an Undo button beside it).
  public static func deletedTheme(theme: String) -> String {
    localized("Deleted {theme}.", ["theme": theme])
  }

  /// After the theme of the game in progress was deleted: the game goes on with its cards.
  public static func deletedThemeInPlay(theme: String) -> String {
    localized("Deleted {theme}; the game in progress goes on with its cards.", ["theme": theme])
  }

  /// After "Restore built-in themes": how many came back.
  public static func restoredBuiltInThemes(_ count: Int) -> String {
    guard count > 0 else { return localized("Every built-in theme is already in the list.") }
    return localizedPlural(
      "Restored {count} built-in theme.", "Restored {count} built-in themes.", count: count)
  }

  /// The pairs a theme can deal, shown next to the field before a limit bites.
  public static func pairRange(_ range: ClosedRange<Int>) -> String {
    localized(
      "{minimum} to {maximum}: one pair per emoji",
      ["minimum": range.lowerBound, "maximum": range.upperBound])
  }
}
