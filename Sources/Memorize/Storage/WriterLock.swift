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
public final class WriterLock {
  /// What trying to take the lock found.
  public enum Outcome {
    /// This process is the writer while it keeps the lock alive.
    case acquired(WriterLock)
    /// Another process holds it; `pid` is the one it wrote, when readable.
    case heldByAnother(pid: Int32?)
    /// No lock could be made (a read-only or missing folder); saving will report the real
    /// trouble, so the caller goes on as the writer.
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
  public static func acquire(in directory: URL) -> Outcome {
    let path = directory.appendingPathComponent(fileName, isDirectory: false).path
    do {
      try JSONFile<Int>.makeDirectories(atPath: directory.path, describing: fileName)
    } catch {
      return .unavailable
    }
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else { return .unavailable }
    var result: Int32
    repeat { result = flock(descriptor, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
    guard result == 0 else {
      let code = errno
      let pid = code == EWOULDBLOCK ? holder(descriptor) : nil
      close(descriptor)
      return code == EWOULDBLOCK ? .heldByAnother(pid: pid) : .unavailable
    }
    // Ours now: say who holds it, for the message a second program shows.
    let text = Array("\(getpid())\n".utf8)
    if ftruncate(descriptor, 0) == 0 {
      _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }
    return .acquired(WriterLock(descriptor: descriptor))
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
