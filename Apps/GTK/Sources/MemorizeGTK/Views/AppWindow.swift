import CGtk
import FoundationEssentials
import Memorize
import Observation

// Over 300 lines because the window owns what spans its pages: the header and counters, the
// announcements a screen reader hears, the way the keyboard lands on the board and the size the
// window is remembered at are each a few lines on the same widgets and the same state.

/// The main window: a header bar (New Game, the section switcher, the primary menu), the
/// counters, one page per section and, when narrow, the switcher again at the bottom. It draws
/// the `AppModel` and forwards intents to it; nothing else.
public final class AppWindow {
  let window: Widget
  /// False once the window has closed.
  public private(set) var isOpen = true

  let app: AppModel
  let timeSource: TimeSource
  let memorizePage: MemorizePage
  /// The other sections' pages, built the first time each is shown: a launch builds and lays
  /// out only the page it shows (see BENCHMARKS.md, "GTK window").
  var matchismoPage: MatchismoPage?
  var setPage: SetPage?
  var statisticsPage: StatisticsPage?
  /// Each section's scrolled window in the stack, which gets its page when the page is built.
  var scrollers: [Section: Widget] = [:]
  let stack = adw_view_stack_new()!
  let switcherTitle = adw_view_switcher_title_new()!
  let switcherBar = adw_view_switcher_bar_new()!
  let toasts = adw_toast_overlay_new()!
  let newGameButton: Widget
  /// The section's status items, as every face shows them (`AppModel.status(of:)`).
  let counters: Widget
  /// A label and a value for each status item, made with the window (GTK 4.8's accessibility
  /// tree does not show labels added later); those beyond the section's items are hidden. Eight:
  /// the most any section has is seven (four players, the time, the time bonus, "Saving off").
  ///
  /// A screen reader reads each counter as one cell named by the item with its unit ("Score:
  /// 4", "Time: 0:05"); the label and value drawn are kept out of the tree, as each change of
  /// theirs was sent as a bare number ("4") and the clock's every second.
  let counterLabels: [(item: Widget, label: Widget, value: Widget)] = (0..<8).map { _ in
    let label = memorize_label_with_role(GTK_ACCESSIBLE_ROLE_PRESENTATION)!
    gtk_widget_add_css_class(label, "dim-label")
    let value = memorize_label_with_role(GTK_ACCESSIBLE_ROLE_PRESENTATION)!
    gtk_widget_add_css_class(value, "numeric")
    let item = memorize_box_with_role(GTK_ORIENTATION_HORIZONTAL, GTK_ACCESSIBLE_ROLE_PRESENTATION)!
    for child in [label, value] { gtk_box_append(cast(item), child) }
    return (item, label, value)
  }
  let noticeBar: Widget
  /// What toasts say and the Matchismo and Set verdicts, for screen readers: a status line
  /// drawn with no opacity over the content (GTK 4.8 has no way to announce a sentence; a
  /// status text view's changes are read out). Toasts and labels alone were silent.
  let announcer = StatusLine(name: WindowLabels.announcements)
  let noticeLabel = Widgets.label()
  var wakeup: ScheduledTimeout?
  var editor: ThemeEditor?
  var playersDialog: PlayersDialog?
  var probe: LayoutProbe?
  /// The primary menu's button (F10 opens its menu).
  let menuButton: Widget
  /// Whether the primary menu is open on screen.
  var isMenuOpen: Bool {
    guard let popover = gtk_menu_button_get_popover(cast(menuButton)) else { return false }
    return gtk_widget_get_mapped(cast(popover)) != 0
  }
  var shortcutsWindow: Widget?
  /// What the shortcuts window says Ctrl+Q does, as it was built (``AppModel/quitAction``).
  var shortcutsQuitting: Labels.KeyAction?
  /// The last Matchismo or Set verdict read out, so a render that changes nothing is silent.
  var spokenVerdict: String?
  /// The view model's round of announcements the announcer holds the words of (``AppModel/announcementRound``);
  /// `nil` before the first render.
  var announcedRound: Int?
  /// The serial of the last announcement shown as a toast.
  var toastedAnnouncement = 0
  /// The undo offers shown as toasts, by id, so each is shown once and dismissed with its toast.
  var toastedUndoOffers: Set<UndoOffer.ID> = []
  /// The labels of the counters each cell last held, in order: a cell given another item is
  /// named anew at once.
  var namedCounterLabels: [String] = []
  /// The open question before a theme with too few emoji ends the game, if any.
  var themeDealDialog: Widget?
  /// How many times the window was presented: a second launch presents it again.
  private(set) var presentations = 0

