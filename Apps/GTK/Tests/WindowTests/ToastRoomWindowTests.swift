import Foundation
import Memorize
import Testing

extension WindowTests {
  /// Issue 23's play-testers, at 1280 × 900 and at 500 × 420: a toast covered Play Again on
  /// the ending and the last row of cards (and Set's Deal 3 More) while it showed, for up to
  /// 10 s, taking the clicks meant for them. A toast never lies over a card, a button of the
  /// game or the status line: where the room under the cards is too small, the window's
  /// content makes way for it at the foot.
  @Suite("A toast hides nothing the player needs")
  struct ToastRoom {
    static let sizes = [[1280, 900], [500, 420]]

    /// Whether two rectangles share any point inside both.
    static func overlap(_ a: LayoutReport.Rect, _ b: LayoutReport.Rect) -> Bool {
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    /// The toast showing clear of every rectangle of `needed`, each named.
    static func expectClear(
      _ toast: LayoutReport.Rect, of needed: [(String, LayoutReport.Rect?)]
    ) {
      for case (let name, let rect?) in needed {
        #expect(!overlap(toast, rect), "toast \(toast) over \(name) \(rect)")
      }
    }

    /// A toast (the primary menu's Restore Built-in Themes says that every one is there) over
    /// a game's ending, at the play-testers' sizes: Play Again and the status line stay clear.
    @Test(arguments: [EndedGame.memorize, .set], sizes)
    func overAnEnding(game: EndedGame, size: [Int]) throws {
      let home = try homeWhereGameIsOver(game)
      let app = try RunningApp([], home: home)
      _ = try app.layout { $0.endingPlayAgain != nil }
      try app.resize(width: size[0], height: size[1])
      _ = try app.layout {
        $0.width == size[0] - 10 && $0.isSettled && $0.endingPlayAgain != nil
      }
      try app.chooseFromPrimaryMenu(["Down", "Down"])
      let shown = try app.layout {
        !$0.toasts.isEmpty && $0.isSettled && $0.endingPlayAgain != nil
      }
      let toast = shown.toasts[0]
      #expect(toast.y + toast.height <= shown.height, "inside the window: \(toast)")
      Self.expectClear(
        toast,
        of: [
          ("Play Again", shown.endingPlayAgain), ("the status line", shown.status),
          ("Deal 3 More", shown.setDeal), ("Hint", shown.setHint),
        ])
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }

    /// A toast during play, at the play-testers' sizes: every card, the game's buttons and
    /// the status line stay clear.
    @Test(arguments: [EndedGame.memorize, .set], sizes)
    func overAGame(game: EndedGame, size: [Int]) throws {
      let arguments =
        game == .set ? ["--game", "set", "--seed", "3"] : ["--seed", "3", "--theme", "Halloween"]
      let app = try RunningApp(arguments)
      try app.resize(width: size[0], height: size[1])
      _ = try app.layout {
        $0.width == size[0] - 10 && $0.isSettled && !($0.cards.isEmpty && $0.setCards.isEmpty)
      }
      try app.chooseFromPrimaryMenu(["Down", "Down"])
      let shown = try app.layout { !$0.toasts.isEmpty && $0.isSettled }
      let toast = shown.toasts[0]
      let cards = shown.cards + shown.setCards.map(\.rect)
      #expect(!cards.isEmpty)
      #expect(toast.y + toast.height <= shown.height, "inside the window: \(toast)")
      Self.expectClear(
        toast,
        of: cards.enumerated().map { ("card \($0.offset + 1)", $0.element) } + [
          ("the status line", shown.status), ("Deal 3 More", shown.setDeal),
          ("Set's Hint", shown.setHint), ("Hint", shown.hint),
          ("Players", shown.playersButton),
        ])
      try app.key("ctrl+q")
      #expect(app.waitForExit() == 0)
    }
  }
}
