import Memorize
import TerminalKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// Over 300 lines because it is the one place where input is routed: a key or a click goes to the
// open question, else the top overlay, else the app's own keys, else the section screen, and
// that order only reads right in one piece. The sections' drawing and keys, and every overlay,
// are in files of their own.

/// The whole terminal app: the chrome around a screen per section, and a stack of overlays.
///
/// Holds only what is about the screen — which section screen draws, the overlays, where things
/// were drawn — never a rule of a game. Each section's content, focus and keys live in its
/// `SectionScreen`; help, the theme editor and the players panel are `ScreenOverlay`s.
public final class MemorizeScreen: TerminalProgram {
  let app: AppModel
  /// The app's door a frame at a time: each section's board, with its status items, made once a
  /// frame.
  let door: FrameDoor
  let palette: Palette
  private let timeSource: TimeSource
  private let memorizeSection: MemorizeSectionScreen
  private let sections: [Section: any SectionScreen]
  /// Open overlays, bottom first; the last one takes the input.
  private var overlays: [any ScreenOverlay] = []

  typealias Pane = MemorizeSectionScreen.Pane

  private(set) var size = TerminalSize.fallback
  private(set) var hits = HitMap()
  private var isSuspended = false
  /// When the last frame was drawn, on the time source.
  private var lastDrawTime = -Double.infinity
  /// The serial of the last announcement the player has moved on from (by a key or a click).
  private var dismissedAnnouncement = 0
  /// The last undo offer whose line was put away (taken back, or let stand).
  private var dismissedUndo = 0
  /// The section whose game stood over when the last key or click came, for its answer to be
  /// said on its board (``FrameDoor/answerOverEnding``); `nil` where none did.
  private var endedAtInput: Section?
  /// What the last key did or why it did nothing, from the view model ("Undone.", "There is
  /// nothing to undo.", "x does nothing in Memorize: ? lists the keys."), until the next key:
  /// drawn over the tabs (``drawFoot(answer:into:)``), so that the board keeps its size.
  private(set) var resultLine: String? {
    didSet {
      // One answer at a time, the newest: the board's refusal of an earlier key goes.
      if resultLine != nil { app.putAwayRefusal() }
    }
  }

  /// The smallest terminal the app lays out in; smaller shows a message until enlarged.
  public static let minimumSize = TerminalSize(width: 40, height: 12)
  /// Wide enough to show the chooser beside the game.
  public static let sideBySideWidth = 100

  public init(
    app: AppModel, colorProfile: ColorProfile, charset: TerminalCharset = .utf8,
    showsDim: Bool = true, timeSource: TimeSource = SystemTimeSource(), animates: Bool = true
  ) {
    self.app = app
    self.timeSource = timeSource
    let palette = Palette(profile: colorProfile, charset: charset, showsDim: showsDim)
    self.palette = palette
    if !palette.showsEmoji { app.noteEmojiShownAsLetters() }
    let door = FrameDoor(app)
    self.door = door
    memorizeSection = MemorizeSectionScreen(
      app: app, door: door, palette: palette, animates: animates)
    sections = [
      .memorize: memorizeSection,
      .matchismo: MatchismoSectionScreen(
        door: door, palette: palette, animates: animates,
        reducesMotion: { [unowned app] in app.reducesMotion }),
      .set: SetSectionScreen(door: door, palette: palette),
      .statistics: StatisticsSectionScreen(app: app, palette: palette),
    ]
  }

  private var currentSection: any SectionScreen {
    sections[app.section] ?? memorizeSection
  }

  // MARK: - State the tests read

  var pane: Pane { memorizeSection.pane }
  var chooserRow: Int { memorizeSection.chooserRow }
  var cardFocus: [Section: Int] { sections.compactMapValues(\.cardFocus) }
  var isShowingHelp: Bool { overlays.contains { $0 is HelpScreenOverlay } }
  var editor: ThemeEditorState? {
    overlays.lazy.compactMap { $0 as? ThemeEditorOverlay }.last?.state
  }
  /// The overlay that takes the keys now, if any.
  var topOverlay: (any ScreenOverlay)? { overlays.last }
  var playersSetup: PlayersSetupState? {
    overlays.lazy.compactMap { $0 as? PlayersOverlay }.last?.state
  }

  /// Cards per row of the Memorize board as last drawn (the bench's player moves by rows too).
  public var memorizeCardColumns: Int? { memorizeSection.cardColumns }

  // MARK: - TerminalProgram

