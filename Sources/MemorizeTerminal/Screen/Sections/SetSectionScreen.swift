import CardGames
import Memorize
import TerminalKit

/// The Set section: twelve or more cards in play, find three that make a set.
final class SetSectionScreen: SectionScreen {
  private let app: AppModel
  private let palette: Palette
  private var focus = BoardFocus()

  init(app: AppModel, palette: Palette) {
    self.app = app
    self.palette = palette
  }

  var cardFocus: Int? { focus.index(among: app.set.cardsInPlay.count) }

  func draw(in area: Rect, now: Double, hits: inout HitMap, into buffer: inout CellBuffer) {
    let game = app.set
    focus.keep(within: game.cardsInPlay.count)
    let layout = SetBoardView(palette: palette).draw(
      game, focusedCard: focus.index ?? 0, in: area, hits: &hits, into: &buffer)
    focus.columns = layout.columns
    if let lines = game.ending?.bannerLines(
      newGameKey: KeyTable.set.line(for: .newGame)?.leadKey ?? "")
    {
      // Like Memorize's: the table cleared, the banner in the middle (the buttons stay).
      let board = Rect(x: area.x, y: area.y, width: area.width, height: area.height - 1)
      GameOverBanner(palette: palette).draw(lines, over: board, into: &buffer)
    }
  }

  var keyMap: [KeyCommand<ScreenRequest?>] {
    let game = app.set
    return bindKeys(.set) { [unowned self] action in
      switch action {
      case .moveFocus:
        return { [unowned self] press in
          if let step = BoardFocus.step(for: press.key) {
            focus.move(by: step, count: game.cardsInPlay.count)
          }
          return nil
        }
      case .chooseCard:
        return { [unowned self] _ in
          let index = focus.index(among: game.cardsInPlay.count) ?? 0
          if game.cardsInPlay.indices.contains(index) { game.choose(game.cardsInPlay[index]) }
          focus.index = min(index, max(0, game.cardsInPlay.count - 1))
          return nil
        }
      case .dealThreeMore:
        return { _ in
          game.dealThreeMore()
          return nil
        }
      case .setHint:
        return { _ in
          game.hint()
          return nil
        }
      case .players:
        return { _ in .openPlayers }
      case .newGame:
        return { _ in
          game.newGame()
          return nil
        }
      default:
        return nil
      }
    }
  }

  func perform(_ target: ScreenTarget) -> ScreenRequest? {
    let game = app.set
    switch target {
    case .card(let index):
      focus.index = index
      if game.cardsInPlay.indices.contains(index) { game.choose(game.cardsInPlay[index]) }
    case .button(.newGame): game.newGame()
    case .button(.dealThreeMore): game.dealThreeMore()
    case .button(.hint): game.hint()
    case .tab, .themeRow, .button: break
    }
    return nil
  }
}
