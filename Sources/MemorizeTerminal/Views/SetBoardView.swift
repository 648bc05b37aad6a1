import Memorize
import TerminalKit

// Over 300 lines because a Set card's face is drawn at every size from a 4-column card up, each
// with its colour mark, and the board's last row holds a race's call buttons beside its own.

/// Set: cards that always show their face, told apart by number, shape, shading and colour —
/// and each of the four readable without colour (shading by glyph, colour by letter).
struct SetBoardView {
  let palette: Palette
  /// What the race's row showed and let go in earlier frames, so that it only moves on;
  /// `nil` to fit each frame afresh.
  var rowMemory: RaceRowMemory? = nil

  /// The glyph for a shape in a shading: filled, hatched or hollow.
  static func glyph(_ shape: SetSymbol.Shape, _ shading: SetSymbol.Shading) -> String {
    switch (shape, shading) {
    case (.diamond, .solid): "◆"
    case (.diamond, .striped): "◈"
    case (.diamond, .open): "◇"
    case (.oval, .solid): "●"
    case (.oval, .striped): "◍"
    case (.oval, .open): "○"
    case (.squiggle, .solid): "▮"
    case (.squiggle, .striped): "▥"
    case (.squiggle, .open): "▯"
    }
  }

  /// The same in ASCII, three characters a symbol: the outline tells the shape (`<>` diamond,
  /// `()` oval, `{}` squiggle), the inside the shading (`#` solid, `=` striped, blank open).
  static func asciiGlyph(_ shape: SetSymbol.Shape, _ shading: SetSymbol.Shading) -> String {
    let inside: Character =
      switch shading {
      case .solid: "#"
      case .striped: "="
      case .open: " "
      }
    return
      switch shape
    {
    case .diamond: "<\(inside)>"
    case .oval: "(\(inside))"
    case .squiggle: "{\(inside)}"
    }
  }

  /// Puts the view model's colour mark in the bottom right corner of a card's inside (a
  /// Chinese mark is two columns wide).
  static func putColorMark(
    _ color: SetSymbol.Ink, in interior: Rect, style: Style, into buffer: inout CellBuffer
  ) {
    let mark = Labels.colorMark(of: color)
    buffer.put(
      mark, x: interior.maxX - DisplayWidth.of(mark), y: interior.maxY - 1, style: style,
      clip: interior)
  }

  func terminalColor(_ color: SetSymbol.Ink) -> TerminalColor {
    switch color {
    case .red: .rgb(red: 210, green: 40, blue: 50)
    case .green: .rgb(red: 20, green: 150, blue: 60)
    case .purple: .rgb(red: 120, green: 50, blue: 170)
    }
  }

  /// On a card with room to spare, the symbols drawn large, standing up, a cell a pixel: the
  /// outline solid, the inside solid, shaded (`▒`) or paper as the card's shading says.
  ///
  /// - Returns: whether the card was large enough; if not, nothing was drawn.
  func drawLargeSymbols(
    _ card: SetSymbol, in interior: Rect, ink: Style, into buffer: inout CellBuffer
  ) -> Bool {
    guard
      let size = [7, 5].first(where: {
        interior.height >= $0 + 2 && interior.width >= 3 * $0 + 2 * Self.symbolGap + 2
      })
    else { return false }
    let shape = BlockGlyphs.setShape(card.shape, size: size)
    let symbols = (1..<card.count).reduce(shape) { row, _ in
      row.beside(shape, gap: Self.symbolGap)
    }
    let solid: Character = palette.isASCII ? "#" : "█"
    let inside: Character =
      switch card.shading {
      case .solid: solid
      case .striped: palette.isASCII ? "=" : "▒"
      case .open: " "
      }
    let lines = BlockGlyphs.shadedLines(symbols, outline: solid, inside: inside)
    BlockGlyphs.put(
      lines, centerX: interior.x + interior.width / 2,
      top: interior.y + (interior.height - lines.count) / 2, style: ink, clip: interior,
      into: &buffer)
    Self.putColorMark(card.ink, in: interior, style: ink, into: &buffer)
    return true
  }

  /// Where a card too small for large symbols puts its symbols and its colour mark.
  struct SmallFace: Equatable {
    /// The symbols as drawn: a column apart, side by side, or the count before one symbol.
    var symbols: String
    var symbolsAt: Point
    /// Where the colour mark goes, or `nil` when it is left out.
    var markAt: Point?
  }

