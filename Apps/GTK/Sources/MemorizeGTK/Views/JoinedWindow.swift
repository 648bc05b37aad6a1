import CGtk
import FoundationEssentials
import Memorize

// Over 300 lines because the window owns the link's whole life: joining, watching the
// connection, coming back after a drop, the table's end and the way to the player's own games,
// beside drawing the table and its keys.

/// The window joined to a shared table (`memorize-gtk --join`): the table's game drawn and
/// played with the local game's page (``SetPage`` for a Set race, ``MatchismoPage`` for
/// Matchismo, ``TableMemorizePage`` for Memorize) through a ``TableDoor``; who sits at the table under the title; the table's
/// status items; and, at the bottom, the last thing the table or the connection said.
///
/// It holds no game: every card, verdict and sentence is the table's view's, or its
/// ``TableLink``'s. The connection never blocks the main loop once open: its descriptor is
/// watched on the loop, and a dropped connection is tried again at the link's times.
final class JoinedWindow {
  let window: Widget
  let link: TableLink
  let door: TableDoor
  private let windowTitle = adw_window_title_new(WindowLabels.applicationName, nil)!
  /// The table's status items, in one line.
  let counters = Widgets.label()
  /// The last thing the table or the connection said.
  let noteLabel = Widgets.label()
  /// Beside the last line once the table is over: the way out the table offers
  /// (``JoinedTable/wayOut``), to the player's own games.
  let wayOutButton = Widgets.button("") {}
  /// What the table says, for screen readers (as the local window's announcer).
  let announcer = StatusLine(name: WindowLabels.announcements)
  /// Holds the table's game page, once the table said which game it is.
  let pageBox = Widgets.box(GTK_ORIENTATION_VERTICAL)
  /// In the page's place while the table waits for players: what it waits for, with the code
  /// to join by, and who sits there (the view model's words, as the terminal shows them).
  let waitingPage = adw_status_page_new()!
  private(set) var setPage: SetPage?
  private(set) var memorizePage: TableMemorizePage?
  private(set) var matchismoPage: MatchismoPage?
  private var watch: DescriptorWatch?
  private var watchedDescriptor: Int32?
  private var retry: ScheduledTimeout?
  /// The exit status once the link is over for good (refused, given up, the table closed).
  private(set) var endStatus: Int32?
  /// The last thing said, shown at the bottom.
  private(set) var note: String?
  /// The dialog that says why the table ended, while it shows.
  private(set) var endDialog: Widget?
  /// The last verdict read out, so a render that changes nothing is silent.
  private var spokenVerdict: String?
  /// The countdown's last announcement read out, so each is read once.
  private var spokenCountdown: String?
  private(set) var isOpen = true
  var probe: JoinedProbe?
  /// The primary menu's button (F10 opens its menu).
  let menuButton: Widget
  /// Whether the primary menu is open on screen.
  var isMenuOpen: Bool {
    guard let popover = gtk_menu_button_get_popover(cast(menuButton)) else { return false }
    return gtk_widget_get_mapped(cast(popover)) != 0
  }

  /// Where the window's size is kept between launches (``WindowSize/tableFile``), when it is.
  let sizeLocations: StorageLocations?

