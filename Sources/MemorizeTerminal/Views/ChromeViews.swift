import Memorize
import TerminalKit

/// The top line: what is being played and how it is going, as the view model words it.
struct StatusLine {
  let palette: Palette

  /// The gap between the title and the items, and between items.
  static let gap = 3
  /// The gap where the essential items (every seat of a race of four at 40 columns) would not
  /// all fit with ``gap``.
  static let narrowGap = 2
  /// The gap where they would not fit with ``narrowGap`` either; a seat's mark column (the
  /// caller's "▶") keeps two seats apart still.
  static let narrowestGap = 1

  /// The gap `status` is drawn with in `width` columns: ``gap``, or ``narrowGap`` (then
  /// ``narrowestGap``) where only it keeps every essential item in the row, even with no title.
  static func gap(for status: SectionStatus, width: Int) -> Int {
    let essentials = status.items.filter { $0.priority == .essential }
    return [gap, narrowGap].first { essentialWidth(essentials, gap: $0) <= width }
      ?? narrowestGap
  }

  /// The columns `items` take in a row of their own, with ``space(before:gap:)`` between them
  /// and ``leading(before:gap:)`` before the first, each at its widest in the game.
  static func essentialWidth(_ items: [StatusItem], gap: Int) -> Int {
    guard let first = items.first else { return 0 }
    // The caller's space is counted wherever the turn stands, so the form chosen stays from
    // turn to turn: the seats as they are, each a space from its mark.
    let seats = items.map { item -> StatusItem in
      var seat = item
      seat.isCurrent = item.isCurrent.map { _ in false }
      return seat
    }
    let turn = gap == narrowestGap && items.contains { $0.isCurrent == true } ? 1 : 0
    return seats.dropFirst().reduce(leading(before: first, gap: gap)) {
      $0 + space(before: $1, gap: gap) + widest(of: $1)
    } + widest(of: first) + turn
  }

  /// The columns before `item` after the title or another item: `gap`; at ``narrowestGap``,
  /// none before a standing whose mark column is a space, which is then the gap, and one
  /// before the caller's, so its "▶" never runs into the seat before it ("Ana: 0·0 ▶Ben").
  static func space(before item: StatusItem, gap: Int) -> Int {
    guard gap == narrowestGap, let isCurrent = item.isCurrent else { return gap }
    return isCurrent ? 1 : 0
  }

  /// The columns before the row's first item where there is no title: one; none at
  /// ``narrowestGap`` before a standing, whose mark column is then the row's first.
  static func leading(before item: StatusItem, gap: Int) -> Int {
    gap == narrowestGap && item.isCurrent != nil ? 0 : 1
  }

  /// Draws the title, then as many items as fit, dropping the least important first; an item
  /// shows whole or not at all. Essential items (every player's standing) are never dropped:
  /// short of room for them, the title gives way to the view model's shorter one, then goes
  /// whole; a title too long for the row on its own (a long theme name) is cut after a whole
  /// word, with "…". Values with a shorter form (a count without its unit) take it when the
  /// essential items would not fit beside the shortest title.
  func draw(_ whole: SectionStatus, in row: Rect, into buffer: inout CellBuffer) {
    let status = Self.shortened(whole, width: row.width)
    let gap = Self.gap(for: status, width: row.width)
    buffer.fill(row)
    var titleStyle = Style(bold: true)
    if let color = status.color, palette.usesColor {
      titleStyle = titleStyle.foreground(palette.color(color))
    }
    let title = Self.title(of: status, width: row.width, gap: gap, ellipsis: palette.ellipsis)
    var x = row.x
    if !title.isEmpty {
      x = buffer.put(" " + title, x: row.x, y: row.y, style: titleStyle, clip: row)
    }
    let items = Self.fitting(
      status.items, in: max(0, row.maxX - x), gap: gap, afterTitle: !title.isEmpty)
    for (index, item) in items.enumerated() {
      x +=
        index == 0 && title.isEmpty
        ? Self.leading(before: item, gap: gap) : Self.space(before: item, gap: gap)
      let muted = Style(foreground: palette.muted)
      if let isCurrent = item.isCurrent {
        x = buffer.put(isCurrent ? "▶" : " ", x: x, y: row.y, style: muted, clip: row)
      }
      if let key = item.key {
        // A race seat's call key, as a key cap before the name and a space from it, as the tab
        // bar's keys are: "z Ana: 0".
        x = buffer.put(key, x: x, y: row.y, style: Style(bold: true, reverse: true), clip: row)
        x = buffer.put(" ", x: x, y: row.y, style: muted, clip: row)
      }
      let labelEnd = buffer.put(
        item.label + Self.separator(of: item), x: x, y: row.y, style: muted, clip: row)
      x = buffer.put(item.value, x: labelEnd, y: row.y, style: Style(bold: true), clip: row)
    }
  }

  /// The longest of the status's titles that leaves room for its essential items in `width`
  /// columns; none when no title does and there are essential items; the shortest, cut after
  /// a whole word, when there are none.
  static func title(
    of status: SectionStatus, width: Int, gap: Int = gap, ellipsis: String = "…"
  ) -> String {
    let essentials = status.items.filter { $0.priority == .essential }
    // Where the items are a column apart, they have the row to themselves.
    if gap == narrowestGap, !essentials.isEmpty { return "" }
    let essentialWidth = essentials.reduce(0) {
      $0 + space(before: $1, gap: gap) + widest(of: $1)
    }
    let room = width - 1 - essentialWidth
    let titles = [status.title] + status.shorterTitles
    if let fitting = titles.first(where: { DisplayWidth.of($0) <= room }) { return fitting }
    guard essentials.isEmpty else { return "" }
    return TextWrapping.shortened(titles.last ?? "", toWidth: max(1, width - 2), ellipsis: ellipsis)
  }

