import Foundation
import Memorize

/// The shared table on loopback (issue 25): real `memorize-table` processes on 127.0.0.1 and
/// clients driven from here. Claim to verdict with 16 clients at one table, tables of four
/// players one server core carries, bytes per update over whole games, memory per table.
struct TableBench {
  let options: BenchOptions
  let report: Report
  let binary: String
  let scratch: URL

  static let section = "The shared table on loopback (memorize-table, issue 25)"

  /// Where the table binary is: the one given, else the package's release build, else its
  /// debug build; with which it is.
  static func locate(explicit: String?) -> (path: String, kind: String)? {
    if let explicit {
      return FileManager.default.isExecutableFile(atPath: explicit) ? (explicit, "given") : nil
    }
    let folder = FileManager.default.currentDirectoryPath + "/Apps/Table/.build/"
    for kind in ["release", "debug"] {
      let path = folder + kind + "/memorize-table"
      if FileManager.default.isExecutableFile(atPath: path) { return (path, kind) }
    }
    return nil
  }

  static let buildHint =
    "swift build -c release --package-path Apps/Table --product memorize-table"

  /// Every table started here, ended when the section ends.
  private final class Tables {
    var all: [TableServerProcess] = []
  }
  private let tables = Tables()

  func run() {
    defer { TableServerProcess.stop(tables.all) }
    var bytes: [String: (updates: [Int], boards: [Int])] = [:]
    do {
      bytes["Set"] = try measureClaims()
    } catch {
      report.note("table: claim round trips failed: \(error)")
    }
    do {
      bytes["Memorize"] = try measureMemorizeGame()
    } catch {
      report.note("table: the Memorize game failed: \(error)")
    }
    for game in ["Memorize", "Set"] {
      guard let (updates, boards) = bytes[game], !updates.isEmpty else { continue }
      let sizes = updates.map(Double.init)
      report.add(
        Self.section, "bytes per update, \(game), median", unit: "bytes",
        samples: [Summary(sizes).median], target: "≤ 2 KB (2,048 bytes)",
        verdict: Summary(sizes).median <= 2048 ? .pass : .fail,
        note: "\(updates.count) updates as every client received them over whole games")
      report.add(
        Self.section, "bytes per update, \(game), largest", unit: "bytes",
        samples: [Summary(sizes).max], target: "≤ 2 KB (2,048 bytes)",
        verdict: Summary(sizes).max <= 2048 ? .pass : .fail,
        note: "a whole view (board message) at each deal: \(boards.count) of them, "
          + "median \(Report.format(Summary(boards.map(Double.init)).median)) bytes, "
          + "largest \(Report.format(Summary(boards.map(Double.init)).max))")
    }
    measureCapacity()
  }

  // MARK: - Starting tables and seating players

  private func start(_ arguments: [String], core: Int?) throws -> TableServerProcess {
    let folder = scratch.appendingPathComponent("table-\(tables.all.count)", isDirectory: true)
    let table = try TableServerProcess(
      binary: binary, arguments: arguments + ["--code", Self.code], core: core, folder: folder,
      timeout: 20)
    tables.all.append(table)
    return table
  }

  static let code = "BENCH-2525"

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Seats `people` clients (the first follows the table) and adds `watchers`; waits until the
  /// first has the dealt board and every client has a view.
  private func seat(
    at table: TableServerProcess, people: Int, watchers: Int, seconds: Double = 10
  ) throws -> (players: [TableClient], watchers: [TableClient]) {
    var players: [TableClient] = []
    for index in 0..<people {
      players.append(
        try TableClient(
          port: table.port, code: Self.code, name: "Player \(index + 1)", follows: index == 0))
    }
    var others: [TableClient] = []
    for index in 0..<watchers {
      others.append(
        try TableClient(
          port: table.port, code: Self.code, name: "Watcher \(index + 1)", watch: true,
          follows: false))
    }
    let everyone = players + others
    let deadline = monotonicNanoseconds() + UInt64(seconds * 1e9)
    while monotonicNanoseconds() < deadline {
      if players[0].view?.board != nil, everyone.allSatisfy({ $0.version > 0 }) {
        return (players, others)
      }
      if let problem = everyone.lazy.compactMap(\.closed).first {
        throw Failure(description: "a client was cut off: \(problem)")
      }
      TableClient.pump(everyone, milliseconds: 20)
    }
    throw Failure(description: "the table did not deal within \(Report.format(seconds)) s")
  }

