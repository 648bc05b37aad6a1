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
