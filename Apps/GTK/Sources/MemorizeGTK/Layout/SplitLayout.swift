/// Whether the theme chooser sits beside the board or on a page of its own, by window width.
///
/// The course's split view adapting to a phone: wide windows show both, narrow ones stack them.
/// A little hysteresis keeps a window dragged across the line from flickering between the two.
nonisolated public struct SplitLayout: Equatable, Sendable {
  /// At least this wide, side by side.
  public static let sideBySideWidth = 900.0
  /// How far below the line a side-by-side window must go before it stacks.
  public static let hysteresis = 16.0

  public private(set) var isSideBySide: Bool

  public init(isSideBySide: Bool = true) {
    self.isSideBySide = isSideBySide
  }

  /// Updates for a new window width; returns whether the arrangement changed.
  public mutating func update(width: Double) -> Bool {
    let wanted =
      isSideBySide
      ? width >= Self.sideBySideWidth - Self.hysteresis : width >= Self.sideBySideWidth
    guard wanted != isSideBySide else { return false }
    isSideBySide = wanted
    return true
  }
}
