import Glibc
import Memorize
import TerminalKit

/// A shared table on the full screen: the table's game drawn and played as a local one is (the
/// same section screen, through a ``TableDoor``), with who sits at the table above it and what
/// the table and the connection say below it.
///
/// It holds no game: the board, the verdict, the ending and every sentence are the table's
/// view's. The connection is its ``TableLink``; the session loop wakes on its descriptor, and
/// at the link's next try after a dropped connection.
public final class JoinedScreen: TerminalProgram {
  let link: TableLink
  let door: TableDoor
  let palette: Palette
  /// The game's section screen, once the table said which game it is.
  private var sectionScreen: (any SectionScreen)?
  private var help: HelpScreenOverlay?
  private(set) var hits = HitMap()
  /// The latest thing the table or the connection said, until the next.
  private(set) var note: String?
  /// Why the last key did nothing, until the next key; shown in the note's place.
  private(set) var keyAnswer: String?
  /// Why the games speak English where Chinese was asked for, until the first key or click.
  var notice: String?
  /// The exit status once the link is over for good (the table closed, or it gave up).
  private(set) var endStatus: Int32?
  /// The line to leave on the terminal once it is restored: why the screen ended.
  private(set) var farewell: String?
  /// How others join this table, as the host's table words it (``TableLink/inviteVariable``):
  /// shown under the seats while the table waits for players, so the host of `memorize-table
  /// --play` can read the address out.
  var invite: [String] = []
  /// The address others join at, on the host's own face (``TableLink/inviteAddressVariable``).
  var inviteAddress: String?
  /// The question the host's face asks before its leaving closes the table on others, while
  /// it waits for an answer (JoinedScreen+Host.swift).
  var closing: TableQuestion?

  /// A screen for the table `link` joined; the door's messages go out through `transmit`, by
  /// default the link (tests hand them to a table in the same process).
  init(
    link: TableLink, colorProfile: ColorProfile, charset: TerminalCharset = .utf8,
    showsDim: Bool = true, transmit: ((String) -> Void)? = nil
  ) {
    self.link = link
    palette = Palette(profile: colorProfile, charset: charset, showsDim: showsDim)
    door = TableDoor(table: link.table, transmit: transmit ?? { [link] text in link.send(text) })
    link.tell = { [unowned self] news in hear(news) }
  }

  /// The section screen for the table's game, the one a local game of it is played on, with
  /// the door in the app's place.
  var section: (any SectionScreen)? {
    if sectionScreen == nil, let game = link.table.game {
      sectionScreen = Self.sectionScreen(for: game, door: door, palette: palette)
    }
    return sectionScreen
  }

  /// The section screen that plays `game` through `door`; `nil` for a section that is no game.
  static func sectionScreen(
    for game: Section, door: any GameDoor, palette: Palette
  ) -> (any SectionScreen)? {
    switch game {
    case .memorize: MemorizeSectionScreen(door: door, palette: palette)
    case .matchismo: MatchismoSectionScreen(door: door, palette: palette, animates: false)
    case .set: SetSectionScreen(door: door, palette: palette)
    case .statistics: nil
    }
  }

  private func hear(_ news: TableLink.News) {
    switch news {
    case .table(.said(let lines)): note = lines.last ?? note
    case .table(.refused(let reason)), .table(.lostRace(let reason)): door.refused(reason)
    case .table: break
    case .line(let line): note = line
    case .problem(let message): note = message
    }
  }

  // MARK: - TerminalProgram

  public var watchedDescriptor: Int32? { link.fileDescriptor }

  public func watchedDescriptorReady() -> LoopAction {
    end(link.readTable())
  }

  public var nextWakeup: Duration? {
    guard let attempt = link.nextAttempt else { return nil }
    let wait = max(0, attempt - link.clock.now)
    return .milliseconds(Int64((wait * 1000).rounded(.up)))
  }

  public func tick(now: ContinuousClock.Instant) -> LoopAction {
    end(link.tryAgain())
  }

  /// Quits once the link ended with `status`, leaving its last line to say why.
  private func end(_ status: Int32?) -> LoopAction {
    guard let status else { return .continue }
    endStatus = status
    farewell = note
    if link.endedWithTheTablesProgram {
      // The shell that started memorize-table has taken the terminal back, and this face is
      // no longer in its foreground: restoring the terminal must not stop it (SIGTTOU).
      signal(SIGTTOU, SIG_IGN)
    }
    return .quit
  }

