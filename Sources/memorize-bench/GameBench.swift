import CardGames
import Foundation
import Memorize
import MemorizeTerminal
import TerminalKit

/// A whole seeded game played through a pseudo-terminal by a player who knows every card, with
/// and without reduced motion: the bytes of each kind of change and of the whole game, how soon
/// the board is complete, and how a slow link keeps up.
struct GameBench {
  let options: BenchOptions
  let report: Report
  let executable: String
  let scratch: URL

  static let section =
    "A whole game in the real process (food, 8 pairs, seed 1, perfect player, TERM=xterm-256color)"
  static let slowSection = "Slow link (the pty read at 56 kbit/s, 80×24)"
  static let comparisonSection =
    "A whole game beside an ncurses game (the same board, player and pty; CursesGame/concentration.c)"
  static let frameEnd = DiffRenderer.endSynchronizedUpdate
  static let arguments = ["--theme", "food", "--pairs", "8", "--seed", "1"]

  /// What the player does next, and what the bench calls the output it causes.
  enum Kind: String {
    /// `reveal` turns up a card while nothing else changes (the first choice of the game);
    /// `revealAfterMatch` also sends the last matched pair away.
    case move, reveal, revealAfterMatch, mismatch, flipBack, match, lastMatch
  }

  struct Step {
    var key: [UInt8]
    var kind: Kind
  }

  /// The bytes and synchronized frames one key caused, and how long until its output began.
  struct Segment {
    var kind: Kind
    var bytes: Int
    var frames: Int
    var firstFrameMilliseconds: Double?
  }

  /// What one whole game cost, from launch to the end of its last key's output.
  struct GameRun {
    /// Everything written: set-up, the first board, then each key's output.
    var bytes: Int
    var board: PseudoTerminalProcess.Reading
    var segments: [Segment]
    var keys: Int
    var moves: Int
    /// User plus system CPU over the whole life of the process (`wait4`), quitting included.
    var cpuSeconds: Double?
    /// `VmHWM` once the game is over, before quitting.
    var peakResidentBytes: Int?
  }

  func run() {
    for size in options.gameSizes.map({ TerminalSize(width: $0.width, height: $0.height) }) {
      // The whole game beside the ncurses game at 80×24, in turn: theirs, ours animated, ours
      // with reduced motion, and again.
      let compares = size == TerminalSize(width: 80, height: 24)
      var curses: [GameRun] = []
      var ours: [Bool: [GameRun]] = [:]
      let baseline = compares ? buildCursesGame() : nil
      for _ in 0..<(compares ? options.gameRuns : 1) {
        if let baseline, let game = playCursesGame(baseline, size: size) { curses.append(game) }
        for reduced in options.gameMotions {
          if let game = playGame(size: size, reducedMotion: reduced) {
            ours[reduced, default: []].append(game)
          }
        }
      }
      for reduced in options.gameMotions {
        report(ours[reduced] ?? [], size: size, reducedMotion: reduced)
        measureFirstBoard(size: size, reducedMotion: reduced)
      }
      if compares, !curses.isEmpty {
        compare(ours: ours, curses: curses, size: size)
      }
    }
    // Both are measured at 80×24 only.
    guard options.gameSizes.contains(where: { $0 == (80, 24) }), options.gameMotions.count == 2
    else { return }
    measureResumedGame(size: TerminalSize(width: 80, height: 24))
    measureSlowLink(size: TerminalSize(width: 80, height: 24))
  }

  // MARK: - The player

  /// The board the command line deals, worked out in-process from the same seed, and the keys
  /// that play it: one deliberate mismatch first (to measure it), then every pair straight.
  static func plan(size: TerminalSize, storage: StorageLocations) -> (
    steps: [Step], contents: [String]
  )? {
    let clock = BenchTimeSource()
    let app = AppModel(locations: storage, timeSource: clock, seed: 1)
    guard
      app.apply(LaunchRequest(themeName: "food", pairs: 8, seed: 1)) == nil,
      let game = app.memorize
    else { return nil }
    let screen = MemorizeScreen(app: app, colorProfile: .ansi256, timeSource: clock)
    screen.resized(to: size)
    var buffer = CellBuffer(size: size)
    screen.draw(into: &buffer)
    guard let columns = screen.memorizeCardColumns else { return nil }
    let contents = game.cards.map(\.content)
    return (keys(columns: columns, contents: contents), contents)
  }

