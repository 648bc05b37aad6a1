/// The full-screen terminal's keys, one table per screen or panel: which keys do what.
///
/// These tables are the only list of them. The terminal handles a key by finding it in the table
/// of what is on screen; its `?` help, the key hints at the foot of its panels and the buttons of
/// its yes/no questions are written from the same lines; and so are the keys in `memorize --help`
/// and its manual page. A key cannot be handled without being listed, nor listed without being
/// handled.
public enum KeyTable: CaseIterable, Hashable, Sendable {
  /// The theme chooser (on its own, or beside the game).
  case chooser
  /// The Memorize board.
  case memorizeBoard
  /// The Matchismo board.
  case matchismo
  /// The Set board.
  case set
  /// The keys every section answers, looked up before the section's own.
  case everywhere
  /// The players panel.
  case players
  /// The theme editor.
  case editor
  /// A yes/no question, such as whether to deal anew in a theme with too few emoji.
  case question
  /// The help shown on `?`: it scrolls where it is longer than the screen.
  case help
  /// The Statistics section: it scrolls where it is longer than the screen.
  case statistics

  /// One line of a table: the keys, what they do, and how much the line matters when a footer
  /// is too narrow for all of them.
  public struct Line: Hashable, Sendable {
    /// The keys, in the order they are named.
    public let keys: [Labels.KeyName]
    /// What they do.
    public let action: Labels.KeyAction
    /// Where a footer too narrow for every line keeps this one: the lowest priority goes first.
    public let priority: Int

    /// A line of `keys` doing `action`.
    ///
    /// - Parameters:
    ///   - keys: the keys, in the order they are named.
    ///   - action: what they do.
    ///   - priority: how much the line matters in a footer (higher stays longer).
    public init(_ keys: [Labels.KeyName], _ action: Labels.KeyAction, priority: Int = 0) {
      self.keys = keys
      self.action = action
      self.priority = priority
    }

    /// The line's keys as a footer writes them: joined by "/", arrows side by side ("↑↓"), and
    /// a capital letter left out beside its small one ("y/Enter" for y, Y and Enter).
    public var compactKeys: String {
      let names = keys.filter { key in
        guard case .character(let letter) = key, letter.isUppercase else { return true }
        return !keys.contains(.character(Character(letter.lowercased())))
      }
      var text = ""
      var lastWasArrow = false
      for key in names {
        let name = Labels.name(of: key)
        let isArrow = [.up, .down, .left, .right].contains(key)
        if !text.isEmpty && !(isArrow && lastWasArrow) { text += "/" }
        text += name
        lastWasArrow = isArrow
      }
      return text
    }

    /// The line's first key, as the help names it: the key a short hint or a sentence names.
    public var leadKey: String {
      keys.first.map(Labels.name(of:)) ?? ""
    }

    /// The line's first key and what it does, for a hint with no room for the others ("? help").
    public var leadItem: String {
      Labels.keyHint(leadKey, Labels.footerLabel(action))
    }

    /// The line as a footer item: "Esc close"; typing named by the keys that type ("A-Z type
    /// a name", "字符键：输入名字"), so that every hint names its key.
    public var footerItem: String {
      let label = Labels.footerLabel(action)
      return Labels.keyHint(keys == [.typing] ? Labels.typingKeys : compactKeys, label)
    }
  }

  /// The table's heading in `--help` and the manual page.
  public var title: String {
    switch self {
    case .chooser: localized("Theme chooser")
    case .memorizeBoard: localized("Memorize board")
    case .matchismo: localizedInContext("game", "Matchismo")
    case .set: localizedInContext("game", "Set")
    case .everywhere: localized("Everywhere")
    case .players: localized("Players panel")
    case .editor: localized("Theme editor")
    case .question: localized("Yes/no questions")
    case .help: localized("Help screen")
    case .statistics: localized("Statistics")
    }
  }

