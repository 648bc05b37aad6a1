import Memorize
import TerminalKit

/// The Matchismo section: playing cards, matching 2 or 3, with a history to scrub through.
///
/// It draws its door's board (the app's, or a shared table's) and sends every key and click
/// through it; the door decides what each does (a table refuses what it has no place for, and
/// says why on the board).
final class MatchismoSectionScreen: SectionScreen {
  private let door: any GameDoor
  /// Whether the player wants reduced motion now.
  private let reducesMotion: () -> Bool
  private let palette: Palette
  private let motion: BoardAnimator
  private let animates: Bool
  private var focus = BoardFocus()
  /// The faces cards showed, for a card turning face down to show until it has turned.
  private var faces = FaceMemory()

  init(
    door: any GameDoor, palette: Palette, animates: Bool,
    reducesMotion: @escaping () -> Bool = { false }
  ) {
    self.door = door
    self.palette = palette
    self.animates = animates
    self.reducesMotion = reducesMotion
    motion = BoardAnimator(isEnabled: animates && !reducesMotion())
  }

  /// The board as the door shows it now.
  private var board: BoardPresentation? { door.board(of: .matchismo) }

  /// The cards as drawn.
  private var cards: [CardPresentation] { board?.cards ?? [] }

  var cardFocus: Int? { focus.index(among: cards.count) }

  /// The board's animator, switched off (every motion ended at once) while the player wants
  /// reduced motion, and on again when they no longer do.
  private var boardAnimator: BoardAnimator {
    let wanted = animates && !reducesMotion()
    if motion.isEnabled != wanted { motion.isEnabled = wanted }
    return motion
  }

  var animator: BoardAnimator? { boardAnimator }

  func draw(in area: Rect, now: Double, hits: inout HitMap, into buffer: inout CellBuffer) {
    guard let board else { return }
    observe(board, now: now)
    focus.keep(within: board.cards.count)
    let layout = MatchismoBoardView(palette: palette).draw(
      board, faces: faces, focusedCard: focus.index ?? 0, animator: boardAnimator, now: now,
      in: area.inset(by: 0), hits: &hits, into: &buffer)
    focus.columns = layout.columns
    if let lines = board.ending?.bannerPhrases(
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
    let matchCount = board?.matchCount ?? 2
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
        return { [door] _ in
          door.deliver(.newGame)
          return nil
        }
      case .matchCount:
        return { [door] _ in
          door.deliver(.setMatchCount(matchCount == 2 ? 3 : 2))
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

  /// A key the board does not take now: said why on the board, or on the screen's line.
  func answer(unbound press: KeyPress) -> String? {
    guard board != nil else { return nil }
    return UnboundKey.answer(press, in: .matchismo, through: door)
  }

  func perform(_ target: ScreenTarget) -> ScreenRequest? {
    switch target {
    case .card(let index):
      focus.index = index
      choose(at: index)
    case .button(.newGame): door.deliver(.newGame)
    case .button(.matchCount(let count)): door.deliver(.setMatchCount(count))
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
    guard let cards = board?.cards, cards.indices.contains(index) else { return }
    door.deliver(.choose(cardID: cards[index].id))
  }

  /// Moves through the history by `delta` outcomes; past the last, live play again.
  private func scrub(by delta: Int) {
    guard let history = board?.history, !history.entries.isEmpty else { return }
    let target = history.position + delta
    door.deliver(.showHistory(position: target >= history.entries.count - 1 ? nil : target))
  }
}
