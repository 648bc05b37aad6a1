import CGtk
import Memorize

// Over 300 lines because the editor's fields each map their own input to the view model's
// intents on the same theme and the same messages: the name, the emoji under the pointer, and
// Pairs, whose keys follow the terminal's rule for a number being typed (PairsEntry).

/// The theme editor dialog: name, emoji (add, remove, restore), pairs and colour, and Delete.
/// Every change is an intent of the view models; a refusal is shown under the field it is about,
/// in the view models' words, with the field marked. Limits are shown before they bite.
final class ThemeEditor {
  let window: Widget
  let themeID: String
  var onClose: () -> Void = {}
  /// Set once the editor is asked to close: what its fields send after that (a number GTK
  /// commits as it tears the window down) is not an edit.
  private var isClosing = false

  private let app: AppModel
  private let nameRow = adw_entry_row_new()!
  private let emojiBox = gtk_flow_box_new()!
  private let removedBox = gtk_flow_box_new()!
  private let removedHeading = Widgets.label(WindowLabels.removedHeading, classes: ["heading"])
  let addRow = adw_entry_row_new()!
  private let pairsRow = adw_action_row_new()!
  /// The number of pairs: digits typed here follow the view model's rule for a number being
  /// typed (``PairsEntry``), as the terminal's editor does, never a toolkit's own.
  let pairsField = gtk_entry_new()!
  private let fewerPairs = Widgets.iconButton(
    "list-remove-symbolic", tooltip: WindowLabels.fewerPairs
  ) {}
  private let morePairs = Widgets.iconButton(
    "list-add-symbolic", tooltip: WindowLabels.morePairs
  ) {}
  /// The number typed in Pairs, not the theme's until committed (Enter, or leaving the field).
  private var pairs = PairsEntry()
  /// What the view model said of the last pairs sent, shown while no number is refused.
  private var sentPairsProblems: [String] = []
  let colorButton = gtk_color_button_new()!
  let deleteButton: Widget
  /// One message label under each field, empty and hidden while the field is fine.
  private(set) var errorLabels: [ThemeEditField: Widget] = [:]
  /// The rows marked with the error style while their field has a problem.
  private var fieldRows: [ThemeEditField: Widget] = [:]
  private var messages: [ThemeEditField: [String]] = [:]
  /// The emoji buttons in the order shown: a removed one keeps its place (dimmed) while the
  /// pointer is over them, so the next click does not land on the emoji that moved under it.
  private(set) var emojiButtons: [(symbol: String, widget: Widget)] = []
  private var isPointerOverEmoji = false
  private var shownRemoved: [String] = []