  /// Lays out a small card so that it always shows how many symbols it has: the symbols a
  /// column apart, else side by side, else as the count before one symbol (`3◆`). The mark goes
  /// in the bottom right corner, on its own row when the card has two, else after the symbols.
  /// The symbols close up to keep the mark beside them, so cards of one, two and three symbols
  /// all show it alike. Where even closed-up symbols leave no room, the mark is left out if colour
  /// already tells the card's colour; without colour (`NO_COLOR`, a VT100) it is the only cue:
  /// where three symbols fit but not beside it, every card puts it on its bottom edge.
  static func smallFace(
    glyph: String, count: Int, mark: String, in interior: Rect, colorShows: Bool
  ) -> SmallFace {
    let spaced = Array(repeating: glyph, count: count).joined(separator: " ")
    let closed = String(repeating: glyph, count: count)
    let counted = "\(count)" + glyph
    let markWidth = DisplayWidth.of(mark)
    let middle = interior.y + (interior.height - 1) / 2
    let markAt = Point(x: interior.maxX - markWidth, y: interior.maxY - 1)
    func centred(_ symbols: String) -> Point {
      Point(x: interior.x + (interior.width - DisplayWidth.of(symbols)) / 2, y: middle)
    }
    if interior.height >= 2 {
      let symbols =
        [spaced, closed].first { DisplayWidth.of($0) <= interior.width } ?? counted
      return SmallFace(symbols: symbols, symbolsAt: centred(symbols), markAt: markAt)
    }
    // One row: the symbols share it with the mark, centred if they clear it, else moved left.
    func besideMark(_ symbols: String) -> SmallFace? {
      let width = DisplayWidth.of(symbols)
      guard width + markWidth <= interior.width else { return nil }
      let gap = width + markWidth < interior.width ? 1 : 0
      var at = centred(symbols)
      if at.x + width + gap > markAt.x { at.x = markAt.x - gap - width }
      return SmallFace(symbols: symbols, symbolsAt: at, markAt: markAt)
    }
    func alone(_ symbols: String) -> SmallFace? {
      guard DisplayWidth.of(symbols) <= interior.width else { return nil }
      return SmallFace(symbols: symbols, symbolsAt: centred(symbols), markAt: nil)
    }
    // The mark on the card's bottom edge, under the symbols' row, where the inside has no room.
    func onEdge(_ symbols: String) -> SmallFace? {
      guard var face = alone(symbols), markWidth <= interior.width else { return nil }
      face.markAt = Point(x: markAt.x, y: interior.maxY)
      return face
    }
    // Where three symbols fit the card but not beside its mark, every card of the board puts
    // its mark on the edge alike, and keeps its symbols.
    let three = DisplayWidth.of(String(repeating: glyph, count: 3))
    let threeFitBesideMark = three + markWidth <= interior.width || three > interior.width
    let tries: [() -> SmallFace?] =
      colorShows
      ? [
        { besideMark(spaced) }, { besideMark(closed) }, { alone(spaced) }, { alone(closed) },
        { besideMark(counted) }, { alone(counted) },
      ]
      : threeFitBesideMark
        ? [
          { besideMark(spaced) }, { besideMark(closed) }, { besideMark(counted) },
          { onEdge(counted) }, { alone(counted) },
        ]
        : [
          { onEdge(spaced) }, { onEdge(closed) }, { onEdge(counted) }, { besideMark(counted) },
          { alone(counted) },
        ]
    for attempt in tries {
      if let face = attempt() { return face }
    }
    // Not even the count fits: it is cut at the right, and without colour the mark still shows
    // on the edge.
    let edgeMark =
      colorShows || markWidth > interior.width ? nil : Point(x: markAt.x, y: interior.maxY)
    return SmallFace(
      symbols: counted, symbolsAt: Point(x: interior.x, y: middle), markAt: edgeMark)
  }

  /// Columns between two large symbols.
  static let symbolGap = 2

