import FoundationEssentials
import Glibc
import TerminalKit

// Over 300 lines because every motion's poses are told twice, once for drawing (`appearance`)
// and once for waking the loop (`nextChange`), and the two must sit side by side to stay in
// step: a pose the one draws and the other does not name would never be drawn on time.

/// Turns changes in what the cards show into motion: flips, a match glow, the matched pair fading
/// away, a mismatch shake, dealing, and the end-of-game fall under gravity.
///
/// Purely visual: the view model has already changed when an animation starts, so input is never
/// queued behind one. The animator only remembers what it drew last and when each motion began.
///
/// Motion on a terminal moves whole cells, and every frame costs bytes on the line: each motion
/// goes through a few distinct poses (a flip is edge-on, then half-width), held on a
/// coarse time grid, so consecutive frames always differ by a visible step and never by a
/// column that nobody would notice. The loop may still wake at 60 Hz; frames that show nothing
/// new are identical and write nothing.
public final class BoardAnimator {
  /// What one card looked like in the last frame.
  public struct CardState: Equatable, Sendable {
    public var isFaceUp: Bool
    public var isMatched: Bool

    public init(isFaceUp: Bool, isMatched: Bool) {
      self.isFaceUp = isFaceUp
      self.isMatched = isMatched
    }
  }

  /// How to draw one card right now.
  public struct Appearance: Equatable, Sendable {
    /// Where the card is, which may differ from its place in the grid while it moves.
    public var frame: Rect
    /// Whether to draw the face (mid-flip this is the side still showing).
    public var showsFace: Bool
    public var highlight: Highlight?
    /// 1 opaque … 0 gone.
    public var opacity: Double
    /// Whether only the card's face (its emoji) is drawn, at `frame`'s origin, with no card
    /// around it: the end-of-game fall throws the faces, not whole cards.
    public var isParticle = false
    /// Columns the face is moved by inside its card (the mismatch shake).
    public var faceOffset = 0
  }

  public enum Highlight: Equatable, Sendable {
    case match, mismatch
  }

  public static let flipDuration = 0.25
  public static let glowDuration = 0.6
  public static let fadeDuration = 0.2
  /// The matched pair starts fading this long after the next choice, once the chosen card has
  /// turned (a tall card's whole flip, a small card's first pose): drawn in the same frames,
  /// the pair's outline and the turning card share rows and every row would switch colours
  /// twice (about 24 bytes a row at 200×60).
  public static let fadeDelay = flipDuration / 2
  public static let shakeDuration = 0.3
  public static let dealDuration = 0.1
  public static let dealStagger = 0.01
  public static let fallDuration = 2.4
  /// Cards at least this many rows tall flip without the half-width pose (edge-on, then whole)
  /// and are dealt without the edge-on landing (each appears in its turn, showing its back).
  /// Every pose rewrites each row of the card, so on a big terminal (19 × 14 cells at 200×60)
  /// the half-width pose alone cost 330 bytes per flip; the long edge-on sliver already reads
  /// as the card turning, and the face shows sooner.
  public static let tallCardHeight = 10
  /// The fall's frame rate: particles move on a 1/15 s grid.
  public static let fallStep = 1.0 / 15

  private enum Motion: Equatable {
    case flip(toFaceUp: Bool)
    case glow
    case fade
    case shake
    case deal(order: Int)
  }

  private var states: [Int: CardState] = [:]
  private var motions: [Int: [(motion: Motion, start: Double)]] = [:]
  private var dealToken: String?
  /// The number of the last mismatch the view model reported, so each one shakes once.
  private var mismatchNumber: Int?
  private var fallStart: Double?
  /// Whether motion is wanted at all (tests and reduced motion switch it off); switching it off
  /// ends every motion at once, so the next frame shows the final state.
  public var isEnabled: Bool {
    didSet {
      if !isEnabled {
        motions = [:]
        fallStart = nil
      }
    }
  }

  public init(isEnabled: Bool = true) {
    self.isEnabled = isEnabled
  }

