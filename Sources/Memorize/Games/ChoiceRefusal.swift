/// Why a choice of a card changed nothing: the games' own rules, named for faces that say why
/// (`--plain` answers every command; the full screen and the window simply leave the card be).
public enum ChoiceRefusal: Equatable, Sendable {
  /// The card has left the table: it was matched.
  case alreadyMatched
  /// The card is the one card face up, waiting for its partner.
  case alreadyFaceUp
  /// A computer player is to move; `player` is its name as shown to the player.
  case notYourTurn(player: String)
  /// The game is over: no card can be chosen until a new deal.
  case gameOver
}
