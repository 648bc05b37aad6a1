import CGtk
import CardGames
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
  private static let newGameKey = "Ctrl+N"

  let widget: Widget
  let board = CardBoard()
  /// The theme chooser: the split view's sidebar, or a page of its own.
  let chooserPane: Widget
  let gamePane: Widget
  let backButton: Widget
  /// From the chooser back to the game in progress, when folded.
  let forwardButton: Widget
  /// The row of seats above the board, shown when more than one player is seated.
  let playersBar: Widget
  let hintButton: Widget
  /// Over the board when the game is over, with its play-again button.
  let ending: GameOverPage
  var gameOver: Widget { ending.widget }
  var playAgainButton: Widget { ending.playAgainButton }
  let playersButton: Widget
  var onEditTheme: (Theme.ID) -> Void = { _ in }
  /// Opens the Players dialog to seat a new table.
  var onChoosePlayers: () -> Void = {}
  /// The chooser rows in theme order, for the test probe.
  private(set) var rows: [(id: Theme.ID, widget: Widget)] = []

  private let app: AppModel
  private let list: Widget
  private let separator: Widget
  private let leaflet = adw_leaflet_new()!
  private let themeLabel = Widgets.label(classes: ["title-4"])
  /// The game's status line: screen readers announce each change of it.
  let status = StatusLine(name: WindowText.gameStatus)
  private let placeholder = Widgets.label(
    WindowText.pickATheme, classes: ["placeholder", "title-2"])
  private var shownThemes: [String] = []
  /// Whether the rows show their emoji yet (`showPreviews`), and the rows' previews waiting to:
  /// each with its emoji label and the emoji it will hold.
  private var showsPreviews = false
  private var pendingPreviews: [(preview: Widget, emoji: Widget, text: String)] = []
  private var shownGame: ObjectIdentifier?
  private var shownDeal = 0
  /// One label per seat (a table seats at most four), reused from render to render.
  private(set) var seatLabels: [Widget] = []
  private let outcomeLabel = Widgets.label(classes: ["outcome"])

  init(app: AppModel) {
    self.app = app
    list = gtk_list_box_new()
    gtk_widget_add_css_class(list, "navigation-sidebar")
    // The theme in play is marked by render, not by where the keyboard focus is.
    gtk_list_box_set_selection_mode(cast(list), GTK_SELECTION_NONE)
    memorize_set_accessible_label(list, ScreenText.themes)
    let scroller = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(cast(scroller), list)
    gtk_scrolled_window_set_policy(cast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    memorize_set_accessible_label(scroller, ScreenText.themes)
    Widgets.expand(scroller, horizontal: true, vertical: true)
    let heading = Widgets.label(ScreenText.themes, classes: ["heading"])
    gtk_widget_set_halign(heading, GTK_ALIGN_START)
    gtk_widget_set_hexpand(heading, 1)
    forwardButton = Widgets.iconButton("go-next-symbolic", tooltip: WindowText.backToTheGame) {
      [app] in app.showGame()
    }
    let chooserTop = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [heading, forwardButton])
    Widgets.margins(chooserTop, 8)
    let addButton = Widgets.button(ScreenText.newThemeName) {}
    Widgets.margins(addButton, 8)
    chooserPane = Widgets.box(GTK_ORIENTATION_VERTICAL, [chooserTop, scroller, addButton])
    gtk_widget_add_css_class(chooserPane, "chooser")
    // 288 px, the width the rows had at the standard window size; never more: the list's
    // scroller expands inside the pane, which would otherwise pass that on and take a share of
    // every extra pixel (385 px at 1100, 42 % of 1920 px with a players row) from the board.
    gtk_widget_set_size_request(chooserPane, 288, -1)
    gtk_widget_set_hexpand(chooserPane, 0)
    separator = gtk_separator_new(GTK_ORIENTATION_VERTICAL)

    backButton = Widgets.iconButton("go-previous-symbolic", tooltip: WindowText.backToThemes) {
      [app] in app.showChooser()
    }
    gtk_widget_set_hexpand(themeLabel, 1)
    gtk_widget_set_halign(themeLabel, GTK_ALIGN_START)
    gtk_label_set_ellipsize(cast(themeLabel), PANGO_ELLIPSIZE_END)
    hintButton = Widgets.button(ScreenText.memorizeHint) { [app] in app.memorize?.hint() }
    gtk_widget_set_tooltip_text(hintButton, WindowText.hintTooltip)
    playersButton = Widgets.button(WindowText.playersEllipsis) {}
    gtk_widget_set_tooltip_text(playersButton, WindowText.playersTooltip)
    let topBar = Widgets.box(
      GTK_ORIENTATION_HORIZONTAL, spacing: 8, [backButton, themeLabel, hintButton, playersButton])
    Widgets.margins(topBar, 8)
    for _ in 0..<PlayersDraft.seatCounts.upperBound {
      let seat = Widgets.label(classes: ["seat"])
      gtk_label_set_ellipsize(cast(seat), PANGO_ELLIPSIZE_END)
      seatLabels.append(seat)
    }
    gtk_widget_set_hexpand(outcomeLabel, 1)
    gtk_widget_set_halign(outcomeLabel, GTK_ALIGN_END)
    gtk_label_set_ellipsize(cast(outcomeLabel), PANGO_ELLIPSIZE_END)
    playersBar = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, seatLabels + [outcomeLabel])
    gtk_widget_add_css_class(playersBar, "players")
    memorize_set_accessible_label(playersBar, WindowText.players)
    gtk_widget_set_margin_start(playersBar, 8)
    gtk_widget_set_margin_end(playersBar, 8)
    gtk_widget_set_margin_bottom(playersBar, 8)
    Widgets.margins(status.widget, 8)
    Widgets.expand(placeholder)
    ending = GameOverPage { [app] in app.memorize?.newGame() }
    // The cards fall away behind it.
    let boardLayer = ending.layer(over: board.widget)
    gamePane = Widgets.box(
      GTK_ORIENTATION_VERTICAL, [topBar, playersBar, boardLayer, placeholder, status.widget])
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
      guard let theme = app.addTheme(named: ScreenText.newThemeName) else { return }
      onEditTheme(theme.id)
    }
    onSignal(playersButton, "clicked") { [unowned self] in onChoosePlayers() }
    onRowActivated(list) { [unowned self] row in
      guard let row else { return }
      let index = Int(gtk_list_box_row_get_index(row))
      guard rows.indices.contains(index), !Widgets.isRendering else { return }
      app.openTheme(id: rows[index].id)
      // The keyboard lands on the board, once the render that follows has dealt it (it was
      // 20 Tabs away); a question before the deal keeps the focus where it is.
      MainLoop.idle { [weak self] in
        guard let self, app.memorize != nil, app.pendingThemeDeal == nil else { return }
        board.focusFirstCard()
      }
    }
    board.onChoose = { [app] index in
      guard let game = app.memorize, game.cards.indices.contains(index) else { return }
      game.choose(game.cards[index])
    }
  }

  /// Whether the leaflet is sliding between its panes right now.
  var isSliding: Bool { adw_leaflet_get_child_transition_running(cast(leaflet)) != 0 }

  func render() {
    let sideBySide = app.isSideBySide
    let game = app.memorize
    let shown = app.isChooserOnScreen && !sideBySide ? chooserPane : gamePane
    if gtk_widget_get_visible(shown) != 0, adw_leaflet_get_visible_child(cast(leaflet)) != shown {
      adw_leaflet_set_visible_child(cast(leaflet), shown)
    }
    Widgets.setVisible(backButton, !sideBySide)
    Widgets.setVisible(forwardButton, !sideBySide && game != nil)
    renderChooser(selected: game?.theme.id)

    Widgets.setVisible(board.widget, game != nil)
    if game == nil { Widgets.setVisible(gameOver, false) }
    Widgets.setVisible(placeholder, game == nil)
    guard let game else {
      Widgets.setText(themeLabel, "")
      status.setText("")
      Widgets.setVisible(playersBar, false)
      Widgets.setVisible(hintButton, false)
      board.update(cards: [], isOver: false, dealsAll: true)
      return
    }
    let theme = game.theme
    Widgets.setText(themeLabel, theme.localizedName)
    let newGame = shownGame != ObjectIdentifier(game) || game.dealNumber != shownDeal
    shownGame = ObjectIdentifier(game)
    shownDeal = game.dealNumber
    let hinted = Set(game.hintedCardIDs)
    let cards = game.cards.enumerated().map { index, card in
      let isHinted = hinted.contains(card.id) && !card.isMatched
      return BoardCard(
        id: card.id, isFaceUp: card.isFaceUp || card.isMatched, isGone: card.isMatched,
        accessibleName: card.isMatched
          ? WindowText.matchedCard(position: index + 1, emoji: card.content)
          : Phrases.accessibleDescription(of: card, position: index + 1, isHinted: isHinted),
        paintFace: { canvas, rect in
          CardArt.emojiFace(canvas, rect, emoji: card.content, theme: theme.color)
          if isHinted { CardArt.hintOutline(canvas, rect) }
        },
        paintBack: { canvas, rect in
          CardArt.themedBack(canvas, rect, color: theme.color)
          if isHinted { CardArt.hintOutline(canvas, rect) }
        })
    }
    board.update(cards: cards, isOver: game.isOver, dealsAll: newGame)
    renderPlayers(game)
    renderGameOver(game)
    // The view model picks the sentence (banner, verdict, turn, hint, best); it is read out as
    // it changes.
    status.setText(game.statusSentence(newGameKey: Self.newGameKey))
  }

  /// Over the board once the game is over: how it ended, and a button to play again.
  private func renderGameOver(_ game: EmojiMemoryGame) {
    ending.render(game.ending)
  }

  /// The seats with their tallies, the player to move marked, and the outcome once it is over;
  /// only for a table of several players. The Hint button is for solo games.
  private func renderPlayers(_ game: EmojiMemoryGame) {
    let players = game.players
    Widgets.setVisible(hintButton, players.count == 1)
    Widgets.setSensitive(hintButton, game.isHintAvailable)
    Widgets.setVisible(playersBar, players.count > 1)
    // Only a table has seats to show: a solo game asks for no standings (working out a seat's
    // name reads every language's catalog the first time, which a launch need not wait for).
    let standings = players.count > 1 ? game.standings : []
    for (index, label) in seatLabels.enumerated() {
      guard standings.indices.contains(index) else {
        Widgets.setVisible(label, false)
        continue
      }
      let seat = standings[index]
      Widgets.setVisible(label, true)
      // Marks, not words: an arrow for the seat to move, a robot for the computer.
      let marks = (seat.isToMove ? "▶ " : "") + (seat.player.isComputer ? "🤖 " : "")
      Widgets.setText(label, marks + seat.text)
      Widgets.setClass(label, "to-move", seat.isToMove)
      Widgets.setClass(label, "winner", seat.isWinner)
      Widgets.setAccessibleLabel(label, seat.accessibleText)
    }
    let outcome = players.count > 1 ? game.result : nil
    Widgets.setText(outcomeLabel, outcome ?? "")
    Widgets.setVisible(outcomeLabel, outcome != nil)
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

  private func renderChooser(selected: Theme.ID?) {
    let themes = app.themes.themes
    let summary = themes.map {
      "\($0.id)|\($0.name)|\($0.emoji.joined())|\($0.numberOfPairs)|\($0.color.hexString)"
    }
    if summary != shownThemes {
      shownThemes = summary
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
    for row in rows {
      Widgets.setClass(row.widget, "in-play", row.id == selected)
    }
  }

  private func makeRow(_ theme: Theme) -> Widget {
    let swatch = DrawingView { canvas, width, height in
      canvas.fill(
        Rect(x: 0, y: 0, width: width, height: height), radius: 5, color: theme.color)
    }
    gtk_widget_set_size_request(swatch.widget, 28, 28)
    gtk_widget_set_valign(swatch.widget, GTK_ALIGN_CENTER)
    // The drawing view lives as long as its widget.
    retain(swatch, by: swatch.widget)
    let name = Widgets.label(theme.localizedName, classes: ["heading"])
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
    let pairs = Widgets.label("·  " + Phrases.pairs(theme.numberOfPairs))
    let preview = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 10, [emoji, pairs])
    // Laid out from the start, so nothing moves when it shows; not drawn until then.
    if !showsPreviews {
      gtk_widget_set_opacity(preview, 0)
      pendingPreviews.append((preview, emoji, emojiText))
    }
    let text = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [name, preview])
    Widgets.expand(text, horizontal: true, vertical: false)
    let edit = Widgets.button(ScreenText.editTheme) { [unowned self] in onEditTheme(theme.id) }
    gtk_widget_set_valign(edit, GTK_ALIGN_CENTER)
    memorize_set_accessible_label(edit, WindowText.editTheme(named: theme.localizedName))
    let content = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 10, [swatch.widget, text, edit])
    Widgets.margins(content, 6)
    let row = gtk_list_box_row_new()!
    gtk_list_box_row_set_child(cast(row), content)
    memorize_set_accessible_label(
      row, WindowText.themeRow(named: theme.localizedName, pairs: theme.numberOfPairs))
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
