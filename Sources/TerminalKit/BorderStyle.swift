/// The six characters a box border is drawn with.
public struct BorderStyle: Sendable, Hashable {
  public var topLeft: Character
  public var topRight: Character
  public var bottomLeft: Character
  public var bottomRight: Character
  public var horizontal: Character
  public var vertical: Character

  /// Creates a border from its corners and sides (each must be one column wide).
  public init(
    topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character,
    horizontal: Character, vertical: Character
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// `┌─┐│└┘`
  public static let single = BorderStyle(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
  /// `╭─╮│╰╯`
  public static let rounded = BorderStyle(
    topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
  /// `╔═╗║╚╝`
  public static let double = BorderStyle(
    topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
  /// `+-+|++`, for fonts without box drawing.
  public static let ascii = BorderStyle(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|")
}
