import Memorize
import TerminalKit

/// One section of the app on screen: what its status line says, what is inside its content
/// area, and what its keys and clicks do.
///
/// `MemorizeScreen` owns the chrome around the sections (status row, notice, tab bar), the
/// app-wide keys and the overlays; a section screen owns its content area and its focus.
protocol SectionScreen: AnyObject {
  /// The animator of the board on screen now, if any: while it moves the loop wakes at 60 Hz.
  var animator: BoardAnimator? { get }
  /// The focused card, once the player has moved to or clicked one.
  var cardFocus: Int? { get }

  /// Draws the section into `area`, recording what can be clicked in `hits`.
  func draw(in area: Rect, now: Double, hits: inout HitMap, into buffer: inout CellBuffer)
  /// The keys of the section as it is now (a key the app-wide keys did not take is looked up
  /// here), and the help's lines for them.
  var keyMap: [KeyCommand<ScreenRequest?>] { get }
  /// A click on a card or button this section owns.
  func perform(_ target: ScreenTarget) -> ScreenRequest?
  /// The mouse wheel turned over the screen.
  func scroll(_ direction: WheelDirection)
  /// A key no line of ``keyMap`` took: the section answers it as ``UnboundKey`` says, and
  /// returns the line for the screen to show, if it is not said on the board.
  func answer(unbound press: KeyPress) -> String?
  /// The board's refusal as last drawn, when the section's own line had no room for it whole
  /// (nor for a shorter form): the screen says it on its one line of answers instead.
  var unsaidAnswer: String? { get }
}

extension SectionScreen {
  var animator: BoardAnimator? { nil }
  var cardFocus: Int? { nil }
  func scroll(_ direction: WheelDirection) {}
  func answer(unbound press: KeyPress) -> String? { nil }
  var unsaidAnswer: String? { nil }
}

/// What a board answers for a key its key map does not take now, so that no key pressed on a
/// board does nothing silently (issue 23: i in Matchismo, i at a shared Memorize table).
///
/// The face decides no rule here: a key another board's table names for an intent (i, Memorize's
/// and Set's hint; d, Set's Deal 3 more; s, Memorize's shuffle) is sent as that intent, and the
/// view model (or the table) says why it does nothing here, on the board ("Matchismo has no
/// hints.", "Hints are for a game of one player."); any other printable key gets the view
/// model's line that it does nothing here and where the keys are listed.
enum UnboundKey: Equatable {
  /// `line` as a row of `width` columns shows it: whole, or its first clause as a sentence
  /// (``Phrases/shorterRefusals(_:)``: "x does nothing in Memorize."), cut only when even that
  /// is too wide.
  static func fitted(_ line: String, toWidth width: Int) -> String {
    DisplayWidth.firstFitting([line] + Phrases.shorterRefusals(line), toWidth: max(1, width))
      ?? ""
  }

  /// Send this intent: its refusal shows on the board.
  case intent(Intent)
  /// Show this line.
  case line(String)

  /// The boards whose keys are looked up, in this order.
  static let boards: [KeyTable] = [.memorizeBoard, .matchismo, .set]

  /// The answer to `press` on the board of `section`: a board's key for an intent is sent as
  /// that intent; any other key (a character, F5, Ins, Ctrl-A, Alt-x) gets the line that it does
  /// nothing here. `nil` only for a key with modifiers no name holds (Ctrl-↑).
  static func answer(to press: KeyPress, in section: Section) -> UnboundKey? {
    guard let name = KeyCommand<Void>.Press(naming: press)?.name else { return nil }
    if case .character = name {
      for table in boards {
        for line in table.lines where line.keys.contains(name) {
          if let intent = intent(for: line.action) { return .intent(intent) }
        }
      }
    }
    return shownName(of: name).map {
      .line(Phrases.keyDoesNothing($0, in: section, helpKey: helpKey))
    }
  }

