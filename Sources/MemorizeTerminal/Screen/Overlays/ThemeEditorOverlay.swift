// Over 300 lines because the editor's seven fields each have their keys and their edits here,
// beside the one rule for leaving it with typing not applied.

import Memorize
import TerminalKit

/// The theme editor: a panel over the chooser to rename a theme, add, remove and restore emoji,
/// change the number of pairs and the colour, or delete it. Every change is an intent
/// (``Intent/editTheme(id:_:)``); the view model saves it and says what is wrong.
final class ThemeEditorOverlay: ScreenOverlay {
  var keyTable: KeyTable { .editor }
  private let app: AppModel
  private let palette: Palette
  /// Called once the theme was deleted, after which the editor closes.
  private let themeDeleted: () -> Void
  private(set) var state: ThemeEditorState
  private var isClosing = false
  /// Whether the last key was an Esc whose kept typing the view model refused (said in the
  /// message): the next Esc leaves without it.
  private var refusedOnLeaving = false

  init(
    theme: ThemePresentation, app: AppModel, palette: Palette, themeDeleted: @escaping () -> Void
  ) {
    self.app = app
    self.palette = palette
    self.themeDeleted = themeDeleted
    state = ThemeEditorState(theme: theme)
  }

  /// What the last key handled did (for tests that drive the real handler).
  private(set) var lastHandled: Labels.KeyAction?

  func handle(_ press: KeyPress) -> OverlayResult {
    guard app.theme(id: state.themeID) != nil else { return .closes }
    state.message = nil
    let command = keyMap.command(for: press)
    lastHandled = command?.action
    if command?.action != .close { refusedOnLeaving = false }
    if let result = command?.perform(press), result != .stays { return result }
    return isClosing || app.theme(id: state.themeID) == nil ? .closes : .stays
  }

  /// The editor's keys, from its table (``KeyTable/editor``), for the focused field: x and
  /// + and - are typed into a text field, and act in the emoji and pairs fields. They handle
  /// the keys and write the footer.
  var keyMap: [KeyCommand<OverlayResult>] {
    guard let theme = app.theme(id: state.themeID) else { return [] }
    let field = state.field
    let isText = state.editedText != nil
    return bindKeys(.editor) { [unowned self] action in
      switch action {
      case .moveField:
        return { [unowned self] press in
          let back = press.key == .up || press.modifiers.contains(.shift)
          // Leaving Pairs commits the number typed there; a refused one keeps the focus, with
          // why, until corrected or dropped with Esc.
          if field == .pairs {
            commitPairs(of: theme, state: &state)
            guard !state.pairs.isTyping else { return .stays }
          }
          state.moveField(by: back ? -1 : 1)
          return .stays
        }
      case .apply:
        return { [unowned self] _ in
          apply(field, theme: theme, state: &state)
          return .stays
        }
      case .pick:
        guard field == .emoji || field == .removed || field == .pairs else { return nil }
        return { [unowned self] press in
          let delta = press.key == .left ? -1 : 1
          switch field {
          case .emoji: state.emojiIndex = clamp(state.emojiIndex + delta, theme.emoji.count)
          case .removed:
            state.removedIndex = clamp(state.removedIndex + delta, theme.removedEmoji.count)
          default: changePairs(of: theme, by: delta, state: &state)
          }
          return .stays
        }
      case .changePairs:
        guard field == .pairs else { return nil }
        return { [unowned self] press in
          changePairs(of: theme, by: press.key == .character("+") ? 1 : -1, state: &state)
          return .stays
        }
      case .removeEmoji:
        guard field == .emoji else { return nil }
        return { [unowned self] _ in
          remove(at: state.emojiIndex, from: theme, state: &state)
          return .stays
        }
      case .typeInField:
        guard isText || field == .pairs else { return nil }
        return { [unowned self] press in
          guard case .character(let character) = press.key else { return .stays }
          if field == .pairs {
            state.pairs.type(character, for: theme)
          } else {
            state.type(character)
          }
          return .stays
        }
      case .eraseLetterOrEmoji:
        guard isText || field == .emoji || field == .pairs else { return nil }
        return { [unowned self] _ in
          if field == .pairs {
            state.pairs.erase(for: theme)
          } else if state.editedText != nil {
            state.eraseLetter()
          } else {
            remove(at: state.emojiIndex, from: theme, state: &state)
          }
          return .stays
        }
      case .close:
        return { [unowned self] _ in
          // Esc while a number is typed in Pairs drops it: the field shows the pairs the theme
          // kept all along, and the editor stays open.
          if state.pairs.cancel() { return .stays }
          // What was typed and not applied is kept as the view model says; a refusal is said,
          // and a second Esc leaves without that edit.
          let problems = keepTyping(of: theme)
          guard let problem = problems.first, !refusedOnLeaving else { return .closes }
          refusedOnLeaving = true
          state.message = problem.description
          return .stays
        }
      case .quit:
        return { [unowned self] _ in
          // Ctrl-C always exits; what was typed is kept first where the view model takes it. A
          // number typed in Pairs and not committed is dropped, as Esc drops it.
          _ = keepTyping(of: theme)
          return .quits
        }
      default:
        return nil
      }
    }
  }

