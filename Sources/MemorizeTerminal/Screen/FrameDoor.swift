import Memorize

/// The app's door as one frame sees it: while a frame is drawn, each section's board is made
/// once and kept, so the status line, the section and its keys share one; between frames every
/// read is fresh, as keys and timers change the game.
///
/// A board carries the section's status items, its verdicts and every card: the status line,
/// the section's drawing and the foot's keys each made them afresh, several times a frame.
final class FrameDoor: GameDoor {
  private let door: any GameDoor
  /// Each section's board as this frame has it; `nil` between frames.
  private var frameBoards: [Section: BoardPresentation?]?
  /// How many boards were asked for, and how many made (``board(of:)``), for the tests to
  /// count a frame's work.
  private(set) var boardsAsked = 0
  private(set) var boardsMade = 0

  /// The door `door` seen a frame at a time.
  init(_ door: any GameDoor) {
    self.door = door
  }

  /// Runs `draw` with each section's board made at most once.
  func drawingFrame<Result>(_ draw: () -> Result) -> Result {
    frameBoards = [:]
    defer { frameBoards = nil }
    return draw()
  }

  /// What the last key or click said (the view model's words: a refusal, or why a key does
  /// nothing) while `section`'s game stood over, for its board to say in its refusal's place
  /// (``board(of:)``): the line under the board, where an answer is said in play, never over
  /// the tabs (issue 23: Memorize's and Matchismo's answers after the end were). `nil` for none.
  var answerOverEnding: (section: Section, text: String)?

  /// The board of `section`: within a frame the one made first, else made now; over its
  /// ending, with ``answerOverEnding`` as its refusal where it has none of its own (a race
  /// says its answers on its own row).
  func board(of section: Section) -> BoardPresentation? {
    boardsAsked += 1
    let board: BoardPresentation?
    if let kept = frameBoards?[section] {
      board = kept
    } else {
      boardsMade += 1
      board = door.board(of: section)
      frameBoards?[section] = .some(board)
    }
    guard var answered = board, let answer = answerOverEnding, answer.section == section,
      answered.ending != nil, answered.race == nil, answered.refusal == nil
    else { return board }
    answered.refusal = answer.text
    return answered
  }

  /// Sends `intent` on; within a frame the boards kept go, as it may change them.
  func deliver(_ intent: Intent) {
    if frameBoards != nil { frameBoards = [:] }
    door.deliver(intent)
  }

  var isLocal: Bool { door.isLocal }
  var callingSeat: Int? { door.callingSeat }
}
