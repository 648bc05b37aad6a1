import CardGames
import Memorize

/// The words the players row shows: each seat's tally, whose turn it is, and who won.
///
/// Pure formatting of what `EmojiMemoryGame` says; the row only arranges these strings.
nonisolated public enum TableText {
  /// One seat: "Ana · 2 pairs · 3 pts", with a marker in front for the player to move and a
  /// robot for a computer player.
  public static func seat(_ player: Player, isToMove: Bool) -> String {
    let pairs = player.pairs == 1 ? "1 pair" : "\(player.pairs) pairs"
    let points = abs(player.score) == 1 ? "pt" : "pts"
    return (isToMove ? "▶ " : "") + (player.isComputer ? "🤖 " : "")
      + "\(player.name) · \(pairs) · \(player.score) \(points)"
  }

  /// What a screen reader says for one seat: "Ana, person, 2 pairs, score 3, to move".
  public static func accessibleSeat(_ player: Player, isToMove: Bool, isWinner: Bool) -> String {
    var words = [player.name]
    words.append(player.computerLevel.map { "computer, \($0.rawValue)" } ?? "person")
    words.append(player.pairs == 1 ? "1 pair" : "\(player.pairs) pairs")
    words.append("score \(player.score)")
    if isToMove { words.append("to move") }
    if isWinner { words.append("winner") }
    return words.joined(separator: ", ")
  }

  /// How the game ended, in the view models' words (`Phrases.result`).
  public static func outcome(_ outcome: MemoryMatch<String>.Outcome, players: [Player]) -> String {
    Phrases.result(outcome, players: players)
  }

  /// The seats that won (one, or everyone tied for first).
  public static func winners(_ outcome: MemoryMatch<String>.Outcome?) -> [Int] {
    switch outcome {
    case .winner(let index): [index]
    case .tie(let indices): indices
    case nil: []
    }
  }

  /// Whose turn it is: "Ana to move", or "Computer (good) is thinking…" while the computer plays.
  public static func turn(players: [Player], currentIndex: Int) -> String {
    guard players.indices.contains(currentIndex) else { return "" }
    let player = players[currentIndex]
    return player.isComputer ? "\(player.name) is thinking…" : "\(player.name) to move"
  }

  private static func name(at index: Int, in players: [Player]) -> String {
    players.indices.contains(index) ? players[index].name : "Player \(index + 1)"
  }
}
