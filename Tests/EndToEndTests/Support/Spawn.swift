import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Starting programs with `posix_spawn`, and nothing but the three standard streams inherited.
///
/// Not Foundation's `Process`: on Linux it notices a child's exit through a descriptor the child
/// inherits, so a child that daemonizes (the tmux server) looks alive forever. And a tmux server
/// that inherited, say, the write end of another test's pipe would keep that pipe open for good.
enum Spawn {
  /// Starting a program failed.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private typealias CloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

  /// Starts `executable` with the given standard streams; returns its process id.
  static func start(
    _ executable: URL, _ arguments: [String], environment: [String: String],
    input: Int32, output: Int32, error: Int32
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, error, 2)
    closeEverythingElse(&actions)

    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    // A fresh signal state: test-runner threads block signals and this process ignores SIGPIPE,
    // and both would otherwise be inherited (a tmux server blind to SIGCHLD never exits).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw Failure(
        description: "posix_spawn \(executable.path): \(String(cString: strerror(result)))")
    }
    return pid
  }

  /// Closes every descriptor above 2 in the child: `posix_spawn_file_actions_addclosefrom_np`
  /// (glibc 2.34) when there is one, else each descriptor open in this process right now.
  private static func closeEverythingElse(_ actions: inout posix_spawn_file_actions_t) {
    if let symbol = dlsym(
      UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
    {
      let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
      if closeFrom(&actions, 3) == 0 { return }
    }
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for fd in open.compactMap(Int32.init) where fd > 2 {
      posix_spawn_file_actions_addclose(&actions, fd)
    }
  }

  /// Waits for `pid` to end; its exit status, or 128 plus the signal that ended it.
  /// After `timeout` it is killed and `nil` returned.
  static func wait(for pid: pid_t, timeout: Duration) -> Int32? {
    let deadline = ContinuousClock.now + timeout
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid { return decode(status) }
      if result < 0 && errno != EINTR { return nil }
      if ContinuousClock.now > deadline {
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        return nil
      }
      usleep(5_000)
    }
  }

  /// Whether `pid` has ended (and reaps it); its status then.
  static func poll(_ pid: pid_t) -> Int32? {
    var status: Int32 = 0
    return waitpid(pid, &status, WNOHANG) == pid ? decode(status) : nil
  }

  private static func decode(_ status: Int32) -> Int32 {
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// Opens `url` for the child, never inherited by anything else this process starts.
  static func open(_ url: URL, writing: Bool) throws -> Int32 {
    let flags = writing ? (O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC) : (O_RDONLY | O_CLOEXEC)
    let fd = Glibc.open(url.path, flags, 0o644)
    guard fd >= 0 else {
      throw Failure(description: "open \(url.path): \(String(cString: strerror(errno)))")
    }
    return fd
  }

  /// A pipe whose ends are closed on exec: (read, write).
  ///
  /// (Set after `pipe`, as `pipe2` is not in the Glibc module; `start` closes strays anyway.)
  static func pipe() throws -> (Int32, Int32) {
    var ends: [Int32] = [-1, -1]
    guard Glibc.pipe(&ends) == 0 else {
      throw Failure(description: "pipe: \(String(cString: strerror(errno)))")
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }
}