  /// The table's lines, in the order the help lists them.
  public var lines: [Line] {
    switch self {
    case .chooser:
      [
        Line([.up, .down, .character("k"), .character("j")], .moveInThemes),
        Line([.right, .character("l")], .toTheGame),
        Line([.space, .enter], .playTheme),
        Line([.character("r")], .restyle),
        Line([.character("e")], .editTheme),
        Line([.character("+"), .character("a")], .addTheme),
        Line([.character("*")], .randomTheme),
        Line([.character("b")], .restoreBuiltInThemes),
        Line([.character("p")], .players),
        Line([.character("n")], .newGameOnTheme),
        Line([.escape, .backspace], .backToGame),
      ]
    case .memorizeBoard:
      [
        Line(Self.boardMoves, .moveFocus),
        Line([.space, .enter], .chooseCard),
        Line([.character("n")], .newGame),
        Line([.character("s")], .shuffle),
        Line([.character("i")], .memorizeHint),
        Line([.character("p")], .players),
        Line([.character("t"), .escape, .backspace], .backToThemes),
        Line([.character("r")], .restyle),
      ]
    case .matchismo:
      [
        Line(Self.boardMoves, .moveFocus),
        Line([.space, .enter], .chooseCard),
        Line([.character("n")], .redeal),
        Line([.character("m")], .matchCount),
        Line([.character("["), .character("]")], .scrubHistory),
      ]
    case .set:
      [
        Line(Self.boardMoves, .moveFocus),
        Line([.space, .enter], .chooseCard),
        Line([.character("d")], .dealThreeMore),
        Line([.character("i")], .setHint),
        Line([.character("p")], .players),
        Line([.character("n")], .newGame),
        Line(Self.raceCallKeys.map { .character($0) }, .callSet),
        Line(Self.raceCallKeys.map { .character(Character($0.uppercased())) }, .askForMoreCards),
        // At a shared table each person has a keyboard of their own, and one key calls.
        Line([.character(Self.tableCallKey)], .callSetAtTable),
      ]
    case .everywhere:
      [
        Line(
          [.tab, .shiftTab] + Section.allCases.indices.map { .character(Character("\($0 + 1)")) },
          .switchSection),
        Line([.character("?"), .function(1)], .help),
        Line([.character("o")], .reducedMotion(isOn: nil)),
        Line([.character("u")], .undo),
        Line([.control("z")], .suspend),
        Line([.character("q"), .character("Q"), .control("c")], .quit),
      ]
    case .players:
      [
        Line([.up, .down, .tab], .moveInSeats, priority: 9),
        Line([.typing], .typeName, priority: 7),
        Line([.left, .right], .seatKind, priority: 6),
        Line([.enter], .addOrStart, priority: 5),
        Line([.delete], .removeSeat, priority: 4),
        Line([.backspace], .eraseLetter, priority: 2),
        Line([.escape], .close, priority: 8),
        Line([.control("c")], .quit, priority: 1),
      ]
    case .editor:
      [
        Line([.tab, .shiftTab, .up, .down], .moveField, priority: 9),
        Line([.enter], .apply, priority: 7),
        Line([.left, .right], .pick, priority: 6),
        Line([.character("+"), .character("-")], .changePairs, priority: 4),
        Line([.character("x"), .delete], .removeEmoji, priority: 5),
        Line([.typing], .typeInField, priority: 3),
        Line([.backspace], .eraseLetterOrEmoji, priority: 2),
        Line([.escape], .close, priority: 8),
        Line([.control("c")], .quit, priority: 1),
      ]
    case .question:
      [
        Line([.character("y"), .character("Y"), .enter], .answerYes, priority: 3),
        Line([.character("n"), .character("N"), .escape], .answerNo, priority: 2),
        Line([.character("q"), .character("Q"), .control("c")], .quit, priority: 1),
      ]
    case .help:
      [
        Line([.up, .down, .character("k"), .character("j")], .scrollHelp, priority: 3),
        Line([.pageUp, .pageDown], .pageHelp, priority: 1),
        // q closes the help, as any other key does: a player leaving the help by q (as most
        // programs' help is left) should not leave the game.
        Line([.control("c")], .quit, priority: 0),
        Line([.anyOtherKey], .closeHelp, priority: 2),
      ]
    case .statistics:
      [
        Line([.up, .down, .character("k"), .character("j")], .scrollStatistics),
        Line([.pageUp, .pageDown], .pageStatistics),
        Line([.home, .end], .statisticsTopOrEnd),
      ]
    }
  }

