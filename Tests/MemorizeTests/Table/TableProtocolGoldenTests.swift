import Foundation
import Memorize
import Testing

/// The table protocol pinned: each message as it travels, in a file beside this test. A change
/// to any file is a change of the protocol, and so of ``TableProtocol/version``.
///
/// `RECORD_GOLDEN=1 swift test --filter TableProtocolGoldenTests` writes the files anew.
@Suite struct TableProtocolGoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden", isDirectory: true)

  static let clientMessages: [(String, ClientMessage)] = [
    ("hello", .hello(ClientMessage.Hello(table: "BLUE-42", name: "Ana", language: "zh_CN"))),
    (
      "hello-resuming",
      .hello(
        ClientMessage.Hello(
          table: "BLUE-42", name: "Ana", language: "en", seatToken: "k3v9x2mq7dz4w8ra5tfn6hjc"))
    ),
    (
      "hello-watching",
      .hello(ClientMessage.Hello(table: "BLUE-42", name: "Cleo", language: "en", watch: true))
    ),
    (
      "hello-news",
      .hello(ClientMessage.Hello(table: "BLUE-42", name: "Ana", language: "en", news: true))
    ),
    (
      "hello-watching-again",
      .hello(
        ClientMessage.Hello(
          table: "BLUE-42", name: "Cleo", language: "zh_CN", watch: true, news: true,
          watcherToken: "p8se3mwk2qx7hn4dv9rt5bcz"))
    ),
    ("intent-choose", .intent(sequence: 7, version: 12, .choose(cardID: 418_305))),
    ("intent-new-game", .intent(sequence: 8, version: 30, .newGame)),
    ("intent-call-set", .intent(sequence: 2, version: 3, .callSet(seat: 0))),
    ("intent-ask-for-more", .intent(sequence: 3, version: 3, .askForMoreCards(seat: 0))),
    ("intent-restyle", .intent(sequence: 8, version: 14, .restyle(themeID: "animals"))),
    ("claim", .claim(sequence: 4, version: 9, cardIDs: [72_114, 5_093, 880_412])),
    ("take-seat", .takeSeat(sequence: 1, seat: 2)),
  ]

  static let serverMessages: [(String, ServerMessage)] = [
    (
      "welcome",
      .welcome(
        ServerMessage.Welcome(
          protocolVersion: TableProtocol.version, table: "BLUE-42", game: .set, seat: 0,
          seatToken: "k3v9x2mq7dz4w8ra5tfn6hjc"))
    ),
    (
      "welcome-watching",
      .welcome(
        ServerMessage.Welcome(
          protocolVersion: TableProtocol.version, table: "BLUE-42", game: .memorize, seat: nil,
          seatToken: nil))
    ),
    (
      "welcome-watching-news",
      .welcome(
        ServerMessage.Welcome(
          protocolVersion: TableProtocol.version, table: "BLUE-42", game: .memorize, seat: nil,
          seatToken: nil, watcherToken: "p8se3mwk2qx7hn4dv9rt5bcz"))
    ),
    (
      "update",
      .update(
        version: 13,
        patch: JSONPatch(changes: [
          JSONPatch.Change(
            path: [.member("board"), .member("cards"), .element(3), .member("isFaceUp")],
            value: .bool(true)),
          JSONPatch.Change(path: [.member("board"), .member("refusal")], value: nil),
          JSONPatch.Change(path: [.member("version")], value: .integer(13)),
        ]))
    ),
    ("said", .said(sequence: 4, lines: ["Ana calls Set!", "Ana found a set"])),
    ("refused", .refused(sequence: 7, reason: "It is Ben's turn.")),
    ("news", .news(lines: ["It is Ben's turn.", "Ben restyled the game with Animals."])),
    (
      "lost-race",
      .lostRace(sequence: 5, winner: "Ana", by: 0.25, line: "Ana was first, by 250 ms.")
    ),
    (
      "error-protocol",
      .error(
        code: .protocolVersion,
        message:
          "This table speaks protocol version 1 and your memorize speaks version 2: use the same release on both sides.",
        fatal: true)
    ),
    (
      "error-replayed",
      .error(
        code: .replayed, message: "That message came twice; the table took it once.", fatal: false)
    ),
    (
      "error-table-closed",
      .error(code: .tableClosed, message: "The host closed the table.", fatal: true)
    ),
  ]

  static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

  static func check(_ name: String, _ text: String) throws {
    let file = folder.appendingPathComponent("\(name).json")
    if isRecording {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try (text + "\n").write(to: file, atomically: true, encoding: .utf8)
    }
    let golden = try String(contentsOf: file, encoding: .utf8)
    #expect(golden == text + "\n", "\(name).json")
  }

  @Test(arguments: clientMessages.map(\.0))
  func aClientMessageTravelsAsItsFileSays(_ name: String) throws {
    let message = try #require(Self.clientMessages.first { $0.0 == name }?.1)
    try Self.check("client-\(name)", TableCoding.text(of: message))
    let file = Self.folder.appendingPathComponent("client-\(name).json")
    let read = TableCoding.message(
      ClientMessage.self, from: try String(contentsOf: file, encoding: .utf8))
    #expect(read == message)
  }

  @Test(arguments: serverMessages.map(\.0))
  func aServerMessageTravelsAsItsFileSays(_ name: String) throws {
    let message = try #require(Self.serverMessages.first { $0.0 == name }?.1)
    try Self.check("server-\(name)", TableCoding.text(of: message))
    let file = Self.folder.appendingPathComponent("server-\(name).json")
    let read = TableCoding.message(
      ServerMessage.self, from: try String(contentsOf: file, encoding: .utf8))
    #expect(read == message)
  }

  /// A whole view as a client first receives it: a Set race of two, dealt from seed 7.
  @Test func theFirstBoardOfATableTravelsAsItsFileSays() throws {
    let table = try TableHarness(setup: TableSetup(game: .set, seats: [.person, .person])!)
    let ana = table.join("Ana")
    table.join("Ben")
    let first = try #require(
      table.messages(to: ana).first {
        if case .board = $0 { return true }
        return false
      })
    try Self.check("server-board-waiting", TableCoding.text(of: first))
    // The table writes a board from its view's JSON value: the same text.
    let sent = try #require(table.sent[ana]?.first { $0.contains(#""type":"board""#) })
    try Self.check("server-board-waiting", sent)
    let view = try #require(table.host.view(for: ana))
    try Self.check("server-board", TableCoding.text(of: ServerMessage.board(view)))
  }

  /// A Memorize table of two played to its end: the update after the ending that carries the
  /// game as the table counted it (``TableView/recordedGame``, new in version 4), and a view
  /// without it, as every view before the end, still read.
  @Test func theGameTheTableCountedTravelsAsItsFileSays() throws {
    let table = try TableHarness(setup: TableSetup(game: .memorize, seats: [.person, .person])!)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    table.playMemorizeToTheEnd([ana, ben], pause: 1)
    let update = try #require(table.sent[ana]?.last { $0.contains(#""recordedGame""#) })
    try Self.check("server-update-recorded-game", update)
    let view = try #require(table.views[ana])
    #expect(view.recordedGame != nil)
    var without = view
    without.recordedGame = nil
    let text = TableCoding.text(of: ServerMessage.board(without))
    #expect(!text.contains("recordedGame"))
    guard case .board(let read)? = TableCoding.message(ServerMessage.self, from: text) else {
      Issue.record("a view without recordedGame is not read: \(text.prefix(80))")
      return
    }
    #expect(read.recordedGame == nil)
    #expect(read.version == view.version)
    #expect(read.board?.ending == view.board?.ending)
  }

  /// A Set race of two, dealt from seed 7, that ended while Ana was away, Ben dealing anew
  /// before she came back: the view her seat is sent then carries the race she played
  /// (``TableView/endedGames``, new in version 5), once; a view without it still reads.
  @Test func aGameThatEndedWhileTheSeatWasAwayTravelsAsItsFileSays() throws {
    let table = try TableHarness(setup: TableSetup(game: .set, seats: [.person, .person])!)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let token = try table.seatToken(of: ana)
    table.drop(ana)
    table.playSetRaceToTheEnd([ben])
    #expect(table.views[ben]?.board?.isOver == true)
    table.send(.newGame, from: ben)
    #expect(table.views[ben]?.board?.isOver == false)
    let back = table.join("Ana", token: token)
    let board = try #require(table.sentTexts(to: back).first { $0.contains(#""type":"board""#) })
    try Self.check("server-board-ended-games", board)
    let view = try #require(table.views[back])
    #expect(view.endedGames?.count == 1)
    #expect(table.host.view(for: back)?.endedGames == nil)
    var without = view
    without.endedGames = nil
    let text = TableCoding.text(of: ServerMessage.board(without))
    #expect(!text.contains("endedGames"))
    guard case .board(let read)? = TableCoding.message(ServerMessage.self, from: text) else {
      Issue.record("a view without endedGames is not read: \(text.prefix(80))")
      return
    }
    #expect(read.endedGames == nil)
    #expect(read.version == view.version)
  }

  /// A Memorize table of two, dealt from seed 7: a seat's view with the themes it may restyle
  /// the game with, and the update a seat is sent when the other chose Animals.
  @Test func aRestyleTravelsAsItsFilesSay() throws {
    let table = try TableHarness(setup: TableSetup(game: .memorize, seats: [.person, .person])!)
    let ana = table.join("Ana")
    let ben = table.join("Ben")
    let view = try #require(table.host.view(for: ana))
    try Self.check("server-board-memorize", TableCoding.text(of: ServerMessage.board(view)))
    let before = table.messages(to: ana).count
    table.send(.restyle(themeID: "animals"), from: ben)
    let update = try #require(
      table.messages(to: ana).dropFirst(before).first {
        if case .update = $0 { return true }
        return false
      })
    try Self.check("server-update-restyle", TableCoding.text(of: update))
  }

  @Test func aPatchTurnsTheOldViewIntoTheNew() throws {
    let old: JSONValue = .object([
      "a": .integer(1), "gone": .bool(true), "list": .array([.string("x"), .string("y")]),
      "nested": .object(["keep": .null, "change": .number(0.5)]),
    ])
    let new: JSONValue = .object([
      "a": .integer(2), "list": .array([.string("x"), .string("z")]), "added": .string("new"),
      "nested": .object(["keep": .null, "change": .number(0.75)]),
    ])
    let patch = JSONPatch(from: old, to: new)
    #expect(
      patch.changes == [
        JSONPatch.Change(path: [.member("a")], value: .integer(2)),
        JSONPatch.Change(path: [.member("added")], value: .string("new")),
        JSONPatch.Change(path: [.member("gone")], value: nil),
        JSONPatch.Change(path: [.member("list"), .element(1)], value: .string("z")),
        JSONPatch.Change(path: [.member("nested"), .member("change")], value: .number(0.75)),
      ])
    #expect(patch.applied(to: old) == new)
    // A list grows at its end, loses its last elements, moves on from its front; a list of
    // objects with ids loses the ones gone and has a new one replace an old one in its place.
    let longer = JSONPatch(from: .array([.null]), to: .array([.null, .bool(true)]))
    #expect(longer.changes == [JSONPatch.Change(path: [.element(1)], value: .bool(true))])
    let shorter = JSONPatch(
      from: .array([.integer(1), .integer(2), .integer(3)]), to: .array([.integer(1)]))
    #expect(
      shorter.changes == [
        JSONPatch.Change(path: [.element(2)], value: nil),
        JSONPatch.Change(path: [.element(1)], value: nil),
      ])
    // A list emptied goes whole, in one change.
    let emptied = JSONPatch(
      from: .object(["list": .array([.integer(1), .integer(2), .integer(3)])]),
      to: .object(["list": .array([])]))
    #expect(emptied.changes == [JSONPatch.Change(path: [.member("list")], value: .array([]))])
    #expect(
      emptied.applied(to: .object(["list": .array([.integer(1), .integer(2)])]))
        == .object(["list": .array([])]))
    let window = JSONPatch(
      from: .array(["a", "b", "c"].map(JSONValue.string)),
      to: .array(["b", "c", "d"].map(JSONValue.string)))
    #expect(
      window.changes == [
        JSONPatch.Change(path: [.element(0)], value: nil),
        JSONPatch.Change(path: [.element(2)], value: .string("d")),
      ])
    func card(_ id: Int64, _ text: String) -> JSONValue {
      .object(["id": .integer(id), "text": .string(text)])
    }
    let dealt = JSONPatch(
      from: .array([card(7, "a"), card(8, "b"), card(9, "c")]),
      to: .array([card(7, "a"), card(40, "new"), card(9, "C")]))
    #expect(
      dealt.changes == [
        JSONPatch.Change(path: [.element(1)], value: card(40, "new")),
        JSONPatch.Change(path: [.element(2), .member("text")], value: .string("C")),
      ])
    let putAway = JSONPatch(
      from: .array([card(7, "a"), card(8, "b"), card(9, "c")]),
      to: .array([card(7, "a"), card(9, "c")]))
    #expect(putAway.changes == [JSONPatch.Change(path: [.element(1)], value: nil)])
    #expect(longer.applied(to: .array([.null])) == .array([.null, .bool(true)]))
    #expect(
      shorter.applied(to: .array([.integer(1), .integer(2), .integer(3)])) == .array([.integer(1)]))
    #expect(
      window.applied(to: .array(["a", "b", "c"].map(JSONValue.string)))
        == .array(["b", "c", "d"].map(JSONValue.string)))
    #expect(
      dealt.applied(to: .array([card(7, "a"), card(8, "b"), card(9, "c")]))
        == .array([card(7, "a"), card(40, "new"), card(9, "C")]))
    #expect(
      putAway.applied(to: .array([card(7, "a"), card(8, "b"), card(9, "c")]))
        == .array([card(7, "a"), card(9, "c")]))
    // A path that is not there is refused.
    #expect(patch.applied(to: .object([:])) == nil)
  }

  /// A race's ending says its result in several places under paths that begin alike: each path
  /// travels after the steps it shares with the one before, the result once.
  @Test func anUpdateSaysEachValueOnceAndLeavesOutTheStepsItShares() throws {
    let result = JSONValue.string("Ana and Ben tie with 6 points each")
    let race: [JSONPatch.Step] = [.member("board"), .member("race")]
    let patch = JSONPatch(changes: [
      JSONPatch.Change(path: race + [.member("lastEvent")], value: result),
      JSONPatch.Change(path: race + [.member("recentEvents"), .element(0)], value: nil),
      JSONPatch.Change(path: race + [.member("recentEvents"), .element(4)], value: result),
      JSONPatch.Change(path: race + [.member("result")], value: result),
      JSONPatch.Change(path: [.member("board"), .member("verdict")], value: result),
      JSONPatch.Change(path: [.member("version")], value: .integer(40)),
    ])
    let text = TableCoding.text(of: ServerMessage.update(version: 40, patch: patch))
    #expect(
      text
        == #"{"changes":[{"path":["board","race","lastEvent"],"value":"Ana and Ben tie with 6 points each"},"#
        + #"{"keep":2,"path":["recentEvents",0]},{"keep":3,"path":[4],"same":0},"#
        + #"{"keep":2,"path":["result"],"same":0},{"path":["board","verdict"],"same":0},"#
        + #"{"path":["version"],"value":40}],"type":"update","version":40}"#)
    #expect(
      TableCoding.message(ServerMessage.self, from: text)
        == ServerMessage.update(version: 40, patch: patch))
    // A change that keeps more steps than the path before has, or repeats a change not before
    // it or one without a value, is not an update.
    for changes in [
      #"[{"keep":1,"path":["a"],"value":1}]"#,
      #"[{"path":["a"],"value":"long enough"},{"keep":2,"path":["b"],"value":1}]"#,
      #"[{"path":["a"],"same":0}]"#,
      #"[{"path":["a"]},{"path":["b"],"same":0}]"#,
      #"[{"path":["a"],"value":"long enough"},{"path":["b"],"same":2}]"#,
      #"[{"path":["a"],"value":"long enough"},{"path":["b"],"same":0,"value":1}]"#,
    ] {
      let text = #"{"changes":"# + changes + #","type":"update","version":2}"#
      #expect(TableCoding.message(ServerMessage.self, from: text) == nil, "\(changes)")
    }
  }

  /// Every board a whole race sends, written from the view's JSON value, is the text its
  /// message encodes to.
  @Test func everyBoardSentIsTheTextItsMessageEncodesTo() throws {
    let (table, players) = try TableHarness.raceOfFour(seed: 5)
    table.playSetRaceToTheEnd(players)
    table.send(.newGame, from: players[0])
    for player in players {
      let boards = (table.sent[player] ?? []).filter { $0.contains(#""type":"board""#) }
      // The waiting table (but for the last to join), the first deal and the next.
      #expect(boards.count == (player == players.last ? 2 : 3))
      for text in boards {
        let message = try #require(TableCoding.message(ServerMessage.self, from: text))
        #expect(TableCoding.text(of: message) == text)
      }
    }
  }
}
