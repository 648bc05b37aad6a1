/// A change the player can take back for a little while: a deleted theme, a game in progress
/// replaced by a new deal. Front ends show ``message`` with an ``undoLabel`` button (a toast, a
/// status line) and call ``AppModel/undo(_:)`` or, once the offer is gone from the screen,
/// ``AppModel/dismissUndo(_:)`` — then the change is final.
public struct UndoOffer: Identifiable, Equatable, Sendable {
  /// Counts up with every offer the app makes.
  public let id: Int
  /// What happened, in the player's language.
  public let message: String
  /// The button's label, in the player's language.
  public var undoLabel: String { localized("Undo") }
  /// What to put back.
  let change: Change

  enum Change: Equatable, Sendable {
    case deletedTheme(ThemeStore.DeletedTheme)
    case replacedMemorize(SavedMemorizeGame)
    case replacedMatchismo(SavedMatchismoGame)
    case replacedSet(SavedSetGame)
    case replacedRace(SavedSetRace)
  }
}