  /// The keys that play a board of `contents`, `columns` cards a row, focus on the first card.
  static func keys(columns: Int, contents: [String]) -> [Step] {
    var steps: [Step] = []
    var focus = 0
    func go(to target: Int, choosing kind: Kind) {
      let rows = target / columns - focus / columns
      let across = target % columns - focus % columns
      for _ in 0..<abs(rows) {
        steps.append(Step(key: Array((rows > 0 ? "j" : "k").utf8), kind: .move))
      }
      for _ in 0..<abs(across) {
        steps.append(Step(key: Array((across > 0 ? "l" : "h").utf8), kind: .move))
      }
      steps.append(Step(key: Array(" ".utf8), kind: kind))
      focus = target
    }
    func distance(_ a: Int, _ b: Int) -> Int {
      abs(a / columns - b / columns) + abs(a % columns - b % columns)
    }
    func partner(of index: Int) -> Int {
      contents.indices.first { $0 != index && contents[$0] == contents[index] } ?? index
    }
    var unmatched = Set(contents.indices)
    // The mismatch: card 0, then the nearest card that is not its pair; then the pair of card 0
    // (which turns the two back down), and card 0 again to match it.
    let other =
      contents.indices.filter { contents[$0] != contents[0] }
      .min { distance(0, $0) < distance(0, $1) } ?? 1
    go(to: 0, choosing: .reveal)
    go(to: other, choosing: .mismatch)
    go(to: partner(of: 0), choosing: .flipBack)
    go(to: 0, choosing: .match)
    unmatched.subtract([0, partner(of: 0)])
    // Ties go to the lower position: a set's order changes from process to process, and with
    // it the number of moves (52–57 keys) and the bytes.
    while let first = unmatched.min(by: { (distance(focus, $0), $0) < (distance(focus, $1), $1) }) {
      go(to: first, choosing: .revealAfterMatch)
      let second = partner(of: first)
      unmatched.subtract([first, second])
      go(to: second, choosing: unmatched.isEmpty ? .lastMatch : .match)
    }
    return steps
  }

  // MARK: - Measures

  private func environment(home: URL) -> [String: String] {
    try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    return [
      "HOME": home.path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
      "TERM": "xterm-256color",
      "LANG": "C.UTF-8",
      "PATH": "/usr/bin:/bin",
    ]
  }

  private func freshHome() -> URL {
    scratch.appendingPathComponent("game-\(UUID().uuidString)", isDirectory: true)
  }

  private func label(_ size: TerminalSize, _ reduced: Bool) -> String {
    "\(size.width)×\(size.height), " + (reduced ? "reduced motion" : "animated")
  }

  private func playGame(size: TerminalSize, reducedMotion reduced: Bool) -> GameRun? {
    let name = label(size, reduced)
    let planHome = freshHome()
    guard
      let (steps, _) = Self.plan(
        size: size,
        storage: StorageLocations(
          configDirectory: planHome.appendingPathComponent("config"),
          dataDirectory: planHome.appendingPathComponent("data")))
    else {
      report.note("game at \(name): could not work out the board")
      return nil
    }
    return play(
      executable: executable, arguments: Self.arguments + (reduced ? ["--reduce-motion"] : []),
      steps: steps, size: size,
      dump: "game-\(size.width)x\(size.height)-\(reduced ? "reduced" : "animated")", name: name)
  }

  /// The ncurses game built for this run, or `nil` (with a note) when it cannot be.
  private func buildCursesGame() -> String? {
    switch CursesGame.build(into: scratch) {
    case .success(let path): return path
    case .failure(let error):
      report.note("the ncurses game could not be built, so nothing is compared: \(error)")
      return nil
    }
  }

  private func playCursesGame(_ program: String, size: TerminalSize) -> GameRun? {
    let deal = CursesGame.deal(seed: 1)
    let steps = Self.keys(
      columns: CursesGame.columns(width: size.width), contents: deal.map(String.init))
    return play(
      executable: program, arguments: ["--seed", "1"], steps: steps, size: size,
      dump: "curses-\(size.width)x\(size.height)", name: "the ncurses game")
  }

