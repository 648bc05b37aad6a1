import Foundation
import Testing

/// The rough edges a player meets, checked on the real program in tmux.
@Suite("Play feel in tmux", .serialized)
struct PlayFeelTests {
  /// How many cards each row of the board holds, top to bottom.
  private func rowCounts(_ frames: [CellRect]) -> [Int] {
    var counts: [Int: Int] = [:]
    for frame in frames { counts[frame.y, default: 0] += 1 }
    return counts.keys.sorted().compactMap { counts[$0] }
  }

  @Test(
    "16 cards lie in balanced rows, never with a lonely last row",
    arguments: [(80, 24, [8, 8]), (200, 60, [8, 8]), (60, 30, [4, 4, 4, 4])])
  func balancedBoard(width: Int, height: Int, rows: [Int]) throws {
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "8", "--seed", "1"], width: width,
      height: height)
    defer { app.close() }
    let frames = try app.waitForDealtBoard(cards: 16)
    #expect(rowCounts(frames) == rows)
    #expect(Set(frames.map(\.width)).count == 1, "every card the same size")
  }
}
