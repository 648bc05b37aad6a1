#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One JSON document on disk, written atomically, read defensively.
///
/// A save never leaves half a file behind (temp file, `fsync`, `rename`), and a load never
/// crashes or silently discards what it found: a file that does not decode is renamed aside with
/// a timestamp and reported in one line.
public struct JSONFile<Value: Codable>: Sendable {
  /// Where the document lives.
  public let url: URL
  /// The permission bits of a damaged file `load` kept aside, for the file saved in its place:
  /// a private file stays private even when it had to be replaced. Shared by copies.
  private let replacedBits = ReplacedBits()

  /// The document at `url`; nothing is read until `load(now:)`.
  public init(url: URL) {
    self.url = url
  }

  /// The document at `url`, which a first save creates with the permission bits `newFileMode`
  /// (600 for a file that holds a secret) whatever the umask.
  public init(url: URL, newFileMode: mode_t) {
    self.url = url
    replacedBits.mode = newFileMode
  }

  /// Files larger than this are not read at all (they are kept aside, byte for byte, and
  /// reported): no document of ours comes near it — a game of 1,000 pairs is about half a
  /// megabyte — and decoding JSON takes many times a file's size in memory.
  public static var maximumSize: Int { 1024 * 1024 }

  /// The file's name, which every message starts with.
  public var fileName: String { url.lastPathComponent }

  // MARK: - Loading

  /// Reads and decodes the file.
  ///
  /// A file that does not decode is renamed to `<name>.corrupt-<timestamp>` (UTC, like
  /// `20261130-142501`, from `now`; `-2`, `-3`… is added when that name is taken) and reported as
  /// ``LoadResult/corrupt(message:keptAsideAt:)``, e.g. "themes.json is not valid JSON (kept as
  /// themes.json.corrupt-20261130-142501)". A file that exists but cannot be read is reported as
  /// ``LoadResult/unreadable(message:)`` and left where it is.
  /// A file of a newer format (`"version"` above the `VersionedDocument`'s current one) is not
  /// decoded at all, whatever its shape, and left where it is: ``LoadResult/newer(version:)``.
  public func load(now: Date) -> LoadResult {
    removeStaleTemporaries(now: now)
    switch read() {
    case .result(let result):
      return result
    case .problem(let problem):
      return corrupt(problem, now: now)
    }
  }

  /// Reads and decodes the file as ``load(now:)`` does, but never writes, renames or removes
  /// anything: a file that does not decode is reported as
  /// ``LoadResult/corrupt(message:keptAsideAt:)`` with no copy (`keptAsideAt` is `nil`, so the
  /// caller must not save over it). For listing what a file holds without touching it.
  public func inspect() -> LoadResult {
    switch read() {
    case .result(let result):
      return result
    case .problem(let problem):
      return .corrupt(message: problem, keptAsideAt: nil)
    }
  }

  /// What reading found, before anything is done about a file that does not decode.
  private enum Reading {
    case result(LoadResult)
    /// A clause naming the file and what is wrong with it.
    case problem(String)
  }

  private func read() -> Reading {
    let bytes: [UInt8]
    switch Self.readBytes(atPath: url.path, limit: Self.maximumSize) {
    case .missing:
      return .result(.missing)
    case .failed(let reason):
      return .result(
        .unreadable(
          message: localized(
            "Cannot read {file}: {reason}", ["file": fileName, "reason": reason])))
    case .tooLarge(let size):
      let megabytes = Self.maximumSize / (1024 * 1024)
      return .problem(
        localized(
          "{file} is too large ({size} bytes; the limit is {limit} MB)",
          ["file": fileName, "size": size, "limit": megabytes]))
    case .read(let read):
      bytes = read
    }
    if let version = Self.newerVersion(in: bytes) { return .result(.newer(version: version)) }
    do {
      let limits = (Value.self as? any LimitedDocument.Type)?.readingLimits ?? JSONSyntax.Limits()
      return .result(
        .loaded(try BoundedJSONDecoder(limits: limits).decode(Value.self, from: bytes)))
    } catch let problem as JSONSyntax.Problem {
      return .problem(Self.explanation(of: problem, fileName: fileName))
    } catch let error as DecodingError {
      return .problem(Self.explanation(of: error, isEmpty: bytes.isEmpty, fileName: fileName))
    } catch {
      return .problem(localized("{file} could not be decoded", ["file": fileName]))
    }
  }

  /// The format of `bytes` when it is newer than this program's: the top-level `"version"`,
  /// read before anything else, whatever the rest of the document holds. A newer version may
  /// write longer lists than ours, so only the nesting and the size limits apply to this look.
  static func newerVersion(in bytes: [UInt8]) -> Int? {
    guard let versioned = Value.self as? any VersionedDocument.Type else { return nil }
    var limits = JSONSyntax.Limits()
    limits.arrayElements = .max
    limits.objectMembers = .max
    limits.freeValues = .max / 2
    guard
      let version =
        (try? BoundedJSONDecoder(limits: limits).decode(VersionLabel.self, from: bytes))?
        .version,
      version > versioned.currentVersion
    else { return nil }
    return version
  }

