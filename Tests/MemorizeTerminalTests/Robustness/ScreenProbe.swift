import CardGames
import Foundation
import Memorize
import TerminalKit

@testable import MemorizeTerminal

/// Plays arbitrary input into the whole terminal app and names every promise it breaks.
///
/// Shared by the libFuzzer target (`Fuzz/Targets/ScreenFuzz.swift` compiles this file in) and by
/// the tests that replay committed inputs, so both check the same things. The input is a script:
/// a header picks the terminal size, the seed and where play starts; then each step is one
/// event — a key, a character from a list of risky ones, raw bytes through the real
/// `InputDecoder`, a paste, a click on something drawn, a click anywhere, the wheel, a resize or
/// time passing. After every step the screen draws a frame, as the session does, and the probe
/// checks the frame, the focus, the overlays and the view models behind them. A crash (a trap, an
/// overflow, an index out of range) is the loudest broken promise; the rest come back as sentences.
enum ScreenProbe {
  /// The wall-clock time the app loads at, so the names of kept-aside files are predictable.
  static let loadDate = Date(timeIntervalSince1970: 1_795_000_000)

  /// Sizes a script can start at: common ones, the smallest laid out, too small, and big.
  static let sizes: [TerminalSize] = [
    TerminalSize(width: 80, height: 24), TerminalSize(width: 160, height: 48),
    TerminalSize(width: 40, height: 12), TerminalSize(width: 100, height: 30),
    TerminalSize(width: 39, height: 11), TerminalSize(width: 1, height: 1),
    TerminalSize(width: 120, height: 40), TerminalSize(width: 250, height: 70),
  ]

  /// Keys other than characters, and the modifiers they come with.
  static let keys: [Key] = [
    .enter, .tab, .backspace, .escape, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
    .insert, .delete, .function(1), .function(2), .function(12),
  ]

  /// Characters no keyboard layout promises, beside printable ASCII.
  static let riskyCharacters: [Character] = [
    "1️⃣", "2\u{301}", "3\u{FE0F}", "#️⃣", "❤️", "☀️", "🌧", "👍🏽", "🇺🇸", "👨‍👩‍👧‍👦", "中", "한",
    "é", "e\u{301}", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{FE0E}", "١", "４", "²", "½", "ｑ", "…",
    "\u{202E}", "\u{FFFD}", "🃏", "🇺", "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
  ]

  /// The promises `bytes`, played as a script into a fresh app whose files live in `root` (an
  /// empty folder the caller removes afterwards), breaks; empty when it kept them all.
  static func violations(in bytes: [UInt8], root: URL) -> [String] {
    var script = Script(bytes)
    let header = script.next()
    let clock = ManualTimeSource()
    let locations = StorageLocations(
      configDirectory: root.appendingPathComponent("config", isDirectory: true),
      dataDirectory: root.appendingPathComponent("data", isDirectory: true))
    let app = AppModel(
      locations: locations, timeSource: clock, seed: UInt64(script.next()), now: loadDate)
    if header & 0x08 != 0 {
      app.startMemorize(
        theme: Theme.builtIns[Int(header >> 4) % Theme.builtIns.count],
        pairs: Int(script.next() % 12) + 2,
        seed: 3)
    }
    let screen = MemorizeScreen(
      app: app, colorProfile: .trueColor, timeSource: clock, animates: header & 0x20 != 0)
    var player = Player(screen: screen, app: app, clock: clock)
    player.resize(to: sizes[Int(header & 0x07)])
    var problems = player.check(after: "start")
    var decoder = InputDecoder(maximumPasteBytes: 64)
    var step = 0
    while !script.isAtEnd && problems.isEmpty && !player.hasQuit {
      step += 1
      let what = player.play(script.next(), &script, decoder: &decoder)
      problems += player.check(after: "step \(step) (\(what))")
    }
    if !player.hasQuit {
      for event in decoder.flushPending() { player.send(event) }
      problems += player.check(after: "the last flush")
    }
    // What the session does on the way out.
    app.saveNow()
    return problems
  }

  /// The input, read a byte at a time; past the end every byte reads as zero.
  struct Script {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func next() -> UInt8 {
      guard offset < bytes.count else { return 0 }
      defer { offset += 1 }
      return bytes[offset]
    }

    mutating func next(_ count: Int) -> [UInt8] {
      let end = min(bytes.count, offset + count)
      defer { offset = end }
      return Array(bytes[offset..<end])
    }
  }

  /// The session loop in miniature: delivers events, redraws after each, and checks.
  struct Player {
    let screen: MemorizeScreen
    let app: AppModel
    let clock: ManualTimeSource
    private(set) var size = TerminalSize(width: 80, height: 24)
    private(set) var hasQuit = false
    private var frame = CellBuffer(width: 1, height: 1)
    /// Cells whose text and width were already found sound.
    private var checkedCells: Set<Cell> = []

    init(screen: MemorizeScreen, app: AppModel, clock: ManualTimeSource) {
      self.screen = screen
      self.app = app
      self.clock = clock
    }

