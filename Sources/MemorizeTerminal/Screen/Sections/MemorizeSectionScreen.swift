import Memorize
import TerminalKit

// Over 300 lines because the Memorize section is two panes, the theme chooser and the game, that
// share one focus and one width: each pane's drawing, keys and clicks hand the focus to the
// other, so they are kept together rather than split into two types that reach into each other.

/// The Memorize section: the theme chooser and the game, beside each other on a wide terminal,
/// one at a time on a narrow one.
///
/// The game is its door's (``GameDoor/board(of:)``): the app's, or a shared table's, whose
/// game alone is shown — a table's door is not local (``GameDoor/isLocal``), and offers no
/// themes, players or going back to them. Every card chosen and every game action goes
/// through the door, which decides what it does.
final class MemorizeSectionScreen: SectionScreen {
  /// Which half of the Memorize section the keyboard is in.
  enum Pane { case chooser, board }

  /// The app, with its themes; `nil` at a shared table.
  let app: AppModel?
  private let door: any GameDoor
  private let palette: Palette
  private let motion: BoardAnimator
  private let animates: Bool
  var pane: Pane = .chooser
  var chooserRow = 0
  private var focus = BoardFocus()
  /// The last chooser width worked out, for the area and card count it was worked out for: it
  /// takes up to 21 grid layouts, and a frame is drawn 60 times a second while cards move.
  private var chooserWidthCache: (area: Rect, cards: Int, width: Int)?

  /// The section of the app's own game and themes, its game read through `door` (the app's
  /// seen a frame at a time) or else the app.
  convenience init(app: AppModel, door: (any GameDoor)? = nil, palette: Palette, animates: Bool) {
    self.init(door: door ?? app, app: app, palette: palette, animates: animates)
  }

  /// The section of a door's game alone (a shared table's): the keyboard on its board.
  convenience init(door: any GameDoor, palette: Palette) {
    self.init(door: door, app: nil, palette: palette, animates: false)
  }

  private init(door: any GameDoor, app: AppModel?, palette: Palette, animates: Bool) {
    self.door = door
    self.app = app
    self.palette = palette
    self.animates = animates
    motion = BoardAnimator(isEnabled: animates && !(app?.reducesMotion ?? false))
    guard let app else {
      pane = .board
      return
    }
    let board = app.board(of: .memorize)
    if board != nil && app.isShowingMemorizeGame { pane = .board }
    if let row = app.themeList.firstIndex(where: \.isInPlay) { chooserRow = row }
  }

  /// The themes to choose from; none at a shared table.
  private var themeList: [ThemePresentation] { app?.themeList ?? [] }
  /// Whether the chooser and the game are beside each other (never at a shared table).
  private var isSideBySide: Bool { app?.isSideBySide ?? false }
  /// Whether the game, rather than the chooser, fills a narrow screen (always at a table).
  private var isGameOnScreen: Bool { app?.isMemorizeGameOnScreen ?? true }

  /// The cards of the game in play, as drawn; none before the first game.
  private var cards: [CardPresentation] { door.board(of: .memorize)?.cards ?? [] }
  /// Whether a Memorize game has been dealt.
  private var hasGame: Bool { app?.hasBoard(of: .memorize) ?? (door.board(of: .memorize) != nil) }

  var cardFocus: Int? { focus.index(among: cards.count) }
  private(set) var unsaidAnswer: String?
  /// Cards per row as last drawn.
  var cardColumns: Int? { focus.columns }

  /// The board's animator, switched off (every motion ended at once) while the player wants
  /// reduced motion, and on again when they no longer do.
  private var boardAnimator: BoardAnimator {
    let wanted = animates && !(app?.reducesMotion ?? false)
    if motion.isEnabled != wanted { motion.isEnabled = wanted }
    return motion
  }

  var animator: BoardAnimator? { isGameOnScreen ? boardAnimator : nil }

  // MARK: - Drawing

