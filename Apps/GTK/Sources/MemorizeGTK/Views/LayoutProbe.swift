import CGtk
import FoundationEssentials
import Memorize

// Over 300 lines because the probe reports, in one place, every part of the window a test finds
// its way by: the panes, each section's cards and buttons, the dialogs, the toasts and the focus.

/// With `MEMORIZE_GTK_TEST_LAYOUT=1`, prints where things are, in X window coordinates, each time
/// the layout changes, so end-to-end tests know where to click. It never prints what a card shows:
/// the tests judge faces from the pixels.
final class LayoutProbe {
  private let window: Widget
  private unowned let appWindow: AppWindow
  private let app: AppModel
  private let memorizePage: MemorizePage
  private var isScheduled = false
  /// The window rendered since it last painted a frame (see `noteRender`).
  private var hasRenderedSinceFrame = false
  private var output = SettledReport()

  init(window: AppWindow, app: AppModel, memorizePage: MemorizePage) {
    self.window = window.window
    appWindow = window
    self.app = app
    self.memorizePage = memorizePage
  }

  /// Reports after every painted frame too, so panes shown or hidden without a board layout
  /// are reported (call once the window is realized; `other` is a dialog of it).
  func attachToFrameClock(of other: Widget? = nil) {
    guard let clock = gtk_widget_get_frame_clock(other ?? window) else { return }
    let isMainWindow = other == nil
    onSignal(clock, "after-paint") { [weak self] in
      guard let self else { return }
      // This frame laid out whatever the last render changed.
      if isMainWindow { hasRenderedSinceFrame = false }
      scheduleReport()
    }
  }

  /// Call as the window renders. Until its next frame is painted, widgets the render showed
  /// are mapped but not yet laid out, and `bounds` would give sizes and places they do not
  /// have (a back button 10 px wide, off its real place, which a test then clicked and missed):
  /// no report until then.
  func noteRender() {
    hasRenderedSinceFrame = true
    if let clock = gtk_widget_get_frame_clock(window) {
      gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
    }
  }

  func scheduleReport() {
    guard !isScheduled else { return }
    isScheduled = true
    MainLoop.idle { [weak self] in
      guard let self else { return }
      isScheduled = false
      // The frame after the render reports; and cards in motion are not where the report
      // would put them (a click there during the deal at launch missed): the frame after
      // they stop reports.
      if !hasRenderedSinceFrame && !memorizePage.board.isMoving
        && appWindow.setPage?.board.isMoving != true
      {
        report()
      }
    }
  }

