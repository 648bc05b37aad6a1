import Foundation
import Testing

/// The help on the real program, written from the chooser's key map.
@Suite("Help in tmux", .serialized)
struct HelpInTmuxTests {
  @Test("? in the chooser lists its keys (e, +, b and Esc among them), then the app's")
  func chooserHelp() throws {
    let app = try MemorizeInTmux(arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1"])
    defer { app.close() }
    _ = try app.waitForDealtBoard(cards: 8)
    try app.tmux.press(["t"])
    try app.tmux.waitUntil("the chooser") { $0.lines.first == " Memorize · choose a theme" }
    try app.tmux.press(["?"])
    let expected = [
      "↑, ↓, k, j                 move through the themes",
      "Space, Enter               play in this theme (the game goes on)",
      "r                          restyle: keep the game, new emoji",
      "e                          edit this theme",
      "+, a                       add a theme",
      "*                          new game on a random theme",
      "b                          bring back deleted built-in themes",
      "p                          players: people and computer opponents",
      "n                          new game on this theme",
      "Esc, Backspace             back to the game",
      "Score                      match +2; −1 per mismatched card turned up again",
      "Tab, Shift-Tab, 1, 2, 3, 4 switch section",
      "?, F1                      help",
      "o                          reduced motion on/off (now off)",
      "u                          take back a new game or a deleted theme",
      "Ctrl-Z                     suspend (fg in the shell resumes)",
      "q, Q, Ctrl-C               quit (games are saved)",
      "Mouse                      click a card, tab or button",
      "",
      "Other keys close · Ctrl-C quit",
    ]
    let lines = try app.tmux.waitForScreen("the whole help box") { screen -> [String]? in
      guard let top = screen.lines.firstIndex(where: { $0.contains("╭─ Help ─") }),
        let bottom = screen.lines.lastIndex(where: { $0.contains("╰") }), bottom > top
      else { return nil }
      let inside = screen.lines[(top + 1)..<bottom].map { line in
        String(line.drop { $0 != "│" }.dropFirst().prefix { $0 != "│" })
          .trimmingCharacters(in: .whitespaces)
      }
      return inside == expected ? inside : nil
    }
    #expect(lines == expected)
    // Any key closes it; Esc, named in it, then takes the chooser back to the game.
    try app.tmux.press(["Space"])
    try app.tmux.waitUntil("the help closed") { !$0.description.contains("╭─ Help") }
    try app.tmux.press(["Escape"])
    try app.tmux.waitUntil("back to the game") {
      $0.lines.first?.hasPrefix(" Memorize · Animals") == true
    }
  }

  /// Issue 23: the help said "quit (games are saved)" while another memorize held the data
  /// folder and this one saved nothing ("Saving off").
  @Test("? says quitting saves nothing while another memorize is the one saving")
  func helpWhileSavingIsOff() throws {
    let folder = try TemporaryFolder()
    let writer = try LineConversation(
      try Executables.memorize(), ["--plain", "--theme", "animals", "--pairs", "4"],
      environment: folder.programEnvironment(term: "dumb"), in: folder)
    defer {
      writer.send("quit")
      _ = try? writer.waitForExit()
    }
    _ = try writer.readLines(through: { $0.hasPrefix("Score") })
    let app = try MemorizeInTmux(
      arguments: ["--theme", "animals", "--pairs", "4", "--seed", "1"], folder: folder)
    defer { app.close() }
    try app.tmux.waitUntil("saving off") { $0.lines.first?.contains("Saving off") == true }
    try app.tmux.press(["?"])
    let quit = try app.tmux.waitForScreen("the quit line") { screen in
      screen.lines.first { $0.contains("q, Q, Ctrl-C") }
    }
    #expect(quit.contains("q, Q, Ctrl-C               quit (saving is off)"), "\(quit)")
    #expect(!quit.contains("games are saved"))
  }
}
