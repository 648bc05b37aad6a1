import Foundation
import Testing

/// The header of a local game of several on the real full screen (`--players`), at 40 and 60
/// columns, in English and Chinese: each seat's pairs keep their letter ("0p 0") wherever the
/// row holds it, the counts alone ("0·0") only where nothing else fits, and a computer's whole
/// name where it fits (issue 23, editor-54: "Ana: 0·−1" at 40 columns for two seats, "CPU"
/// where "Computer (good)" fitted). The title gives way in one order at every width, after the
/// long units and before the points' unit (pt-54a 7), and does not come back beside shorter
/// counts.
@Suite("The seats' header in tmux", .serialized)
struct SeatHeaderInTmuxTests {
  static let cases: [(String, Int, String, String)] = [
    ("en", 40, "Ana,Ben", " ▶Ana: 0p 0pts    Ben: 0p 0pts"),
    ("en", 40, "Ana,Ben,Cy", " ▶Ana: 0p 0    Ben: 0p 0    Cy: 0p 0"),
    ("en", 40, "Ana,Ben,Cy,Dee", "▶Ana: 0·0 Ben: 0·0 Cy: 0·0 Dee: 0·0"),
    ("en", 40, "Ana,computer good", " ▶Ana: 0p 0    Computer (good): 0p 0"),
    ("en", 60, "Ana,Ben", " Memorize · Animals   ▶Ana: 0p 0pts    Ben: 0p 0pts"),
    ("en", 60, "Ana,Ben,Cy", " Animals   ▶Ana: 0p 0pts    Ben: 0p 0pts    Cy: 0p 0pts"),
    ("en", 60, "Ana,Ben,Cy,Dee", " ▶Ana: 0p 0    Ben: 0p 0    Cy: 0p 0    Dee: 0p 0"),
    ("zh", 40, "Ana,Ben", " ▶Ana：0 对 0 分    Ben：0 对 0 分"),
    ("zh", 40, "Ana,Ben,Cy", " ▶Ana：0·0    Ben：0·0    Cy：0·0"),
    ("zh", 40, "Ana,Ben,Cy,Dee", "▶Ana：0·0 Ben：0·0 Cy：0·0 Dee：0·0"),
    ("zh", 40, "Ana,computer good", " ▶Ana：0 对 0    电脑（高手）：0 对 0"),
    // The long units give way before the clock (term-56), though the clock does not fit here.
    ("zh", 60, "Ana,Ben", " 记忆翻牌 · 动物   ▶Ana：0 对 0 分    Ben：0 对 0 分"),
    ("zh", 60, "Ana,Ben,Cy", " ▶Ana：0 对 0 分    Ben：0 对 0 分    Cy：0 对 0 分"),
    ("zh", 60, "Ana,Ben,Cy,Dee", " ▶Ana：0·0    Ben：0·0    Cy：0·0    Dee：0·0"),
  ]

  @Test("2, 3 and 4 seats at 40 and 60 columns, in English and Chinese", arguments: cases)
  func header(language: String, width: Int, players: String, expected: String) throws {
    let environment =
      language == "zh" ? ["LANG": "zh_CN.UTF-8", "LC_ALL": "zh_CN.UTF-8"] : [:]
    let app = try MemorizeInTmux(
      arguments: [
        "--theme", "animals", "--pairs", "8", "--seed", "3", "--players", players,
        "--reduce-motion",
      ], width: width, height: 15, environment: environment)
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 16)
    try app.tmux.waitUntil("the header: '\(expected)'") { screen in
      screen.lines.first.map { String($0.reversed().drop { $0 == " " }.reversed()) } == expected
    }
  }

  /// Issue 23 (term-56): a game of two at 80×24 had no clock; the clock gave way before the
  /// seats' long units ("0 pairs, 0 pts") did. It gives way after them.
  @Test("Two seats at 80×24 keep the clock beside the counts' middle form")
  func twoSeatsAt80KeepTheClock() throws {
    let app = try MemorizeInTmux(
      arguments: [
        "--theme", "animals", "--pairs", "8", "--seed", "3", "--players", "Ana,computer good",
        "--reduce-motion",
      ], width: 80, height: 24)
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 16)
    let seats = " Memorize · Animals   ▶Ana: 0p 0pts    Computer (good): 0p 0pts   Time "
    try app.tmux.waitUntil("the header: '\(seats)0:00'") { screen in
      guard
        let header = screen.lines.first.map({ String($0.reversed().drop { $0 == " " }.reversed()) })
      else { return false }
      return header.hasPrefix(seats)
        && header.dropFirst(seats.count).wholeMatch(of: #/\d:\d\d/#) != nil
    }
  }
}
