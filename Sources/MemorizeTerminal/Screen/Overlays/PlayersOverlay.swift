import Memorize
import TerminalKit

/// The players panel: choose who sits at the table (people by name, computer players by level)
/// and start a new Memorize game with them, or in Set a race.
final class PlayersOverlay: ScreenOverlay {
  var keyTable: KeyTable { .players }
  private let palette: Palette
  /// Sends the table to start (``Intent/startPlayers(_:)``) and says what became of it.
  private let start: (PlayersDraft) -> IntentResult
  private(set) var state: PlayersSetupState

  /// The panel opened on the view model's table (``AppModel/playersDraft``).
  init(draft: PlayersDraft, palette: Palette, start: @escaping (PlayersDraft) -> IntentResult) {
    self.palette = palette
    self.start = start
    state = PlayersSetupState(draft: draft)
  }

  /// What the last key handled did (for tests that drive the real handler).
  private(set) var lastHandled: Labels.KeyAction?

  func handle(_ press: KeyPress) -> OverlayResult {
    state.message = nil
    let command = keyMap.command(for: press)
    lastHandled = command?.action
    return command?.perform(press) ?? .stays
  }

  /// The panel's keys, from its table (``KeyTable/players``): they handle the keys and write the
  /// footer.
  var keyMap: [KeyCommand<OverlayResult>] {
    bindKeys(.players) { [unowned self] action in
      switch action {
      case .moveInSeats:
        return { [unowned self] press in
          state.move(by: press.key == .up ? -1 : 1)
          return .stays
        }
      case .typeName:
        return { [unowned self] press in
          if case .character(let character) = press.key { state.type(character) }
          return .stays
        }
      case .seatKind:
        return { [unowned self] press in
          state.cycleKind(by: press.key == .left ? -1 : 1)
          return .stays
        }
      case .addOrStart:
        return { [unowned self] _ in enter() }
      case .removeSeat:
        return { [unowned self] _ in
          state.removeFocusedSeat()
          return .stays
        }
      case .eraseLetter:
        return { [unowned self] _ in
          state.deleteBackward()
          return .stays
        }
      case .close:
        return { _ in .closes }
      case .quit:
        return { _ in .quits }
      default:
        return nil
      }
    }
  }

  /// Enter: adds a seat, moves on from a seat, or starts the game with a complete table.
  private func enter() -> OverlayResult {
    switch state.row {
    case .add:
      state.addSeat()
    case .seat:
      state.move(by: 1)
    case .start:
      // The view model says what is wrong with the table, if anything; the panel stays open.
      if case .refused(let reason) = start(state.draft) {
        state.message = reason
        return .stays
      }
      return .closes
    }
    return .stays
  }

  func draw(in area: Rect, hits: inout HitMap, into buffer: inout CellBuffer) {
    let width = min(area.width - 2, 72)
    let height = min(area.height, state.rows.count + 6)
    let box = Rect(
      x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2,
      width: width, height: height)
    buffer.fill(area)
    buffer.drawBox(
      box, border: .rounded, style: Style(foreground: palette.focus), title: Labels.players)
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
        text = seatText(
          number: index + 1, name: Phrases.shownName(seat.name),
          shortName: Phrases.shortName(seat.name), kind: seat.kind.title, focused: focused,
          width: inner.width - DisplayWidth.of(marker) - 1)
      case .add:
        text = Labels.addSeat
      case .start:
        text = Labels.startNewGame
      }
      buffer.put(marker + text, x: inner.x, y: y, style: style, clip: inner)
      y += 1
    }
    let footer = footer(width: inner.width - 2)
    if let message = state.message {
      // On the lines between the rows and the footer, wrapped; cut after a word only where
      // they are too few.
      let lines = TextWrapping.fit(
        message, toWidth: max(1, inner.width - 3),
        lines: max(1, inner.maxY - footer.count - (y + 1)), ellipsis: palette.ellipsis)
      for (offset, line) in lines.enumerated() {
        buffer.put(
          line, x: inner.x + 2, y: y + 1 + offset, style: Style(foreground: palette.notice),
          clip: inner)
      }
    }
    for (offset, hint) in footer.reversed().enumerated() {
      buffer.put(
        hint, x: inner.x + 1, y: inner.maxY - 1 - offset, style: Style(foreground: palette.muted),
        clip: inner)
    }
  }

  /// A seat's row in `width` columns: "1. Ana  ◀ Person ▶", never the person/computer switch
  /// cut. Where the name would reach the border, its shorter form where it has one (a computer
  /// the game named: "3. CPU  ◀ Computer, forgetful ▶", not "3. Comp…" or, focused, "3. …ul)"),
  /// else the name shortened with an ellipsis (its end where it is being typed, so the cursor
  /// shows).
  func seatText(
    number: Int, name: String, shortName: String? = nil, kind: String, focused: Bool, width: Int
  ) -> String {
    let prefix = "\(number). "
    let cursor = focused ? "▏" : ""
    let switcher = "  ◀ \(kind) ▶"
    let room = width - DisplayWidth.of(prefix + cursor + switcher)
    var clean = Sanitizer.sanitize(name)
    if DisplayWidth.of(clean) > room, let short = shortName.map(Sanitizer.sanitize),
      DisplayWidth.of(short) <= room
    {
      clean = short
    }
    var shown = clean
    if DisplayWidth.of(clean) > room {
      let ellipsis = palette.ellipsis
      if focused {
        // The end of the name, after an ellipsis: the letters being typed stay in sight.
        var tail = ""
        for character in clean.reversed() {
          if DisplayWidth.of(ellipsis + String(character) + tail) > room { break }
          tail = String(character) + tail
        }
        shown = room >= DisplayWidth.of(ellipsis) ? ellipsis + tail : ""
      } else {
        shown = clean.truncatedForTerminal(toWidth: max(0, room), ellipsis: ellipsis)
      }
    }
    return prefix + shown + cursor + switcher
  }

  /// The key footer at `width` columns: two lines at most, whole items by priority.
  func footer(width: Int) -> [String] {
    KeyTable.footer(
      KeyTable.players.lines, width: width, lineCount: 2, columns: DisplayWidth.of)
  }
}
