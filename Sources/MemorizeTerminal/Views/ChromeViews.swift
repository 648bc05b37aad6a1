import Memorize
import TerminalKit

/// A clickable label in brackets, such as "[ New game ]".
struct ButtonView {
  let palette: Palette

  /// - Parameter explainsWhenDisabled: a disabled button still takes clicks, so the view model
  ///   can say why it does nothing (Set's Deal 3 more on an empty deck).
  @discardableResult
  func draw(
    _ label: String, at point: Point, target: ScreenButton, enabled: Bool = true,
    explainsWhenDisabled: Bool = false, highlighted: Bool = false, clip: Rect, hits: inout HitMap,
    into buffer: inout CellBuffer
  ) -> Int {
    var style = Style(foreground: enabled ? .default : palette.muted)
    if highlighted {
      style =
        palette.usesColor
        ? Style(foreground: palette.focus, bold: true) : Style(bold: true, reverse: true)
    }
    if !enabled { style = style.dim() }
    // A disabled button is dim; on a terminal without dim (a vt100) it loses its brackets
    // instead, the same width, so it no longer looks like a button.
    let text = enabled || palette.showsDim ? "[\(label)]" : " \(label) "
    let end = buffer.put(text, x: point.x, y: point.y, style: style, clip: clip)
    if enabled || explainsWhenDisabled {
      // Only what was drawn takes clicks: `end` is where the label would end unclipped, and a
      // button pushed past its area (a narrow terminal, a long history count) must not claim
      // columns beside it or off the screen.
      let drawn = Rect(x: point.x, y: point.y, width: end - point.x, height: 1)
      hits.add(drawn.intersection(clip).intersection(buffer.bounds), .button(target))
    }
    return end
  }
}

/// The end of a game, drawn on a cleared board: a double box with the view model's ending in
/// the middle (the headline, then the reason and the best, a line each), and under it a row of
/// what was played (the pairs' emoji), if there is one.
///
/// The board is cleared first, whole: nothing of the cards (a last pair, a face still flying)
/// may peek out around the box, so the final frame is the same at every size and after Ctrl-L.
/// A board too low for every line keeps the headline and as many of the others as fit.
struct GameOverBanner {
  let palette: Palette

  func draw(
    _ lines: [GameEnding.BannerLine], trophies: [String] = [], over board: Rect,
    into buffer: inout CellBuffer
  ) {
    buffer.fill(board)
    // A line too wide for the box's inside (a border and a space each side) breaks into the
    // phrases the view model gives (the result, then the key that deals again; one player's
    // score after another), a phrase still too wide into its finer ones (the title, then the
    // result with its time; a player's name, then the score), and only then between words, so
    // a narrow terminal reads the whole sentence on more rows and never a key's phrase, a time
    // or a score torn apart; the headline's rows stay bold.
    let inside = max(1, board.width - 4)
    let fits = { (text: String) in DisplayWidth.of(text) <= inside }
    let rows = lines.enumerated().flatMap { index, entry in
      let pieces =
        fits(entry.line) || entry.parts.isEmpty
        ? [entry.line]
        : entry.parts.enumerated().flatMap { part, text in
          let finer = entry.finer.indices.contains(part) ? entry.finer[part] : []
          return fits(text) || finer.isEmpty ? [text] : finer
        }
      // A lead-in ("… the cards left:") goes down with what it names ("left: A♦ 5♠.").
      return TextWrapping.keepingLeadIns(
        pieces.flatMap { TextWrapping.wrap($0, toWidth: inside) }, toWidth: inside
      )
      .map { (text: $0, isHeadline: index == 0) }
    }
    let shown = Array(rows.prefix(max(1, board.height - 2)))
    let padded = shown.map { " " + $0.text + " " }
    let width = min(board.width, (padded.map(DisplayWidth.of).max() ?? 0) + 2)
    let height = min(shown.count + 2, board.height)
    // Centred, and never below the board: a box as tall as the board starts at its top, so
    // its bottom edge never covers the row under it (Matchismo's buttons at 40×15).
    let centred = board.y + max(0, board.height / 2 - 1 - (shown.count - 1) / 2)
    let box = Rect(
      x: board.x + (board.width - width) / 2, y: min(centred, board.maxY - height),
      width: width, height: height)
    buffer.drawBox(box, border: .double, style: Style(foreground: palette.focus, bold: true))
    for (index, line) in padded.enumerated() where box.y + 1 + index < box.maxY {
      buffer.put(
        line.truncatedForTerminal(toWidth: max(1, box.width - 2)),
        in: Rect(x: box.x + 1, y: box.y + 1 + index, width: box.width - 2, height: 1),
        alignment: .center, style: Style(bold: shown[index].isHeadline))
    }
    // The trophies: as many whole emoji as fit, a column apart, centred under the box.
    let row = box.maxY + 1
    guard !trophies.isEmpty, row < board.maxY else { return }
    var shownTrophies: [String] = []
    var rowWidth = -1
    for trophy in trophies {
      let next = rowWidth + 1 + DisplayWidth.of(trophy)
      if next > board.width - 2 { break }
      shownTrophies.append(trophy)
      rowWidth = next
    }
    var x = board.x + (board.width - rowWidth) / 2
    for trophy in shownTrophies {
      x = buffer.put(trophy, x: x, y: row, clip: board) + 1
    }
  }
}