  /// Where the window's size is kept between launches (`WindowSize`), when it is kept.
  let sizeLocations: StorageLocations?

  public init(
    app: AppModel, timeSource: TimeSource, application: OpaquePointer,
    sizeLocations: StorageLocations? = nil
  ) {
    self.app = app
    self.timeSource = timeSource
    self.sizeLocations = sizeLocations
    // The window's own colours follow the light or dark style, as the rest of it does.
    let styleManager = adw_style_manager_get_default()!
    if Palette.gtkThemeIsDark(ProcessInfo.processInfo.environment["GTK_THEME"]) {
      adw_style_manager_set_color_scheme(styleManager, ADW_COLOR_SCHEME_FORCE_DARK)
    }
    Palette.current = adw_style_manager_get_dark(styleManager) != 0 ? Palette.dark : Palette.light
    Self.loadStyle()
    window = adw_application_window_new(cast(application))
    gtk_window_set_title(cast(window), WindowLabels.applicationName)
    Self.findIconInBuildTree()
    gtk_window_set_icon_name(cast(window), WindowApp.applicationID)
    // The size it had when it last closed.
    WindowSize.restore(window, from: sizeLocations, named: WindowSize.ownGamesFile)
    // Down to a phone's width; the pages scroll and the leaflet folds to fit.
    gtk_widget_set_size_request(window, 360, 294)
    memorizePage = MemorizePage(app: app)

    // Header bar: New Game | the section switcher (a title when narrow) | the primary menu.
    let header = adw_header_bar_new()!
    newGameButton = Widgets.button(WindowLabels.newGame) {}
    gtk_actionable_set_action_name(cast(newGameButton), "win.new-game")
    Widgets.setTooltip(newGameButton, WindowLabels.newGameTooltip)
    // Where the words do not fit, the same action as an icon.
    let newGameIcon = Widgets.iconButton(
      "view-refresh-symbolic", tooltip: WindowLabels.newGameIconTooltip
    ) {}
    gtk_actionable_set_action_name(cast(newGameIcon), "win.new-game")
    let squeezer = adw_squeezer_new()!
    _ = adw_squeezer_add(cast(squeezer), newGameButton)
    _ = adw_squeezer_add(cast(squeezer), newGameIcon)
    adw_header_bar_pack_start(cast(header), squeezer)
    adw_view_switcher_title_set_stack(cast(switcherTitle), cast(stack))
    adw_view_switcher_title_set_title(cast(switcherTitle), WindowLabels.applicationName)
    adw_header_bar_set_title_widget(cast(header), switcherTitle)
    menuButton = Self.addMenuButton(to: header, menu: Self.primaryMenu())

    // The section's counters, under the header so they fit any width.
    // They wrap onto more lines where one is too narrow (four players on a phone's 360 px; a
    // row asked for up to 650 px).
    counters = gtk_flow_box_new()
    gtk_flow_box_set_selection_mode(cast(counters), GTK_SELECTION_NONE)
    gtk_flow_box_set_max_children_per_line(cast(counters), guint(counterLabels.count))
    gtk_flow_box_set_column_spacing(cast(counters), 12)
    for counter in counterLabels {
      gtk_flow_box_insert(cast(counters), counter.item, -1)
      // Read, not stopped at: the keyboard passes over the counters.
      if let cell = gtk_widget_get_parent(counter.item) { gtk_widget_set_focusable(cell, 0) }
    }
    // Nothing in it takes the keyboard, and Tab passes it by. A flow box that may take the
    // focus offers it to its first shown cell and, refused, says it took it all the same: Tab
    // stayed on ☰, the header's last button, and never reached the page (issue 23, a game
    // under way with its best showing).
    gtk_widget_set_can_focus(counters, 0)
    memorize_set_accessible_label(counters, WindowLabels.counters)
    gtk_widget_set_halign(counters, GTK_ALIGN_FILL)
    gtk_widget_add_css_class(counters, "counters")

    // Pages.
    for (section, icon) in [
      (Section.memorize, "view-app-grid-symbolic"),
      (.matchismo, "view-paged-symbolic"),
      (.set, "view-grid-symbolic"),
      (.statistics, "x-office-spreadsheet-symbolic"),
    ] {
      // Every page scrolls, so no page makes the window taller than the screen.
      let scroller = gtk_scrolled_window_new()!
      scrollers[section] = scroller
      gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
      // A scroller can take the focus: a screen reader names it by its section.
      memorize_set_accessible_label(scroller, section.title)
      let stackPage = adw_view_stack_add_titled(
        cast(stack), scroller, section.rawValue, section.title)
      adw_view_stack_page_set_icon_name(stackPage, icon)
    }
    if let scroller = scrollers[.memorize] {
      gtk_scrolled_window_set_child(cast(scroller), memorizePage.widget)
    }
    Widgets.expand(stack)
    adw_view_switcher_bar_set_stack(cast(switcherBar), cast(stack))
    memorize_bind_property(switcherTitle, "title-visible", switcherBar, "reveal")

    let dismiss = Widgets.button(WindowLabels.dismiss) { [app] in app.send(.dismissNotices) }
    gtk_label_set_wrap(cast(noticeLabel), 1)
    gtk_widget_set_hexpand(noticeLabel, 1)
    gtk_widget_set_halign(noticeLabel, GTK_ALIGN_START)
    noticeBar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [noticeLabel, dismiss])
    gtk_widget_add_css_class(noticeBar, "notice")
    Widgets.margins(noticeBar, 6)
    let content = Widgets.box(GTK_ORIENTATION_VERTICAL, [noticeBar, counters, stack])
    let announcerLayer = announcer.unseenLayer(over: content)
    adw_toast_overlay_set_child(cast(toasts), announcerLayer)
    let root = Widgets.box(GTK_ORIENTATION_VERTICAL, [header, toasts, switcherBar])
    Widgets.expand(toasts)
    adw_application_window_set_content(cast(window), root)

