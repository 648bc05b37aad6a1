/// One block of the app's `MEMORIZE_GTK_TEST_LAYOUT=1` output: where things are in the window.
struct LayoutReport {
  struct Rect: Equatable, CustomStringConvertible {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var midX: Int { x + width / 2 }
    var midY: Int { y + height / 2 }
    var description: String { "\(x),\(y),\(width),\(height)" }

    /// The rectangle moved by the window's position on the screen.
    func offset(by origin: (x: Int, y: Int)) -> Rect {
      Rect(x: x + origin.x, y: y + origin.y, width: width, height: height)
    }
  }

  var isSideBySide = false
  /// Nothing sliding or being revealed at the time of the report.
  var isSettled = false
  var section = ""
  /// The window's size (its widget, inside any client-side border).
  var width = 0
  var height = 0
  /// Whether the primary menu is open on screen.
  var isMenuOpen = false
  /// The primary menu's items on screen, while it is open.
  var menuItems: [String] = []
  /// How many Memorize cards lie face up (not matched), once their flips are over.
  var facesUp = 0
  /// How many Memorize cards were matched and have left the table.
  var gone = 0
  /// Whether the icon theme finds the application's icon (About shows it).
  var hasApplicationIcon = false
  /// How many times the window was presented: once at launch, again for each later launch.
  var presentations = 0
  var chooser: Rect?
  var game: Rect?
  var back: Rect?
  /// The chooser's button back to the game, when folded.
  var forward: Rect?
  /// The game-over page's Play Again button, once the game is over.
  var playAgain: Rect?
  /// The players row, shown when more than one player is seated.
  var players: Rect?
  /// The Memorize page's Hint button, while it shows.
  var hint: Rect?
  /// The "Players…" button that opens the Players dialog.
  var playersButton: Rect?
  /// The Memorize page's status line, and the sentence it holds.
  var status: Rect?
  var statusText = ""
  /// Each seat in the players row that is showing, in turn order.
  var seats: [Rect] = []
  /// The chooser row the keyboard is on, by theme id, if one is.
  var focusedRow: String?
  /// What the keyboard is on, as a widget type and the words it shows ("GtkButton New Theme"),
  /// or "none".
  var focusedWidget = ""
  /// The header's title where the section switcher does not fit (a narrow window), if shown.
  var headerTitle: String?
  /// The shortcuts window's header, while it is open.
  var shortcutsTitle: String?
  /// The narrowest gap between a section's icon and its name in the view switcher, in pixels.
  var switcherGap: Int?
  /// How many seats show their words cut short ("▶ An…").
  var cutSeats = 0
  var rows: [String: Rect] = [:]
  var cards: [Rect] = []
  /// Each widget showing with a tooltip, and the tooltip's words.
  var tooltips: [(rect: Rect, text: String)] = []
  /// The Undo button of the toast showing, if any.
  var undo: Rect?
  /// Each toast showing, and the theme list's New Theme button.
  var toasts: [Rect] = []
  var newTheme: Rect?
  /// Every other button on screen in the window of one's own games (the cards and the toasts'
  /// own left out): where, and its words.
  var buttons: [(rect: Rect, label: String)] = []
  /// The counters under the header bar, where they show, in the window of one's own games.
  var countersRect: Rect?
  /// Each run of each counter's label, with the family of the font it is drawn in.
  var counterFonts: [(text: String, family: String)] = []
  /// The Players dialog's height and its Add Seat and Start buttons (its window's coordinates).
  var playersDialogHeight: Int?
  /// The Players dialog's width, while it is open.
  var playersDialogWidth: Int?
  /// The Players dialog's heading: who plays, and how.
  var playersHeading: String?
  var playersAdd: Rect?
  var playersStart: Rect?
  /// What the Players dialog says is wrong, while it says something.
  var playersProblem: String?
  /// The theme the open editor edits, if one is open.
  var editorTheme: String?
  /// The editor's emoji buttons, in its window's coordinates, and whether each was just removed.
  var editorEmoji: [(rect: Rect, isRemoved: Bool)] = []
  var editorDelete: Rect?
  var editorAdd: Rect?
  var editorPairs: Rect?
  /// What the editor's Pairs field shows: the number typed, or the theme's pairs.
  var editorPairsText: String?
  var editorColour: Rect?
  /// The message under each editor field that has one ("name", "emoji", "pairs", "color", "theme").
  var editorErrors: [String: String] = [:]