  /// Removes temporary files a killed save left behind (the real file is whole either way).
  ///
  /// Only ones older than a minute: another process may be saving the same file right now.
  private func removeStaleTemporaries(now: Date) {
    let directory = url.deletingLastPathComponent()
    let prefix = ".\(fileName).tmp-"
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return }
    for name in names where name.hasPrefix(prefix) {
      let path = directory.appendingPathComponent(name).path
      guard
        let modified = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
        now.timeIntervalSince(modified) > 60
      else { continue }
      Self.removeFile(atPath: path)
    }
  }

  /// Copies the file, unchanged, to `<name>.<label>-<timestamp>` and returns where.
  ///
  /// For a caller that repaired what it loaded: the repaired version will be saved over the
  /// original, so the original is kept first.
  public func keepCopyAside(label: String, now: Date) throws(StorageError) -> URL {
    guard case .read(let bytes) = Self.readBytes(atPath: url.path, limit: Self.maximumSize) else {
      throw StorageError(
        message: localized("Cannot keep a copy of {file}: it cannot be read", ["file": fileName]))
    }
    let aside = asideURL(label: label, now: now)
    // A private file's copy is private too.
    try Self.writeNewFile(
      bytes, atPath: aside.path, describing: fileName,
      mode: Self.permissionBits(atPath: url.path), isCopy: true)
    return aside
  }

  /// A free name next to the file: `<name>.<label>-<yyyyMMdd-HHmmss>`, then `-2`, `-3`…
  func asideURL(label: String, now: Date) -> URL {
    let directory = url.deletingLastPathComponent()
    let base = "\(fileName).\(label)-\(Self.timestamp(now))"
    var candidate = directory.appendingPathComponent(base, isDirectory: false)
    var counter = 2
    while Self.pathExists(candidate.path) {
      candidate = directory.appendingPathComponent("\(base)-\(counter)", isDirectory: false)
      counter += 1
    }
    return candidate
  }

  /// Renames the bad file aside and builds the one-line report from `problem`, a clause that
  /// names the file ("themes.json is not valid JSON").
  private func corrupt(_ problem: String, now: Date) -> LoadResult {
    let aside = asideURL(label: "corrupt", now: now)
    let bits = Self.permissionBits(atPath: url.path)
    if let reason = Self.rename(from: url.path, to: aside.path) {
      return .corrupt(
        message: localized(
          "{problem} (it could not be kept aside: {reason})",
          ["problem": problem, "reason": reason]),
        keptAsideAt: nil)
    }
    replacedBits.mode = bits ?? replacedBits.mode
    return .corrupt(
      message: localized(
        "{problem} (kept as {copy})", ["problem": problem, "copy": aside.lastPathComponent]),
      keptAsideAt: aside)
  }

  /// UTC, so names sort by time and never repeat across a daylight-saving change.
  static func timestamp(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: date)
    func two(_ value: Int?) -> String {
      let text = String(value ?? 0)
      return text.count < 2 ? "0" + text : text
    }
    return "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))-"
      + "\(two(parts.hour))\(two(parts.minute))\(two(parts.second))"
  }

  /// What a decoding error means, in words; coding paths come from the file, so they are
  /// stripped of whatever could move the cursor or reorder the line, and shortened, before
  /// they reach a message.
  static func explanation(of error: DecodingError, isEmpty: Bool, fileName: String) -> String {
    if isEmpty { return localized("{file} is empty", ["file": fileName]) }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return localized("{file} is not valid JSON", ["file": fileName])
    case .dataCorrupted(let context):
      return localized(
        "{file} has an unusable value at {path}",
        ["file": fileName, "path": pathText(context.codingPath)])
    case .typeMismatch(let type, let context):
      return localized(
        "{file} has the wrong kind of value at {path} (expected {type})",
        ["file": fileName, "path": pathText(context.codingPath), "type": "\(type)"])
    case .valueNotFound(let type, let context):
      return localized(
        "{file} is missing a value at {path} (expected {type})",
        ["file": fileName, "path": pathText(context.codingPath), "type": "\(type)"])
    case .keyNotFound(let key, let context):
      return localized(
        "{file} is missing “{key}” at {path}",
        [
          "file": fileName, "key": printable(key.stringValue),
          "path": pathText(context.codingPath),
        ])
    @unknown default:
      return localized("{file} could not be decoded", ["file": fileName])
    }
  }

  /// Why a document beyond `JSONSyntax.Limits` is refused, in words.
  static func explanation(of problem: JSONSyntax.Problem, fileName: String) -> String {
    switch problem {
    case .invalid:
      return localized("{file} is not valid JSON", ["file": fileName])
    case .tooDeep(let limit):
      return localized(
        "{file} is nested too deeply (more than {limit} levels)",
        ["file": fileName, "limit": limit])
    case .tooManyEntries(let limit):
      return localized(
        "{file} has a list or object of more than {limit} entries",
        ["file": fileName, "limit": limit])
    case .tooDense(let values, let size):
      return localized(
        "{file} holds more values than a file of its size can ({values} in {size} bytes)",
        ["file": fileName, "values": values, "size": size])
    }
  }

  private static func pathText(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return localized("the top level") }
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + printable(key.stringValue)
      }
    }
    return text
  }

  private static func printable(_ text: String) -> String {
    // Nothing of the file that could move the cursor or reorder the message, by the rule the
    // terminal's text keeps (`isUnprintable`): a key "\u{202E}" turned the rest of
    // "themes.json has an unusable value at …" right to left.
    let visible = text.unicodeScalars.filter { !$0.isUnprintable }
    let shown = String(String.UnicodeScalarView(visible.prefix(40)))
    return visible.count > 40 ? shown + "…" : shown
  }

  // MARK: - Saving

  /// Writes the document atomically, creating the folder if needed.
  ///
  /// Encodes, writes to a temporary file in the same folder, `fsync`s it, and renames it over
  /// `url`, so a crash or full disk leaves either the old file or the new one, never a mix.
  /// The file keeps its permission bits (`chmod 600` stays 600), and so does one saved in the
  /// place of a damaged file ``load(now:)`` kept aside. When `url` is a symbolic link,
  /// the save is written through to the file it points to and the link stays; a link to nothing
  /// is refused and left as it is.
  /// Throws a one-line message such as "Cannot save themes.json: /home/ann/.config is
  /// read-only".
  public func save(_ value: Value) throws(StorageError) {
    try save(value, remembering: nil)
  }

  /// Saves as ``save(_:)`` does, taking the members that seldom change from `memory` when they
  /// are as they were at the last save with it (``RememberedWhenEncoded``).
  func save(_ value: Value, remembering memory: JSONWriter.Memory?) throws(StorageError) {
    let bytes: [UInt8]
    do {
      // Pretty and sorted: people read and edit these files, and diffs stay small.
      bytes = try JSONWriter(memory: memory).encode(value)
    } catch {
      throw StorageError(
        message: localized("Cannot save {file}: the data could not be encoded", ["file": fileName]))
    }
    // Never write what the next launch would refuse: the reader's size and shape limits, checked
    // on the bytes themselves. Everything that grows is bounded where it is made, so this is the
    // last line, reported like any failed save, never a file that starts the player over.
    let limits = (Value.self as? any LimitedDocument.Type)?.readingLimits ?? JSONSyntax.Limits()
    if bytes.count > Self.maximumSize || JSONSyntax.problem(in: bytes, limits: limits) != nil {
      throw StorageError(
        message: localized(
          "Cannot save {file}: it would be more than the game reads back ({size} bytes)",
          ["file": fileName, "size": bytes.count]))
    }
    try Self.makeDirectories(
      atPath: url.deletingLastPathComponent().path, describing: fileName)
    let destination = try Self.saveDestination(of: url.path, describing: fileName)
    let target = URL(fileURLWithPath: destination.path, isDirectory: false)
    let directory = target.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(target.lastPathComponent).tmp-\(UUID().uuidString)", isDirectory: false)
    try Self.writeNewFile(
      bytes, atPath: temporary.path, describing: fileName,
      mode: destination.mode ?? replacedBits.mode)
    if let reason = Self.rename(from: temporary.path, to: target.path) {
      Self.removeFile(atPath: temporary.path)
      throw StorageError(
        message: localized("Cannot save {file}: {reason}", ["file": fileName, "reason": reason]))
    }
    // Make the rename itself durable; a failure here does not undo a completed save.
    Self.syncDirectory(atPath: directory.path)
  }
}

/// The permission bits a new file takes in the place of a damaged one; set once by `load`.
private final class ReplacedBits: @unchecked Sendable {
  // Set by `load` and read by `save`, which the owner of a file calls one after the other.
  var mode: mode_t?
}

/// A document whose format has a number, `"version"` at its top level: a file with a larger
/// one was written by a newer program and is left as it is (``JSONFile/LoadResult/newer(version:)``).
protocol VersionedDocument {
  /// The format this program reads and writes.
  static var currentVersion: Int { get }
}

/// Only the `"version"` of a document, whatever else it holds.
private struct VersionLabel: Decodable {
  var version: Int?

  private enum CodingKeys: String, CodingKey { case version }

  init(from decoder: any Decoder) throws {
    version = try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(
      Int.self, forKey: .version)
  }
}
