import FoundationEssentials
import Glibc
import TerminalKit

/// Turns changes in what the cards show into motion: flips, a match glow, the matched pair fading
/// away, a mismatch shake, dealing, and the end-of-game fall under gravity.
///
/// Purely visual: the view model has already changed when an animation starts, so input is never
/// queued behind one. The animator only remembers what it drew last and when each motion began.
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
  }

  public enum Highlight: Equatable, Sendable {
    case match, mismatch
  }

  public static let flipDuration = 0.25
  public static let glowDuration = 0.6
  public static let fadeDuration = 0.4
  public static let shakeDuration = 0.35
  public static let dealDuration = 0.3
  public static let dealStagger = 0.03
  public static let fallDuration = 3.5

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
  ///   - mismatch: the view model's latest mismatch, numbered so a new one is told from the last,
  ///     and the ids of its cards: they shake once.
  ///   - isOver: whether the game has just ended (starts the fall once).
  public func observe(
    cards: [(id: Int, state: CardState)], dealToken: String,
    mismatch: (number: Int, ids: [Int])? = nil, isOver: Bool, now: Double
  ) {
    defer { mismatchNumber = mismatch?.number }
    if dealToken != self.dealToken {
      let isFirstDeal = self.dealToken == nil
      self.dealToken = dealToken
      states = Dictionary(cards.map { ($0.id, $0.state) }, uniquingKeysWith: { first, _ in first })
      motions = [:]
      fallStart = nil
      if isEnabled && !isFirstDeal || isEnabled && cards.allSatisfy({ !$0.state.isFaceUp }) {
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
      if old.isMatched && old.isFaceUp && !new.isFaceUp { add(.fade, to: card.id, at: now) }
    }
    // The view model said the last choice was a mismatch: shake its cards, once.
    if isEnabled, let mismatch, mismatch.number != mismatchNumber {
      for id in mismatch.ids { add(.shake, to: id, at: now + Self.flipDuration / 2) }
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

  /// How to draw the card `id` whose resting place is `frame`, inside `area`, at `now`.
  public func appearance(
    of id: Int, at index: Int, count: Int, frame: Rect, in area: Rect, state: CardState,
    now: Double
  ) -> Appearance {
    var appearance = Appearance(
      frame: frame, showsFace: state.isFaceUp, highlight: nil,
      opacity: state.isMatched && !state.isFaceUp ? 0 : 1)
    if let fallStart, now >= fallStart {
      appearance.frame = fallingFrame(
        index: index, count: count, frame: frame, area: area, elapsed: now - fallStart)
      appearance.showsFace = true
      appearance.opacity = 1
      return appearance
    }
    for (motion, start) in motions[id] ?? [] {
      let elapsed = now - start
      guard elapsed >= 0 || isDeal(motion) else { continue }
      switch motion {
      case .flip(let toFaceUp):
        guard elapsed < Self.flipDuration else { continue }
        let progress = elapsed / Self.flipDuration
        // Narrow to the edge on the old face, then open on the new one.
        let fraction = abs(1 - 2 * progress)
        appearance.showsFace = progress < 0.5 ? !toFaceUp : toFaceUp
        appearance.frame = narrowed(appearance.frame, to: fraction)
        if state.isMatched && !toFaceUp { appearance.opacity = 1 }
      case .glow:
        if elapsed < Self.glowDuration { appearance.highlight = .match }
      case .fade:
        guard elapsed < Self.fadeDuration else { continue }
        appearance.opacity = 1 - elapsed / Self.fadeDuration
        appearance.showsFace = true
      case .shake:
        guard elapsed < Self.shakeDuration else { continue }
        let progress = elapsed / Self.shakeDuration
        let offset = Int((sin(progress * 6 * .pi) * 2 * (1 - progress)).rounded())
        appearance.frame.x += offset
        appearance.highlight = .mismatch
      case .deal(let order):
        let delay = Double(order) * Self.dealStagger
        let progress = (now - start - delay) / Self.dealDuration
        guard progress < 1 else { continue }
        if progress <= 0 {
          appearance.opacity = 0
          continue
        }
        // From the deck at the bottom-left corner of the board to the card's place.
        let eased = 1 - (1 - progress) * (1 - progress)
        let deckX = Double(area.x)
        let deckY = Double(area.maxY - frame.height)
        appearance.frame.x = Int((deckX + (Double(frame.x) - deckX) * eased).rounded())
        appearance.frame.y = Int((deckY + (Double(frame.y) - deckY) * eased).rounded())
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

  private func narrowed(_ frame: Rect, to fraction: Double) -> Rect {
    let width = max(1, Int((Double(frame.width) * fraction).rounded()))
    return Rect(
      x: frame.x + (frame.width - width) / 2, y: frame.y, width: width, height: frame.height)
  }

  /// Where card `index` is `elapsed` seconds into the fall: thrown up and sideways, pulled down by
  /// gravity, bouncing off the floor and the walls with some energy lost each time.
  private func fallingFrame(index: Int, count: Int, frame: Rect, area: Rect, elapsed: Double)
    -> Rect
  {
    let gravity = 90.0
    let step = 1.0 / 120
    var x = Double(frame.x)
    var y = Double(frame.y)
    var vx = Double((index * 37) % 11 - 5) * 7
    var vy = -18.0 - Double(index % 5) * 4
    let floor = Double(area.maxY - frame.height)
    let right = Double(area.maxX - frame.width)
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
    return Rect(
      x: Int(x.rounded()), y: Int(y.rounded()), width: frame.width, height: frame.height)
  }
}
