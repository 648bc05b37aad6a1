import CGtk
import CardGames
import Memorize

/// The theme editor dialog: name, emoji (add, remove, restore), pairs and colour. Every change is
/// a `ThemeStore` intent; refusals are shown as the store words them.
final class ThemeEditor {
  let window: Widget
  let themeID: Theme.ID
  var onClose: () -> Void = {}
  /// Called after every change the store accepted.
  var onEdited: () -> Void = {}

  private let store: ThemeStore
  private let nameEntry = gtk_entry_new()!
  private let emojiBox = gtk_flow_box_new()!
  private let removedBox = gtk_flow_box_new()!
  private let removedHeading = Widgets.label(WindowText.removedHeading, classes: ["heading"])
  private let addEntry = gtk_entry_new()!
  private let pairsSpin = gtk_spin_button_new_with_range(2, 100, 1)!
  private let colorEntry = gtk_entry_new()!
  private let problemLabel = Widgets.label(classes: ["error"])
  private var shownEmoji: [String] = []
  private var shownRemoved: [String] = []

  init(store: ThemeStore, themeID: Theme.ID, parent: Widget) {
    self.store = store
    self.themeID = themeID
    window = gtk_window_new()
    gtk_window_set_title(cast(window), WindowText.editThemeTitle)
    gtk_window_set_transient_for(cast(window), cast(parent))
    gtk_window_set_modal(cast(window), 1)
    memorize_close_on_escape(window)
    gtk_window_set_titlebar(cast(window), adw_header_bar_new())
    gtk_window_set_default_size(cast(window), 460, 520)

    memorize_set_accessible_label(nameEntry, WindowText.themeName)
    memorize_set_accessible_label(addEntry, WindowText.emojiToAdd)
    gtk_entry_set_placeholder_text(cast(addEntry), WindowText.typeOrPasteEmoji)
    memorize_set_accessible_label(pairsSpin, WindowText.pairs)
    memorize_set_accessible_label(colorEntry, WindowText.colourField)
    for box in [emojiBox, removedBox] {
      gtk_flow_box_set_selection_mode(cast(box), GTK_SELECTION_NONE)
      gtk_flow_box_set_max_children_per_line(cast(box), 10)
    }
    gtk_label_set_wrap(cast(problemLabel), 1)
    gtk_editable_set_width_chars(cast(colorEntry), 8)

    let addButton = Widgets.button(WindowText.add) {}
    let addRow = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [addEntry, addButton])
    gtk_widget_set_hexpand(addEntry, 1)
    let swatches = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 4)
    for builtIn in Theme.builtIns {
      let swatch = DrawingView { canvas, width, height in
        canvas.fill(
          Rect(x: 0, y: 0, width: width, height: height), radius: 4, color: builtIn.color)
      }
      retain(swatch, by: swatch.widget)
      gtk_widget_set_size_request(swatch.widget, 22, 22)
      let button = gtk_button_new()!
      gtk_button_set_child(cast(button), swatch.widget)
      memorize_set_accessible_label(button, WindowText.colourOf(theme: builtIn.localizedName))
      onSignal(button, "clicked") { [unowned self] in
        report(store.setColor(builtIn.color, for: themeID))
      }
      Widgets.append(swatches, button)
    }
    let colorRow = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [colorEntry, swatches])
    let deleteButton = Widgets.button(WindowText.deleteTheme) {}
    gtk_widget_add_css_class(deleteButton, "destructive-action")
    let closeButton = Widgets.button(WindowText.close) { [unowned self] in close() }
    let spacer = Widgets.label()
    gtk_widget_set_hexpand(spacer, 1)
    let buttons = Widgets.box(
      GTK_ORIENTATION_HORIZONTAL, spacing: 8, [deleteButton, spacer, closeButton])

    func heading(_ text: String) -> Widget {
      let label = Widgets.label(text, classes: ["heading"])
      gtk_widget_set_halign(label, GTK_ALIGN_START)
      return label
    }
    gtk_widget_set_halign(removedHeading, GTK_ALIGN_START)
    let content = Widgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 8,
      [
        heading(WindowText.name), nameEntry, heading(WindowText.emojiHeading), emojiBox, addRow,
        removedHeading, removedBox, heading(WindowText.pairs), pairsSpin,
        heading(WindowText.colour), colorRow, problemLabel, buttons,
      ])
    Widgets.margins(content, 16)
    let scroller = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(cast(scroller), content)
    gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_window_set_child(cast(window), scroller)

    onSignal(nameEntry, "changed") { [unowned self] in
      guard !Widgets.isRendering else { return }
      report(store.rename(id: themeID, to: text(of: nameEntry)))
    }
    let add: @MainActor () -> Void = { [unowned self] in
      let problems = store.addEmoji(text(of: addEntry), to: themeID)
      report(problems)
      if problems.isEmpty { gtk_editable_set_text(cast(addEntry), "") }
    }
    onSignal(addButton, "clicked", add)
    onSignal(addEntry, "activate", add)
    onSignal(pairsSpin, "value-changed") { [unowned self] in
      guard !Widgets.isRendering else { return }
      let pairs = Int(gtk_spin_button_get_value_as_int(cast(pairsSpin)))
      report(store.setPairs(.fixed(pairs), for: themeID))
    }
    onSignal(colorEntry, "activate") { [unowned self] in
      guard let color = RGBAColor(hexString: text(of: colorEntry)) else {
        Widgets.setText(problemLabel, ScreenText.colorFormat)
        return
      }
      report(store.setColor(color, for: themeID))
    }
    onSignal(deleteButton, "clicked") { [unowned self] in
      let problems = store.delete(id: themeID)
      if problems.isEmpty { close() } else { report(problems) }
    }
    onVetoSignal(window, "close-request") { [unowned self] in
      onClose()
      return false
    }
  }

  func present() {
    render()
    gtk_window_present(cast(window))
  }

  func close() {
    gtk_window_close(cast(window))
  }

  /// Copies the theme into the fields; closes when the theme is gone.
  func render() {
    guard let theme = store.theme(withID: themeID) else {
      close()
      return
    }
    if text(of: nameEntry) != theme.name && gtk_widget_has_focus(nameEntry) == 0
      && gtk_widget_is_focus(nameEntry) == 0
    {
      gtk_editable_set_text(cast(nameEntry), theme.name)
    }
    if theme.emoji != shownEmoji {
      shownEmoji = theme.emoji
      fill(emojiBox, with: theme.emoji, label: WindowText.removeEmoji) { [unowned self] symbol in
        report(store.removeEmoji(symbol, from: themeID))
      }
    }
    let removed = store.removedEmoji(for: themeID)
    if removed != shownRemoved {
      shownRemoved = removed
      fill(removedBox, with: removed, label: WindowText.restoreEmoji) { [unowned self] symbol in
        report(store.restoreEmoji(symbol, to: themeID))
      }
    }
    Widgets.setVisible(removedHeading, !removed.isEmpty)
    Widgets.setVisible(removedBox, !removed.isEmpty)
    gtk_spin_button_set_range(cast(pairsSpin), 2, Double(max(2, theme.emoji.count)))
    gtk_spin_button_set_value(cast(pairsSpin), Double(theme.numberOfPairs))
    if gtk_widget_has_focus(colorEntry) == 0 {
      gtk_editable_set_text(cast(colorEntry), theme.color.hexString)
    }
  }

  private func fill(
    _ box: Widget, with symbols: [String], label: (String) -> String,
    action: @escaping (String) -> Void
  ) {
    while let child = gtk_widget_get_first_child(box) {
      gtk_flow_box_remove(cast(box), child)
    }
    for symbol in symbols {
      let button = Widgets.button(symbol) { action(symbol) }
      memorize_set_accessible_label(button, label(symbol))
      gtk_flow_box_append(cast(box), button)
    }
  }

  private func report(_ problems: [ThemeEditProblem]) {
    if problems.isEmpty { onEdited() }
    Widgets.setText(problemLabel, problems.map(\.description).joined(separator: "\n"))
  }

  private func text(of entry: Widget) -> String {
    String(cString: gtk_editable_get_text(cast(entry)))
  }
}
