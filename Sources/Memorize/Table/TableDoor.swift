import CardGames

/// A shared table as a door: its board is the one the table last sent, and each intent goes to
/// the table as a message (``JoinedTable/text(for:)``), through `transmit`.
///
/// The table decides what an intent did. At a Set race each card chosen is one of the player's
/// picks, and the table turns the third into a claim; the seat of a call or an ask is always the
/// player's own, and the board it gives says so: only that seat's Set! is called from this face
/// (``RacePresentation/Seat/callsHere``), and none from a watcher's. A refusal the table sends
/// back (``refused(_:)``) shows on the board until the player's next intent or until the board
/// says something else (a verdict, whose turn, a race's event; not the clock's tick), as a local
/// refusal does.
public final class TableDoor: GameDoor {
  /// The table as this face holds it.
  public let table: JoinedTable
  private let transmit: (String) -> Void
  /// Why the table would not do the player's last intent, and what the board said when it came.
  /// A refusal said with no context (nothing could be played) shows while that lasts.
  private var refusal: (reason: String, context: String?)? {
    didSet {
      // What a refusal replaces on a race's row does not come back once it has gone.
      if refusal != nil { refusedRow = RefusedRaceRow(table.view?.board) }
    }
  }
  /// What a race's row said as the last refusal took it, while any of it is left to keep out.
  private var refusedRow: RefusedRaceRow?

  /// A door to `table` whose messages go out through `transmit`.
  public init(table: JoinedTable, transmit: @escaping (String) -> Void) {
    self.table = table
    self.transmit = transmit
  }

  /// The table's board when `section` is the table's game.
  public func board(of section: Section) -> BoardPresentation? {
    guard section == table.game, let view = table.view, var board = view.board else { return nil }
    if let refusal,
      refusal.context.map({ $0 == board.refusalContext }) ?? (refusal.reason == table.unplayable)
    {
      // A watcher's refusal takes the line that said whose turn it is: it says it still.
      board.refusal =
        table.seat == nil ? board.watchersRefusal(refusal.reason) : refusal.reason
    } else {
      // Once gone, a refusal stays gone: kept, it came back when the board said the same
      // words again (a race's last five events repeat), and its row went blank (issue 53).
      refusal = nil
      if var refused = refusedRow, var race = board.race {
        refusedRow = refused.apply(to: &race, dealt: board.dealToken) ? refused : nil
        board.race = race
      }
    }
    // The player's own seat, as the view names it (the browser page marks the same one).
    for index in board.seats.indices { board.seats[index].isOwn = index == view.seat }
    if var race = board.race {
      // Each person calls from their own screen: only the player's seat is theirs to call.
      for index in race.seats.indices {
        race.seats[index].callsHere = index == table.callingSeat
      }
      board.race = race
    }
    if let watching = view.watcherLine {
      // A watcher's buttons come from the table already off, saying why (TableHost); the ending
      // says what a watcher may do instead of naming the key that deals again.
      board.ending?.instead = watching
    }
    if let reason = table.unplayable { board.stopPlay(saying: reason) }
    return board
  }

  /// Sends `intent` to the table for the player's seat.
  public func deliver(_ intent: Intent) {
    // Nothing sent now could arrive (the table is over, or the connection is being tried
    // again): the intent is refused with why, never sent into the void.
    if let reason = table.unplayable {
      refusal = (reason, nil)
      return
    }
    // A button the table sent turned off (every one of a watcher's) does nothing: its reason
    // is said, and nothing goes to the table, whichever face pressed it.
    if let action = intent.boardAction,
      let button = board(of: table.game ?? .memorize)?
        .button(action), !button.isEnabled
    {
      refusal = (
        button.reason ?? Phrases.Table.watchersDoNotPlay, table.view?.board?.refusalContext
      )
      return
    }
    refusal = nil
    let seat = table.seat ?? 0
    switch intent {
    case .callSet: transmit(table.text(for: .callSet(seat: seat)))
    case .askForMoreCards: transmit(table.text(for: .askForMoreCards(seat: seat)))
    default: transmit(table.text(for: intent))
    }
  }

  /// The table refused the player's last intent (or their claim came second): `reason` shows
  /// on the board until the next intent, or until the board says something else.
  public func refused(_ reason: String) {
    refusal = (reason, table.view?.board?.refusalContext)
  }

  /// A table's game is not this machine's: no themes, players panel or undo.
  public var isLocal: Bool { false }

  /// The player's own seat at the table's race (``JoinedTable/callingSeat``); `nil` for a
  /// watcher and at a table that plays no race.
  public var callingSeat: Int? { table.callingSeat }
}

extension BoardPresentation {
  /// The board of a table nothing can be played at now: every button off with `reason`, no
  /// one calling, no three more cards to ask for.
  mutating func stopPlay(saying reason: String) {
    for index in buttons.indices {
      buttons[index].isEnabled = false
      buttons[index].reason = reason
    }
    guard var race else { return }
    race.isOpen = false
    race.canAskForMore = false
    for index in race.seats.indices {
      race.seats[index].isCalling = false
      race.seats[index].askRefusal = reason
      race.seats[index].callRefusal = reason
    }
    self.race = race
  }
}

extension Intent {
  /// The board's button that does this intent, where one does and does only that (at a race
  /// Deal 3 more asks for cards for the seat, which its own refusal answers).
  var boardAction: BoardAction? {
    switch self {
    case .newGame: .newGame
    case .hint: .hint
    case .shuffle: .shuffle
    case .setMatchCount(let count): .matchCount(count)
    default: nil
    }
  }
}

extension BoardPresentation {
  /// `reason` as a watcher's refusal says it at a game of turns: after whose turn it is ("Ana
  /// to move. You are watching this table: only its players play."), which the line it takes
  /// said; as it is where no one is to move (a race, an ending) or where it names the turn.
  func watchersRefusal(_ reason: String) -> String {
    guard ending == nil, race == nil, let seat = seats.first(where: \.isToMove) else {
      return reason
    }
    let turn = Phrases.turn(
      of: Player(name: seat.name, computerLevel: seat.isComputer ? .casual : nil))
    guard !reason.contains(turn) else { return reason }
    return Phrases.Table.refusal(reason, afterTurn: turn)
  }
}
