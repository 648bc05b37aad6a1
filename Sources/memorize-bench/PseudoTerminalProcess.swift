import CNcurses
import Foundation
import TerminalKit

/// A program running on the slave side of a fresh pseudo-terminal, as if started in a terminal
/// window: its own session, the pty as controlling terminal and as standard input, output, error.
final class PseudoTerminalProcess {
  let pid: pid_t
  /// The master side: what the program writes comes out here; what we write is its input.
  let master: Int32
  /// When `posix_spawn` was called, in monotonic nanoseconds.
  let launchedAt: UInt64
  private var isReaped = false
  /// What the program used over its whole life (user and system CPU, …), once it has been
  /// reaped: `wait4` gives the child's own, as a shell's `time` does.
  private(set) var usage: rusage?
  /// The last bytes read, in case a status query is split across two reads.
  private var queryTail: [UInt8] = []
  /// Follows the output until the game's shortcut probe is answered as xterm answers it
  /// (`ShortcutProbe`: four cells printed, a VT420), so the game uses REP and ECH as in xterm
  /// and its launch is not held up by the probe's wait; then it is dropped.
  private var probeReplica: ScreenReplica?

  struct LaunchError: Error, CustomStringConvertible {
    var description: String
  }

  init(
    executable: String, arguments: [String], environment: [String: String], size: TerminalSize
  ) throws(LaunchError) {
    let master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master)
    else { throw LaunchError(description: "no pseudo-terminal: errno \(errno)") }
    let slavePath = String(cString: name)
    var window = winsize(
      ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    probeReplica = ScreenReplica(size: size)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Opened after setsid, without O_NOCTTY, the slave becomes the controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    let setSessionID: Int32 = 0x80  // POSIX_SPAWN_SETSID, a GNU extension Swift does not import
    posix_spawnattr_setflags(&attributes, Int16(setSessionID | Int32(POSIX_SPAWN_SETSIGMASK)))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var child: pid_t = 0
    let launchedAt = monotonicNanoseconds()
    let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    guard status == 0 else {
      Glibc.close(master)
      throw LaunchError(description: "posix_spawn \(executable): error \(status)")
    }
    self.pid = child
    self.master = master
    self.launchedAt = launchedAt
  }

  deinit {
    stop()
    Glibc.close(master)
  }

  /// Reads output until `marker` has appeared or `timeout` seconds pass; returns when it was seen
  /// (monotonic nanoseconds) and everything read.
  func read(until marker: [UInt8], timeout: Double) -> (seenAt: UInt64?, output: [UInt8]) {
    var output: [UInt8] = []
    let deadline = monotonicNanoseconds() + UInt64(timeout * 1e9)
    while monotonicNanoseconds() < deadline {
      let remaining = Int32((deadline - monotonicNanoseconds()) / 1_000_000) + 1
      guard readAvailable(into: &output, waitingMilliseconds: remaining) else { break }
      if contains(output, marker) { return (monotonicNanoseconds(), output) }
    }
    return (nil, output)
  }

  /// Reads and counts whatever the program writes for `seconds`, so it never blocks on a full pty.
  func drain(for seconds: Double) -> Int {
    var output: [UInt8] = []
    var total = 0
    let deadline = monotonicNanoseconds() + UInt64(seconds * 1e9)
    while monotonicNanoseconds() < deadline {
      let remaining = Int32((deadline - monotonicNanoseconds()) / 1_000_000) + 1
      guard readAvailable(into: &output, waitingMilliseconds: remaining) else { break }
      total += output.count
      output.removeAll(keepingCapacity: true)
    }
    return total
  }

  /// What one read of the output found: the bytes, and when each frame's end arrived.
  struct Reading {
    var output: [UInt8] = []
    /// Monotonic nanoseconds at which each `ESC[?2026l` was read (a frame that changes one row
    /// only comes without synchronized-output markers and is not among them).
    var frameEnds: [UInt64] = []
    /// Monotonic nanoseconds at which the first byte was read.
    var firstByteAt: UInt64?
  }

