import CGtk
import Memorize

// The windows the main window opens over itself (shortcuts, About, the theme editor, Players),
// each pausing the clocks while it is open.
extension AppWindow {
  /// The keyboard shortcuts window (Ctrl+?), built from `Shortcuts` and kept for later; built
  /// anew when what quitting does changed (saving went off, or came back on).
  func showShortcuts() {
    let quitting = app.quitAction
    if let shown = shortcutsWindow, shortcutsQuitting != quitting {
      gtk_window_destroy(cast(shown))
      shortcutsWindow = nil
    }
    if shortcutsWindow == nil {
      shortcutsWindow = Self.shortcutsWindow(
        listing: WindowShortcut.groups(quitting: quitting), over: window)
      shortcutsQuitting = quitting
    }
    if let shortcutsWindow, gtk_widget_get_visible(shortcutsWindow) == 0 {
      pauseWhileOpen(shortcutsWindow)
    }
    if let shortcutsWindow { gtk_window_present(cast(shortcutsWindow)) }
    probe?.scheduleReport()
  }

  /// What the shortcuts window's header says, once it is on screen.
  var shortcutsTitle: String? {
    guard let shortcutsWindow, gtk_widget_get_visible(shortcutsWindow) != 0,
      let header = gtk_window_get_titlebar(cast(shortcutsWindow)),
      Widgets.isA(header, gtk_header_bar_get_type()),
      let stack = gtk_header_bar_get_title_widget(cast(header)),
      Widgets.isA(stack, gtk_stack_get_type()),
      let label = gtk_stack_get_child_by_name(cast(stack), "title"),
      Widgets.isA(label, gtk_label_get_type()), let text = gtk_label_get_text(cast(label))
    else { return nil }
    return String(cString: text)
  }

  /// Each shortcut the shortcuts window lists, while it is on screen: its keys (GTK's
  /// accelerators) and its title.
  var listedShortcuts: [(accelerator: String, title: String)] {
    guard let shortcutsWindow, gtk_widget_get_visible(shortcutsWindow) != 0 else { return [] }
    return Self.shortcuts(under: shortcutsWindow)
  }

