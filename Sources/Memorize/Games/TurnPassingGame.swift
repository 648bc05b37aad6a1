/// A turn-taking game whose turn passes on while the player to move is away from a shared
/// table, and whose line says so until that player is back (and again if they go away before
/// the next turn's end).
///
/// Memorize keeps the passed turn in its latest choice, Matchismo beside its outcome line; what
/// coming back and going away again do is the same for both, so it is written once, in
/// ``noteBack(_:)`` and ``noteAway(_:)``.
protocol TurnPassingGame: AnyObject {
  /// The seat whose turn was the last passed, while the game's line still says they are away;
  /// `nil` once they are back, or when the latest turn's end was anything else.
  var seatAwayAfterPassedTurn: Int? { get }
  /// The seat whose turn was the last passed, once the game's line says they are back; `nil`
  /// while it says they are away, or when the latest turn's end was anything else.
  var seatBackAfterPassedTurn: Int? { get }
  /// The seat whose choice the game's line gives its verdict on ("Ana: Match!"), which the
  /// seat's own screen words to them ("You: Match!"); `nil` while the line names no one's.
  var seatOfVerdict: Int? { get }
  /// Marks the player of the passed turn back, for the line to say so.
  func markPassedTurnBack()
  /// Marks the player of the passed turn away again, for the line to say so.
  func markPassedTurnAway()
  /// Called after every change, for the faces to draw it.
  var onChange: (() -> Void)? { get set }
}

extension TurnPassingGame {
  /// Notes that `player`, whose turn was the last passed as they were away, is back at the
  /// table: the game's line then says so rather than that they are away. Nothing changes, and
  /// no change is signalled, for any other seat, once they are back, or when the latest turn's
  /// end was anything else.
  func noteBack(_ player: Int) {
    guard seatAwayAfterPassedTurn == player else { return }
    markPassedTurnBack()
    onChange?()
  }

  /// Notes that `player` left the table again after the line said they were back from a passed
  /// turn: the line then says they are away once more, rather than back while their seat reads
  /// "away". Nothing changes, and no change is signalled, for any other seat or line.
  func noteAway(_ player: Int) {
    guard seatBackAfterPassedTurn == player else { return }
    markPassedTurnAway()
    onChange?()
  }
}
