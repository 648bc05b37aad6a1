import Memorize
import TerminalKit

/// The Matchismo section: playing cards, matching 2 or 3, with a history to scrub through.
final class MatchismoSectionScreen: SectionScreen {
  private let app: AppModel
  private let palette: Palette
  private let motion: BoardAnimator
  private let animates: Bool
  private var focus = BoardFocus()
  /// The faces cards showed, for a card turning face down to show until it has turned.
  private var faces = FaceMemory()

  init(app: AppModel, palette: Palette, animates: Bool) {
    self.app = app
    self.palette = palette
    self.animates = animates
    motion = BoardAnimator(isEnabled: animates && !app.reducesMotion)
  }

  /// The cards as drawn.
  private var cards: [CardPresentation] { app.board(of: .matchismo)?.cards ?? [] }

  var cardFocus: Int? { focus.index(among: cards.count) }

  /// The board's animator, switched off (every motion ended at once) while the player wants
  /// reduced motion, and on again when they no longer do.
  private var boardAnimator: BoardAnimator {
    let wanted = animates && !app.reducesMotion
    if motion.isEnabled != wanted { motion.isEnabled = wanted }
    return motion
  }

  var animator: BoardAnimator? { boardAnimator }

  func draw(in area: Rect, now: Double, hits: inout HitMap, into buffer: inout CellBuffer) {
    guard let board = app.board(of: .matchismo) else { return }
    observe(board, now: now)
    focus.keep(within: board.cards.count)
    let layout = MatchismoBoardView(palette: palette).draw(
      board, faces: faces, focusedCard: focus.index ?? 0, animator: boardAnimator, now: now,
      in: area.inset(by: 0), hits: &hits, into: &buffer)
    focus.columns = layout.columns
    if let lines = board.ending?.bannerLines(
      newGameKey: KeyTable.matchismo.line(for: .redeal)?.leadKey ?? ""),
      !boardAnimator.isAnimating(at: now)
    {
      // Like Memorize's and Set's: the table cleared, the ending in the middle (the buttons
      // and the outcome line stay).
      let controls =
        1 + MatchismoBoardView.outcome(board, in: area, ellipsis: palette.ellipsis).lines.count
      let board = Rect(
        x: area.x, y: area.y, width: area.width, height: max(0, area.height - controls))
      GameOverBanner(palette: palette).draw(lines, over: board, into: &buffer)
    }
  }

  /// Tells the animator what the board shows now: each card face up or down, the deal, and the
  /// latest mismatch by the positions of its cards.
  private func observe(_ board: BoardPresentation, now: Double) {
    faces.remember(board)
    boardAnimator.observe(
      cards: board.cards.enumerated().map {
        ($0.offset, BoardAnimator.CardState(isFaceUp: $0.element.isFaceUp, isMatched: false))
      },
      dealToken: board.dealToken,
      mismatch: board.mismatch.map { mismatch in
        (
          mismatch.serial,
          mismatch.cardIDs.compactMap { id in board.cards.firstIndex { $0.id == id } }
        )
      }, isOver: false, now: now)
  }

  var keyMap: [KeyCommand<ScreenRequest?>] {
    let count = cards.count
    let matchCount = app.board(of: .matchismo)?.matchCount ?? 2
    return bindKeys(.matchismo) { [unowned self] action in
      switch action {
      case .moveFocus:
        return { [unowned self] press in
          if let step = BoardFocus.step(for: press.key) {
            focus.move(by: step, count: count)
          }
          return nil
        }
      case .chooseCard:
        return { [unowned self] _ in
          choose(at: focus.index(among: count) ?? 0)
          return nil
        }
      case .redeal:
        // Over a deal in progress the view model offers Undo, on the line above the tabs.
        return { [app] _ in
          app.send(.newGame)
          return nil
        }
      case .matchCount:
        return { [app] _ in
          app.send(.setMatchCount(matchCount == 2 ? 3 : 2))
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
      choose(at: index)
    case .button(.newGame): app.send(.newGame)
    case .button(.matchCount(let count)): app.send(.setMatchCount(count))
    case .button(.historyOlder): scrub(by: -1)
    case .button(.historyNewer): scrub(by: 1)
    case .tab, .themeRow, .button: break
    }
    return nil
  }

  func scroll(_ direction: WheelDirection) {
    scrub(by: direction == .up ? -1 : 1)
  }

  /// Chooses the card at `index` on the board as drawn.
  private func choose(at index: Int) {
    guard let cards = app.board(of: .matchismo)?.cards, cards.indices.contains(index) else {
      return
    }
    app.send(.choose(cardID: cards[index].id))
  }

  /// Moves through the history by `delta` outcomes; past the last, live play again.
  private func scrub(by delta: Int) {
    guard let history = app.board(of: .matchismo)?.history, !history.entries.isEmpty else {
      return
    }
    let target = history.position + delta
    app.send(.showHistory(position: target >= history.entries.count - 1 ? nil : target))
  }
}
