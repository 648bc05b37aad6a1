import CardGames
import Memorize
import TerminalKit

/// `--plain`: the games as lines of text, for screen readers, pipes and scripts.
///
/// Reads one command per line and answers in words, without a single escape code. Two line
/// formats are a contract scripts rely on: every card turned face up prints `Card N: CONTENT`, and
/// every command's output ends with `Score: S Flips: F`.
public final class PlainSession {
  private let app: AppModel
  private let game: GameKind
  private let write: (String) -> Void
  /// The longest command line read, in bytes; the rest of a longer line is dropped unread.
  public static let maximumLineLength = 4096
  /// Notices already printed, so each is said once while it stands.
  private var reportedNotices: Set<String>
  /// The last "Player:" line said, so a turn of two cards is announced once.
  private var lastAnnouncement: (game: ObjectIdentifier, flips: Int, player: Int)?

  /// - Parameters:
  ///   - game: which game the session plays.
  ///   - write: receives each line of output, without its newline.
  public init(app: AppModel, game: GameKind, write: @escaping (String) -> Void) {
    self.app = app
    self.game = game
    self.write = write
    // Those already there were reported on standard error at launch.
    reportedNotices = Set(app.notices)
  }

  /// Prints what game is on and the board; starts a Memorize game when there is none.
  public func start(themeName: String? = nil) {
    switch game {
    case .memorize:
      if app.memorize == nil {
        app.startMemorize(theme: app.themes.themes.first ?? .halloween)
      }
      let memorize = app.memorize!
      say("Memorize: \(clean(memorize.theme.name)), \(memorize.cards.count) cards.")
      if memorize.players.count > 1 {
        say("Players: " + memorize.players.map { clean($0.name) }.joined(separator: ", "))
        playComputerTurns(memorize)
        announcePlayer(memorize)
      }
    case .matchismo:
      say("Matchismo: \(app.matchismo.cards.count) cards, match \(app.matchismo.matchCount).")
    case .set:
      say("Set: \(app.set.cardsInPlay.count) cards in play, \(app.set.deckCount) in the deck.")
    }
    app.select(Section(game))
    say("Type 'help' for the commands.")
    printScore()
  }

  /// Handles one line of input; returns false when the session should end.
  public func handle(_ line: String) -> Bool {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let command = words.first?.lowercased() else { return true }
    let argument = words.dropFirst().joined(separator: " ")
    if let number = Int(command) {
      choose(number)
      return true
    }
    switch command {
    case "quit", "exit", "q":
      // "Saved" only when the bytes are on disk; the launcher says why not on standard error.
      say(app.saveNow() ? "Saved. Goodbye." : "Not saved. Goodbye.")
      return false
    case "choose", "c":
      guard let number = Int(argument) else {
        fail("choose needs a card number, such as 'choose 3'")
        return true
      }
      choose(number)
    case "new", "n":
      newGame()
    case "board", "b":
      printBoard()
      printScore()
    case "help", "?":
      printHelp()
      printScore()
    default:
      if !handleGameCommand(command, argument: argument) {
        fail("unknown command '\(clean(command))'; type 'help' for the commands")
      }
    }
    tick()
    return true
  }

  /// Saves if a save is due (the loop calls this at ``AppModel/saveDeadline``), and says any new
  /// notice, such as a save that failed, as an `error:` line.
  public func tick() {
    app.tick()
    for notice in app.notices where !reportedNotices.contains(notice) {
      say("error: \(clean(notice))")
    }
    reportedNotices = Set(app.notices)
  }

  /// Reached the end of input (or a signal): save and finish quietly; whether the save reached
  /// the disk.
  @discardableResult
  public func finish() -> Bool {
    app.saveNow()
  }

  // MARK: - Commands

  private func choose(_ number: Int) {
    let count = cardCount
    guard (1...max(1, count)).contains(number), count > 0 else {
      fail("there is no card \(number); the cards are numbered 1 to \(count)")
      return
    }
    let index = number - 1
    switch game {
    case .memorize: chooseMemorize(at: index)
    case .matchismo: chooseMatchismo(at: index)
    case .set: chooseSet(at: index)
    }
    printScore()
  }

