import Glibc

/// What is happening to one card on screen, as start times on the frame clock (seconds).
///
/// The board records a start when the view model's state changes; ``pose(at:)`` turns the record
/// into what to draw at any moment, so drawing never keeps its own clock.
nonisolated public struct CardMotion: Equatable, Sendable {
  /// How long a flip takes: the card narrows to its edge and opens on its other face.
  public static let flipDuration = 0.25
  /// How long a matched card stays in view after its flip, so the player sees the pair.
  public static let matchedHold = 0.45
  /// How long a matched card takes to fade away.
  public static let fadeDuration = 0.4
  /// How long one card takes to fly from the deck to its place.
  public static let dealDuration = 0.35
  /// Acceleration of the end-of-game fall, in card heights per second squared.
  public static let gravity = 9.0

  /// The face shown before the current flip, while it is under way.
  public var flip: (start: Double, toFaceUp: Bool)?
  /// When a matched card starts to fade (after its flip and a moment to see it).
  public var fadeStart: Double?
  /// When the card leaves the deck, and where the deck is relative to the card (in card sizes).
  public var deal: (start: Double, fromX: Double, fromY: Double)?
  /// When the card starts to fall, and its sideways drift (card widths per second) and spin.
  public var fall: (start: Double, drift: Double, spin: Double)?

  public init() {}

  public static func == (lhs: CardMotion, rhs: CardMotion) -> Bool {
    lhs.flip?.start == rhs.flip?.start && lhs.flip?.toFaceUp == rhs.flip?.toFaceUp
      && lhs.fadeStart == rhs.fadeStart && lhs.deal?.start == rhs.deal?.start
      && lhs.fall?.start == rhs.fall?.start
  }

  /// Moves every start later by `seconds` (motions begun before the first frame).
  public mutating func delay(by seconds: Double) {
    if let flip { self.flip = (flip.start + seconds, flip.toFaceUp) }
    if let fadeStart, fadeStart.isFinite { self.fadeStart = fadeStart + seconds }
    if let deal { self.deal = (deal.start + seconds, deal.fromX, deal.fromY) }
    if let fall { self.fall = (fall.start + seconds, fall.drift, fall.spin) }
  }

  /// Whether anything is still moving at `time` (or waiting to start).
  public func isMoving(at time: Double) -> Bool {
    if let flip, time < flip.start + Self.flipDuration { return true }
    if let fadeStart, time < fadeStart + Self.fadeDuration { return true }
    if let deal, time < deal.start + Self.dealDuration { return true }
    if fall != nil, pose(at: time, isFaceUp: true).offsetY < 40 { return true }
    return false
  }

  /// How to draw the card at `time`, given the face the view model says it shows.
  public func pose(at time: Double, isFaceUp: Bool) -> CardPose {
    var pose = CardPose(showsFace: isFaceUp)
    if let flip {
      let progress = min(1, max(0, (time - flip.start) / Self.flipDuration))
      if progress < 1 {
        // Scale through the edge: full width, zero at the half-way point, full again.
        pose.widthScale = abs(cos(progress * .pi))
        pose.showsFace = progress < 0.5 ? !flip.toFaceUp : flip.toFaceUp
      }
    }
    if let fadeStart {
      let progress = min(1, max(0, (time - fadeStart) / Self.fadeDuration))
      pose.opacity = 1 - progress
    }
    if let deal {
      let progress = min(1, max(0, (time - deal.start) / Self.dealDuration))
      // Ease out: fast from the deck, settling into place.
      let remaining = pow(1 - progress, 3)
      pose.offsetX = deal.fromX * remaining
      pose.offsetY = deal.fromY * remaining
      if time < deal.start { pose.opacity = 0 }
    }
    if let fall {
      let seconds = max(0, time - fall.start)
      pose.opacity = 1
      pose.showsFace = true
      // A small hop, then free fall.
      pose.offsetY = -1.2 * seconds + 0.5 * Self.gravity * seconds * seconds
      pose.offsetX = fall.drift * seconds
      pose.rotation = fall.spin * seconds
    }
    return pose
  }
}

/// One card's appearance at one moment: which face, how wide, how opaque, and where it has moved.
nonisolated public struct CardPose: Equatable, Sendable {
  public var showsFace: Bool
  /// 1 is the full width; a flip passes through 0.
  public var widthScale = 1.0
  public var opacity = 1.0
  /// Offsets from the card's place, in card widths (x) and card heights (y).
  public var offsetX = 0.0
  public var offsetY = 0.0
  /// Radians, clockwise.
  public var rotation = 0.0

  public init(showsFace: Bool) {
    self.showsFace = showsFace
  }

  /// Whether the card sits in its place, unrotated (no transform needed).
  public var isInPlace: Bool { offsetX == 0 && offsetY == 0 && rotation == 0 }
}
