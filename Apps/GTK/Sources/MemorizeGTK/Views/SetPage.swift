import CGtk
import CardGames
import Memorize

/// Set: the cards in play drawn with Cairo, "Deal 3 More", a hint, and how many are left.
final class SetPage {
  let widget: Widget
  let board = CardBoard()
  private let app: AppModel
  private let dealButton: Widget
  private let deckLabel = Widgets.label()
  private let statusLabel = Widgets.label()
  /// Over the board once the game is over, with its play-again button.
  let ending: GameOverPage

  init(app: AppModel) {
    self.app = app
    dealButton = Widgets.button(WindowText.dealThreeMore) { [app] in app.set.dealThreeMore() }
    let hintButton = Widgets.button(ScreenText.hint) { [app] in app.set.hint() }
    gtk_widget_set_hexpand(statusLabel, 1)
    gtk_widget_set_halign(statusLabel, GTK_ALIGN_START)
    gtk_label_set_wrap(cast(statusLabel), 1)
    let controls = Widgets.box(
      GTK_ORIENTATION_HORIZONTAL, spacing: 12, [dealButton, hintButton, statusLabel, deckLabel])
    Widgets.margins(controls, 8)
    board.grid = CardGrid(aspectRatio: 2.0 / 3.0, spacingRatio: 0.07)
    ending = GameOverPage { [app] in app.set.newGame() }
    widget = Widgets.box(GTK_ORIENTATION_VERTICAL, [ending.layer(over: board.widget), controls])
    board.onChoose = { [app] index in
      let cards = app.set.cardsInPlay
      guard cards.indices.contains(index) else { return }
      app.set.choose(cards[index])
    }
  }

  func render() {
    let game = app.set
    let state = game.selectionState
    let cards = game.cardsInPlay.enumerated().map { index, card in
      // Once the game is over the last set is no longer outlined: the ending says it all.
      let selected = game.isSelected(card) && !game.isOver
      let hinted = game.isHinted(card)
      let border: RGBAColor? =
        selected
        ? (state == .matched
          ? Palette.matched : state == .mismatched ? Palette.mismatched : Palette.selected)
        : hinted ? Palette.hinted : nil
      return BoardCard(
        id: card.id, isFaceUp: true,
        accessibleName: Phrases.accessibleDescription(
          of: card, position: index + 1, isSelected: selected, isHinted: hinted),
        paintFace: { canvas, rect in CardArt.setCard(canvas, rect, card: card, border: border) },
        paintBack: { canvas, rect in CardArt.setCard(canvas, rect, card: card, border: border) })
    }
    board.update(cards: cards, isOver: false, dealsAll: false)
    ending.render(game.ending)
    Widgets.setSensitive(dealButton, game.canDealMore)
    Widgets.setText(deckLabel, WindowText.deck(game.deckCount))
    // Once over, the ending over the board says it; the line under it would only repeat it.
    let status = game.isOver ? "" : game.verdict ?? Phrases.setPrompt
    Widgets.setText(statusLabel, status)
  }
}