  private static func shortcuts(under widget: Widget) -> [(accelerator: String, title: String)] {
    var found: [(String, String)] = []
    if Widgets.isA(widget, gtk_shortcuts_shortcut_get_type()) {
      found.append((stringProperty("accelerator", of: widget), stringProperty("title", of: widget)))
    }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      found += shortcuts(under: current)
      child = gtk_widget_get_next_sibling(current)
    }
    return found
  }

  private static func stringProperty(_ name: String, of widget: Widget) -> String {
    var value = GValue()
    g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING
    defer { g_value_unset(&value) }
    g_object_get_property(
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), name, &value)
    return g_value_get_string(&value).map { String(cString: $0) } ?? ""
  }

  /// A shortcuts window listing `groups`, over `parent`, hidden (not destroyed) on closing.
  static func shortcutsWindow(listing groups: [Shortcuts.Group], over parent: Widget) -> Widget? {
    guard let builder = gtk_builder_new_from_string(Shortcuts.builderXML(groups: groups), -1)
    else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    guard let object = gtk_builder_get_object(builder, "help_overlay") else { return nil }
    let shortcuts: Widget = cast(object)
    gtk_window_set_title(cast(shortcuts), WindowLabels.keyboardShortcuts)
    gtk_window_set_transient_for(cast(shortcuts), cast(parent))
    gtk_window_set_hide_on_close(cast(shortcuts), 1)
    memorize_close_on_escape(shortcuts)
    nameKeysReadably(in: shortcuts)
    return shortcuts
  }

  func showAbout() {
    let about = Self.aboutWindow(over: window)
    pauseWhileOpen(about)
    gtk_window_present(cast(about))
  }

  /// The About window, over `parent`, not yet shown: every window's menu offers it.
  static func aboutWindow(over parent: Widget) -> Widget {
    let about = adw_about_window_new()!
    gtk_window_set_transient_for(cast(about), cast(parent))
    adw_about_window_set_application_name(cast(about), WindowLabels.applicationName)
    adw_about_window_set_application_icon(cast(about), WindowApp.applicationID)
    adw_about_window_set_version(cast(about), WindowApp.version)
    adw_about_window_set_developer_name(cast(about), WindowLabels.developers)
    adw_about_window_set_comments(cast(about), WindowLabels.aboutComments)
    memorize_close_on_escape(about)
    return about
  }

  func editTheme(_ id: String) {
    editor?.close()
    // An edit of the theme in play shows on the board: the view model sees to it.
    let editor = ThemeEditor(app: app, themeID: id, parent: window)
    editor.onClose = { [unowned self, unowned editor] in
      if self.editor === editor { self.editor = nil }
      // The keyboard back where the editor was opened from: the theme's row, or the cards
      // when the theme is gone; never nowhere.
      MainLoop.idle { [weak self] in
        guard let self else { return }
        if !memorizePage.focusRow(themeID: id) { focusBoardOnScreen() }
      }
    }
    self.editor = editor
    pauseWhileOpen(editor.window)
    Widgets.isRendering = true
    editor.present()
    Widgets.isRendering = false
    probe?.attachToFrameClock(of: editor.window)
    probe?.scheduleReport()
  }

  /// The Players dialog, headed as the section on screen seats its players; none where it
  /// seats nobody here (Matchismo).
  func choosePlayers() {
    if let playersDialog {
      playersDialog.present()
      return
    }
    guard let heading = app.playersSeating.heading else { return }
    let dialog = PlayersDialog(app: app, heading: heading, parent: window)
    dialog.onClose = { [unowned self, unowned dialog] in
      if playersDialog === dialog { playersDialog = nil }
    }
    playersDialog = dialog
    pauseWhileOpen(dialog.window)
    dialog.present()
    probe?.attachToFrameClock(of: dialog.window)
  }

  /// Stops every clock while `dialog` is open (the board is not in front of the player), and
  /// starts them again when the last dialog closes.
  func pauseWhileOpen(_ dialog: Widget) {
    openDialogs += 1
    if openDialogs == 1 && !app.isSuspended { app.suspend() }
    var isClosed = false
    onVetoSignal(dialog, "close-request") { [unowned self] in
      guard !isClosed else { return false }
      isClosed = true
      openDialogs -= 1
      if openDialogs == 0 && app.isSuspended { app.resume() }
      return false
    }
  }
}

extension AppWindow {
  /// GTK 4.8's shortcuts window writes Page Up and Page Down by their key names ("Page_Down",
  /// which English has no translation for), Space and Enter as symbols ("␣", "⏎") and Esc as
  /// "Escape": each such key cap is given the name a person reads, as `--help` writes it ("Page
  /// Down", "Space", "Enter", "Esc").
  ///
  /// Its header's title is GTK's own word ("Shortcuts", in GTK's catalogue, which Chinese
  /// windows showed untranslated): it is given the window's title, in the player's language.
  /// The key caps GTK 4.8's shortcuts window draws its own way, and the keys they stand for.
  private static let gtkKeyCaps = [
    "Page_Up": "Page_Up", "Page_Down": "Page_Down", "␣": "space", "⏎": "Return",
    "Escape": "Escape",
  ]

  static func nameKeysReadably(in widget: Widget) {
    if String(cString: g_type_name(memorize_widget_type(widget))) == "GtkLabel",
      let text = gtk_label_get_text(cast(widget)).map({ String(cString: $0) })
    {
      if let key = gtkKeyCaps[text] {
        gtk_label_set_text(cast(widget), WindowShortcut.readable(key))
      }
    }
    // The header's title: the label GTK names "title" in the stack that is the header bar's
    // title widget.
    if Widgets.isA(widget, gtk_header_bar_get_type()),
      let stack = gtk_header_bar_get_title_widget(cast(widget)),
      Widgets.isA(stack, gtk_stack_get_type()),
      let label = gtk_stack_get_child_by_name(cast(stack), "title"),
      Widgets.isA(label, gtk_label_get_type())
    {
      gtk_label_set_text(cast(label), WindowLabels.keyboardShortcuts)
    }
    var child = gtk_widget_get_first_child(widget)
    while let inside = child {
      nameKeysReadably(in: inside)
      child = gtk_widget_get_next_sibling(inside)
    }
  }
}
