import CGtk
import CardGames
import Foundation
import Memorize
import Observation

/// The main window: a header bar (New Game, the section switcher, score, flips, time) over one
/// page per section. It draws the `AppModel` and forwards intents to it; nothing else.
public final class AppWindow {
  let window: Widget
  /// False once the window has closed; the main loop runs until then.
  public private(set) var isOpen = true

  private let app: AppModel
  private let timeSource: TimeSource
  private let memorizePage: MemorizePage
  private let matchismoPage: MatchismoPage
  private let setPage: SetPage
  private let statisticsPage: StatisticsPage
  private let stack = gtk_stack_new()!
  private var sectionButtons: [(section: Section, widget: Widget)] = []
  private let newGameButton: Widget
  private let scoreLabel = Widgets.label(classes: ["numeric"])
  private let flipsLabel = Widgets.label(classes: ["numeric"])
  private let timeLabel = Widgets.label(classes: ["numeric"])
  private let noticeBar: Widget
  private let noticeLabel = Widgets.label()
  private var split = SplitLayout()
  private var wakeup: ScheduledTimeout?
  private var editor: ThemeEditor?
  private var playersDialog: PlayersDialog?
  private var help: Widget?
  private var probe: LayoutProbe?

  public init(app: AppModel, timeSource: TimeSource) {
    self.app = app
    self.timeSource = timeSource
    Self.loadStyle()
    window = gtk_window_new()
    gtk_window_set_title(cast(window), "Memorize")
    gtk_window_set_default_size(cast(window), 1100, 760)
    memorizePage = MemorizePage(app: app)
    matchismoPage = MatchismoPage(app: app)
    setPage = SetPage(app: app)
    statisticsPage = StatisticsPage(app: app)

    // Header bar: New Game | section switcher | score, flips, time.
    let header = gtk_header_bar_new()!
    newGameButton = Widgets.button("New Game") {}
    gtk_widget_set_tooltip_text(newGameButton, "Deal a new game (Ctrl+N)")
    gtk_header_bar_pack_start(cast(header), newGameButton)
    let switcher = Widgets.box(GTK_ORIENTATION_HORIZONTAL)
    gtk_widget_add_css_class(switcher, "linked")
    memorize_set_accessible_label(switcher, "Sections")
    for section in Section.allCases {
      let button = gtk_toggle_button_new_with_label(section.title)!
      if let first = sectionButtons.first {
        gtk_toggle_button_set_group(cast(button), cast(first.widget))
      }
      sectionButtons.append((section, button))
      Widgets.append(switcher, button)
    }
    gtk_header_bar_set_title_widget(cast(header), switcher)
    for label in [timeLabel, flipsLabel, scoreLabel] {
      gtk_header_bar_pack_end(cast(header), label)
    }
    gtk_window_set_titlebar(cast(window), header)

    // Pages.
    for (page, name) in [
      (memorizePage.widget, "memorize"), (matchismoPage.widget, "matchismo"),
      (setPage.widget, "set"), (statisticsPage.widget, "statistics"),
    ] {
      gtk_stack_add_named(cast(stack), page, name)
    }
    Widgets.expand(stack)
    let dismiss = Widgets.button("Dismiss") { [app] in
      app.dismissNotices()
      app.themes.dismissProblem()
    }
    gtk_label_set_wrap(cast(noticeLabel), 1)
    gtk_widget_set_hexpand(noticeLabel, 1)
    gtk_widget_set_halign(noticeLabel, GTK_ALIGN_START)
    noticeBar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [noticeLabel, dismiss])
    gtk_widget_add_css_class(noticeBar, "notice")
    Widgets.margins(noticeBar, 6)
    let content = Widgets.box(GTK_ORIENTATION_VERTICAL, [noticeBar, stack])

    // A transparent layer over the whole content, only to learn the window's width.
    let overlay = gtk_overlay_new()!
    gtk_overlay_set_child(cast(overlay), content)
    let sizeProbe = gtk_drawing_area_new()!
    gtk_widget_set_can_target(sizeProbe, 0)
    gtk_widget_set_focusable(sizeProbe, 0)
    gtk_overlay_add_overlay(cast(overlay), sizeProbe)
    gtk_window_set_child(cast(window), overlay)