  /// Launches `executable`, reads its first board, plays `steps` reading each key's output for
  /// its window, then notes the peak memory and quits it with `q`.
  private func play(
    executable: String, arguments: [String], steps: [Step], size: TerminalSize, dump: String,
    name: String
  ) -> GameRun? {
    let process: PseudoTerminalProcess
    do {
      process = try PseudoTerminalProcess(
        executable: executable, arguments: arguments,
        environment: environment(home: freshHome()), size: size)
    } catch {
      report.note("game at \(name) failed: \(error)")
      return nil
    }
    defer { process.stop() }
    let board = process.readUntilQuiet(quiet: 0.5, limit: 5)
    var total = board.output.count
    var segments: [Segment] = []
    // With --keep-scratch, each key's output is kept for inspection, numbered in play order.
    let dump = scratch.appendingPathComponent(dump, isDirectory: true)
    if options.keepScratch {
      try? FileManager.default.createDirectory(at: dump, withIntermediateDirectories: true)
      try? Data(board.output).write(to: dump.appendingPathComponent("00-board"))
    }
    for (number, step) in steps.enumerated() {
      let sent = monotonicNanoseconds()
      process.send(step.key)
      // A move has no animation; a choice's longest (glow, fade) is over within a second. The
      // last match waits for the celebration to end (the game clock has stopped: no ticks).
      let read: PseudoTerminalProcess.Reading
      switch step.kind {
      case .move: read = process.readFor(seconds: 0.15)
      case .lastMatch: read = process.readUntilQuiet(quiet: 1.5, limit: 12)
      default: read = process.readFor(seconds: 1.0)
      }
      total += read.output.count
      if options.keepScratch {
        let name = String(format: "%02d-%@", number + 1, step.kind.rawValue)
        try? Data(read.output).write(to: dump.appendingPathComponent(name))
      }
      let frames = read.frameEnds.count
      // Every frame is one write: its first byte is when the answer to the key starts to arrive.
      let first = read.firstByteAt.map { Double($0 - sent) / 1e6 }
      segments.append(
        Segment(
          kind: step.kind, bytes: read.output.count, frames: frames,
          firstFrameMilliseconds: first))
    }
    let peak = process.peakResidentBytes
    process.send(Array("q".utf8))
    process.waitForExit(timeout: 5)
    return GameRun(
      bytes: total, board: board, segments: segments, keys: steps.count,
      moves: steps.filter { $0.kind == .move }.count, cpuSeconds: process.cpuSeconds,
      peakResidentBytes: peak)
  }