  /// Compares the cards with the last frame and starts the motions their changes call for.
  ///
  /// - Parameters:
  ///   - cards: id and state of every card, in board order.
  ///   - dealToken: changes whenever a new deal is on the table.
  ///   - isResumed: the cards were on the table before this launch: show them, do not deal.
  ///   - mismatch: the view model's latest mismatch, numbered so a new one is told from the last,
  ///     and the ids of its cards: they shake once.
  ///   - isOver: whether the game has just ended (starts the fall once).
  public func observe(
    cards: [(id: Int, state: CardState)], dealToken: String, isResumed: Bool = false,
    mismatch: (number: Int, ids: [Int])? = nil, isOver: Bool, now: Double
  ) {
    defer { mismatchNumber = mismatch?.number }
    if dealToken != self.dealToken {
      let isFirstDeal = self.dealToken == nil
      self.dealToken = dealToken
      states = Dictionary(cards.map { ($0.id, $0.state) }, uniquingKeysWith: { first, _ in first })
      motions = [:]
      fallStart = nil
      let deals = !isFirstDeal || cards.allSatisfy { !$0.state.isFaceUp }
      if isEnabled && deals && !isResumed {
        for (order, card) in cards.enumerated() {
          motions[card.id] = [(.deal(order: order), now)]
        }
      }
      return
    }
    for card in cards {
      let old = states[card.id] ?? card.state
      let new = card.state
      guard old != new else { continue }
      states[card.id] = new
      guard isEnabled else { continue }
      if old.isFaceUp != new.isFaceUp && !(old.isMatched && !new.isFaceUp) {
        add(.flip(toFaceUp: new.isFaceUp), to: card.id, at: now)
      }
      if !old.isMatched && new.isMatched { add(.glow, to: card.id, at: now) }
      if old.isMatched && old.isFaceUp && !new.isFaceUp {
        add(.fade, to: card.id, at: now + Self.fadeDelay)
      }
    }
    // The view model said the last choice was a mismatch: shake its cards, once.
    if isEnabled, let mismatch, mismatch.number != mismatchNumber {
      for id in mismatch.ids { add(.shake, to: id, at: now + Self.flipDuration) }
    }
    if isOver && fallStart == nil && isEnabled {
      fallStart = now + Self.glowDuration
    } else if !isOver {
      fallStart = nil
    }
  }

  /// Whether anything is moving at `now` (the loop wakes at 60 Hz only then).
  public func isAnimating(at now: Double) -> Bool {
    if let fallStart, now < fallStart + Self.fallDuration { return true }
    return motions.values.contains { list in list.contains { !isFinished($0.motion, $0.start, now) }
    }
  }

  /// The first moment after `time` at which a frame would show something new: a motion starts,
  /// takes its next pose, or ends (or the fall takes its next step); `nil` when nothing moves
  /// after `time`.
  ///
  /// Every motion holds each pose for a while (see above), so the loop wakes for these moments
  /// only, not at 60 Hz for frames identical to the last one: each such frame was laid out,
  /// diffed and thrown away, most of the CPU an animated game used.
  public func nextChange(after time: Double) -> Double? {
    var next: Double?
    func consider(_ moment: Double) {
      if moment > time, moment < next ?? .infinity { next = moment }
    }
    if let fallStart {
      if time < fallStart {
        consider(fallStart)
      } else if time < fallStart + Self.fallDuration {
        let steps = ((time - fallStart) / Self.fallStep).rounded(.down) + 1
        consider(min(fallStart + steps * Self.fallStep, fallStart + Self.fallDuration))
      }
    }
    for list in motions.values {
      for (motion, start) in list {
        for moment in poseChanges(of: motion, from: start) where moment > time {
          consider(moment)
          break
        }
      }
    }
    return next
  }

  /// How to draw the card `id` whose resting place is `frame`, inside `area`, at `now`.
  public func appearance(
    of id: Int, at index: Int, count: Int, frame: Rect, in area: Rect, state: CardState,
    now: Double
  ) -> Appearance {
    var appearance = Appearance(
      frame: frame, showsFace: state.isFaceUp, highlight: nil,
      opacity: state.isMatched && !state.isFaceUp ? 0 : 1)
    if let fallStart, now >= fallStart {
      // On the fall's own frame grid, so all the faces move together, 15 times a second; when
      // it is over they stay where they came to rest.
      let elapsed = ((now - fallStart) / Self.fallStep).rounded(.down) * Self.fallStep
      appearance.frame = fallingFace(index: index, card: frame, area: area, elapsed: elapsed)
      appearance.showsFace = true
      appearance.opacity = 1
      appearance.isParticle = true
      return appearance
    }
    for (motion, start) in motions[id] ?? [] {
      let elapsed = now - start
      guard elapsed >= 0 || isDeal(motion) || motion == .fade else { continue }
      switch motion {
      case .flip(let toFaceUp):
        // Two poses: edge-on, then half-width on the new side; then the whole card. A tall card
        // turns in one: edge-on, then whole, in half the time (see `tallCardHeight`).
        let isTall = frame.height >= Self.tallCardHeight
        guard elapsed < (isTall ? Self.flipDuration / 2 : Self.flipDuration) else { continue }
        let pose = isTall ? 0 : Int(elapsed / Self.flipDuration * 2)
        appearance.showsFace = toFaceUp
        appearance.frame = narrowed(appearance.frame, to: pose == 0 ? 0 : 0.5)
        if state.isMatched && !toFaceUp { appearance.opacity = 1 }
      case .glow:
        if elapsed < Self.glowDuration { appearance.highlight = .match }
      case .fade:
        guard elapsed < Self.fadeDuration else { continue }
        if elapsed < 0 {
          // The chosen card turns first; the pair stays as it was until then.
          appearance.opacity = 1
          appearance.showsFace = true
          continue
        }
        // One step: a faint outline with nothing in it; then gone. A tall card leaves at once
        // once the chosen card has turned: its faint outline rewrote every row of both cards
        // (about 500 bytes a pair at 200×60), and the empty places already show the pair gone.
        if frame.height >= Self.tallCardHeight { continue }
        appearance.opacity = 0.2
        appearance.showsFace = true
      case .shake:
        guard elapsed < Self.shakeDuration else { continue }
        // The face shakes its head inside the outlined card: one column right, left, right.
        let offsets = [1, -1, 1]
        appearance.faceOffset = offsets[min(2, Int(elapsed / Self.shakeDuration * 3))]
        appearance.highlight = .mismatch
      case .deal(let order):
        let delay = Double(order) * Self.dealStagger
        let progress = (now - start - delay) / Self.dealDuration
        guard progress < 1 else { continue }
        if progress < 0 {
          appearance.opacity = 0
          continue
        }
        // Each card lands on its place edge-on, then turns to show its back. A tall card lands
        // showing its back at once (its edge-on pose alone rewrote 14 rows per card at 200×60).
        if frame.height >= Self.tallCardHeight { continue }
        appearance.frame = narrowed(appearance.frame, to: 0)
        appearance.showsFace = false
      }
    }
    return appearance
  }

