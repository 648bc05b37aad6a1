import CSoup
import FoundationEssentials
import Glibc

/// The host's own face (`--play`): a memorize process on the table's terminal, watched from the
/// table's main loop, which it ends when it ends.
final class HostFace {
  let process: pid_t
  private let loop: OpaquePointer?
  /// Whether the process ended (and was reaped by GLib's watch).
  private(set) var hasEnded = false

  private init(process: pid_t, loop: OpaquePointer?) {
    self.process = process
    self.loop = loop
  }

  /// Starts `program` with `arguments` (the bytes of each) on this terminal, with this
  /// environment; `nil` (and `errno` set) when it could not be started.
  static func start(_ program: String, arguments: [[UInt8]], loop: OpaquePointer?) -> HostFace? {
    var process: pid_t = 0
    var argv: [UnsafeMutablePointer<CChar>?] =
      [strdup(program)]
      + arguments.map { bytes in strdup(bytes.map { CChar(bitPattern: $0) } + [0]) } + [nil]
    defer { for argument in argv { free(argument) } }
    let result = posix_spawn(&process, program, nil, nil, &argv, environ)
    guard result == 0 else {
      errno = result
      return nil
    }
    let face = HostFace(process: process, loop: loop)
    g_child_watch_add(
      process,
      { _, _, data in
        guard let data else { return }
        // The watch fires once: the reference passed to it is let go here.
        let face = Unmanaged<HostFace>.fromOpaque(data).takeRetainedValue()
        face.hasEnded = true
        g_main_loop_quit(face.loop)
      }, Unmanaged.passRetained(face).toOpaque())
    return face
  }

  /// Runs `context` until the face ended, for a few seconds at most (it ends once it hears the
  /// table closed); then it is asked to end, and at last made to.
  func waitForEnd(context: OpaquePointer?) {
    for (seconds, signal) in [(3.0, SIGTERM), (1.0, SIGKILL)] {
      let until = Date().addingTimeInterval(seconds)
      while !hasEnded, Date() < until {
        if g_main_context_iteration(context, 0) == 0 { usleep(10_000) }
      }
      guard !hasEnded else { return }
      kill(process, signal)
    }
  }
}
