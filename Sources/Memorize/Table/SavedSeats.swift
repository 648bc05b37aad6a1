#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The seats a player holds at shared tables, kept on disk so that a face closed by accident or
/// a lost connection comes back to the same seat: one small private file per table and name
/// (`tables/seat-<key>.json` in the data folder), so two faces at two tables, or under two names
/// at one, never write the same file. Joining under the same name from a second terminal resumes
/// the seat there (the table tells the first terminal).
///
/// A seat's token is all it takes to act for the seat, so the files are readable by their owner
/// alone (mode 600). A table that no longer knows a token is forgotten here too.
public struct SavedSeats: Sendable {
  /// The folder of the files.
  public let folder: URL

  /// A seat at one table, as the file holds it.
  public struct Document: Codable, Equatable, Sendable, VersionedDocument {
    /// The format this code writes.
    public static let currentVersion = 1
    /// The format of the file.
    public var version: Int
    /// The table's address, as typed back (`host:port`).
    public var address: String
    /// The table's code, as the table compares it (upper case, letters and digits).
    public var code: String
    /// The name the player joined under.
    public var name: String
    /// The seat's token.
    public var token: String

    /// The seat with `token` at the table with `code` at `address`, joined as `name`.
    public init(address: String, code: String, name: String, token: String) {
      version = Self.currentVersion
      self.address = address
      self.code = code
      self.name = name
      self.token = token
    }
  }

  /// The seats kept under `locations`' data folder.
  public init(locations: StorageLocations) {
    folder = locations.dataDirectory.appendingPathComponent("tables", isDirectory: true)
  }

  /// The token of the seat `name` holds at the table with `code` at `address`; `nil` when none
  /// is kept (or its file cannot be read: a damaged file is kept aside, as every file of ours).
  public func token(at address: TableAddress, code: String, name: String) -> String? {
    let file = self.file(at: address, code: code, name: name)
    guard case .loaded(let document) = file.load(now: Date()),
      document.address == address.text, document.code == TableHost.normalized(code: code),
      document.name.lowercased() == name.lowercased(), !document.token.isEmpty
    else { return nil }
    return document.token
  }

  /// Keeps `token` as the seat `name` holds at the table with `code` at `address`.
  public func remember(
    _ token: String, at address: TableAddress, code: String, name: String
  ) throws(StorageError) {
    let document = Document(
      address: address.text, code: TableHost.normalized(code: code), name: name, token: token)
    try self.file(at: address, code: code, name: name).save(document)
  }

  /// Forgets the seat `name` held at the table with `code` at `address`.
  public func forget(at address: TableAddress, code: String, name: String) {
    _ = unlink(self.file(at: address, code: code, name: name).url.path)
  }

  /// The file of the seat `name` holds at the table with `code` at `address`.
  func file(at address: TableAddress, code: String, name: String) -> JSONFile<Document> {
    let key = Self.key([address.text, TableHost.normalized(code: code), name.lowercased()])
    return JSONFile(
      url: folder.appendingPathComponent("seat-\(key).json", isDirectory: false),
      newFileMode: 0o600)
  }

  /// A name for a seat's file: 16 hex digits of a hash of `parts` (FNV-1a, so the same seat
  /// always has the same file, whatever the program's run).
  static func key(_ parts: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in parts.joined(separator: "\n").utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