    mutating func resize(to newSize: TerminalSize) {
      size = newSize
      screen.resized(to: newSize)
      draw()
    }

    mutating func draw() {
      var buffer = CellBuffer(size: size)
      screen.draw(into: &buffer)
      frame = buffer
      _ = screen.nextWakeup
    }

    mutating func send(_ event: InputEvent) {
      guard !hasQuit else { return }
      switch screen.handle(event) {
      case .quit: hasQuit = true
      case .continue, .suspend: break
      }
      draw()
    }

    /// Plays one step chosen by `op`, reading its arguments from `script`; says what it did.
    mutating func play(_ op: UInt8, _ script: inout Script, decoder: inout InputDecoder)
      -> String
    {
      switch op % 10 {
      case 0:
        let key = ScreenProbe.keys[Int(script.next()) % ScreenProbe.keys.count]
        let modifiers = KeyModifiers(rawValue: script.next() & 0x0F)
        send(.key(KeyPress(key, modifiers: modifiers)))
        return "key \(key) \(modifiers.rawValue)"
      case 1, 2:
        // Printable ASCII most of the time: the keys that do things.
        let byte = script.next()
        let character: Character =
          byte >= 0xE0
          ? ScreenProbe.riskyCharacters[Int(byte - 0xE0) % ScreenProbe.riskyCharacters.count]
          : Character(Unicode.Scalar(0x20 + byte % 0x5F))
        let modifiers: KeyModifiers = op % 10 == 2 && byte & 1 == 1 ? .control : []
        send(.key(KeyPress(.character(character), modifiers: modifiers)))
        return "character \(character.unicodeScalars.map(\.value)) \(modifiers.rawValue)"
      case 3:
        let raw = script.next(Int(script.next() % 48))
        for event in decoder.feed(raw) { send(event) }
        return "bytes \(raw)"
      case 4:
        for event in decoder.flushPending() { send(event) }
        return "flush"
      case 5:
        let text = Sanitizer.sanitize(
          String(decoding: script.next(Int(script.next() % 80)), as: UTF8.self))
        if !text.isEmpty { send(.paste(text)) }
        return "paste \(text.debugDescription)"
      case 6:
        // A click on something drawn: the fastest way into every panel and button.
        let regions = screen.hits.regions
        let choice = Int(script.next())
        let kind = mouseKind(script.next())
        guard !regions.isEmpty else { return "click on nothing" }
        let (rect, target) = regions[choice % regions.count]
        let point = Point(
          x: rect.x + Int(script.next()) % max(1, rect.width),
          y: rect.y + Int(script.next()) % max(1, rect.height))
        send(.mouse(MouseEvent(kind, x: point.x, y: point.y)))
        return "\(kind) on \(target) at \(point)"
      case 7:
        let kind = mouseKind(script.next())
        let point = Point(x: Int(script.next()), y: Int(script.next()))
        send(.mouse(MouseEvent(kind, x: point.x, y: point.y)))
        return "\(kind) at \(point)"
      case 8:
        let newSize = TerminalSize(
          width: 1 + Int(script.next()) % 220, height: 1 + Int(script.next()) % 80)
        resize(to: newSize)
        return "resize to \(newSize.width)x\(newSize.height)"
      default:
        let seconds = Double(script.next()) * 0.05
        clock.advance(by: seconds)
        _ = screen.tick(now: .now)
        draw()
        return "\(seconds) s pass"
      }
    }

    private func mouseKind(_ byte: UInt8) -> MouseEvent.Kind {
      switch byte % 6 {
      case 0, 1: .press(.left)
      case 2: .release(.left)
      case 3: .wheel(byte & 0x80 == 0 ? .up : .down)
      case 4: .press(.right)
      default: .drag(.left)
      }
    }

    // MARK: - Promises

    /// Everything that must hold after any event.
    mutating func check(after step: String) -> [String] {
      var problems: [String] = []
      problems += frameViolations()
      problems += focusViolations()
      problems += modelViolations()
      return problems.map { "after \(step): \($0)" }
    }

    /// The frame fills the terminal exactly: every wide glyph owns the cell to its right and
    /// fits in the row, each cell's width is its text's, nothing unsafe is drawn, and every
    /// clickable region lies on screen.
    mutating func frameViolations() -> [String] {
      var problems: [String] = []
      if frame.size != size { problems.append("frame is \(frame.size), terminal \(size)") }
      let bounds = Rect(size: frame.size)
      let cells = frame.cells
      let width = frame.width
      var index = 0
      while index < cells.count && problems.count < 5 {
        let cell = cells[index]
        let (x, y) = (index % width, index / width)
        if cell.isContinuation {
          problems.append("row \(y) column \(x): continuation without a wide glyph")
        } else if !checkedCells.contains(cell) {
          // Text is checked once per distinct cell: reading it makes a string, and a frame is
          // thousands of cells of a few kinds.
          if cell.text.unicodeScalars.contains(where: Sanitizer.isUnsafe) {
            problems.append("row \(y) column \(x): unsafe text \(cell.text.debugDescription)")
          }
          if cell.width != DisplayWidth.of(cell.text) || cell.width < 1 {
            problems.append(
              "row \(y) column \(x): \(cell.text.debugDescription) has width \(cell.width)")
          }
          checkedCells.insert(cell)
        }
        if cell.width == 2 && (x + 1 >= width || !cells[index + 1].isContinuation) {
          problems.append("row \(y) column \(x): wide glyph without its right half")
        }
        index += max(1, cell.width)
      }
      for (rect, target) in screen.hits.regions where rect.intersection(bounds) != rect {
        problems.append("\(target) clickable at \(rect), outside the \(size) terminal")
      }
      return problems
    }

