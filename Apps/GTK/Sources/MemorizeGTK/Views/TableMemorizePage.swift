import CGtk
import Memorize

/// Memorize at a shared table: the board the table sends, its seats with their tallies (the
/// player to move marked), the status line a screen reader hears change, and the ending over
/// the board. No theme chooser: the table's host chose the theme.
///
/// It draws its door's board and sends each chosen card through it, as ``MemorizePage`` does
/// with the app's; the cards, the seats and the status line are drawn by the same code, and
/// packed alike where the window is short of room (``SeatRows``).
final class TableMemorizePage {
  let widget: Widget
  let board = CardBoard()
  let door: any GameDoor
  /// The seats' row and the status line, packed where the window is short of room.
  let seatRows = SeatRows()
  /// The game's status line: screen readers announce each change of it.
  var status: StatusLine { seatRows.status }
  /// Over the board once the game is over, with its play-again button.
  let ending: GameOverPage
  /// One label per seat (a table seats at most four).
  var seatLabels: [Widget] { seatRows.labels }
  /// The deal last shown, so a new one is dealt in afresh.
  private var shownDeal: String?
  /// The faces cards showed, for a card turning face down to show until it has turned.
  private var faces = FaceMemory()

  init(door: any GameDoor) {
    self.door = door
    let margin = MemorizePage.margin
    Widgets.margins(seatRows.bar, margin)
    Widgets.margins(seatRows.status.widget, margin)
    ending = GameOverPage { [door] in door.deliver(.newGame) }
    let page = Widgets.box(
      GTK_ORIENTATION_VERTICAL, [seatRows.bar, ending.layer(over: board), seatRows.status.widget])
    widget = page
    Widgets.expand(widget)
    // Packed, the seats stand lower too (the style sheet's `.packed`).
    let rows = [seatRows.bar, seatRows.status.widget]
    seatRows.onPacking = { margin, packed in
      Widgets.setClass(page, "packed", packed)
      for row in rows {
        gtk_widget_set_margin_top(row, margin)
        gtk_widget_set_margin_bottom(row, margin)
      }
    }
    // The board is laid out whenever the window changes size: the seats' form and the rows'
    // packing are chosen then.
    let endingFollowsBoard = board.onSize
    board.onSize = { [seatRows] width, height in
      endingFollowsBoard(width, height)
      seatRows.roomChanged()
    }
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
    seatRows.render(presented.seats, endingShows: presented.ending != nil)
    ending.render(presented.ending)
    status.setText(presented.refusal ?? presented.ending?.title ?? presented.statusSentence)
  }
}