  private func report() {
    let memorizeCards = app.board(of: .memorize)?.cards ?? []
    var lines = [
      "layout width=\(gtk_widget_get_width(window)) height=\(gtk_widget_get_height(window))"
        + " side-by-side=\(app.isSideBySide ? 1 : 0) section=\(app.section.rawValue)"
        + " presented=\(appWindow.presentations)"
        + " icon=\(AppWindow.hasApplicationIcon ? 1 : 0)"
        + " menu=\(appWindow.isMenuOpen ? 1 : 0)"
        // How many Memorize cards lie face up and how many are gone, never which: a test waits
        // on these for a flip or a match to be over.
        + " faces-up=\(memorizeCards.filter { $0.isFaceUp && !$0.isMatched }.count)"
        + " gone=\(memorizeCards.filter(\.isMatched).count)"
        // Nothing sliding or being revealed: where things are is where they stay.
        + " settled=\(memorizePage.isSliding || Self.isRevealing(under: window) ? 0 : 1)"
    ]
    if let title = adw_view_switcher_title_get_title(cast(appWindow.switcherTitle)),
      adw_view_switcher_title_get_title_visible(cast(appWindow.switcherTitle)) != 0
    {
      lines.append("header-title " + String(cString: title))
    }
    if let title = appWindow.shortcutsTitle { lines.append("shortcuts-title " + title) }
    for (accelerator, title) in appWindow.listedShortcuts {
      lines.append("shortcut \(accelerator)\t\(title)")
    }
    // The primary menu's items on screen, while it is open (an item hidden with its action
    // off is not).
    if appWindow.isMenuOpen, let popover = gtk_menu_button_get_popover(cast(appWindow.menuButton)) {
      for text in Self.shownLabels(under: cast(popover)) { lines.append("menu-item " + text) }
    }
    lines.append("chooser \(bounds(of: memorizePage.chooserPane))")
    lines.append("game \(bounds(of: memorizePage.gamePane))")
    lines.append("back \(bounds(of: memorizePage.backButton))")
    lines.append("forward \(bounds(of: memorizePage.forwardButton))")
    lines.append("play-again \(bounds(of: memorizePage.playAgainButton))")
    if gtk_widget_get_visible(memorizePage.gameOver) != 0 {
      // The ending's page as it reads: its title, then its lines.
      let page = memorizePage.gameOver
      let title = adw_status_page_get_title(cast(page)).map { String(cString: $0) } ?? ""
      let markup = adw_status_page_get_description(cast(page)).map { String(cString: $0) } ?? ""
      let details = Self.text(ofMarkup: markup)
      let shown = [title] + details.split(separator: "\n").map(String.init)
      lines.append("memorize-ending " + shown.joined(separator: " | "))
    }
    // What the window's announcer holds for a screen reader (never shown).
    lines.append("announcer " + appWindow.announcer.text.replacing("\n", with: " "))
    lines.append("players \(bounds(of: memorizePage.playersBar))")
    lines.append("hint \(bounds(of: memorizePage.hintButton))")
    lines.append("players-button \(bounds(of: memorizePage.playersButton))")
    // The game's status line and what it says (the sentence, not the pixels, is the point).
    lines.append(
      "status \(bounds(of: memorizePage.status.widget)) "
        + memorizePage.status.text.replacing("\n", with: " "))
    for (index, seat) in memorizePage.seatLabels.enumerated() {
      // Whether the seat's words are cut short ("…") where they are shown.
      let layout = gtk_label_get_layout(cast(seat))
      let cut = layout.map { pango_layout_is_ellipsized($0) != 0 } ?? false
      lines.append("seat \(index) \(bounds(of: seat)) \(cut ? "cut" : "whole")")
      // Each line of the seat's words, as Pango broke them to fit its chip.
      if gtk_widget_get_mapped(seat) != 0 {
        lines.append("seat-lines \(index) " + Self.laidOutLines(of: seat).joined(separator: " | "))
      }
    }
    for row in memorizePage.rows {
      lines.append("row \(row.id) \(bounds(of: row.widget))")
      if gtk_widget_has_focus(row.widget) != 0 { lines.append("focus-row \(row.id)") }
    }
    // Where each card belongs, not where an animation has it right now.
    let board = bounds(of: memorizePage.board.widget, as: Rect.self)
    for (index, frame) in memorizePage.board.cardFrames.enumerated() {
      guard let board else { break }
      let placed = Rect(
        x: board.x + frame.x, y: board.y + frame.y, width: frame.width, height: frame.height)
      lines.append("card \(index) \(placed)")
    }
    // The card the keyboard is on, in the section on screen: a keyboard test moves from it.
    let focusBoard: CardBoard? =
      switch app.section {
      case .memorize: memorizePage.board
      case .matchismo: appWindow.matchismoPage?.board
      case .set: appWindow.setPage?.board
      case .statistics: nil
      }
    if let focused = focusBoard?.focusedIndex { lines.append("focus \(focused)") }
    lines.append("focus-widget " + Self.focusedWidget(in: window))
    if let gap = Self.switcherGap(under: window, in: window) { lines.append("switcher-gap \(gap)") }
    if app.section == .set, let setPage = appWindow.setPage {
      lines += Self.setLines(of: setPage, in: window)
    }
    if app.section == .matchismo, let matchismoPage = appWindow.matchismoPage {
      lines += Self.matchismoLines(of: matchismoPage, in: window)
    }
    if app.section == .statistics, let statisticsPage = appWindow.statisticsPage {
      // Each player's name and tallies where they are shown, then the words of each.
      for (name, tallies) in statisticsPage.playerLabels where gtk_widget_get_mapped(name) != 0 {
        let words = [name, tallies].map { Self.laidOutLines(of: $0).joined(separator: " | ") }
        lines.append(
          "statistics-player \(bounds(of: name)) \(bounds(of: tallies)) "
            + words.joined(separator: "\t"))
      }
    }
    if let label = app.undoOffers.last?.undoLabel,
      let undo = button(labelled: label, under: appWindow.toasts)
    {
      lines.append("undo \(bounds(of: undo))")
    }
    // Each toast showing, where it is drawn; and every other button on screen (the cards and
    // the toasts' own left out), where it is drawn and what it says, for a test to judge what
    // a toast lies over.
    lines.append("counters \(bounds(of: appWindow.counters))")
    let toasts = appWindow.toastWidgets
    for toast in toasts { lines.append("toast \(bounds(of: toast))") }
    let toastButtons = Set(toasts.flatMap(JoinedProbe.buttons(in:)))
    for button in JoinedProbe.buttons(in: window) where !toastButtons.contains(button) {
      let label = gtk_button_get_label(cast(button)).map { String(cString: $0) } ?? ""
      lines.append("button \(bounds(of: button)) \(label)")
    }
    lines.append("new-theme \(bounds(of: memorizePage.newThemeButton))")
    // Each widget showing with a tooltip, and the tooltip's words: a test hovers each.
    for (widget, text) in Self.tooltipped(under: window) {
      lines.append("tooltip \(bounds(of: widget)) " + text.replacing("\n", with: " "))
    }
    // What the counters and the notice bar say: a status item's label and value apart (a tab
    // between them), each notice on a line of its own.
    for item in appWindow.counterTexts { lines.append("counter \(item.label)\t\(item.value)") }
    // The counters' tooltip: how the game scores, where it states it.
    if let tooltip = AppWindow.tooltip(of: appWindow.counters) {
      lines.append("counters-tooltip \(tooltip)")
    }
    // The font each run of each counter's label is drawn in ("Ana：" and the font of its
    // "："): the forms of Chinese punctuation are the font's.
    for widgets in appWindow.counterLabels where gtk_widget_get_mapped(widgets.item) != 0 {
      for run in Self.fontRuns(of: widgets.label) {
        lines.append("counter-font \(run.text)\t\(run.family)")
      }
    }
    // How far each counter's value stands from the end of its label, in pixels.
    for widgets in appWindow.counterLabels where gtk_widget_get_mapped(widgets.item) != 0 {
      guard let label = bounds(of: widgets.label, as: Rect.self),
        let value = bounds(of: widgets.value, as: Rect.self)
      else { continue }
      lines.append("counter-gap \(Int((value.x - label.x - label.width).rounded()))")
    }
    if gtk_widget_get_visible(appWindow.noticeBar) != 0 {
      let text = gtk_label_get_text(cast(appWindow.noticeLabel)).map { String(cString: $0) } ?? ""
      for notice in text.split(separator: "\n") { lines.append("notice \(notice)") }
    }
    if let dialog = appWindow.playersDialog, gtk_widget_get_visible(dialog.window) != 0 {
      // In the dialog's own window's coordinates, with its height.
      let root = dialog.window
      lines.append(
        "players-dialog height=\(gtk_widget_get_height(root)) width=\(gtk_widget_get_width(root))")
      lines.append("players-heading " + dialog.heading)
      lines.append("players-add \(bounds(of: dialog.addButton, in: root))")
      lines.append("players-start \(bounds(of: dialog.startButton, in: root))")
      if let problem = dialog.problem { lines.append("players-problem " + problem) }
    }
    if let editor = appWindow.editor {
      // In the editor's own window's coordinates.
      let root = editor.window
      lines.append("editor \(editor.themeID)")
      for (index, button) in editor.emojiButtons.enumerated() {
        let state = gtk_widget_get_sensitive(button.widget) != 0 ? "" : " removed"
        lines.append("editor-emoji \(index) \(bounds(of: button.widget, in: root))\(state)")
      }
      lines.append("editor-delete \(bounds(of: editor.deleteButton, in: root))")
      lines.append("editor-add \(bounds(of: editor.addRow, in: root))")
      lines.append("editor-pairs \(bounds(of: editor.pairsField, in: root))")
      // What the Pairs field shows: the number typed, or the theme's pairs.
      lines.append("editor-pairs-text " + editor.pairsText)
      lines.append("editor-colour \(bounds(of: editor.colorButton, in: root))")
      for field in [ThemeEditField.name, .emoji, .pairs, .color, .theme] {
        let message = editor.message(for: field)
        if !message.isEmpty { lines.append("editor-error \(field) \(message)") }
      }
    }
    // Words a label cuts short with "…" where it is shown, anywhere in the window; and each
    // line of the ending showing, as it is broken onto the page.
    for text in Self.cutLabels(under: window) { lines.append("cut-label " + text) }
    for ending in endingPages { lines += Self.endingLines(of: ending, in: window) }
    let report = lines.joined(separator: "\n")
    output.offer(report, window: window)
  }