  /// Draws the cards of `board` and, on its last row, its buttons — at a race a Set! button for
  /// each person first — then `line` (the verdict, or why the last key did nothing).
  ///
  /// - Parameter unsaid: set to the refusal `line` is, when the row has no room for it whole
  ///   (nor for a shorter form) and keeps the verdict instead: the screen says it.
  @discardableResult
  func draw(
    _ board: BoardPresentation, focusedCard: Int?, line: String?, in area: Rect,
    hits: inout HitMap, into buffer: inout CellBuffer, unsaid: inout String?
  ) -> CardGridLayout {
    // A race keeps a row of its own for the latest events, above the buttons.
    let controlsHeight = board.race == nil ? 1 : 2
    let gridArea = Rect(
      x: area.x, y: area.y, width: area.width, height: max(0, area.height - controlsHeight))
    // Set cards lie sideways (wider than tall) so three symbols fit on a line.
    let layout = CardGridLayout(
      count: board.cards.count, in: gridArea, aspect: 2.4, maximumHeight: 15)
    let painter = CardPainter(palette: palette)
    for (index, card) in board.cards.enumerated() {
      guard case .set(let symbol) = card.face else { continue }
      let highlight: BoardAnimator.Highlight? =
        switch card.highlight {
        case .match: .match
        case .mismatch: .mismatch
        case .none: nil
        }
      let appearance = BoardAnimator.Appearance(
        frame: layout.frames[index], showsFace: true, highlight: highlight, opacity: 1)
      hits.add(layout.frames[index].intersection(gridArea), .card(index))
      painter.draw(
        appearance, focused: index == focusedCard, back: .default, clip: gridArea, into: &buffer
      ) {
        buffer, interior, style in
        drawFace(symbol, in: interior, style: style, into: &buffer)
      }
      let frame = layout.frames[index]
      if card.isSelected {
        buffer.put(
          "●", x: frame.x + 1, y: frame.y, style: Style(foreground: palette.focus, bold: true),
          clip: gridArea)
      }
      if card.isHinted {
        HintMarks(palette: palette).draw(around: frame, clip: gridArea, into: &buffer)
      }
    }
    unsaid = drawControls(board, line: line, in: area, hits: &hits, into: &buffer)
    return layout
  }

  /// One card's symbols: large where the card has room, else small with the colour mark.
  private func drawFace(
    _ symbol: SetSymbol, in interior: Rect, style: Style, into buffer: inout CellBuffer
  ) {
    let glyph =
      palette.isASCII
      ? Self.asciiGlyph(symbol.shape, symbol.shading) : Self.glyph(symbol.shape, symbol.shading)
    let ink = palette.usesColor ? style.foreground(terminalColor(symbol.ink)).bold() : style
    if drawLargeSymbols(symbol, in: interior, ink: ink, into: &buffer) { return }
    let face = Self.smallFace(
      glyph: glyph, count: symbol.count, mark: symbol.inkMark, in: interior,
      colorShows: palette.usesColor)
    buffer.put(face.symbols, x: face.symbolsAt.x, y: face.symbolsAt.y, style: ink, clip: interior)
    if let markAt = face.markAt {
      // The bottom edge's row too: a mark with no room inside goes there.
      let withEdge = Rect(
        x: interior.x, y: interior.y, width: interior.width, height: interior.height + 1)
      buffer.put(symbol.inkMark, x: markAt.x, y: markAt.y, style: ink, clip: withEdge)
    }
  }

