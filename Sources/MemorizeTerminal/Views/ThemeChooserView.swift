import Memorize
import TerminalKit

/// The theme chooser: one row per theme with a colour swatch, the number of pairs and sample emoji.
struct ThemeChooserView {
  let palette: Palette

  /// - Parameters:
  ///   - focusedRow: the row the keyboard focus is on, if the chooser has focus.
  ///   - themes: the themes; the one in play is marked with a dot.
  func draw(
    themes: [ThemePresentation], focusedRow: Int?, in area: Rect,
    hits: inout HitMap, into buffer: inout CellBuffer
  ) {
    guard area.height >= 3, area.width >= 12 else { return }
    buffer.put(
      Labels.themes, x: area.x + 1, y: area.y, style: Style(bold: true), clip: area)
    let buttonLines = area.width < 45 ? 2 : 1
    let listArea = Rect(
      x: area.x, y: area.y + 1, width: area.width, height: area.height - 1 - buttonLines)
    // Scroll so the focused row stays visible.
    let visibleRows = listArea.height
    let focus = focusedRow ?? 0
    let firstRow = max(0, min(focus - visibleRows + 1, themes.count - visibleRows))
    // Columns line up: names padded to the longest (at most a third of the row), pair counts
    // right-aligned, emoji samples after them.
    let nameWidth = min(
      themes.map { DisplayWidth.of(Sanitizer.sanitize($0.name)) }.max() ?? 0,
      max(8, area.width / 3))
    let pairsWidth = themes.map { DisplayWidth.of($0.pairsText) }.max() ?? 0
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
        palette.usesColor ? palette.swatch : "  ", x: x, y: y,
        style: style.foreground(palette.color(theme.colour)),
        clip: row)
      let marker = theme.isInPlay ? "•" : " "
      let name = theme.name.truncatedForTerminal(toWidth: nameWidth)
      buffer.put(marker + name, x: x + 1, y: y, style: style, clip: row)
      x += 2 + nameWidth + 2
      let pairs = theme.pairsText
      buffer.put(
        pairs, x: x + pairsWidth - DisplayWidth.of(pairs), y: y,
        style: style.foreground(palette.muted), clip: row)
      x += pairsWidth + 2
      let emojiRoom = row.maxX - x - 1
      // Sample emoji, as many as the row holds; none where the charset cannot show them.
      if emojiRoom >= 2 && palette.showsEmoji {
        buffer.put(theme.emoji.prefix(emojiRoom / 2).joined(), x: x, y: y, style: style, clip: row)
      }
      hits.add(row, .themeRow(index))
    }
    // The buttons flow left to right, onto a second line when the pane is narrow.
    let buttons = ButtonView(palette: palette)
    let items: [(String, ScreenButton, Bool)] = [
      (Labels.addTheme, .addTheme, true), (Labels.editTheme, .editTheme, true),
      (Labels.restyle, .restyle, themes.contains(where: \.isInPlay)),
      (Labels.randomTheme, .randomTheme, true), (Labels.players, .players, true),
    ]
    let totalWidth = items.reduce(1) { $0 + DisplayWidth.of($1.0) + 3 }
    var x = area.x + 1
    var y = totalWidth > area.width ? area.maxY - 2 : area.maxY - 1
    for (label, target, enabled) in items {
      if x + DisplayWidth.of(label) + 2 > area.maxX {
        x = area.x + 1
        y += 1
      }
      x =
        buttons.draw(
          label, at: Point(x: x, y: y), target: target, enabled: enabled, clip: area, hits: &hits,
          into: &buffer) + 1
    }
  }
}
