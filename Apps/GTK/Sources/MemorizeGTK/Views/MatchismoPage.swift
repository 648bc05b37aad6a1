import CGtk
import CardGames
import Memorize

/// Matchismo: playing cards, the 2/3-card switch, the outcome line and the history scrubber.
final class MatchismoPage {
  let widget: Widget
  let board = CardBoard()
  private let app: AppModel
  private let twoButton: Widget
  private let threeButton: Widget
  private let outcomeLabel = Widgets.label(classes: ["outcome"])
  private let scale: Widget
  private let historyLabel = Widgets.label(WindowText.history)
  private var shownHistoryCount = -1
  /// Over the board once no match is possible, with its play-again button.
  let ending: GameOverPage

  init(app: AppModel) {
    self.app = app
    twoButton = gtk_toggle_button_new_with_label(WindowText.matchCount(2))
    threeButton = gtk_toggle_button_new_with_label(WindowText.matchCount(3))
    gtk_toggle_button_set_group(cast(threeButton), cast(twoButton))
    let switcher = Widgets.box(GTK_ORIENTATION_HORIZONTAL, [twoButton, threeButton])
    gtk_widget_add_css_class(switcher, "linked")
    gtk_widget_set_hexpand(outcomeLabel, 1)
    gtk_widget_set_halign(outcomeLabel, GTK_ALIGN_START)
    gtk_label_set_ellipsize(cast(outcomeLabel), PANGO_ELLIPSIZE_END)
    let controls = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [switcher, outcomeLabel])
    Widgets.margins(controls, 8)
    scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 1)
    gtk_scale_set_draw_value(cast(scale), 0)
    gtk_widget_set_hexpand(scale, 1)
    memorize_set_accessible_label(scale, WindowText.outcomeHistory)
    let scrubber = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [historyLabel, scale])
    Widgets.margins(scrubber, 8)
    ending = GameOverPage { [app] in app.matchismo.redeal() }
    widget = Widgets.box(
      GTK_ORIENTATION_VERTICAL, [ending.layer(over: board.widget), controls, scrubber])

    board.onChoose = { [app] index in app.matchismo.choose(at: index) }
    onSignal(twoButton, "toggled") { [unowned self] in
      guard !Widgets.isRendering, gtk_toggle_button_get_active(cast(twoButton)) != 0 else {
        return
      }
      app.matchismo.setMatchCount(2)
    }
    onSignal(threeButton, "toggled") { [unowned self] in
      guard !Widgets.isRendering, gtk_toggle_button_get_active(cast(threeButton)) != 0 else {
        return
      }
      app.matchismo.setMatchCount(3)
    }
    onSignal(scale, "value-changed") { [unowned self] in
      guard !Widgets.isRendering else { return }
      let count = app.matchismo.history.count
      let position = Int(gtk_range_get_value(cast(scale)).rounded())
      app.matchismo.scrub(to: position >= count - 1 ? nil : position)
    }
  }

  func render() {
    let game = app.matchismo
    let cards = game.cards.enumerated().map { index, card in
      let title = PlayingCardGame.title(of: card)
      let isRed = PlayingCardGame.isRed(card)
      return BoardCard(
        id: card.id,
        isFaceUp: card.isChosen || card.isMatched, isDimmed: card.isMatched,
        accessibleName: Phrases.accessibleDescription(of: card, position: index + 1),
        paintFace: { canvas, rect in
          CardArt.playingCardFace(canvas, rect, title: title, isRed: isRed)
        },
        paintBack: { canvas, rect in CardArt.playingCardBack(canvas, rect) })
    }
    let history = game.history
    board.update(
      cards: cards, isOver: false, dealsAll: history.isEmpty && shownHistoryCount > 0)
    ending.render(game.ending)
    gtk_toggle_button_set_active(cast(twoButton), game.matchCount == 2 ? 1 : 0)
    gtk_toggle_button_set_active(cast(threeButton), game.matchCount == 3 ? 1 : 0)
    Widgets.setSensitive(twoButton, game.canChangeMatchCount)
    Widgets.setSensitive(threeButton, game.canChangeMatchCount)
    Widgets.setText(outcomeLabel, game.outcomeLine)
    let last = Double(max(1, history.count - 1))
    gtk_range_set_range(cast(scale), 0, last)
    gtk_range_set_value(cast(scale), Double(game.scrubPosition ?? max(0, history.count - 1)))
    Widgets.setSensitive(scale, history.count > 1)
    Widgets.setText(
      historyLabel,
      history.isEmpty
        ? WindowText.history
        : WindowText.historyPosition(game.shownHistoryPosition, of: history.count))
    shownHistoryCount = history.count
  }
}