  init(link: TableLink, application: OpaquePointer, sizeLocations: StorageLocations? = nil) {
    self.link = link
    self.sizeLocations = sizeLocations
    door = TableDoor(table: link.table) { [link] text in link.send(text) }
    AppWindow.loadStyle()
    window = adw_application_window_new(cast(application))
    gtk_window_set_title(cast(window), WindowLabels.applicationName)
    gtk_window_set_icon_name(cast(window), WindowApp.applicationID)
    // At the size it had when it last closed, as the window of one's own games opens.
    WindowSize.restore(window, from: sizeLocations, named: WindowSize.tableFile)
    gtk_widget_set_size_request(window, 360, 294)
    let header = adw_header_bar_new()!
    adw_header_bar_set_title_widget(cast(header), windowTitle)
    // The primary menu a game of one's own has, with what a table's window answers: its
    // shortcuts and About (a play-tester found neither reachable from a window at a table).
    let menu = g_menu_new()!
    g_menu_append_section(menu, nil, cast(AppWindow.helpSection()))
    menuButton = AppWindow.addMenuButton(to: header, menu: cast(menu))
    gtk_label_set_wrap(cast(counters), 1)
    gtk_widget_add_css_class(counters, "counters")
    memorize_set_accessible_label(counters, WindowLabels.counters)
    gtk_label_set_wrap(cast(noteLabel), 1)
    gtk_widget_add_css_class(noteLabel, "heading")
    Widgets.margins(noteLabel, 8)
    Widgets.expand(pageBox)
    Widgets.expand(waitingPage)
    Widgets.setVisible(waitingPage, false)
    Widgets.append(pageBox, waitingPage)
    let wayOut = wayOutButton
    gtk_widget_add_css_class(wayOut, "suggested-action")
    gtk_widget_set_halign(wayOut, GTK_ALIGN_CENTER)
    Widgets.margins(wayOut, 8)
    gtk_widget_set_margin_top(wayOut, 0)
    Widgets.setVisible(wayOut, false)
    let content = Widgets.box(GTK_ORIENTATION_VERTICAL, [counters, pageBox, noteLabel, wayOut])
    let announcerLayer = announcer.unseenLayer(over: content)
    Widgets.expand(announcerLayer)
    adw_application_window_set_content(
      cast(window), Widgets.box(GTK_ORIENTATION_VERTICAL, [header, announcerLayer]))
    let quit = g_simple_action_new("quit", nil)!
    onActivate(quit) { [unowned self] in close() }
    g_action_map_add_action(cast(application), cast(quit))
    let about = g_simple_action_new("about", nil)!
    onActivate(about) { [unowned self] in
      gtk_window_present(cast(AppWindow.aboutWindow(over: window)))
    }
    g_action_map_add_action(cast(application), cast(about))
    AppWindow.setAccelerators(of: application)
    // Only the keys the table answers are listed, and answered: Ctrl+1 calls Set! for this
    // window's seat (the door sends every call for it), as its Set! button does, and Ctrl+D
    // asks for 3 more for it.
    let help = g_simple_action_new("show-help-overlay", nil)!
    onActivate(help) { [unowned self] in showShortcuts() }
    g_action_map_add_action(cast(window), cast(help))
    let call = g_simple_action_new("call-set-1", nil)!
    onActivate(call) { [unowned self] in
      guard let seat = link.table.callingSeat, let setPage else { return }
      setPage.send(.callSet(seat: seat))
    }
    g_action_map_add_action(cast(window), cast(call))
    // Ctrl+D, Deal 3 More in a game of one's own, asks the race for 3 more cards for this
    // window's seat, as its 3 More button does.
    let more = g_simple_action_new("deal-three-more", nil)!
    onActivate(more) { [unowned self] in
      guard let seat = link.table.callingSeat, let setPage else { return }
      setPage.send(.askForMoreCards(seat: seat))
    }
    g_action_map_add_action(cast(window), cast(more))
    // Closing the window leaves the table: the connection is closed as a goodbye, and the
    // table keeps the seat a while for a comeback.
    onVetoSignal(window, "close-request") { [unowned self] in
      leave()
      return false
    }
    onSignal(wayOut, "clicked") { [unowned self] in openOwnGames() }
    link.tell = { [unowned self] news in hear(news) }
    AccessibleTidying.tidy(window)
  }

  /// Whether this window plays a seat at a Set race, and so calls Set! with Ctrl+1: the
  /// table's view model says which seat it calls for (``JoinedTable/callingSeat``).
  var callsSet: Bool { link.table.callingSeat != nil }

  /// The shortcuts window (Ctrl+?), listing what this window answers at the table now.
  private var shortcutsWindow: (window: Widget, callsSet: Bool)?

