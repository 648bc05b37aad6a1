import Foundation
import Testing

@testable import Memorize

/// The seats a player holds at shared tables, kept on disk between runs.
@Suite struct SavedSeatsTests {
  @Test func aSeatIsKeptPrivatelyPerTableAndNameAndForgotten() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let seats = SavedSeats(
      locations: StorageLocations(
        configDirectory: folder.url.appendingPathComponent("config"),
        dataDirectory: folder.url.appendingPathComponent("data")))
    let here = try #require(TableAddress("127.0.0.1:7077"))
    let there = try #require(TableAddress("[::1]:7077"))
    #expect(seats.token(at: here, code: "blue-42", name: "Ana") == nil)
    try seats.remember("token-a", at: here, code: "blue-42", name: "Ana")
    try seats.remember("token-b", at: here, code: "BLUE 42", name: "Ben")
    // The code as the table compares it; the name whatever its case.
    #expect(seats.token(at: here, code: "BLUE-42", name: "Ana") == "token-a")
    #expect(seats.token(at: here, code: "blue42", name: "ana") == "token-a")
    #expect(seats.token(at: here, code: "blue42", name: "Ben") == "token-b")
    #expect(seats.token(at: there, code: "blue-42", name: "Ana") == nil)
    #expect(seats.token(at: here, code: "blue-43", name: "Ana") == nil)
    let file = seats.file(at: here, code: "blue-42", name: "Ana").url
    var status = stat()
    #expect(stat(file.path, &status) == 0)
    #expect(status.st_mode & 0o777 == 0o600)
    #expect(
      try String(contentsOf: file, encoding: .utf8) == """
        {
          "address" : "127.0.0.1:7077",
          "code" : "BLUE42",
          "name" : "Ana",
          "token" : "token-a",
          "version" : 1
        }
        """)
    seats.forget(at: here, code: "blue-42", name: "Ana")
    #expect(seats.token(at: here, code: "blue-42", name: "Ana") == nil)
    #expect(seats.token(at: here, code: "blue-42", name: "Ben") == "token-b")
  }

  /// Issue 23: the host's own face (`memorize-table --play`) saved its seat under the host's
  /// login name, so `memorize --join` from the same account under that name (the default)
  /// came with the host's token, took the host's seat and dropped the host — closing the
  /// table. The host's face neither reads nor writes a saved seat; another face still does.
  @Test func theHostsOwnFaceKeepsNoSeatOnDisk() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let environment = [
      "HOME": folder.url.path, "XDG_DATA_HOME": folder.url.appendingPathComponent("data").path,
      "USER": "ana",
    ]
    let address = try #require(TableAddress("127.0.0.1:7077"))
    let seats = SavedSeats(locations: .standard(environment: environment))
    try seats.remember("old-token", at: address, code: "K7QM-2PXA", name: "ana")
    let options = try LaunchArguments.parse(
      ["--join", "127.0.0.1:7077", "--code", "K7QM-2PXA"], for: .terminal)
    let player = TableLink.make(options: options, address: address, environment: environment)
    #expect(player.table.seatToken == "old-token")
    var hostsEnvironment = environment
    hostsEnvironment[TableLink.inviteVariable] = "Join with: memorize --join …"
    let host = TableLink.make(options: options, address: address, environment: hostsEnvironment)
    #expect(host.table.seatToken == nil)
    #expect(host.table.hello.seatToken == nil)
    // Welcomed at seat 1, the host's face keeps the token in memory only.
    seats.forget(at: address, code: "K7QM-2PXA", name: "ana")
    let welcome = ServerMessage.welcome(
      ServerMessage.Welcome(
        protocolVersion: TableProtocol.version, table: "K7QM-2PXA", game: .memorize, seat: 0,
        seatToken: "host-token"))
    #expect(host.take(text: TableCoding.text(of: welcome)) == nil)
    #expect(host.table.seatToken == "host-token")
    #expect(seats.token(at: address, code: "K7QM-2PXA", name: "ana") == nil)
    #expect(player.take(text: TableCoding.text(of: welcome)) == nil)
    #expect(seats.token(at: address, code: "K7QM-2PXA", name: "ana") == "host-token")
  }

  @Test func aDamagedSeatFileIsKeptAsideAndNoSeatIsResumed() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let seats = SavedSeats(
      locations: StorageLocations(
        configDirectory: folder.url.appendingPathComponent("config"),
        dataDirectory: folder.url.appendingPathComponent("data")))
    let here = try #require(TableAddress("127.0.0.1:7077"))
    let file = seats.file(at: here, code: "X", name: "Ana").url
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{not json".utf8).write(to: file)
    #expect(seats.token(at: here, code: "X", name: "Ana") == nil)
    let kept = try FileManager.default.contentsOfDirectory(atPath: seats.folder.path)
    #expect(kept.count == 1)
    #expect(kept.first?.hasPrefix(file.lastPathComponent + ".corrupt-") == true)
    // A file of another seat under this one's name says nothing of this seat.
    try Data(
      #"{"version":1,"address":"127.0.0.1:7077","code":"Y","name":"Ana","token":"t"}"#.utf8
    ).write(to: file)
    #expect(seats.token(at: here, code: "X", name: "Ana") == nil)
  }
}
