import Memorize
import TerminalKit

/// The help overlay shown on `?`: the keys in one column and what they do in the next; a
/// description too long for the box goes on under itself, and keys too long for their column
/// get a row of their own. A help taller than the box scrolls, and its foot says how.
struct HelpOverlay {
  let palette: Palette

  /// The help laid out in an area.
  struct Layout: Equatable {
    /// Every row of text, top to bottom, as wide as `textWidth` at most.
    var rows: [String]
    var box: Rect
    /// Columns from the box's edge to the text: the border and a space.
    static let margin = 2
    /// How many rows show at once.
    var visibleRows: Int { max(0, box.height - 4) }
    /// The first row shown at the most scrolled.
    var lastOffset: Int { max(0, rows.count - visibleRows) }
    var scrolls: Bool { rows.count > visibleRows }
  }

  /// The rows of `keys` in `width` columns, and the box they take in `area`.
  static func layout(_ keys: [HelpLine], in area: Rect) -> Layout {
    let width = max(1, area.width - 2 * Layout.margin)
    let rows = rows(keys, width: width)
    let longest = rows.map { DisplayWidth.of($0) }.max() ?? 0
    let boxWidth = min(area.width, longest + 2 * Layout.margin)
    let height = min(area.height, rows.count + 4)
    let box = Rect(
      x: area.x + (area.width - boxWidth) / 2, y: area.y + (area.height - height) / 2,
      width: boxWidth, height: height)
    return Layout(rows: rows, box: box)
  }

  /// Two columns: the keys, then what they do, lined up by display width (CJK is two columns).
  /// Where a line does not fit `width`, the keys column is at most a third of it, and the rest
  /// is wrapped on words (on characters for Chinese) under the description column.
  static func rows(_ keys: [HelpLine], width: Int) -> [String] {
    let keyWidth = keys.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let actionWidth = keys.map { DisplayWidth.of($0.action) }.max() ?? 0
    let column = keyWidth + 1 + actionWidth <= width ? keyWidth : min(keyWidth, width / 3)
    let indent = String(repeating: " ", count: column + 1)
    var rows: [String] = []
    for line in keys {
      let actionRows = TextWrapping.wrap(line.action, toWidth: max(1, width - column - 1))
      let keys = DisplayWidth.of(line.keys)
      if keys <= column {
        let pad = String(repeating: " ", count: column - keys + 1)
        rows.append(line.keys + pad + (actionRows.first ?? ""))
        rows += actionRows.dropFirst().map { indent + $0 }
      } else {
        rows += TextWrapping.wrap(line.keys, toWidth: width)
        rows += actionRows.map { indent + $0 }
      }
    }
    return rows
  }

  /// Draws the help in `area` from row `offset` of its rows; the foot says the help's own keys
  /// (from `scrollKeys`, the help's key table): how to quit and close it, and how to scroll it
  /// when it does not fit.
  func draw(
    _ keys: [HelpLine], offset: Int, scrollKeys: [KeyTable.Line], in area: Rect,
    hits: inout HitMap, into buffer: inout CellBuffer
  ) {
    let layout = Self.layout(keys, in: area)
    let box = layout.box
    let margin = Layout.margin
    buffer.fill(box)
    buffer.drawBox(
      box, border: .rounded, style: Style(foreground: palette.focus), title: Labels.helpTitle)
    let offset = min(max(0, offset), layout.lastOffset)
    for (row, line) in layout.rows.dropFirst(offset).prefix(layout.visibleRows).enumerated() {
      buffer.put(
        line.truncatedForTerminal(toWidth: box.width - 2 * margin), x: box.x + margin,
        y: box.y + 1 + row, clip: box.inset(by: 1))
    }
    let muted = Style(foreground: palette.muted)
    // The help's own keys; a help that fits does not scroll, so its foot leaves those out.
    let footKeys =
      layout.scrolls
      ? scrollKeys : scrollKeys.filter { $0.action != .scrollHelp && $0.action != .pageHelp }
    let foot =
      KeyTable.footer(
        footKeys, width: max(1, box.width - 2 * margin), lineCount: 1, columns: DisplayWidth.of
      ).first ?? ""
    buffer.put(
      foot, in: Rect(x: box.x, y: box.maxY - 2, width: box.width, height: 1),
      alignment: .center, style: muted)
    // Marks on the right border where there is more above or below.
    if layout.scrolls, box.height >= 4 {
      let style = Style(foreground: palette.focus, bold: true)
      if offset > 0 {
        buffer.put(palette.isASCII ? "^" : "▲", x: box.maxX - 1, y: box.y + 1, style: style)
      }
      if offset < layout.lastOffset {
        buffer.put(
          palette.isASCII ? "v" : "▼", x: box.maxX - 1, y: box.y + layout.visibleRows,
          style: style)
      }
    }
    hits.add(area, .button(.closeHelp))
  }
}