  init(app: AppModel, themeID: String, parent: Widget) {
    self.app = app
    self.themeID = themeID
    window = gtk_window_new()
    gtk_window_set_title(cast(window), WindowLabels.editThemeTitle)
    gtk_window_set_transient_for(cast(window), cast(parent))
    gtk_window_set_modal(cast(window), 1)
    memorize_close_on_escape(window)
    gtk_window_set_titlebar(cast(window), adw_header_bar_new())
    gtk_window_set_default_size(cast(window), 480, 600)
    deleteButton = Widgets.button(WindowLabels.deleteTheme) {}
    gtk_widget_add_css_class(deleteButton, "destructive-action")
    gtk_widget_set_halign(deleteButton, GTK_ALIGN_START)

    adw_preferences_row_set_title(cast(nameRow), WindowLabels.name)
    memorize_set_accessible_label(nameRow, WindowLabels.themeName)
    adw_preferences_row_set_title(cast(addRow), WindowLabels.typeOrPasteEmoji)
    memorize_set_accessible_label(addRow, WindowLabels.emojiToAdd)
    adw_entry_row_set_show_apply_button(cast(addRow), 1)
    adw_preferences_row_set_title(cast(pairsRow), WindowLabels.pairs)
    gtk_editable_set_width_chars(cast(pairsField), 3)
    gtk_editable_set_max_width_chars(cast(pairsField), 3)
    gtk_editable_set_alignment(cast(pairsField), 1)
    gtk_entry_set_input_purpose(cast(pairsField), GTK_INPUT_PURPOSE_DIGITS)
    memorize_set_accessible_label(pairsField, WindowLabels.pairs)
    // The field and its two steps, joined as GNOME draws a number with buttons.
    let pairsBox = Widgets.box(GTK_ORIENTATION_HORIZONTAL, [pairsField, fewerPairs, morePairs])
    gtk_widget_add_css_class(pairsBox, "linked")
    gtk_widget_set_valign(pairsBox, GTK_ALIGN_CENTER)
    adw_action_row_add_suffix(cast(pairsRow), pairsBox)
    adw_action_row_set_activatable_widget(cast(pairsRow), pairsField)
    let colorRow = adw_action_row_new()!
    adw_preferences_row_set_title(cast(colorRow), WindowLabels.colour)
    gtk_color_chooser_set_use_alpha(cast(colorButton), 0)
    gtk_color_button_set_title(cast(colorButton), WindowLabels.colour)
    gtk_widget_set_valign(colorButton, GTK_ALIGN_CENTER)
    memorize_set_accessible_label(colorButton, WindowLabels.colour)
    // The colour button's own button is what takes the focus: unnamed, it was read as its
    // type, "GtkButton".
    if let inner = gtk_widget_get_first_child(colorButton) {
      memorize_set_accessible_label(inner, WindowLabels.colour)
    }
    adw_action_row_add_suffix(cast(colorRow), colorButton)
    adw_action_row_set_activatable_widget(cast(colorRow), colorButton)
    for box in [emojiBox, removedBox] {
      gtk_flow_box_set_selection_mode(cast(box), GTK_SELECTION_NONE)
      gtk_flow_box_set_max_children_per_line(cast(box), 10)
      gtk_flow_box_set_homogeneous(cast(box), 1)
    }
    memorize_set_accessible_label(emojiBox, WindowLabels.emojiHeading)
    gtk_widget_set_halign(removedHeading, GTK_ALIGN_START)

    // Each group's rows lie in a list of its own, which a screen reader names (unnamed, it
    // was read as its type, "GtkListBox").
    func group(_ name: String, _ rows: [Widget]) -> Widget {
      let group = adw_preferences_group_new()!
      for row in rows { adw_preferences_group_add(cast(group), row) }
      if let list = rows.first.flatMap({ gtk_widget_get_parent($0) }) {
        memorize_set_accessible_label(list, name)
      }
      return group
    }
    func errorLabel(_ field: ThemeEditField) -> Widget {
      let label = Widgets.label(classes: ["error", "caption"])
      gtk_label_set_wrap(cast(label), 1)
      gtk_label_set_xalign(cast(label), 0)
      gtk_widget_set_margin_start(label, 12)
      gtk_widget_set_visible(label, 0)
      errorLabels[field] = label
      return label
    }
    fieldRows = [.name: nameRow, .emoji: addRow, .pairs: pairsRow]
    let emojiHeading = Widgets.label(WindowLabels.emojiHeading, classes: ["heading"])
    gtk_widget_set_halign(emojiHeading, GTK_ALIGN_START)
    let content = Widgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 8,
      [
        group(WindowLabels.themeName, [nameRow]), errorLabel(.name),
        emojiHeading, emojiBox, group(WindowLabels.emojiToAdd, [addRow]), errorLabel(.emoji),
        removedHeading, removedBox,
        group(WindowLabels.pairsAndColour, [pairsRow, colorRow]), errorLabel(.pairs),
        errorLabel(.color),
        deleteButton, errorLabel(.theme),
      ])
    Widgets.margins(content, 18)
    let clamp = adw_clamp_new()!
    adw_clamp_set_maximum_size(cast(clamp), 560)
    adw_clamp_set_child(cast(clamp), content)
    let scroller = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(cast(scroller), clamp)
    gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    // A scroller can take the focus: a screen reader names it as the editor.
    memorize_set_accessible_label(scroller, WindowLabels.editThemeTitle)
    gtk_window_set_child(cast(window), scroller)