  func draw(in area: Rect, now: Double, hits: inout HitMap, into buffer: inout CellBuffer) {
    unsaidAnswer = nil
    let themes = themeList
    chooserRow = min(max(0, chooserRow), max(0, themes.count - 1))
    let chooser = ThemeChooserView(palette: palette)
    if isSideBySide {
      let chooserWidth = chooserWidth(in: area)
      let left = Rect(x: area.x, y: area.y, width: chooserWidth, height: area.height)
      let right = Self.gameArea(beside: chooserWidth, in: area)
      chooser.draw(
        themes: themes, focusedRow: pane == .chooser ? chooserRow : nil, in: left, hits: &hits,
        into: &buffer)
      for y in area.y..<area.maxY {
        buffer.put("│", x: left.maxX, y: y, style: Style(foreground: palette.muted))
      }
      drawGame(in: right, now: now, showsBack: false, hits: &hits, into: &buffer)
    } else if isGameOnScreen {
      drawGame(in: area, now: now, showsBack: door.isLocal, hits: &hits, into: &buffer)
    } else {
      chooser.draw(
        themes: themes, focusedRow: chooserRow, in: area, hits: &hits, into: &buffer)
    }
  }

  /// The game's part of `area` beside a theme list `chooserWidth` wide: after the dividing line
  /// and a column of space, so no card touches the line.
  static func gameArea(beside chooserWidth: Int, in area: Rect) -> Rect {
    Rect(
      x: area.x + chooserWidth + 2, y: area.y, width: max(0, area.width - chooserWidth - 2),
      height: area.height)
  }

  /// How wide the theme list beside the board is: see ``chooserWidth(in:cards:)``, kept per
  /// area and card count (it takes a few thousand grid layouts, and a frame is drawn 60 times a
  /// second while cards move).
  private func chooserWidth(in area: Rect) -> Int {
    guard let count = door.board(of: .memorize)?.cards.count else {
      return min(40, area.width / 3)
    }
    if let cached = chooserWidthCache, cached.area == area, cached.cards == count {
      return cached.width
    }
    let width = Self.chooserWidth(in: area, cards: count)
    chooserWidthCache = (area, count, width)
    return width
  }

  /// The theme list's width beside a board of `count` cards: a third of the screen up to 40
  /// columns, and wider, up to 60 (a whole theme's emoji), as long as the cards keep at least
  /// the share of their height a balanced grid may give up (``CardGridLayout/balanceAllowance``).
  /// A wider screen never gets a narrower list: the width is the widest any screen as tall and
  /// no wider would get, whose board the wider screen only makes roomier.
  static func chooserWidth(in area: Rect, cards count: Int) -> Int {
    let narrowest = min(MemorizeScreen.sideBySideWidth, area.width)
    return (narrowest...area.width).reduce(0) { widest, width in
      let narrower = Rect(x: area.x, y: area.y, width: width, height: area.height)
      return max(widest, chooserWidth(alone: narrower, cards: count))
    }
  }

  /// The widest list (up to ``widestChooser``) that leaves the cards at least the allowed share
  /// of the height they have beside a list a third of `area` wide (up to 40).
  private static func chooserWidth(alone area: Rect, cards count: Int) -> Int {
    let usual = min(40, area.width / 3)
    func cardHeight(_ chooserWidth: Int) -> Int {
      let game = gameArea(beside: chooserWidth, in: area)
      // The board is the game's area without the row of buttons under it.
      let board = Rect(x: game.x, y: game.y, width: game.width, height: max(0, game.height - 1))
      return CardGridLayout(count: count, in: board).cardSize.height
    }
    let least = Double(cardHeight(usual)) * (1 - CardGridLayout.balanceAllowance)
    let widest = min(
      widestChooser, max(usual, area.width - 2 - 2 * CardGridLayout.minimumCardSize.width))
    return stride(from: widest, to: usual, by: -1).first { Double(cardHeight($0)) >= least }
      ?? usual
  }

  /// The widest the theme list grows beside the board.
  static let widestChooser = 60

