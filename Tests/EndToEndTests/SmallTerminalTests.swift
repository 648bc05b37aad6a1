import Foundation
import Testing

/// A small terminal on the real program in tmux: everything a player needs is on the screen,
/// whatever else the screen has to show.
@Suite("A small terminal in tmux", .serialized)
struct SmallTerminalTests {
  @Test(
    "At 40×15 a notice line under the board leaves every card whole: 9 + 9 + 8, not 8 + 8 + 8 + 2")
  func noticeLeavesTheBoardWhole() throws {
    // LANG=C: the notice that cards show letters for emoji takes the line above the tabs.
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "13", "--seed", "1", "--reduce-motion"],
      width: 40, height: 15, environment: ["LANG": "C"])
    defer { app.close() }
    let top = "  +--+" + String(repeating: "+--+", count: 8)
    let middle = "  |  |" + String(repeating: "|  |", count: 8)
    let short = (
      "  +--+" + String(repeating: "+--+", count: 7), "  |  |" + String(repeating: "|  |", count: 7)
    )
    let board = [
      "  +==+" + String(repeating: "+--+", count: 8), middle, top, "",
      top, middle, top, "",
      short.0, short.1, short.0,
      " [< Themes] [New game]",
    ]
    try app.tmux.waitUntil("the whole board above the buttons") { screen in
      screen.lines.count == 15 && Array(screen.lines[1...12]) == board
        && screen.lines[13].hasPrefix(" ! ")
    }
  }
}
