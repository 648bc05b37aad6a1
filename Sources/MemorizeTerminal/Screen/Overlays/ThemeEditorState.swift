import Memorize

/// What the theme editor panel is doing: which theme, which field has focus, and what has been
/// typed but not yet applied. The edits themselves go to the view model as intents.
struct ThemeEditorState: Equatable {
  enum Field: CaseIterable, Equatable {
    case name, emoji, add, removed, pairs, color, delete
  }

  var themeID: String
  var field: Field = .name
  var nameText: String
  /// Whether the name is still the one the chooser suggested ("New Theme"): the first character
  /// typed replaces it, as a field that selects its text on focus would.
  var nameIsSuggested: Bool
  /// The number typed in the pairs field, not applied until committed, as the view model's
  /// rule for it says (``PairsEntry``).
  var pairs = PairsEntry()
  var addText = ""
  var colorText: String
  var emojiIndex = 0
  var removedIndex = 0
  /// The last problem or confirmation, in one line.
  var message: String?

  init(theme: ThemePresentation) {
    themeID = theme.id
    nameText = theme.name
    nameIsSuggested = theme.hasSuggestedName
    colorText = theme.colour.hexString
  }

  /// The text field the focus is in, if any, for typing.
  var editedText: String? {
    get {
      switch field {
      case .name: nameText
      case .add: addText
      case .color: colorText
      case .emoji, .removed, .pairs, .delete: nil
      }
    }
    set {
      guard let newValue else { return }
      switch field {
      case .name:
        nameText = newValue
        nameIsSuggested = false
      case .add: addText = newValue
      case .color: colorText = newValue
      case .emoji, .removed, .pairs, .delete: break
      }
    }
  }

  /// Moves to the next or the previous field; it stops at the first and the last, so moving up
  /// from the name never lands on Delete, nor moving down from Delete on the name.
  mutating func moveField(by delta: Int) {
    let all = Field.allCases
    let index = all.firstIndex(of: field) ?? 0
    field = all[min(max(index + delta, 0), all.count - 1)]
  }

  /// Types `character` into the focused text field: a suggested name is replaced, any other
  /// text extended.
  mutating func type(_ character: Character) {
    guard var text = editedText else { return }
    if field == .name && nameIsSuggested { text = "" }
    text.append(character)
    editedText = text
  }

  /// Erases the last character of the focused text field.
  mutating func eraseLetter() {
    guard var text = editedText else { return }
    if !text.isEmpty { text.removeLast() }
    editedText = text
  }
}
