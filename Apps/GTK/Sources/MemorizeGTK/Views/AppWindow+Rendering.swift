import CGtk
import Memorize
import Observation

// Over 300 lines because one render draws every part of the window from the view model, and
// the announcer that says what changed (emptied on each new round of the view model) reads the
// same pass.
// Drawing the `AppModel` into the main window: every render reads the view model afresh, and
// the first change to anything it read queues the next.
extension AppWindow {
  // MARK: - Drawing the state

  /// Renders, noting everything read; the first change to any of it queues the next render.
  func observe() {
    withObservationTracking {
      render()
    } onChange: { [weak self] in
      // Called as the change begins, possibly in the middle of an intent: render once it is done.
      MainLoop.idle { self?.observe() }
    }
  }

  func render() {
    guard isOpen else { return }
    probe?.noteRender()
    Widgets.isRendering = true
    defer { Widgets.isRendering = false }
    let section = app.section
    leaveAnnouncements()
    buildPage(for: section)
    adw_view_stack_set_visible_child_name(cast(stack), section.rawValue)
    // Where the switcher does not fit (a narrow window) the header shows this title instead:
    // the section's, as the switcher would mark it (it said the application's name on every
    // section).
    adw_view_switcher_title_set_title(cast(switcherTitle), section.title)
    let notices = app.notices
    Widgets.setText(noticeLabel, notices.joined(separator: "\n"))
    Widgets.setVisible(noticeBar, !notices.isEmpty)
    if let newGameAction {
      g_simple_action_set_enabled(newGameAction, section != .statistics ? 1 : 0)
    }
    // Ctrl+H asks wherever there is a game with hints, even when none can be had now: the
    // view model's answer (no pair seen yet, no hints at a race, the hint already shows) comes
    // back on the status line, as a refused click's does, rather than the key doing nothing.
    let asksForHints = (section == .memorize || section == .set) && app.hasBoard(of: section)
    if let hintAction { g_simple_action_set_enabled(hintAction, asksForHints ? 1 : 0) }
    if let playersAction {
      g_simple_action_set_enabled(playersAction, app.playersSeating.heading != nil ? 1 : 0)
    }
    switch section {
    case .memorize: memorizePage.render()
    case .matchismo: matchismoPage?.render()
    case .set: setPage?.render()
    case .statistics: statisticsPage?.render()
    }
    editor?.render()
    renderCounters()
    renderAnnouncementAndQuestion()
    renderVerdict(in: section)
    scheduleWakeup()
  }

  /// Empties the announcer when the view model begins a new round of announcements
  /// (``AppModel/announcementRound``: another section, or a new game over an ending), so the
  /// words it held are not read as the new section's or the new game's. The view model decides
  /// when; this only empties the widget, and the section's own verdict, if any, is read out
  /// afresh (`renderVerdict`). The round the window opened on empties nothing.
  func leaveAnnouncements() {
    let round = app.announcementRound
    defer { announcedRound = round }
    guard let announcedRound, announcedRound != round else { return }
    spokenVerdict = nil
    announcer.setText("")
  }

  /// Reads out each new verdict of the section on screen (``AppModel/spokenVerdict(in:)``,
  /// with Matchismo's and Set's endings), once: the pages show them as labels, which a screen
  /// reader does not hear change.
  func renderVerdict(in section: Section) {
    guard let verdict = app.spokenVerdict(in: section) else {
      spokenVerdict = nil
      return
    }
    guard verdict != spokenVerdict else { return }
    spokenVerdict = verdict
    announcer.announce(verdict)
  }

  /// What just happened as a toast (once each), and the view model's yes/no question as a dialog.
  func renderAnnouncementAndQuestion() {
    if let announcement = app.announcement, announcement.serial > toastedAnnouncement {
      toastedAnnouncement = announcement.serial
      show(toast: adw_toast_new(announcement.text))
      announcer.announce(announcement.text)
    }
    renderUndoOffers()
    placeToasts()
    if let pending = app.pendingThemeDeal, themeDealDialog == nil {
      let dialog = adw_message_dialog_new(cast(window), nil, pending.question)!
      adw_message_dialog_add_response(cast(dialog), "keep", pending.cancelLabel)
      adw_message_dialog_add_response(cast(dialog), "deal", pending.confirmLabel)
      adw_message_dialog_set_response_appearance(
        cast(dialog), "deal", ADW_RESPONSE_SUGGESTED)
      adw_message_dialog_set_default_response(cast(dialog), "deal")
      adw_message_dialog_set_close_response(cast(dialog), "keep")
      onResponse(dialog) { [unowned self] response in
        themeDealDialog = nil
        app.send(.answerThemeDeal(dealNewGame: response == "deal"))
      }
      themeDealDialog = dialog
      MainLoop.idle { gtk_window_present(cast(dialog)) }
    } else if app.pendingThemeDeal == nil, let dialog = themeDealDialog {
      themeDealDialog = nil
      gtk_window_destroy(cast(dialog))
    }
  }