  func paste(_ text: String) {
    guard state.editedText != nil else { return }
    for character in text.prefix(200) { state.type(character) }
  }

  func click(_ target: ScreenTarget?) -> OverlayResult {
    if case .button(.closeHelp)? = target { return .closes }
    return .stays
  }

  // MARK: - Applying edits

  /// Sends what was typed in the text fields and not applied, as the view model's rule for
  /// leaving an editor says (``ThemePresentation/editsOnLeaving(name:colour:emoji:)``); the
  /// problems with it, if any.
  private func keepTyping(of theme: ThemePresentation) -> [ThemeEditProblem] {
    let edits = theme.editsOnLeaving(
      name: state.nameText, colour: state.colorText, emoji: state.addText)
    return edits.flatMap { send($0, to: theme) }
  }

  /// Sends `edit` of `theme`; the problems the view model found, if any.
  private func send(_ edit: ThemeEdit, to theme: ThemePresentation) -> [ThemeEditProblem] {
    if case .problems(let problems) = app.send(.editTheme(id: theme.id, edit)) {
      return problems
    }
    return []
  }

  private func apply(
    _ field: ThemeEditorState.Field, theme: ThemePresentation, state: inout ThemeEditorState
  ) {
    var problems: [ThemeEditProblem] = []
    switch field {
    case .name:
      problems = send(.rename(state.nameText), to: theme)
      if problems.isEmpty { state.message = Labels.renamed }
    case .add:
      problems = send(.addEmoji(state.addText), to: theme)
      if problems.isEmpty { state.message = Labels.added }
      state.addText = ""
    case .removed:
      guard theme.removedEmoji.indices.contains(state.removedIndex) else { return }
      problems = send(.restoreEmoji(theme.removedEmoji[state.removedIndex]), to: theme)
      let left = app.theme(id: theme.id)?.removedEmoji.count ?? 0
      state.removedIndex = clamp(state.removedIndex, left)
      if problems.isEmpty { state.message = Labels.restored }
    case .color:
      problems = send(.setColour(state.colorText), to: theme)
      if problems.isEmpty { state.message = Labels.colorSet }
    case .delete:
      // The view model deletes it and offers it back: the line above the tabs says so, with u.
      if case .problems(let refused) = app.send(.deleteTheme(id: theme.id)) { problems = refused }
      if problems.isEmpty {
        isClosing = true
        themeDeleted()
        state.message = nil
        return
      }
    case .pairs:
      // Enter commits the number typed: the next digit starts a new one ("4", Enter, "5" is
      // 5 pairs, not 45).
      commitPairs(of: theme, state: &state)
      return
    case .emoji:
      return
    }
    if let problem = problems.first { state.message = problem.description }
  }

  private func remove(
    at index: Int, from theme: ThemePresentation, state: inout ThemeEditorState
  ) {
    guard theme.emoji.indices.contains(index) else { return }
    let problems = send(.removeEmoji(theme.emoji[index]), to: theme)
    state.message =
      problems.first?.description ?? Labels.removed(theme.emoji[index])
    state.emojiIndex = clamp(index, theme.emoji.count - 1)
  }

  private func changePairs(
    of theme: ThemePresentation, by delta: Int, state: inout ThemeEditorState
  ) {
    // An arrow or + and - step from the number the field shows and end a number typed: a digit
    // after them starts a new one.
    let edit = state.pairs.step(by: delta, for: theme)
    state.message = send(edit, to: theme).first?.description
  }

  /// Commits the number typed in Pairs, as the view model's rule says (``PairsEntry``): sent once
  /// the theme can have it; a refused one stays in the field with why.
  private func commitPairs(of theme: ThemePresentation, state: inout ThemeEditorState) {
    guard let edit = state.pairs.commit(for: theme) else { return }
    state.message = send(edit, to: theme).first?.description
  }

  private func clamp(_ value: Int, _ count: Int) -> Int {
    max(0, min(value, count - 1))
  }

  // MARK: - Drawing

