import CardGames
import Memorize
import TerminalKit

/// The Matchismo section: playing cards, matching 2 or 3, with a history to scrub through.
final class MatchismoSectionScreen: SectionScreen {
  private let app: AppModel
  private let palette: Palette
  private let motion: BoardAnimator
  private let animates: Bool
  private var focus = BoardFocus()

  init(app: AppModel, palette: Palette, animates: Bool) {
    self.app = app
    self.palette = palette
    self.animates = animates
    motion = BoardAnimator(isEnabled: animates && !app.reducesMotion)
  }

  var cardFocus: Int? { focus.index(among: app.matchismo.cards.count) }

  /// The board's animator, switched off (every motion ended at once) while the player wants
  /// reduced motion, and on again when they no longer do.
  private var boardAnimator: BoardAnimator {
    let wanted = animates && !app.reducesMotion
    if motion.isEnabled != wanted { motion.isEnabled = wanted }
    return motion
  }

  var animator: BoardAnimator? { boardAnimator }

  func draw(in area: Rect, now: Double, hits: inout HitMap, into buffer: inout CellBuffer) {
    let game = app.matchismo
    observe(game, now: now)
    focus.keep(within: game.cards.count)
    let layout = MatchismoBoardView(palette: palette).draw(
      game, focusedCard: focus.index ?? 0, animator: boardAnimator, now: now,
      in: area.inset(by: 0), hits: &hits, into: &buffer)
    focus.columns = layout.columns
    if let lines = game.ending?.bannerLines(
      newGameKey: KeyTable.matchismo.line(for: .redeal)?.leadKey ?? ""),
      !boardAnimator.isAnimating(at: now)
    {
      // Like Memorize's and Set's: the table cleared, the ending in the middle (the buttons
      // and the outcome line stay).
      let controls =
        1 + MatchismoBoardView.outcome(game, in: area, ellipsis: palette.ellipsis).lines.count
      let board = Rect(
        x: area.x, y: area.y, width: area.width, height: max(0, area.height - controls))
      GameOverBanner(palette: palette).draw(lines, over: board, into: &buffer)
    }
  }

  private func observe(_ game: PlayingCardGame, now: Double) {
    let cards = game.cards
    boardAnimator.observe(
      cards: cards.enumerated().map {
        (
          $0.offset,
          BoardAnimator.CardState(
            isFaceUp: $0.element.isChosen || $0.element.isMatched, isMatched: false)
        )
      },
      dealToken: "\(ObjectIdentifier(game).hashValue):\(game.dealNumber)",
      mismatch: game.lastOutcome.flatMap { outcome in
        guard case .mismatched(let cards, _) = outcome else { return nil }
        return (game.outcomeCount, game.positions(of: cards))
      }, isOver: false, now: now)
  }

  var keyMap: [KeyCommand<ScreenRequest?>] {
    let game = app.matchismo
    return bindKeys(.matchismo) { [unowned self] action in
      switch action {
      case .moveFocus:
        return { [unowned self] press in
          if let step = BoardFocus.step(for: press.key) {
            focus.move(by: step, count: game.cards.count)
          }
          return nil
        }
      case .chooseCard:
        return { [unowned self] _ in
          game.choose(at: focus.index(among: game.cards.count) ?? 0)
          return nil
        }
      case .redeal:
        // Over a deal in progress the view model offers Undo, on the line above the tabs.
        return { [app] _ in
          app.send(.newGame)
          return nil
        }
      case .matchCount:
        return { _ in
          game.setMatchCount(game.matchCount == 2 ? 3 : 2)
          return nil
        }
      case .scrubHistory:
        return { [unowned self] press in
          scrub(by: press.key == .character("[") ? -1 : 1)
          return nil
        }
      default:
        return nil
      }
    }
  }

  func perform(_ target: ScreenTarget) -> ScreenRequest? {
    switch target {
    case .card(let index):
      focus.index = index
      app.matchismo.choose(at: index)
    case .button(.newGame): app.send(.newGame)
    case .button(.matchCount(let count)): app.matchismo.setMatchCount(count)
    case .button(.historyOlder): scrub(by: -1)
    case .button(.historyNewer): scrub(by: 1)
    case .tab, .themeRow, .button: break
    }
    return nil
  }

  func scroll(_ direction: WheelDirection) {
    scrub(by: direction == .up ? -1 : 1)
  }

  private func scrub(by delta: Int) {
    let game = app.matchismo
    let count = game.history.count
    guard count > 0 else { return }
    let current = game.scrubPosition ?? count - 1
    let target = current + delta
    game.scrub(to: target >= count - 1 ? nil : target)
  }
}
