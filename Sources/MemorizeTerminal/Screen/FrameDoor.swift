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

  /// The board of `section`: within a frame the one made first, else made now.
  func board(of section: Section) -> BoardPresentation? {
    boardsAsked += 1
    if let kept = frameBoards?[section] { return kept }
    boardsMade += 1
    let made = door.board(of: section)
    frameBoards?[section] = .some(made)
    return made
  }

  /// Sends `intent` on; within a frame the boards kept go, as it may change them.
  func deliver(_ intent: Intent) {
    if frameBoards != nil { frameBoards = [:] }
    door.deliver(intent)
  }

  var isLocal: Bool { door.isLocal }
  var callingSeat: Int? { door.callingSeat }
}
