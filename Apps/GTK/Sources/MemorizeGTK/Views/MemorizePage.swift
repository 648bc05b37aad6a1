import CGtk
import Memorize

// Over 300 lines because the section is one leaflet whose two panes fold into each other: the
// chooser's rows, the game's seats and banner, and the buttons between them are built and
// rendered together.

/// The Memorize section: the theme chooser and the game in a leaflet, side by side when the
/// window is wide and folded into a navigation stack when it is narrow (chooser, then the game,
/// with a button each way).
final class MemorizePage {
  /// The key that deals a new game, as the end-of-game banner names it: a key, the same in
  /// every language.

  let widget: Widget
  let board = CardBoard()
  /// The theme chooser: the split view's sidebar, or a page of its own.
  let chooserPane: Widget
  /// The chooser's scrolling list of themes, above its New Theme button.
  let chooserList: Widget
  let newThemeButton: Widget
  let gamePane: Widget
  let backButton: Widget
  /// From the chooser back to the game in progress, when folded.
  let forwardButton: Widget
  /// The row of seats above the board, shown when more than one player is seated.
  var playersBar: Widget { seatRows.bar }
  /// The seats' row and the status line, packed where the window is short of room.
  let seatRows = SeatRows()
  /// The row over the seats: back to the themes, the theme's name, Hint and Players….
  private let topBar: Widget
  let hintButton: Widget
  /// Over the board when the game is over, with its play-again button.
  let ending: GameOverPage
  var gameOver: Widget { ending.widget }
  var playAgainButton: Widget { ending.playAgainButton }
  let playersButton: Widget
  var onEditTheme: (String) -> Void = { _ in }
  /// Opens the Players dialog to seat a new table.
  var onChoosePlayers: () -> Void = {}
  /// The chooser rows in theme order, for the test probe.
  private(set) var rows: [(id: String, widget: Widget)] = []

  private let app: AppModel
  private let list: Widget
  private let separator: Widget
  private let leaflet = adw_leaflet_new()!
  private let themeLabel = Widgets.label(classes: ["title-4"])
  /// The game's status line: screen readers announce each change of it.
  var status: StatusLine { seatRows.status }
  private let placeholder = Widgets.label(
    WindowLabels.pickATheme, classes: ["placeholder", "title-2"])
  private var shownThemes: [ThemePresentation] = []
  /// Whether the rows show their emoji yet (`showPreviews`), and the rows' previews waiting to:
  /// each with its emoji label and the emoji it will hold.
  private var showsPreviews = false
  private var pendingPreviews: [(preview: Widget, emoji: Widget, text: String)] = []
  /// The deal last shown, so a new one is dealt in afresh.
  private var shownDeal: String?
  /// The faces cards showed, for a card turning face down to show until it has turned.
  private var faces = FaceMemory()
  /// One label per seat (a table seats at most four), reused from render to render.
  var seatLabels: [Widget] { seatRows.labels }
  /// Whether the seats show their short forms ("Ana: 2·3"), in one row, where the window is
  /// short of room.
  var showsShortSeats: Bool { seatRows.showsShortSeats }
  /// Called when the seats turn to their short forms or back: the window's counters then
  /// leave out (or show again) each seat's tally, which the seats show.
  var onSeatFormChange: () -> Void {
    get { seatRows.onSeatFormChange }
    set { seatRows.onSeatFormChange = newValue }
  }

  init(app: AppModel) {
    self.app = app
    list = gtk_list_box_new()
    gtk_widget_add_css_class(list, "navigation-sidebar")
    // The theme in play is marked by render, not by where the keyboard focus is.
    gtk_list_box_set_selection_mode(cast(list), GTK_SELECTION_NONE)
    memorize_set_accessible_label(list, Labels.themes)
    let scroller = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(cast(scroller), list)
    gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    memorize_set_accessible_label(scroller, Labels.themes)
    gtk_widget_set_focusable(scroller, 0)
    Widgets.expand(scroller, horizontal: true, vertical: true)
    chooserList = scroller
    let heading = Widgets.label(Labels.themes, classes: ["heading"])
    gtk_widget_set_halign(heading, GTK_ALIGN_START)
    gtk_widget_set_hexpand(heading, 1)
    forwardButton = Widgets.iconButton("go-next-symbolic", tooltip: WindowLabels.backToTheGame) {
      [app] in app.send(.showGame)
    }
    let chooserTop = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [heading, forwardButton])
    Widgets.margins(chooserTop, 8)
    let addButton = Widgets.button(Labels.newThemeName) {}
    Widgets.margins(addButton, 8)
    newThemeButton = addButton
    chooserPane = Widgets.box(GTK_ORIENTATION_VERTICAL, [chooserTop, scroller, addButton])
    gtk_widget_add_css_class(chooserPane, "chooser")
    // 288 px, the width the rows had at the standard window size; never more: the list's
    // scroller expands inside the pane, which would otherwise pass that on and take a share of
    // every extra pixel (385 px at 1100, 42 % of 1920 px with a players row) from the board.
    gtk_widget_set_size_request(chooserPane, 288, -1)
    gtk_widget_set_hexpand(chooserPane, 0)
    separator = gtk_separator_new(GTK_ORIENTATION_VERTICAL)