  public func resized(to size: TerminalSize) {
    self.size = size
    resumeIfSuspended()
    app.setSideBySide(size.width >= Self.sideBySideWidth)
  }

  public var nextWakeup: Duration? {
    let now = timeSource.now
    guard let wake = [nextPose, app.nextWakeup].compactMap({ $0 }).min() else { return nil }
    return .milliseconds(max(0, Int64(((wake - now) * 1000).rounded(.up))))
  }

  /// Whether a motion on screen is under way or due: the loop wakes for its next pose.
  public var isInMotion: Bool { nextPose != nil }

  /// When, on the time source, the next frame of a motion is due: the first pose after the last
  /// frame drawn (so a motion that ended since still gets its final frame), a millisecond late
  /// so the pose has surely begun, and never sooner than a 60 Hz frame after the last, so poses
  /// closer than that share a frame as they did when the loop woke at 60 Hz throughout. Only
  /// what is on screen moves.
  private var nextPose: Double? {
    guard let animator = currentSection.animator, overlays.isEmpty, app.pendingThemeDeal == nil,
      let change = animator.nextChange(after: lastDrawTime)
    else { return nil }
    return max(change + 0.001, lastDrawTime + Self.frameInterval)
  }

  /// The shortest time between two frames of a motion: 60 frames a second.
  static let frameInterval = 1.0 / 60

  public func tick(now: ContinuousClock.Instant) -> LoopAction {
    app.tick()
    return .continue
  }

  public func handle(_ event: InputEvent) -> LoopAction {
    resumeIfSuspended()
    switch event {
    case .key(let press):
      // The app-wide key map is worked out once a key, and only where it applies.
      let appCommand =
        app.pendingThemeDeal == nil && overlays.isEmpty ? appKeyMap.command(for: press) : nil
      // The undo key takes back the change on the line; any other key lets it stand.
      if appCommand?.action != .undo { dismissShownUndo() }
      resultLine = nil
      dismissShownNotice()
      dismissedAnnouncement = app.announcement?.serial ?? 0
      noteEnding()
      if app.pendingThemeDeal != nil { return answerPendingDeal(press) }
      if let overlay = overlays.last { return settle(overlay.handle(press)) }
      return handleKey(press, appCommand: appCommand)
    case .mouse(let mouse):
      return handleMouse(mouse)
    case .paste(let text):
      overlays.last?.paste(text)
      return .continue
    case .unknown:
      return .continue
    }
  }

  public func draw(into buffer: inout CellBuffer) {
    resumeIfSuspended()
    door.drawingFrame { drawFrame(into: &buffer) }
  }