  /// The last row: at a race a Set! button per seat this face calls for (the caller's lit;
  /// ``RacePresentation/offeredCalls``: every person's at one keyboard, the player's own alone
  /// at a shared table, none for a watcher), then the board's
  /// buttons (Deal 3 more, Hint, New game), then `line`. Returns the refusal `line` is when
  /// the row has no room for any of its forms whole (Set alone: the verdict shows instead).
  private func drawControls(
    _ board: BoardPresentation, line: String?, in area: Rect, hits: inout HitMap,
    into buffer: inout CellBuffer
  ) -> String? {
    let buttons = ButtonView(palette: palette)
    let y = area.maxY - 1
    var x = area.x + 1
    let calls =
      board.race.map { race in
        board.isOver ? [] : race.offeredCalls.map { ($0, race.seats[$0]) }
      } ?? []
    // A finished race deals no more (its Set! buttons go too): New game is what is left to do.
    let isFinishedRace = board.race != nil && board.isOver
    let order: [(BoardAction, ScreenButton)] =
      (isFinishedRace ? [] : [(.dealThreeMore, .dealThreeMore)]) + [
        (.hint, .hint), (.newGame, .newGame),
      ]
    // Only what can be done now: after the end New game alone, and a watcher nothing (a dim
    // button does not show without colour, nor in a copy of the screen's text).
    let present = order.compactMap { action, target in
      board.actingButton(action).map { ($0, target) }
    }
    // Short of room, the buttons take the view model's shorter titles: when they would not fit
    // the row whole, or (alone) when they would leave the line less than a short verdict's room,
    // whatever the line says now, so that they do not change as it does.
    // Every seat keeps its Set! button: short of room beside the board's shorter titles, each
    // takes the first of the view model's shorter titles (the name cut with "…") that lets
    // them all fit; where none does, the first that keeps the most Set! buttons whole (the
    // board's buttons then give way, the last first).
    let callForms = calls.map { [$0.1.callTitle] + $0.1.shorterCallTitles }
    func callsWidth(_ step: Int) -> Int {
      callForms.reduce(0) { $0 + DisplayWidth.of($1[min(step, $1.count - 1)]) + 3 }
    }
    func boardWidth(short: Bool) -> Int {
      present.reduce(0) {
        $0 + DisplayWidth.of(short ? $1.0.shortTitle ?? $1.0.title : $1.0.title) + 3
      }
    }
    let steps = callForms.map(\.count).max() ?? 1
    // How many Set! buttons fit whole, from the first, at `step`.
    func callsShown(_ step: Int) -> Int {
      var end = 1
      return callForms.prefix { forms in
        let width = DisplayWidth.of(forms[min(step, forms.count - 1)]) + 2
        guard end + width <= area.width else { return false }
        end += width + 1
        return true
      }.count
    }
    let mostShown = (0..<steps).map(callsShown).max() ?? 0
    let step = NarrowingStep.first(
      of: steps, where: { callsWidth($0) + boardWidth(short: true) <= area.width - 1 },
      otherwise: { (0..<steps).first { callsShown($0) == mostShown } ?? 0 })
    func rowWidth(short: Bool) -> Int { callsWidth(step) + boardWidth(short: short) }
    let lineRoom = area.width - 2 - rowWidth(short: false)
    let short =
      rowWidth(short: false) > area.width - 1
      || (board.race == nil && lineRoom < Self.shortLineRoom)
    for ((seat, presented), forms) in zip(calls, callForms) {
      // A button that does not fit whole is left out, never cut.
      let title = forms[min(step, forms.count - 1)]
      guard x + DisplayWidth.of(title) + 2 <= area.maxX else { break }
      x =
        buttons.draw(
          title, at: Point(x: x, y: y), target: .callSet(seat: seat),
          enabled: board.race?.isOpen == true || presented.isCalling,
          explainsWhenDisabled: true, highlighted: presented.isCalling, clip: area,
          hits: &hits, into: &buffer) + 1
    }
    for (button, target) in present {
      let title = short ? button.shortTitle ?? button.title : button.title
      guard x + DisplayWidth.of(title) + 2 <= area.maxX else { break }
      x =
        buttons.draw(
          title, at: Point(x: x, y: y), target: target, clip: area, hits: &hits,
          into: &buffer) + 1
    }
    guard let race = board.race else {
      // Short of room, the first of the view model's shorter forms that fits whole; only the
      // shortest is ever cut, and then with an ellipsis.
      // A refusal none of whose forms fits whole is left to the screen, and the verdict stays.
      let room = max(0, area.maxX - x - 1)
      let isRefusal = line != nil && line == board.refusal
      let refusals = isRefusal ? (line.map { [$0] + board.shorterRefusals } ?? []) : []
      let unsaid = refusals.contains { DisplayWidth.of($0) <= room } ? nil : isRefusal ? line : nil
      let said = unsaid == nil ? line : board.verdict
      let shorter =
        unsaid == nil && isRefusal
        ? board.shorterRefusals : said == board.verdict ? board.shorterVerdicts : []
      let lines = said.map { [$0] + shorter } ?? []
      if let shown = DisplayWidth.firstFitting(lines, toWidth: room, ellipsis: palette.ellipsis) {
        buffer.put(shown, x: x + 1, y: y, style: Style(bold: true), clip: area)
      }
      return unsaid
    }
    // At a race several events can follow within a second (time up, then another call): the
    // latest ones that fit stay in view together on their own row, the newest last; a refusal
    // takes the row until the next event, in fewer words when the row is short of room.
    let row = Rect(x: area.x + 1, y: y - 1, width: max(0, area.width - 2), height: 1)
    let refusals = board.refusal.map { [$0] + board.shorterRefusals } ?? []
    let shown: String
    if let refused = DisplayWidth.firstFitting(
      refusals, toWidth: row.width, ellipsis: palette.ellipsis)
    {
      rowMemory?.showNothing()
      shown = refused
    } else {
      let fitted = rowMemory?.row(of: race, width: row.width, dealt: board.dealToken)
      shown = Self.line(of: race, width: row.width, ellipsis: palette.ellipsis, fitted: fitted)
    }
    buffer.put(shown, x: row.x, y: row.y, style: Style(bold: true), clip: row)
    return nil
  }