  private func drawGame(
    in area: Rect, now: Double, showsBack: Bool, hits: inout HitMap, into buffer: inout CellBuffer
  ) {
    // Its refusal in the words of the marks it draws (the hint's), which number no card.
    guard let presented = door.board(of: .memorize)?.byMarks else {
      buffer.put(
        Phrases.chooseThemeToStart,
        in: Rect(x: area.x, y: area.y + area.height / 2, width: area.width, height: 1),
        alignment: .center, style: Style(foreground: palette.muted))
      return
    }
    observe(presented, now: now)
    focus.keep(within: presented.cards.count)
    // A focus not moved yet starts on a card in play (after a rejoin, card 1 may be gone).
    if focus.index == nil { focus.index = presented.firstFocus }
    let board = Rect(x: area.x, y: area.y, width: area.width, height: area.height - 1)
    let focused = pane == .board || !isSideBySide ? (focus.index ?? 0) : nil
    let layout = MemorizeBoardView(palette: palette).draw(
      presented, faces: faces.all, focusedCard: focused, animator: boardAnimator, now: now,
      in: board, hits: &hits, into: &buffer)
    focus.columns = layout.columns
    let buttons = ButtonView(palette: palette)
    var x = area.x + 1
    let y = area.maxY - 1
    let newGameWidth =
      presented.actingButton(.newGame) == nil ? 0 : DisplayWidth.of(Labels.newGame) + 4
    // At a table of several the line says whose turn it is: where both buttons would leave it
    // less than a named verdict with the turn needs (40 columns), the Themes button gives way
    // (t, Esc and Backspace still go back), by the width alone, so that it does not come and
    // go as the line changes (term-53: "Ana: No match." alone, the turn left to the header).
    let backWidth = DisplayWidth.of(Labels.backToThemes) + 3
    let keepsBack =
      presented.seats.isEmpty || area.width - 1 - backWidth - newGameWidth >= Self.turnLineRoom
    if showsBack && keepsBack {
      x =
        buttons.draw(
          Labels.backToThemes, at: Point(x: x, y: y), target: .back, clip: area, hits: &hits,
          into: &buffer)
        + 1
    }
    // Only where it acts: a watcher's, at a shared table, is not drawn (dim did not show
    // without colour); the n key says why it does nothing.
    if presented.actingButton(.newGame) != nil {
      x =
        buttons.draw(
          Labels.newGame, at: Point(x: x, y: y), target: .newGame, clip: area, hits: &hits,
          into: &buffer)
        + 2
    }
    // As Matchismo's and Set's lines do: why a key did nothing, why the score changed, else
    // whose turn it is.
    // Short of room, the first of the view model's shorter forms (`shorterVerdicts`, fewest
    // words last) that fits whole; only the shortest is ever cut. A refusal none of whose forms
    // fits whole is said on the screen's line of answers instead (``unsaidAnswer``), and this
    // line keeps the verdict.
    let room = max(0, area.maxX - x)
    let refusals = presented.refusal.map { [$0] + presented.shorterRefusals } ?? []
    let fits = refusals.contains { DisplayWidth.of($0) <= room }
    unsaidAnswer = fits ? nil : presented.refusal
    let lines =
      fits ? refusals : presented.verdict.map { [$0] + presented.shorterVerdicts } ?? []
    if let line = DisplayWidth.firstFitting(lines, toWidth: room, ellipsis: palette.ellipsis) {
      buffer.put(line, x: x, y: y, style: Style(bold: true), clip: area)
    }
    if let ending = presented.ending, !boardAnimator.isAnimating(at: now) {
      drawGameOver(ending, cards: presented.cards, over: board, into: &buffer)
    }
  }

  /// The columns the line under the board keeps at a table of several for a verdict with
  /// whose turn it is ("Ana: No match. Ben to move") before the Themes button gives way.
  static let turnLineRoom = 26

  /// The final frame of a finished game: the board cleared (no last pair, no face left where
  /// the fall threw it), the banner, and one of each emoji that was matched.
  private func drawGameOver(
    _ ending: GameEnding, cards: [CardPresentation], over board: Rect,
    into buffer: inout CellBuffer
  ) {
    let lines = ending.bannerPhrases(
      newGameKey: KeyTable.memorizeBoard.line(for: .newGame)?.leadKey ?? "")
    var trophies: [String] = []
    for card in cards {
      guard case .emoji(let emoji, let letter)? = card.face else { continue }
      // A charset without emoji gets the view model's letter for them, as the cards do.
      let trophy = palette.showsEmoji ? emoji : letter
      if !trophies.contains(trophy) { trophies.append(trophy) }
    }
    GameOverBanner(palette: palette).draw(lines, trophies: trophies, over: board, into: &buffer)
  }