  /// Draws one frame, each section's board made once for it (``FrameDoor``).
  private func drawFrame(into buffer: inout CellBuffer) {
    hits.removeAll()
    size = buffer.size
    let now = timeSource.now
    lastDrawTime = now
    guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
      drawTooSmall(into: &buffer)
      return
    }
    let content = Rect(x: 0, y: 1, width: size.width, height: size.height - 2)
    let section = currentSection
    door.answerOverEnding = answerOverEnding
    // The board's status is the section's: made once with it.
    let status = door.board(of: app.section)?.status ?? app.status(of: app.section)
    StatusLine(palette: palette).draw(
      status, in: Rect(x: 0, y: 0, width: size.width, height: 1), into: &buffer)
    section.draw(in: content, now: now, hits: &hits, into: &buffer)
    // Overlays are opaque: the whole content area is cleared under them, so nothing of the board
    // (a card border, a face of the celebration) shows around a panel or a question.
    if !overlays.isEmpty || app.pendingThemeDeal != nil { buffer.fill(content) }
    for overlay in overlays {
      overlay.draw(in: content, hits: &hits, into: &buffer)
    }
    if let pending = app.pendingThemeDeal {
      ConfirmDialog(palette: palette).draw(
        pending, keys: KeyTable.question.lines, in: content, hits: &hits, into: &buffer)
    }
    drawFoot(answer: section.unsaidAnswer, into: &buffer)
  }

  /// Notes whether the game on screen stands over as a key or click comes.
  private func noteEnding() {
    endedAtInput = door.board(of: app.section)?.ending != nil ? app.section : nil
  }

  /// What the last key or click said while the game on screen stood over (why it did nothing:
  /// the view model's refusal, or the line for a key the board has no use for), for the board
  /// to say where it says an answer in play; `nil` where the game did not stand over, the
  /// answer is another's (an overlay's, a question's), or a notice or an undo offer has the
  /// foot.
  private var answerOverEnding: (section: Section, text: String)? {
    guard let section = endedAtInput, section == app.section, overlays.isEmpty,
      app.pendingThemeDeal == nil, app.notices.isEmpty, shownUndoOffer == nil
    else { return nil }
    let announced = app.announcement.flatMap {
      $0.serial > dismissedAnnouncement ? $0.text : nil
    }
    return (resultLine ?? announced).map { (section, $0) }
  }

  /// The last row: the tabs, or over them the one line that answers (see ``footLine``), on the
  /// row above too where one row is too short for a notice or an undo offer. The line never
  /// takes a row from the content: the board keeps its size and no card moves when it comes or
  /// goes.
  private func drawFoot(answer unsaid: String?, into buffer: inout CellBuffer) {
    let foot = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
    guard let line = footLine(unsaid: unsaid) else {
      // An announcement the board says on its own line (a refusal over Set's ending) is not
      // said again over the tabs.
      let onBoard = door.board(of: app.section)?.refusal
      let announcement = app.announcement.flatMap {
        $0.serial > dismissedAnnouncement && $0.text != onBoard ? $0.text : nil
      }
      // The hints at the right are the ways out of whatever has the keys.
      let keys =
        app.pendingThemeDeal != nil ? KeyTable.question : overlays.last?.keyTable ?? .everywhere
      TabBar(palette: palette).draw(
        selected: app.section, announcement: announcement, keys: keys, in: foot, hits: &hits,
        into: &buffer)
      return
    }
    let lead = line.isNotice ? " ⚠ " : " "
    let room = max(1, size.width - DisplayWidth.of(lead) - 1)
    // The first form that fits the row whole; else the fewest words on two rows, cut after a
    // whole word only where even they are too short.
    let texts = TextWrapping.firstFitting(
      line.forms, toWidth: room, lines: 2, ellipsis: palette.ellipsis)
    let rows = Rect(
      x: 0, y: size.height - texts.count, width: size.width, height: texts.count)
    buffer.fill(rows)
    for (index, text) in texts.enumerated() {
      buffer.put(
        (index == 0 ? lead : String(repeating: " ", count: DisplayWidth.of(lead))) + text, x: 0,
        y: rows.y + index,
        style: line.isNotice ? Style(foreground: palette.notice) : Style(bold: true), clip: rows)
    }
    hits.add(rows, .button(line.isUndo ? .undo : .dismissNotice))
  }

  /// The one line that answers, over the tabs: the oldest notice (once it is dismissed, the
  /// next one shows); else a change that can be taken back, with its key; else what the last
  /// key did or why it did nothing (``resultLine``), or the board's refusal its own line had
  /// no room for (`unsaid`). Each with its shorter forms, fewest words last, where it has some.
  private func footLine(unsaid: String?) -> (forms: [String], isNotice: Bool, isUndo: Bool)? {
    if let notice = app.notices.first {
      return ([notice] + Phrases.shorterNotices(notice), true, false)
    }
    if let offer = shownUndoOffer {
      let key = KeyTable.everywhere.line(for: .undo)?.leadKey ?? ""
      return ([Labels.undoable(offer.message, key: key)], false, true)
    }
    // An answer the board says on its own line is not said again here.
    let onBoard = door.board(of: app.section)?.refusal
    guard let said = resultLine.flatMap({ $0 == onBoard ? nil : $0 }) ?? unsaid else {
      return nil
    }
    return ([said] + Phrases.shorterRefusals(said), false, false)
  }

  private func drawTooSmall(into buffer: inout CellBuffer) {
    let lines = [
      Labels.terminalTooSmall,
      Labels.sizeNeeded(
        width: Self.minimumSize.width, height: Self.minimumSize.height, haveWidth: size.width,
        haveHeight: size.height),
      Labels.enlargeOrQuit,
    ]
    // Each sentence wrapped between its clauses first ("need 40×12," / "have 20×6"), then at
    // word boundaries, so none is cut at the edge or mid-phrase however narrow.
    .flatMap { TextWrapping.wrapClauses($0, toWidth: max(1, size.width)) }
    let top = max(0, (size.height - lines.count) / 2)
    for (row, line) in lines.enumerated() where top + row < size.height {
      buffer.put(
        line, in: Rect(x: 0, y: top + row, width: size.width, height: 1), alignment: .center)
    }
  }

  // MARK: - Keys and clicks

  /// The app-wide keys, looked up before the section's; the help lists them after it.
  var appKeyMap: [KeyCommand<LoopAction>] {
    var map: [KeyCommand<LoopAction>] = bindKeys(.everywhere) { [unowned self] action in
      switch action {
      case .switchSection:
        return { [unowned self] press in
          if press.key == .tab {
            if press.modifiers == .shift {
              app.send(.select(app.section.previous))
            } else {
              app.send(.select(app.section.next))
            }
          } else if case .character(let key) = press.key,
            let section = Self.section(forDigitKey: key)
          {
            app.send(.select(section))
          }
          return .continue
        }
      case .help:
        return { [unowned self] _ in
          open(HelpScreenOverlay(palette: palette) { [unowned self] in helpLines })
          return .continue
        }
      case .reducedMotion:
        return { [unowned self] _ in
          // The view model says which way it went, on the line of announcements.
          app.send(.setReducesMotion(nil))
          return .continue
        }
      case .suspend:
        return { [unowned self] _ in
          isSuspended = true
          app.suspend()
          return .suspend
        }
      case .quit:
        return { _ in .quit }
      case .undo:
        return { [unowned self] _ in
          undo()
          return .continue
        }
      default:
        return nil
      }
    }
    // The help says whether reduced motion is on now, and whether quitting keeps the games.
    for index in map.indices {
      switch map[index].action {
      case .reducedMotion(isOn: nil): map[index].action = .reducedMotion(isOn: app.reducesMotion)
      case .quit: map[index].action = app.quitAction
      default: break
      }
    }
    return map
  }

  /// The help's lines for the screen as it is: the section's keys and its game's rules (how
  /// Memorize scores), the app-wide keys, the mouse.
  var helpLines: [HelpLine] {
    let rules = app.helpRules(of: app.section).map { HelpLine(keys: $0.name, action: $0.rule) }
    return currentSection.keyMap.map(\.helpLine) + rules + appKeyMap.map(\.helpLine)
      + [HelpLine(keys: Labels.mouse, action: Labels.mouseAction)]
  }

  /// What the last key pressed at a yes/no question did (for tests that drive the real handler).
  private(set) var lastAnswerKey: Labels.KeyAction?

  /// The help line of the last key a key map handled (for tests that drive the real handler).
  private(set) var lastHandledKey: HelpLine?

  /// The app-wide keys, then the section's; a key neither map holds does nothing.
  private func handleKey(_ press: KeyPress, appCommand: KeyCommand<LoopAction>?) -> LoopAction {
    if let command = appCommand {
      lastHandledKey = command.helpLine
      return command.perform(press)
    }
    let section = currentSection
    if let command = section.keyMap.command(for: press) {
      lastHandledKey = command.helpLine
      if let request = command.perform(press) { fulfil(request) }
    } else {
      lastHandledKey = nil
      // No key pressed on a board does nothing silently: why not, on the board or in the foot.
      resultLine = section.answer(unbound: press)
    }
    return .continue
  }

  /// The section a digit key picks: exactly the ASCII digits 1 to 4. A keycap (`1️⃣`), a digit
  /// with a combining mark or a variation selector, or another script's digit picks none.
  static func section(forDigitKey key: Character) -> Section? {
    guard key.isASCII, let digit = key.wholeNumberValue else { return nil }
    let sections = Section.allCases
    return sections.indices.contains(digit - 1) ? sections[digit - 1] : nil
  }

  private func handleMouse(_ mouse: MouseEvent) -> LoopAction {
    switch mouse.kind {
    case .press(.left):
      break
    case .wheel(let direction):
      if let overlay = overlays.last {
        overlay.scroll(direction)
      } else {
        currentSection.scroll(direction)
      }
      return .continue
    default:
      return .continue
    }
    let target = hits.target(at: mouse.position)
    if target != .button(.undo) { dismissShownUndo() }
    resultLine = nil
    dismissShownNotice()
    dismissedAnnouncement = app.announcement?.serial ?? 0
    noteEnding()
    if app.pendingThemeDeal != nil {
      if case .button(let button) = target, button == .confirm || button == .cancel {
        app.send(.answerThemeDeal(dealNewGame: button == .confirm))
        if button == .confirm { memorizeSection.focusBoard() }
      }
      return .continue
    }
    if let overlay = overlays.last { return settle(overlay.click(target)) }
    guard let target else { return .continue }
    perform(target)
    return .continue
  }

  /// Does what a clicked thing shows.
  func perform(_ target: ScreenTarget) {
    switch target {
    case .tab(let section):
      app.send(.select(section))
    case .themeRow, .card:
      if let request = currentSection.perform(target) { fulfil(request) }
    case .button(let button):
      perform(button)
    }
  }

  private func perform(_ button: ScreenButton) {
    switch button {
    case .help: open(HelpScreenOverlay(palette: palette) { [unowned self] in helpLines })
    case .closeHelp: overlays.removeAll { $0 is HelpScreenOverlay }
    case .players: fulfil(.openPlayers)
    // Every click has put the shown notice away already (`handleMouse`), this one too.
    case .dismissNotice: break
    case .undo: undo()
    case .confirm, .cancel:
      app.send(.answerThemeDeal(dealNewGame: button == .confirm))
      if button == .confirm { memorizeSection.focusBoard() }
    case .newGame:
      if let request = currentSection.perform(.button(button)) { fulfil(request) }
    // Each remaining button belongs to one section, wherever it was clicked from.
    case .back, .themes, .restyle, .randomTheme, .editTheme, .addTheme:
      if let request = memorizeSection.perform(.button(button)) { fulfil(request) }
    case .matchCount, .historyOlder, .historyNewer:
      _ = sections[.matchismo]?.perform(.button(button))
    case .dealThreeMore, .hint, .callSet:
      _ = sections[.set]?.perform(.button(button))
    }
  }

  /// The keys of the yes/no question, from its table (``KeyTable/question``): yes deals the
  /// new game, no keeps playing, quitting still works; every other key waits for an answer.
  /// They also write the dialog's buttons and its footer.
  var questionKeyMap: [KeyCommand<LoopAction>] {
    bindKeys(.question) { [unowned self] action in
      switch action {
      case .answerYes:
        return { [unowned self] _ in
          app.send(.answerThemeDeal(dealNewGame: true))
          memorizeSection.focusBoard()
          return .continue
        }
      case .answerNo:
        return { [unowned self] _ in
          app.send(.answerThemeDeal(dealNewGame: false))
          return .continue
        }
      case .quit:
        return { _ in .quit }
      case .undo:
        return { [unowned self] _ in
          undo()
          return .continue
        }
      default:
        return nil
      }
    }
  }

  private func answerPendingDeal(_ press: KeyPress) -> LoopAction {
    let command = questionKeyMap.command(for: press)
    lastAnswerKey = command?.action
    guard let command else { return .continue }
    lastHandledKey = command.helpLine
    return command.perform(press)
  }

  /// A key or click puts away the notice on the line, and the next one, if any, shows.
  private func dismissShownNotice() {
    if let notice = app.notices.first { app.dismissNotice(notice) }
  }

  // MARK: - Undo

  /// The change that can be taken back, while its line shows.
  private var shownUndoOffer: UndoOffer? {
    app.undoOffers.last.flatMap { $0.id > dismissedUndo ? $0 : nil }
  }

  /// Takes back the change on the line, or says there is none.
  private func undo() {
    guard let offer = shownUndoOffer else {
      resultLine = Phrases.nothingToUndo
      return
    }
    switch app.send(.undo(offer: offer.id)) {
    case .refused(let reason): resultLine = reason
    case .done(let report): resultLine = report.first
    default: break
    }
    dismissedUndo = offer.id
  }

  /// The line's change stands: it can no longer be taken back, as when the window's toast goes.
  private func dismissShownUndo() {
    guard let offer = shownUndoOffer else { return }
    dismissedUndo = offer.id
    app.send(.dismissUndo(offer: offer.id))
  }

  // MARK: - Overlays

  private func open(_ overlay: any ScreenOverlay) {
    overlays.append(overlay)
  }

  /// Opens what a section asked for.
  private func fulfil(_ request: ScreenRequest) {
    switch request {
    case .openPlayers:
      let memorize = memorizeSection
      let app = app
      open(
        PlayersOverlay(draft: app.playersDraft, palette: palette) { draft in
          // In Set the table races; elsewhere the players start a Memorize game.
          let result = app.send(.startPlayers(draft))
          if result.acted && app.section == .memorize { memorize.focusBoard() }
          return result
        })
    case .openEditor(let row):
      let themes = app.themeList
      guard themes.indices.contains(row) else { return }
      let memorize = memorizeSection
      open(
        ThemeEditorOverlay(theme: themes[row], app: app, palette: palette) {
          memorize.themeWasDeleted()
        })
    }
  }

  /// Closes the top overlay if it is done; quits if it said so.
  private func settle(_ result: OverlayResult) -> LoopAction {
    switch result {
    case .stays: return .continue
    case .closes:
      overlays.removeLast()
      return .continue
    case .quits: return .quit
    }
  }

  private func resumeIfSuspended() {
    guard isSuspended else { return }
    isSuspended = false
    app.resume()
  }
}
