import Foundation
import Glibc
import Memorize
import Testing

/// A player called 小明 at a real table, and faces joined in locales that are not UTF-8: under
/// `LANG=C` each line and the full screen name 小明 by the seat, "Player 2", as a local game
/// does, never as question marks; under `zh_CN.GB18030` 小明 reaches the terminal in GB18030.
extension PlayTogetherTests {
  /// The real `memorize --join` under `LANG=C` on the full screen in tmux (a watcher), and in
  /// plain lines (Ana, who plays): a whole game with 小明, each line and row as exact as play
  /// allows.
  @Test func facesUnderLangCNameXiaoMingByTheSeat() throws {
    let table = try RunningTable(["--game", "memorize", "--people", "2", "--theme", "halloween"])
    defer { table.stop() }
    let home = table.home.path
    let command = [
      "env", "HOME=\(home)", "XDG_DATA_HOME=\(home)/tmux-data",
      "XDG_CONFIG_HOME=\(home)/tmux-config", "LANG=C", "LC_ALL=", "LANGUAGE=",
      "TERM=xterm-256color", Binaries.memorize.path, "--join", "127.0.0.1:\(table.port)",
      "--code", table.code, "--name", "Wu", "--watch",
    ].joined(separator: " ")
    let tmux = try PrivateTmux(
      command: command + "; echo memorize-exit=$?", width: 80, height: 24)
    defer { tmux.kill() }
    try tmux.waitUntil("Wu watching") { $0[1].hasPrefix(" At the table: Free seat, Free seat") }

    let ana = try table.join("Ana", environment: ["LANG": "C"])
    #expect(ana.wait(for: "At the table: Ana, Free seat; 1 watching\n"))
    let ming = try ProgramClient(port: table.port, code: table.code, name: "小明")
    try ming.read { $0.table.view?.board != nil }
    #expect(ana.wait(for: "At the table: Ana, Player 2; 1 watching\n"))
    #expect(ana.wait(for: "\nAna: 0 pairs, 0 pts . Player 2: 0 pairs, 0 pts . Time 0:0"))
    var screen = try tmux.waitUntil("the board") { $0[1].contains("Player 2") }
    #expect(
      screen[0].hasPrefix(
        " Memorize . Halloween   >Ana: 0p 0pts    Player 2: 0p 0pts   Time 0:0"))
    #expect(screen[1] == " At the table: Ana, Player 2; 1 watching")