  /// The faces cards showed, for a card turning face down to show until it has turned.
  private var faces = FaceMemory()

  /// Tells the animator what the board shows now — each card face up or down, matched, the
  /// deal, the latest mismatch — and keeps the faces shown.
  private func observe(_ board: BoardPresentation, now: Double) {
    faces.remember(board)
    boardAnimator.observe(
      cards: board.cards.map {
        ($0.id, BoardAnimator.CardState(isFaceUp: $0.isFaceUp, isMatched: $0.isMatched))
      },
      dealToken: board.dealToken, isResumed: board.isResumedDeal,
      mismatch: board.mismatch.map { ($0.serial, $0.cardIDs) }, isOver: board.isOver, now: now)
  }

  // MARK: - Keys

  private var isChooserFocused: Bool {
    isSideBySide ? pane == .chooser || !hasGame : !isGameOnScreen
  }

  var keyMap: [KeyCommand<ScreenRequest?>] {
    if isChooserFocused { return chooserKeyMap }
    guard hasGame else { return [] }
    let isLocal = door.isLocal
    return bindKeys(.memorizeBoard) { [unowned self] action in
      switch action {
      case .moveFocus:
        return { [unowned self] press in
          guard let step = BoardFocus.step(for: press.key) else { return nil }
          if step.dx < 0 && isSideBySide && focus.isInFirstColumn {
            pane = .chooser
          } else {
            focus.move(by: step, count: cards.count)
          }
          return nil
        }
      case .chooseCard:
        return { [unowned self] _ in
          chooseCard(at: focus.index(among: cards.count) ?? 0)
          return nil
        }
      case .newGame:
        // Over a game in progress the view model offers Undo, on the line above the tabs.
        return { [door] _ in
          door.deliver(.newGame)
          return nil
        }
      case .shuffle:
        return { [door] _ in
          door.deliver(.shuffle)
          return nil
        }
      case .memorizeHint:
        // Only where the board offers a hint (a game alone): not in the help at a table.
        guard door.board(of: .memorize)?.button(.hint) != nil else { return nil }
        return { [door] _ in
          door.deliver(.hint)
          return nil
        }
      case .players:
        guard isLocal else { return nil }
        return { _ in .openPlayers }
      case .backToThemes:
        guard isLocal else { return nil }
        return { [unowned self] _ in
          showChooser(leavingGame: !isSideBySide)
          return nil
        }
      case .restyle:
        guard isLocal else { return nil }
        return { [unowned self] _ in
          restyleWithFocusedTheme()
          return nil
        }
      default:
        return nil
      }
    }
  }

  /// The chooser's keys, while it has the keyboard: → only beside a game, Esc and Backspace
  /// only where the game is hidden behind the chooser.
  private var chooserKeyMap: [KeyCommand<ScreenRequest?>] {
    guard let app else { return [] }
    return bindKeys(.chooser) { [unowned self] action in
      switch action {
      case .moveInThemes:
        return { [unowned self] press in
          if press.key == .up || press.key == .character("k") {
            chooserRow = max(0, chooserRow - 1)
          } else {
            chooserRow = min(app.themeList.count - 1, chooserRow + 1)
          }
          return nil
        }
      case .toTheGame:
        guard app.isSideBySide else { return nil }
        return { [unowned self] _ in
          // With no game yet, the view model says so.
          if hasGame { pane = .board } else { app.send(.showGame) }
          return nil
        }
      case .playTheme:
        return { [unowned self] _ in
          openFocusedTheme()
          return nil
        }
      case .restyle:
        return { [unowned self] _ in
          restyleWithFocusedTheme()
          return nil
        }
      case .editTheme:
        return { [unowned self] _ in .openEditor(row: chooserRow) }
      case .addTheme:
        return { [unowned self] _ in addTheme() }
      case .randomTheme:
        return { [unowned self] _ in
          startOnRandomTheme()
          return nil
        }
      case .restoreBuiltInThemes:
        // The view model says how many came back, on the line of announcements.
        return { [app] _ in
          app.send(.restoreBuiltInThemes)
          return nil
        }
      case .players:
        return { _ in .openPlayers }
      case .newGameOnTheme:
        return { [unowned self] _ in
          dealNewGameOnFocusedTheme()
          return nil
        }
      case .backToGame:
        guard !app.isSideBySide else { return nil }
        return { [unowned self] _ in
          // Back to the game's own theme, as edited meanwhile (its name and colour); with no
          // game yet, the view model says so.
          let inPlay = app.themeList.first(where: \.isInPlay)
          if case .done = app.send(inPlay.map { .playTheme(id: $0.id) } ?? .showGame) {
            pane = .board
          }
          return nil
        }
      default:
        return nil
      }
    }
  }

