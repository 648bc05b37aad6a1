import CNcurses
import Foundation
import Memorize
import TerminalKit

/// The same frames drawn through ncurses, the classic optimiser of terminal output, side by side
/// with `DiffRenderer`.
///
/// Both sides get the very same `CellBuffer`s (laid out once, beforehand, in 256 colours, since
/// that is what `TERM=xterm-256color` gives ncurses) and write to a file of the same kind, so
/// the times compare diff + encoding + the `write` calls, and the bytes compare encodings.
struct CursesBaseline {
  let options: BenchOptions
  let storage: StorageLocations
  let report: Report
  let scratch: URL

  static let section = "Against ncurses (same frames, 256 colours, TERM=xterm-256color)"

  func run(size: TerminalSize) {
    let label = "\(size.width)×\(size.height)"
    let frames = FrameSequence(size: size, profile: .ansi256, storage: storage)
    guard
      let curses = CursesScreen(
        size: size, file: scratch.appendingPathComponent("ncurses-\(label).out"))
    else {
      report.note("ncurses baseline at \(label) skipped: newterm failed (is terminfo installed?)")
      return
    }
    defer { curses.close() }
    let ours = OurScreen(file: scratch.appendingPathComponent("memorize-\(label).out"))
    defer { ours.close() }
    let cursesFrames = frames.all.map(curses.prepare)

    // Bytes: one pass, the very first frames each side ever writes.
    let ourBytes = ours.play(frames.all)
    let cursesBytes = curses.play(cursesFrames)
    var plain = DiffRenderer(profile: .ansi256, usesSynchronizedOutput: false)
    let plainBytes = frames.all.map { plain.render($0).count }
    let flipRange = 1..<(frames.all.count - 1)
    func kinds(_ bytes: [Int]) -> (first: Double, flip: Double, idle: Double) {
      let flip = bytes[flipRange].reduce(0, +)
      return (Double(bytes[0]), Double(flip) / Double(flipRange.count), Double(bytes.last ?? 0))
    }
    let (ourFirst, ourFlip, ourIdle) = kinds(ourBytes)
    let (cursesFirst, cursesFlip, cursesIdle) = kinds(cursesBytes)
    let (plainFirst, plainFlip, _) = kinds(plainBytes)
    let ourAnimation = Double(ourBytes[flipRange].reduce(0, +))
    let cursesAnimation = Double(cursesBytes[flipRange].reduce(0, +))
    let byteTarget = "ours ≤ ncurses"
    let byteRows: [(String, Double, Double, Double?)] = [
      ("first frame", ourFirst, cursesFirst, plainFirst),
      ("flip-animation frame, mean", ourFlip, cursesFlip, plainFlip),
      ("whole flip animation (\(flipRange.count) frames)", ourAnimation, cursesAnimation, nil),
      ("idle frame", ourIdle, cursesIdle, nil),
    ]
    for (name, our, theirs, withoutMarkers) in byteRows {
      report.add(Self.section, "bytes, \(name), \(label): memorize", unit: "bytes", samples: [our])
      if let withoutMarkers {
        report.add(
          Self.section, "bytes, \(name), \(label): memorize without ?2026 markers", unit: "bytes",
          samples: [withoutMarkers])
      }
      report.add(
        Self.section, "bytes, \(name), \(label): ncurses", unit: "bytes", samples: [theirs])
      if theirs > 0 {
        report.add(
          Self.section, "bytes ratio memorize/ncurses, \(name), \(label)", unit: "×",
          samples: [our / theirs], target: byteTarget, verdict: our <= theirs ? .pass : .fail)
      } else {
        report.add(
          Self.section, "bytes difference memorize−ncurses, \(name), \(label)", unit: "bytes",
          samples: [our - theirs], target: byteTarget, verdict: our <= theirs ? .pass : .fail)
      }
    }
    report.note(
      "ncurses at \(label) wrote \(curses.setupBytes) bytes of its own set-up (smcup, clear, "
        + "cursor) on a blank screen before the first frame; they are not counted in its first frame."
    )

    // Time: both sides replay the whole sequence from a forced full repaint, in turn.
    var ourTimes = FrameTimes()
    var cursesTimes = FrameTimes()
    var ratios = (first: [Double](), flip: [Double](), idle: [Double]())
    for _ in 0..<options.baselineRepeats {  // warm-up, not counted
      _ = ours.timedReplay(frames.all)
      _ = curses.timedReplay(cursesFrames)
    }
    for run in 0..<options.runs {
      var ourRun = ReplayMeans()
      var cursesRun = ReplayMeans()
      let order = run % 2 == 0
      for side in order ? [0, 1] : [1, 0] {
        for _ in 0..<options.baselineRepeats {
          if side == 0 {
            ourRun.add(ours.timedReplay(frames.all))
          } else {
            cursesRun.add(curses.timedReplay(cursesFrames))
          }
        }
      }
      ourTimes.append(ourRun)
      cursesTimes.append(cursesRun)
      let (our, theirs) = (ourRun.microseconds, cursesRun.microseconds)
      ratios.first.append(our.first / theirs.first)
      ratios.flip.append(our.flip / theirs.flip)
      ratios.idle.append(our.idle / theirs.idle)
    }
    let timeTarget = "ours < ncurses"
    let timeRows: [(String, [Double], [Double], [Double])] = [
      ("first frame (full repaint)", ourTimes.first, cursesTimes.first, ratios.first),
      ("flip-animation frame", ourTimes.flip, cursesTimes.flip, ratios.flip),
      ("idle frame", ourTimes.idle, cursesTimes.idle, ratios.idle),
    ]
    for (name, our, theirs, ratio) in timeRows {
      report.add(
        Self.section, "time, \(name), \(label): memorize", unit: "µs/frame", samples: our)
      report.add(
        Self.section, "time, \(name), \(label): ncurses", unit: "µs/frame", samples: theirs)
      report.add(
        Self.section, "time ratio memorize/ncurses, \(name), \(label)", unit: "×",
        samples: ratio, target: timeTarget,
        verdict: Summary(ratio).median < 1 ? .pass : .fail, note: "per run, paired")
    }
  }
}

