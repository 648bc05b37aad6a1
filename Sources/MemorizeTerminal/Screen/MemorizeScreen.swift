import CardGames
import FoundationEssentials
import Memorize
import TerminalKit

/// The whole terminal app: draws the `AppModel` and turns keys and clicks into its intents.
///
/// Holds only what is about the screen — focus, the help overlay, where things were drawn,
/// animations — never a rule of a game.
public final class MemorizeScreen: TerminalProgram {
  let app: AppModel
  let palette: Palette
  private let timeSource: TimeSource
  private let memorizeAnimator: BoardAnimator
  private let matchismoAnimator: BoardAnimator

  /// Which half of the Memorize section the keyboard is in.
  enum Pane { case chooser, board }

  private(set) var size = TerminalSize.fallback
  private(set) var hits = HitMap()
  var isShowingHelp = false
  var pane: Pane = .chooser
  var chooserRow = 0
  var cardFocus: [Section: Int] = [:]
  /// Cards per row of each board as last drawn, for moving the focus up and down.
  private var columns: [Section: Int] = [:]
  private var isSuspended = false
  /// When the last frame was drawn, on the time source.
  private var lastDrawTime = -Double.infinity
  var editor: ThemeEditorState?
  var playersSetup: PlayersSetupState?

  /// The smallest terminal the app lays out in; smaller shows a message until enlarged.
  public static let minimumSize = TerminalSize(width: 40, height: 12)
  /// Wide enough to show the chooser beside the game.
  public static let sideBySideWidth = 100

  public init(
    app: AppModel, colorProfile: ColorProfile, timeSource: TimeSource = SystemTimeSource(),
    animates: Bool = true
  ) {
    self.app = app
    self.timeSource = timeSource
    palette = Palette(profile: colorProfile)
    memorizeAnimator = BoardAnimator(isEnabled: animates)
    matchismoAnimator = BoardAnimator(isEnabled: animates)
    if app.memorize != nil && app.isShowingMemorizeGame { pane = .board }
    if let id = app.memorize?.theme.id,
      let row = app.themes.themes.firstIndex(where: { $0.id == id })
    {
      chooserRow = row
    }
  }

  // MARK: - TerminalProgram

  public func resized(to size: TerminalSize) {
    self.size = size
    resumeIfSuspended()
    app.setSideBySide(size.width >= Self.sideBySideWidth)
  }

  public var nextWakeup: Duration? {
    let now = timeSource.now
    // Only what is on screen may wake the loop at 60 Hz.
    let animator: BoardAnimator? =
      switch app.section {
      case .memorize: app.isMemorizeGameOnScreen ? memorizeAnimator : nil
      case .matchismo: matchismoAnimator
      case .set, .statistics: nil
      }
    // Also when the last frame drawn was mid-motion: time passes between drawing and this
    // question, and a motion that ended in between still needs its final frame.
    if let animator, !isShowingHelp,
      animator.isAnimating(at: now) || animator.isAnimating(at: lastDrawTime)
    {
      return .milliseconds(16)
    }
    guard let wake = app.nextWakeup else { return nil }
    return .milliseconds(max(0, Int64(((wake - now) * 1000).rounded(.up))))
  }

  public func tick(now: ContinuousClock.Instant) -> LoopAction {
    app.tick()
    return .continue
  }

  public func handle(_ event: InputEvent) -> LoopAction {
    resumeIfSuspended()
    switch event {
    case .key(let press):
      if !app.notices.isEmpty { app.dismissNotices() }
      if isShowingHelp {
        isShowingHelp = false
        return .continue
      }
      if editor != nil { return handleEditorKey(press) }
      if playersSetup != nil { return handlePlayersKey(press) }
      return handleKey(press)
    case .mouse(let mouse):
      return handleMouse(mouse)
    case .paste(let text):
      if editor != nil { editorPaste(text) }
      return .continue
    case .unknown:
      return .continue
    }
  }

