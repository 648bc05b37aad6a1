/// A file the server serves over HTTP as it is: its content type and bytes.
public struct StaticResource: Sendable, Equatable {
  /// The `Content-Type` header, e.g. `text/html; charset=utf-8`.
  public var contentType: String
  /// The body.
  public var bytes: [UInt8]

  /// A resource of any bytes.
  public init(contentType: String, bytes: [UInt8]) {
    self.contentType = contentType
    self.bytes = bytes
  }

  /// A resource of text, sent as UTF-8.
  public init(contentType: String, text: String) {
    self.init(contentType: contentType, bytes: Array(text.utf8))
  }
}
