import Memorize
import TerminalKit

/// The Set section: twelve or more cards in play, find three that make a set — alone, or at a
/// race where each person calls Set! with their own key.
///
/// It draws its door's board (``GameDoor/board(of:)``: the app's, or a shared table's) and sends
/// every key and click through ``GameDoor/deliver(_:)``; what a refused intent says
/// (``BoardPresentation/refusal``) takes the last row until the next. At a shared table each
/// person has a keyboard of their own: the seats' call keys and the players panel are not
/// offered, one key calls Set! for the player's own seat (``KeyTable/tableCallKey``), and a card
/// chosen is a pick the table makes a claim of.
final class SetSectionScreen: SectionScreen {
  private let door: any GameDoor
  private let palette: Palette
  private var focus = BoardFocus()
  /// What the race's row showed and let go, from frame to frame.
  private let rowMemory = RaceRowMemory()

  init(door: any GameDoor, palette: Palette) {
    self.door = door
    self.palette = palette
  }

  /// The board as the door shows it now, its refusal in the words of the marks it draws.
  private var board: BoardPresentation? { door.board(of: .set)?.byMarks }

  var cardFocus: Int? { focus.index(among: board?.cards.count ?? 0) }
  private(set) var unsaidAnswer: String?

  func draw(in area: Rect, now: Double, hits: inout HitMap, into buffer: inout CellBuffer) {
    unsaidAnswer = nil
    guard let board else { return }
    focus.keep(within: board.cards.count)
    // The row under the cards has room for the verdict, not for the longer status sentence.
    let layout = SetBoardView(palette: palette, rowMemory: rowMemory).draw(
      board, focusedCard: focus.index ?? 0, line: board.refusal ?? board.verdict, in: area,
      hits: &hits, into: &buffer, unsaid: &unsaidAnswer)
    focus.columns = layout.columns
    if let lines = board.ending?.bannerPhrases(
      newGameKey: KeyTable.set.line(for: .newGame)?.leadKey ?? "")
    {
      // Like Memorize's: the table cleared, the banner in the middle (the buttons stay; at a
      // race, while a key was refused, its row above them too, so the refusal is read).
      let kept = board.race != nil && board.refusal != nil ? 2 : 1
      let board = Rect(x: area.x, y: area.y, width: area.width, height: area.height - kept)
      GameOverBanner(palette: palette).draw(lines, over: board, into: &buffer)
    }
  }

  /// Sends `intent`; a refusal comes back on the board.
  private func send(_ intent: Intent) {
    door.deliver(intent)
  }

  /// Chooses the card at `index` on the board as drawn.
  private func choose(at index: Int) {
    guard let cards = board?.cards, cards.indices.contains(index) else { return }
    focus.index = index
    send(.choose(cardID: cards[index].id))
  }

  var keyMap: [KeyCommand<ScreenRequest?>] {
    let count = board?.cards.count ?? 0
    let isLocal = door.isLocal
    return bindKeys(.set) { [unowned self] action in
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
      case .callSet, .askForMoreCards:
        guard isLocal else { return nil }
        return { [unowned self] press in
          guard case .character(let key) = press.key, let seat = KeyTable.raceSeat(ofKey: key)
          else { return nil }
          let asks = key.isUppercase || press.modifiers.contains(.shift)
          send(asks ? .askForMoreCards(seat: seat) : .callSet(seat: seat))
          return nil
        }
      case .callSetAtTable:
        // At a shared table's race on screen, the player's own seat, as the door says
        // (``GameDoor/callingSeat``); not for a watcher, who has none.
        guard !isLocal, board?.race != nil, let seat = door.callingSeat else { return nil }
        return { [unowned self] _ in
          send(.callSet(seat: seat))
          return nil
        }
      case .dealThreeMore:
        return { [unowned self] _ in
          send(.dealThreeMore)
          return nil
        }
      case .setHint:
        // Only while the board offers a hint (a race gives none): the help then lists no `i`,
        // and the key, unbound, still says why (``UnboundKey``).
        guard board?.button(.hint) != nil else { return nil }
        return { [unowned self] _ in
          send(.hint)
          return nil
        }
      case .players:
        guard isLocal else { return nil }
        return { _ in .openPlayers }
      case .newGame:
        return { [unowned self] _ in
          send(.newGame)
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
    return UnboundKey.answer(press, in: .set, through: door)
  }

  func perform(_ target: ScreenTarget) -> ScreenRequest? {
    switch target {
    case .card(let index): choose(at: index)
    case .button(.newGame): send(.newGame)
    case .button(.dealThreeMore): send(.dealThreeMore)
    case .button(.hint): send(.hint)
    case .button(.callSet(let seat)): send(.callSet(seat: seat))
    case .tab, .themeRow, .button: break
    }
    return nil
  }
}