  public func draw(into buffer: inout CellBuffer) {
    resumeIfSuspended()
    hits.removeAll()
    size = buffer.size
    let now = timeSource.now
    lastDrawTime = now
    guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
      drawTooSmall(into: &buffer)
      return
    }
    let content = Rect(
      x: 0, y: 1, width: size.width, height: size.height - 2 - (app.notices.isEmpty ? 0 : 1))
    drawStatus(into: &buffer)
    switch app.section {
    case .memorize: drawMemorize(in: content, now: now, into: &buffer)
    case .matchismo:
      let game = app.matchismo
      observe(game)
      let layout = MatchismoBoardView(palette: palette).draw(
        game, focusedCard: cardFocus[.matchismo] ?? 0, animator: matchismoAnimator, now: now,
        in: content.inset(by: 0), hits: &hits, into: &buffer)
      columns[.matchismo] = layout.columns
    case .set:
      let layout = SetBoardView(palette: palette).draw(
        app.set, focusedCard: cardFocus[.set] ?? 0, in: content, hits: &hits, into: &buffer)
      columns[.set] = layout.columns
    case .statistics:
      StatisticsView(palette: palette).draw(
        app.statistics, themes: app.themes.themes, in: content, into: &buffer)
    }
    if let notice = app.notices.last {
      let row = Rect(x: 0, y: size.height - 2, width: size.width, height: 1)
      buffer.fill(row)
      buffer.put(
        " ⚠ " + notice.truncatedForTerminal(toWidth: max(1, size.width - 4)), x: 0, y: row.y,
        style: Style(foreground: palette.notice), clip: row)
      hits.add(row, .button(.dismissNotice))
    }
    TabBar(palette: palette).draw(
      selected: app.section, in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1),
      hits: &hits, into: &buffer)
    if let playersSetup {
      drawPlayersSetup(playersSetup, in: content, into: &buffer)
    }
    if let editor {
      drawEditor(editor, in: content, into: &buffer)
    }
    if isShowingHelp {
      HelpOverlay(palette: palette).draw(in: content, hits: &hits, into: &buffer)
    }
  }

  // MARK: - Drawing

  private func drawTooSmall(into buffer: inout CellBuffer) {
    let lines = [
      "Terminal too small",
      "need \(Self.minimumSize.width)×\(Self.minimumSize.height), have \(size.width)×\(size.height)",
      "enlarge it, or q to quit",
    ]
    let top = max(0, (size.height - lines.count) / 2)
    for (row, line) in lines.enumerated() where top + row < size.height {
      buffer.put(
        line, in: Rect(x: 0, y: top + row, width: size.width, height: 1), alignment: .center)
    }
  }

  private func drawStatus(into buffer: inout CellBuffer) {
    let row = Rect(x: 0, y: 0, width: size.width, height: 1)
    let status = StatusLine(palette: palette)
    switch app.section {
    case .memorize:
      if let game = app.memorize, app.isMemorizeGameOnScreen || app.isSideBySide {
        var items = [
          ("Score", "\(game.score)"), ("Flips", "\(game.flipCount)"),
          ("Time", clockText(game.elapsed)),
        ]
        if game.players.count > 1 {
          // The table instead of the score: each player's pairs, the one to move marked.
          items = game.players.enumerated().map { index, player in
            let marker = index == game.currentPlayerIndex && !game.isOver ? "▶" : " "
            return (marker + player.name, "\(player.pairs)")
          }
          items.append(("Time", clockText(game.elapsed)))
        } else if let best = game.bestScore {
          items.append(("Best", "\(best)"))
        }
        if game.isTimeBonusEnabled { items.append(("Bonus", "on")) }
        status.draw(
          title: "Memorize · " + game.theme.name, titleColor: palette.color(game.theme.color),
          items: items, in: row, into: &buffer)
      } else {
        status.draw(
          title: "Memorize · choose a theme", titleColor: nil, items: [], in: row, into: &buffer)
      }
    case .matchismo:
      let game = app.matchismo
      status.draw(
        title: "Matchismo", titleColor: nil,
        items: [
          ("Score", "\(game.score)"), ("Match", "\(game.matchCount) cards"),
          ("Time", clockText(game.elapsed)),
        ], in: row, into: &buffer)
    case .set:
      let game = app.set
      status.draw(
        title: "Set", titleColor: nil,
        items: [
          ("Score", "\(game.score)"), ("Deck", "\(game.deckCount)"),
          ("Time", clockText(game.elapsed)),
        ],
        in: row, into: &buffer)
    case .statistics:
      status.draw(title: "Statistics", titleColor: nil, items: [], in: row, into: &buffer)
    }
  }

  private func drawMemorize(in area: Rect, now: Double, into buffer: inout CellBuffer) {
    let themes = app.themes.themes
    chooserRow = min(max(0, chooserRow), max(0, themes.count - 1))
    let chooser = ThemeChooserView(palette: palette)
    if app.isSideBySide {
      let chooserWidth = min(40, area.width / 3)
      let left = Rect(x: area.x, y: area.y, width: chooserWidth, height: area.height)
      let right = Rect(
        x: area.x + chooserWidth + 1, y: area.y, width: area.width - chooserWidth - 1,
        height: area.height)
      chooser.draw(
        themes: themes, focusedRow: pane == .chooser ? chooserRow : nil,
        currentThemeID: app.memorize?.theme.id, in: left, hits: &hits, into: &buffer)
      for y in area.y..<area.maxY {
        buffer.put("│", x: left.maxX, y: y, style: Style(foreground: palette.muted))
      }
      drawMemorizeGame(in: right, now: now, showsBack: false, into: &buffer)
    } else if app.isMemorizeGameOnScreen {
      drawMemorizeGame(in: area, now: now, showsBack: true, into: &buffer)
    } else {
      chooser.draw(
        themes: themes, focusedRow: chooserRow, currentThemeID: app.memorize?.theme.id, in: area,
        hits: &hits, into: &buffer)
    }
  }

  private func drawMemorizeGame(
    in area: Rect, now: Double, showsBack: Bool, into buffer: inout CellBuffer
  ) {
    guard let game = app.memorize else {
      buffer.put(
        "Choose a theme to start a game.",
        in: Rect(x: area.x, y: area.y + area.height / 2, width: area.width, height: 1),
        alignment: .center, style: Style(foreground: palette.muted))
      return
    }
    observe(game, now: now)
    let board = Rect(x: area.x, y: area.y, width: area.width, height: area.height - 1)
    let focused = pane == .board || !app.isSideBySide ? (cardFocus[.memorize] ?? 0) : nil
    let layout = MemorizeBoardView(palette: palette).draw(
      game, focusedCard: focused, animator: memorizeAnimator, now: now, in: board, hits: &hits,
      into: &buffer)
    columns[.memorize] = layout.columns
    let buttons = ButtonView(palette: palette)
    var x = area.x + 1
    let y = area.maxY - 1
    if showsBack {
      x =
        buttons.draw(
          "‹ Themes", at: Point(x: x, y: y), target: .back, clip: area, hits: &hits, into: &buffer)
        + 1
    }
    x =
      buttons.draw(
        "New game", at: Point(x: x, y: y), target: .newGame, clip: area, hits: &hits, into: &buffer)
      + 2
    if game.isOver && !memorizeAnimator.isAnimating(at: now) {
      var result = "Score \(game.score)"
      switch game.outcome {
      case .winner(let index)? where game.players.count > 1:
        result = "\(game.players[index].name) wins"
      case .tie(let indices)?:
        result = "Tie: " + indices.map { game.players[$0].name }.joined(separator: ", ")
      default: break
      }
      let banner = " Game over! \(result) in \(clockText(game.elapsed)) — n for a new game "
      let width = min(board.width, DisplayWidth.of(banner) + 2)
      let box = Rect(
        x: board.x + (board.width - width) / 2, y: board.y + board.height / 2 - 1, width: width,
        height: 3)
      // Clear a cell of margin so no corner of a card underneath peeks out beside the banner.
      buffer.fill(
        Rect(x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2).intersection(
          board))
      buffer.drawBox(box, border: .double, style: Style(foreground: palette.focus, bold: true))
      buffer.put(
        banner, in: Rect(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: 1),
        alignment: .center, style: Style(bold: true))
    }
  }

  private func observe(_ game: EmojiMemoryGame, now: Double) {
    let cards = game.cards
    memorizeAnimator.observe(
      cards: cards.map {
        ($0.id, BoardAnimator.CardState(isFaceUp: $0.isFaceUp, isMatched: $0.isMatched))
      },
      dealToken: "\(ObjectIdentifier(game).hashValue):\(game.dealNumber)",
      isOver: game.isOver, now: now)
  }

  private func observe(_ game: PlayingCardGame) {
    let cards = game.cards
    matchismoAnimator.observe(
      cards: cards.enumerated().map {
        (
          $0.offset,
          BoardAnimator.CardState(
            isFaceUp: $0.element.isChosen || $0.element.isMatched, isMatched: false)
        )
      },
      dealToken: "\(ObjectIdentifier(game).hashValue):\(game.dealNumber)",
      isOver: false, now: timeSource.now)
  }

  // MARK: - Keys

  private func handleKey(_ press: KeyPress) -> LoopAction {
    switch (press.key, press.modifiers) {
    case (.character("c"), .control), (.character("q"), []), (.character("Q"), _):
      return .quit
    case (.character("z"), .control):
      isSuspended = true
      app.suspend()
      return .suspend
    case (.character("?"), _), (.function(1), _):
      isShowingHelp = true
    case (.tab, []):
      app.selectNextSection()
    case (.tab, .shift):
      app.selectPreviousSection()
    case (.character(let digit), []) where ("1"..."4").contains(digit):
      app.select(Section.allCases[Int(String(digit))! - 1])
    default:
      switch app.section {
      case .memorize: handleMemorizeKey(press)
      case .matchismo: handleMatchismoKey(press)
      case .set: handleSetKey(press)
      case .statistics: break
      }
    }
    return .continue
  }

  /// Arrow or hjkl direction as a column/row step.
  private func step(for key: Key) -> (dx: Int, dy: Int)? {
    switch key {
    case .left, .character("h"): (-1, 0)
    case .right, .character("l"): (1, 0)
    case .up, .character("k"): (0, -1)
    case .down, .character("j"): (0, 1)
    default: nil
    }
  }

  private func moveCardFocus(_ section: Section, by step: (dx: Int, dy: Int), count: Int) {
    guard count > 0 else { return }
    let perRow = max(1, columns[section] ?? 1)
    let current = min(cardFocus[section] ?? 0, count - 1)
    let target = current + step.dx + step.dy * perRow
    if (0..<count).contains(target) {
      cardFocus[section] = target
    } else if step.dy > 0, current / perRow < (count - 1) / perRow {
      // Down into a shorter last row: land on its last card rather than not moving at all.
      cardFocus[section] = count - 1
    }
  }

  private var isChooserFocused: Bool {
    app.isSideBySide ? pane == .chooser || app.memorize == nil : !app.isMemorizeGameOnScreen
  }

  private func handleMemorizeKey(_ press: KeyPress) {
    let key = press.key
    if isChooserFocused {
      switch key {
      case .up, .character("k"): chooserRow = max(0, chooserRow - 1)
      case .down, .character("j"): chooserRow = min(app.themes.themes.count - 1, chooserRow + 1)
      case .right, .character("l"): if app.isSideBySide && app.memorize != nil { pane = .board }
      case .enter, .character(" "): openFocusedTheme()
      case .character("r"): restyleWithFocusedTheme()
      case .character("e"): openEditor(forRow: chooserRow)
      case .character("+"), .character("a"): addTheme()
      case .character("*"): startOnRandomTheme()
      case .character("p"): openPlayersSetup()
      case .character("n"): openFocusedTheme()
      case .escape, .backspace:
        if app.memorize != nil && !app.isSideBySide { app.openTheme(id: app.memorize!.theme.id) }
      default: break
      }
      return
    }
    guard let game = app.memorize else { return }
    if let step = step(for: key) {
      let focus = cardFocus[.memorize] ?? 0
      if step.dx < 0 && app.isSideBySide && focus % max(1, columns[.memorize] ?? 1) == 0 {
        pane = .chooser
      } else {
        moveCardFocus(.memorize, by: step, count: game.cards.count)
      }
      return
    }
    switch key {
    case .enter, .character(" "):
      let index = min(cardFocus[.memorize] ?? 0, game.cards.count - 1)
      if index >= 0 { game.choose(game.cards[index]) }
    case .character("n"): game.newGame()
    case .character("s"): game.shuffle()
    case .character("i"): game.hint()
    case .character("p"): openPlayersSetup()
    case .character("t"), .escape, .backspace:
      pane = .chooser
      if !app.isSideBySide { app.showChooser() }
    case .character("r"): restyleWithFocusedTheme()
    default: break
    }
  }

  private func handleMatchismoKey(_ press: KeyPress) {
    let game = app.matchismo
    if let step = step(for: press.key) {
      moveCardFocus(.matchismo, by: step, count: game.cards.count)
      return
    }
    switch press.key {
    case .enter, .character(" "): game.choose(at: cardFocus[.matchismo] ?? 0)
    case .character("n"): game.redeal()
    case .character("m"): game.setMatchCount(game.matchCount == 2 ? 3 : 2)
    case .character("["): scrub(by: -1)
    case .character("]"): scrub(by: 1)
    default: break
    }
  }

  private func handleSetKey(_ press: KeyPress) {
    let game = app.set
    if let step = step(for: press.key) {
      moveCardFocus(.set, by: step, count: game.cardsInPlay.count)
      return
    }
    switch press.key {
    case .enter, .character(" "):
      let index = cardFocus[.set] ?? 0
      if game.cardsInPlay.indices.contains(index) { game.choose(game.cardsInPlay[index]) }
      cardFocus[.set] = min(index, max(0, game.cardsInPlay.count - 1))
    case .character("d"): game.dealThreeMore()
    case .character("i"): game.hint()
    case .character("p"): openPlayersSetup()
    case .character("n"): game.newGame()
    default: break
    }
  }

  private func scrub(by delta: Int) {
    let game = app.matchismo
    let count = game.history.count
    guard count > 0 else { return }
    let current = game.scrubPosition ?? count - 1
    let target = current + delta
    game.scrub(to: target >= count - 1 ? nil : target)
  }

  // MARK: - Mouse

  private func handleMouse(_ mouse: MouseEvent) -> LoopAction {
    switch mouse.kind {
    case .press(.left):
      break
    case .wheel(let direction):
      if app.section == .matchismo { scrub(by: direction == .up ? -1 : 1) }
      return .continue
    default:
      return .continue
    }
    if !app.notices.isEmpty { app.dismissNotices() }
    if isShowingHelp {
      isShowingHelp = false
      return .continue
    }
    guard let target = hits.target(at: mouse.position) else { return .continue }
    if editor != nil { return handleEditorClick(target) }
    if playersSetup != nil { return .continue }
    perform(target)
    return .continue
  }

  /// Does what a clicked thing shows.
  func perform(_ target: ScreenTarget) {
    switch target {
    case .tab(let section):
      app.select(section)
    case .themeRow(let row):
      chooserRow = row
      openFocusedTheme()
    case .card(let index):
      cardFocus[app.section] = index
      switch app.section {
      case .memorize:
        pane = .board
        if let game = app.memorize, game.cards.indices.contains(index) {
          game.choose(game.cards[index])
        }
      case .matchismo: app.matchismo.choose(at: index)
      case .set:
        if app.set.cardsInPlay.indices.contains(index) {
          app.set.choose(app.set.cardsInPlay[index])
        }
      case .statistics: break
      }
    case .button(let button):
      perform(button)
    }
  }

  private func perform(_ button: ScreenButton) {
    switch button {
    case .newGame:
      switch app.section {
      case .memorize: app.memorize?.newGame()
      case .matchismo: app.matchismo.redeal()
      case .set: app.set.newGame()
      case .statistics: break
      }
    case .back, .themes:
      pane = .chooser
      app.showChooser()
    case .help: isShowingHelp = true
    case .closeHelp: isShowingHelp = false
    case .matchCount(let count): app.matchismo.setMatchCount(count)
    case .historyOlder: scrub(by: -1)
    case .historyNewer: scrub(by: 1)
    case .dealThreeMore: app.set.dealThreeMore()
    case .hint: app.set.hint()
    case .restyle: restyleWithFocusedTheme()
    case .randomTheme: startOnRandomTheme()
    case .players: openPlayersSetup()
    case .editTheme: openEditor(forRow: chooserRow)
    case .addTheme: addTheme()
    case .dismissNotice: app.dismissNotices()
    }
  }

  private func openFocusedTheme() {
    let themes = app.themes.themes
    guard themes.indices.contains(chooserRow) else { return }
    app.openTheme(id: themes[chooserRow].id)
    pane = .board
  }

  /// Unpins the theme and deals a new game on a random one.
  private func startOnRandomTheme() {
    app.startOnRandomTheme()
    if let id = app.memorize?.theme.id,
      let row = app.themes.themes.firstIndex(where: { $0.id == id })
    {
      chooserRow = row
    }
    pane = .board
  }

  private func restyleWithFocusedTheme() {
    let themes = app.themes.themes
    guard themes.indices.contains(chooserRow) else { return }
    app.restyle(withThemeID: themes[chooserRow].id)
  }

  private func addTheme() {
    let theme = app.themes.addTheme(named: "New Theme")
    if let row = app.themes.themes.firstIndex(where: { $0.id == theme.id }) {
      chooserRow = row
      openEditor(forRow: row)
    }
  }

  private func resumeIfSuspended() {
    guard isSuspended else { return }
    isSuspended = false
    app.resume()
  }
}
