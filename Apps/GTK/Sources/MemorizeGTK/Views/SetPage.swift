import CGtk
import Memorize

/// Set: the cards in play drawn with Cairo, "Deal 3 More", a hint, and how many are left — or,
/// at a race, a Set! button and a 3 More button for each person (Ctrl+1 to Ctrl+4 call Set!
/// for seats 1 to 4).
///
/// It draws ``AppModel/board(of:)`` and sends every click through ``AppModel/send(_:)``; what a
/// refused intent says stays in the status line until the next one.
final class SetPage {
  let widget: Widget
  let board = CardBoard()
  private let app: AppModel
  private let dealButton: Widget
  private let hintButton: Widget
  private let deckLabel = Widgets.label()
  private let statusLabel = Widgets.label()
  /// The people's buttons at a race, rebuilt when the people at the table change.
  private let seatBox = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
  private var seatButtons: [(seat: Int, call: Widget, ask: Widget)] = []
  /// The people the seat buttons were built for: their seats and titles.
  private var builtSeats: [String] = []
  /// The ids of the cards as last drawn, by position.
  private var cardIDs: [Int] = []
  /// Why the last click or shortcut did nothing, from the view model, and the status sentence
  /// it answered: shown until the next intent or the next thing that happens.
  private var refusal: (reason: String, over: String)?
  /// Over the board once the game is over, with its play-again button.
  let ending: GameOverPage

  init(app: AppModel) {
    self.app = app
    dealButton = Widgets.button(WindowText.dealThreeMore) {}
    hintButton = Widgets.button(ScreenText.hint) {}
    gtk_widget_set_hexpand(statusLabel, 1)
    gtk_widget_set_halign(statusLabel, GTK_ALIGN_START)
    gtk_label_set_wrap(cast(statusLabel), 1)
    // Wrapped only where the row is short of room, not at a few words.
    gtk_label_set_max_width_chars(cast(statusLabel), 60)
    let controls = Widgets.box(
      GTK_ORIENTATION_HORIZONTAL, spacing: 12,
      [seatBox, dealButton, hintButton, statusLabel, deckLabel])
    Widgets.margins(controls, 8)
    board.grid = CardGrid(aspectRatio: 2.0 / 3.0, spacingRatio: 0.07)
    ending = GameOverPage { [app] in app.send(.newGame) }
    widget = Widgets.box(GTK_ORIENTATION_VERTICAL, [ending.layer(over: board.widget), controls])
    onSignal(dealButton, "clicked") { [unowned self] in send(.dealThreeMore) }
    onSignal(hintButton, "clicked") { [unowned self] in send(.hint) }
    board.onChoose = { [unowned self] index in
      guard cardIDs.indices.contains(index) else { return }
      send(.choose(cardID: cardIDs[index]))
    }
  }

  /// Sends `intent`, keeping what a refusal says for the status line, and shows the result.
  func send(_ intent: Intent) {
    if case .refused(let reason) = app.send(intent) {
      refusal = (reason, app.board(of: .set).map(Self.sentence) ?? "")
    } else {
      refusal = nil
    }
    render()
  }

  func render() {
    guard let presented = app.board(of: .set) else { return }
    cardIDs = presented.cards.map(\.id)
    let cards = presented.cards.compactMap { card -> BoardCard? in
      guard case .set(let symbol) = card.face else { return nil }
      // Once the game is over the last set is no longer outlined: the ending says it all.
      let selected = card.isSelected && !presented.isOver
      let border =
        selected
        ? Optional(
          card.highlight == .match
            ? Palette.matched : card.highlight == .mismatch ? Palette.mismatched : Palette.selected)
        : card.isHinted ? Optional(Palette.hinted) : nil
      return BoardCard(
        id: card.id, isFaceUp: true, accessibleName: card.accessibleDescription,
        paintFace: { canvas, rect in CardArt.setCard(canvas, rect, card: symbol, border: border) },
        paintBack: { canvas, rect in CardArt.setCard(canvas, rect, card: symbol, border: border) })
    }
    board.update(cards: cards, isOver: false, dealsAll: false)
    ending.render(presented.ending)
    render(presented.button(.dealThreeMore), on: dealButton)
    render(presented.button(.hint), on: hintButton)
    renderSeats(presented.race, isOver: presented.isOver)
    Widgets.setText(deckLabel, WindowText.deck(presented.deckCount ?? 0))
    // Once over, the ending over the board says it; the line under it would only repeat it.
    let sentence = Self.sentence(of: presented)
    let reason = refusal.flatMap { $0.over == sentence ? $0.reason : nil }
    Widgets.setText(statusLabel, presented.isOver ? "" : reason ?? sentence)
  }

