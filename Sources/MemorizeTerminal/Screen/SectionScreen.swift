import Memorize
import TerminalKit

/// One section of the app on screen: what its status line says, what is inside its content
/// area, and what its keys and clicks do.
///
/// `MemorizeScreen` owns the chrome around the sections (status row, notice, tab bar), the
/// app-wide keys and the overlays; a section screen owns its content area and its focus.
protocol SectionScreen: AnyObject {
  /// The animator of the board on screen now, if any: while it moves the loop wakes at 60 Hz.
  var animator: BoardAnimator? { get }
  /// The focused card, once the player has moved to or clicked one.
  var cardFocus: Int? { get }

  /// Draws the section into `area`, recording what can be clicked in `hits`.
  func draw(in area: Rect, now: Double, hits: inout HitMap, into buffer: inout CellBuffer)
  /// The keys of the section as it is now (a key the app-wide keys did not take is looked up
  /// here), and the help's lines for them.
  var keyMap: [KeyCommand<ScreenRequest?>] { get }
  /// A click on a card or button this section owns.
  func perform(_ target: ScreenTarget) -> ScreenRequest?
  /// The mouse wheel turned over the screen.
  func scroll(_ direction: WheelDirection)
}

extension SectionScreen {
  var animator: BoardAnimator? { nil }
  var cardFocus: Int? { nil }
  func scroll(_ direction: WheelDirection) {}
}

/// What a section asks of the app screen that it cannot do itself: open an overlay.
enum ScreenRequest: Equatable {
  case openPlayers
  case openEditor(row: Int)
}

/// The focused card of a board, moved by arrows or h j k l through the rows last drawn.
struct BoardFocus {
  var index: Int?
  /// Cards per row of the board as last drawn.
  var columns: Int?

  /// Arrow or hjkl direction as a column/row step.
  static func step(for key: Key) -> (dx: Int, dy: Int)? {
    switch key {
    case .left, .character("h"): (-1, 0)
    case .right, .character("l"): (1, 0)
    case .up, .character("k"): (0, -1)
    case .down, .character("j"): (0, 1)
    default: nil
    }
  }

  /// Whether the focus is in the first column of its row.
  var isInFirstColumn: Bool {
    (index ?? 0) % max(1, columns ?? 1) == 0
  }

  /// The focused card on a board of `count` cards: the last card when the board shrank under
  /// the focus (a new game with fewer cards), none when there are no cards.
  func index(among count: Int) -> Int? {
    guard let index, count > 0 else { return nil }
    return min(max(0, index), count - 1)
  }

  /// Moves a focus left past the end of a board that shrank onto its last card, so it is never
  /// on a card that is not there, and dealing more later does not bring it back.
  mutating func keep(within count: Int) {
    guard count > 0, let kept = index(among: count) else { return }
    index = kept
  }

  mutating func move(by step: (dx: Int, dy: Int), count: Int) {
    guard count > 0 else { return }
    keep(within: count)
    let perRow = max(1, columns ?? 1)
    let current = min(index ?? 0, count - 1)
    let target = current + step.dx + step.dy * perRow
    if (0..<count).contains(target) {
      index = target
    } else if step.dy > 0, current / perRow < (count - 1) / perRow {
      // Down into a shorter last row: land on its last card rather than not moving at all.
      index = count - 1
    }
  }
}
