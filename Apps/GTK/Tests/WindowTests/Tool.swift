import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the X tools the tests drive: `xdotool` for input and windows, `import` for screenshots.
enum Tool {
  struct Failure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// Runs `name` with `arguments` from the PATH and returns its standard output.
  @discardableResult
  static func run(_ name: String, _ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [name] + arguments
    let output = Pipe()
    process.standardOutput = output
    // Standard error goes to a file (a pipe read after standard output could fill and block), so
    // a failure can say why.
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
      "memorize-tool-\(UUID().uuidString).err")
    FileManager.default.createFile(atPath: errors.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errors) }
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let why = ((try? String(contentsOf: errors, encoding: .utf8)) ?? "")
        .split(separator: "\n").suffix(4).joined(separator: " | ")
      let how = process.terminationReason == .uncaughtSignal ? "signal" : "status"
      throw Failure(
        message: "\(name) \(arguments.joined(separator: " ")) failed (\(how) "
          + "\(process.terminationStatus))\(why.isEmpty ? "" : ": \(why)")")
    }
    return data
  }

  /// Whether `name` is on the PATH.
  static func exists(_ name: String) -> Bool {
    (try? run("sh", ["-c", "command -v \(name)"])) != nil
  }

  /// Whether there is an X display to test on, with the tools installed.
  static var canDriveDisplay: Bool {
    ProcessInfo.processInfo.environment["DISPLAY"] != nil && exists("xdotool")
      && exists("import")
  }
}

/// Polls `condition` until it holds or `seconds` pass; returns whether it held.
func waitUntil(seconds: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while Date() < deadline {
    if try condition() { return true }
    Thread.sleep(forTimeInterval: 0.05)
  }
  return try condition()
}

/// Reads `value` until two readings `interval` apart agree (a window laid out, a size no longer
/// changing), for at most `seconds`; returns the last reading.
func settled<Value: Equatable>(
  seconds: Double = 10, interval: Double = 0.1, _ value: () throws -> Value
) rethrows -> Value {
  let deadline = Date().addingTimeInterval(seconds)
  var last = try value()
  while Date() < deadline {
    Thread.sleep(forTimeInterval: interval)
    let now = try value()
    if now == last { return now }
    last = now
  }
  return last
}

/// libfaketime, preloaded into the window, with an offset the test moves while it runs: time
/// passes for the window at once, without the test waiting for it. Each reading of a clock reads
/// the offset file again, and the offset moves the monotonic clock too.
struct FakeClock {
  /// The library, where Debian's `faketime` package puts it.
  static let library: String? = {
    let folders =
      ["/usr/lib", "/usr/local/lib"]
      + ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
      .map { "/usr/lib/\($0)" }
    return folders.map { "\($0)/faketime/libfaketime.so.1" }
      .first { FileManager.default.fileExists(atPath: $0) }
  }()

  let offsetFile: URL

  init() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "memorize-fake-clock-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    offsetFile = folder.appendingPathComponent("offset")
    try advance(to: "+0")
  }

  /// What the window's environment needs to run on this clock. `FAKETIME_SHARED` names objects
  /// that need not exist: without it the library `setenv`s names of its own at load time, which
  /// moves the environment the Swift runtime finds the arguments by.
  var environment: [String: String] {
    [
      "LD_PRELOAD": FakeClock.library ?? "", "FAKETIME_TIMESTAMP_FILE": offsetFile.path,
      "FAKETIME_NO_CACHE": "1", "FAKETIME_SHARED": "/memorize_test_none /memorize_test_none",
    ]
  }

  /// Sets the window's clocks `offset` from the real time ("+100": a hundred seconds ahead),
  /// written whole and renamed into place so no reading sees half of it.
  func advance(to offset: String) throws {
    let partial = offsetFile.appendingPathExtension("partial")
    try Data((offset + "\n").utf8).write(to: partial)
    guard rename(partial.path, offsetFile.path) == 0 else {
      throw Tool.Failure(message: "the clock's offset could not be set (errno \(errno))")
    }
  }
}