  /// A race's row of events in `width` columns: the newest that fit, oldest first; a person's
  /// lost call that the view model holds (``RacePresentation/heldEvent``) stays whole, first,
  /// and the newest of what happened since beside it, cut with `ellipsis` short of room.
  /// Each event is said each time it happened: two sets found in a row by the same seat are
  /// "Ben found a set: +1 · Ben found a set: +1".
  /// `fitted` is the row as a ``RaceRowMemory`` fitted it, when the screen keeps one.
  static func line(
    of race: RacePresentation, width: Int, ellipsis: String = "…",
    fitted: (events: [String], isHeld: Bool)? = nil
  ) -> String {
    let (events, isHeld) = fitted ?? row(of: race, width: width)
    guard isHeld else { return Phrases.beside(events) }
    return Phrases.beside(events).truncatedForTerminal(toWidth: width, ellipsis: ellipsis)
  }

  /// The events a race's row shows in `width` columns, each as the view model words it
  /// (``line(of:width:ellipsis:)`` may cut the last, or say it in fewer words).
  /// With `memory` (and the deal `dealt`), as a screen that keeps one fits it.
  static func rowEvents(
    of race: RacePresentation, width: Int, memory: RaceRowMemory? = nil, dealt: String = ""
  ) -> [String] {
    let events = lineEvents(of: race)
    let fitted = memory?.row(of: race, width: width, dealt: dealt) ?? row(of: race, width: width)
    return fitted.events.map { shown in
      // The newest in fewer words is still the newest.
      events.contains(shown) ? shown : events.last ?? shown
    }
  }

  /// The race's events for its row, each as often as it happened.
  private static func lineEvents(of race: RacePresentation) -> [String] {
    race.lineEvents ?? race.recentEvents
  }

  /// What a race's row shows in `width` columns, and whether a held lost call leads it.
  static func row(of race: RacePresentation, width: Int) -> (
    events: [String], isHeld: Bool
  ) {
    let events = lineEvents(of: race)
    let newest = latest(events, fitting: width)
    // The held call leads the row only where the newest that fit would leave it out: put
    // first where it shows anyway, it pushed off the events before it, which came back once
    // it gave way (issue 51).
    guard let held = race.heldEvent, let index = events.lastIndex(of: held),
      index < events.count - 1, !newest.contains(held)
    else {
      return (newest, false)
    }
    // What the held event takes with the separator after it (none after a full-width sentence).
    let room = width - DisplayWidth.of(held + Phrases.separator(after: held))
    return ([held] + latest(Array(events[(index + 1)...]), fitting: max(0, room)), true)
  }

  /// The columns a solo game's line keeps beside its buttons before they take their shorter
  /// titles: room for the view model's shorter verdicts with their points.
  static let shortLineRoom = 16

  /// The newest of `events` that fit in `width` columns together, oldest first; at least the
  /// newest: in fewer words (its first clause, ``Phrases/shorterRefusals(_:)``) where only
  /// they fit, else cut by the row.
  static func latest(_ events: [String], fitting width: Int) -> [String] {
    var shown: [String] = []
    if let newest = events.last, DisplayWidth.of(newest) > width,
      let shorter = Phrases.shorterRefusals(newest).first, DisplayWidth.of(shorter) <= width
    {
      return [shorter]
    }
    for event in events.reversed() {
      // Events are parted as ``Phrases/beside(_:)`` parts them: a separator, or none after a
      // full-width sentence.
      guard shown.isEmpty || DisplayWidth.of(Phrases.beside([event] + shown)) <= width
      else { break }
      shown.insert(event, at: 0)
    }
    return shown
  }
}
