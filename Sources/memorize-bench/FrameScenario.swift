import CardGames
import Foundation
import Memorize
import MemorizeTerminal
import TerminalKit

/// A clock the benchmark sets by hand, so every run draws exactly the same frames.
final class BenchTimeSource: TimeSource {
  var now: Double = 0
}

/// The real app on a 24-card Memorize board, drawn by the real `MemorizeScreen` at a fixed size.
///
/// The frames the issue names: the dealt board (a first frame is a full repaint of it), a flip
/// animation after choosing a card, and an idle frame in which nothing changed.
final class FrameScenario {
  static let frameInterval = 1.0 / 60.0
  /// Long enough for the deal animation of 24 cards to have finished.
  static let settleTime = 2.0

  let size: TerminalSize
  let clock = BenchTimeSource()
  let app: AppModel
  let screen: MemorizeScreen

  /// Deals the board (food theme, 12 pairs, seed 1) and lets the deal animation finish.
  init(size: TerminalSize, profile: ColorProfile, storage: StorageLocations) {
    self.size = size
    app = AppModel(locations: storage, timeSource: clock, seed: 1)
    let food = Theme.builtIns.first { $0.id == "food" } ?? Theme.builtIns[0]
    app.startMemorize(theme: food, pairs: 12, seed: 1)
    screen = MemorizeScreen(app: app, colorProfile: profile, timeSource: clock, animates: true)
    screen.resized(to: size)
    _ = frame()  // the animator sees the deal here and starts dealing
    clock.now += Self.settleTime
  }

  /// Lays out the whole screen into a fresh buffer, as the app does for every frame.
  func frame() -> CellBuffer {
    var buffer = CellBuffer(size: size)
    screen.draw(into: &buffer)
    return buffer
  }

  /// Chooses the first card on the board, as a click or Enter on it would.
  func chooseFirstCard() {
    guard let game = app.memorize, let card = game.cards.first else { return }
    game.choose(card)
  }

  /// Whether the screen still asks for animation frames.
  var isAnimating: Bool {
    screen.isInMotion
  }

  /// Moves the clock one 60 Hz frame on.
  func advanceOneFrame() {
    clock.now += Self.frameInterval
  }

  /// The frames of one flip: from the first frame after the choice until the screen stops
  /// asking for animation frames (bounded, in case an animation never ends).
  func flipFrames() -> [CellBuffer] {
    chooseFirstCard()
    var frames: [CellBuffer] = []
    repeat {
      advanceOneFrame()
      frames.append(frame())
    } while isAnimating && frames.count < 120
    return frames
  }
}

/// The exact frame sequence both renderers are given: a dealt board, a flip, an idle frame.
struct FrameSequence {
  var board: CellBuffer
  var flip: [CellBuffer]
  var idle: CellBuffer

  init(size: TerminalSize, profile: ColorProfile, storage: StorageLocations) {
    let scenario = FrameScenario(size: size, profile: profile, storage: storage)
    board = scenario.frame()
    flip = scenario.flipFrames()
    scenario.clock.now += 0.1  // still inside the same second of the game clock
    idle = scenario.frame()
  }

  var all: [CellBuffer] { [board] + flip + [idle] }
}
