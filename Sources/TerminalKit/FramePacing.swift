/// Keeps a slow terminal at most one frame behind: after each frame the session asks the
/// terminal for a status report (`ESC[5n`), and writes no further frame until the answer
/// (`ESC[0n`) comes back, which a terminal sends only once it has read everything before it.
///
/// Over a slow line (ssh over a modem, a congested link) frames are then merged instead of
/// queued: whatever changed meanwhile goes out as one frame when the terminal has caught up, so
/// the result of a key is on screen one frame later, not after every frame the kernel buffered.
/// A terminal that never answers is waited for once, then not asked again.
///
/// Every whole frame (a deal, a flip, a board: see `DiffRenderer.lastFrameIsWhole`) carries the
/// query. A small frame (a clock tick, the focus moving: tens of bytes) carries one only once
/// the bytes written since the last query reach `queryThreshold`: such frames share a query,
/// and the terminal is never more than that many bytes (73 ms at 56 kbit/s) of them, plus one
/// paced frame, behind what it has confirmed.
struct FramePacing {
  /// Bytes written since the last query before the next frame carries one.
  static let queryThreshold = 512
  /// Device status report: "are you OK?".
  static let query: [UInt8] = Array("\u{1B}[5n".utf8)
  /// "I am": the answer every VT100-compatible terminal gives.
  static let reply: [UInt8] = Array("\u{1B}[0n".utf8)

  /// How long to wait for the first answer before deciding the terminal does not answer.
  static let firstPatience: Duration = .seconds(2)
  /// How long to wait for a later answer before writing anyway (a stalled link, a lost reply).
  static let patience: Duration = .seconds(5)

  /// False once the terminal has failed to answer: frames are written as they come.
  private(set) var isActive = true
  /// When the unanswered query went out, if one is out.
  private(set) var queriedAt: ContinuousClock.Instant?
  private var hasAnswered = false
  /// Bytes written since the last query went out.
  private(set) var unqueriedBytes = 0

  /// Whether a frame may be written now; gives up waiting when patience runs out.
  mutating func mayWrite(at now: ContinuousClock.Instant) -> Bool {
    guard isActive, let queriedAt else { return true }
    guard now - queriedAt >= (hasAnswered ? Self.patience : Self.firstPatience) else {
      return false
    }
    if !hasAnswered { isActive = false }
    self.queriedAt = nil
    return true
  }

  /// When waiting for an answer ends, if the session is waiting.
  var deadline: ContinuousClock.Instant? {
    guard isActive, let queriedAt else { return nil }
    return queriedAt + (hasAnswered ? Self.patience : Self.firstPatience)
  }

  /// Appends the query to a frame about to be written, if it is whole or the bytes since the
  /// last query have reached `queryThreshold`, and then starts waiting for its answer.
  mutating func frameWritten(
    _ bytes: inout [UInt8], isWhole: Bool, at now: ContinuousClock.Instant
  ) {
    guard isActive, !bytes.isEmpty else { return }
    unqueriedBytes += bytes.count
    guard isWhole || unqueriedBytes >= Self.queryThreshold else { return }
    bytes += Self.query
    queriedAt = now
    unqueriedBytes = 0
  }

  /// Stops waiting (after a suspension the answer may have gone to the shell).
  mutating func stopWaiting() {
    queriedAt = nil
  }

  /// Takes the answers out of `input` (the keys stay); an answer ends the wait.
  mutating func removeReplies(from input: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    guard isActive, input.count >= Self.reply.count, input.contains(0x1B) else { return input }
    var kept: [UInt8] = []
    kept.reserveCapacity(input.count)
    var index = input.startIndex
    while index < input.endIndex {
      if input[index] == 0x1B, input.endIndex - index >= Self.reply.count,
        input[index..<(index + Self.reply.count)].elementsEqual(Self.reply)
      {
        queriedAt = nil
        hasAnswered = true
        index += Self.reply.count
        continue
      }
      kept.append(input[index])
      index += 1
    }
    return kept[...]
  }
}