    // Ana turns a card while it is her turn and after it passed: the face says letters, and
    // the refusal names the seat.
    var memory: [String: Set<Int>] = [:]
    var refused = false
    for _ in 0..<300 {
      guard let board = ming.table.view?.board, !board.isOver else { break }
      for (position, card) in board.cards.enumerated() {
        if case .emoji(let emoji, _)? = card.face {
          memory[emoji, default: []].insert(position + 1)
        }
      }
      let version = ming.table.view?.version ?? 0
      let position = MemoryPlayer.choice(in: board, memory: memory)
      let mingToMove = ming.table.seat.map { board.seats[$0].isToMove } ?? false
      if !mingToMove {
        ana.type("\(position)")
      } else {
        if !refused {
          refused = true
          ana.type("1")
          #expect(ana.wait(for: "\nerror: It is Player 2's turn.\n"))
        }
        try ming.send(ming.table.text(for: .choose(cardID: board.cards[position - 1].id)))
      }
      guard try ming.read(until: { ($0.table.view?.version ?? 0) > version }, seconds: 5) else {
        Issue.record("the table did not change after a move; Ana's face said: \(ana.said)")
        break
      }
    }
    let ending = try #require(ming.table.view?.board?.ending)
    // Who won, as a face that cannot show 小明 names the seat; each player's own face says
    // the result to them ("You win", "You and Player 2 tie": issue 23), a watcher's names all.
    let winners = (ming.table.view?.board?.seats ?? []).filter(\.isWinner).map {
      $0.name == "小明" ? "Player 2" : $0.name
    }
    func result(toTheSeatOf name: String?) -> String {
      let named = (winners.contains { $0 == name } ? ["You"] : []) + winners.filter { $0 != name }
      let verb = winners.count > 1 ? "tie" : named == ["You"] ? "win" : "wins"
      return named.joined(separator: " and ") + " " + verb
    }
    // 小明 reads the ending with the name, said to him; Ana reads the same lines with the
    // seat (and its '·' and curly quotes in ASCII, as every line under LANG=C), said to her.
    let seated = ending.plainLines.map {
      $0.replacingOccurrences(of: ending.result, with: result(toTheSeatOf: "Ana"))
        .replacingOccurrences(of: "小明", with: "Player 2").replacingOccurrences(of: "·", with: ".")
        .replacingOccurrences(of: "“", with: "\"").replacingOccurrences(of: "”", with: "\"")
    }
    #expect(ending.result == result(toTheSeatOf: "Player 2"))
    #expect(ending.plainLines.joined().contains("小明"))
    for line in seated { #expect(ana.wait(for: "\n\(line)\n"), "\(line)") }
    #expect(ana.said.contains("\nPlayer 2 to move\n") || ana.said.contains(". Player 2 to move\n"))

    // The watcher's full screen: the header, the seats and the ending name the seat, and the
    // pairs under the banner are letters.
    screen = try tmux.waitUntil("the ending") { $0.joined().contains("Game over!") }
    #expect(screen[0].hasPrefix(" Memorize . Halloween   "))
    #expect(screen[0].contains(" Player 2: "), "\(screen[0])")
    #expect(screen[1] == " At the table: Ana, Player 2; 1 watching")
    // The one question mark is the help key's.
    #expect(
      screen.joined().filter { $0 == "?" }.count == 1, "\(screen.joined(separator: "\n"))")
    let banner = screen.joined(separator: " ")
    #expect(banner.contains("Game over! \(result(toTheSeatOf: nil)) in "), "\(banner)")
    try tmux.press(["q"])
    screen = try tmux.waitUntil("memorize to end") { $0.contains("memorize-exit=0") }
    #expect(try tmux.display("#{alternate_on}") == "0")

