import CGtk
import Memorize

/// Memorize at a shared table: the board the table sends, its seats with their tallies (the
/// player to move marked), the status line a screen reader hears change, and the ending over
/// the board. No theme chooser: the table's host chose the theme.
///
/// It draws its door's board and sends each chosen card through it, as ``MemorizePage`` does
/// with the app's; the cards and seats are drawn by the same code.
final class TableMemorizePage {
  let widget: Widget
  let board = CardBoard()
  let door: any GameDoor
  /// The game's status line: screen readers announce each change of it.
  let status = StatusLine(name: WindowLabels.gameStatus)
  /// Over the board once the game is over, with its play-again button.
  let ending: GameOverPage
  /// One label per seat (a table seats at most four).
  let seatLabels = SeatLabels.make()
  private let playersBar: Widget
  /// The deal last shown, so a new one is dealt in afresh.
  private var shownDeal: String?
  /// The faces cards showed, for a card turning face down to show until it has turned.
  private var faces = FaceMemory()

  init(door: any GameDoor) {
    self.door = door
    playersBar = ChipRow(seatLabels).widget
    memorize_set_accessible_label(playersBar, WindowLabels.players)
    Widgets.margins(playersBar, 8)
    Widgets.margins(status.widget, 8)
    ending = GameOverPage { [door] in door.deliver(.newGame) }
    widget = Widgets.box(
      GTK_ORIENTATION_VERTICAL, [playersBar, ending.layer(over: board), status.widget])
    Widgets.expand(widget)
    board.onChoose = { [unowned self] index in
      guard let cards = door.board(of: .memorize)?.cards, cards.indices.contains(index) else {
        return
      }
      door.deliver(.choose(cardID: cards[index].id))
      render()
    }
  }

  func render() {
    guard let presented = door.board(of: .memorize) else { return }
    let newGame = shownDeal != presented.dealToken
    shownDeal = presented.dealToken
    faces.remember(presented)
    board.update(
      cards: MemorizePage.boardCards(presented, faces: faces), isOver: presented.isOver,
      dealsAll: newGame)
    let seats = presented.seats
    Widgets.setVisible(playersBar, !seats.isEmpty)
    SeatLabels.render(seats, on: seatLabels)
    ending.render(presented.ending)
    status.setText(presented.refusal ?? presented.ending?.title ?? presented.statusSentence)
  }
}
