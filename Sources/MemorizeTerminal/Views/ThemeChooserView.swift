import CardGames
import Memorize
import TerminalKit

/// The theme chooser: one row per theme with a colour swatch, the number of pairs and sample emoji.
struct ThemeChooserView {
  let palette: Palette

  /// - Parameters:
  ///   - focusedRow: the row the keyboard focus is on, if the chooser has focus.
  ///   - currentThemeID: the theme of the game in progress, marked with a dot.
  func draw(
    themes: [Theme], focusedRow: Int?, currentThemeID: String?, in area: Rect,
    hits: inout HitMap, into buffer: inout CellBuffer
  ) {
    guard area.height >= 3, area.width >= 12 else { return }
    buffer.put(
      "Themes", x: area.x + 1, y: area.y, style: Style(bold: true), clip: area)
    let listArea = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 2)
    // Scroll so the focused row stays visible.
    let visibleRows = listArea.height
    let focus = focusedRow ?? 0
    let firstRow = max(0, min(focus - visibleRows + 1, themes.count - visibleRows))
    for (offset, theme) in themes.dropFirst(max(0, firstRow)).prefix(visibleRows).enumerated() {
      let index = firstRow + offset
      let y = listArea.y + offset
      let row = Rect(x: listArea.x, y: y, width: listArea.width, height: 1)
      let isFocused = focusedRow == index
      var style = Style()
      if isFocused {
        style =
          palette.usesColor
          ? Style(background: .rgb(red: 60, green: 60, blue: 72), bold: true) : Style(reverse: true)
      }
      buffer.fill(row, style: style)
      var x = buffer.put(isFocused ? "›" : " ", x: row.x, y: y, style: style, clip: row)
      x = buffer.put(
        palette.usesColor ? "██" : "  ", x: x, y: y,
        style: style.foreground(palette.color(theme.color)),
        clip: row)
      let marker = theme.id == currentThemeID ? "•" : " "
      x = buffer.put(marker + theme.name, x: x + 1, y: y, style: style, clip: row)
      let pairs = "\(theme.numberOfPairs) pairs"
      let emojiRoom = row.maxX - x - DisplayWidth.of(pairs) - 4
      x = buffer.put("  " + pairs, x: x, y: y, style: style.foreground(palette.muted), clip: row)
      if emojiRoom >= 4 {
        let sample = theme.emoji.prefix(emojiRoom / 2 - 1).joined()
        buffer.put("  " + sample, x: x, y: y, style: style, clip: row)
      }
      hits.add(row, .themeRow(index))
    }
    let buttons = ButtonView(palette: palette)
    var x = area.x + 1
    let y = area.maxY - 1
    x =
      buttons.draw(
        "+ New", at: Point(x: x, y: y), target: .addTheme, clip: area, hits: &hits, into: &buffer)
      + 1
    x =
      buttons.draw(
        "Edit", at: Point(x: x, y: y), target: .editTheme, clip: area, hits: &hits, into: &buffer)
      + 1
    buttons.draw(
      "Restyle", at: Point(x: x, y: y), target: .restyle, enabled: currentThemeID != nil,
      clip: area,
      hits: &hits, into: &buffer)
  }
}