  /// Reads until `condition` holds or `seconds` pass; whether it holds.
  @discardableResult
  private func pump(_ clients: [TableClient], seconds: Double, until condition: () -> Bool)
    -> Bool
  {
    let deadline = monotonicNanoseconds() + UInt64(seconds * 1e9)
    while monotonicNanoseconds() < deadline {
      if condition() { return true }
      TableClient.pump(clients, milliseconds: 5)
    }
    return condition()
  }

  // MARK: - 1. Claim to verdict, 16 clients

  /// One Set table of four people and twelve watchers — 16 connections, as many as a table takes
  /// from one address — on one memorize-table. The players claim in turn, one claim in flight,
  /// 30 ms apart (each player then sends under 10 messages a second, within the table's bound
  /// of 20); a finished game is dealt again at the same table.
  private func measureClaims() throws -> (updates: [Int], boards: [Int]) {
    let table = try start(["--game", "set", "--people", "4"], core: nil)
    defer { table.stop() }
    let (players, watchers) = try seat(at: table, people: 4, watchers: 12)
    let everyone = players + watchers
    let eyes = players[0]
    let wanted = options.quick ? 100 : 500
    let deadline = monotonicNanoseconds() + UInt64((options.quick ? 30.0 : 90.0) * 1e9)
    var fanOut: [Double] = []
    var turn = 0
    var games = 1
    var votes = 0
    while players.reduce(0, { $0 + $1.roundTrips.count }) < wanted,
      monotonicNanoseconds() < deadline
    {
      if let problem = everyone.lazy.compactMap(\.closed).first {
        throw Failure(description: "a client was cut off: \(problem)")
      }
      guard let board = eyes.view?.board else { break }
      let before = eyes.version
      if board.isOver {
        try eyes.send({ .intent(sequence: $0, version: $1, .newGame) }, timed: false)
        games += 1
      } else if let set = TableMoves.aSet(in: board) {
        let player = players[turn % players.count]
        turn += 1
        for client in everyone { client.forgetArrivals() }
        let sentAt = monotonicNanoseconds()
        try player.send({ .claim(sequence: $0, version: $1, cardIDs: set) }, timed: true)
        pump(everyone, seconds: 2) { !player.isWaiting }
        player.expire(after: 0, now: monotonicNanoseconds())
        let shown = player.version
        // Every client has the view that shows the claim: the last one's wait is the fan-out.
        if pump(everyone, seconds: 1, until: { everyone.allSatisfy { $0.version >= shown } }) {
          let last = everyone.compactMap { client in
            client.arrivals.filter { $0.key >= shown }.map(\.value).min()
          }.max()
          if let last { fanOut.append(Double(last - sentAt) / 1e6) }
        }
      } else {
        // No set among the cards: every player asks for three more.
        for player in players {
          try player.send({ .intent(sequence: $0, version: $1, .dealThreeMore) }, timed: false)
        }
        votes += 1
      }
      pump(everyone, seconds: 2) { eyes.version > before && eyes.view?.board != nil }
      pump(everyone, seconds: 0.03) { false }
    }
    let trips = players.flatMap(\.roundTrips)
    let unanswered = players.reduce(0) { $0 + $1.unanswered }
    let p50 = Self.percentile(trips, 50)
    let p99 = Self.percentile(trips, 99)
    let how =
      "\(trips.count) claims over \(games) games, 4 players + 12 watchers at one table, "
      + "\(unanswered) unanswered, \(votes) rounds of asking for more"
    report.add(
      Self.section, "claim to verdict, 16 clients, p50", unit: "ms", samples: [p50],
      target: "≤ 2 ms", verdict: p50 <= 2 ? .pass : .fail, note: how)
    report.add(
      Self.section, "claim to verdict, 16 clients, p99", unit: "ms", samples: [p99],
      target: "≤ 10 ms", verdict: p99 <= 10 && unanswered == 0 ? .pass : .fail,
      note: "claimer's update showing the claim")
    report.add(
      Self.section, "claim until all 16 clients have the update, p50", unit: "ms",
      samples: [Self.percentile(fanOut, 50)], note: "\(fanOut.count) claims")
    report.add(
      Self.section, "claim until all 16 clients have the update, p99", unit: "ms",
      samples: [Self.percentile(fanOut, 99)])
    return (everyone.flatMap(\.updateBytes), everyone.flatMap(\.boardBytes))
  }

