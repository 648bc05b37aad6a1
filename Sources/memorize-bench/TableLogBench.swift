import CardGames
import Foundation
@_spi(Bench) import Memorize

/// What the log a shared table keeps costs (issue 53): on every change, ``TableHost`` makes the
/// table's view as an English watcher sees it to choose the log's entries, and words each entry
/// in every other language from that moment's view in it. One whole game of Memorize between
/// two English browser faces (both keeping a log), in process, with and without the table's
/// log: time per game, and — under valgrind, when it is installed — allocations per game.
struct TableLogBench {
  let options: BenchOptions
  let report: Report

  static let section = "The log a shared table keeps (TableHost, in process, issue 53)"
  static let childFlag = "--table-log-child"

  func run() {
    let script = Self.script()
    guard script.isOver else {
      report.note("table log: the scripted game did not end (\(script.messages.count) messages)")
      return
    }
    // Paired runs, alternating which goes first; run -1 warms caches and is not counted.
    var with: [Double] = []
    var without: [Double] = []
    var ratios: [Double] = []
    for run in -1..<options.runs {
      var pair: [Bool: Double] = [:]
      for keeps in run % 2 == 0 ? [true, false] : [false, true] {
        let start = monotonicNanoseconds()
        Self.replay(script, keepsLog: keeps)
        pair[keeps] = Double(monotonicNanoseconds() - start) / 1e6
      }
      guard run >= 0, let kept = pair[true], let bare = pair[false] else { continue }
      with.append(kept)
      without.append(bare)
      ratios.append(kept / bare)
    }
    let changes = "\(script.changes) table versions, \(script.messages.count) messages"
    report.add(
      Self.section, "one Memorize game, log kept", unit: "ms", samples: with, note: changes)
    report.add(Self.section, "one Memorize game, no log", unit: "ms", samples: without)
    report.add(
      Self.section, "time ratio kept/none", unit: "×", samples: ratios, note: "per run, paired")
    let perChange = zip(with, without).map { ($0 - $1) * 1000 / Double(script.changes) }
    report.add(
      Self.section, "the log's cost per table version", unit: "µs", samples: perChange)
    // Three games under valgrind take a minute or more: not in a quick run.
    guard !options.quick, let valgrind = Self.valgrind else {
      report.note("table log: allocations skipped: " + (options.quick ? "--quick" : "no valgrind"))
      return
    }
    // The child makes the script first (the same in every mode), then plays it in the mode.
    let modes = ["script", "kept", "none"]
    var heap: [String: (count: Double, bytes: Double)] = [:]
    for mode in modes { heap[mode] = Self.childAllocations(valgrind: valgrind, mode: mode) }
    guard let base = heap["script"], let kept = heap["kept"], let bare = heap["none"] else {
      report.note("table log: allocations skipped: valgrind gave no heap summary")
      return
    }
    let note = "valgrind memcheck: a child's allocations less those of making the script"
    report.add(
      Self.section, "allocations, one game, log kept", unit: "allocs",
      samples: [kept.count - base.count], note: note)
    report.add(
      Self.section, "allocations, one game, no log", unit: "allocs",
      samples: [bare.count - base.count], note: note)
    report.add(
      Self.section, "allocations of the log per table version", unit: "allocs",
      samples: [(kept.count - bare.count) / Double(script.changes)])
    report.add(
      Self.section, "bytes allocated, one game, log kept ÷ no log", unit: "×",
      samples: [(kept.bytes - base.bytes) / (bare.bytes - base.bytes)])
  }

  // MARK: - The game

  /// What the two faces sent, in order, as text by connection; how many versions the table went
  /// through; whether the game ended.
  struct Script {
    var messages: [(connection: Int, text: String)] = []
    var changes = 0
    var isOver = false
  }

  private static let setup = TableSetup(game: .memorize, seats: [.person, .person])

