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

/// rename(2) from the C library, whichever this platform has; `JSONFile.rename` hides the bare name.
private func renameFile(_ source: String, _ destination: String) -> Int32 {
  rename(source, destination)
}

// POSIX calls rather than FileManager: they give the `errno` we turn into one-line messages,
// `O_EXCL` for temporary files, `fsync`, and a size check before anything is read.
extension JSONFile {
  /// What reading a file found, before any decoding.
  enum ReadOutcome: Equatable {
    case missing
    case failed(reason: String)
    case tooLarge(size: Int)
    case read([UInt8])
  }

  /// Reads a regular file of at most `limit` bytes.
  static func readBytes(atPath path: String, limit: Int) -> ReadOutcome {
    // O_NONBLOCK so that a FIFO put in the file's place cannot hang the program at launch.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      // ENOTDIR: a file stands where a folder should; then there is no document there either,
      // and saving will report the real trouble.
      return code == ENOENT || code == ENOTDIR ? .missing : .failed(reason: systemMessage(code))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failed(reason: systemMessage(errno)) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failed(reason: localized("it is a folder, not a file"))
    default: return .failed(reason: localized("it is not a regular file"))
    }
    if Int(status.st_size) > limit { return .tooLarge(size: Int(status.st_size)) }

    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failed(reason: systemMessage(errno))
      }
      if count == 0 { return .read(bytes) }
      bytes.append(contentsOf: chunk[0..<count])
      // The file may be growing while we read it; the cap holds regardless.
      if bytes.count > limit { return .tooLarge(size: bytes.count) }
    }
  }

  /// Creates `path` and any missing parents, like `mkdir -p`.
  static func makeDirectories(atPath path: String, describing name: String) throws(StorageError) {
    var status = stat()
    if stat(path, &status) == 0 {
      if status.st_mode & S_IFMT == S_IFDIR { return }
      throw StorageError(
        message: localized(
          "Cannot save {file}: {reason}",
          ["file": name, "reason": localized("{folder} is not a folder", ["folder": path])]))
    }
    let parent = parentPath(of: path)
    if !parent.isEmpty, parent != path {
      try makeDirectories(atPath: parent, describing: name)
    }
    if mkdir(path, 0o755) != 0, errno != EEXIST {
      throw StorageError(
        message: localized(
          "Cannot save {file}: {reason}",
          ["file": name, "reason": writeFailure(errno, folder: parent, target: path)]))
    }
  }

  /// Writes `data` to a file that must not exist yet, and `fsync`s it.
  ///
  /// `mode` gives the new file the permission bits of the file it replaces (a file the user made
  /// private stays private); without it the file is made 0644, less the umask.
  /// `isCopy` words a failure as keeping a copy of `name` rather than saving it.
  static func writeNewFile(
    _ bytes: [UInt8], atPath path: String, describing name: String, mode: mode_t? = nil,
    isCopy: Bool = false
  ) throws(StorageError) {
    func failure(_ reason: String) -> StorageError {
      StorageError(
        message: isCopy
          ? localized("Cannot keep a copy of {file}: {reason}", ["file": name, "reason": reason])
          : localized("Cannot save {file}: {reason}", ["file": name, "reason": reason]))
    }
    let folder = parentPath(of: path)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o644)
    guard descriptor >= 0 else {
      throw failure(writeFailure(errno, folder: folder, target: folder))
    }
    var failed: Int32?
    // Exactly the old bits, whatever the umask; before a single byte is written.
    if let mode, fchmod(descriptor, mode) != 0 { failed = errno }
    if failed == nil {
      bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            failed = errno
            return
          }
          offset += written
        }
      }
    }
    if failed == nil, fsync(descriptor) != 0 { failed = errno }
    if close(descriptor) != 0, failed == nil { failed = errno }
    if let failed {
      removeFile(atPath: path)
      throw failure(writeFailure(failed, folder: folder, target: folder))
    }
  }

  /// Where a save of `path` goes, and the permission bits it keeps.
  ///
  /// A regular file keeps its bits. A symbolic link is written through: the new contents replace
  /// the file it points to (renamed over it in that file's folder), and the link stays a link. A
  /// link to nothing, or to something that is not a regular file, is left as it is and the save
  /// refused, so a save never silently turns a link into a file.
  static func saveDestination(of path: String, describing name: String) throws(StorageError)
    -> (path: String, mode: mode_t?)
  {
    var status = stat()
    guard lstat(path, &status) == 0 else { return (path, nil) }
    guard status.st_mode & S_IFMT == S_IFLNK else {
      return (path, status.st_mode & S_IFMT == S_IFREG ? status.st_mode & 0o7777 : nil)
    }
    guard let resolved = realpath(path, nil) else {
      throw StorageError(
        message: localized(
          "Cannot save {file}: {reason}",
          [
            "file": name,
            "reason": localized(
              "it is a symbolic link to a file that does not exist (the link is left as it is)"),
          ]))
    }
    let target = String(cString: resolved)
    free(resolved)
    var targetStatus = stat()
    guard stat(target, &targetStatus) == 0, targetStatus.st_mode & S_IFMT == S_IFREG else {
      throw StorageError(
        message: localized(
          "Cannot save {file}: {reason}",
          [
            "file": name,
            "reason": localized(
              "it is a symbolic link to something that is not a file (the link is left as it is)"),
          ]))
    }
    return (target, targetStatus.st_mode & 0o7777)
  }

  /// The permission bits of the regular file at `path` (following links), if there is one.
  static func permissionBits(atPath path: String) -> mode_t? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return status.st_mode & 0o7777
  }

  /// Renames a file; the reason it failed, or `nil` on success.
  static func rename(from source: String, to destination: String) -> String? {
    guard renameFile(source, destination) != 0 else { return nil }
    let code = errno
    if code == EISDIR { return localized("{folder} is a folder", ["folder": destination]) }
    return writeFailure(
      code, folder: parentPath(of: destination), target: destination)
  }

  static func removeFile(atPath path: String) {
    unlink(path)
  }

  static func pathExists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Flushes a folder's entries, so that a rename in it survives a power cut.
  static func syncDirectory(atPath path: String) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// Why writing in `folder` failed, naming the place the user can fix.
  static func writeFailure(_ code: Int32, folder: String, target: String) -> String {
    switch code {
    case EROFS: return localized("{folder} is read-only", ["folder": folder])
    case EACCES, EPERM: return localized("no permission to write in {folder}", ["folder": folder])
    case ENOSPC: return localized("the disk is full")
    case EDQUOT: return localized("the disk quota is used up")
    case ENOTDIR: return localized("{folder} is not a folder", ["folder": folder])
    case ENOENT: return localized("{file} cannot be created", ["file": target])
    default: return "\(target): \(systemMessage(code))"
    }
  }

  /// `strerror`, lowercased to sit after a colon.
  static func systemMessage(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}

/// The folder part of a path ("/a/b/c.json" → "/a/b"), as the path was written.
func parentPath(of path: String) -> String {
  guard let slash = path.lastIndex(of: "/") else { return "" }
  return slash == path.startIndex ? "/" : String(path[..<slash])
}
