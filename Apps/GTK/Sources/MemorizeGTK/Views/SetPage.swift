import CGtk
import Memorize

/// Set: the cards in play drawn with Cairo, "Deal 3 More", a hint, and how many are left — or,
/// at a race, a Set! button and a 3 More button for each person (Ctrl+1 to Ctrl+4 call Set!
/// for seats 1 to 4).
///
/// It draws its door's board (``GameDoor/board(of:)``: the app's, or a shared table's) and sends
/// every click through ``GameDoor/deliver(_:)``; what a refused intent says stays in the status
/// line until the next one.
final class SetPage {
  let widget: Widget
  let board = CardBoard()
  let door: any GameDoor
  let dealButton: Widget
  let hintButton: Widget
  /// Players…, as Memorize's page has it: this machine's games only (a shared table seats its
  /// players itself).
  let playersButton: Widget
  /// Opens the Players dialog to seat a new race.
  var onChoosePlayers: () -> Void = {}
  let statusLabel = Widgets.label()
  /// The people's buttons at a race, on a row of their own above the others that wraps where
  /// the window is narrow; rebuilt when the people at the table change.
  private let seatBox = gtk_flow_box_new()!
  private(set) var seatButtons: [(seat: Int, call: Widget, ask: Widget)] = []
  /// The people the seat buttons were built for: their seats and titles.
  private var builtSeats: [String] = []
  /// The ids of the cards as last drawn, by position.
  private var cardIDs: [Int] = []
  /// Over the board once the game is over, with its play-again button.
  let ending: GameOverPage
  /// The row of Deal 3 More, Hint, the status line and Players….
  private let controls: Widget
  /// Whether the rows under the board stand closer, where the window is short and people's
  /// buttons take rows of their own (`choosePacking`).
  private let packing = RowPacking()

  init(door: any GameDoor) {
    self.door = door
    dealButton = Widgets.button(WindowLabels.dealThreeMore) {}
    hintButton = Widgets.button(Labels.hint) {}
    playersButton = Widgets.button(WindowLabels.playersEllipsis) {}
    Widgets.setTooltip(playersButton, WindowLabels.playersTooltip)
    Widgets.setVisible(playersButton, door.isLocal)
    // The label fills the room left in its row and wraps only where that is too short.
    gtk_widget_set_hexpand(statusLabel, 1)
    gtk_label_set_xalign(cast(statusLabel), 0)
    gtk_label_set_wrap(cast(statusLabel), 1)
    gtk_flow_box_set_selection_mode(cast(seatBox), GTK_SELECTION_NONE)
    memorize_set_accessible_label(seatBox, WindowLabels.players)
    gtk_flow_box_set_max_children_per_line(cast(seatBox), 4)
    gtk_flow_box_set_column_spacing(cast(seatBox), 12)
    gtk_flow_box_set_row_spacing(cast(seatBox), guint(MemorizePage.margin))
    Widgets.margins(seatBox, MemorizePage.margin)
    gtk_widget_set_margin_bottom(seatBox, 0)
    controls = Widgets.box(
      GTK_ORIENTATION_HORIZONTAL, spacing: 12,
      [dealButton, hintButton, statusLabel, playersButton])
    Widgets.margins(controls, MemorizePage.margin)
    board.grid = CardGrid(aspectRatio: 2.0 / 3.0, spacingRatio: 0.07)
    ending = GameOverPage { [door] in door.deliver(.newGame) }
    widget = Widgets.box(
      GTK_ORIENTATION_VERTICAL, [ending.layer(over: board), seatBox, controls])
    let endingFollowsBoard = board.onSize
    board.onSize = { [unowned self] width, height in
      endingFollowsBoard(width, height)
      choosePacking()
    }
    onSignal(dealButton, "clicked") { [unowned self] in send(.dealThreeMore) }
    onSignal(hintButton, "clicked") { [unowned self] in send(.hint) }
    onSignal(playersButton, "clicked") { [unowned self] in onChoosePlayers() }
    board.onChoose = { [unowned self] index in
      guard cardIDs.indices.contains(index) else { return }
      send(.choose(cardID: cardIDs[index]))
    }
  }

  /// Sends `intent` and shows the result; a refusal comes back on the board.
  func send(_ intent: Intent) {
    door.deliver(intent)
    render()
  }