  private static func host(keepsLog: Bool) -> TableHost? {
    guard let setup else { return nil }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "memorize-bench-table-log-\(getpid())", isDirectory: true)
    let host = TableHost(
      code: "LOG-53", setup: setup,
      locations: StorageLocations(
        configDirectory: folder.appendingPathComponent("config", isDirectory: true),
        dataDirectory: folder.appendingPathComponent("data", isDirectory: true)),
      timeSource: ManualTimeSource(now: 10), seed: 53, randomness: SeededGenerator(seed: 53))
    host.keepsLog = keepsLog
    return host
  }

  private static func hello(_ name: String) -> String {
    TableCoding.text(
      of: ClientMessage.hello(
        ClientMessage.Hello(
          table: "LOG-53", name: name, language: "en", seatToken: nil, watch: false,
          charset: nil, news: true, protocolVersion: TableProtocol.version)))
  }

  /// Plays the game once, each move by the seat to move with a perfect memory, from the views
  /// the table gives; the same seed deals the same cards under the same ids every time.
  static func script() -> Script {
    var script = Script()
    guard let host = host(keepsLog: true) else { return script }
    for (connection, name) in [(1, "Ana"), (2, "Ben")] {
      host.open(connection)
      script.messages.append((connection, hello(name)))
      _ = host.receive(hello(name), from: connection)
    }
    var memory: [String: Set<Int>] = [:]
    var sequences = [1: 0, 2: 0]
    for _ in 0..<400 {
      guard let view = host.view(for: 1), let board = view.board, !board.isOver,
        let mover = board.seats.firstIndex(where: { $0.isToMove })
      else { break }
      for card in board.cards {
        if case .emoji(let emoji, _)? = card.face { memory[emoji, default: []].insert(card.id) }
      }
      let connection = mover + 1
      sequences[connection, default: 0] += 1
      let text = TableCoding.text(
        of: ClientMessage.intent(
          sequence: sequences[connection, default: 0], version: view.version,
          .choose(cardID: choice(in: board, memory: memory))))
      script.messages.append((connection, text))
      _ = host.receive(text, from: connection)
    }
    script.changes = host.version
    script.isOver = host.view(for: 1)?.board?.isOver == true
    return script
  }

  /// The card a player with a perfect memory turns: the twin of the one face up, else a known
  /// pair, else a card not seen yet.
  private static func choice(in board: BoardPresentation, memory: [String: Set<Int>]) -> Int {
    let open = board.cards.filter { !$0.isMatched }
    let faceUp = open.filter(\.isFaceUp)
    if faceUp.count == 1, case .emoji(let emoji, _)? = faceUp[0].face,
      let twin = memory[emoji]?.first(where: { $0 != faceUp[0].id })
    {
      return twin
    }
    let openIDs = Set(open.map(\.id))
    if faceUp.count != 1 {
      for ids in memory.values where ids.count == 2 && ids.isSubset(of: openIDs) {
        if let id = ids.first(where: { id in faceUp.count == 2 || !faceUp.contains { $0.id == id } }
        ) {
          return id
        }
      }
    }
    let known = Set(memory.values.flatMap { $0 })
    let unseen = open.first { !known.contains($0.id) && !$0.isFaceUp }
    return (unseen ?? open.first { !$0.isFaceUp } ?? open.first)?.id ?? 0
  }

  /// Plays `script` again at a new table, every output encoded as a transport would send it.
  @discardableResult
  static func replay(_ script: Script, keepsLog: Bool) -> Int {
    guard let host = host(keepsLog: keepsLog) else { return 0 }
    var bytes = 0
    host.open(1)
    host.open(2)
    for (connection, text) in script.messages {
      for output in host.receive(text, from: connection) { bytes += output.text.utf8.count }
    }
    return bytes
  }

  // MARK: - Allocations, counted by valgrind in a child

  private static let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The child: makes the script, plays it once in `mode` (`kept`, `none`, or not at all for
  /// `script`), and exits.
  static func runChild(mode: String) -> Never {
    let script = script()
    if mode != "script" { replay(script, keepsLog: mode == "kept") }
    exit(0)
  }

  /// The allocations and bytes allocated of a child in `mode`.
  private static func childAllocations(valgrind: String, mode: String) -> (
    count: Double, bytes: Double
  )? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments = [
      "--tool=memcheck", "--leak-check=no", CommandLine.arguments[0], childFlag, mode,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // "total heap usage: 1,234 allocs, 1,200 frees, 56,789 bytes allocated"
    guard let line = text.split(separator: "\n").last(where: { $0.contains("total heap usage") })
    else { return nil }
    let words = line.replacingOccurrences(of: ",", with: "").split(separator: " ")
    guard let allocs = words.firstIndex(of: "allocs"), allocs > 0,
      let bytes = words.firstIndex(of: "bytes"), bytes > 0,
      let count = Double(words[allocs - 1]), let total = Double(words[bytes - 1])
    else { return nil }
    return (count, total)
  }
}