  /// The table's lines in the order a foot names them: quitting, which ends the program, after
  /// every other way (“any key close · Ctrl-C quit”, as the tab bar beside it says them); the
  /// rest as the table has them. The table's own order is the one keys are matched in.
  public var footLines: [Line] {
    lines.filter { $0.action != .quit } + lines.filter { $0.action == .quit }
  }

  /// The table's line for `action`, if it has one.
  ///
  /// - Parameter action: what the line does.
  /// - Returns: the first line that does it.
  public func line(for action: Labels.KeyAction) -> Line? {
    lines.first { $0.action == action }
  }

  /// The keys that call Set! at a race, one per seat in seat order: far apart on the keyboard, so
  /// that people sharing it each keep a hand on their own. With Shift, the seat asks for three
  /// more cards.
  public static let raceCallKeys: [Character] = ["z", "m", "a", "g"]

  /// The key that calls Set! for the player's own seat at a shared table's race: free on the
  /// Set board, and the initial of the game.
  public static let tableCallKey: Character = "s"

  /// The keys a shared table's race names at the foot of the player's screen, in order: the
  /// one that calls Set! for their seat (``tableCallKey``), then `d`, which at a race asks for
  /// three more cards for their seat (the table takes Deal 3 more as the seat's ask).
  public static var tableRaceFoot: [Line] {
    [
      Line([.character(tableCallKey)], .callSetAtTable, priority: 2),
      Line([.character("d")], .askForMoreAtTable, priority: 1),
    ]
  }

  /// The seat whose call key `key` is (Shift and the key: the seat that asks for more cards).
  ///
  /// - Parameter key: a key the Set board received.
  /// - Returns: the seat, or `nil` for a key that is no seat's.
  public static func raceSeat(ofKey key: Character) -> Int? {
    raceCallKeys.firstIndex(of: Character(key.lowercased()))
  }

  /// The arrows and h j k l, which move a board's focus.
  private static let boardMoves: [Labels.KeyName] = [
    .up, .down, .left, .right, .character("h"), .character("j"), .character("k"),
    .character("l"),
  ]

  /// The footer items of `lines` that fit in `lineCount` lines of `width` columns, each line
  /// the items joined by " · ": whole items only, the lowest priority left out first, the rest
  /// in table order.
  ///
  /// - Parameters:
  ///   - lines: the table lines to show, in order.
  ///   - width: the columns of each footer line.
  ///   - lineCount: how many footer lines there are.
  ///   - columns: the display width of a piece of text (the front end measures it).
  /// - Returns: the footer's lines, at most `lineCount`.
  public static func footer(
    _ lines: [Line], width: Int, lineCount: Int, columns: (String) -> Int
  ) -> [String] {
    var kept = lines
    while true {
      let packed = pack(kept.map(\.footerItem), width: width, columns: columns)
      if packed.count <= lineCount || kept.isEmpty { return packed }
      guard let lowest = kept.indices.min(by: { kept[$0].priority < kept[$1].priority }) else {
        return packed
      }
      kept.remove(at: lowest)
    }
  }

  /// `items` joined by " · " into lines no wider than `width` (an item wider than a line gets
  /// a line of its own).
  private static func pack(_ items: [String], width: Int, columns: (String) -> Int) -> [String] {
    var packed: [String] = []
    for item in items {
      if let last = packed.last, columns(last + " · " + item) <= width {
        packed[packed.count - 1] = last + " · " + item
      } else {
        packed.append(item)
      }
    }
    return packed
  }
}
