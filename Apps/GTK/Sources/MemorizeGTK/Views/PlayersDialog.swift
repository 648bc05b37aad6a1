import CGtk
import Memorize

/// The Players dialog: one to four seats, each a name and who plays it (a person or the computer
/// at a level). Start seats that table at a new game on the current theme, or in Set a race;
/// nothing else changes.
final class PlayersDialog {
  let window: Widget
  /// What the dialog says over the seats: who plays, and how.
  let heading: String
  var onClose: () -> Void = {}

  private let app: AppModel
  private let seatsBox = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6)
  let addButton = Widgets.button(WindowLabels.addSeat) {}
  let startButton = Widgets.button(WindowLabels.start) {}
  private let problemLabel = Widgets.label(classes: ["error"])
  /// The rows in seat order: the row, its name entry, its kind drop-down and its remove button.
  private var rows: [(row: Widget, entry: Widget, kind: Widget, remove: Widget)] = []

  /// The dialog over `parent`, under `heading`: who plays, and how (turns, or a race).
  init(app: AppModel, heading headingText: String, parent: Widget) {
    self.app = app
    self.heading = headingText
    window = gtk_window_new()
    gtk_window_set_title(cast(window), WindowLabels.players)
    gtk_window_set_transient_for(cast(window), cast(parent))
    gtk_window_set_modal(cast(window), 1)
    memorize_close_on_escape(window)
    // No wider than the window it opens over (a phone's 360 px).
    let parentWidth = Int(gtk_widget_get_width(parent))
    gtk_window_set_default_size(
      cast(window), Int32(parentWidth > 0 ? min(460, parentWidth) : 460), -1)

    let heading = Widgets.label(headingText, classes: ["heading"])
    gtk_widget_set_halign(heading, GTK_ALIGN_START)
    // A sentence: it wraps where the dialog is narrow (a phone's 360 px) rather than widen it.
    // GTK works out a window's smallest width for its smallest height, where a wrapping label
    // is one line long; the scrolled window below has no smallest height of its own, so the
    // dialog asks only for its widest control.
    gtk_label_set_wrap(cast(heading), 1)
    gtk_label_set_xalign(cast(heading), 0)
    gtk_label_set_wrap(cast(problemLabel), 1)
    gtk_widget_set_halign(problemLabel, GTK_ALIGN_START)
    gtk_widget_set_halign(addButton, GTK_ALIGN_START)
    gtk_widget_add_css_class(startButton, "suggested-action")
    let cancelButton = Widgets.button(WindowLabels.cancel) { [unowned self] in close() }
    let spacer = Widgets.label()
    gtk_widget_set_hexpand(spacer, 1)
    memorize_set_accessible_hidden(spacer, 1)
    let buttons = Widgets.box(
      GTK_ORIENTATION_HORIZONTAL, spacing: 8, [spacer, cancelButton, startButton])
    let content = Widgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 10, [heading, seatsBox, addButton])
    Widgets.margins(content, 16)
    let scroller = Widgets.fittingScroller(content)
    gtk_widget_set_vexpand(scroller, 1)
    // A scroller can take the focus: a screen reader names it as the dialog.
    memorize_set_accessible_label(scroller, WindowLabels.players)
    // What is wrong and the buttons stay under the seats, outside the part that scrolls: with
    // four seats, an error made the content taller, the dialog scrolled, and Cancel and Start
    // were cut in half at its bottom edge.
    let footer = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 10, [problemLabel, buttons])
    Widgets.margins(footer, 16)
    gtk_widget_set_margin_top(footer, 0)
    gtk_window_set_child(
      cast(window), Widgets.box(GTK_ORIENTATION_VERTICAL, [scroller, footer]))

    for seat in app.playersDraft.seats { addRow(seat) }
    onSignal(addButton, "clicked") { [unowned self] in
      var draft = draft
      let count = draft.seats.count
      draft.addSeat()
      guard draft.seats.count > count, let seat = draft.seats.last else { return }
      addRow(seat)
      gtk_widget_grab_focus(rows[rows.count - 1].entry)
    }
    onSignal(startButton, "clicked") { [unowned self] in start() }
    let keys = gtk_event_controller_key_new()!
    onKeyPressed(keys) { [unowned self] key, _ in
      guard Int32(key) == GDK_KEY_Escape else { return false }
      close()
      return true
    }
    gtk_widget_add_controller(window, keys)
    onVetoSignal(window, "close-request") { [unowned self] in
      onClose()
      return false
    }
    update()
    // GTK's own parts keep no name of their type; the seats' box and rows are named again
    // after (tidying leaves containers such as a box unnamed).
    AccessibleTidying.tidy(window)
    memorize_set_accessible_label(seatsBox, WindowLabels.seats)
    labelRows()
  }

  func present() {
    gtk_window_present(cast(window))
  }

  func close() {
    gtk_window_close(cast(window))
  }

  /// The seats as typed right now.
  private var draft: PlayersDraft {
    let kinds = PlayersDraft.Kind.allCases
    return PlayersDraft(
      seats: rows.map { row in
        let index = Int(gtk_drop_down_get_selected(cast(row.kind)))
        let kind = kinds.indices.contains(index) ? kinds[index] : .person
        return PlayersDraft.Seat(
          name: String(cString: gtk_editable_get_text(cast(row.entry))), kind: kind)
      })
  }

  private func addRow(_ seat: PlayersDraft.Seat) {
    let entry = gtk_entry_new()!
    gtk_editable_set_text(cast(entry), seat.name)
    gtk_entry_set_max_length(cast(entry), Int32(PlayersDraft.maximumNameLength))
    gtk_widget_set_hexpand(entry, 1)
    let titles = gtk_string_list_new(nil)!
    for kind in PlayersDraft.Kind.allCases {
      gtk_string_list_append(titles, WindowLabels.kindChoice(kind))
    }
    let kind = gtk_drop_down_new(cast(titles), nil)!
    gtk_drop_down_set_selected(
      cast(kind), guint(PlayersDraft.Kind.allCases.firstIndex(of: seat.kind) ?? 0))
    gtk_widget_set_size_request(kind, 190, -1)
    let remove = Widgets.iconButton("list-remove-symbolic", tooltip: WindowLabels.removeThisSeat) {}
    let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [entry, kind, remove])
    Widgets.append(seatsBox, row)
    rows.append((row, entry, kind, remove))
    AccessibleTidying.tidy(row)
    labelRows()
    fitToSeats()

    onSignal(entry, "changed") { [unowned self] in update() }
    onSignal(entry, "activate") { [unowned self] in start() }
    onNotify(kind, property: "selected") { [unowned self] in
      // A name the dialog suggested follows the kind; a typed name stays.
      let draft = draft
      guard let index = rows.firstIndex(where: { $0.row == row }) else { return }
      let name = draft.name(forSeatAt: index, becoming: draft.seats[index].kind)
      if name != draft.seats[index].name { gtk_editable_set_text(cast(entry), name) }
      nameChosenKind(of: kind)
      update()
    }
    onSignal(remove, "clicked") { [unowned self] in
      guard let index = rows.firstIndex(where: { $0.row == row }), draft.canRemoveSeat else {
        return
      }
      gtk_box_remove(cast(seatsBox), row)
      rows.remove(at: index)
      labelRows()
      fitToSeats()
      update()
    }
  }

  /// Fits the dialog's height to its seats (and what it says is wrong) once they changed: a
  /// window keeps the size it was first given, so with more seats Add Seat went out of view.
  private func fitToSeats() {
    guard gtk_widget_get_mapped(window) != 0 else { return }
    MainLoop.idle { [weak self] in
      guard let self else { return }
      gtk_window_set_default_size(cast(window), gtk_widget_get_width(window), -1)
    }
  }

  /// Names each row's controls by seat number, for screen readers.
  private func labelRows() {
    for (index, row) in rows.enumerated() {
      memorize_set_accessible_label(row.entry, WindowLabels.seatName(index + 1))
      memorize_set_accessible_label(row.kind, WindowLabels.seatPlaysAs(index + 1))
      // The drop-down's button is what takes the focus; unnamed, it was read as its type,
      // "GtkToggleButton".
      if let button = gtk_widget_get_first_child(row.kind) {
        memorize_set_accessible_label(button, WindowLabels.seatPlaysAs(index + 1))
      }
      nameChosenKind(of: row.kind)
      memorize_set_accessible_label(row.remove, WindowLabels.removeSeat(index + 1))
    }
  }

  /// Names the item the drop-down's button shows by the kind chosen: it takes the focus, and
  /// unnamed it was read as its type (a list item widget), then as nothing.
  private func nameChosenKind(of kind: Widget) {
    let kinds = PlayersDraft.Kind.allCases
    let index = Int(gtk_drop_down_get_selected(cast(kind)))
    // The button shows the chosen item on one page of a stack, and on another what it shows
    // when nothing is chosen, GTK's "(None)": never here, so hidden.
    guard kinds.indices.contains(index), let button = gtk_widget_get_first_child(kind),
      let stack = Self.descendant(of: button, ofType: gtk_stack_get_type()),
      let item = gtk_stack_get_visible_child(cast(stack))
    else { return }
    memorize_set_accessible_label(item, WindowLabels.kindChoice(kinds[index]))
    var child = gtk_widget_get_first_child(stack)
    while let page = child {
      memorize_set_accessible_hidden(page, page == item ? 0 : 1)
      child = gtk_widget_get_next_sibling(page)
    }
  }

  /// The first widget under `root` of `type` (or a subtype).
  private static func descendant(of root: Widget, ofType type: GType) -> Widget? {
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
      if Widgets.isA(widget, type) { return widget }
      if let found = descendant(of: widget, ofType: type) { return found }
      child = gtk_widget_get_next_sibling(widget)
    }
    return nil
  }

  /// What the dialog says is wrong, while it says something.
  private(set) var problem: String?

  /// Shows what is wrong, if anything, and what can be pressed.
  private func update() {
    let draft = draft
    // A sentence that appears or goes changes the dialog's height: it fits again.
    if (draft.problem == nil) != (problem == nil) { fitToSeats() }
    problem = draft.problem
    Widgets.setText(problemLabel, draft.problem ?? "")
    Widgets.setVisible(problemLabel, draft.problem != nil)
    // Empty, it is no sentence: a screen reader read it as its type, "GtkLabel".
    memorize_set_accessible_hidden(problemLabel, draft.problem == nil ? 1 : 0)
    Widgets.setSensitive(startButton, draft.problem == nil)
    Widgets.setSensitive(addButton, draft.canAddSeat)
    for row in rows { Widgets.setSensitive(row.remove, draft.canRemoveSeat) }
  }

  /// Seats the table at a new game on the current theme, or says what is wrong.
  private func start() {
    // In Set the table races; elsewhere the players start a Memorize game. What is wrong with
    // the table, if anything, the dialog shows as it is.
    guard app.send(.startPlayers(draft)).acted else {
      update()
      return
    }
    close()
  }
}
