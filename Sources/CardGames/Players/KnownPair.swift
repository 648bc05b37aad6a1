/// Two cards, by id, whose faces have both been seen and which show the same content.
///
/// `first` lies before `second` on the table.
public struct KnownPair: Hashable, Codable, Sendable {
  /// The id of the card nearer the start of the table.
  public var first: Int
  /// The id of its twin.
  public var second: Int

  /// Names two cards by id, the one nearer the start of the table first.
  public init(first: Int, second: Int) {
    self.first = first
    self.second = second
  }
}