  /// The rows of memorize's own games at one size and motion: the whole game, and each kind of
  /// change over every run.
  private func report(_ runs: [GameRun], size: TerminalSize, reducedMotion reduced: Bool) {
    guard let first = runs.first else { return }
    let name = label(size, reduced)
    let segments = runs.flatMap(\.segments)
    func bytes(of kind: Kind) -> [Double] {
      segments.filter { $0.kind == kind }.map { Double($0.bytes) }
    }
    func bytesPerRun(of kind: Kind) -> [Double] {
      runs.map { run in Double(run.segments.first { $0.kind == kind }?.bytes ?? 0) }
    }
    let totals = runs.map { Double($0.bytes) }
    let moves = bytes(of: .move)
    let reveals = bytes(of: .reveal)
    let mismatches = zip(bytesPerRun(of: .mismatch), bytesPerRun(of: .flipBack)).map { $0 + $1 }
    let lasts = runs.compactMap { $0.segments.last { $0.kind == .lastMatch } }
    let keyCounts = Set(runs.map(\.keys)).sorted().map(String.init).joined(separator: ", ")
    let wholeTarget = reduced ? 10_000.0 : 40_000.0
    report.add(
      Self.section, "whole game, \(name)", unit: "bytes", samples: totals,
      target: "≤ \(Report.format(wholeTarget)) B",
      verdict: Summary(totals).max <= wholeTarget ? .pass : .fail,
      note:
        "\(keyCounts) keys (\(first.moves) moves in the first, 16 choices); set-up, deal, play, "
        + "celebration, the clock's digits")
    report.add(
      Self.section, "first complete board, \(name)", unit: "bytes",
      samples: runs.map { Double($0.board.output.count) },
      note: "\(first.board.frameEnds.count) synchronized frames in the first run, launch until "
        + "the output goes quiet")
    report.add(
      Self.section, "one card reveal, \(name)", unit: "bytes", samples: reveals,
      target: "≤ 1,000 B", verdict: Summary(reveals).max <= 1000 ? .pass : .fail,
      note: "the game's first choice, nothing else changing; \(framesNote(segments, .reveal))")
    report.add(
      Self.section, "reveal after a match, \(name)", unit: "bytes",
      samples: bytes(of: .revealAfterMatch),
      note: "a card turns up and the matched pair before it leaves the table; "
        + framesNote(segments, .revealAfterMatch))
    report.add(
      Self.section, "mismatch incl. shake + flip back, \(name)", unit: "bytes",
      samples: mismatches, target: "≤ 3,000 B",
      verdict: Summary(mismatches).max <= 3000 ? .pass : .fail,
      note:
        "second card \(Report.format(Summary(bytesPerRun(of: .mismatch)).median)) B ("
        + framesNote(segments, .mismatch)
        + ") + the next choice turning both back down and its card "
        + "up \(Report.format(Summary(bytesPerRun(of: .flipBack)).median)) B "
        + "(\(framesNote(segments, .flipBack)))")
    report.add(
      Self.section, "one cursor move, \(name)", unit: "bytes", samples: moves,
      target: "≤ 200 B", verdict: Summary(moves).max <= 200 ? .pass : .fail,
      note: "every move of every game")
    report.add(
      Self.section, "matching choice, \(name)", unit: "bytes", samples: bytes(of: .match),
      note: framesNote(segments, .match))
    let lastBytes = lasts.map { Double($0.bytes) }
    report.add(
      Self.section, "last match + celebration, \(name)", unit: "bytes",
      samples: lastBytes.isEmpty ? [0] : lastBytes, target: "≤ 15,000 B",
      verdict: !lastBytes.isEmpty && Summary(lastBytes).max <= 15000 ? .pass : .fail,
      note: framesNote(lasts, .lastMatch))
    let latencies = segments.compactMap(\.firstFrameMilliseconds)
    report.add(
      Self.section, "key to its first output, \(name)", unit: "ms", samples: latencies,
      note: "every key of every game, fast reader")
  }

  /// Ours beside theirs: bytes, CPU and peak memory of the whole game, paired run by run.
  private func compare(ours: [Bool: [GameRun]], curses: [GameRun], size: TerminalSize) {
    let section = Self.comparisonSection
    let place = "\(size.width)×\(size.height)"
    func cpu(_ runs: [GameRun]) -> [Double] { runs.compactMap(\.cpuSeconds).map { $0 * 1000 } }
    func peak(_ runs: [GameRun]) -> [Double] {
      runs.compactMap(\.peakResidentBytes).map { Double($0) / 1e6 }
    }
    func ratios(_ mine: [Double], _ theirs: [Double]) -> [Double] {
      zip(mine, theirs).compactMap { $1 > 0 ? $0 / $1 : nil }
    }
    let theirBytes = curses.map { Double($0.bytes) }
    report.add(
      section, "whole game, bytes, \(place): ncurses game", unit: "bytes", samples: theirBytes,
      note: "\(curses[0].keys) keys (\(curses[0].moves) moves, 16 choices)")
    report.add(
      section, "whole game, CPU, \(place): ncurses game", unit: "ms", samples: cpu(curses),
      note: "user + system, wait4, launch to exit")
    report.add(
      section, "whole game, peak resident memory, \(place): ncurses game", unit: "MB",
      samples: peak(curses), note: "VmHWM in 10⁶ bytes, before quitting")
    for reduced in options.gameMotions {
      guard let mine = ours[reduced], !mine.isEmpty else { continue }
      let motion = reduced ? "reduced motion" : "animated"
      let myBytes = mine.map { Double($0.bytes) }
      let byteRatios = ratios(myBytes, theirBytes)
      report.add(
        section, "whole game, bytes, \(place): memorize \(motion)", unit: "bytes",
        samples: myBytes)
      if reduced {
        report.add(
          section, "whole game, bytes ratio memorize/ncurses, \(place), \(motion)", unit: "×",
          samples: byteRatios, note: "its own budget: ≤ 10,000 B (above)")
      } else {
        report.add(
          section, "whole game, bytes ratio memorize/ncurses, \(place), \(motion)", unit: "×",
          samples: byteRatios, target: "≤ 2×",
          verdict: Summary(byteRatios).median <= 2 ? .pass : .fail,
          note: "paired run by run")
      }
      let myCPU = cpu(mine)
      let cpuRatios = ratios(myCPU, cpu(curses))
      report.add(
        section, "whole game, CPU, \(place): memorize \(motion)", unit: "ms", samples: myCPU,
        note: "user + system, wait4, launch to exit")
      report.add(
        section, "whole game, CPU ratio memorize/ncurses, \(place), \(motion)", unit: "×",
        samples: cpuRatios, target: "≤ 10×",
        verdict: Summary(cpuRatios).median <= 10 ? .pass : .fail, note: "paired run by run")
      let myPeak = peak(mine)
      report.add(
        section, "whole game, peak resident memory, \(place): memorize \(motion)", unit: "MB",
        samples: myPeak, target: "≤ 9 MB", verdict: Summary(myPeak).max <= 9 ? .pass : .fail,
        note: "VmHWM in 10⁶ bytes, before quitting; \(executable)")
    }
  }