  func draw(in area: Rect, hits: inout HitMap, into buffer: inout CellBuffer) {
    guard let theme = app.theme(id: state.themeID) else { return }
    let width = min(area.width - 2, 76)
    let height = min(area.height, 13)
    let box = Rect(
      x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width,
      height: height)
    // The editor owns the whole content area while open: nothing behind it may show through.
    buffer.fill(area)
    buffer.drawBox(
      box, border: .rounded, style: Style(foreground: palette.color(theme.colour)),
      title: Labels.editThemeTitle)
    let inner = box.inset(by: 1)
    var y = inner.y
    // The field labels share one column, as wide as the widest in this language.
    let labelWidth =
      [
        Labels.nameField, Labels.emojiField, Labels.addField, Labels.removedField,
        Labels.pairsField, Labels.colorField,
      ].map { DisplayWidth.of($0) }.max() ?? 0
    func label(_ text: String, _ field: ThemeEditorState.Field, padded: Bool = true) -> Int {
      let focused = state.field == field
      let style =
        focused ? Style(foreground: palette.focus, bold: true) : Style(foreground: palette.muted)
      let padding = padded ? max(0, labelWidth + 2 - DisplayWidth.of(text)) : 0
      let shown = (focused ? "› " : "  ") + text + String(repeating: " ", count: padding)
      return buffer.put(shown, x: inner.x, y: y, style: style, clip: inner) + 1
    }
    func field(_ text: String, focused: Bool, at x: Int) {
      let style = focused ? Style(underline: true) : Style()
      buffer.put(text + (focused ? "▏" : ""), x: x, y: y, style: style, clip: inner)
    }
    var x = label(Labels.nameField, .name)
    field(state.nameText, focused: state.field == .name, at: x)
    y += 1
    x = label(Labels.emojiField, .emoji)
    for (index, symbol) in theme.emoji.enumerated() {
      let selected = state.field == .emoji && index == state.emojiIndex
      x = buffer.put(
        symbol, x: x, y: y, style: selected ? Style(reverse: true) : Style(), clip: inner)
      if x >= inner.maxX - 2 {
        y += 1
        x = inner.x + labelWidth + 4
      }
    }
    y += 1
    x = label(Labels.addField, .add)
    field(state.addText, focused: state.field == .add, at: x)
    y += 1
    x = label(Labels.removedField, .removed)
    let removed = theme.removedEmoji
    for (index, symbol) in removed.enumerated() {
      let selected = state.field == .removed && index == state.removedIndex
      x = buffer.put(
        symbol, x: x, y: y,
        style: selected ? Style(reverse: true) : Style(foreground: palette.muted), clip: inner)
    }
    if removed.isEmpty {
      buffer.put(
        Labels.noneRemoved, x: x, y: y, style: Style(foreground: palette.muted), clip: inner)
    }
    y += 1
    x = label(Labels.pairsField, .pairs)
    // The digits typed, while there are any (a refused number among them), else the pairs.
    buffer.put("◀ \(state.pairs.shown(for: theme)) ▶", x: x, y: y, clip: inner)
    y += 1
    x = label(Labels.colorField, .color)
    x = buffer.put(
      "██ ", x: x, y: y, style: Style(foreground: palette.color(theme.colour)), clip: inner)
    field(state.colorText, focused: state.field == .color, at: x)
    y += 1
    _ = label(Labels.deleteTheme, .delete, padded: false)
    y += 1
    // The keys' footer: two lines at most, whole items by priority; one where the message
    // needs the row (a short terminal).
    var footer = self.footer(width: inner.width - 2)
    // A refused number of pairs is said while it shows in the field.
    if let message = state.message ?? state.pairs.refusal?.description {
      let width = max(1, inner.width - 3)
      let needed = TextWrapping.wrap(message, toWidth: width).count
      if inner.maxY - footer.count - y < needed {
        footer = self.footer(width: inner.width - 2, lineCount: 1)
      }
      // Under a blank row where there is room, wrapped on the rows above the footer; cut after
      // a whole word only where they are too few, never in the middle of one.
      if inner.maxY - footer.count - y > needed { y += 1 }
      let lines = TextWrapping.fit(
        message, toWidth: width, lines: max(1, inner.maxY - footer.count - y),
        ellipsis: palette.ellipsis)
      for (offset, line) in lines.enumerated() {
        buffer.put(
          line, x: inner.x + 2, y: y + offset, style: Style(foreground: palette.notice),
          clip: inner)
      }
    }
    for (offset, hint) in footer.reversed().enumerated() {
      buffer.put(
        hint, x: inner.x + 1, y: inner.maxY - 1 - offset, style: Style(foreground: palette.muted),
        clip: inner)
    }
  }

  /// The key footer at `width` columns: two lines at most, whole items by priority.
  func footer(width: Int, lineCount: Int = 2) -> [String] {
    KeyTable.footer(
      KeyTable.editor.lines, width: width, lineCount: lineCount, columns: DisplayWidth.of)
  }
}
