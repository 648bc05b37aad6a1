import Memorize
import TerminalKit

/// The host's own face (`memorize-table --play`, which hands it the join lines): its leaving
/// closes the table, so it asks first while others hold seats; and its foot says how others
/// join once the game is on.
extension JoinedScreen {
  /// What the quit key does: leaves, or on the host's face with others seated, asks first.
  func leaveOrAsk() -> LoopAction {
    guard let question = link.table.closingQuestion else { return .quit }
    closing = question
    return .continue
  }

  /// The keys of the question before the host closes the table: its yes and no
  /// (``closingKeys``), and quitting, which closes it as yes does (q or Ctrl-C, pressed again
  /// to get out, must never be held); every other key waits for an answer.
  var closingKeyMap: [KeyCommand<LoopAction>] {
    bindKeys(.question) { [unowned self] action in
      switch action {
      case .answerYes, .quit:
        return { _ in .quit }
      case .answerNo:
        return { [unowned self] _ in
          closing = nil
          return .continue
        }
      default:
        return nil
      }
    }
  }

  /// The lines of ``KeyTable/question`` the question before closing the table answers to, as
  /// its dialog names them: yes and no alone. Quitting would close the table as yes does, so
  /// the question does not offer it beside them (issue 23: "q/Ctrl-C quit" under "[y/Enter]
  /// Close the table", two keys for one answer).
  static var closingKeys: [KeyTable.Line] {
    KeyTable.question.lines.filter { $0.action == .answerYes || $0.action == .answerNo }
  }

  /// A click while the question is asked: its buttons answer it; anything else waits.
  func answerClosing(click target: ScreenTarget?) -> LoopAction {
    switch target {
    case .button(.confirm): return .quit
    case .button(.cancel): closing = nil
    default: break
    }
    return .continue
  }

  /// Draws the question over the content, while it is asked.
  func drawClosingQuestion(in content: Rect, hits: inout HitMap, into buffer: inout CellBuffer) {
    guard let closing else { return }
    buffer.fill(content)
    ConfirmDialog(palette: palette).draw(
      closing, keys: Self.closingKeys, in: content, hits: &hits, into: &buffer)
  }

  /// On the host's face, how others join, for the foot's free left up to `column` (the lines
  /// shown while the table waited are gone with the board): the longest that fits; `nil` on
  /// every other face, and where none fits.
  func inviteFoot(beforeColumn column: Int) -> String? {
    guard !invite.isEmpty else { return nil }
    return link.table.inviteLines(invite).first { $0.terminalWidth <= column - 2 }
  }

  /// The address to say beside the seats, on the host's face in play whose foot has no room
  /// for the whole join command (`foot`): the address stays on screen once the game is on.
  func addressBesideSeats(foot: String?) -> String? {
    guard !invite.isEmpty, foot == nil || foot != invite.first else { return nil }
    return inviteAddress
  }

  /// Draws `line`, how others join, at the foot's left.
  func drawInvite(_ line: String?, into buffer: inout CellBuffer) {
    guard let line else { return }
    buffer.put(
      " " + line, x: 0, y: buffer.size.height - 1, style: Style(foreground: palette.muted))
  }
}