  private func framesNote(_ segments: [Segment], _ kind: Kind) -> String {
    let frames = segments.filter { $0.kind == kind }.map(\.frames)
    guard let low = frames.min(), let high = frames.max() else { return "no frames" }
    return low == high ? "\(low) synchronized frames" : "\(low)–\(high) synchronized frames"
  }

  /// Launch until the board is complete: the output goes quiet once the deal is over.
  private func measureFirstBoard(size: TerminalSize, reducedMotion reduced: Bool) {
    let name = label(size, reduced)
    var times: [Double] = []
    for _ in 0..<options.launchRuns {
      do {
        let process = try PseudoTerminalProcess(
          executable: executable,
          arguments: Self.arguments + (reduced ? ["--reduce-motion"] : []),
          environment: environment(home: freshHome()), size: size)
        let board = process.readUntilQuiet(quiet: 0.5, limit: 5)
        if let end = board.frameEnds.last { times.append(Double(end - process.launchedAt) / 1e6) }
        process.stop()
      } catch {
        report.note("first board at \(name) failed: \(error)")
        return
      }
    }
    report.add(
      Self.section, "first complete board, \(name)", unit: "ms", samples: times,
      target: "≤ 300 ms", verdict: Summary(times).median <= 300 ? .pass : .fail,
      note: "posix_spawn until the last frame of the deal has arrived")
  }

  /// A saved game whose cards are all face down, resumed: no deal, the first frame is the board.
  private func measureResumedGame(size: TerminalSize) {
    let home = freshHome()
    var after: [Double] = []
    do {
      let first = try PseudoTerminalProcess(
        executable: executable, arguments: Self.arguments, environment: environment(home: home),
        size: size)
      _ = first.readUntilQuiet(quiet: 0.5, limit: 5)
      first.send(Array("q".utf8))
      first.waitForExit(timeout: 5)
      for _ in 0..<max(1, options.launchRuns / 2) {
        let resumed = try PseudoTerminalProcess(
          executable: executable, arguments: [], environment: environment(home: home),
          size: size)
        let (seen, _) = resumed.read(until: Self.frameEnd, timeout: 5)
        guard seen != nil else {
          report.note("resumed game: no frame within 5 s")
          return
        }
        let rest = resumed.readUntilQuiet(quiet: 0.5, limit: 5)
        after.append(Double(rest.output.count))
        resumed.send(Array("q".utf8))
        resumed.waitForExit(timeout: 5)
      }
    } catch {
      report.note("resumed game failed: \(error)")
      return
    }
    report.add(
      Self.section, "bytes after the first frame of a resumed game, 80×24", unit: "bytes",
      samples: after, target: "0 (complete in its first frame)",
      verdict: Summary(after).max == 0 ? .pass : .fail,
      note: "a game saved before any choice, relaunched without arguments")
  }