  func showShortcuts() {
    if let shown = shortcutsWindow, shown.callsSet != callsSet {
      gtk_window_destroy(cast(shown.window))
      shortcutsWindow = nil
    }
    if shortcutsWindow == nil,
      let made = AppWindow.shortcutsWindow(
        listing: WindowShortcut.joinedGroups(callsSet: callsSet), over: window)
    {
      shortcutsWindow = (made, callsSet)
    }
    if let shortcutsWindow { gtk_window_present(cast(shortcutsWindow.window)) }
  }

  /// Shows the window and, from the main loop, joins the table.
  func present() {
    gtk_window_present(cast(window))
    probe?.attach()
    render()
    MainLoop.idle { [weak self] in self?.join() }
  }

  /// Leaves the table and closes the window.
  func close() {
    guard isOpen else { return }
    leave()
    gtk_window_destroy(cast(window))
  }

  private func leave() {
    guard isOpen else { return }
    isOpen = false
    WindowSize.keep(window, in: sizeLocations, named: WindowSize.tableFile)
    watch?.cancel()
    watch = nil
    retry?.cancel()
    retry = nil
    link.close()
  }

  // MARK: - The connection

  /// Connects and says hello; the welcome comes through the watched descriptor.
  private func join() {
    guard isOpen else { return }
    if let problem = link.start() {
      end(status: 1, problem: problem)
      return
    }
    watchConnection()
  }

  /// Watches the link's descriptor, once per connection.
  private func watchConnection() {
    guard isOpen, let descriptor = link.fileDescriptor, descriptor != watchedDescriptor else {
      return
    }
    watch?.cancel()
    watchedDescriptor = descriptor
    watch = MainLoop.watch(descriptor) { [unowned self] in ready(descriptor) }
  }

  /// Reads what the table sent on `descriptor`; whether to go on watching it.
  private func ready(_ descriptor: Int32) -> Bool {
    guard isOpen else { return false }
    let status = link.readTable()
    render()
    if let status {
      watch = nil
      watchedDescriptor = nil
      end(status: status, problem: link.wasWelcomed ? nil : link.refusal)
      return false
    }
    guard link.fileDescriptor == descriptor else {
      // Dropped (tried again later) or made anew (the table forgot the seat).
      watch = nil
      watchedDescriptor = nil
      MainLoop.idle { [weak self] in self?.watchConnection() }
      scheduleRetry()
      return false
    }
    return true
  }

  /// Tries to come back at the link's next attempt.
  private func scheduleRetry() {
    retry?.cancel()
    retry = nil
    guard isOpen, let attempt = link.nextAttempt else { return }
    let wait = max(0, attempt - link.clock.now)
    retry = MainLoop.after(milliseconds: Int((wait * 1000).rounded(.up)) + 1) {
      [unowned self] in
      retry = nil
      if let status = link.tryAgain() {
        end(status: status, problem: nil)
        return
      }
      watchConnection()
      scheduleRetry()
    }
  }

  /// The link is over for good: why is said on the window's last line, to a screen reader, in
  /// a dialog, and (a join that failed) on standard error in one line. Closing the window ends
  /// the program with `status`.
  private func end(status: Int32, problem: String?) {
    endStatus = status
    if let problem {
      Console.error("memorize-gtk: " + problem)
      say(problem)
    }
    render()
    guard let line = note, endDialog == nil else { return }
    // The way back to the player's own games, which the ending's Play Again offers too: a
    // table that has ended deals no more.
    let dialog = adw_message_dialog_new(cast(window), nil, line)!
    adw_message_dialog_add_response(cast(dialog), "close", WindowLabels.close)
    let ownGames = Self.ownGamesResponse
    adw_message_dialog_add_response(cast(dialog), ownGames, WindowLabels.yourOwnGames)
    adw_message_dialog_set_response_appearance(cast(dialog), ownGames, ADW_RESPONSE_SUGGESTED)
    adw_message_dialog_set_default_response(cast(dialog), ownGames)
    adw_message_dialog_set_close_response(cast(dialog), "close")
    onResponse(dialog) { [unowned self] response in
      endDialog = nil
      probe?.scheduleReport()
      // Once the dialog has finished answering: closing the window destroys the dialog with
      // it, and a dialog destroyed inside its own response went on to use itself freed
      // (GLib-GObject warnings on standard error).
      if response == ownGames { MainLoop.idle { [weak self] in self?.openOwnGames() } }
    }
    endDialog = dialog
    MainLoop.idle { gtk_window_present(cast(dialog)) }
  }

