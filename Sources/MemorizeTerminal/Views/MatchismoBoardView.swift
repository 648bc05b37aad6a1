import Memorize
import TerminalKit

/// Matchismo: playing cards, the 2/3-card switch, the outcome line and its history scrubber.
struct MatchismoBoardView {
  let palette: Palette

  /// Draws the cards as `board` presents them (face up, matched, chosen), with its controls
  /// (the match counts, redeal, the history) and outcome line under them. A card turning face
  /// down shows its face from `faces` until it has turned.
  @discardableResult
  func draw(
    _ board: BoardPresentation, faces: FaceMemory, focusedCard: Int?, animator: BoardAnimator,
    now: Double, in area: Rect, hits: inout HitMap, into buffer: inout CellBuffer
  ) -> CardGridLayout {
    let (outcomeLines, layout) = Self.outcome(board, in: area, ellipsis: palette.ellipsis)
    let controlsHeight = 1 + outcomeLines.count
    let gridArea = Rect(
      x: area.x, y: area.y, width: area.width, height: max(0, area.height - controlsHeight))
    let painter = CardPainter(palette: palette)
    let back: TerminalColor = .rgb(red: 40, green: 90, blue: 170)
    for (index, shown) in board.cards.enumerated() where layout.frames.indices.contains(index) {
      let state = BoardAnimator.CardState(isFaceUp: shown.isFaceUp, isMatched: false)
      var appearance = animator.appearance(
        of: index, at: index, count: board.cards.count, frame: layout.frames[index],
        in: gridArea, state: state, now: now)
      if shown.isMatched { appearance.opacity = min(appearance.opacity, 0.5) }
      hits.add(layout.frames[index].intersection(gridArea), .card(index))
      let face = shown.face ?? faces[shown.id]
      painter.draw(
        appearance, focused: index == focusedCard, back: back, clip: gridArea, into: &buffer
      ) {
        buffer, interior, style in
        guard case .playing(let rank, let suit, let isRed, let title)? = face else { return }
        var ink = style
        if palette.usesColor { ink = ink.foreground(isRed ? palette.red : palette.cardInk) }
        ink = ink.bold()
        if drawLargeFace(
          rank: rank, suit: suit, title: title, in: interior, ink: ink, into: &buffer)
        {
          return
        }
        let middle = interior.y + (interior.height - 1) / 2
        // Too narrow for its title ("10♦" in two columns), the view model's narrow one ("T♦"),
        // drawn as every other rank's: rank and suit together in the middle.
        let narrow = face?.narrowTitle ?? title
        let text =
          DisplayWidth.of(title) > interior.width && DisplayWidth.of(narrow) <= interior.width
          ? narrow : title
        buffer.put(
          text, in: Rect(x: interior.x, y: middle, width: interior.width, height: 1),
          alignment: .center, style: ink)
        if interior.height >= 3 && interior.width >= 4 {
          buffer.put(title, x: interior.x, y: interior.y, style: ink, clip: interior)
        }
      }
      if shown.isSelected {
        buffer.put(
          "●", x: layout.frames[index].maxX - 2, y: layout.frames[index].y,
          style: Style(foreground: palette.focus), clip: gridArea)
      }
    }
    // Controls: match 2/3, redeal, the outcome line and the scrubber.
    let buttons = ButtonView(palette: palette)
    let controls = Rect(
      x: area.x, y: area.maxY - controlsHeight, width: area.width, height: controlsHeight)
    let entries = board.history?.entries ?? []
    let position = board.history?.shownPosition ?? 0
    let isLive = board.history?.isLive ?? true
    let counter = "\(position)/\(entries.count)"
    // Only the match counts that act (``BoardPresentation/actingButton(_:)``): the one in
    // play, and the other before the first choice. A locked one, or a watcher's, drawn dim read
    // as any other where the terminal shows no dim (issue 23); its key still says why.
    let counts = board.buttons.compactMap { button -> (ButtonPresentation, Int)? in
      if case .matchCount(let count) = button.action, board.actingButton(button.action) != nil {
        return (button, count)
      }
      return nil
    }
    // Short of room (40 columns), the row gives way whole, in this order: the double gaps
    // close up, then the match counts take the view model's short titles (they change only
    // before the first choice, and the one in play stays highlighted), then the counter goes
    // (the arrows stay on screen and clickable). The counter always keeps its spaces.
    let hasHistory = !entries.isEmpty
    let shown =
      ControlsFit.mostFirst.first {
        Self.controlsWidth(counts.map(\.0), counter: counter, hasHistory: hasHistory, fit: $0)
          <= controls.width
      } ?? ControlsFit(shortTitles: true, gap: 1, showsCounter: false)
    var x = controls.x + 1
    for (button, count) in counts {
      x =
        buttons.draw(
          shown.shortTitles ? button.shortTitle ?? button.title : button.title,
          at: Point(x: x, y: controls.y), target: .matchCount(count),
          highlighted: button.isOn == true, clip: controls, hits: &hits, into: &buffer) + 1
    }
    // Only where it acts: a watcher's is not drawn (dim did not show without colour).
    if board.actingButton(.newGame) != nil {
      x =
        buttons.draw(
          Labels.redeal, at: Point(x: x + shown.gap - 1, y: controls.y), target: .newGame,
          clip: controls, hits: &hits, into: &buffer) + shown.gap
    }
    if hasHistory {
      // Each arrow only where it moves through the history, its place kept blank elsewhere
      // (the oldest outcome, the latest), as the match counts are.
      if position > 1 {
        x = buttons.draw(
          "◀", at: Point(x: x, y: controls.y), target: .historyOlder, clip: controls,
          hits: &hits, into: &buffer)
      } else {
        x += 3
      }
      if shown.showsCounter {
        x = buffer.put(
          " \(counter) ", x: x, y: controls.y, style: Style(foreground: palette.muted),
          clip: controls)
      }
      if !isLive {
        buttons.draw(
          "▶", at: Point(x: x, y: controls.y), target: .historyNewer, clip: controls,
          hits: &hits, into: &buffer)
      }
    }
    let outcomeStyle = isLive ? Style(bold: true) : Style(italic: true)
    for (row, line) in outcomeLines.enumerated() {
      buffer.put(
        " " + line, x: controls.x, y: controls.y + 1 + row, style: outcomeStyle, clip: controls)
    }
    return layout
  }