  // MARK: - 3. A whole Memorize game

  /// Four people play Memorize to its end from what the first is shown, one choice in flight,
  /// 30 ms apart; each choice is timed to the chooser's update.
  private func measureMemorizeGame() throws -> (updates: [Int], boards: [Int]) {
    let table = try start(["--game", "memorize", "--people", "4"], core: nil)
    defer { table.stop() }
    let (players, _) = try seat(at: table, people: 4, watchers: 0)
    let eyes = players[0]
    var seen: [String: Set<Int>] = [:]
    let deadline = monotonicNanoseconds() + UInt64(120 * 1e9)
    var moves = 0
    while moves < 2000, monotonicNanoseconds() < deadline {
      if let problem = players.lazy.compactMap(\.closed).first {
        throw Failure(description: "a client was cut off: \(problem)")
      }
      guard let board = eyes.view?.board, !board.isOver else { break }
      for card in board.cards {
        if let face = card.face { seen[TableMoves.faceKey(face), default: []].insert(card.id) }
      }
      guard let mover = board.seats.firstIndex(where: \.isToMove),
        let player = players.first(where: { $0.seat == mover }),
        let id = TableMoves.memorizeChoice(in: board, seen: seen)
      else { break }
      let before = eyes.version
      try player.send({ .intent(sequence: $0, version: $1, .choose(cardID: id)) }, timed: true)
      moves += 1
      pump(players, seconds: 2) { !player.isWaiting }
      player.expire(after: 0, now: monotonicNanoseconds())
      pump(players, seconds: 2) { eyes.version > before }
      pump(players, seconds: 0.03) { false }
    }
    let finished = eyes.view?.board?.isOver == true
    let trips = players.flatMap(\.roundTrips)
    report.add(
      Self.section, "choose to verdict at Memorize, p50", unit: "ms",
      samples: [Self.percentile(trips, 50)], target: "≤ 2 ms",
      verdict: Self.percentile(trips, 50) <= 2 ? .pass : .fail,
      note: "\(trips.count) choices, 4 players, \(finished ? "a whole game" : "game unfinished")")
    report.add(
      Self.section, "choose to verdict at Memorize, p99", unit: "ms",
      samples: [Self.percentile(trips, 99)], target: "≤ 10 ms",
      verdict: Self.percentile(trips, 99) <= 10 ? .pass : .fail)
    if let rss = table.statusKilobytes("VmRSS"), let peak = table.statusKilobytes("VmHWM") {
      report.add(
        Self.section, "server memory, one Memorize table of four at its end", unit: "KiB",
        samples: [Double(rss)], note: "VmRSS; VmHWM \(peak) KiB")
    }
    return (players.flatMap(\.updateBytes), players.flatMap(\.boardBytes))
  }

  // MARK: - 2 and 4. Tables per core, memory per table