  /// The id of the dialog's answer that opens the player's own games.
  private static let ownGamesResponse = "own-games"

  /// Opens the player's own games (this program without `--join`: it raises the window
  /// already open, if one is) and closes this window, whose table has ended.
  func openOwnGames() {
    guard
      let executable = try? FileManager.default.destinationOfSymbolicLink(
        atPath: "/proc/self/exe")
    else { return }
    var argv: [UnsafeMutablePointer<CChar>?] = [strdup(executable), nil]
    defer { for argument in argv { free(argument) } }
    var error: UnsafeMutablePointer<GError>?
    if g_spawn_async(nil, &argv, nil, G_SPAWN_DEFAULT, nil, nil, nil, &error) == 0 {
      if let error {
        Console.error("memorize-gtk: " + String(cString: error.pointee.message))
        g_error_free(error)
      }
      return
    }
    close()
  }

  private func hear(_ news: TableLink.News) {
    switch news {
    case .table(.said(let lines)):
      for line in lines { say(line) }
    case .table(.refused(let reason)), .table(.lostRace(let reason)):
      door.refused(reason)
      announcer.announce(reason)
    case .table:
      break
    case .line(let line), .problem(let line):
      say(line)
    }
  }

  /// Shows `line` at the bottom and reads it out.
  private func say(_ line: String) {
    note = line
    announcer.announce(line)
  }

  /// Who sits at the table, as the header's subtitle says it.
  var seatsText: String? {
    guard let subtitle = adw_window_title_get_subtitle(cast(windowTitle)) else { return nil }
    return String(cString: subtitle)
  }

  // MARK: - Drawing

  /// Draws the table as the link holds it now.
  func render() {
    guard isOpen else { return }
    Widgets.isRendering = true
    defer { Widgets.isRendering = false }
    let table = link.table
    if let game = table.game {
      adw_window_title_set_title(cast(windowTitle), Phrases.title(of: game))
    }
    if endStatus != nil {
      // Nobody sits at a table that has ended.
      adw_window_title_set_subtitle(cast(windowTitle), nil)
    } else if let view = table.view {
      adw_window_title_set_subtitle(
        cast(windowTitle), Phrases.Table.seatsLine(view.seats.map(\.text), watchers: view.watchers))
    }
    let board = table.game.flatMap { door.board(of: $0) }
    buildPage()
    setPage?.render()
    memorizePage?.render()
    matchismoPage?.render()
    // Nothing can be played now (the table is over, or cut off): the board is drawn faint,
    // its buttons off with the reason the door gives.
    let isPlayable = table.unplayable == nil
    for cards in [setPage?.board, memorizePage?.board, matchismoPage?.board].compactMap({ $0 }) {
      gtk_widget_set_opacity(cards.widget, isPlayable ? 1 : 0.45)
    }
    if let wayOut = table.wayOut {
      for ending in [setPage?.ending, memorizePage?.ending, matchismoPage?.ending].compactMap({ $0 }
      ) {
        ending.offer(wayOut) { [unowned self] in openOwnGames() }
      }
      gtk_button_set_label(cast(wayOutButton), wayOut)
    }
    // The ending over the board offers the way out itself.
    Widgets.setVisible(wayOutButton, table.wayOut != nil && board?.isOver != true)
    var items = board?.status.items ?? []
    // Where the seats over the board show their short forms, they say each seat's tally for
    // the counters, which keep the rest on one line (as in the window of one's own games).
    if memorizePage?.seatRows.showsShortSeats == true {
      items.removeAll { $0.isCurrent != nil }
    }
    Widgets.setText(counters, Phrases.Plain.statusLine(items))
    Widgets.setVisible(counters, !items.isEmpty)
    // While the table waits and no game is on the board, its words fill the page; the last
    // line says them only under a board.
    let waiting = board == nil && endStatus == nil ? table.view?.waiting : nil
    Widgets.setVisible(waitingPage, waiting != nil)
    // A table started anew waits again: its old board gives way to the waiting words.
    for page in [setPage?.widget, memorizePage?.widget, matchismoPage?.widget].compactMap({ $0 }) {
      Widgets.setVisible(page, waiting == nil)
    }
    if let waiting, let view = table.view {
      adw_status_page_set_title(cast(waitingPage), waiting)
      // The page scrolls inside (a scroller a screen reader meets): named by what it says.
      if let scroller = gtk_widget_get_first_child(waitingPage) {
        memorize_set_accessible_label(scroller, waiting)
      }
      let seats = Phrases.Table.seatsLine(view.seats.map(\.text), watchers: view.watchers)
      adw_status_page_set_description(cast(waitingPage), markupEscaped(seats))
    }
    let bottom = note ?? (waiting == nil ? table.view?.waiting : nil)
    Widgets.setText(noteLabel, bottom ?? "")
    Widgets.setVisible(noteLabel, bottom != nil)
    renderVerdict(board)
    renderAnnouncements(board)
    probe?.noteRender()
  }