  /// What the test harness's layout report says of the page: each card where it belongs and
  /// its accessible name, the status line, the race (who calls, whether the table is open) and
  /// each person's buttons; `bounds` gives a widget's place in the window.
  func reportLines(bounds: (Widget) -> String) -> [String] {
    guard let presented = app.board(of: .set) else { return [] }
    let board = bounds(self.board.widget).split(separator: ",").compactMap { Double($0) }
    var lines: [String] = []
    for (index, frame) in self.board.cardFrames.enumerated()
    where board.count == 4 && presented.cards.indices.contains(index) {
      let placed = Rect(
        x: board[0] + frame.x, y: board[1] + frame.y, width: frame.width, height: frame.height)
      lines.append("set-card \(index) \(placed) \(presented.cards[index].accessibleDescription)")
    }
    let status = gtk_label_get_text(cast(statusLabel)).map { String(cString: $0) } ?? ""
    lines.append("set-status " + status.replacing("\n", with: " "))
    if let race = presented.race {
      lines.append(
        "race caller=\(race.caller.map(String.init) ?? "none") open=\(race.isOpen ? 1 : 0)"
          + " over=\(presented.isOver ? 1 : 0)")
    }
    for (seat, call, ask) in seatButtons {
      lines.append("set-call \(seat) \(bounds(call))")
      lines.append("set-ask \(seat) \(bounds(ask))")
    }
    lines.append("set-deal \(bounds(dealButton))")
    if let ending = presented.ending, gtk_widget_get_visible(self.ending.widget) != 0 {
      lines.append("set-ending " + ([ending.title] + ending.details).joined(separator: " | "))
    }
    return lines
  }

  /// The status line's sentence: at a race what happened at once, a line each; else the
  /// board's status sentence.
  private static func sentence(of presented: BoardPresentation) -> String {
    guard let events = presented.race?.latestEvents, !events.isEmpty else {
      return presented.statusSentence
    }
    return events.joined(separator: "\n")
  }

  /// A board button: hidden when the board has none, insensitive with its reason as the tooltip.
  private func render(_ button: ButtonPresentation?, on widget: Widget) {
    Widgets.setVisible(widget, button != nil)
    guard let button else { return }
    Widgets.setSensitive(widget, button.isEnabled)
    gtk_widget_set_tooltip_text(widget, button.reason)
  }

  /// The people's Set! and 3 More buttons at a race, the caller's highlighted.
  private func renderSeats(_ race: RacePresentation?, isOver: Bool) {
    let people = race?.people ?? []
    let titles = people.compactMap { race?.seats[$0].callTitle }
    if titles != builtSeats {
      builtSeats = titles
      Widgets.removeChildren(seatBox)
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
        Widgets.append(seatBox, pair)
        return (seat, call, ask)
      }
    }
    Widgets.setVisible(seatBox, !seatButtons.isEmpty && !isOver)
    guard let race else { return }
    for (seat, call, ask) in seatButtons where race.seats.indices.contains(seat) {
      let presented = race.seats[seat]
      Widgets.setSensitive(call, race.isOpen || presented.isCalling)
      Widgets.setClass(call, "suggested-action", presented.isCalling)
      gtk_widget_set_tooltip_text(call, presented.windowShortcut)
      Widgets.setSensitive(ask, presented.askRefusal == nil)
      gtk_widget_set_tooltip_text(ask, presented.askRefusal ?? presented.askTitle)
    }
  }
}