    onSignal(nameRow, "changed") { [weak self] in
      guard let self, !isClosing, !Widgets.isRendering else { return }
      report(send(.rename(text(of: nameRow))), from: .name)
    }
    let add: @MainActor () -> Void = { [weak self] in
      guard let self, !isClosing else { return }
      let problems = send(.addEmoji(text(of: addRow)))
      report(problems, from: .emoji)
      if problems.isEmpty { gtk_editable_set_text(cast(addRow), "") }
    }
    onSignal(addRow, "apply", add)
    onSignal(addRow, "entry-activated", add)
    // The keys of Pairs, before the field's own: digits, Backspace, Enter, the arrows and + and
    // - act on the number as the terminal's editor's keys do (``PairsEntry``).
    let keys = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    onKeyPressed(keys) { [weak self] keyval, modifiers in
      self?.pairsKey(keyval, modifiers: modifiers) ?? false
    }
    gtk_widget_add_controller(pairsField, keys)
    // Leaving the field commits the number typed (Tab, a click elsewhere). Not once the editor
    // closes: Esc with "8" typed drops it, and the handler never reads an editor already gone
    // (the window aborted there when GTK's spin button committed it as the editor went).
    let focus = gtk_event_controller_focus_new()!
    onSignal(focus, "leave") { [weak self] in
      guard let self, !isClosing else { return }
      commitPairs()
    }
    gtk_widget_add_controller(pairsField, focus)
    onSignal(pairsField, "activate") { [weak self] in
      guard let self, !isClosing else { return }
      commitPairs()
    }
    // Text that comes by no key (pasted, an input method): its digits are typed anew.
    onSignal(pairsField, "changed") { [weak self] in
      guard let self, !isClosing, !Widgets.isRendering, let theme = app.theme(id: themeID)
      else { return }
      pairs.cancel()
      for character in text(of: pairsField) { pairs.type(character, for: theme) }
      typedPairs()
    }
    onSignal(fewerPairs, "clicked") { [weak self] in self?.stepPairs(by: -1) }
    onSignal(morePairs, "clicked") { [weak self] in self?.stepPairs(by: 1) }
    onSignal(colorButton, "color-set") { [weak self] in
      guard let self, !isClosing else { return }
      var rgba = GdkRGBA()
      gtk_color_chooser_get_rgba(cast(colorButton), &rgba)
      // Themes keep 8 bits a channel (#RRGGBB): what is saved is what is shown.
      let colour = Colour(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue))
      report(send(.setColour(colour.hexString)), from: .color)
    }
    onSignal(deleteButton, "clicked") { [weak self] in
      guard let self, !isClosing else { return }
      // The main window offers Undo; the editor has nothing left to edit.
      if case .problems(let problems) = app.send(.deleteTheme(id: themeID)) {
        report(problems, from: .theme)
      } else {
        close()
      }
    }
    let pointer = gtk_event_controller_motion_new()!
    onPointerEnter(pointer) { [weak self] in self?.isPointerOverEmoji = true }
    onSignal(pointer, "leave") { [weak self] in
      self?.isPointerOverEmoji = false
      // Not while GTK is still delivering the crossing to the buttons about to go.
      MainLoop.idle { [weak self] in self?.render() }
    }
    gtk_widget_add_controller(emojiBox, pointer)
    onVetoSignal(window, "close-request") { [weak self] in
      guard let self else { return false }
      isClosing = true
      // A number typed and not committed is kept, as a name typed is (closing with × dropped a
      // typed 5); a refused one is dropped.
      if let theme = app.theme(id: themeID), let edit = pairs.close(for: theme) {
        _ = send(edit)
      }
      onClose()
      return false
    }
  }

  func present() {
    render()
    AccessibleTidying.tidy(window)
    gtk_window_present(cast(window))
  }

  func close() {
    gtk_window_close(cast(window))
  }

  /// Copies the theme into the fields; closes when the theme is gone.
  func render() {
    guard let theme = app.theme(id: themeID) else {
      close()
      return
    }
    let wasRendering = Widgets.isRendering
    Widgets.isRendering = true
    defer { Widgets.isRendering = wasRendering }
    if text(of: nameRow) != theme.name && gtk_widget_has_focus(nameRow) == 0
      && gtk_widget_is_focus(nameRow) == 0 && gtk_widget_get_focus_child(nameRow) == nil
    {
      gtk_editable_set_text(cast(nameRow), theme.name)
    }
    renderEmoji(theme.emoji)
    let removed = theme.removedEmoji
    if removed != shownRemoved {
      shownRemoved = removed
      fill(removedBox, with: removed, label: WindowLabels.restoreEmoji) { [weak self] symbol in
        guard let self, !isClosing else { return }
        report(send(.restoreEmoji(symbol)), from: .emoji)
      }
    }
    Widgets.setVisible(removedHeading, !removed.isEmpty)
    Widgets.setVisible(removedBox, !removed.isEmpty)
    // The allowed range is said next to the field; a number beyond it is refused on the field,
    // never cut down without a word.
    adw_action_row_set_subtitle(cast(pairsRow), Phrases.pairRange(theme.pairRange))
    renderPairs(theme)
    let colour = theme.colour
    var rgba = GdkRGBA(
      red: Float(colour.red), green: Float(colour.green), blue: Float(colour.blue), alpha: 1)
    gtk_color_chooser_set_rgba(cast(colorButton), &rgba)
  }

  /// The emoji, each a button that removes it. While the pointer is over them a removal leaves a
  /// dimmed, disabled button in its place; they close up when the pointer leaves.
  private func renderEmoji(_ emoji: [String]) {
    let shown = emojiButtons.map(\.symbol)
    guard emoji != shown else { return }
    if isPointerOverEmoji, Set(emoji).isSubset(of: shown),
      shown.filter({ emoji.contains($0) }) == emoji
    {
      for (symbol, button) in emojiButtons where !emoji.contains(symbol) {
        Widgets.setSensitive(button, false)
        Widgets.setClass(button, "removed", true)
      }
      return
    }
    emojiButtons = fill(emojiBox, with: emoji, label: WindowLabels.removeEmoji) {
      [weak self] symbol in
      guard let self, !isClosing else { return }
      report(send(.removeEmoji(symbol)), from: .emoji)
    }
  }

  @discardableResult
  private func fill(
    _ box: Widget, with symbols: [String], label: (String) -> String,
    action: @escaping (String) -> Void
  ) -> [(symbol: String, widget: Widget)] {
    while let child = gtk_widget_get_first_child(box) {
      gtk_flow_box_remove(cast(box), child)
    }
    return symbols.map { symbol in
      let button = Widgets.button(symbol) { action(symbol) }
      gtk_widget_add_css_class(button, "flat")
      gtk_widget_add_css_class(button, "emoji-choice")
      memorize_set_accessible_label(button, label(symbol))
      gtk_flow_box_append(cast(box), button)
      // The flow box's cell around the button is named by the emoji it holds (unnamed, it was
      // read as its type, "GtkFlowBoxChild").
      if let cell = gtk_widget_get_parent(button) { memorize_set_accessible_label(cell, symbol) }
      return (symbol, button)
    }
  }

  /// The field shows the number typed (a refused one among it) or the theme's pairs, with the
  /// caret after it; the steps act while they can change the number.
  private func renderPairs(_ theme: ThemePresentation) {
    let wasRendering = Widgets.isRendering
    Widgets.isRendering = true
    defer { Widgets.isRendering = wasRendering }
    let shown = pairs.shown(for: theme)
    if text(of: pairsField) != shown {
      gtk_editable_set_text(cast(pairsField), shown)
      gtk_editable_set_position(cast(pairsField), -1)
    }
    let from = Int(pairs.digits) ?? theme.pairs
    Widgets.setSensitive(fewerPairs, from > theme.pairRange.lowerBound)
    Widgets.setSensitive(morePairs, from < theme.pairRange.upperBound)
  }

  /// Acts on a key pressed in Pairs; whether it was the field's (the rest go on to GTK: Tab,
  /// Esc, Ctrl+W and the like).
  private func pairsKey(_ keyval: UInt32, modifiers: GdkModifierType) -> Bool {
    guard !isClosing, let theme = app.theme(id: themeID) else { return false }
    let held = GdkModifierType(
      rawValue: GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue)
    guard modifiers.rawValue & held.rawValue == 0 else { return false }
    switch Int32(keyval) {
    case GDK_KEY_BackSpace, GDK_KEY_Delete, GDK_KEY_KP_Delete:
      pairs.erase(for: theme)
      typedPairs()
    case GDK_KEY_Up, GDK_KEY_KP_Up: stepPairs(by: 1)
    case GDK_KEY_Down, GDK_KEY_KP_Down: stepPairs(by: -1)
    case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: return false
    default:
      guard let scalar = Unicode.Scalar(gdk_keyval_to_unicode(keyval)), scalar.value >= 0x20
      else { return false }
      switch Character(scalar) {
      case "+": stepPairs(by: 1)
      case "-": stepPairs(by: -1)
      default:
        // A digit extends the number; any other character is no number and is not typed.
        pairs.type(Character(scalar), for: theme)
        typedPairs()
      }
    }
    return true
  }

  /// Shows what was typed in Pairs: the number, and why the theme cannot have it, if so; what
  /// was said of the last number sent goes, since the player changed the field.
  private func typedPairs() {
    sentPairsProblems = []
    showPairs()
  }

  /// Commits the number typed (Enter, leaving the field): sent once the theme can have it; a
  /// refused one stays in the field with why.
  private func commitPairs() {
    guard let theme = app.theme(id: themeID) else { return }
    if let edit = pairs.commit(for: theme) {
      sentPairsProblems = send(edit).map(\.description)
    }
    showPairs()
  }

  /// A step of the pairs from the number the field shows (a button, an arrow, + or -).
  private func stepPairs(by delta: Int) {
    guard !isClosing, let theme = app.theme(id: themeID) else { return }
    sentPairsProblems = send(pairs.step(by: delta, for: theme)).map(\.description)
    showPairs()
  }

  /// The field and its message: a refused number's reason while it shows, else what the view
  /// model said of the last pairs sent.
  private func showPairs() {
    guard let theme = app.theme(id: themeID) else { return }
    renderPairs(theme)
    messages[.pairs] = pairs.refusal.map { [$0.description] } ?? sentPairsProblems
    showMessages()
  }

  /// Sends `edit` of the theme; the problems the view model found, if any.
  private func send(_ edit: ThemeEdit) -> [ThemeEditProblem] {
    if case .problems(let problems) = app.send(.editTheme(id: themeID, edit)) { return problems }
    return []
  }

  /// Shows the problems of an edit made in `source` under the fields they are about; the
  /// source's earlier messages go, since the player changed it.
  private func report(_ problems: [ThemeEditProblem], from source: ThemeEditField) {
    messages[source] = []
    for problem in problems { messages[problem.field, default: []].append(problem.description) }
    showMessages()
  }

  /// Each field's messages under it, the field marked while it has one.
  private func showMessages() {
    for (field, label) in errorLabels {
      let text = messages[field, default: []].joined(separator: "\n")
      Widgets.setText(label, text)
      Widgets.setVisible(label, !text.isEmpty)
      if let row = fieldRows[field] { Widgets.setClass(row, "error", !text.isEmpty) }
    }
  }

  /// What the Pairs field shows, for the test probe.
  var pairsText: String { text(of: pairsField) }

  /// The field's current messages, for the test probe.
  func message(for field: ThemeEditField) -> String {
    messages[field, default: []].joined(separator: " / ")
  }

  private func text(of entry: Widget) -> String {
    String(cString: gtk_editable_get_text(cast(entry)))
  }
}