  // MARK: - Clicks

  /// A key the board does not take now: said why on the board, or on the screen's line. The
  /// chooser is no board: a key it does not take says so, and is never sent on as the board's
  /// (i, s: the hint and the shuffle of the game behind it).
  func answer(unbound press: KeyPress) -> String? {
    guard hasGame, !isChooserFocused else { return UnboundKey.line(for: press, in: .chooser) }
    return UnboundKey.answer(press, in: .memorize, through: door)
  }

  func perform(_ target: ScreenTarget) -> ScreenRequest? {
    switch target {
    case .themeRow(let row):
      chooserRow = row
      openFocusedTheme()
    case .card(let index):
      focus.index = index
      pane = .board
      chooseCard(at: index)
    case .button(.newGame): door.deliver(.newGame)
    case .button(.back), .button(.themes): showChooser(leavingGame: true)
    case .button(.restyle): restyleWithFocusedTheme()
    case .button(.randomTheme): startOnRandomTheme()
    case .button(.editTheme): return .openEditor(row: chooserRow)
    case .button(.addTheme): return addTheme()
    case .tab, .button: break
    }
    return nil
  }

  // MARK: - Intents

  /// Chooses the card at `index` of the board, if there is one.
  private func chooseCard(at index: Int) {
    let cards = cards
    guard cards.indices.contains(index) else { return }
    door.deliver(.choose(cardID: cards[index].id))
  }

  /// Puts the keyboard in the chooser; on a narrow terminal the chooser replaces the game.
  private func showChooser(leavingGame: Bool) {
    guard let app else { return }
    pane = .chooser
    if leavingGame { app.send(.showChooser) }
  }

  /// The id of the theme on the chooser's focused row.
  private var focusedThemeID: String? {
    let themes = themeList
    return themes.indices.contains(chooserRow) ? themes[chooserRow].id : nil
  }

  private func openFocusedTheme() {
    guard let id = focusedThemeID else { return }
    // A theme that asks first leaves the keyboard in the chooser until the player answers.
    if case .done? = app?.send(.playTheme(id: id)) { pane = .board }
  }

  /// Puts the keyboard on the board (after a new deal the player said yes to).
  func focusBoard() {
    pane = .board
  }

  /// A new game on the focused theme, whatever is in progress: the player asked for one.
  private func dealNewGameOnFocusedTheme() {
    guard let id = focusedThemeID, let app else { return }
    app.send(.dealTheme(id: id))
    pane = .board
  }

  /// Unpins the theme and deals a new game on a random one.
  private func startOnRandomTheme() {
    guard let app else { return }
    app.send(.randomTheme)
    if let row = app.themeList.firstIndex(where: \.isInPlay) { chooserRow = row }
    pane = .board
  }

  private func restyleWithFocusedTheme() {
    guard let id = focusedThemeID else { return }
    app?.send(.restyle(themeID: id))
  }

  private func addTheme() -> ScreenRequest? {
    // A new theme goes at the end of the list; a full list says why not on the announcements'
    // line.
    guard let app, app.send(.addTheme(name: Labels.newThemeName)).acted else { return nil }
    chooserRow = max(0, app.themeList.count - 1)
    return .openEditor(row: chooserRow)
  }

  /// Keeps the chooser's row on a theme after one was deleted.
  func themeWasDeleted() {
    chooserRow = min(chooserRow, max(0, themeList.count - 1))
  }
}