  /// Set tables of four players, each in a memorize-table of its own pinned to core 1; the
  /// bench's players run on core 0. Every player claims a set it sees once a second (the four
  /// of a table a quarter of a second apart); with none on the table it asks for more, and a
  /// finished game is dealt again. Tables are added step by step until the p99 of claim to
  /// verdict passes 50 ms or core 1 is saturated.
  private func measureCapacity() {
    guard ProcessInfo.processInfo.activeProcessorCount >= 2,
      FileManager.default.isExecutableFile(atPath: TableServerProcess.taskset)
    else {
      report.note("table capacity skipped: needs two cores and taskset (util-linux)")
      return
    }
    guard Self.pinSelf(toCore: 0) else {
      report.note("table capacity skipped: taskset could not keep the bench on core 0")
      return
    }
    let steps = options.quick ? [5, 10, 25] : [5, 10, 25, 50, 100, 200, 400]
    let window = options.quick ? 3.0 : 5.0
    let deadline = monotonicNanoseconds() + UInt64((options.quick ? 90.0 : 300.0) * 1e9)
    let availableBefore = Self.memAvailableKilobytes()
    var running: [(table: TableServerProcess, players: [TableClient])] = []
    defer { TableServerProcess.stop(running.map(\.table)) }
    var best: Int?
    var lines: [String] = []
    for count in steps where monotonicNanoseconds() < deadline {
      do {
        while running.count < count {
          let table = try start(["--game", "set", "--people", "4"], core: 1)
          let (players, _) = try seat(at: table, people: 4, watchers: 0)
          running.append((table, players))
        }
      } catch {
        report.note("table capacity: could not seat \(count) tables: \(error)")
        break
      }
      let result = measureWindow(running, seconds: window)
      let rss = running.compactMap { $0.table.statusKilobytes("VmRSS") }.map(Double.init)
      let anonymous = running.compactMap { $0.table.statusKilobytes("RssAnon") }.map(Double.init)
      let available = Self.memAvailableKilobytes()
      let perTable =
        availableBefore.flatMap { before in available.map { Double(before - $0) / Double(count) } }
        ?? .nan
      let holds = result.p99 < 50 && result.unanswered == 0 && result.cut == 0
      if holds { best = count }
      let line =
        "\(count) tables: p50 \(Report.format(result.p50)) ms, p99 \(Report.format(result.p99)) ms"
        + " over \(result.claims) claims (\(result.unanswered) unanswered, \(result.cut) cut off);"
        + " tables' CPU \(Report.format(result.tablesCPU)) % of core 1 (core 1 busy"
        + " \(Report.format(result.core1Busy)) %, core 0 \(Report.format(result.core0Busy)) %);"
        + " VmRSS median \(Report.format(Summary(rss).median)) KiB, RssAnon median"
        + " \(Report.format(Summary(anonymous).median)) KiB; MemAvailable fell"
        + " \(Report.format(perTable)) KiB a table"
      lines.append(line)
      FileHandle.standardError.write(Data("table capacity: \(line)\n".utf8))
      report.add(
        Self.section, "\(count) tables of four on one core: move to verdict p99", unit: "ms",
        samples: [result.p99], target: "< 50 ms", verdict: holds ? .pass : .fail,
        note: "\(result.claims) claims in \(Report.format(window)) s;"
          + " tables' CPU \(Report.format(result.tablesCPU)) % of the core")
      if count == steps.first {
        report.add(
          Self.section, "server memory per table (a table of four in play)", unit: "KiB",
          samples: rss,
          note: "VmRSS of each memorize-table; RssAnon median"
            + " \(Report.format(Summary(anonymous).median)) KiB")
      }
      if !holds || result.tablesCPU >= 95 || result.core1Busy >= 98 { break }
    }
    let most = best ?? 0
    report.add(
      Self.section, "tables of four one server core carries with p99 < 50 ms", unit: "tables",
      samples: [Double(most)], target: "≥ 200", verdict: most >= 200 ? .pass : .fail,
      note: "largest step that held, of \(steps.map(String.init).joined(separator: ", "))")
    for line in lines { report.note("table capacity, " + line) }
  }

  private struct WindowResult {
    var p50: Double
    var p99: Double
    var claims: Int
    var unanswered: Int
    var cut: Int
    var tablesCPU: Double
    var core1Busy: Double
    var core0Busy: Double
  }