/// One side's per-frame times, by kind of frame; each sample is one run's mean, in µs.
struct FrameTimes {
  var first: [Double] = []
  var flip: [Double] = []
  var idle: [Double] = []

  mutating func append(_ run: ReplayMeans) {
    let means = run.microseconds
    first.append(means.first)
    flip.append(means.flip)
    idle.append(means.idle)
  }
}

/// Sums the replays of one run: nanoseconds of the first frame, each flip frame, the idle frame.
struct ReplayMeans {
  private var first = 0.0
  private var flip = 0.0
  private var idle = 0.0
  private var replays = 0

  mutating func add(_ replay: [UInt64]) {
    let flipFrames = replay.dropFirst().dropLast()
    first += Double(replay.first ?? 0)
    flip += Double(flipFrames.reduce(0, +)) / Double(max(1, flipFrames.count))
    idle += Double(replay.last ?? 0)
    replays += 1
  }

  /// The run's mean per frame of each kind, in µs.
  var microseconds: (first: Double, flip: Double, idle: Double) {
    let count = Double(max(1, replays)) * 1000
    return (first / count, flip / count, idle / count)
  }
}

/// A scratch file opened for writing, which either side's output goes to.
private func openScratch(_ url: URL) -> Int32 {
  open(url.path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
}

/// Our side: `DiffRenderer` plus one `write` per frame, exactly as the app does.
final class OurScreen {
  private let fd: Int32
  private var renderer = DiffRenderer(profile: .ansi256)

  init(file: URL) {
    fd = openScratch(file)
  }

  func close() {
    _ = Glibc.close(fd)
  }

  /// Renders `frames` from a blank terminal; returns the bytes written for each.
  func play(_ frames: [CellBuffer]) -> [Int] {
    renderer.invalidate()
    return frames.map { frame in
      let bytes = renderer.render(frame)
      write(bytes)
      return bytes.count
    }
  }

  /// Renders `frames` from a forced full repaint; returns nanoseconds per frame.
  func timedReplay(_ frames: [CellBuffer]) -> [UInt64] {
    rewind()
    renderer.invalidate()
    return frames.map { frame in
      let start = monotonicNanoseconds()
      write(renderer.render(frame))
      return monotonicNanoseconds() - start
    }
  }

  private func write(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    bytes.withUnsafeBytes { _ = Glibc.write(fd, $0.baseAddress, $0.count) }
  }

  private func rewind() {
    _ = ftruncate(fd, 0)
    _ = lseek(fd, 0, SEEK_SET)
  }
}

/// The ncurses side: a `newterm` screen writing to a file, its bytes counted by the file offset.
final class CursesScreen {
  /// One cell as ncurses takes it, converted beforehand so the timing is ncurses' own work.
  struct PreparedCell {
    var y: Int32
    var x: Int32
    var character: cchar_t
  }

  private let screen: OpaquePointer
  private let output: UnsafeMutablePointer<FILE>
  private let input: UnsafeMutablePointer<FILE>
  private let fd: Int32
  private var pairs: [ColorKey: Int32] = [:]
  /// Bytes ncurses wrote to set the terminal up before the first frame.
  private(set) var setupBytes = 0

  private struct ColorKey: Hashable {
    var foreground: Int32
    var background: Int32
  }

  init?(size: TerminalSize, file: URL) {
    setlocale(LC_ALL, "C.UTF-8")
    // A file has no window size: ncurses takes it from the environment instead.
    setenv("COLUMNS", String(size.width), 1)
    setenv("LINES", String(size.height), 1)
    guard let output = fopen(file.path, "w+"), let input = fopen("/dev/null", "r") else {
      return nil
    }
    guard let screen = newterm("xterm-256color", output, input) else {
      fclose(output)
      fclose(input)
      return nil
    }
    self.screen = screen
    self.output = output
    self.input = input
    fd = fileno(output)
    set_term(screen)
    start_color()
    use_default_colors()
    curs_set(0)
    // Like our renderer, leave the cursor wherever the last change left it.
    leaveok(cncurses_stdscr(), true)
    let start = position()
    wnoutrefresh(cncurses_stdscr())
    doupdate()
    setupBytes = position() - start
  }

  func close() {
    set_term(screen)
    endwin()
    delscreen(screen)
    fclose(output)
    fclose(input)
    unsetenv("COLUMNS")
    unsetenv("LINES")
  }

  /// Converts a frame's cells (all but continuation halves) to ncurses' form.
  func prepare(_ frame: CellBuffer) -> [PreparedCell] {
    set_term(screen)
    var cells: [PreparedCell] = []
    cells.reserveCapacity(frame.width * frame.height)
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let cell = frame[x: x, y: y]
        if cell.isContinuation { continue }
        let style = cell.style.downgraded(to: .ansi256)
        var pair = pairNumber(
          foreground: Self.colorNumber(style.foreground),
          background: Self.colorNumber(style.background))
        var attributes: attr_t = 0
        if style.isBold { attributes |= cncurses_attr_bold() }
        if style.isDim { attributes |= cncurses_attr_dim() }
        if style.isItalic { attributes |= cncurses_attr_italic() }
        if style.isUnderlined { attributes |= cncurses_attr_underline() }
        if style.isReversed { attributes |= cncurses_attr_reverse() }
        // ncurses holds at most five wide characters in a cell (CCHARW_MAX), the last a NUL.
        var text = cell.text.unicodeScalars.prefix(4).map { wchar_t(bitPattern: $0.value) }
        text.append(0)
        var character = cchar_t()
        _ = setcchar(&character, text, attributes, 0, &pair)
        cells.append(PreparedCell(y: Int32(y), x: Int32(x), character: character))
      }
    }
    return cells
  }

  /// Draws `frames` one after another; returns the bytes written for each.
  func play(_ frames: [[PreparedCell]]) -> [Int] {
    set_term(screen)
    return frames.map { frame in
      let start = position()
      draw(frame)
      return position() - start
    }
  }

  /// Draws `frames` from a forced full repaint; returns nanoseconds per frame.
  func timedReplay(_ frames: [[PreparedCell]]) -> [UInt64] {
    set_term(screen)
    _ = ftruncate(fd, 0)
    _ = lseek(fd, 0, SEEK_SET)
    clearok(cncurses_curscr(), true)
    return frames.map { frame in
      let start = monotonicNanoseconds()
      draw(frame)
      return monotonicNanoseconds() - start
    }
  }

  /// Puts every cell into the standard screen and lets ncurses send what changed.
  private func draw(_ frame: [PreparedCell]) {
    let window = cncurses_stdscr()
    for var cell in frame {
      // Writing the bottom-right cell reports an error (the cursor cannot move past it) but
      // still stores the cell, so the result is ignored.
      _ = mvwadd_wch(window, cell.y, cell.x, &cell.character)
    }
    wnoutrefresh(window)
    doupdate()
  }

  private func position() -> Int {
    Int(lseek(fd, 0, SEEK_CUR))
  }

  private func pairNumber(foreground: Int32, background: Int32) -> Int32 {
    let key = ColorKey(foreground: foreground, background: background)
    if key == ColorKey(foreground: -1, background: -1) { return 0 }
    if let pair = pairs[key] { return pair }
    let pair = Int32(pairs.count + 1)
    init_extended_pair(pair, foreground, background)
    pairs[key] = pair
    return pair
  }

  /// The ncurses colour number of a colour already downgraded to 256 colours (-1: default).
  private static func colorNumber(_ color: TerminalColor) -> Int32 {
    switch color {
    case .default: -1
    case .ansi(let named): Int32(named.rawValue)
    case .indexed(let index): Int32(index)
    case .rgb: -1  // never after the downgrade
    }
  }
}
