/// A rectangle in a widget's coordinates, in pixels (GTK's logical pixels).
nonisolated public struct Rect: Equatable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }

  /// Whole pixels as `x,y,w,h`, the form the test layout lines use.
  public var description: String {
    [x, y, width, height].map { String(Int($0.rounded())) }.joined(separator: ",")
  }
}