  /// `status` as it fits `width` columns: its items whole while all fit beside its shortest
  /// title; else the first form whose essential items fit: the whole names with the values
  /// whole, middle ("0p −1pts") or narrow ("0p −1"), beside the title, then alone; the same
  /// with the short labels ("CPU:"); only then the shortest values ("0·−1"), and the names cut
  /// as little as keeps every seat (``StatusItem/narrowerForms``: "Chris…:", "5s"). A whole
  /// name outlasts the clock and the title (issue 23: "CPU" where "Computer (good)" fitted,
  /// "Ana: 0·−1" at 40 columns). Values are measured at their widest in the game, so the form
  /// chosen for a width stays from move to move.
  static func shortened(_ status: SectionStatus, width: Int) -> SectionStatus {
    func essentials(_ items: [StatusItem]) -> [StatusItem] {
      items.filter { $0.priority == .essential }
    }
    func measure(_ items: [StatusItem]) -> Int { items.reduce(0) { $0 + gap + widest(of: $1) } }
    let shortestTitle = ([status.title] + status.shorterTitles).map(DisplayWidth.of).min() ?? 0
    guard 1 + shortestTitle + measure(status.items) > width else { return status }
    var shortened = status
    let values: [(StatusItem) -> StatusItem] = [{ $0 }, \.withMiddleValue, \.withNarrowValue]
    let labels: [(StatusItem) -> StatusItem] = [{ $0 }, \.withShortLabel]
    let fitting = labels.lazy.compactMap { label -> [StatusItem]? in
      let forms = values.map { value in status.items.map { value(label($0)) } }
      return forms.first { 1 + shortestTitle + measure(essentials($0)) <= width }
        ?? forms.first { essentialWidth(essentials($0), gap: gap) <= width }
    }.first
    if let fitting {
      shortened.items = fitting
      return shortened
    }
    shortened.items = status.items.map(\.shortened)
    // Still too wide even with no title (four seats and a countdown at 40 columns, four long
    // names at 80, three at 40): the first step of the items' narrower forms (a name cut with
    // "…", "5s") where they fit at the narrowest gap, else the last: as much of each name as
    // the row holds.
    let steps = status.items.map(\.narrowerSteps).max() ?? 0
    func essentialsFit(_ items: [StatusItem]) -> Bool {
      essentialWidth(items.filter { $0.priority == .essential }, gap: narrowestGap) <= width
    }
    guard steps > 0, !essentialsFit(shortened.items) else { return shortened }
    func narrowed(_ step: Int) -> [StatusItem] { status.items.map { $0.narrowed(step) } }
    shortened.items = narrowed(
      NarrowingStep.first(of: steps, where: { essentialsFit(narrowed($0)) }))
    return shortened
  }

  /// The columns `item` takes with its value at its widest in the game
  /// (``StatusItem/widestValue``), or as it is where that is wider.
  static func widest(of item: StatusItem) -> Int {
    var widest = item
    widest.value = item.widestValue ?? item.value
    return max(DisplayWidth.of(text(of: item)), DisplayWidth.of(text(of: widest)))
  }

  /// The items that fit in `width` columns, the spaces before them included: after a title
  /// (``space(before:gap:)`` before each), else at the row's start (``leading(before:gap:)``
  /// before the first).
  static func fitting(
    _ items: [StatusItem], in width: Int, gap: Int = gap, afterTitle: Bool = false
  ) -> [StatusItem] {
    // Each is measured with the space before it; the first's leading is fewer where no title
    // stands before it (`gap - 1`; at the narrowest gap, the caller's one space).
    let room =
      width
      + (afterTitle
        ? 0
        : items.first.map { space(before: $0, gap: gap) - leading(before: $0, gap: gap) } ?? 0)
    let measure = { (item: StatusItem) in
      DisplayWidth.of(text(of: item)) + space(before: item, gap: gap)
    }
    let kept = StatusItem.fitting(items, in: room, width: measure)
    let essentials = items.filter { $0.priority == .essential }
    guard kept.count(where: { $0.priority == .essential }) < essentials.count else { return kept }
    // Short of room for every seat even so (four at 40 columns, two of them computers): the
    // view model's choice of seats and its sign for those hidden ("+1"), never a seat gone
    // without a trace, nor the one to move.
    let shown = StatusItem.seatsShown(
      essentials, in: room, width: measure,
      signWidth: { DisplayWidth.of(Phrases.hiddenSeats($0)) + gap })
    let hidden = essentials.count - shown.count
    return hidden > 0
      ? shown + [StatusItem("", Phrases.hiddenSeats(hidden), priority: .essential)] : shown
  }

  /// An item as the line shows it: "Score 4", "▶Ana 2", a race seat with its call key
  /// "▶z Ana: 2", a countdown in its fewest columns "5s".
  static func text(of item: StatusItem) -> String {
    mark(of: item) + (item.key.map { $0 + " " } ?? "") + item.label + separator(of: item)
      + item.value
  }

  /// A standing marks the player to move ("▶", else a space); other items have no mark.
  static func mark(of item: StatusItem) -> String {
    guard let isCurrent = item.isCurrent else { return "" }
    return isCurrent ? "▶" : " "
  }

  /// What goes between an item's label and value; nothing where the value has no label ("5s").
  static func separator(of item: StatusItem) -> String {
    item.label.isEmpty ? "" : Typography.separator(between: item.label, and: item.value)
  }
}

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