  /// Set's cards where they belong, each with its accessible name ("Card 2, 2 red striped
  /// ovals, selected").
  var setCards: [(rect: Rect, name: String)] = []
  /// What Set's status line says.
  var setStatus = ""
  /// At a Set race: the seat calling, whether the table is open, whether the race is over.
  var raceCaller: Int?
  var raceIsOpen = false
  var raceIsOver = false
  /// Each person's Set! and 3 More buttons at a race, by seat; Set's Deal 3 More.
  var setCalls: [Int: Rect] = [:]
  var setAsks: [Int: Rect] = [:]
  var setDeal: Rect?
  /// Set's Hint button, where it shows.
  var setHint: Rect?
  /// Set's Players… button, where this window seats a race.
  var setPlayers: Rect?
  /// Set's ending over the board while it shows: its title and details, " | " between them.
  var setEnding: String?

  /// Matchismo's cards where they belong, each with its accessible name; its outcome line; each
  /// seat at a table of several (whether it is to move, what a screen reader hears of it); its
  /// ending over the board while it shows: its title and details, " | " between them.
  var matchismoCards: [(rect: Rect, name: String)] = []
  var matchismoOutcome = ""
  var matchismoSeats: [(isToMove: Bool, text: String)] = []
  var matchismoEnding: String?
  /// What the window's unseen "Announcements" line holds for a screen reader.
  var announcer = ""
  /// Memorize's ending over a shared table's board while it shows, as Matchismo's.
  var memorizeEnding: String?

  /// The place of the card the keyboard focus is on, in the section on screen.
  var focus: Int?

  /// Joined to a shared table: the seat (`nil` while watching), the version of the table's
  /// view, whether its game is over, its last line, the dialog saying why the table ended, and
  /// who sits at it (the header's subtitle).
  var isJoined = false
  var seat: Int?
  var version = 0
  var isOver = false
  var note: String?
  var dialog: String?
  /// A button on screen in a window joined to a table (the cards left out): where, whether it
  /// acts, its words and its tooltip.
  struct Control: Equatable {
    var rect: Rect?
    var isSensitive: Bool
    var label: String
    var tooltip: String
  }
  var controls: [Control] = []
  /// The shortcuts window's shortcuts, while it is open: GTK's accelerators and the title.
  var shortcuts: [(accelerator: String, title: String)] = []
  /// What the joined window's page says while the table waits for players, and who sits there.
  var waiting: String?
  /// How strongly the joined window draws its board (1: fully; less: nothing can be played).
  var boardOpacity: Double?
  var seatsLine: String?

  /// The words of every label showing that are cut short with "…".
  var cutLabels: [String] = []
  /// Each line of the ending showing (its title, then its details), as broken on its page.
  var endingLines: [String] = []

  /// The counters under the header bar, in order: each status item's label and value.
  var counters: [(label: String, value: String)] = []
  /// For each counter, in order, the pixels between the end of its label and its value.
  var counterGaps: [Int] = []
  /// The counters' tooltip, when they have one: how the game scores.
  var countersTooltip: String?
  /// Each seat's words as its chip breaks them, a line each, by seat (lines keep the space
  /// they end with).
  var seatLines: [Int: [String]] = [:]
  /// The star on the ending's page, while an ending shows.
  var endingStar: Rect?
  /// The ending's page, while an ending shows.
  var endingPage: Rect?
  /// The ending's Play Again button, while an ending shows.
  var endingPlayAgain: Rect?
  /// What the ending's page lies over (the board's room), while an ending shows.
  var endingLayer: Rect?
  /// How far the ending's page is scrolled from its top, in pixels, while an ending shows.
  var endingScroll: Int?
  /// Where the ending's title is drawn, while an ending shows.
  var endingTitle: Rect?
  /// Where each label with words on the ending's page is drawn (its title, its lines).
  var endingTexts: [Rect] = []
  /// The notice bar's notices, one a line, while it shows.
  var notices: [String] = []
  /// Statistics' players, in order: where the name and the tallies are, and their words, each
  /// line as laid out ("5 sets, 8.4 s a set" after a break is a line of its own).
  var statisticsPlayers: [(name: Rect, tallies: Rect, nameLines: [String], tallyLines: [String])] =
    []