  /// How much of the controls row shows: the match counts' titles, the gaps around Redeal and
  /// the history, and the history's counter.
  struct ControlsFit: Equatable {
    var shortTitles: Bool
    var gap: Int
    var showsCounter: Bool

    /// Most first; the first that fits is drawn.
    static let mostFirst = [
      ControlsFit(shortTitles: false, gap: 2, showsCounter: true),
      ControlsFit(shortTitles: false, gap: 1, showsCounter: true),
      ControlsFit(shortTitles: true, gap: 2, showsCounter: true),
      ControlsFit(shortTitles: true, gap: 1, showsCounter: true),
      ControlsFit(shortTitles: true, gap: 1, showsCounter: false),
    ]
  }

  /// The columns the controls row takes at `fit`, from the column before the first button to
  /// the end of the last.
  static func controlsWidth(
    _ counts: [ButtonPresentation], counter: String, hasHistory: Bool, fit: ControlsFit
  ) -> Int {
    // A column before each match count's button, its brackets and title.
    let countsWidth = counts.reduce(0) {
      $0 + 1 + 2 + DisplayWidth.of(fit.shortTitles ? $1.shortTitle ?? $1.title : $1.title)
    }
    let redeal = fit.gap + 2 + DisplayWidth.of(Labels.redeal)
    let history =
      hasHistory ? fit.gap + 3 + (fit.showsCounter ? DisplayWidth.of(counter) + 2 : 0) + 3 : 0
    return countsWidth + redeal + history
  }

  /// The outcome line under the buttons, never a word cut without a mark: on one line; on two
  /// where the cards keep their size and rows without the second line's row; else in the view
  /// model's fewer words; and only then cut after a whole word, with "…".
  ///
  /// - Returns: the outcome's lines, and the cards' layout in the rows the buttons and those
  ///   lines leave.
  static func outcome(_ board: BoardPresentation, in area: Rect, ellipsis: String = "…")
    -> (lines: [String], layout: CardGridLayout)
  {
    // Why the last key or click did nothing, while nothing else happened since, as Memorize's
    // and Set's lines say it; else the verdict.
    let full = board.refusal ?? board.verdict ?? board.statusSentence
    let width = max(1, area.width - 2)
    // The grid above the button row and one outcome line, or two.
    func grid(lines: Int) -> CardGridLayout {
      CardGridLayout(
        count: board.cards.count,
        in: Rect(
          x: area.x, y: area.y, width: area.width, height: max(0, area.height - 1 - lines)))
    }
    let oneLine = grid(lines: 1)
    let twoLines = grid(lines: 2)
    let lineCount =
      twoLines.cardSize == oneLine.cardSize && twoLines.columns == oneLine.columns ? 2 : 1
    var lines: [String]?
    let shorter = board.refusal == nil ? board.shorterVerdicts : board.shorterRefusals
    for text in [full] + shorter where lines == nil {
      let wrapped = TextWrapping.wrap(text, toWidth: width)
      if wrapped.count <= lineCount { lines = wrapped.isEmpty ? [""] : wrapped }
    }
    let outcome =
      lines
      ?? TextWrapping.fit(
        shorter.last ?? full, toWidth: width, lines: lineCount, ellipsis: ellipsis)
    return (outcome, outcome.count > 1 ? twoLines : oneLine)
  }

  /// On a card with room to spare, the face of a real card: the index (rank and suit) in the
  /// top-left and bottom-right corners, and between them a large rank over a large suit drawn
  /// with half blocks (the suit alone when the card is not tall enough for both).
  ///
  /// - Returns: whether the card was large enough; if not, nothing was drawn.
  func drawLargeFace(
    rank: String, suit: String, title: String, in interior: Rect, ink: Style,
    into buffer: inout CellBuffer
  ) -> Bool {
    guard interior.width >= Self.largeFaceMinimumWidth,
      interior.height >= Self.largeSuitMinimumHeight, let bitmap = BlockGlyphs.suit(suit)
    else { return false }
    let suit = BlockGlyphs.halfBlockLines(bitmap, ascii: palette.isASCII)
    var lines = suit
    if interior.height >= Self.largeRankMinimumHeight {
      let rank = BlockGlyphs.halfBlockLines(BlockGlyphs.rank(rank), ascii: palette.isASCII)
      lines = rank + [""] + suit
    }
    let room = interior.height - 2
    BlockGlyphs.put(
      lines, centerX: interior.x + interior.width / 2,
      top: interior.y + 1 + (room - lines.count) / 2,
      style: ink, clip: interior, into: &buffer)
    buffer.put(title, x: interior.x, y: interior.y, style: ink, clip: interior)
    buffer.put(
      title, x: interior.maxX - DisplayWidth.of(title), y: interior.maxY - 1, style: ink,
      clip: interior)
    return true
  }

  /// The narrowest interior that gets a large face (the suit is 9 columns wide).
  static let largeFaceMinimumWidth = 11
  /// The lowest interior with a large suit: two index rows and four rows of suit.
  static let largeSuitMinimumHeight = 6
  /// The lowest interior with a large rank too: index rows, 3 rows of rank, a gap, the suit.
  static let largeRankMinimumHeight = 10
}
