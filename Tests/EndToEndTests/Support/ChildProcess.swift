import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Something did not happen in time; the description says what, and what was seen instead.
struct TimedOut: Error, CustomStringConvertible {
  var description: String
}

/// What a finished program did.
struct Finished {
  var status: Int32
  var standardOutput: Data
  var standardError: Data

  var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
  var errorText: String { String(decoding: standardError, as: UTF8.self) }

  /// Standard error split into lines, without the empty string after the last newline.
  var errorLines: [String] { Self.lines(errorText) }
  var outputLines: [String] { Self.lines(outputText) }

  static func lines(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}

/// Runs `executable` to the end with `input` on standard input; output goes through files, so a
/// chatty program can never block on a full pipe.
func runToEnd(
  _ executable: URL, _ arguments: [String], environment: [String: String],
  in folder: TemporaryFolder,
  input: String = "", timeout: Duration = .seconds(20)
) throws -> Finished {
  let name = UUID().uuidString.prefix(8)
  let outputURL = folder.file("out-\(name)")
  let errorURL = folder.file("err-\(name)")
  let inputURL = folder.file("in-\(name)")
  try Data(input.utf8).write(to: inputURL)
  let files = [
    try Spawn.open(inputURL, writing: false), try Spawn.open(outputURL, writing: true),
    try Spawn.open(errorURL, writing: true),
  ]
  defer {
    for fd in files { close(fd) }
  }
  let pid = try Spawn.start(
    executable, arguments, environment: environment, input: files[0], output: files[1],
    error: files[2])
  guard let status = Spawn.wait(for: pid, timeout: timeout) else {
    throw TimedOut(description: "\(executable.lastPathComponent) \(arguments) did not finish")
  }
  defer {
    for url in [outputURL, errorURL, inputURL] { try? FileManager.default.removeItem(at: url) }
  }
  return Finished(
    status: status, standardOutput: try Data(contentsOf: outputURL),
    standardError: try Data(contentsOf: errorURL))
}

/// A program talking line by line through pipes, as a script would drive `memorize --plain`.
final class LineConversation {
  /// The program's process id.
  let pid: pid_t
  private var inputFD: Int32
  private let outputFD: Int32
  private let errorURL: URL
  private var pending: [UInt8] = []
  /// Every byte the program wrote to standard output so far.
  private(set) var transcript: [UInt8] = []
  private var exitStatus: Int32?

  init(
    _ executable: URL, _ arguments: [String], environment: [String: String],
    in folder: TemporaryFolder
  ) throws {
    // A write to a program that already quit must fail with EPIPE, not kill the test runner.
    signal(SIGPIPE, SIG_IGN)
    // Its own file: two programs may talk in one folder at once.
    errorURL = folder.file("conversation-stderr-\(UUID().uuidString.prefix(8))")
    let errorFD = try Spawn.open(errorURL, writing: true)
    defer { close(errorFD) }
    let (childInput, input) = try Spawn.pipe()
    let (output, childOutput) = try Spawn.pipe()
    defer {
      close(childInput)
      close(childOutput)
    }
    inputFD = input
    outputFD = output
    pid = try Spawn.start(
      executable, arguments, environment: environment, input: childInput, output: childOutput,
      error: errorFD)
  }

  deinit {
    closeInput()
    close(outputFD)
    if exitStatus == nil {
      kill(pid, SIGKILL)
      _ = Spawn.wait(for: pid, timeout: .seconds(5))
    }
  }

  /// Types one line (a newline is added).
  func send(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count, inputFD >= 0 {
      let written = bytes[offset...].withUnsafeBytes { write(inputFD, $0.baseAddress, $0.count) }
      if written <= 0 { return }
      offset += written
    }
  }

  /// Sends `number` to the program, as `kill` would.
  func send(signal number: Int32) {
    guard exitStatus == nil else { return }
    kill(pid, number)
  }

  /// Ends standard input, as the end of a script does.
  func closeInput() {
    guard inputFD >= 0 else { return }
    close(inputFD)
    inputFD = -1
  }

  /// The next line of output, without its newline; `nil` at the end of output.
  func readLine(timeout: Duration = .seconds(10)) throws -> String? {
    let deadline = ContinuousClock.now + timeout
    while true {
      if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        return line
      }
      let remaining = deadline - ContinuousClock.now
      guard remaining > .zero else {
        throw TimedOut(
          description: "no complete line within \(timeout); partial output: "
            + String(decoding: pending, as: UTF8.self))
      }
      var descriptor = pollfd(fd: outputFD, events: Int16(POLLIN), revents: 0)
      guard Glibc.poll(&descriptor, 1, 100) > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = read(outputFD, &chunk, chunk.count)
      if count > 0 {
        pending += chunk[0..<count]
        transcript += chunk[0..<count]
      } else if count == 0 {
        if pending.isEmpty { return nil }
        let line = String(decoding: pending, as: UTF8.self)
        pending = []
        return line
      }
    }
  }

  /// Reads lines up to and including the first one `isLast` accepts.
  func readLines(through isLast: (String) -> Bool) throws -> [String] {
    var lines: [String] = []
    while let line = try readLine() {
      lines.append(line)
      if isLast(line) { return lines }
    }
    throw TimedOut(
      description: "output ended before the expected line; got \(lines); \(howItEnded())")
  }

  /// How the program ended (or that it has not), and what it wrote to standard error: an end
  /// of output says nothing of why by itself.
  private func howItEnded() -> String {
    let status = exitStatus ?? Spawn.wait(for: pid, timeout: .seconds(2))
    exitStatus = status
    let ended = status.map { "exit status \($0)" } ?? "still running"
    return
      "\(ended); standard error: \(String(decoding: standardError, as: UTF8.self).debugDescription)"
  }

  /// Waits for the program to exit; returns its status.
  func waitForExit(timeout: Duration = .seconds(10)) throws -> Int32 {
    guard let status = exitStatus ?? Spawn.wait(for: pid, timeout: timeout) else {
      throw TimedOut(description: "the program did not exit after its input ended")
    }
    exitStatus = status
    return status
  }

  /// What the program wrote to standard error.
  var standardError: Data { (try? Data(contentsOf: errorURL)) ?? Data() }
}