    ana.endInput()
    #expect(ana.waitForExit() == 0)
    // Only ASCII reached Ana's terminal, and no stand-in for a character it could not show:
    // a turned card says its letter.
    #expect(ana.saidBytes.allSatisfy { $0 < 0x80 })
    #expect(!ana.said.contains("?"), "\(ana.said)")
    #expect(ana.said.contains("\nCard 1: "))
  }

  /// `memorize --join --plain` under `zh_CN.GB18030`, in Chinese: 小明 reaches the terminal in
  /// GB18030 bytes, and the table was told the face shows him.
  @Test func aFaceUnderGB18030ShowsXiaoMing() throws {
    let table = try RunningTable(["--game", "memorize", "--people", "2", "--theme", "halloween"])
    defer { table.stop() }
    let ana = try table.join(
      "Ana", extra: ["--language", "zh_CN"], environment: ["LANG": "zh_CN.GB18030"])
    // Ana sits first: 小明 joins once her face said so.
    let seated = Date().addingTimeInterval(10)
    while Date() < seated, try !Self.gb18030(ana.saidBytes).contains("牌桌上：Ana") {
      usleep(50_000)
    }
    let ming = try ProgramClient(port: table.port, code: table.code, name: "小明")
    try ming.read { $0.table.view?.board != nil }
    // The list's '、', the colons and a line's '·' are GB18030's.
    // Ana's own face says her turn to her (issue 23).
    let expected = ["牌桌上：Ana、小明", "轮到你了", "Ana：0 对，0 分 · 小明：0 对，0 分 · 用时 0:00"]
    var decoded = ""
    let end = Date().addingTimeInterval(10)
    while Date() < end {
      decoded = try Self.gb18030(ana.saidBytes)
      if expected.allSatisfy(decoded.split(separator: "\n").map(String.init).contains) { break }
      usleep(50_000)
    }
    let lines = decoded.split(separator: "\n").map(String.init)
    for line in expected { #expect(lines.contains(line), "\(line) in \(lines)") }
    // GB18030, not UTF-8: the bytes of 小明 in UTF-8 never reached the terminal.
    #expect(ana.saidBytes.firstRange(of: Array("小明".utf8)) == nil)
    ana.type("quit")
    #expect(ana.waitForExit() == 0)
  }

  /// The real `memorize --join` on the full screen under `zh_CN.GB18030`, in Chinese, in a
  /// tmux pane made a GB18030 terminal: the program runs on script(1)'s pseudo-terminal, whose
  /// output Python's incremental GB18030 codec turns into the UTF-8 tmux reads, as it comes.
  @Test func theFullScreenUnderGB18030ShowsXiaoMing() throws {
    let table = try RunningTable(["--game", "memorize", "--people", "2", "--theme", "halloween"])
    defer { table.stop() }
    let home = table.home.path
    let decoder = table.home.appendingPathComponent("decode.py")
    try """
    import codecs, os
    decoder = codecs.getincrementaldecoder("gb18030")("replace")
    while True:
        data = os.read(0, 4096)
        if not data:
            break
        os.write(1, decoder.decode(data).encode("utf-8"))

    """.write(to: decoder, atomically: true, encoding: .utf8)
    let command = [
      "env", "HOME=\(home)", "XDG_DATA_HOME=\(home)/tmux-data",
      "XDG_CONFIG_HOME=\(home)/tmux-config", "LANG=zh_CN.GB18030", "LC_ALL=", "LANGUAGE=",
      "TERM=xterm-256color", Binaries.memorize.path, "--join", "127.0.0.1:\(table.port)",
      "--code", table.code, "--name", "Ana", "--language", "zh_CN",
    ].joined(separator: " ")
    let tmux = try PrivateTmux(
      command: "script -qfec '\(command)' /dev/null | python3 \(decoder.path);"
        + " echo memorize-exit=$?",
      width: 80, height: 24)
    defer { tmux.kill() }
    try tmux.waitUntil("Ana at the table alone") { $0[1].hasPrefix(" 牌桌上：Ana、空座位") }
    let ming = try ProgramClient(port: table.port, code: table.code, name: "小明")
    try ming.read { $0.table.view?.board != nil }
    let screen = try tmux.waitUntil("the board") { $0[1].contains("小明") }
    // GB18030 has the title's middle dot (A1 A4): it is sent, not replaced by '.' (issue 23's
    // play-test).
    #expect(
      screen[0].hasPrefix(" 记忆翻牌 · 万圣节   >Ana：0 对，0 分    小明：0 对，0 分   用时 0:0"), "\(screen[0])")
    #expect(screen[1] == " 牌桌上：Ana、小明")
    #expect(screen.contains(" [新游戏]  轮到你了"), "\(screen.joined(separator: "\n"))")
    try tmux.press(["q"])
    try tmux.waitUntil("memorize to end") { $0.contains { $0.contains("memorize-exit=0") } }
    #expect(try tmux.display("#{alternate_on}") == "0")
  }

  /// memorize-table's own lines under `zh_CN.GB18030` (issue 23's play-test: they were UTF-8,
  /// mojibake on a GB terminal around `--play`'s GB18030 screen): in GB18030, read back by
  /// iconv(1), from the first line to the last.
  @Test func memorizeTableWritesItsLinesInGB18030UnderAGBLocale() throws {
    let home = Self.home()
    defer { try? FileManager.default.removeItem(atPath: home["HOME"] ?? "") }
    let table = try Child(
      Binaries.table,
      ["--listen", "127.0.0.1", "--port", "0", "--code", "GBGB-2024", "--game", "set", "--no-qr"],
      environment: home.merging(["LANG": "zh_CN.GB18030", "LC_ALL": "", "LANGUAGE": ""]) {
        $1
      })
    defer { table.stop() }
    try Self.waitUntil("the table to open") {
      try Self.gb18030(table.saidBytes).contains("或在浏览器中打开：")
    }
    let port = try #require(
      try Self.gb18030(table.saidBytes).split(separator: "\n").first.flatMap {
        $0.split(separator: ":").last
      })
    kill(table.process.processIdentifier, SIGTERM)
    #expect(table.waitForExit() == 0)
    #expect(
      try Self.gb18030(table.saidBytes).split(separator: "\n").map(String.init) == [
        "正在监听 127.0.0.1:\(port)", "牌桌 GBGB-2024 已开：形色牌。",
        "加入方式：memorize --join 127.0.0.1:\(port) --code GBGB-2024",
        "或在浏览器中打开：http://127.0.0.1:\(port)/#code=GBGB-2024", "正在关闭牌桌……", "牌桌已关闭。",
      ])
    // GB18030, not UTF-8: the UTF-8 bytes of 牌桌 never reached the terminal.
    #expect(table.saidBytes.firstRange(of: Array("牌桌".utf8)) == nil)
  }

  /// memorize-table asked for Chinese under `LANG=C` (issue 23's play-test: it wrote Chinese
  /// in UTF-8, and "Closing the table…" with a UTF-8 ellipsis): English, a line saying why, as
  /// memorize does, and only ASCII ("..." for the ellipsis).
  @Test func memorizeTableSpeaksEnglishInASCIIUnderLangC() throws {
    let home = Self.home()
    defer { try? FileManager.default.removeItem(atPath: home["HOME"] ?? "") }
    let table = try Child(
      Binaries.table,
      [
        "--listen", "127.0.0.1", "--port", "0", "--code", "ASCI-2024", "--game", "set",
        "--no-qr", "--language", "zh_CN",
      ], environment: home.merging(["LANG": "C", "LC_ALL": "", "LANGUAGE": ""]) { $1 })
    defer { table.stop() }
    #expect(table.wait(for: "Or open in a browser: "))
    let port = try #require(
      table.said.split(separator: "\n").first { $0.hasPrefix("Listening on ") }.flatMap {
        $0.split(separator: ":").last
      })
    kill(table.process.processIdentifier, SIGTERM)
    #expect(table.waitForExit() == 0)
    let notice =
      "memorize-table: Chinese needs a locale such as zh_CN.UTF-8 or zh_CN.GB18030; the games"
      + " speak English here."
    let lines = table.said.split(separator: "\n").map(String.init)
    // The notice goes to standard error, the rest to standard output: their order between
    // the two pipes is not kept.
    #expect(lines.filter { $0 == notice }.count == 1, "\(lines)")
    #expect(
      lines.filter { $0 != notice } == [
        "Listening on 127.0.0.1:\(port)", "Table ASCI-2024 is open: Set.",
        "Join with: memorize --join 127.0.0.1:\(port) --code ASCI-2024",
        "Or open in a browser: http://127.0.0.1:\(port)/#code=ASCI-2024", "Closing the table...",
        "The table is closed.",
      ])
    #expect(table.saidBytes.allSatisfy { $0 < 0x80 })
  }

  /// `memorize-table --play` asked for Chinese under `LANG=C` (issue 23's play-test: the
  /// host's screen said "? ? ? ? ? memorize --join …" and never why): the screen and the
  /// lines around it speak English, the screen says why on its note line, and no question
  /// mark stands in for Chinese.
  @Test func theHostsScreenUnderLangCSaysWhyItSpeaksEnglish() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-table-host-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let port = try Self.unusedPort()
    let command = [
      "env", "HOME=\(home.path)", "XDG_DATA_HOME=\(home.path)/data",
      "XDG_CONFIG_HOME=\(home.path)/config", "LANG=C", "LC_ALL=", "LANGUAGE=",
      "TERM=xterm-256color", "USER=Hosta", "PATH=/usr/bin:/bin", Binaries.table.path,
      "--listen", "127.0.0.1", "--port", "\(port)", "--code", "HOST-LANG", "--game", "set",
      "--no-qr", "--play", "--language", "zh_CN",
    ].joined(separator: " ")
    let tmux = try PrivateTmux(
      command: command + "; echo table-exit=$?", width: 100, height: 24)
    defer { tmux.kill() }
    let notice =
      "Chinese needs a locale such as zh_CN.UTF-8 or zh_CN.GB18030; the games speak English here."
    var screen = try tmux.waitUntil("the host at the table alone") { screen in
      screen[1].hasPrefix(" At the table: Hosta, Free seat")
    }
    let rows = screen.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(rows.contains("Join with: memorize --join 127.0.0.1:\(port) --code HOST-LANG"))
    #expect(rows.contains("Or open in a browser: http://127.0.0.1:\(port)/#code=HOST-LANG"))
    #expect(screen[22] == "   " + notice, "\(screen)")
    // The one question mark is the help key's.
    #expect(screen.joined().filter { $0 == "?" }.count == 1, "\(screen)")
    // A key puts the notice away.
    try tmux.press(["x"])
    try tmux.waitUntil("the notice put away") { !$0.joined().contains(notice) }

    try tmux.press(["q"])
    screen = try tmux.waitUntil("the table to close") { $0.contains("table-exit=0") }
    let shown = screen.filter { !$0.isEmpty }
    // The table's own notice, wrapped at 100 columns, then its lines in English.
    #expect(shown.joined().contains("memorize-table: " + notice), "\(shown)")
    #expect(shown.contains("Listening on 127.0.0.1:\(port)"), "\(shown)")
    #expect(shown.contains("Join with: memorize --join 127.0.0.1:\(port) --code HOST-LANG"))
    #expect(Array(shown.suffix(2)) == ["The table is closed.", "table-exit=0"])
    #expect(!shown.joined().contains("?"), "\(shown)")
  }

  /// `memorize --join --plain` asked for Chinese under `LANG=C`: English lines, and first the
  /// line that says why on standard error, as a local `--plain` game says it (it was silent).
  @Test func aPlainFaceUnderLangCSaysWhyItSpeaksEnglish() throws {
    let table = try RunningTable(["--game", "memorize", "--people", "2", "--theme", "halloween"])
    defer { table.stop() }
    let ana = try table.join(
      "Ana", extra: ["--plain", "--language", "zh_CN"], environment: ["LANG": "C"])
    #expect(ana.wait(for: "At the table: Ana, Free seat\n"), "\(ana.said)")
    #expect(
      ana.said.hasPrefix(
        "memorize: Chinese needs a locale such as zh_CN.UTF-8 or zh_CN.GB18030; the games speak"
          + " English here.\n"), "\(ana.said)")
    ana.type("quit")
    #expect(ana.waitForExit() == 0)
    #expect(ana.saidBytes.allSatisfy { $0 < 0x80 })
  }

  /// `memorize-table --play --name 小明` typed under `zh_CN.GB18030`, so argv holds GB18030
  /// bytes (issue 23's play-test: they were read as UTF-8, and the host sat as "小锟斤拷"): the
  /// host's screen, in a tmux pane made a GB18030 terminal, seats 小明.
  @Test func theHostsNameTypedInGB18030SitsAtTheTable() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-table-host-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let decoder = home.appendingPathComponent("decode.py")
    try """
    import codecs, os
    decoder = codecs.getincrementaldecoder("gb18030")("replace")
    while True:
        data = os.read(0, 4096)
        if not data:
            break
        os.write(1, decoder.decode(data).encode("utf-8"))

    """.write(to: decoder, atomically: true, encoding: .utf8)
    let port = try Self.unusedPort()
    // 小明 in GB18030 is D0 A1 C3 F7: printf writes those bytes into the command line.
    let command = [
      "env", "HOME=\(home.path)", "XDG_DATA_HOME=\(home.path)/data",
      "XDG_CONFIG_HOME=\(home.path)/config", "LANG=zh_CN.GB18030", "LC_ALL=", "LANGUAGE=",
      "TERM=xterm-256color", "PATH=/usr/bin:/bin", Binaries.table.path, "--listen", "127.0.0.1",
      "--port", "\(port)", "--code", "HOST-GBGB", "--game", "memorize", "--no-qr", "--play",
      "--name", "\"$(printf \"\\320\\241\\303\\367\")\"",
    ].joined(separator: " ")
    let tmux = try PrivateTmux(
      command: "script -qfec '\(command)' /dev/null | python3 \(decoder.path);"
        + " echo table-exit=$?",
      width: 100, height: 24)
    defer { tmux.kill() }
    let screen = try tmux.waitUntil("the host at the table alone") { $0[1].hasPrefix(" 牌桌上：") }
    #expect(screen[1].hasPrefix(" 牌桌上：小明、空座位"), "\(screen)")
    try tmux.press(["q"])
    try tmux.waitUntil("the table to close") { $0.contains { $0.contains("table-exit=0") } }
  }

  /// `memorize-table --play` without `--name` under `zh_CN.GB18030`, whose login name USER
  /// holds GB18030 bytes (issue 23: USER was read as UTF-8, the host sat under replacement
  /// characters, and their own screen named them 玩家 1): the host sits as 小明. A USER that is
  /// not GB18030 at all gives way to LOGNAME (it too sat as 玩家 1).
  @Test(arguments: [
    (#"USER="$(printf "\\320\\241\\303\\367")" LOGNAME=Lee"#, "小明"),
    (#"USER="$(printf "\\377\\377")" LOGNAME=Lee"#, "Lee"),
  ])
  func theHostsLoginNameInGB18030SitsAtTheTable(login: String, seated: String) throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-table-host-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let decoder = home.appendingPathComponent("decode.py")
    try """
    import codecs, os
    decoder = codecs.getincrementaldecoder("gb18030")("replace")
    while True:
        data = os.read(0, 4096)
        if not data:
            break
        os.write(1, decoder.decode(data).encode("utf-8"))

    """.write(to: decoder, atomically: true, encoding: .utf8)
    let port = try Self.unusedPort()
    // 小明 in GB18030 is D0 A1 C3 F7; FF FF is no GB18030 at all.
    let command = [
      "env", "HOME=\(home.path)", "XDG_DATA_HOME=\(home.path)/data",
      "XDG_CONFIG_HOME=\(home.path)/config", "LANG=zh_CN.GB18030", "LC_ALL=", "LANGUAGE=",
      "TERM=xterm-256color", "PATH=/usr/bin:/bin", login, Binaries.table.path, "--listen",
      "127.0.0.1", "--port", "\(port)", "--code", "HOST-USER", "--game", "memorize", "--no-qr",
      "--play",
    ].joined(separator: " ")
    let tmux = try PrivateTmux(
      command: "script -qfec '\(command)' /dev/null | python3 \(decoder.path);"
        + " echo table-exit=$?",
      width: 100, height: 24)
    defer { tmux.kill() }
    let screen = try tmux.waitUntil("the host at the table alone") { $0[1].hasPrefix(" 牌桌上：") }
    #expect(screen[1].hasPrefix(" 牌桌上：\(seated)、空座位"), "\(screen)")
    try tmux.press(["q"])
    try tmux.waitUntil("the table to close") { $0.contains { $0.contains("table-exit=0") } }
  }

  /// A home folder of the test's own for a table's files.
  static func home() -> [String: String] {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-table-tests-\(UUID().uuidString)", isDirectory: true)
    return [
      "HOME": home.path, "XDG_DATA_HOME": home.path + "/data",
      "XDG_CONFIG_HOME": home.path + "/config",
    ]
  }

  /// Waits at most 20 s for `condition`.
  static func waitUntil(_ what: String, _ condition: () throws -> Bool) throws {
    let end = Date().addingTimeInterval(20)
    while Date() < end {
      if try condition() { return }
      usleep(50_000)
    }
    if try !condition() { throw Failure(what: "timed out waiting for \(what)") }
  }

  /// `bytes` read as GB18030 by iconv(1), the oracle independent of the program's own
  /// conversion.
  static func gb18030(_ bytes: [UInt8]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/iconv")
    process.arguments = ["-c", "-f", "GB18030", "-t", "UTF-8"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data(bytes))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