  /// Plays every table for a second unmeasured, then `seconds` measured.
  private func measureWindow(
    _ running: [(table: TableServerProcess, players: [TableClient])], seconds: Double
  ) -> WindowResult {
    let clients = running.flatMap(\.players)
    for client in clients { client.roundTrips = [] }
    var generator = SystemRandomNumberGenerator()
    let start = monotonicNanoseconds()
    // Each player's next move: a table's four a quarter second apart, tables spread at random.
    var next: [UInt64] = []
    for _ in running {
      let offset = UInt64(Double.random(in: 0..<1, using: &generator) * 1e9)
      for seat in 0..<4 { next.append(start + offset + UInt64(seat) * 250_000_000) }
    }
    var unansweredBefore = clients.reduce(0) { $0 + $1.unanswered }
    var measuring = false
    let warmEnd = start + 1_000_000_000
    let end = warmEnd + UInt64(seconds * 1e9)
    var cpuBefore: UInt64 = 0
    var coresBefore = CoreTimes.now()
    var measuredFrom = warmEnd
    while true {
      let now = monotonicNanoseconds()
      if now >= end { break }
      if !measuring, now >= warmEnd {
        measuring = true
        for client in clients { client.roundTrips = [] }
        unansweredBefore = clients.reduce(0) { $0 + $1.unanswered }
        cpuBefore = running.reduce(0) { $0 + $1.table.cpuNanoseconds }
        coresBefore = CoreTimes.now()
        measuredFrom = monotonicNanoseconds()
      }
      for (tableIndex, entry) in running.enumerated() {
        for (seat, player) in entry.players.enumerated() {
          let index = tableIndex * 4 + seat
          player.expire(after: 2, now: now)
          guard now >= next[index], !player.isWaiting, player.closed == nil else { continue }
          next[index] += 1_000_000_000
          guard let board = entry.players[0].view?.board else { continue }
          if board.isOver {
            if seat == 0 {
              try? player.send({ .intent(sequence: $0, version: $1, .newGame) }, timed: false)
            }
          } else if let set = TableMoves.aSet(in: board) {
            try? player.send({ .claim(sequence: $0, version: $1, cardIDs: set) }, timed: true)
          } else {
            try? player.send(
              { .intent(sequence: $0, version: $1, .dealThreeMore) }, timed: false)
          }
        }
      }
      TableClient.pump(clients, milliseconds: 2)
    }
    let wall = Double(monotonicNanoseconds() - measuredFrom)
    let cpu = Double(running.reduce(0) { $0 + $1.table.cpuNanoseconds } - cpuBefore)
    let cores = CoreTimes.now()
    let trips = clients.flatMap(\.roundTrips)
    return WindowResult(
      p50: Self.percentile(trips, 50), p99: Self.percentile(trips, 99), claims: trips.count,
      unanswered: clients.reduce(0) { $0 + $1.unanswered } - unansweredBefore,
      cut: clients.count { $0.closed != nil }, tablesCPU: cpu / wall * 100,
      core1Busy: cores.busyPercent(of: 1, since: coresBefore),
      core0Busy: cores.busyPercent(of: 0, since: coresBefore))
  }

  // MARK: - Helpers

  /// The `rank`th percentile (nearest rank) of `samples`; NaN for none.
  static func percentile(_ samples: [Double], _ rank: Double) -> Double {
    guard !samples.isEmpty else { return .nan }
    let sorted = samples.sorted()
    let position = Int((rank / 100 * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(position, 0), sorted.count - 1)]
  }

  private static func memAvailableKilobytes() -> Int? {
    let text = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
    for line in text.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
      return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
    return nil
  }

  /// Keeps the bench (every thread of it: its players) on one core, leaving the other to the
  /// tables; whether it could.
  @discardableResult
  private static func pinSelf(toCore core: Int) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TableServerProcess.taskset)
    process.arguments = ["-a", "-p", "-c", String(core), String(getpid())]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
