import Foundation

/// One `memorize-table` the table section started on 127.0.0.1, at a port the system picked,
/// its output in a file of its own folder (which is also its home: statistics, saved game).
///
/// Every one is noted in ``TableServerProcess/running`` from its launch to its end, so the
/// section can end them all even when it fails half-way, and an interrupted bench ends them too.
final class TableServerProcess {
  let pid: pid_t
  let port: Int
  private var isReaped = false

  struct LaunchError: Error, CustomStringConvertible {
    var description: String
  }

  /// Starts `binary` with `arguments` after `--listen 127.0.0.1 --port 0 --no-qr`, on `core`
  /// alone when given (through taskset, which then becomes the table), and waits at most
  /// `timeout` seconds for the port it prints.
  init(
    binary: String, arguments: [String], core: Int?, folder: URL, timeout: Double
  ) throws(LaunchError) {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let outputPath = folder.appendingPathComponent("output.txt").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

    let table = [binary, "--listen", "127.0.0.1", "--port", "0", "--no-qr"] + arguments
    let command = core.map { [Self.taskset, "-c", String($0)] + table } ?? table
    let environment = [
      "HOME": folder.path, "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path, "LANG": "C.UTF-8",
      "PATH": "/usr/bin:/bin",
    ]
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var child: pid_t = 0
    let status = posix_spawn(&child, command[0], &actions, &attributes, argv, envp)
    guard status == 0 else {
      throw LaunchError(description: "posix_spawn \(command[0]): error \(status)")
    }
    pid = child
    Self.note(started: child)
    let marker = "Listening on 127.0.0.1:"
    let deadline = monotonicNanoseconds() + UInt64(timeout * 1e9)
    var found: Int?
    while found == nil, monotonicNanoseconds() < deadline {
      let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
      if let line = text.split(separator: "\n").first(where: { $0.hasPrefix(marker) }) {
        found = Int(line.dropFirst(marker.count))
      } else if waitpid(child, nil, WNOHANG) == child {
        Self.note(ended: child)
        let said = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        throw LaunchError(description: "memorize-table ended at once: \(said)")
      } else {
        usleep(5_000)
      }
    }
    guard let found else {
      let said = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
      kill(child, SIGKILL)
      waitpid(child, nil, 0)
      Self.note(ended: child)
      throw LaunchError(
        description: "memorize-table did not listen within \(Report.format(timeout)) s: "
          + said.split(separator: "\n").prefix(3).joined(separator: " / "))
    }
    port = found
  }

  deinit { stop() }

  static let taskset = "/usr/bin/taskset"

  /// Asks it to end (SIGTERM), and makes it (SIGKILL) if it has not within 2 s.
  func stop() {
    Self.stop([self])
  }

  /// Ends them all: SIGTERM to each first, then each reaped, SIGKILL for any still running
  /// after 2 s.
  static func stop(_ processes: [TableServerProcess]) {
    let running = processes.filter { !$0.isReaped }
    for process in running { kill(process.pid, SIGTERM) }
    let deadline = monotonicNanoseconds() + 2_000_000_000
    var left = running.filter { !$0.reap(waiting: false) }
    while !left.isEmpty, monotonicNanoseconds() < deadline {
      usleep(10_000)
      left = left.filter { !$0.reap(waiting: false) }
    }
    for process in left {
      kill(process.pid, SIGKILL)
      _ = process.reap(waiting: true)
    }
  }

  /// Whether it has ended (and was reaped now or before).
  private func reap(waiting: Bool) -> Bool {
    if isReaped { return true }
    var status: Int32 = 0
    let result = waitpid(pid, &status, waiting ? 0 : WNOHANG)
    if result == pid || (result < 0 && errno == ECHILD) {
      isReaped = true
      Self.note(ended: pid)
    }
    return isReaped
  }

  // MARK: - /proc

  /// A field of /proc/PID/status in kibibytes (VmRSS, VmHWM, RssAnon, …).
  func statusKilobytes(_ field: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      if fields.count >= 2, let kilobytes = Int(fields[1]) { return kilobytes }
    }
    return nil
  }

  /// CPU time of all its threads so far, from each thread's schedstat.
  var cpuNanoseconds: UInt64 {
    guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
    else { return 0 }
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

  // MARK: - Every table running

  /// The process ids of the tables running now, for the signal handler: a fixed array it may
  /// read without allocating, 0 where no table is.
  nonisolated(unsafe) private static let running = UnsafeMutablePointer<pid_t>.allocate(
    capacity: capacity)
  private static let capacity = 1024
  nonisolated(unsafe) private static var isPrepared = false

  private static func note(started pid: pid_t) {
    if !isPrepared {
      running.initialize(repeating: 0, count: capacity)
      isPrepared = true
      // Interrupted or asked to end, the bench ends its tables first.
      for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
        signal(signalNumber) { received in
          for index in 0..<TableServerProcess.capacity where TableServerProcess.running[index] > 0 {
            kill(TableServerProcess.running[index], SIGKILL)
          }
          _exit(128 + received)
        }
      }
    }
    if let free = (0..<capacity).first(where: { running[$0] == 0 }) { running[free] = pid }
  }

  private static func note(ended pid: pid_t) {
    if let index = (0..<capacity).first(where: { running[$0] == pid }) { running[index] = 0 }
  }
}

/// How busy each core was, from /proc/stat: a reading now, and the busy share between two.
struct CoreTimes {
  /// Per core: (busy, total) clock ticks.
  var ticks: [Int: (busy: UInt64, total: UInt64)] = [:]

  static func now() -> CoreTimes {
    var times = CoreTimes()
    let text = (try? String(contentsOfFile: "/proc/stat", encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") where line.hasPrefix("cpu") && !line.hasPrefix("cpu ") {
      let fields = line.split(separator: " ")
      guard let core = Int(fields[0].dropFirst(3)) else { continue }
      let values = fields.dropFirst().compactMap { UInt64($0) }
      guard values.count >= 5 else { continue }
      let total = values.reduce(0, +)
      let idle = values[3] + values[4]  // idle and iowait
      times.ticks[core] = (total - idle, total)
    }
    return times
  }

  /// The share of `core`'s time spent busy since `earlier`, in percent.
  func busyPercent(of core: Int, since earlier: CoreTimes) -> Double {
    guard let now = ticks[core], let before = earlier.ticks[core], now.total > before.total
    else { return .nan }
    return Double(now.busy - before.busy) / Double(now.total - before.total) * 100
  }
}
