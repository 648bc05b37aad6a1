/// Why a file could not be saved, in one line a person can act on.
public struct StorageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// For example "Cannot save themes.json: /home/ann/.config is read-only".
  public var message: String

  /// An error that says `message`.
  public init(message: String) {
    self.message = message
  }

  /// The message, as shown to the player.
  public var description: String { message }
}