  func render() {
    guard let presented = door.board(of: .set) else { return }
    cardIDs = presented.cards.map(\.id)
    let cards = presented.cards.compactMap { card -> BoardCard? in
      guard case .set(let symbol) = card.face else { return nil }
      let border =
        card.isSelected
        ? Optional(
          card.highlight == .match
            ? Palette.matched : card.highlight == .mismatch ? Palette.mismatched : Palette.selected)
        : card.isHinted ? Optional(Palette.hinted) : nil
      // A card the view model marks matched (the set just made, once the game is over) has
      // left the table: it fades away, as a Memorize pair does.
      return BoardCard(
        id: card.id, isFaceUp: true, isGone: card.isMatched,
        accessibleName: card.accessibleDescription,
        paintFace: { canvas, rect in CardArt.setCard(canvas, rect, card: symbol, border: border) },
        paintBack: { canvas, rect in CardArt.setCard(canvas, rect, card: symbol, border: border) })
    }
    board.update(cards: cards, isOver: false, dealsAll: false)
    ending.render(presented.ending)
    render(presented.shownButton(.dealThreeMore), on: dealButton)
    render(presented.shownButton(.hint), on: hintButton)
    renderSeats(presented.race, isOver: presented.isOver)
    // Once over, the ending over the board says it; the line under it would only repeat it.
    Widgets.setText(
      statusLabel, presented.isOver ? "" : presented.refusal ?? Self.sentence(of: presented))
  }

  /// The status line's sentence: at a race what happened at once, a line each, after a
  /// person's lost call that the view model still holds in view; else the board's status
  /// sentence.
  private static func sentence(of presented: BoardPresentation) -> String {
    guard var events = presented.race?.latestEvents, !events.isEmpty else {
      return presented.statusSentence
    }
    if let held = presented.race?.heldEvent, !events.contains(held) { events.insert(held, at: 0) }
    return events.joined(separator: "\n")
  }

  /// A board button: hidden when the board has none, insensitive with its reason as the tooltip.
  private func render(_ button: ButtonPresentation?, on widget: Widget) {
    Widgets.setVisible(widget, button != nil)
    guard let button else { return }
    Widgets.setSensitive(widget, button.isEnabled)
    Widgets.setTooltip(widget, button.reason)
  }

  /// The people's Set! and 3 More buttons at a race, the caller's highlighted: the seats the
  /// view model offers calls for (``RacePresentation/offeredCalls``: every person's at this
  /// machine's table; at a shared table the player's own, the others' being on their own
  /// screens, and none for a watcher).
  private func renderSeats(_ race: RacePresentation?, isOver: Bool) {
    let people = race?.offeredCalls ?? []
    let titles = people.compactMap { race?.seats[$0].callTitle }
    if titles != builtSeats {
      builtSeats = titles
      while let child = gtk_widget_get_first_child(seatBox) {
        gtk_flow_box_remove(cast(seatBox), child)
      }
      seatButtons = people.compactMap { seat in
        guard let race else { return nil }
        let call = Widgets.button(race.seats[seat].callTitle) { [unowned self] in
          send(.callSet(seat: seat))
        }
        let ask = Widgets.button(Phrases.threeMoreButton) { [unowned self] in
          send(.askForMoreCards(seat: seat))
        }
        memorize_set_accessible_label(ask, race.seats[seat].askTitle)
        let pair = Widgets.box(GTK_ORIENTATION_HORIZONTAL, [call, ask])
        gtk_widget_add_css_class(pair, "linked")
        gtk_flow_box_insert(cast(seatBox), pair, -1)
        // Read, not stopped at: the keyboard goes to the buttons inside. The cell is named by
        // whose buttons they are (unnamed, it was read as its type, "GtkFlowBoxChild").
        if let cell = gtk_widget_get_parent(pair) {
          gtk_widget_set_focusable(cell, 0)
          memorize_set_accessible_label(cell, race.seats[seat].name)
        }
        return (seat, call, ask)
      }
    }
    Widgets.setVisible(seatBox, !seatButtons.isEmpty && !isOver)
    choosePacking()
    guard let race else { return }
    for (seat, call, ask) in seatButtons where race.seats.indices.contains(seat) {
      let presented = race.seats[seat]
      Widgets.setSensitive(
        call, presented.callRefusal == nil && (race.isOpen || presented.isCalling))
      Widgets.setClass(call, "suggested-action", presented.isCalling)
      Widgets.setTooltip(call, presented.callRefusal ?? presented.windowShortcut)
      Widgets.setSensitive(ask, presented.askRefusal == nil)
      Widgets.setTooltip(
        ask, presented.askRefusal ?? Phrases.askForMoreTooltip(presented.name))
    }
  }

  /// Packs the rows under the board closer (``MemorizePage/packedMargin``) while the window is
  /// shorter than ``MemorizePage/shortWindowHeight`` and people's buttons show: at 500 × 420 a
  /// race of four left the board 136 px, and its 12 cards were 42 px wide.
  private func choosePacking() {
    guard let isShort = RowPacking.isShortWindow(of: seatBox) else { return }
    packing.choose(gtk_widget_get_visible(seatBox) != 0 && isShort) { [weak self] margin, packed in
      guard let self else { return }
      // Its buttons stand lower too (the style sheet's `.packed`).
      Widgets.setClass(widget, "packed", packed)
      gtk_widget_set_margin_top(seatBox, margin)
      gtk_flow_box_set_row_spacing(cast(seatBox), guint(margin))
      gtk_widget_set_margin_top(controls, margin)
      gtk_widget_set_margin_bottom(controls, margin)
    }
  }
}
