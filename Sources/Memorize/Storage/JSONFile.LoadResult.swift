#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension JSONFile {
  /// What reading the file found.
  public enum LoadResult {
    /// No file yet: the caller starts from its defaults.
    case missing
    /// The file decoded.
    case loaded(Value)
    /// The file exists but does not decode (or is far too large).
    ///
    /// It has been renamed to `keptAsideAt` so the caller may save over the original name without
    /// losing what the user had; `keptAsideAt` is `nil` when even renaming failed, and then the
    /// caller must not save over it. `message` is one line naming the file and what was wrong.
    case corrupt(message: String, keptAsideAt: URL?)
    /// The file exists but cannot be read (permissions, a folder in its place); it was not moved.
    case unreadable(message: String)
    /// The file was written by a newer version, in format `version`: it was not decoded, not
    /// moved, and must not be saved over (an older program would drop what it cannot read).
    case newer(version: Int)
  }
}

extension JSONFile.LoadResult: Equatable where Value: Equatable {}
extension JSONFile.LoadResult: Sendable where Value: Sendable {}