    AccessibleTidying.tidy(window)
    connectIntents(application: application)
    onNotify(styleManager, property: "dark") { [unowned self] in
      Palette.current =
        adw_style_manager_get_dark(styleManager) != 0 ? Palette.dark : Palette.light
      Self.loadStyle()
      for board in boards { board.redrawAll() }
      statisticsPage?.redraw()
    }
    if ProcessInfo.processInfo.environment["MEMORIZE_GTK_TEST_LAYOUT"] == "1" {
      let probe = LayoutProbe(window: self, app: app, memorizePage: memorizePage)
      self.probe = probe
      memorizePage.board.onLayout = { probe.scheduleReport() }
    }
    observe()
  }

  /// Whether looking up the application's icon finds it, as About does (not "image-missing";
  /// `gtk_icon_theme_has_icon` does not count icons in a folder added to the search path).
  static var hasApplicationIcon: Bool {
    guard let display = gdk_display_get_default(),
      let theme = gtk_icon_theme_get_for_display(display),
      let icon = gtk_icon_theme_lookup_icon(
        theme, WindowApp.applicationID, nil, 64, 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))
    else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
    guard let name = gtk_icon_paintable_get_icon_name(icon) else { return false }
    return String(cString: name) == WindowApp.applicationID
  }

  /// Run from the build tree (`swift run memorize-gtk`), the icon is not installed: the icon
  /// theme is pointed at `Apps/GTK/data/icons`, found above the executable, so About and the
  /// window show it there too. An installed icon is left alone.
  private static func findIconInBuildTree() {
    guard !hasApplicationIcon, let display = gdk_display_get_default(),
      let theme = gtk_icon_theme_get_for_display(display),
      let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    else { return }
    var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
    for _ in 0..<6 {
      let icons = folder.appendingPathComponent("data/icons")
      if FileManager.default.fileExists(
        atPath: icons.appendingPathComponent("\(WindowApp.applicationID).svg").path)
      {
        gtk_icon_theme_add_search_path(theme, icons.path)
        return
      }
      folder = folder.deletingLastPathComponent()
    }
  }

  /// The boards of the pages built so far.
  var boards: [CardBoard] {
    [memorizePage.board] + [matchismoPage?.board, setPage?.board].compactMap { $0 }
  }

  /// Builds `section`'s page the first time it is needed and puts it in its place in the stack.
  func buildPage(for section: Section) {
    guard let scroller = scrollers[section] else { return }
    let built: (widget: Widget, board: CardBoard?)
    switch section {
    case .memorize: return
    case .matchismo:
      guard matchismoPage == nil else { return }
      let page = MatchismoPage(door: app)
      matchismoPage = page
      built = (page.widget, page.board)
    case .set:
      guard setPage == nil else { return }
      let page = SetPage(door: app)
      page.onChoosePlayers = { [unowned self] in choosePlayers() }
      setPage = page
      built = (page.widget, page.board)
    case .statistics:
      guard statisticsPage == nil else { return }
      let page = StatisticsPage(app: app)
      statisticsPage = page
      built = (page.widget, nil)
    }
    gtk_scrolled_window_set_child(cast(scroller), built.widget)
    AccessibleTidying.tidy(built.widget)
    if let probe, let board = built.board { board.onLayout = { probe.scheduleReport() } }
  }

  /// The primary menu: what is not a button in the header.
  private static func primaryMenu() -> UnsafeMutablePointer<GMenuModel> {
    let menu = g_menu_new()!
    let game = g_menu_new()!
    g_menu_append(game, WindowLabels.newGame, "win.new-game")
    // Gone from the menu where the action is off: Matchismo seats players only at a shared
    // table (``AppModel/playersSeating``).
    let players = g_menu_item_new(WindowLabels.playersEllipsis, "win.players")!
    g_menu_item_set_attribute_value(players, "hidden-when", g_variant_new_string("action-disabled"))
    g_menu_append_item(game, players)
    g_object_unref(UnsafeMutableRawPointer(players))
    g_menu_append_section(menu, nil, cast(game))
    let themes = g_menu_new()!
    g_menu_append(themes, WindowLabels.restoreBuiltInThemes, "win.restore-themes")
    g_menu_append_section(menu, nil, cast(themes))
    // The terminal's Statistics tab, here a section the switcher may have folded away.
    let statistics = g_menu_new()!
    g_menu_append(statistics, Section.statistics.title, "win.show-statistics")
    g_menu_append_section(menu, nil, cast(statistics))
    g_menu_append_section(menu, nil, cast(helpSection()))
    return cast(menu)
  }

  /// The primary menu's last section, in every window (a game of one's own, and one joined to
  /// a table): Keyboard Shortcuts with its keys, and About Memorize.
  static func helpSection() -> OpaquePointer {
    let help = g_menu_new()!
    // Its keys named on the item, from the one table of shortcuts: the menu showed every other
    // item's accelerator but left this one's, Ctrl+?, out.
    let shortcuts = g_menu_item_new(WindowLabels.keyboardShortcuts, "win.show-help-overlay")!
    if let keys = Shortcuts.actions.first(where: { $0.action == "win.show-help-overlay" })?
      .accelerators.first
    {
      g_menu_item_set_attribute_value(shortcuts, "accel", g_variant_new_string(keys))
    }
    g_menu_append_item(help, shortcuts)
    g_object_unref(UnsafeMutableRawPointer(shortcuts))
    g_menu_append(help, WindowLabels.aboutMemorize, "app.about")
    return help
  }

  /// The primary menu's button, at the end of `header`, opening `menu` (F10 too).
  static func addMenuButton(
    to header: Widget, menu: UnsafeMutablePointer<GMenuModel>
  ) -> Widget {
    let button = gtk_menu_button_new()!
    gtk_menu_button_set_icon_name(cast(button), "open-menu-symbolic")
    gtk_menu_button_set_menu_model(cast(button), menu)
    Widgets.setTooltip(button, WindowLabels.mainMenu)
    memorize_set_accessible_label(button, WindowLabels.mainMenu)
    gtk_menu_button_set_primary(cast(button), 1)
    adw_header_bar_pack_end(cast(header), button)
    return button
  }

  /// Shows the window, or raises it when a second launch asks for it.
  public func present() {
    presentations += 1
    FrameTimings.shared.window = window
    gtk_window_present(cast(window))
    probe?.attachToFrameClock()
    probe?.scheduleReport()
    guard presentations == 1 else { return }
    // The menu is a surface of its own: the probe says when it is up, and when it is gone.
    if let popover = gtk_menu_button_get_popover(cast(menuButton)) {
      for signal in ["map", "unmap"] {
        onSignal(popover, signal) { [unowned self] in probe?.scheduleReport() }
      }
    }
    // The keyboard starts on the cards of the game on screen (a resumed Set game too), not on
    // the header's first button.
    focusBoardOnScreen()
    // The chooser's emoji come in the frame after the first (`MemorizePage.showPreviews`).
    if let clock = gtk_widget_get_frame_clock(window) {
      var isFirstFrame = true
      onSignal(clock, "after-paint") { [unowned self] in
        guard isFirstFrame else { return }
        isFirstFrame = false
        MainLoop.idle { [weak self] in self?.memorizePage.showPreviews() }
      }
    } else {
      memorizePage.showPreviews()
    }
    // A minimized window stops every clock (and saves), as Ctrl-Z does in the terminal.
    if let surface = gtk_native_get_surface(cast(window)) {
      onNotify(surface, property: "state") { [unowned self] in
        let minimized =
          gdk_toplevel_get_state(cast(surface)).rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue
          != 0
        if minimized && !app.isSuspended {
          app.suspend()
        } else if !minimized && app.isSuspended {
          app.resume()
        }
      }
    }
  }

  /// Saves and closes the window, as the close button does.
  public func close() {
    quit()
    gtk_window_destroy(cast(window))
  }

  // MARK: - Intents

  var hintAction: OpaquePointer?
  /// Players…: off (and so out of the menu) where the section on screen seats nobody here.
  var playersAction: OpaquePointer?
  var newGameAction: OpaquePointer?

  private func connectIntents(application: OpaquePointer) {
    onNotify(stack, property: "visible-child-name") { [unowned self] in
      guard !Widgets.isRendering, let name = adw_view_stack_get_visible_child_name(cast(stack)),
        let section = Section(rawValue: String(cString: name)), section != app.section
      else { return }
      // At once, not in the render that follows: the stack shows the page already.
      buildPage(for: section)
      app.send(.select(section))
    }
    newGameAction = addAction("new-game") { [unowned self] in newGame() }
    hintAction = addAction("hint") { [unowned self] in app.send(.hint) }
    // Set's Deal 3 More, as its button sends it (a refusal shows on the page).
    addAction("deal-three-more") { [unowned self] in
      guard app.section == .set else { return }
      buildPage(for: .set)
      setPage?.send(.dealThreeMore)
    }
    // The latest offer, as the toast's Undo button takes it; with none, the door says so.
    addAction("undo") { [unowned self] in app.send(.undo(offer: nil)) }
    addAction("next-section") { [unowned self] in app.send(.select(app.section.next)) }
    addAction("previous-section") { [unowned self] in app.send(.select(app.section.previous)) }
    playersAction = addAction("players") { [unowned self] in choosePlayers() }
    addAction("focus-board") { [unowned self] in focusBoard() }
    addAction("show-statistics") { [unowned self] in
      buildPage(for: .statistics)
      app.send(.select(.statistics))
    }
    // The theme list's focused row, else the theme in play: the rows' Edit buttons take no
    // Tab stop.
    addAction("edit-theme") { [unowned self] in
      guard app.section == .memorize, let id = memorizePage.themeToEdit else { return }
      editTheme(id)
    }
    addAction("restore-themes") { [unowned self] in app.send(.restoreBuiltInThemes) }
    addAction("quit", to: cast(application)) { [unowned self] in close() }
    addAction("about", to: cast(application)) { [unowned self] in showAbout() }
    addAction("show-help-overlay") { [unowned self] in showShortcuts() }
    for (seat, shortcut) in WindowShortcut.raceCalls.enumerated() {
      guard let name = shortcut.actionName else { continue }
      addAction(name) { [unowned self] in
        guard app.section == .set else { return }
        buildPage(for: .set)
        setPage?.send(.callSet(seat: seat))
      }
    }
    Self.setAccelerators(of: application)
    onVetoSignal(window, "close-request") { [unowned self] in
      quit()
      return false
    }
    memorizePage.onEditTheme = { [unowned self] id in editTheme(id) }
    memorizePage.onChoosePlayers = { [unowned self] in choosePlayers() }
    memorizePage.onSeatFormChange = { [unowned self] in renderCounters() }
  }

  /// Gives `application`'s actions their keys, from the one table of shortcuts.
  static func setAccelerators(of application: OpaquePointer) {
    for shortcut in Shortcuts.actions {
      guard let action = shortcut.action, let first = shortcut.accelerators.first else {
        continue
      }
      let keys = shortcut.accelerators
      memorize_set_accels(cast(application), action, first, keys.count > 1 ? keys[1] : nil)
    }
  }

  /// Adds an action to the window (`win.name`) or to `map` (the application's `app.name`).
  @discardableResult
  private func addAction(
    _ name: String, to map: OpaquePointer? = nil, _ body: @escaping @MainActor () -> Void
  ) -> OpaquePointer {
    let action = g_simple_action_new(name, nil)!
    onActivate(action, body)
    g_action_map_add_action(map ?? cast(window), cast(action))
    return action
  }

  /// Ctrl+B: the keyboard to the cards of the section on screen, from wherever it is (the theme
  /// list, a button, the header); a folded window shows the game first.
  private func focusBoard() {
    switch app.section {
    case .memorize:
      guard app.board(of: .memorize) != nil else { return }
      if !app.isSideBySide && app.isChooserOnScreen { app.send(.showGame) }
      MainLoop.idle { [weak self] in self?.memorizePage.board.focusFirstCard() }
    case .matchismo: matchismoPage?.board.focusFirstCard()
    case .set: setPage?.board.focusFirstCard()
    case .statistics: break
    }
  }

  /// The keyboard to the first card of the section on screen, when its cards are shown.
  func focusBoardOnScreen() {
    switch app.section {
    case .memorize: memorizePage.board.focusFirstCard()
    case .matchismo: matchismoPage?.board.focusFirstCard()
    case .set: setPage?.board.focusFirstCard()
    case .statistics: break
    }
  }

  /// Over a game in progress, the view model offers Undo, which comes up as a toast. The
  /// keyboard goes to the new deal's first card, once it is drawn.
  private func newGame() {
    guard case .done = app.send(.newGame) else { return }
    MainLoop.idle { [weak self] in self?.focusBoardOnScreen() }
  }

  private func quit() {
    guard isOpen else { return }
    isOpen = false
    wakeup?.cancel()
    wakeup = nil
    app.saveNow()
    saveSize()
  }

  /// Keeps the window's size for the next launch (``WindowSize/keep(_:in:named:)``).
  private func saveSize() {
    WindowSize.keep(window, in: sizeLocations, named: WindowSize.ownGamesFile)
  }

  /// How many dialogs cover the board now.
  var openDialogs = 0
}