  /// Reads until nothing has come for `quiet` seconds (or `limit` seconds have passed).
  func readUntilQuiet(quiet: Double, limit: Double) -> Reading {
    read(limit: limit, quiet: quiet)
  }

  /// Reads everything that comes in the next `seconds`.
  func readFor(seconds: Double) -> Reading {
    read(limit: seconds, quiet: nil)
  }

  /// Reads what is waiting now, at most `count` bytes, without waiting.
  func readAvailable(atMost count: Int) -> [UInt8] {
    guard count > 0 else { return [] }
    var chunk = [UInt8](repeating: 0, count: count)
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 0) > 0 else { return [] }
    let read = chunk.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
    guard read > 0 else { return [] }
    answerStatusQueries(in: chunk[0..<read])
    return Array(chunk[0..<read])
  }

  /// Waits for the program to end by itself (reading its output meanwhile); then it is reaped.
  func waitForExit(timeout: Double) {
    let deadline = monotonicNanoseconds() + UInt64(timeout * 1e9)
    while monotonicNanoseconds() < deadline {
      _ = drain(for: 0.01)
      if reap(waiting: false) { return }
    }
    stop()
  }

  /// Reaps the program if it has ended (or, `waiting`, once it ends), keeping its `usage`.
  private func reap(waiting: Bool) -> Bool {
    var status: Int32 = 0
    var used = rusage()
    guard wait4(pid, &status, waiting ? 0 : WNOHANG, &used) == pid else { return false }
    usage = used
    isReaped = true
    return true
  }

  /// User plus system CPU over the program's whole life, in seconds, once it has been reaped.
  var cpuSeconds: Double? {
    usage.map {
      func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
      return seconds($0.ru_utime) + seconds($0.ru_stime)
    }
  }

  private func read(limit: Double, quiet: Double?) -> Reading {
    var reading = Reading()
    let start = monotonicNanoseconds()
    let deadline = start + UInt64(limit * 1e9)
    var lastByte = start
    var tail: [UInt8] = []
    let marker = DiffRenderer.endSynchronizedUpdate
    while true {
      let now = monotonicNanoseconds()
      var until = deadline
      if let quiet { until = min(until, lastByte + UInt64(quiet * 1e9)) }
      guard now < until else { break }
      var chunk: [UInt8] = []
      guard readAvailable(into: &chunk, waitingMilliseconds: Int32((until - now) / 1_000_000) + 1)
      else { break }
      guard !chunk.isEmpty else { continue }
      let seen = monotonicNanoseconds()
      lastByte = seen
      if reading.firstByteAt == nil { reading.firstByteAt = seen }
      reading.output += chunk
      for byte in chunk {
        tail.append(byte)
        if tail.count > marker.count { tail.removeFirst() }
        if tail == marker { reading.frameEnds.append(seen) }
      }
    }
    return reading
  }

  /// Types `bytes` into the terminal.
  func send(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { _ = write(master, $0.baseAddress, $0.count) }
  }

  /// Ends the program with SIGTERM (it restores the terminal on the way out), SIGKILL if it lingers.
  func stop() {
    guard !isReaped else { return }
    kill(pid, SIGTERM)
    for _ in 0..<200 {
      _ = drain(for: 0.01)
      if reap(waiting: false) { return }
    }
    kill(pid, SIGKILL)
    _ = reap(waiting: true)
  }

  // MARK: - /proc

  /// Resident memory now, in bytes (`VmRSS` in /proc/<pid>/status).
  var residentBytes: Int? { statusBytes("VmRSS") }

  /// The most resident memory the program has had so far, in bytes (`VmHWM`: the high-water
  /// mark of its own address space, from `execve` on; `ru_maxrss` would also count the bench's
  /// memory, which a child started by `posix_spawn` shares until it calls `execve`).
  var peakResidentBytes: Int? { statusBytes("VmHWM") }

  private func statusBytes(_ field: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      if fields.count >= 2, let kilobytes = Int(fields[1]) { return kilobytes * 1024 }
    }
    return nil
  }

  /// Resident kilobytes by kind, from /proc/<pid>/smaps: the executable's own pages, shared
  /// libraries' pages, and anonymous memory (heap, stacks); and whether libswiftCore.so is mapped.
  var residentBreakdown: (executable: Int, libraries: Int, anonymous: Int, swiftShared: Bool)? {
    guard let smaps = try? String(contentsOfFile: "/proc/\(pid)/smaps", encoding: .utf8),
      let executable = try? FileManager.default.destinationOfSymbolicLink(
        atPath: "/proc/\(pid)/exe")
    else { return nil }
    var result = (executable: 0, libraries: 0, anonymous: 0, swiftShared: false)
    var path = ""
    for line in smaps.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      if let first = fields.first, first.contains("-"), fields.count >= 5 {
        path = fields.count >= 6 ? String(fields[5]) : ""
        if path.hasSuffix("libswiftCore.so") { result.swiftShared = true }
      } else if fields.first == "Rss:", fields.count >= 2, let kilobytes = Int(fields[1]) {
        if path == executable {
          result.executable += kilobytes
        } else if path.hasPrefix("/") {
          result.libraries += kilobytes
        } else {
          result.anonymous += kilobytes
        }
      }
    }
    return result
  }

  /// CPU time used so far by all the program's threads, in nanoseconds (from each thread's
  /// schedstat: /proc/<pid>/stat counts in 10 ms ticks, too coarse for an idle process).
  var cpuNanoseconds: UInt64? {
    guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
    else { return nil }
    var total: UInt64 = 0
    for thread in threads {
      guard
        let text = try? String(
          contentsOfFile: "/proc/\(pid)/task/\(thread)/schedstat", encoding: .utf8),
        let first = text.split(separator: " ").first, let nanoseconds = UInt64(first)
      else { continue }
      total += nanoseconds
    }
    return total
  }

  // MARK: - Private

  /// Waits up to `waitingMilliseconds` for output and appends what is there; false at end of file.
  private func readAvailable(into output: inout [UInt8], waitingMilliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, max(0, waitingMilliseconds))
    if ready <= 0 { return ready == 0 || errno == EINTR }
    var chunk = [UInt8](repeating: 0, count: 65536)
    let count = chunk.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
    if count <= 0 { return false }  // EIO: the slave side closed
    answerStatusQueries(in: chunk[0..<count])
    if var replica = probeReplica {
      replica.feed(chunk[0..<count])
      send(replica.takeReplies())
      probeReplica = replica.hasAnsweredAttributes ? nil : replica
    }
    output.append(contentsOf: chunk[0..<count])
    return true
  }

  /// Answers each device status query (`ESC[5n`) as a terminal does, once it has been read:
  /// `memorize` writes its next frame only after the answer (frame pacing).
  private func answerStatusQueries(in bytes: ArraySlice<UInt8>) {
    let query: [UInt8] = [0x1B, 0x5B, 0x35, 0x6E]
    let window = queryTail + bytes
    var answers = 0
    var index = 0
    while index + query.count <= window.count {
      if window[index] == 0x1B && Array(window[index..<index + query.count]) == query {
        answers += 1
        index += query.count
      } else {
        index += 1
      }
    }
    // Keep what could be the start of a query cut off by this read.
    queryTail = Array(window.suffix(min(window.count - min(index, window.count), 3)))
    for _ in 0..<answers { send([0x1B, 0x5B, 0x30, 0x6E]) }
  }

  private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard haystack.count >= needle.count else { return false }
    return haystack.withUnsafeBufferPointer { buffer in
      for start in 0...(buffer.count - needle.count)
      where buffer[start] == needle[0] && Array(buffer[start..<start + needle.count]) == needle {
        return true
      }
      return false
    }
  }
}
