import Memorize
import TerminalKit

/// An opaque box in the middle of the content with a question, two buttons (yes and no), and
/// under them the question's other keys.
///
/// Draws what the view model asks (``PendingThemeDeal``, ``TableQuestion``); the keys on the buttons and in the
/// footer are the lines of the question's key table, which `MemorizeScreen` handles the keys by.
struct ConfirmDialog {
  let palette: Palette

  func draw(
    _ pending: PendingThemeDeal, keys: [KeyTable.Line], in area: Rect, hits: inout HitMap,
    into buffer: inout CellBuffer
  ) {
    draw(
      TableQuestion(
        question: pending.question, confirmLabel: pending.confirmLabel,
        cancelLabel: pending.cancelLabel), keys: keys, in: area, hits: &hits, into: &buffer)
  }

  /// Draws `pending`, any yes or no question of the view model's (closing a shared table).
  func draw(
    _ pending: TableQuestion, keys: [KeyTable.Line], in area: Rect, hits: inout HitMap,
    into buffer: inout CellBuffer
  ) {
    // Each button names its line's keys ("[y/Enter]"), or only the first where both buttons
    // would not fit the screen so ("[y]").
    func button(_ action: Labels.KeyAction, _ label: String, allKeys: Bool) -> String {
      guard let line = keys.first(where: { $0.action == action }) else { return label }
      return "[" + (allKeys ? line.compactKeys : line.leadKey) + "] " + label
    }
    var yes = button(.answerYes, pending.confirmLabel, allKeys: true)
    var no = button(.answerNo, pending.cancelLabel, allKeys: true)
    if DisplayWidth.of(yes) + 2 + DisplayWidth.of(no) + 4 > area.width {
      yes = button(.answerYes, pending.confirmLabel, allKeys: false)
      no = button(.answerNo, pending.cancelLabel, allKeys: false)
    }
    let others = keys.filter { $0.action != .answerYes && $0.action != .answerNo }
    let buttonsWidth = DisplayWidth.of(yes) + 2 + DisplayWidth.of(no)
    let width = min(area.width, max(buttonsWidth + 4, min(60, area.width)))
    // Two columns inside the frame on each side, as at 80 columns: where the buttons side by
    // side would touch the frame (40 columns: "[n] Keep playing" ran into it), each takes a
    // row of its own.
    let stacked = buttonsWidth + 4 > width
    let buttonRows = stacked ? 2 : 1
    let footer = KeyTable.footer(
      others, width: max(1, width - 4), lineCount: 1, columns: DisplayWidth.of)
    let lines = TextWrapping.wrap(pending.question, toWidth: max(1, width - 4))
    let height = min(area.height, lines.count + 4 + buttonRows + footer.count)
    let box = Rect(
      x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2,
      width: width, height: height)
    buffer.fill(box)
    buffer.drawBox(box, border: .rounded, style: Style(foreground: palette.focus))
    for (row, line) in lines.prefix(max(0, height - 4 - buttonRows - footer.count)).enumerated() {
      buffer.put(line, x: box.x + 2, y: box.y + 2 + row, clip: box.inset(by: 1))
    }
    let buttonsY = box.maxY - 1 - buttonRows - footer.count
    // In a box narrower than the buttons, only their drawn part takes clicks.
    let inside = box.inset(by: 1).intersection(buffer.bounds)
    let yesX =
      stacked
      ? box.x + max(2, (box.width - DisplayWidth.of(yes)) / 2)
      : box.x + max(2, (box.width - buttonsWidth) / 2)
    let yesEnd = buffer.put(yes, x: yesX, y: buttonsY, style: Style(bold: true), clip: inside)
    hits.add(
      Rect(x: yesX, y: buttonsY, width: yesEnd - yesX, height: 1).intersection(inside),
      .button(.confirm))
    let noX = stacked ? box.x + max(2, (box.width - DisplayWidth.of(no)) / 2) : yesEnd + 2
    let noY = stacked ? buttonsY + 1 : buttonsY
    let noEnd = buffer.put(no, x: noX, y: noY, clip: inside)
    hits.add(
      Rect(x: noX, y: noY, width: noEnd - noX, height: 1).intersection(inside),
      .button(.cancel))
    for (row, line) in footer.enumerated() {
      buffer.put(
        line,
        in: Rect(x: box.x + 1, y: noY + 1 + row, width: box.width - 2, height: 1),
        alignment: .center, style: Style(foreground: palette.muted))
    }
  }
}