  public func handle(_ event: InputEvent) -> LoopAction {
    switch event {
    case .key(let press):
      if closing != nil {
        return closingKeyMap.command(for: press)?.perform(press) ?? .continue
      }
      if let help {
        if help.handle(press) != .stays { self.help = nil }
        return .continue
      }
      (keyAnswer, notice) = (nil, nil)
      if let command = keyMap.command(for: press) { return command.perform(press) }
      if let command = section?.keyMap.command(for: press) {
        _ = command.perform(press)
      } else if link.table.view?.board == nil {
        // No board yet: the table waits for players, and the game's screen (Memorize's theme
        // chooser) is not the place the player is (the play-test read "Space does nothing in
        // the theme chooser").
        keyAnswer = UnboundKey.line(for: press, in: .tableWaiting)
      } else {
        // Why a key did nothing: on the board (the table's refusal), or on the line.
        keyAnswer = section?.answer(unbound: press)
      }
      return .continue
    case .mouse(let mouse):
      if case .wheel(let direction) = mouse.kind { help?.scroll(direction) }
      guard case .press(.left) = mouse.kind else { return .continue }
      notice = nil
      if closing != nil { return answerClosing(click: hits.target(at: mouse.position)) }
      if help != nil {
        help = nil
        return .continue
      }
      if let target = hits.target(at: mouse.position) {
        if target == .button(.help) {
          openHelp()
        } else if target == .button(.dismissNotice) {
          // The click put the notice away (above), and chose no card under it.
        } else {
          _ = section?.perform(target)
        }
      }
      return .continue
    case .paste, .unknown:
      return .continue
    }
  }

  /// The keys of the screen itself, looked up before the game's: help, suspend, leave.
  var keyMap: [KeyCommand<LoopAction>] {
    bindKeys(.everywhere) { [unowned self] action in
      switch action {
      case .help:
        return { [unowned self] _ in
          openHelp()
          return .continue
        }
      case .suspend:
        return { _ in .suspend }
      case .quit:
        return { [unowned self] _ in leaveOrAsk() }
      default:
        return nil
      }
    }
  }

  private func openHelp() {
    help = HelpScreenOverlay(palette: palette) { [unowned self] in helpLines }
  }

  // MARK: - Drawing

