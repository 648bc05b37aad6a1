/// The door a face draws a game through and sends the player's intents into: the app on this
/// machine (``AppModel``), or a shared table elsewhere (``TableDoor``).
///
/// A face that holds a door rather than the app draws a joined table exactly as a local game:
/// the same board, the same keys. What only a local app has (themes, the players panel, undo)
/// is offered where ``isLocal`` says so.
public protocol GameDoor: AnyObject {
  /// What the faces show of `section`, made now; `nil` when the door has no such game.
  func board(of section: Section) -> BoardPresentation?
  /// Sends `intent` in; what became of it shows on the board (a refusal as its ``BoardPresentation/refusal``).
  func deliver(_ intent: Intent)
  /// Whether the game is this machine's own: its themes, players and undo can be offered.
  var isLocal: Bool { get }
  /// At a shared table, the one seat this face calls Set! for (its player's at a race); `nil`
  /// for a watcher, at a table that plays no race, and at this machine's own games, where each
  /// seat at a race has its own key.
  var callingSeat: Int? { get }
}

extension AppModel: GameDoor {
  /// Sends `intent` to the app; the result shows on the board.
  public func deliver(_ intent: Intent) {
    send(intent)
  }

  /// The app's game is this machine's own.
  public var isLocal: Bool { true }

  /// Each seat at this machine's race has its own key: no one seat is this face's.
  public var callingSeat: Int? { nil }
}