  private func chooseMemorize(at index: Int) {
    guard let memorize = app.memorize else { return }
    let card = memorize.cards[index]
    if card.isMatched {
      say("Card \(index + 1) is already matched.")
      return
    }
    if memorize.isComputerToMove {
      say("error: it is \(clean(memorize.players[memorize.currentPlayerIndex].name))'s turn")
      return
    }
    let playerBefore = memorize.currentPlayerIndex
    let outcome = memorize.choose(card)
    if outcome == .unchanged && card.isFaceUp { say("Card \(index + 1) is already face up.") }
    report(outcome, in: memorize)
    let computerMoved = memorize.isComputerToMove
    playComputerTurns(memorize)
    if memorize.players.count > 1 && !memorize.isOver
      && (computerMoved || memorize.currentPlayerIndex != playerBefore)
    {
      announcePlayer(memorize)
    }
    if memorize.isOver {
      say("Game over! Score: \(memorize.score) Time: \(clockText(memorize.elapsed))")
      switch memorize.outcome {
      case .winner(let index)? where memorize.players.count > 1:
        say("Winner: \(clean(memorize.players[index].name))")
      case .tie(let indices)?:
        say("Tie: " + indices.map { clean(memorize.players[$0].name) }.joined(separator: ", "))
      default: break
      }
    }
  }

  /// Says which card a choice turned up, and whether it matched.
  private func report(_ outcome: MemoryGame<String>.Outcome, in memorize: EmojiMemoryGame) {
    if let id = outcome.chosenCardID,
      let position = memorize.cards.firstIndex(where: { $0.id == id })
    {
      say("Card \(position + 1): \(clean(memorize.cards[position].content))")
    }
    switch outcome {
    case .matched: say("Match!")
    case .mismatched: say("No match.")
    case .unchanged, .turnedUp: break
    }
  }

  /// Computer players answer at once: nobody watches cards turn in plain text.
  private func playComputerTurns(_ memorize: EmojiMemoryGame) {
    while memorize.isComputerToMove {
      announcePlayer(memorize)
      memorize.performComputerMoveNow()
      if let choice = memorize.lastChoice { report(choice.outcome, in: memorize) }
    }
  }

  /// Says whose turn it is, once per turn.
  private func announcePlayer(_ memorize: EmojiMemoryGame) {
    let turn = (ObjectIdentifier(memorize), memorize.flipCount, memorize.currentPlayerIndex)
    if let last = lastAnnouncement, last.player == turn.2, last.game == turn.0,
      memorize.flipCount - last.flips < 2
    {
      return
    }
    lastAnnouncement = (turn.0, turn.1, turn.2)
    say("Player: \(clean(memorize.players[memorize.currentPlayerIndex].name))")
  }

  private func chooseMatchismo(at index: Int) {
    let matchismo = app.matchismo
    let before = matchismo.cards[index]
    if before.isMatched {
      say("Card \(index + 1) is already matched.")
      return
    }
    matchismo.choose(at: index)
    if !before.isChosen && matchismo.cards[index].isChosen || matchismo.cards[index].isMatched {
      say("Card \(index + 1): \(PlayingCardGame.title(of: matchismo.cards[index]))")
    }
    say(matchismo.outcomeText)
  }

  private func chooseSet(at index: Int) {
    let set = app.set
    let card = set.cardsInPlay[index]
    set.choose(card)
    say("Card \(index + 1): \(Self.describe(card))")
    switch set.selectionState {
    case .matched: say("Set!")
    case .mismatched: say("Not a set.")
    case .incomplete: break
    }
    if set.isOver { say("Game over! Score: \(set.score) Time: \(clockText(set.elapsed))") }
  }

  private func newGame() {
    switch game {
    case .memorize:
      app.memorize?.newGame()
      if let memorize = app.memorize {
        say("New game: \(clean(memorize.theme.name)), \(memorize.cards.count) cards.")
      }
    case .matchismo:
      app.matchismo.redeal()
      say("New deal: \(app.matchismo.cards.count) cards.")
    case .set:
      app.set.newGame()
      say("New game: \(app.set.cardsInPlay.count) cards in play.")
    }
    printScore()
  }

