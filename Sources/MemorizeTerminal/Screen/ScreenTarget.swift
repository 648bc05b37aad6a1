import Memorize
import TerminalKit

/// Something on screen that a mouse click acts on.
public enum ScreenTarget: Hashable, Sendable {
  /// A card on the current board, by its position (0-based, left to right, top to bottom).
  case card(Int)
  case tab(Section)
  /// A row of the theme chooser.
  case themeRow(Int)
  case button(ScreenButton)
}

/// The buttons the screens draw.
public enum ScreenButton: Hashable, Sendable {
  case newGame
  case back
  case themes
  case help
  case closeHelp
  case matchCount(Int)
  case historyOlder
  case historyNewer
  case dealThreeMore
  case hint
  /// A person's Set! button at a race, by seat.
  case callSet(seat: Int)
  case restyle
  /// A new game on a random theme, as the assignment's new game does (unpins the theme).
  case randomTheme
  /// The players panel: who sits at the table for the next game.
  case players
  case editTheme
  case addTheme
  case dismissNotice
  /// The line of a change that can be taken back: takes it back.
  case undo
  /// Yes to the question on screen (a new deal in a theme with too few emoji).
  case confirm
  /// No to the question on screen: keep playing.
  case cancel
}

/// Where each clickable thing was drawn in the last frame; later regions are on top.
public struct HitMap: Sendable {
  /// Every clickable region of the last frame, bottom first.
  public private(set) var regions: [(rect: Rect, target: ScreenTarget)] = []

  public init() {}

  public mutating func add(_ rect: Rect, _ target: ScreenTarget) {
    guard !rect.isEmpty else { return }
    regions.append((rect, target))
  }

  /// The topmost target under `point`.
  public func target(at point: Point) -> ScreenTarget? {
    regions.last { $0.rect.contains(point) }?.target
  }

  /// Where `target` was drawn, if it was.
  public func rect(of target: ScreenTarget) -> Rect? {
    regions.last { $0.target == target }?.rect
  }

  public mutating func removeAll() {
    regions.removeAll(keepingCapacity: true)
  }
}
