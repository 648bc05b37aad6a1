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

  /// What the line shows of a status in a width: its title (empty for none), the items kept
  /// in the forms chosen, and the columns between them.
  struct Layout: Equatable {
    var title: String
    var items: [StatusItem]
    var gap: Int
  }

  /// One step of the header's order of giving way (``StatusItem/Priority``): which title, which
  /// forms of the items, which items dropped, how far apart.
  private struct Step {
    /// The index of the title among the status's titles, longest first; their count for none.
    var title = 0
    var shortLabels = false
    /// Whether a countdown shows its value alone ("25 s").
    var countdowns = false
    /// 0 whole, 1 middle ("0p 0pts"), 2 narrow ("0p 0"), 3 short ("0·0").
    var values = 0
    var dropped: Set<Int> = []
    var gap = StatusLine.gap
    /// The step of the items' narrower forms (a name cut with "…"), once they are taken.
    var cut: Int? = nil

    init() {}

    /// `step` with its items `gap` apart.
    init(from step: Step, gap: Int) {
      self = step
      self.gap = gap
    }

    func form(of item: StatusItem) -> StatusItem {
      if let cut { return item.narrowed(cut) }
      if countdowns, item.narrowing == .countdown { return item.narrowed(0) }
      if values >= 3 { return item.shortened }
      let labelled = shortLabels ? item.withShortLabel : item
      return values == 2
        ? labelled.withNarrowValue : values == 1 ? labelled.withMiddleValue : labelled
    }
  }

  /// How `status` shows in `width` columns: the first step of the header's one order of giving
  /// way where everything it keeps fits, so a wider terminal never shows less (pt-54a: 90
  /// columns showed the whole title, 100 only the theme). Short of room it gives up, in turn:
  /// the low and medium items, one at a time, the later of two equal ones first; the values'
  /// long units ("0 pairs, 0 pts" → "0p 0pts"); the high items (the clock); the title, to its shorter
  /// forms, then whole (the tab bar names the game); the points' unit ("0p 0"); the seats'
  /// whole names ("CPU", a countdown's "Ana: 25 s"); a countdown's label ("25 s"); the items
  /// that outlast whole names (a race's deck); the units ("0·0"); the room between items (two
  /// columns, then one, a seat's mark column being it); and only then as much of each name as
  /// the row needs (``StatusItem/narrowerForms``: "Chris…:", "5s"). Values are measured at
  /// their widest in the game, so the form chosen for a width stays from move to move. Short of
  /// room even so, the view model's choice of seats and its sign for those hidden ("+1").
  static func layout(_ status: SectionStatus, width: Int, ellipsis: String = "…") -> Layout {
    let titles = [status.title] + status.shorterTitles
    let hasEssentials = status.items.contains { $0.priority == .essential }
    // The later of two equal items goes first, as StatusItem.fitting drops them.
    func dropOrder(_ priority: StatusItem.Priority) -> [Int] {
      status.items.indices.filter { status.items[$0].priority == priority }.reversed()
    }
    var steps: [Step] = []
    var step = Step()
    func next(_ change: (inout Step) -> Void) {
      change(&step)
      steps.append(step)
    }
    steps.append(step)
    for priority in [StatusItem.Priority.low, .medium] {
      for index in dropOrder(priority) { next { $0.dropped.insert(index) } }
    }
    // The long units give way before the clock: at 80 columns a game of two kept "0 pairs,
    // 0 pts" and lost its time, where "0p 0pts" leaves room for both.
    next { $0.values = 1 }
    for index in dropOrder(.high) { next { $0.dropped.insert(index) } }
    for index in titles.indices.dropFirst() { next { $0.title = index } }
    // A title never gives way to nothing where nothing else is on the row: it is cut instead.
    if hasEssentials { next { $0.title = titles.count } }
    next { $0.values = 2 }
    next { $0.shortLabels = true }
    // A countdown's seconds alone ("25 s"), before any name is cut or an item outlasting the
    // whole names goes.
    next { $0.countdowns = true }
    for index in dropOrder(.aboveWholeNames) { next { $0.dropped.insert(index) } }
    next { $0.values = 3 }
    if hasEssentials {
      next { $0.gap = narrowGap }
      next { $0.gap = narrowestGap }
      let cuts = status.items.map(\.narrowerSteps).max() ?? 0
      for cut in 0..<cuts { next { $0.cut = cut } }
    }
    func title(of step: Step) -> String {
      titles.indices.contains(step.title) ? titles[step.title] : ""
    }
    func items(of step: Step) -> [StatusItem] {
      status.items.indices.filter { !step.dropped.contains($0) }.map {
        step.form(of: status.items[$0])
      }
    }
    func fits(_ step: Step) -> Bool {
      rowWidth(title: title(of: step), items: items(of: step), gap: step.gap) <= width
    }
    var chosen = steps.first(where: fits) ?? step
    // What it shows, as far apart as the row allows (names cut with "…" still three columns
    // apart where they fit so).
    if let roomier = [gap, narrowGap].first(where: { gap in
      gap > chosen.gap && fits(Step(from: chosen, gap: gap))
    }) {
      chosen.gap = roomier
    }
    var shownTitle = title(of: chosen)
    if !hasEssentials, DisplayWidth.of(shownTitle) > width - 1 {
      // A title too long for the row on its own (a long theme name): cut after a whole word.
      shownTitle = TextWrapping.shortened(
        titles.last ?? "", toWidth: max(1, width - 2), ellipsis: ellipsis)
    }
    let titleWidth = shownTitle.isEmpty ? 0 : 1 + DisplayWidth.of(shownTitle)
    let kept = fitting(
      items(of: chosen), in: max(0, width - titleWidth), gap: chosen.gap,
      afterTitle: !shownTitle.isEmpty)
    return Layout(title: shownTitle, items: kept, gap: chosen.gap)
  }

  /// The columns a row of `title` (none where empty) and `items`, `gap` apart, takes, each
  /// item at its widest in the game; the caller's mark counted wherever the turn stands, so
  /// the form chosen stays from turn to turn. Where the items are a column apart they have the
  /// row to themselves: no title fits beside them.
  static func rowWidth(title: String, items: [StatusItem], gap: Int) -> Int {
    if gap == narrowestGap, !title.isEmpty, !items.isEmpty { return Int.max }
    let titleWidth = title.isEmpty ? 0 : 1 + DisplayWidth.of(title)
    guard !items.isEmpty else { return titleWidth }
    let seats = items.map { item -> StatusItem in
      var seat = item
      seat.isCurrent = item.isCurrent.map { _ in false }
      return seat
    }
    let turn = gap == narrowestGap && items.contains { $0.isCurrent == true } ? 1 : 0
    let lead =
      title.isEmpty ? leading(before: seats[0], gap: gap) : space(before: seats[0], gap: gap)
    return seats.dropFirst().reduce(titleWidth + lead + widest(of: seats[0])) {
      $0 + space(before: $1, gap: gap) + widest(of: $1)
    } + turn
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

  /// Draws the title, then the items, as ``layout(_:width:ellipsis:)`` gives them: an item
  /// shows whole or not at all.
  func draw(_ whole: SectionStatus, in row: Rect, into buffer: inout CellBuffer) {
    let layout = Self.layout(whole, width: row.width, ellipsis: palette.ellipsis)
    let gap = layout.gap
    buffer.fill(row)
    var titleStyle = Style(bold: true)
    if let color = whole.color, palette.usesColor {
      titleStyle = titleStyle.foreground(palette.color(color))
    }
    let title = layout.title
    var x = row.x
    if !title.isEmpty {
      x = buffer.put(" " + title, x: row.x, y: row.y, style: titleStyle, clip: row)
    }
    for (index, item) in layout.items.enumerated() {
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

  /// The title ``layout(_:width:ellipsis:)`` shows: the longest of the status's titles its
  /// order of giving way keeps in `width` columns; none where it gave way; the shortest, cut
  /// after a whole word, where there are no essential items and it is too long.
  static func title(of status: SectionStatus, width: Int, ellipsis: String = "…") -> String {
    layout(status, width: width, ellipsis: ellipsis).title
  }

  /// `status` with the items ``layout(_:width:ellipsis:)`` keeps in `width` columns, in the
  /// forms it chose.
  static func shortened(_ status: SectionStatus, width: Int) -> SectionStatus {
    var shortened = status
    shortened.items = layout(status, width: width).items
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
    // without a trace, nor the one to move. An essential item that is no seat (a countdown)
    // stays after them: the sign counts seats only.
    let seats = essentials.filter { $0.isCurrent != nil }
    let others = essentials.filter { $0.isCurrent == nil }
    let shown = StatusItem.seatsShown(
      seats, in: room - others.map(measure).reduce(0, +), width: measure,
      signWidth: { DisplayWidth.of(Phrases.hiddenSeats($0)) + gap })
    let hidden = seats.count - shown.count
    let sign = StatusItem("", Phrases.hiddenSeats(hidden), priority: .essential)
    return shown + (hidden > 0 ? [sign] : []) + others
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