    backButton = Widgets.iconButton("go-previous-symbolic", tooltip: WindowLabels.backToThemes) {
      [app] in app.send(.showChooser)
    }
    gtk_widget_set_hexpand(themeLabel, 1)
    gtk_widget_set_halign(themeLabel, GTK_ALIGN_START)
    // A name too long for its line wraps rather than lose its end.
    gtk_label_set_wrap(cast(themeLabel), 1)
    gtk_label_set_xalign(cast(themeLabel), 0)
    hintButton = Widgets.button(Labels.memorizeHint) { [app] in app.send(.hint) }
    Widgets.setTooltip(hintButton, WindowLabels.hintTooltip)
    playersButton = Widgets.button(WindowLabels.playersEllipsis) {}
    Widgets.setTooltip(playersButton, WindowLabels.playersTooltip)
    // Narrow (a phone's 400 px), the buttons go under the theme's name: beside them, the name
    // was cut short with an ellipsis after four letters.
    topBar =
      WrappingRow(
        leading: [backButton, themeLabel], trailing: [hintButton, playersButton]
      ).widget
    Widgets.margins(topBar, Self.margin)
    // The seats alone: who won is the ending's to say (it was said twice, and its line made
    // the game too wide to stay beside the themes).
    let seats = seatRows.bar
    let statusLine = seatRows.status.widget
    gtk_widget_add_css_class(seats, "players")
    gtk_widget_set_margin_start(seats, Self.margin)
    gtk_widget_set_margin_end(seats, Self.margin)
    gtk_widget_set_margin_bottom(seats, Self.margin)
    Widgets.margins(statusLine, Self.margin)
    Widgets.expand(placeholder)
    ending = GameOverPage { [app] in app.send(.newGame) }
    // The cards fall away behind it.
    let boardLayer = ending.layer(over: board)
    gamePane = Widgets.box(
      GTK_ORIENTATION_VERTICAL, [topBar, seats, boardLayer, placeholder, statusLine])
    Widgets.expand(gamePane)
    // Folds when chooser and game no longer fit at their natural widths (about 900 px).
    adw_leaflet_set_fold_threshold_policy(cast(leaflet), ADW_FOLD_THRESHOLD_POLICY_NATURAL)
    adw_leaflet_set_transition_type(cast(leaflet), ADW_LEAFLET_TRANSITION_TYPE_SLIDE)
    _ = adw_leaflet_append(cast(leaflet), chooserPane)
    adw_leaflet_page_set_navigatable(adw_leaflet_append(cast(leaflet), separator), 0)
    _ = adw_leaflet_append(cast(leaflet), gamePane)
    widget = leaflet
    app.setSideBySide(adw_leaflet_get_folded(cast(leaflet)) == 0)
    onNotify(leaflet, property: "folded") { [unowned self] in
      let sideBySide = adw_leaflet_get_folded(cast(leaflet)) == 0
      // Not during allocation: what the model says is on screen changes the panes.
      MainLoop.idle { [unowned self] in app.setSideBySide(sideBySide) }
    }