    /// The focus is somewhere real: the chooser row is a theme, a focused card is on its board,
    /// an open editor edits a theme that exists at a position it has, the players panel a seat.
    func focusViolations() -> [String] {
      var problems: [String] = []
      let themes = app.themes.themes
      if !(0..<max(1, themes.count)).contains(screen.chooserRow) {
        problems.append("chooser row \(screen.chooserRow) of \(themes.count) themes")
      }
      let counts: [Section: Int] = [
        .memorize: app.memorize?.cards.count ?? 0, .matchismo: app.matchismo.cards.count,
        .set: app.set.cardsInPlay.count,
      ]
      for (section, focus) in screen.cardFocus where section == app.section {
        let count = counts[section] ?? 0
        if focus < 0 || (count > 0 && focus >= count) {
          problems.append("\(section) focus on card \(focus) of \(count)")
        }
      }
      if let editor = screen.editor {
        if let theme = app.themes.theme(withID: editor.themeID) {
          if !(0..<max(1, theme.emoji.count)).contains(editor.emojiIndex) {
            problems.append("editor on emoji \(editor.emojiIndex) of \(theme.emoji.count)")
          }
          let removed = app.themes.removedEmoji(for: theme.id).count
          if !(0..<max(1, removed)).contains(editor.removedIndex) {
            problems.append("editor on removed emoji \(editor.removedIndex) of \(removed)")
          }
        } else {
          problems.append("editor open on a theme that is gone")
        }
      }
      if let setup = screen.playersSetup {
        if setup.seats.isEmpty || setup.seats.count > 4 {
          problems.append("players panel with \(setup.seats.count) seats")
        }
        if case .seat(let index) = setup.row, !setup.seats.indices.contains(index) {
          problems.append("players panel on seat \(index) of \(setup.seats.count)")
        }
      }
      return problems
    }

    /// The view models behind the screens are still in a state their games allow.
    func modelViolations() -> [String] {
      var problems: [String] = []
      let themes = app.themes.themes
      if themes.isEmpty { problems.append("no themes left") }
      if Set(themes.map(\.id)).count != themes.count { problems.append("theme ids repeat") }
      if let game = app.memorize {
        let cards = game.cards
        var counts: [String: Int] = [:]
        for card in cards { counts[card.content, default: 0] += 1 }
        if cards.isEmpty || counts.values.contains(where: { $0 != 2 }) {
          problems.append("memorize cards are not pairs: \(counts)")
        }
        if cards.filter({ $0.isFaceUp && !$0.isMatched }).count > 2 {
          problems.append("more than two memorize cards face up")
        }
        if cards.filter(\.isMatched).count % 2 != 0 { problems.append("an odd number matched") }
        if !game.players.indices.contains(game.currentPlayerIndex) {
          problems.append("player \(game.currentPlayerIndex) of \(game.players.count) to move")
        }
        if !Set(game.hintedCardIDs).isSubset(of: cards.map(\.id)) {
          problems.append("a hint names a card not on the table")
        }
      }
      let matchismo = app.matchismo
      if ![2, 3].contains(matchismo.matchCount) {
        problems.append("matchismo matches \(matchismo.matchCount) cards")
      }
      if let position = matchismo.scrubPosition,
        !matchismo.history.indices.contains(position)
      {
        problems.append("history at \(position) of \(matchismo.history.count)")
      }
      let chosen = matchismo.cards.filter { $0.isChosen && !$0.isMatched }.count
      if chosen > matchismo.matchCount {
        problems.append("\(chosen) matchismo cards chosen of \(matchismo.matchCount)")
      }
      let set = app.set
      let ids = set.cardsInPlay.map(\.id)
      if Set(ids).count != ids.count { problems.append("a set card is on the table twice") }
      if ids.count + set.deckCount > 81 { problems.append("more than 81 set cards") }
      if !Set(set.hintedCardIDs).isSubset(of: ids) {
        problems.append("a set hint names a card not on the table")
      }
      for notice in app.notices where notice.contains(where: \.isNewline) {
        problems.append("a notice of more than one line: \(notice.debugDescription)")
      }
      return problems
    }
  }
}