    connectIntents(sizeProbe: sizeProbe)
    if ProcessInfo.processInfo.environment["MEMORIZE_GTK_TEST_LAYOUT"] == "1" {
      let probe = LayoutProbe(window: window, app: app, memorizePage: memorizePage)
      self.probe = probe
      for board in [memorizePage.board, matchismoPage.board, setPage.board] {
        board.onLayout = { probe.scheduleReport() }
      }
    }
    observe()
  }

  /// Shows the window.
  public func present() {
    gtk_window_present(cast(window))
    probe?.attachToFrameClock()
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

  private func connectIntents(sizeProbe: Widget) {
    for (section, button) in sectionButtons {
      onSignal(button, "toggled") { [unowned self] in
        guard !Widgets.isRendering, gtk_toggle_button_get_active(cast(button)) != 0 else {
          return
        }
        app.select(section)
      }
    }
    onSignal(newGameButton, "clicked") { [unowned self] in newGame() }
    onResize(sizeProbe) { [unowned self] width, _ in
      guard split.update(width: Double(width)) else { return }
      // Not during allocation: changing which panes show would queue another.
      MainLoop.idle { [unowned self] in app.setSideBySide(split.isSideBySide) }
    }
    app.setSideBySide(split.isSideBySide)
    onVetoSignal(window, "close-request") { [unowned self] in
      quit()
      return false
    }
    let keys = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    onKeyPressed(keys) { [unowned self] key, state in
      let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
      switch Int32(key) {
      case GDK_KEY_n where control, GDK_KEY_N where control:
        newGame()
        return true
      case GDK_KEY_h where control, GDK_KEY_H where control:
        guard app.section == .memorize, let game = app.memorize, game.isHintAvailable else {
          return false
        }
        game.hint()
        return true
      case GDK_KEY_q where control, GDK_KEY_Q where control:
        close()
        return true
      case GDK_KEY_F1:
        showHelp()
        return true
      case GDK_KEY_Page_Down where control:
        app.selectNextSection()
        return true
      case GDK_KEY_Page_Up where control:
        app.selectPreviousSection()
        return true
      default:
        return false
      }
    }
    gtk_widget_add_controller(window, keys)
    memorizePage.onEditTheme = { [unowned self] id in editTheme(id) }
    memorizePage.onChoosePlayers = { [unowned self] in choosePlayers() }
  }

  private func newGame() {
    switch app.section {
    case .memorize:
      if let game = app.memorize {
        game.newGame()
      } else if let first = app.themes.themes.first {
        app.openTheme(id: first.id)
      }
    case .matchismo: app.matchismo.redeal()
    case .set: app.set.newGame()
    case .statistics: break
    }
  }

  private func quit() {
    guard isOpen else { return }
    isOpen = false
    wakeup?.cancel()
    wakeup = nil
    app.saveNow()
  }

  private func editTheme(_ id: Theme.ID) {
    editor?.close()
    let editor = ThemeEditor(store: app.themes, themeID: id, parent: window)
    editor.onClose = { [unowned self, unowned editor] in
      if self.editor === editor { self.editor = nil }
    }
    self.editor = editor
    Widgets.isRendering = true
    editor.present()
    Widgets.isRendering = false
  }

  private func choosePlayers() {
    if let playersDialog {
      playersDialog.present()
      return
    }
    let dialog = PlayersDialog(app: app, parent: window)
    dialog.onClose = { [unowned self, unowned dialog] in
      if playersDialog === dialog { playersDialog = nil }
    }
    playersDialog = dialog
    dialog.present()
  }

  private func showHelp() {
    if let help {
      gtk_window_present(cast(help))
      return
    }
    let help = gtk_window_new()!
    gtk_window_set_title(cast(help), "Memorize Help")
    gtk_window_set_transient_for(cast(help), cast(window))
    let text = Widgets.label(HelpText.text, classes: ["monospace"])
    gtk_label_set_selectable(cast(text), 0)
    Widgets.margins(text, 20)
    gtk_window_set_child(cast(help), text)
    onVetoSignal(help, "close-request") { [unowned self] in
      self.help = nil
      return false
    }
    self.help = help
    gtk_window_present(cast(help))
  }

  // MARK: - Drawing the state

  /// Renders, noting everything read; the first change to any of it queues the next render.
  private func observe() {
    withObservationTracking {
      render()
    } onChange: { [weak self] in
      // Called as the change begins, possibly in the middle of an intent: render once it is done.
      MainLoop.idle { self?.observe() }
    }
  }

  private func render() {
    guard isOpen else { return }
    Widgets.isRendering = true
    defer { Widgets.isRendering = false }
    let section = app.section
    for (buttonSection, button) in sectionButtons {
      gtk_toggle_button_set_active(cast(button), buttonSection == section ? 1 : 0)
    }
    gtk_stack_set_visible_child_name(cast(stack), section.rawValue)
    let notices = app.notices + (app.themes.problem.map { [$0] } ?? [])
    Widgets.setText(noticeLabel, notices.joined(separator: "\n"))
    Widgets.setVisible(noticeBar, !notices.isEmpty)
    Widgets.setSensitive(newGameButton, section != .statistics)
    switch section {
    case .memorize: memorizePage.render()
    case .matchismo: matchismoPage.render()
    case .set: setPage.render()
    case .statistics: statisticsPage.render()
    }
    editor?.render()
    renderCounters()
    scheduleWakeup()
  }

  /// Score, flips and time in the header bar.
  private func renderCounters() {
    var score: String?
    var flips: String?
    var time: String?
    switch app.section {
    case .memorize:
      if let game = app.memorize {
        score = "Score \(game.score)"
        flips = "Flips \(game.flipCount)"
        time = clockText(game.elapsed)
      }
    case .matchismo:
      score = "Score \(app.matchismo.score)"
      time = clockText(app.matchismo.elapsed)
    case .set:
      score = "Score \(app.set.score)"
      flips = "Choices \(app.set.choiceCount)"
      time = clockText(app.set.elapsed)
    case .statistics:
      break
    }
    for (label, text) in [(scoreLabel, score), (flipsLabel, flips), (timeLabel, time)] {
      Widgets.setText(label, text ?? "")
      Widgets.setVisible(label, text != nil)
    }
  }

  /// One timeout for the next moment the model says something changes (a clock's second, a
  /// save); no polling.
  private func scheduleWakeup() {
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

  private static func loadStyle() {
    let provider = gtk_css_provider_new()!
    let css = """
      .board { background-color: \(Palette.css(Palette.board)); }
      .chooser { background-color: @view_bg_color; }
      .notice { background-color: #FFF4CE; border-radius: 6px; padding: 4px 8px; }
      .placeholder { color: alpha(currentColor, 0.55); }
      .error { color: #C01C28; }
      .numeric { font-feature-settings: "tnum"; margin: 0 6px; }
      .seat { padding: 3px 12px; border-radius: 999px; background-color: alpha(currentColor, 0.08); }
      .seat.to-move { background-color: \(Palette.css(Palette.toMove)); color: #FFFFFF; font-weight: bold; }
      .seat.winner { background-color: \(Palette.css(Palette.matched)); color: #FFFFFF; font-weight: bold; }
      .outcome { font-weight: bold; font-size: 1.15em; }
      """
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      gdk_display_get_default(), cast(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }
}

/// The F1 help text.
enum HelpText {
  static let text = """
    Memorize — find the pairs; Matchismo — match rank or suit; Set — find three that make a set.

    Tab / Shift+Tab, arrow keys   move between cards
    Space or Enter                choose the focused card
    Ctrl+N                        new game
    Ctrl+H                        hint: outline a pair you have seen (solo games, a point)
    Players…                      seat 1–4 people or computer players for a new game
    Ctrl+Page Up / Page Down      previous / next section
    F1                            this help
    Ctrl+Q                        quit (games are saved as you play)
    """
}