    onSignal(addButton, "clicked") { [unowned self] in
      // A new theme goes at the end of the list; a full list says why not.
      guard app.send(.addTheme(name: Labels.newThemeName)).acted,
        let theme = app.themeList.last
      else { return }
      onEditTheme(theme.id)
    }
    onSignal(playersButton, "clicked") { [unowned self] in onChoosePlayers() }
    // ↓ from the pane's top and ↑ from New Theme go to the rows: the list takes no focus from
    // an arrow coming from outside it, so the arrows skipped every theme (↓↓ Return from "Back
    // to the game" made a theme called "New Theme").
    for (widget, arrow, atEnd) in [
      (chooserTop, GDK_KEY_Down, false), (addButton, GDK_KEY_Up, true),
    ] {
      let keys = gtk_event_controller_key_new()!
      onKeyPressed(keys) { [unowned self] key, _ in
        Int32(key) == arrow && focusRow(atEnd: atEnd)
      }
      gtk_widget_add_controller(widget, keys)
    }
    // The list is one Tab stop: Tab and Shift+Tab leave it from any row (the arrows move
    // between its rows), where they went through every row and its Edit button, 18 stops
    // between ☰ and New Theme with the nine built-in themes.
    let tabs = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(tabs, GTK_PHASE_CAPTURE)
    onKeyPressed(tabs) { [unowned self] key, state in
      let isTab = [GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab].contains(Int32(key))
      let modifiers = state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue)
      guard isTab, modifiers == 0 else { return false }
      let backward =
        Int32(key) == GDK_KEY_ISO_Left_Tab || state.rawValue & GDK_SHIFT_MASK.rawValue != 0
      return leaveList(backward: backward)
    }
    gtk_widget_add_controller(list, tabs)
    onRowActivated(list) { [unowned self] row in
      guard let row else { return }
      let index = Int(gtk_list_box_row_get_index(row))
      guard rows.indices.contains(index), !Widgets.isRendering else { return }
      // The keyboard lands on the board, once the render that follows has dealt it (it was
      // 20 Tabs away); a question before the deal keeps the focus where it is.
      guard case .done = app.send(.playTheme(id: rows[index].id)) else { return }
      MainLoop.idle { [weak self] in self?.board.focusFirstCard() }
    }
    // The board is laid out whenever the window changes size (the seats' row only when its
    // own width does): the seats' form is chosen then.
    let endingFollowsBoard = board.onSize
    board.onSize = { [unowned self] width, height in
      endingFollowsBoard(width, height)
      seatRows.roomChanged()
    }
    // Packed, its buttons and seats stand lower too (the style sheet's `.packed`).
    seatRows.onPacking = { [unowned self] margin, packed in
      Widgets.setClass(gamePane, "packed", packed)
      gtk_widget_set_margin_top(topBar, margin)
      gtk_widget_set_margin_bottom(topBar, margin)
      gtk_widget_set_margin_bottom(playersBar, margin)
      gtk_widget_set_margin_top(status.widget, margin)
      gtk_widget_set_margin_bottom(status.widget, margin)
    }
    board.onChoose = { [app] index in
      guard let cards = app.board(of: .memorize)?.cards, cards.indices.contains(index) else {
        return
      }
      app.send(.choose(cardID: cards[index].id))
    }
  }

  /// Whether the leaflet is sliding between its panes right now.
  var isSliding: Bool { adw_leaflet_get_child_transition_running(cast(leaflet)) != 0 }

  func render() {
    let sideBySide = app.isSideBySide
    let presented = app.board(of: .memorize)
    let shown = app.isChooserOnScreen && !sideBySide ? chooserPane : gamePane
    if gtk_widget_get_visible(shown) != 0, adw_leaflet_get_visible_child(cast(leaflet)) != shown {
      adw_leaflet_set_visible_child(cast(leaflet), shown)
    }
    Widgets.setVisible(backButton, !sideBySide)
    Widgets.setVisible(forwardButton, !sideBySide && presented != nil)
    let themes = app.themeList
    renderChooser(themes)

    Widgets.setVisible(board.widget, presented != nil)
    if presented == nil { Widgets.setVisible(gameOver, false) }
    Widgets.setVisible(placeholder, presented == nil)
    guard let presented else {
      Widgets.setText(themeLabel, "")
      status.setText("")
      Widgets.setVisible(playersBar, false)
      Widgets.setVisible(status.widget, true)
      Widgets.setVisible(hintButton, false)
      board.update(cards: [], isOver: false, dealsAll: true)
      return
    }
    Widgets.setText(themeLabel, themes.first(where: \.isInPlay)?.name ?? presented.status.title)
    let newGame = shownDeal != presented.dealToken
    shownDeal = presented.dealToken
    faces.remember(presented)
    board.update(
      cards: Self.boardCards(presented, faces: faces), isOver: presented.isOver,
      dealsAll: newGame)
    renderPlayers(presented)
    ending.render(presented.ending)
    // The view model picks the sentence (verdict, turn, hint, best); it is read out as it
    // changes. Once over, the ending's page says it (and the window reads it out once): the
    // line under it would only repeat it.
    status.setText(
      presented.ending != nil ? "" : presented.refusal ?? presented.statusSentence)
  }

  /// The seats with their tallies, the player to move and the winners marked; only for a table
  /// of several players. The Hint button is for solo games, and goes once the game is over
  /// (``BoardPresentation/shownButton(_:)``), as Set's does: it stayed there dim.
  private func renderPlayers(_ presented: BoardPresentation) {
    let seats = presented.seats
    let hint = presented.shownButton(.hint)
    Widgets.setVisible(hintButton, hint != nil)
    Widgets.setSensitive(hintButton, hint?.isEnabled == true)
    seatRows.render(seats, endingShows: presented.ending != nil)
  }

  /// The room between the rows around the board, and around them, in pixels.
  static let margin: Int32 = 8
  /// ``margin`` where the window is short of room and seats take a row: at 500 × 420 under
  /// four seats the board had 174 px, and 24 cards were 37 px wide.
  static let packedMargin: Int32 = 4

  /// The window's height below which the board is short of room: 16 cards under four seats
  /// at 500 × 420 were 38 px wide, the header, the counters and two lines of seats above them.
  static let shortWindowHeight: Int32 = 600

  /// The cards of a Memorize board as the board view draws them: each face that has turned
  /// down shows (from `faces`) until it has turned.
  static func boardCards(_ presented: BoardPresentation, faces: FaceMemory) -> [BoardCard] {
    let back = presented.backColour ?? Palette.selected
    return presented.cards.map { card in
      let face = card.face ?? faces[card.id]
      let emoji: String? = if case .emoji(let emoji, _)? = face { emoji } else { nil }
      let isHinted = card.isHinted
      return BoardCard(
        id: card.id, isFaceUp: card.isFaceUp || card.isMatched, isGone: card.isMatched,
        accessibleName: card.accessibleDescription,
        paintFace: { canvas, rect in
          if let emoji { CardArt.emojiFace(canvas, rect, emoji: emoji, theme: back) }
          if isHinted { CardArt.hintOutline(canvas, rect) }
        },
        paintBack: { canvas, rect in
          CardArt.themedBack(canvas, rect, color: back)
          if isHinted { CardArt.hintOutline(canvas, rect) }
        })
    }
  }

  /// Puts the keyboard on the chooser's row of the theme `themeID`; false when it has none.
  @discardableResult
  func focusRow(themeID: String) -> Bool {
    guard let row = rows.first(where: { $0.id == themeID })?.widget,
      gtk_widget_get_mapped(row) != 0
    else { return false }
    return gtk_widget_grab_focus(row) != 0
  }

  /// Moves the keyboard out of the theme list to the control after it (or before it, going
  /// `backward`), as Tab does from its last row (or Shift+Tab from its first): the list sits out
  /// the window's move while it does not take the focus.
  private func leaveList(backward: Bool) -> Bool {
    guard let root = gtk_widget_get_root(list) else { return false }
    gtk_widget_set_can_focus(list, 0)
    defer { gtk_widget_set_can_focus(list, 1) }
    _ = gtk_widget_child_focus(
      cast(root), backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD)
    return true
  }

  /// The theme Ctrl+E edits: the one whose row the keyboard is on, else the one in play.
  var themeToEdit: String? {
    rows.first { gtk_widget_has_focus($0.widget) != 0 }?.id
      ?? app.themeList.first(where: \.isInPlay)?.id
  }

  /// Puts the keyboard on the theme in play's row, else on the first row (from above) or the
  /// last (from below); false when there is no row.
  private func focusRow(atEnd: Bool) -> Bool {
    let inPlay = app.themeList.first(where: \.isInPlay)?.id
    if let inPlay, focusRow(themeID: inPlay) { return true }
    guard let row = atEnd ? rows.last : rows.first else { return false }
    return gtk_widget_grab_focus(row.widget) != 0
  }

  /// Shows the rows' emoji and pairs, from the window's second frame on. Colour emoji are the
  /// dearest glyphs there are (each is a PNG in the font, decoded to be measured, again to be
  /// drawn, then scaled down), and the rows hold every emoji of every theme: measuring and
  /// drawing them was most of the first frame. The first frame shows the board and the theme
  /// names; each preview is laid out with its theme's first emoji alone, which gives the row
  /// its height (every row stands where it will stay), and not drawn. Here every emoji comes,
  /// in the next frame.
  func showPreviews() {
    guard !showsPreviews else { return }
    showsPreviews = true
    for pending in pendingPreviews {
      Widgets.setText(pending.emoji, pending.text)
      gtk_widget_set_opacity(pending.preview, 1)
    }
    pendingPreviews = []
  }

  private func renderChooser(_ themes: [ThemePresentation]) {
    // A row shows none of the view model's marks of the game in play: only a change of what it
    // shows builds the rows anew.
    let drawn = themes.map { theme -> ThemePresentation in
      var drawn = theme
      drawn.isInPlay = false
      return drawn
    }
    if drawn != shownThemes {
      shownThemes = drawn
      rows = []
      pendingPreviews = []
      while let child = gtk_widget_get_first_child(list) {
        gtk_list_box_remove(cast(list), child)
      }
      for theme in themes {
        let row = makeRow(theme)
        gtk_list_box_append(cast(list), row)
        rows.append((theme.id, row))
      }
    }
    for (row, theme) in zip(rows, themes) {
      Widgets.setClass(row.widget, "in-play", theme.isInPlay)
    }
  }

  private func makeRow(_ theme: ThemePresentation) -> Widget {
    let swatch = DrawingView { canvas, width, height in
      canvas.fill(
        Rect(x: 0, y: 0, width: width, height: height), radius: 5, color: theme.colour)
    }
    gtk_widget_set_size_request(swatch.widget, 28, 28)
    gtk_widget_set_valign(swatch.widget, GTK_ALIGN_CENTER)
    // The drawing view lives as long as its widget.
    retain(swatch, by: swatch.widget)
    let name = Widgets.label(theme.name, classes: ["heading"])
    gtk_widget_set_halign(name, GTK_ALIGN_START)
    gtk_label_set_ellipsize(cast(name), PANGO_ELLIPSIZE_END)
    gtk_label_set_max_width_chars(cast(name), 18)
    // Every emoji, as many shown as the row's width holds (the rest give way to "…"); the
    // number of pairs after them always shows.
    let emojiText = theme.emoji.joined(separator: " ")
    let emoji = Widgets.label(showsPreviews ? emojiText : theme.emoji.first ?? "")
    gtk_label_set_ellipsize(cast(emoji), PANGO_ELLIPSIZE_END)
    gtk_label_set_width_chars(cast(emoji), 3)
    gtk_label_set_xalign(cast(emoji), 0)
    // The emoji take the row's room, so every row's number of pairs lines up at its end.
    gtk_widget_set_hexpand(emoji, 1)
    // One space after the dot: the box's spacing parts it from the emoji ("·  8 对" had two).
    let pairs = Widgets.label("· " + theme.pairsText)
    let preview = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 10, [emoji, pairs])
    // Laid out from the start, so nothing moves when it shows; not drawn until then.
    if !showsPreviews {
      gtk_widget_set_opacity(preview, 0)
      pendingPreviews.append((preview, emoji, emojiText))
    }
    let text = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [name, preview])
    Widgets.expand(text, horizontal: true, vertical: false)
    let edit = Widgets.button(Labels.editTheme) { [unowned self] in onEditTheme(theme.id) }
    gtk_widget_set_valign(edit, GTK_ALIGN_CENTER)
    memorize_set_accessible_label(edit, WindowLabels.editTheme(named: theme.name))
    // No Tab stop of its own: the keyboard edits the focused row's theme with Ctrl+E, which the
    // row's description names.
    gtk_widget_set_focusable(edit, 0)
    let content = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 10, [swatch.widget, text, edit])
    Widgets.margins(content, 6)
    let row = gtk_list_box_row_new()!
    gtk_list_box_row_set_child(cast(row), content)
    memorize_set_accessible_label(
      row, WindowLabels.themeRow(named: theme.name, pairs: theme.pairs))
    memorize_set_accessible_description(row, WindowShortcut.themeRowKeys)
    // A screen reader plays the theme through the row's action ("row.activate"), as Return
    // and a click do: GTK 4.8 gives a list row none of its own.
    let actions = g_simple_action_group_new()!
    let activate = g_simple_action_new("activate", nil)!
    onActivate(activate) { gtk_widget_activate(row) }
    g_action_map_add_action(cast(actions), cast(activate))
    g_object_unref(UnsafeMutableRawPointer(activate))
    gtk_widget_insert_action_group(row, "row", cast(actions))
    g_object_unref(UnsafeMutableRawPointer(actions))
    return row
  }
}

/// Keeps `object` alive until `widget` is destroyed.
func retain(_ object: AnyObject, by widget: Widget) {
  g_object_set_data_full(
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), "memorize-owner",
    Unmanaged.passRetained(object).toOpaque()
  ) { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
  }
}