  /// The line for `press` where no key is sent on as an intent: in the theme chooser (no board
  /// is on screen: i, d and s are not the board's hint, deal and shuffle there) or in
  /// Statistics. `nil` only for a key with modifiers no name holds.
  static func line(for press: KeyPress, in place: Place) -> String? {
    guard let name = KeyCommand<Void>.Press(naming: press)?.name,
      let key = shownName(of: name)
    else { return nil }
    switch place {
    case .chooser: return Phrases.keyDoesNothingInChooser(key, helpKey: helpKey)
    case .tableWaiting: return Phrases.keyDoesNothingWhileTableWaits(key, helpKey: helpKey)
    case .section(let section):
      return Phrases.keyDoesNothing(key, in: section, helpKey: helpKey)
    }
  }

  /// Where a key is answered without a board: the theme chooser, a shared table's screen while
  /// it waits for players, or a section with no board.
  enum Place: Equatable {
    case chooser
    case tableWaiting
    case section(Section)
  }

  /// The key that opens the list of keys.
  private static var helpKey: String { KeyTable.everywhere.line(for: .help)?.leadKey ?? "" }

  /// A key as the answer names it: a character as itself, made safe to draw; another key as the
  /// help writes it ("F5", "Ctrl-A", "Alt-x").
  private static func shownName(of name: Labels.KeyName) -> String? {
    switch name {
    case .character(let character): String(character).sanitizedForTerminal
    case .typing, .anyOtherKey: nil
    default: Labels.name(of: name).sanitizedForTerminal
    }
  }

  /// Answers `press` on the board of `section` behind `door`: an intent is sent (its refusal
  /// shows on the board), a line is returned for the screen to show.
  static func answer(_ press: KeyPress, in section: Section, through door: any GameDoor)
    -> String?
  {
    switch answer(to: press, in: section) {
    case .intent(let intent):
      door.deliver(intent)
      return nil
    case .line(let line): return line
    case nil: return nil
    }
  }

  /// The intent a board's key line sends, for the lines whose intent every game answers.
  private static func intent(for action: Labels.KeyAction) -> Intent? {
    switch action {
    case .memorizeHint, .setHint: .hint
    case .dealThreeMore: .dealThreeMore
    case .shuffle: .shuffle
    default: nil
    }
  }
}

/// What a section asks of the app screen that it cannot do itself: open an overlay.
enum ScreenRequest: Equatable {
  case openPlayers
  case openEditor(row: Int)
}

/// The focused card of a board, moved by arrows or h j k l through the rows last drawn.
struct BoardFocus {
  var index: Int?
  /// Cards per row of the board as last drawn.
  var columns: Int?

  /// Arrow or hjkl direction as a column/row step.
  static func step(for key: Key) -> (dx: Int, dy: Int)? {
    switch key {
    case .left, .character("h"): (-1, 0)
    case .right, .character("l"): (1, 0)
    case .up, .character("k"): (0, -1)
    case .down, .character("j"): (0, 1)
    default: nil
    }
  }

  /// Whether the focus is in the first column of its row.
  var isInFirstColumn: Bool {
    (index ?? 0) % max(1, columns ?? 1) == 0
  }

  /// The focused card on a board of `count` cards: the last card when the board shrank under
  /// the focus (a new game with fewer cards), none when there are no cards.
  func index(among count: Int) -> Int? {
    guard let index, count > 0 else { return nil }
    return min(max(0, index), count - 1)
  }

  /// Moves a focus left past the end of a board that shrank onto its last card, so it is never
  /// on a card that is not there, and dealing more later does not bring it back.
  mutating func keep(within count: Int) {
    guard count > 0, let kept = index(among: count) else { return }
    index = kept
  }

  mutating func move(by step: (dx: Int, dy: Int), count: Int) {
    guard count > 0 else { return }
    keep(within: count)
    let perRow = max(1, columns ?? 1)
    let current = min(index ?? 0, count - 1)
    let target = current + step.dx + step.dy * perRow
    if (0..<count).contains(target) {
      index = target
    } else if step.dy > 0, current / perRow < (count - 1) / perRow {
      // Down into a shorter last row: land on its last card rather than not moving at all.
      index = count - 1
    }
  }
}