  /// What the report says of `ending` while it shows (nothing while it does not): each line
  /// of its words as broken onto the page, the page, its Play Again button, the layer it lies
  /// over, its title, its worded labels, how far it is scrolled and its star. Shared by the
  /// window of one's own games and the window at a table.
  static func endingLines(of ending: GameOverPage, in window: Widget) -> [String] {
    guard gtk_widget_get_mapped(ending.widget) != 0 else { return [] }
    var lines: [String] = []
    let page = ending.widget
    for text in Self.laidOutLines(under: page) { lines.append("ending-line " + text) }
    // The page, where it is drawn, and the star on it; its Play Again button under it.
    lines.append("ending-page \(Self.bounds(of: page, in: window))")
    lines.append("ending-play-again \(Self.bounds(of: ending.playAgainButton, in: window))")
    // What the page is laid over, where all of the ending must show.
    if let layer = gtk_widget_get_parent(page) {
      lines.append("ending-layer \(Self.bounds(of: layer, in: window))")
    }
    // Where the ending's title is drawn (on a status page, the label saying its title).
    let title = adw_status_page_get_title(cast(page)).map { String(cString: $0) } ?? ""
    if let label = Self.label(saying: title, under: page) {
      lines.append("ending-title \(Self.bounds(of: label, in: window))")
    }
    // Where each of the ending's labels with words is drawn (its title, its lines), judged
    // against Play Again under them and the page they must show on.
    for label in Self.wordedLabels(under: page) {
      lines.append("ending-text \(Self.bounds(of: label, in: window))")
    }
    // How far the page is scrolled from its top (the scroller inside the status page).
    if let scroller = gtk_widget_get_first_child(page),
      Widgets.isA(scroller, gtk_scrolled_window_get_type()),
      let adjustment = gtk_scrolled_window_get_vadjustment(cast(scroller))
    {
      lines.append("ending-scroll \(Int(gtk_adjustment_get_value(adjustment).rounded()))")
    }
    // The ending's star, where the page draws it.
    if let star = Self.icon(under: page) {
      lines.append("ending-star \(Self.bounds(of: star, in: window))")
    }
    return lines
  }