  public func draw(into buffer: inout CellBuffer) {
    hits.removeAll()
    let size = buffer.size
    guard size.width >= MemorizeScreen.minimumSize.width,
      size.height >= MemorizeScreen.minimumSize.height
    else {
      let line = Labels.sizeNeeded(
        width: MemorizeScreen.minimumSize.width, height: MemorizeScreen.minimumSize.height,
        haveWidth: size.width, haveHeight: size.height)
      buffer.put(line, x: 0, y: 0)
      return
    }
    let width = size.width
    let board = link.table.game.flatMap { door.board(of: $0) }
    if let board {
      // A race's call keys are the seats' on one shared keyboard: here each person has their
      // own, and chooses cards to claim.
      var status = board.status
      for index in status.items.indices { status.items[index].key = nil }
      StatusLine(palette: palette).draw(
        status, in: Rect(x: 0, y: 0, width: width, height: 1), into: &buffer)
    }
    // The foot's room first: on the host's face, what it says of how to join decides whether
    // the seats' line says the address.
    let hints = TabBar.keyHints(for: .everywhere).all
    let hintsWidth = DisplayWidth.of(hints)
    let hintsRect = Rect(
      x: max(0, width - hintsWidth), y: size.height - 1, width: hintsWidth, height: 1)
    // At a race, the keys of the player's seat before them, as many as fit whole, the first
    // kept longest: a click does what the key does.
    let race = raceHints
    var kept = race.count
    while kept > 0,
      race.prefix(kept).reduce(0, { $0 + DisplayWidth.of($1.text) }) > hintsRect.x
    {
      kept -= 1
    }
    let footRoom = hintsRect.x - race.prefix(kept).reduce(0) { $0 + DisplayWidth.of($1.text) }
    let inviteLine = board != nil ? inviteFoot(beforeColumn: footRoom) : nil
    // The longest of the view model's lines that fits, so the table's code is never cut off.
    let lines = link.table.seatsLines(
      joinAt: board != nil ? addressBesideSeats(foot: inviteLine) : nil)
    if let longest = lines.first {
      // Still too long: cut after a whole word (a name), never inside one.
      let line = lines.first { $0.terminalWidth <= width - 2 } ?? lines.last ?? longest
      buffer.put(
        " " + TextWrapping.shortened(line, toWidth: width - 2, ellipsis: palette.ellipsis), x: 0,
        y: 1,
        style: Style(foreground: palette.muted))
    }
    // Why the last key did nothing: the screen's answer, or the board's refusal its own line
    // had no room for.
    // While nothing can be played, why, and the key that leaves, in the note's place.
    let leaveKey = KeyTable.everywhere.line(for: .quit)?.leadKey ?? ""
    let stopped = link.table.unplayableLine(leaveKey: leaveKey)
    // Why English, whole, as the local full screen says it: the first of its forms that fits
    // the note row, else the shortest on the row above it too, which the board gives up for
    // it (issue 23: it covered the board's last row until a key was pressed).
    let noticeTexts = notice.map {
      TextWrapping.firstFitting(
        [$0] + Phrases.shorterNotices($0), toWidth: max(1, width - 4), lines: 2,
        ellipsis: palette.ellipsis)
    }
    let isNoticeShown = keyAnswer == nil && section?.unsaidAnswer == nil && stopped == nil
    let noticeRows = isNoticeShown ? max(1, noticeTexts?.count ?? 1) : 1
    let content = Rect(x: 0, y: 2, width: width, height: size.height - 3 - noticeRows)
    if board != nil, let section {
      section.draw(in: content, now: link.clock.now, hits: &hits, into: &buffer)
      // Nothing can be played now (the table is over, or being tried again): the board is
      // drawn muted, as the window draws it faint, and the line below says why.
      if link.table.unplayable != nil { mute(content, in: &buffer) }
    } else if link.table.view?.waiting != nil {
      // While the table waits, how to join it: the host reads it out to the others, so each
      // line is wrapped, never cut (at 40 columns the address and port went behind "…").
      let rows = invite.flatMap { TextWrapping.wrap($0, toWidth: max(1, width - 2)) }
      for (row, line) in rows.prefix(max(0, content.height - 1)).enumerated() {
        buffer.put(" " + line, x: 0, y: content.y + 1 + row)
      }
    }
    if let line = keyAnswer ?? section?.unsaidAnswer ?? stopped ?? notice ?? note {
      // Why English on its rows until the first key or click puts it away; any other line on
      // the note row alone.
      let texts =
        line == notice
        ? noticeTexts ?? [line] : [UnboundKey.fitted(line, toWidth: width - 4)]
      let rows = Rect(
        x: 0, y: size.height - 1 - texts.count, width: width, height: texts.count)
      buffer.fill(rows)
      for (index, text) in texts.enumerated() {
        buffer.put("   " + text, x: 0, y: rows.y + index, style: Style(bold: true))
      }
      if line == notice { hits.add(rows, .button(.dismissNotice)) }
    }
    buffer.put(hints, x: hintsRect.x, y: hintsRect.y, style: Style(foreground: palette.muted))
    hits.add(hintsRect, .button(.help))
    var x = footRoom
    for hint in race.prefix(kept) {
      let width = DisplayWidth.of(hint.text)
      let rect = Rect(x: x, y: size.height - 1, width: width, height: 1)
      buffer.put(hint.text, x: rect.x, y: rect.y, style: Style(foreground: palette.focus))
      hits.add(rect, hint.target)
      x += width
    }
    drawInvite(inviteLine, into: &buffer)
    if let help {
      buffer.fill(content)
      help.draw(in: content, hits: &hits, into: &buffer)
    }
    drawClosingQuestion(in: content, hits: &hits, into: &buffer)
  }

  /// Redraws every glyph in `area` in the palette's muted colour, on its own background, not
  /// bold: a board nothing can be played at.
  private func mute(_ area: Rect, in buffer: inout CellBuffer) {
    for y in area.y..<min(area.maxY, buffer.height) {
      for x in area.x..<min(area.maxX, buffer.width) {
        let cell = buffer[x: x, y: y]
        // The right half of a wide glyph is redrawn with its left.
        guard !cell.isContinuation else { continue }
        let style = Style(foreground: palette.muted, background: cell.style.background)
        buffer.put(cell.text, x: x, y: y, style: style, clip: area)
      }
    }
  }
}
