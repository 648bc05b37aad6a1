import CGtk
import Memorize

/// Matchismo: playing cards, the seats of a table of several players (the player to move
/// marked), the 2/3-card switch, the outcome line and the history scrubber.
///
/// It draws its door's board (``GameDoor/board(of:)``: the app's, or a shared table's) and sends
/// every click through ``GameDoor/deliver(_:)``. A shared table has no history to scrub: the
/// table shows everyone the game as it is.
final class MatchismoPage {
  let widget: Widget
  let board = CardBoard()
  let door: any GameDoor
  private let twoButton: Widget
  private let threeButton: Widget
  /// The latest verdict, or why the last choice was refused.
  let outcomeLabel = Widgets.label(classes: ["outcome"])
  /// One label per seat (a table seats at most four), shown when more than one plays.
  let seatLabels = SeatLabels.make()
  private let playersBar: Widget
  private let scrubber: Widget
  private let scale: Widget
  private let historyLabel = Widgets.label(WindowLabels.history)
  private var shownHistoryCount = -1
  /// Over the board once no match is possible, with its play-again button.
  let ending: GameOverPage

  init(door: any GameDoor) {
    self.door = door
    playersBar = ChipRow(seatLabels).widget
    memorize_set_accessible_label(playersBar, WindowLabels.players)
    Widgets.margins(playersBar, 8)
    Widgets.setVisible(playersBar, false)
    twoButton = gtk_toggle_button_new_with_label(WindowLabels.matchCount(2))
    threeButton = gtk_toggle_button_new_with_label(WindowLabels.matchCount(3))
    gtk_toggle_button_set_group(cast(threeButton), cast(twoButton))
    let switcher = Widgets.box(GTK_ORIENTATION_HORIZONTAL, [twoButton, threeButton])
    gtk_widget_add_css_class(switcher, "linked")
    gtk_widget_set_hexpand(outcomeLabel, 1)
    gtk_widget_set_halign(outcomeLabel, GTK_ALIGN_START)
    // The verdict wraps where its row is short: at 400 px it was cut short with an ellipsis,
    // its points lost.
    gtk_label_set_wrap(cast(outcomeLabel), 1)
    gtk_label_set_xalign(cast(outcomeLabel), 0)
    let controls = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [switcher, outcomeLabel])
    Widgets.margins(controls, 8)
    scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 1)
    gtk_scale_set_draw_value(cast(scale), 0)
    gtk_widget_set_hexpand(scale, 1)
    memorize_set_accessible_label(scale, WindowLabels.outcomeHistory)
    scrubber = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [historyLabel, scale])
    Widgets.margins(scrubber, 8)
    Widgets.setVisible(scrubber, door.isLocal)
    ending = GameOverPage { [door] in door.deliver(.newGame) }
    widget = Widgets.box(
      GTK_ORIENTATION_VERTICAL,
      [playersBar, ending.layer(over: board), controls, scrubber])

    board.onChoose = { [unowned self] index in
      guard cardIDs.indices.contains(index) else { return }
      send(.choose(cardID: cardIDs[index]))
    }
    for (button, count) in [(twoButton, 2), (threeButton, 3)] {
      onSignal(button, "toggled") { [unowned self] in
        guard !Widgets.isRendering, gtk_toggle_button_get_active(cast(button)) != 0 else {
          return
        }
        send(.setMatchCount(count))
      }
    }
    onSignal(scale, "value-changed") { [unowned self] in
      guard !Widgets.isRendering else { return }
      let position = Int(gtk_range_get_value(cast(scale)).rounded())
      send(.showHistory(position: position >= historyCount - 1 ? nil : position))
    }
  }

  /// Sends `intent` and shows the result; a refusal comes back on the board.
  func send(_ intent: Intent) {
    door.deliver(intent)
    render()
  }

  /// The ids of the cards as last drawn, by position.
  private var cardIDs: [Int] = []
  /// How many outcomes the history held when last drawn.
  private var historyCount = 0
  /// The faces cards showed, for a card turning face down to show until it has turned.
  private var faces = FaceMemory()

  func render() {
    guard let presented = door.board(of: .matchismo) else { return }
    cardIDs = presented.cards.map(\.id)
    faces.remember(presented)
    let cards = presented.cards.map { card in
      let face: (title: String, isRed: Bool)? =
        if case .playing(_, _, let isRed, let title) = card.face ?? faces[card.id] {
          (title, isRed)
        } else {
          nil
        }
      return BoardCard(
        id: card.id, isFaceUp: card.isFaceUp, isDimmed: card.isMatched,
        accessibleName: card.accessibleDescription,
        paintFace: { canvas, rect in
          guard let face else { return }
          CardArt.playingCardFace(canvas, rect, title: face.title, isRed: face.isRed)
        },
        paintBack: { canvas, rect in CardArt.playingCardBack(canvas, rect) })
    }
    let history = presented.history
    historyCount = history?.entries.count ?? 0
    board.update(cards: cards, isOver: false, dealsAll: historyCount == 0 && shownHistoryCount > 0)
    ending.render(presented.ending)
    let seats = presented.seats
    Widgets.setVisible(playersBar, !seats.isEmpty)
    SeatLabels.render(seats, on: seatLabels)
    // Once the first card is chosen the count is locked: both stay as they are, the reason
    // their tooltip.
    let counts = [(twoButton, 2), (threeButton, 3)].map {
      ($0.0, presented.button(.matchCount($0.1)))
    }
    let lock = counts.compactMap { $0.1?.reason }.first
    for (button, shown) in counts {
      gtk_toggle_button_set_active(cast(button), shown?.isOn == true ? 1 : 0)
      Widgets.setSensitive(button, lock == nil)
      Widgets.setTooltip(button, lock)
    }
    Widgets.setText(outcomeLabel, presented.refusal ?? presented.verdict ?? "")
    let last = Double(max(1, historyCount - 1))
    gtk_range_set_range(cast(scale), 0, last)
    gtk_range_set_value(cast(scale), Double(history?.position ?? 0))
    Widgets.setSensitive(scale, historyCount > 1)
    Widgets.setText(
      historyLabel,
      historyCount == 0
        ? WindowLabels.history
        : WindowLabels.historyPosition(history?.shownPosition ?? 0, of: historyCount))
    shownHistoryCount = historyCount
  }
}