  /// Commands that only one game understands; false when `command` is none of them.
  private func handleGameCommand(_ command: String, argument: String) -> Bool {
    switch (game, command) {
    case (.memorize, "theme"):
      guard let theme = app.themes.theme(named: argument) else {
        let names = app.themes.themes.map { clean($0.name) }.joined(separator: ", ")
        fail("no theme named '\(clean(argument))'; the themes are \(names)")
        return true
      }
      let previous = app.memorize
      let previousTheme = previous?.theme.id
      app.openTheme(id: theme.id)
      if previousTheme == theme.id {
        say("Still playing \(clean(theme.name)).")
      } else {
        say("New game: \(clean(theme.name)), \(app.memorize?.cards.count ?? 0) cards.")
      }
      printScore()
    case (.matchismo, "mode"):
      guard let count = Int(argument), [2, 3].contains(count) else {
        fail("mode must be 2 or 3")
        return true
      }
      if app.matchismo.setMatchCount(count) {
        say("Matching \(count) cards.")
      } else {
        fail("the mode can change only before the first choice; type 'new' to redeal")
      }
      printScore()
    case (.set, "deal"):
      if app.set.canDealMore {
        app.set.dealThreeMore()
        say("Dealt. \(app.set.cardsInPlay.count) cards in play, \(app.set.deckCount) in the deck.")
      } else {
        fail("the deck is empty")
      }
      printScore()
    case (.set, "hint"):
      app.set.hint()
      let hinted = app.set.cardsInPlay.enumerated().filter { app.set.isHinted($0.element) }
      say(
        hinted.isEmpty
          ? "No set among the cards in play."
          : "Try cards " + hinted.map { String($0.offset + 1) }.joined(separator: ", ") + ".")
      printScore()
    default:
      return false
    }
    return true
  }

  // MARK: - Output

  private var cardCount: Int {
    switch game {
    case .memorize: app.memorize?.cards.count ?? 0
    case .matchismo: app.matchismo.cards.count
    case .set: app.set.cardsInPlay.count
    }
  }

  private func printBoard() {
    switch game {
    case .memorize:
      for (position, card) in (app.memorize?.cards ?? []).enumerated() {
        let state =
          card.isMatched ? "matched" : card.isFaceUp ? clean(card.content) : "face down"
        say("Card \(position + 1): \(state)")
      }
    case .matchismo:
      for (position, card) in app.matchismo.cards.enumerated() {
        let title = PlayingCardGame.title(of: card)
        let state =
          card.isMatched ? "matched (\(title))" : card.isChosen ? title : "face down"
        say("Card \(position + 1): \(state)")
      }
    case .set:
      for (position, card) in app.set.cardsInPlay.enumerated() {
        let selected = app.set.isSelected(card) ? " (selected)" : ""
        say("Card \(position + 1): \(Self.describe(card))\(selected)")
      }
      say("\(app.set.deckCount) cards in the deck.")
    }
  }

  private func printHelp() {
    say("Commands: choose N (or just N), new, board, help, quit.")
    switch game {
    case .memorize: say("theme NAME switches theme; the same theme keeps the game.")
    case .matchismo: say("mode 2 or mode 3 sets how many cards make a match.")
    case .set: say("deal adds three cards; hint points at a set.")
    }
  }

  private func printScore() {
    let (score, flips): (Int, Int) =
      switch game {
      case .memorize: (app.memorize?.score ?? 0, app.memorize?.flipCount ?? 0)
      case .matchismo: (app.matchismo.score, app.matchismo.history.count)
      case .set: (app.set.score, app.set.choiceCount)
      }
    say("Score: \(score) Flips: \(flips)")
  }

  private func fail(_ message: String) {
    say("error: \(message)")
    printScore()
  }

  private func say(_ line: String) {
    write(line)
  }

  private func clean(_ text: String) -> String { Sanitizer.sanitize(text) }

  /// Words for a Set card, such as "2 red striped ovals".
  static func describe(_ card: SetCard) -> String {
    let shape: String =
      switch card.shape {
      case .diamond: "diamond"
      case .squiggle: "squiggle"
      case .oval: "oval"
      }
    let color: String =
      switch card.color {
      case .red: "red"
      case .green: "green"
      case .purple: "purple"
      }
    let shading: String =
      switch card.shading {
      case .solid: "solid"
      case .striped: "striped"
      case .open: "open"
      }
    let number = card.number.rawValue
    return "\(number) \(color) \(shading) \(shape)\(number == 1 ? "" : "s")"
  }
}

extension Section {
  /// The section that shows `game`.
  init(_ game: GameKind) {
    switch game {
    case .memorize: self = .memorize
    case .matchismo: self = .matchismo
    case .set: self = .set
    }
  }
}