  /// Reads the output at 56 kbit/s, as an old modem would, and presses a key while the deal is
  /// still streaming out: how long until the chosen card's face is on the replica screen.
  private func measureSlowLink(size: TerminalSize) {
    let planHome = freshHome()
    guard
      let (_, contents) = Self.plan(
        size: size,
        storage: StorageLocations(
          configDirectory: planHome.appendingPathComponent("config"),
          dataDirectory: planHome.appendingPathComponent("data")))
    else { return }
    var latencies: [Double] = []
    var behind: [Double] = []
    for _ in 0..<max(1, options.launchRuns / 2) {
      do {
        let process = try PseudoTerminalProcess(
          executable: executable, arguments: Self.arguments,
          environment: environment(home: freshHome()), size: size)
        var replica = ScreenReplica(size: size)
        let throttle = Throttle(bytesPerSecond: 56_000 / 8)
        // The first frame, then a key while the deal is still going out.
        guard throttle.read(process, into: &replica, until: { _ in true }, limit: 5).seenAt != nil
        else { continue }
        let sent = monotonicNanoseconds()
        process.send(Array(" ".utf8))
        // The first frame drawn after the key: it counts the flip and starts turning the card.
        let result = throttle.read(
          process, into: &replica, until: { $0.row(0).contains("Flips 1") }, limit: 10)
        if let seen = result.seenAt { latencies.append(Double(seen - sent) / 1e6) }
        // Then everything left, to see how many frames were still queued when the key arrived.
        behind.append(Double(result.framesBefore))
        process.stop()
      } catch {
        report.note("slow link failed: \(error)")
        return
      }
    }
    report.add(
      Self.slowSection, "key to its result on screen, deal still streaming", unit: "ms",
      samples: latencies, target: "≤ 300 ms",
      verdict: Summary(latencies).max <= 300 ? .pass : .fail,
      note:
        "Space on the first card right after the first frame; time until the frame that answers "
        + "it (Flips 1, the card turning) has been read")
    report.add(
      Self.slowSection, "frames read after the key before the one showing it", unit: "frames",
      samples: behind, target: "≤ 1", verdict: Summary(behind).max <= 1 ? .pass : .fail,
      note: "frames the terminal still had to show when the key was pressed")
  }
}

/// Reads a process's output no faster than a given rate, feeding a replica screen.
final class Throttle {
  let bytesPerSecond: Double
  /// Read but not yet given to the replica (the rest of a chunk after a condition held).
  private var leftover: [UInt8] = []
  private var marker: [UInt8] = []

  init(bytesPerSecond: Double) {
    self.bytesPerSecond = bytesPerSecond
  }

  /// Reads until `condition` holds on the replica after a whole frame (or `limit` seconds).
  /// Returns when, and how many frames ended before the one that made it true.
  func read(
    _ process: PseudoTerminalProcess, into replica: inout ScreenReplica,
    until condition: (ScreenReplica) -> Bool, limit: Double
  ) -> (seenAt: UInt64?, framesBefore: Int) {
    let start = monotonicNanoseconds()
    let deadline = start + UInt64(limit * 1e9)
    var allowed = 0.0
    var last = start
    var frames = 0
    while monotonicNanoseconds() < deadline {
      if leftover.isEmpty {
        usleep(10_000)
        let now = monotonicNanoseconds()
        allowed += Double(now - last) / 1e9 * bytesPerSecond
        last = now
        leftover = process.readAvailable(atMost: Int(allowed))
        allowed -= Double(leftover.count)
        // An idle line saves up no more than 10 ms of bytes.
        if leftover.isEmpty { allowed = min(allowed, bytesPerSecond / 100) }
      }
      var used = 0
      defer { leftover.removeFirst(used) }
      for byte in leftover {
        used += 1
        replica.feed(CollectionOfOne(byte))
        marker.append(byte)
        if marker.count > DiffRenderer.endSynchronizedUpdate.count { marker.removeFirst() }
        if marker == DiffRenderer.endSynchronizedUpdate {
          if condition(replica) { return (monotonicNanoseconds(), frames) }
          frames += 1
        }
      }
    }
    return (nil, frames)
  }
}