  /// Each run of `label`'s text as Pango lays it out, with the family of the font it is
  /// drawn in.
  static func fontRuns(of label: Widget) -> [(text: String, family: String)] {
    guard let layout = gtk_label_get_layout(cast(label)),
      let text = pango_layout_get_text(layout).map({ Array(String(cString: $0).utf8) }),
      let iterator = pango_layout_get_iter(layout)
    else { return [] }
    defer { pango_layout_iter_free(iterator) }
    var runs: [(text: String, family: String)] = []
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item
      else { continue }
      let start = Int(item.pointee.offset)
      let end = min(text.count, start + Int(item.pointee.length))
      guard start >= 0, start < end else { continue }
      let words = String(decoding: text[start..<end], as: UTF8.self)
      var family = ""
      if let font = item.pointee.analysis.font, let description = pango_font_describe(font) {
        family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
        pango_font_description_free(description)
      }
      runs.append((words, family))
    } while pango_layout_iter_next_run(iterator) != 0
    return runs
  }

  /// What the report says of Set's page: each card where it belongs and its accessible name,
  /// the status line, the race (who calls, whether the table is open) and each person's
  /// buttons, and the ending while it shows.
  static func setLines(of page: SetPage, in window: Widget) -> [String] {
    guard let presented = page.door.board(of: .set) else { return [] }
    var lines: [String] = []
    let board = bounds(of: page.board.widget, as: Rect.self, in: window)
    // The cards drawn: not those that have left the table (the set just made, once over).
    for (index, frame) in page.board.cardFrames.enumerated()
    where presented.cards.indices.contains(index) && !page.board.isGone(at: index) {
      guard let board else { break }
      let placed = Rect(
        x: board.x + frame.x, y: board.y + frame.y, width: frame.width, height: frame.height)
      lines.append("set-card \(index) \(placed) \(presented.cards[index].accessibleDescription)")
    }
    let status = gtk_label_get_text(cast(page.statusLabel)).map { String(cString: $0) } ?? ""
    lines.append("set-status " + status.replacing("\n", with: " "))
    if let race = presented.race {
      lines.append(
        "race caller=\(race.caller.map(String.init) ?? "none") open=\(race.isOpen ? 1 : 0)"
          + " over=\(presented.isOver ? 1 : 0)")
    }
    for (seat, call, ask) in page.seatButtons {
      lines.append("set-call \(seat) \(bounds(of: call, in: window))")
      lines.append("set-ask \(seat) \(bounds(of: ask, in: window))")
    }
    lines.append("set-deal \(bounds(of: page.dealButton, in: window))")
    lines.append("set-hint \(bounds(of: page.hintButton, in: window))")
    lines.append("set-players \(bounds(of: page.playersButton, in: window))")
    if let ending = presented.ending, gtk_widget_get_visible(page.ending.widget) != 0 {
      lines.append("set-ending " + ([ending.title] + ending.details).joined(separator: " | "))
    }
    return lines
  }

  /// What the report says of Matchismo's page: each card where it belongs and its accessible
  /// name, the outcome line, each seat (whether it is to move, and what a screen reader hears
  /// of it) and the ending while it shows.
  static func matchismoLines(of page: MatchismoPage, in window: Widget) -> [String] {
    guard let presented = page.door.board(of: .matchismo) else { return [] }
    var lines: [String] = []
    let board = bounds(of: page.board.widget, as: Rect.self, in: window)
    for (index, frame) in page.board.cardFrames.enumerated()
    where presented.cards.indices.contains(index) {
      guard let board else { break }
      let placed = Rect(
        x: board.x + frame.x, y: board.y + frame.y, width: frame.width, height: frame.height)
      let name = presented.cards[index].accessibleDescription
      lines.append("matchismo-card \(index) \(placed) \(name)")
    }
    let outcome = gtk_label_get_text(cast(page.outcomeLabel)).map { String(cString: $0) } ?? ""
    lines.append("matchismo-outcome " + outcome.replacing("\n", with: " "))
    for (index, seat) in presented.seats.enumerated()
    where page.seatLabels.indices.contains(index)
      && gtk_widget_get_visible(page.seatLabels[index]) != 0
    {
      // What a screen reader hears of the seat's chip (the player's own marked at a table).
      let heard = Widgets.accessibleLabel(of: page.seatLabels[index]) ?? seat.accessibleText
      lines.append("matchismo-seat \(index) \(seat.isToMove ? 1 : 0) \(heard)")
    }
    if let ending = presented.ending, gtk_widget_get_visible(page.ending.widget) != 0 {
      lines.append("matchismo-ending " + ([ending.title] + ending.details).joined(separator: " | "))
    }
    return lines
  }

  /// The game-over pages of the sections built so far.
  private var endingPages: [GameOverPage] {
    [memorizePage.ending, appWindow.matchismoPage?.ending, appWindow.setPage?.ending]
      .compactMap(\.self)
  }

  /// The text of every label showing under `root` that ends in "…" for want of room.
  static func cutLabels(under root: Widget) -> [String] {
    var found: [String] = []
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
      if gtk_widget_get_mapped(widget) != 0 {
        if Widgets.isA(widget, gtk_label_get_type()),
          let layout = gtk_label_get_layout(cast(widget)), pango_layout_is_ellipsized(layout) != 0
        {
          let text = gtk_label_get_text(cast(widget)).map { String(cString: $0) } ?? ""
          found.append(text.replacing("\n", with: " "))
        }
        found += cutLabels(under: widget)
      }
      child = gtk_widget_get_next_sibling(widget)
    }
    return found
  }

  /// The words of Pango `markup`, without its tags; the markup itself where it does not parse.
  static func text(ofMarkup markup: String) -> String {
    var text: UnsafeMutablePointer<CChar>?
    guard pango_parse_markup(markup, -1, 0, nil, &text, nil, nil) != 0, let text else {
      return markup
    }
    defer { g_free(text) }
    return String(cString: text)
  }

  /// Every label shown under `root` that has words.
  static func wordedLabels(under root: Widget) -> [Widget] {
    var found: [Widget] = []
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
      if gtk_widget_get_mapped(widget) != 0 {
        if Widgets.isA(widget, gtk_label_get_type()),
          let text = gtk_label_get_text(cast(widget)), text.pointee != 0
        {
          found.append(widget)
        }
        found += wordedLabels(under: widget)
      }
      child = gtk_widget_get_next_sibling(widget)
    }
    return found
  }

  /// Each line of every label under `root`, as Pango broke it to fit.
  static func laidOutLines(under root: Widget) -> [String] {
    var found: [String] = []
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
      if Widgets.isA(widget, gtk_label_get_type()) { found += laidOutLines(of: widget) }
      found += laidOutLines(under: widget)
      child = gtk_widget_get_next_sibling(widget)
    }
    return found
  }

  /// Each widget shown under `root` that has a tooltip, with its tooltip's words.
  static func tooltipped(under root: Widget) -> [(Widget, String)] {
    var found: [(Widget, String)] = []
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
      if gtk_widget_get_mapped(widget) != 0 {
        if let text = gtk_widget_get_tooltip_text(widget) {
          found.append((widget, String(cString: text)))
        }
        found += tooltipped(under: widget)
      }
      child = gtk_widget_get_next_sibling(widget)
    }
    return found
  }

  /// Each line of `label`, as Pango broke it to fit.
  static func laidOutLines(of label: Widget) -> [String] {
    guard let layout = gtk_label_get_layout(cast(label)), let text = pango_layout_get_text(layout)
    else { return [] }
    let bytes = Array(String(cString: text).utf8)
    var found: [String] = []
    for index in 0..<pango_layout_get_line_count(layout) {
      guard let line = pango_layout_get_line_readonly(layout, index)?.pointee else { continue }
      let start = min(bytes.count, Int(line.start_index))
      let end = min(bytes.count, start + Int(line.length))
      found.append(String(decoding: bytes[start..<end], as: UTF8.self))
    }
    return found
  }

  /// The first label under `root` that says `text`, if any.
  static func label(saying text: String, under root: Widget) -> Widget? {
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
      if Widgets.isA(widget, gtk_label_get_type()), let words = gtk_label_get_text(cast(widget)),
        String(cString: words) == text
      {
        return widget
      }
      if let found = label(saying: text, under: widget) { return found }
      child = gtk_widget_get_next_sibling(widget)
    }
    return nil
  }

  /// The first image under `root` with the "icon" style class: a status page's icon.
  static func icon(under root: Widget) -> Widget? {
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
      if Widgets.isA(widget, gtk_image_get_type()), gtk_widget_has_css_class(widget, "icon") != 0 {
        return widget
      }
      if let found = icon(under: widget) { return found }
      child = gtk_widget_get_next_sibling(widget)
    }
    return nil
  }

  /// Whether a revealer under `root` (the view switcher bar's, say) is mid-animation.
  private static func isRevealing(under root: Widget) -> Bool {
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
      if g_type_check_instance_is_a(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
        gtk_revealer_get_type()) != 0,
        gtk_revealer_get_reveal_child(cast(widget)) != gtk_revealer_get_child_revealed(cast(widget))
      {
        return true
      }
      if isRevealing(under: widget) { return true }
      child = gtk_widget_get_next_sibling(widget)
    }
    return false
  }

  /// The first button under `root` whose label is `label` (a toast's button), if showing.
  /// The words of every label showing under `root`, in widget order.
  static func shownLabels(under root: Widget) -> [String] {
    var texts: [String] = []
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
      if gtk_widget_get_mapped(widget) != 0 {
        if Widgets.isA(widget, gtk_label_get_type()), let text = gtk_label_get_text(cast(widget)) {
          texts.append(String(cString: text))
        }
        texts += shownLabels(under: widget)
      }
      child = gtk_widget_get_next_sibling(widget)
    }
    return texts
  }

  private func button(labelled label: String, under root: Widget) -> Widget? {
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
      if g_type_check_instance_is_a(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self),
        gtk_button_get_type()) != 0,
        let text = gtk_button_get_label(cast(widget)), String(cString: text) == label,
        gtk_widget_get_mapped(widget) != 0
      {
        return widget
      }
      if let found = button(labelled: label, under: widget) { return found }
      child = gtk_widget_get_next_sibling(widget)
    }
    return nil
  }

  /// What the keyboard is on, as a type and the words it shows: `GtkButton New Theme`,
  /// `GtkListBoxRow`, `GtkScrolledWindow`; `none` when nothing in the window has it.
  static func focusedWidget(in window: Widget) -> String {
    guard let focused = gtk_root_get_focus(cast(window)) else { return "none" }
    let type = String(cString: g_type_name_from_instance(cast(focused)))
    guard Widgets.isA(focused, gtk_button_get_type()),
      let label = gtk_button_get_label(cast(focused))
    else { return type }
    return type + " " + String(cString: label)
  }

  /// The narrowest gap, in pixels, between a section button's icon and its label in the view
  /// switcher showing (its wide form: a box of the icon, then the label), or nil when none
  /// shows.
  static func switcherGap(under root: Widget, in window: Widget) -> Int? {
    var gaps: [Int] = []
    var child = gtk_widget_get_first_child(root)
    while let widget = child {
      if gtk_widget_has_css_class(widget, "wide") != 0, gtk_widget_get_mapped(widget) != 0,
        let icon = gtk_widget_get_first_child(widget),
        let label = gtk_widget_get_next_sibling(icon), Widgets.isA(label, gtk_label_get_type()),
        let iconBounds = bounds(of: icon, as: Rect.self, in: window),
        let labelBounds = bounds(of: label, as: Rect.self, in: window)
      {
        gaps.append(Int((labelBounds.x - iconBounds.x - iconBounds.width).rounded()))
      } else if let gap = switcherGap(under: widget, in: window) {
        gaps.append(gap)
      }
      child = gtk_widget_get_next_sibling(widget)
    }
    return gaps.min()
  }

  /// `x,y,w,h` of `widget` in the X window's coordinates (of `root`, the main window unless
  /// given), or `none` when it is not showing.
  private func bounds(of widget: Widget, in root: Widget? = nil) -> String {
    Self.bounds(of: widget, in: root ?? window)
  }

  private func bounds(of widget: Widget, as: Rect.Type, in root: Widget? = nil) -> Rect? {
    Self.bounds(of: widget, as: Rect.self, in: root ?? window)
  }

  /// `x,y,w,h` of `widget` in the X window's coordinates of `window`, or `none` when it is not
  /// showing.
  static func bounds(of widget: Widget, in window: Widget) -> String {
    bounds(of: widget, as: Rect.self, in: window)?.description ?? "none"
  }

  static func bounds(of widget: Widget, as: Rect.Type, in window: Widget) -> Rect? {
    guard gtk_widget_get_mapped(widget) != 0 else { return nil }
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, window, &rect) != 0 else { return nil }
    // The window widget sits inside its surface by the width of any client-side shadow.
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(cast(window), &surfaceX, &surfaceY)
    return Rect(
      x: Double(rect.origin.x) + surfaceX, y: Double(rect.origin.y) + surfaceY,
      width: Double(rect.size.width), height: Double(rect.size.height))
  }
}