  // MARK: - Private

  private func add(_ motion: Motion, to id: Int, at start: Double) {
    var list = motions[id] ?? []
    list.removeAll { existing in
      switch (existing.motion, motion) {
      case (.flip, .flip), (.glow, .glow), (.fade, .fade), (.shake, .shake), (.deal, _): true
      default: false
      }
    }
    list.append((motion, start))
    motions[id] = list
  }

  /// When `motion`, begun at `start`, changes what `appearance` draws, in order; the last is
  /// its end. A flip is two poses (a tall card's one, see `appearance`), a shake three.
  private func poseChanges(of motion: Motion, from start: Double) -> [Double] {
    switch motion {
    case .flip:
      // The half-width pose of a short card, then whole; a tall card has no half-width pose
      // and is whole at the half, so the half is its end either way.
      [start, start + Self.flipDuration / 2, start + Self.flipDuration]
    case .glow: [start, start + Self.glowDuration]
    case .fade: [start, start + Self.fadeDuration]
    case .shake:
      [0, 1, 2, 3].map { start + Self.shakeDuration * Double($0) / 3 }
    case .deal(let order):
      // Hidden until its turn, edge-on, then showing its back.
      [start, start + Double(order) * Self.dealStagger]
        + [start + Double(order) * Self.dealStagger + Self.dealDuration]
    }
  }

  private func isDeal(_ motion: Motion) -> Bool {
    if case .deal = motion { return true }
    return false
  }

  private func isFinished(_ motion: Motion, _ start: Double, _ now: Double) -> Bool {
    let duration: Double
    switch motion {
    case .flip: duration = Self.flipDuration
    case .glow: duration = Self.glowDuration
    case .fade: duration = Self.fadeDuration
    case .shake: duration = Self.shakeDuration
    case .deal(let order): duration = Double(order) * Self.dealStagger + Self.dealDuration
    }
    return now >= start + duration
  }

  /// The card seen at `fraction` of its width, centred; 0 is edge-on (one or two columns).
  private func narrowed(_ frame: Rect, to fraction: Double) -> Rect {
    let width =
      fraction == 0 ? (frame.width % 2 == 0 ? 2 : 1) : max(3, Int(Double(frame.width) * fraction))
    return Rect(
      x: frame.x + (frame.width - width) / 2, y: frame.y, width: width, height: frame.height)
  }

  /// Where the face of card `index` is `elapsed` seconds into the fall: thrown up and sideways
  /// from the middle of its card, pulled down by gravity, bouncing off the floor and the walls
  /// with some energy lost each time. Two columns wide, one row high.
  private func fallingFace(index: Int, card: Rect, area: Rect, elapsed: Double) -> Rect {
    let gravity = 90.0
    let step = 1.0 / 120
    var x = Double(card.x + (card.width - 2) / 2)
    var y = Double(card.y + (card.height - 1) / 2)
    var vx = Double((index * 37) % 11 - 5) * 7
    var vy = -18.0 - Double(index % 5) * 4
    let floor = Double(area.maxY - 1)
    let right = Double(area.maxX - 2)
    var time = 0.0
    while time < min(elapsed, Self.fallDuration) {
      vy += gravity * step
      x += vx * step
      y += vy * step
      if y > floor {
        y = floor
        vy = -vy * 0.55
        vx *= 0.9
      }
      if x < Double(area.x) {
        x = Double(area.x)
        vx = -vx * 0.8
      } else if x > right {
        x = right
        vx = -vx * 0.8
      }
      time += step
    }
    return Rect(x: Int(x.rounded()), y: Int(y.rounded()), width: 2, height: 1)
  }
}
