import CGtk
import Memorize

/// The probe of the window joined to a shared table (`MEMORIZE_GTK_TEST_LAYOUT=1`): the same
/// `layout … end` blocks, with the table's game as the section, its cards and status, the
/// counters, the window's last line (`note`) and the dialog that says why the table ended.
final class JoinedProbe {
  private unowned let joined: JoinedWindow
  private var isScheduled = false
  private var hasRenderedSinceFrame = false
  private var output = SettledReport()

  init(window: JoinedWindow) {
    joined = window
  }

  /// Reports after every painted frame (call once the window is realized).
  func attach() {
    guard let clock = gtk_widget_get_frame_clock(joined.window) else { return }
    onSignal(clock, "after-paint") { [weak self] in
      guard let self else { return }
      hasRenderedSinceFrame = false
      scheduleReport()
    }
  }

  /// Call as the window renders: no report until its next frame is painted.
  func noteRender() {
    hasRenderedSinceFrame = true
    if let clock = gtk_widget_get_frame_clock(joined.window) {
      gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
    }
  }

  func scheduleReport() {
    guard !isScheduled else { return }
    isScheduled = true
    MainLoop.idle { [weak self] in
      guard let self else { return }
      isScheduled = false
      let moving =
        joined.setPage?.board.isMoving == true || joined.memorizePage?.board.isMoving == true
        || joined.matchismoPage?.board.isMoving == true
      if !hasRenderedSinceFrame && !moving { report() }
    }
  }

  private func report() {
    let window = joined.window
    let table = joined.link.table
    let board = table.game.flatMap { joined.door.board(of: $0) }
    let cards = board?.cards ?? []
    var lines = [
      "layout width=\(gtk_widget_get_width(window)) height=\(gtk_widget_get_height(window))"
        + " section=\(table.game?.rawValue ?? "none") joined=1 presented=1 settled=1"
        + " seat=\(table.seat.map(String.init) ?? "none")"
        + " version=\(table.view?.version ?? 0)"
        + " faces-up=\(cards.filter { $0.isFaceUp && !$0.isMatched }.count)"
        + " gone=\(cards.filter(\.isMatched).count)"
        + " over=\(board?.isOver == true ? 1 : 0)"
        + " menu=\(joined.isMenuOpen ? 1 : 0)"
    ]
    if joined.isMenuOpen, let popover = gtk_menu_button_get_popover(cast(joined.menuButton)) {
      for text in LayoutProbe.shownLabels(under: cast(popover)) {
        lines.append("menu-item " + text)
      }
    }
    if let page = joined.setPage {
      lines += LayoutProbe.setLines(of: page, in: window)
    }
    if let page = joined.matchismoPage {
      lines += LayoutProbe.matchismoLines(of: page, in: window)
    }
    if let page = joined.memorizePage {
      let status = page.status.text.replacing("\n", with: " ")
      lines.append("status \(LayoutProbe.bounds(of: page.status.widget, in: window)) \(status)")
      let area = LayoutProbe.bounds(of: page.board.widget, as: Rect.self, in: window)
      for (index, frame) in page.board.cardFrames.enumerated() {
        guard let area else { break }
        let placed = Rect(
          x: area.x + frame.x, y: area.y + frame.y, width: frame.width, height: frame.height)
        lines.append("card \(index) \(placed)")
      }
      for (index, seat) in page.seatLabels.enumerated() where gtk_widget_get_visible(seat) != 0 {
        lines.append("seat \(index) \(LayoutProbe.bounds(of: seat, in: window))")
      }
      if let ending = board?.ending, gtk_widget_get_visible(page.ending.widget) != 0 {
        lines.append(
          "memorize-ending " + ([ending.title] + ending.details).joined(separator: " | "))
      }
    }
    // The ending's page, its words and Play Again, as the window of one's own games reports
    // them.
    for ending in [
      joined.memorizePage?.ending, joined.matchismoPage?.ending, joined.setPage?.ending,
    ] {
      if let ending { lines += LayoutProbe.endingLines(of: ending, in: window) }
    }
    for item in board?.status.items ?? [] { lines.append("counter \(item.label)\t\(item.value)") }
    if gtk_widget_get_visible(joined.noteLabel) != 0 {
      let text = AppWindow.text(of: joined.noteLabel).replacing("\n", with: " ")
      lines.append("note \(text)")
    }
    if joined.endDialog != nil, let note = joined.note { lines.append("dialog \(note)") }
    if gtk_widget_get_mapped(joined.waitingPage) != 0 {
      let page = joined.waitingPage
      let title = adw_status_page_get_title(cast(page)).map { String(cString: $0) } ?? ""
      let details = LayoutProbe.text(
        ofMarkup: adw_status_page_get_description(cast(page)).map { String(cString: $0) } ?? "")
      lines.append("waiting \(title) | \(details)")
    }
    // Every button on screen but the cards and the header's: where, whether it acts, its
    // words and why not.
    let wayOut = joined.wayOutButton
    let shown = gtk_widget_get_mapped(wayOut) != 0 ? [wayOut] : []
    for button in Self.buttons(in: joined.pageBox) + shown {
      let label = gtk_button_get_label(cast(button)).map { String(cString: $0) } ?? ""
      let tooltip = gtk_widget_get_tooltip_text(button).map { String(cString: $0) } ?? ""
      lines.append(
        "control \(LayoutProbe.bounds(of: button, in: window))"
          + " \(gtk_widget_is_sensitive(button) != 0 ? 1 : 0) \(label)\t\(tooltip)")
    }
    let boards = [joined.setPage?.board, joined.memorizePage?.board, joined.matchismoPage?.board]
    if let shown = boards.compactMap({ $0 }).first {
      lines.append("board-opacity \(gtk_widget_get_opacity(shown.widget))")
    }
    if let seats = joined.seatsText { lines.append("seats \(seats)") }
    let report = lines.joined(separator: "\n")
    output.offer(report, window: window)
  }

  /// The buttons shown under `widget`, in the order of the widget tree, cards left out.
  static func buttons(in widget: Widget) -> [Widget] {
    var found: [Widget] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      if gtk_widget_get_mapped(current) != 0 {
        if Widgets.isA(current, gtk_button_get_type()),
          gtk_widget_has_css_class(current, "card") == 0
        {
          found.append(current)
        } else {
          found += buttons(in: current)
        }
      }
      child = gtk_widget_get_next_sibling(current)
    }
    return found
  }
}
