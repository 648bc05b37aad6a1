import CardGames
import Memorize
import TerminalKit

/// The players panel: choose who sits at the table (people by name, computer players by level)
/// and start a new Memorize game with them.
final class PlayersOverlay: ScreenOverlay {
  private let palette: Palette
  /// Starts the game once the table is complete.
  private let start: ([Player]) -> Void
  private(set) var state: PlayersSetupState

  init(players: [Player], palette: Palette, start: @escaping ([Player]) -> Void) {
    self.palette = palette
    self.start = start
    state = PlayersSetupState(players: players)
  }

  func handle(_ press: KeyPress) -> OverlayResult {
    if press.key == .character("c") && press.modifiers == .control { return .quits }
    var state = self.state
    state.message = nil
    switch press.key {
    case .escape:
      return .closes
    case .up:
      state.move(by: -1)
    case .down, .tab:
      state.move(by: 1)
    case .left:
      state.cycleKind(by: -1)
    case .right:
      state.cycleKind(by: 1)
    case .backspace:
      state.deleteBackward()
    case .delete:
      state.removeFocusedSeat()
    case .enter:
      switch state.row {
      case .add:
        state.addSeat()
      case .seat:
        state.move(by: 1)
      case .start:
        guard let players = state.draft.players else {
          state.message = state.draft.problem
          break
        }
        start(players)
        return .closes
      }
    case .character(let character) where press.modifiers.isSubset(of: [.shift]):
      state.type(character)
    default:
      break
    }
    self.state = state
    return .stays
  }

  func draw(in area: Rect, hits: inout HitMap, into buffer: inout CellBuffer) {
    let width = min(area.width - 2, 56)
    let height = min(area.height, state.rows.count + 6)
    let box = Rect(
      x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2,
      width: width, height: height)
    buffer.fill(area)
    buffer.drawBox(
      box, border: .rounded, style: Style(foreground: palette.focus), title: ScreenText.players)
    let inner = box.inset(by: 1)
    var y = inner.y
    for row in state.rows {
      let focused = row == state.row
      let marker = focused ? "› " : "  "
      let style = focused ? Style(bold: true, reverse: !palette.usesColor) : Style()
      let text: String
      switch row {
      case .seat(let index):
        let seat = state.seats[index]
        let name = seat.name + (focused ? "▏" : "")
        text = "\(index + 1). \(name)  ◀ \(seat.kind.title) ▶"
      case .add:
        text = ScreenText.addSeat
      case .start:
        text = ScreenText.startNewGame
      }
      buffer.put(marker + text, x: inner.x, y: y, style: style, clip: inner)
      y += 1
    }
    if let message = state.message {
      buffer.put(
        message, x: inner.x + 2, y: y + 1, style: Style(foreground: palette.notice), clip: inner)
    }
    let hints = wrappedAtSeparators(ScreenText.playersKeys, width: inner.width - 1)
    for (offset, hint) in hints.reversed().enumerated() {
      buffer.put(
        hint, x: inner.x + 1, y: inner.maxY - 1 - offset, style: Style(foreground: palette.muted),
        clip: inner)
    }
  }
}
