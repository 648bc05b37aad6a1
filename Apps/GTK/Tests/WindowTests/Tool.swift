import Foundation

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
