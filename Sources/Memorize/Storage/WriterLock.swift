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

/// One writer at a time for the data folder: an advisory `flock` on its `lock` file.
///
/// Two programs saving the same games would each overwrite the other's progress, the last one
/// silently winning. The first program to start takes the lock and writes its process id into
/// the file; a second one finds it taken, and plays without saving (``AppModel`` says so, naming
/// the first one's pid). The kernel releases the lock when its holder's descriptor closes —
/// however the process ends, `kill -9` included — so a stale lock never outlives a crash.
///
/// A lock that exists but cannot be taken — left owned by root by `sudo -E memorize`, replaced by
/// a folder or a symbolic link, or on a file system that does not lock files — proves nothing
/// about other programs, so it is no licence to write: the program plays without saving and says
/// why, exactly as a second program does.
public final class WriterLock {
  /// What trying to take the lock found.
  public enum Outcome {
    /// This process is the writer while it keeps the lock alive.
    case acquired(WriterLock)
    /// Another process holds it; `pid` is the one it wrote, when readable.
    case heldByAnother(pid: Int32?)
    /// The lock file is there but cannot be taken; `reason` says why, in a few words that follow
    /// the lock's path. The caller must not write: another program may be writing.
    case cannotBeTaken(reason: String)
    /// No lock could be made because the folder itself cannot be written (read-only, missing,
    /// no permission): saving fails there too and reports the real trouble, so the caller goes
    /// on as the writer.
    case unavailable
  }

  /// The lock file's name inside the data folder.
  public static let fileName = "lock"

  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    // Closing the descriptor releases the lock.
    close(descriptor)
  }

  /// Takes the lock of `directory` (created if needed), without waiting.
  ///
  /// - Parameters:
  ///   - directory: the data folder.
  ///   - lockFile: the `flock` call, a parameter so tests can stand for a file system that does
  ///     not lock files.
  public static func acquire(
    in directory: URL, lockFile: (Int32, Int32) -> Int32 = { flock($0, $1) }
  ) -> Outcome {
    let path = directory.appendingPathComponent(fileName, isDirectory: false).path
    do {
      try JSONFile<Int>.makeDirectories(atPath: directory.path, describing: fileName)
    } catch {
      return .unavailable
    }
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
    guard descriptor >= 0 else { return openFailure(errno, path: path) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      return .cannotBeTaken(reason: localized("it is not a regular file"))
    }
    var result: Int32
    repeat { result = lockFile(descriptor, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
    guard result == 0 else {
      let code = errno
      let pid = code == EWOULDBLOCK ? holder(descriptor) : nil
      close(descriptor)
      switch code {
      case EWOULDBLOCK: return .heldByAnother(pid: pid)
      case ENOLCK, EOPNOTSUPP, EINVAL:
        return .cannotBeTaken(reason: localized("the file system does not lock files"))
      default: return .cannotBeTaken(reason: JSONFile<Int>.systemMessage(code))
      }
    }
    // Ours now: say who holds it, for the message a second program shows.
    let text = Array("\(getpid())\n".utf8)
    if ftruncate(descriptor, 0) == 0 {
      _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }
    return .acquired(WriterLock(descriptor: descriptor))
  }

  /// Why `open` of an existing lock failed; a lock that is not there and cannot be made means the
  /// folder cannot be written, which saving reports itself.
  private static func openFailure(_ code: Int32, path: String) -> Outcome {
    var status = stat()
    let exists = lstat(path, &status) == 0
    switch code {
    case EISDIR: return .cannotBeTaken(reason: localized("it is a folder"))
    case ELOOP: return .cannotBeTaken(reason: localized("it is a symbolic link"))
    case EROFS: return .unavailable
    case EACCES, EPERM:
      return exists ? .cannotBeTaken(reason: localized("no permission to open it")) : .unavailable
    default:
      return exists ? .cannotBeTaken(reason: JSONFile<Int>.systemMessage(code)) : .unavailable
    }
  }

  /// The process id the holder wrote, if it is one.
  private static func holder(_ descriptor: Int32) -> Int32? {
    var bytes = [UInt8](repeating: 0, count: 32)
    let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return nil }
    let text = String(decoding: bytes[0..<count], as: UTF8.self)
    return Int32(text.trimmingWhitespace(includingNewlines: true)).flatMap { $0 > 0 ? $0 : nil }
  }
}