  /// Parses the lines of one block, from `layout …` up to (not including) `end`.
  init(lines: [String]) {
    for line in lines {
      let words = line.split(separator: " ").map(String.init)
      guard let kind = words.first else { continue }
      switch kind {
      case "counter":
        let parts = line.dropFirst("counter ".count).split(
          separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2 { counters.append((String(parts[0]), String(parts[1]))) }
      case "cut-label": cutLabels.append(String(line.dropFirst("cut-label ".count)))
      case "counters-tooltip": countersTooltip = String(line.dropFirst("counters-tooltip ".count))
      case "announcer": announcer = String(line.dropFirst("announcer ".count))
      case "counter-gap" where words.count > 1:
        if let gap = Int(words[1]) { counterGaps.append(gap) }
      case "seat-lines" where words.count > 1:
        if let seat = Int(words[1]) {
          let text = line.dropFirst("seat-lines \(words[1]) ".count)
          seatLines[seat] = text.components(separatedBy: " | ")
        }
      case "ending-star": endingStar = words.count > 1 ? Self.rect(words[1]) : nil
      case "ending-page": endingPage = words.count > 1 ? Self.rect(words[1]) : nil
      case "ending-play-again": endingPlayAgain = words.count > 1 ? Self.rect(words[1]) : nil
      case "ending-layer": endingLayer = words.count > 1 ? Self.rect(words[1]) : nil
      case "ending-scroll" where words.count > 1: endingScroll = Int(words[1])
      case "ending-title": endingTitle = words.count > 1 ? Self.rect(words[1]) : nil
      case "ending-text" where words.count > 1:
        if let rect = Self.rect(words[1]) { endingTexts.append(rect) }
      case "ending-line": endingLines.append(String(line.dropFirst("ending-line ".count)))
      case "notice": notices.append(String(line.dropFirst("notice ".count)))
      case "statistics-player" where words.count > 3:
        // The words as written, the spaces that end a line kept.
        let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
        let texts = (parts.count == 4 ? parts[3] : "").split(
          separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        if let name = Self.rect(words[1]), let tallies = Self.rect(words[2]), texts.count == 2 {
          statisticsPlayers.append(
            (
              name, tallies, texts[0].components(separatedBy: " | "),
              texts[1].components(separatedBy: " | ")
            ))
        }
      case "note": note = String(line.dropFirst("note ".count))
      case "control" where words.count > 2:
        let rest = words.dropFirst(3).joined(separator: " ").split(
          separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        controls.append(
          Control(
            rect: Self.rect(words[1]), isSensitive: words[2] == "1",
            label: rest.first.map(String.init) ?? "",
            tooltip: rest.count > 1 ? String(rest[1]) : ""))
      case "board-opacity" where words.count > 1: boardOpacity = Double(words[1])
      case "waiting": waiting = String(line.dropFirst("waiting ".count))
      case "shortcut":
        let pair = line.dropFirst("shortcut ".count).split(
          separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        if pair.count == 2 { shortcuts.append((String(pair[0]), String(pair[1]))) }
      case "dialog": dialog = String(line.dropFirst("dialog ".count))
      case "seats": seatsLine = String(line.dropFirst("seats ".count))
      case "layout":
        for word in words.dropFirst() {
          let pair = word.split(separator: "=", maxSplits: 1).map(String.init)
          guard pair.count == 2 else { continue }
          if pair[0] == "side-by-side" { isSideBySide = pair[1] == "1" }
          if pair[0] == "settled" { isSettled = pair[1] == "1" }
          if pair[0] == "section" { section = pair[1] }
          if pair[0] == "width" { width = Int(pair[1]) ?? 0 }
          if pair[0] == "height" { height = Int(pair[1]) ?? 0 }
          if pair[0] == "icon" { hasApplicationIcon = pair[1] == "1" }
          if pair[0] == "menu" { isMenuOpen = pair[1] == "1" }
          if pair[0] == "faces-up" { facesUp = Int(pair[1]) ?? 0 }
          if pair[0] == "gone" { gone = Int(pair[1]) ?? 0 }
          if pair[0] == "presented" { presentations = Int(pair[1]) ?? 0 }
          if pair[0] == "joined" { isJoined = pair[1] == "1" }
          if pair[0] == "seat" { seat = Int(pair[1]) }
          if pair[0] == "version" { version = Int(pair[1]) ?? 0 }
          if pair[0] == "over" { isOver = pair[1] == "1" }
        }
      case "chooser": chooser = words.count > 1 ? Self.rect(words[1]) : nil
      case "game": game = words.count > 1 ? Self.rect(words[1]) : nil
      case "back": back = words.count > 1 ? Self.rect(words[1]) : nil
      case "forward": forward = words.count > 1 ? Self.rect(words[1]) : nil
      case "play-again": playAgain = words.count > 1 ? Self.rect(words[1]) : nil
      case "players": players = words.count > 1 ? Self.rect(words[1]) : nil
      case "status" where words.count > 1:
        status = Self.rect(words[1])
        statusText = words.dropFirst(2).joined(separator: " ")
      case "hint": hint = words.count > 1 ? Self.rect(words[1]) : nil
      case "players-button": playersButton = words.count > 1 ? Self.rect(words[1]) : nil
      case "seat" where words.count > 2:
        if let rect = Self.rect(words[2]) { seats.append(rect) }
        if words.count > 3, words[3] == "cut" { cutSeats += 1 }
      case "row" where words.count > 2: rows[words[1]] = Self.rect(words[2])
      case "undo": undo = words.count > 1 ? Self.rect(words[1]) : nil
      case "toast" where words.count > 1: if let rect = Self.rect(words[1]) { toasts.append(rect) }
      case "counters": countersRect = words.count > 1 ? Self.rect(words[1]) : nil
      case "counter-font":
        let parts = line.dropFirst("counter-font ".count).split(
          separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2 { counterFonts.append((String(parts[0]), String(parts[1]))) }
      case "button" where words.count > 1:
        if let rect = Self.rect(words[1]) {
          buttons.append((rect, words.dropFirst(2).joined(separator: " ")))
        }
      case "tooltip" where words.count > 2:
        if let rect = Self.rect(words[1]) {
          tooltips.append((rect, words.dropFirst(2).joined(separator: " ")))
        }
      case "new-theme": newTheme = words.count > 1 ? Self.rect(words[1]) : nil
      case "players-dialog" where words.count > 1:
        playersDialogHeight = Int(words[1].dropFirst("height=".count))
        if words.count > 2 { playersDialogWidth = Int(words[2].dropFirst("width=".count)) }
      case "menu-item": menuItems.append(words.dropFirst().joined(separator: " "))
      case "players-heading": playersHeading = words.dropFirst().joined(separator: " ")
      case "players-add": playersAdd = words.count > 1 ? Self.rect(words[1]) : nil
      case "players-start": playersStart = words.count > 1 ? Self.rect(words[1]) : nil
      case "players-problem": playersProblem = words.dropFirst().joined(separator: " ")
      case "editor" where words.count > 1: editorTheme = words[1]
      case "editor-emoji" where words.count > 2:
        if let rect = Self.rect(words[2]) { editorEmoji.append((rect, words.count > 3)) }
      case "editor-delete": editorDelete = words.count > 1 ? Self.rect(words[1]) : nil
      case "editor-add": editorAdd = words.count > 1 ? Self.rect(words[1]) : nil
      case "editor-pairs": editorPairs = words.count > 1 ? Self.rect(words[1]) : nil
      case "editor-pairs-text": editorPairsText = words.dropFirst().joined(separator: " ")
      case "editor-colour": editorColour = words.count > 1 ? Self.rect(words[1]) : nil
      case "editor-error" where words.count > 2:
        editorErrors[words[1]] = words.dropFirst(2).joined(separator: " ")
      case "set-card" where words.count > 3:
        if let rect = Self.rect(words[2]) {
          setCards.append((rect, words.dropFirst(3).joined(separator: " ")))
        }
      case "set-status": setStatus = words.dropFirst().joined(separator: " ")
      case "race":
        for word in words.dropFirst() {
          let pair = word.split(separator: "=", maxSplits: 1).map(String.init)
          guard pair.count == 2 else { continue }
          if pair[0] == "caller" { raceCaller = Int(pair[1]) }
          if pair[0] == "open" { raceIsOpen = pair[1] == "1" }
          if pair[0] == "over" { raceIsOver = pair[1] == "1" }
        }
      case "set-call" where words.count > 2:
        if let seat = Int(words[1]) { setCalls[seat] = Self.rect(words[2]) }
      case "set-ask" where words.count > 2:
        if let seat = Int(words[1]) { setAsks[seat] = Self.rect(words[2]) }
      case "set-ending": setEnding = words.dropFirst().joined(separator: " ")
      case "matchismo-card" where words.count > 3:
        if let rect = Self.rect(words[2]) {
          matchismoCards.append((rect, words.dropFirst(3).joined(separator: " ")))
        }
      case "focus" where words.count > 1: focus = Int(words[1])
      case "focus-row" where words.count > 1: focusedRow = words[1]
      case "focus-widget": focusedWidget = words.dropFirst().joined(separator: " ")
      case "header-title": headerTitle = words.dropFirst().joined(separator: " ")
      case "shortcuts-title": shortcutsTitle = words.dropFirst().joined(separator: " ")
      case "switcher-gap" where words.count > 1: switcherGap = Int(words[1])
      case "matchismo-outcome": matchismoOutcome = words.dropFirst().joined(separator: " ")
      case "matchismo-seat" where words.count > 3:
        matchismoSeats.append((words[2] == "1", words.dropFirst(3).joined(separator: " ")))
      case "matchismo-ending": matchismoEnding = words.dropFirst().joined(separator: " ")
      case "memorize-ending": memorizeEnding = words.dropFirst().joined(separator: " ")
      case "set-deal": setDeal = words.count > 1 ? Self.rect(words[1]) : nil
      case "set-hint": setHint = words.count > 1 ? Self.rect(words[1]) : nil
      case "set-players": setPlayers = words.count > 1 ? Self.rect(words[1]) : nil
      case "card" where words.count > 2:
        if let rect = Self.rect(words[2]) { cards.append(rect) }
      default: break
      }
    }
  }

  private static func rect(_ text: String) -> Rect? {
    let numbers = text.split(separator: ",").compactMap { Int($0) }
    guard numbers.count == 4 else { return nil }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }
}