  /// Reads out a countdown at the moments the view model announces it (as it starts, and at
  /// 10 seconds left), once each: the counters show it every second, and no screen reader
  /// hears that.
  private func renderAnnouncements(_ board: BoardPresentation?) {
    guard let said = board?.status.items.lazy.compactMap(\.announcementNow).first,
      said != spokenCountdown
    else { return }
    spokenCountdown = said
    announcer.announce(said)
  }

  /// The page for the table's game, once the table said which it is.
  private func buildPage() {
    guard setPage == nil, memorizePage == nil, matchismoPage == nil, let game = link.table.game,
      door.board(of: game) != nil
    else { return }
    let page: Widget
    switch game {
    case .set:
      let built = SetPage(door: door)
      setPage = built
      page = built.widget
      built.board.onLayout = { [weak self] in self?.probe?.scheduleReport() }
    case .memorize:
      let built = TableMemorizePage(door: door)
      memorizePage = built
      page = built.widget
      built.board.onLayout = { [weak self] in self?.probe?.scheduleReport() }
      built.seatRows.onSeatFormChange = { [weak self] in self?.render() }
    case .matchismo:
      let built = MatchismoPage(door: door)
      matchismoPage = built
      page = built.widget
      built.board.onLayout = { [weak self] in self?.probe?.scheduleReport() }
    case .statistics:
      return
    }
    Widgets.append(pageBox, page)
    AccessibleTidying.tidy(page)
    // The keyboard starts on the cards, as in a local game.
    MainLoop.idle { [weak self] in
      self?.setPage?.board.focusFirstCard()
      self?.memorizePage?.board.focusFirstCard()
      self?.matchismoPage?.board.focusFirstCard()
    }
  }

  /// Reads out each new verdict of a race (or of Set alone) and of Matchismo, once: the page
  /// shows it as a label, which a screen reader does not hear change. Memorize's status line is
  /// read out itself. What is said is the table's board's own line
  /// (``BoardPresentation/spokenLine``), as a window of its own game says its board's.
  private func renderVerdict(_ board: BoardPresentation?) {
    guard let board, link.table.game == .set || link.table.game == .matchismo else { return }
    guard let verdict = board.spokenLine, verdict != spokenVerdict else { return }
    spokenVerdict = verdict
    announcer.announce(verdict)
  }
}
