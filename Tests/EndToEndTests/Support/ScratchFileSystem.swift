import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A small tmpfs mounted on a test folder: a disk that can be filled up or made read-only.
///
/// Mounting needs root (the tests run as root, here and in CI). Where it is not permitted,
/// ``unavailableReason`` says why and a test falls back to a folder without write permission,
/// saying which it used.
final class ScratchFileSystem {
  let url: URL
  private let folder: TemporaryFolder
  private var isMounted = false

  /// Mounts a tmpfs of `kilobytes` on `url` (an existing empty folder inside `folder`).
  init(at url: URL, kilobytes: Int = 64, in folder: TemporaryFolder) throws {
    self.url = url
    self.folder = folder
    let mounted = try runToEnd(
      try Executables.tool("mount"),
      ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", url.path],
      environment: folder.environment, in: folder)
    guard mounted.status == 0 else {
      throw Spawn.Failure(description: "mount -t tmpfs: \(mounted.errorText)")
    }
    isMounted = true
  }

  deinit {
    if isMounted {
      _ = try? runToEnd(
        try Executables.tool("umount"), ["-l", url.path], environment: folder.environment,
        in: folder)
    }
  }

  /// Writes a filler file until the disk is full (ENOSPC); returns how many bytes it took.
  @discardableResult
  func fill() throws -> Int {
    let fd = open(url.appendingPathComponent("filler").path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw Spawn.Failure(description: "cannot create the filler file") }
    defer { close(fd) }
    let block = [UInt8](repeating: 0x2E, count: 1024)
    var total = 0
    while true {
      let written = block.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if written <= 0 {
        guard errno == ENOSPC else {
          throw Spawn.Failure(description: "filler: \(String(cString: strerror(errno)))")
        }
        return total
      }
      total += written
    }
  }

  /// Makes the mounted file system read-only, as a failing disk or a full quota may.
  func remountReadOnly() throws {
    let result = try runToEnd(
      try Executables.tool("mount"), ["-o", "remount,ro", url.path],
      environment: folder.environment, in: folder)
    guard result.status == 0 else {
      throw Spawn.Failure(description: "mount -o remount,ro: \(result.errorText)")
    }
  }

  /// A full disk on `url` when mounting is permitted; otherwise `url` made unwritable (which
  /// stops only a user who is not root). Returns what was used, for the test to say.
  static func fullDisk(at url: URL, in folder: TemporaryFolder) throws -> (
    ScratchFileSystem?, description: String
  ) {
    do {
      let disk = try ScratchFileSystem(at: url, in: folder)
      let filled = try disk.fill()
      return (disk, "a full disk (tmpfs of 64 KB, \(filled) bytes of filler)")
    } catch {
      try makeUnwritable(url)
      return (nil, "a folder without write permission (no tmpfs: \(error))")
    }
  }

  /// Removes write permission from `url`, for when mounting is not permitted.
  static func makeUnwritable(_ url: URL) throws {
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: url.path)
  }
}