  /// Each undo offer as a toast with an Undo button; the offer ends when its toast goes away.
  func renderUndoOffers() {
    let offers = app.undoOffers
    for offer in offers where !toastedUndoOffers.contains(offer.id) {
      let toast = adw_toast_new(offer.message)!
      adw_toast_set_button_label(toast, offer.undoLabel)
      adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
      // Long enough to reach for the button; the change is final once the toast is gone.
      adw_toast_set_timeout(toast, 10)
      let id = offer.id
      onSignal(toast, "button-clicked") { [unowned self] in app.send(.undo(offer: id)) }
      onSignal(toast, "dismissed") { [unowned self] in
        toastedUndoOffers.remove(id)
        app.send(.dismissUndo(offer: id))
      }
      toastedUndoOffers.insert(offer.id)
      show(toast: toast)
      announcer.announce(offer.message)
    }
  }

  /// Places the toasts showing so they hide no card and no button (a toast takes the clicks
  /// where it lies, for up to 10 s), and never move one: over the counters' strip under the
  /// header bar, whose height is kept for them whether a toast shows or not (the style
  /// sheet's `.counters`). At the foot of the window, over the board, they lay on Play Again
  /// and the last row of cards; laying the cards out anew around a toast moved them under the
  /// pointer. Where no counters show (the statistics, the chooser before a game), they stand
  /// at the window's foot, beside the theme list when it shows.
  func placeToasts() {
    let shown = toastWidgets
    guard !shown.isEmpty else { return }
    shown.forEach(Self.nameCloseButton)
    let overlayHeight = Double(gtk_widget_get_height(toasts))
    var rect = graphene_rect_t()
    let strip: (top: Double, height: Double)? =
      if gtk_widget_get_mapped(counters) != 0,
        gtk_widget_compute_bounds(counters, toasts, &rect) != 0
      {
        (
          Double(rect.origin.y) - Double(StyleSheet.countersMargin),
          Double(rect.size.height) + 2 * Double(StyleSheet.countersMargin)
        )
      } else {
        nil
      }
    let shift =
      strip == nil && app.section == .memorize && app.isSideBySide
      ? gtk_widget_get_width(memorizePage.chooserPane) + 1 : 0
    for widget in shown {
      Widgets.setClass(widget, "in-strip", strip != nil)
      var height: Int32 = 0
      gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, nil, &height, nil, nil)
      let toastHeight = Double(
        height - gtk_widget_get_margin_top(widget) - gtk_widget_get_margin_bottom(widget))
      // The overlay puts a toast's foot at its own foot: the margin under it lifts it.
      let top = strip.map { $0.top + max(0, ($0.height - toastHeight) / 2) }
      let lift = top.map { overlayHeight - toastHeight - $0 } ?? 0
      gtk_widget_set_margin_top(widget, 0)
      gtk_widget_set_margin_bottom(widget, Int32(max(0, lift).rounded(.down)))
      gtk_widget_set_margin_start(widget, shift)
    }
  }

  /// The toasts showing: the toast overlay's children other than the window's content.
  var toastWidgets: [Widget] {
    var found: [Widget] = []
    var child = gtk_widget_get_first_child(toasts)
    while let widget = child {
      if String(cString: g_type_name_from_instance(cast(widget))) == "AdwToastWidget" {
        found.append(widget)
      }
      child = gtk_widget_get_next_sibling(widget)
    }
    return found
  }

  /// Names a toast's close button, an icon libadwaita leaves unnamed: the keyboard's Tab from
  /// the cards stopped on a push button a screen reader called "GtkImage". A button with words
  /// (Undo) is named by them already.
  static func nameCloseButton(in toast: Widget) {
    var child = gtk_widget_get_first_child(toast)
    while let widget = child {
      if Widgets.isA(widget, gtk_button_get_type()), gtk_button_get_label(cast(widget)) == nil {
        memorize_set_accessible_label(widget, WindowLabels.dismiss)
      }
      child = gtk_widget_get_next_sibling(widget)
    }
  }

  /// Shows `toast`; the next one waiting comes up where it hides nothing either.
  func show(toast: OpaquePointer) {
    onSignal(toast, "dismissed") { [weak self] in MainLoop.idle { self?.placeToasts() } }
    adw_toast_overlay_add_toast(cast(toasts), toast)
  }

  /// The section's status items under the header bar — the same items, in the same order, as
  /// the terminal's status line: each its label, then its value; the player to move in bold.
  ///
  /// Each counter's cell is named with its unit for screen readers ("Score: 4"). A clock's name
  /// is brought up to date when another counter's changes (a move, a new game, the end), not as
  /// it ticks: every change of a name is sent to screen readers, and one sent every second was
  /// the clock announced every second.
  func renderCounters() {
    var items = app.status(of: app.section).items
    // Where the seats over the board show their short forms, they say each seat's tally for
    // the counters, which keep the rest (the time) on one line: two lines of counters over
    // two of seats left 16 cards 38 px wide at 500 × 420.
    if app.section == .memorize && memorizePage.showsShortSeats {
      items.removeAll { $0.isCurrent != nil }
    }
    items = Array(items.prefix(counterLabels.count))
    var othersChanged = false
    for (item, widgets) in zip(items, counterLabels) where !item.isClock {
      if let cell = gtk_widget_get_parent(widgets.item),
        Widgets.setAccessibleLabel(cell, item.spokenText)
      {
        othersChanged = true
      }
    }
    // A cell that holds another item now (the seats' tallies left out where the seats show
    // their short forms, the time in the first cell) is named at once, the clock's too: at a
    // narrow width the time's cell kept the name of the tally it held before ("Ana: 0 pairs,
    // 0 points"), and the time was never named.
    let cellsMoved = items.map(\.label) != namedCounterLabels
    namedCounterLabels = items.map(\.label)
    for (item, widgets) in zip(items, counterLabels)
    where item.isClock && (othersChanged || cellsMoved) {
      if let cell = gtk_widget_get_parent(widgets.item) {
        Widgets.setAccessibleLabel(cell, item.spokenText)
      }
    }
    for (index, widgets) in counterLabels.enumerated() {
      let item = items.indices.contains(index) ? items[index] : nil
      Widgets.setVisible(widgets.item, item != nil)
      // The flow box's cell too, or an empty one keeps its place and spacing.
      // Not read either: GTK 4.8 shows a screen reader hidden cells, with the names they had.
      if let cell = gtk_widget_get_parent(widgets.item) {
        Widgets.setVisible(cell, item != nil)
        memorize_set_accessible_hidden(cell, item == nil ? 1 : 0)
      }
      Widgets.setText(widgets.label, item?.label ?? "")
      Widgets.setText(widgets.value, item?.value ?? "")
      // A label ending in full-width punctuation ("安娜：") already carries its space in
      // it: the value does not stand off from it again ("安娜：  0 对"). A label ending in a
      // word ("用时", "Time") or an ASCII colon ("Ana:") keeps the value's margin.
      let endsInWideMark = item?.label.last.map { LineBreaking.isWide($0) && $0.isPunctuation }
      Widgets.setClass(widgets.value, "after-wide", endsInWideMark ?? false)
      if item?.isCurrent == true {
        gtk_widget_add_css_class(widgets.item, "heading")
      } else {
        gtk_widget_remove_css_class(widgets.item, "heading")
      }
    }
    Widgets.setVisible(counters, !items.isEmpty)
    // Where the score is read, how the game scores (Memorize's "turned up again" penalty), as
    // the help of the other faces states it.
    let rule = app.helpRules(of: app.section).first?.rule
    if Self.tooltip(of: counters) != rule { Widgets.setTooltip(counters, rule) }
  }

  /// The tooltip `widget` shows, or `nil`.
  static func tooltip(of widget: Widget) -> String? {
    gtk_widget_get_tooltip_text(widget).map { String(cString: $0) }
  }

  /// The label and value each counter shows, for the test harness's layout report.
  var counterTexts: [(label: String, value: String)] {
    guard gtk_widget_get_visible(counters) != 0 else { return [] }
    return counterLabels.filter { gtk_widget_get_visible($0.item) != 0 }.map {
      (Self.text(of: $0.label), Self.text(of: $0.value))
    }
  }

  static func text(of label: Widget) -> String {
    gtk_label_get_text(cast(label)).map { String(cString: $0) } ?? ""
  }

  /// One timeout for the next moment the model says something changes (a clock's second, a
  /// save); no polling.
  func scheduleWakeup() {
    wakeup?.cancel()
    wakeup = nil
    guard isOpen, let next = app.nextWakeup else { return }
    let delay = max(0, next - timeSource.now)
    wakeup = MainLoop.after(milliseconds: Int((delay * 1000).rounded(.up)) + 1) { [unowned self] in
      wakeup = nil
      app.tick()
      Widgets.isRendering = true
      renderCounters()
      Widgets.isRendering = false
      scheduleWakeup()
    }
  }

  /// The window's style sheet, loaded again when the style turns light or dark.
  static let styleProvider: UnsafeMutablePointer<GtkCssProvider> = {
    let provider = gtk_css_provider_new()!
    gtk_style_context_add_provider_for_display(
      gdk_display_get_default(), cast(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    return provider
  }()

  /// Libadwaita's colours and card under every other style sheet (`StyleSheet.adwaitaFallbacks`),
  /// for when `GTK_THEME` keeps libadwaita's own out.
  static let fallbackProvider: UnsafeMutablePointer<GtkCssProvider> = {
    let provider = gtk_css_provider_new()!
    gtk_style_context_add_provider_for_display(
      gdk_display_get_default(), cast(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
    return provider
  }()

  static func loadStyle() {
    let dark = Palette.current == Palette.dark
    gtk_css_provider_load_from_data(fallbackProvider, StyleSheet.adwaitaFallbacks(dark: dark), -1)
    gtk_css_provider_load_from_data(
      styleProvider,
      StyleSheet.rules(
        Palette.current, starSize: GameOverPage.starSize,
        compactStarSize: GameOverPage.compactStarSize), -1)
  }
}
