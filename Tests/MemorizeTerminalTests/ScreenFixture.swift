import CardGames
import Foundation
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// The two terminal sizes every screen is snapshotted at: the VT100 default and a big window.
enum ScreenSize: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case small = "80x24"
  case large = "160x48"

  var size: TerminalSize {
    switch self {
    case .small: TerminalSize(width: 80, height: 24)
    case .large: TerminalSize(width: 160, height: 48)
    }
  }

  var testDescription: String { rawValue }
}

/// An app whose files live in a temporary folder, a clock that moves only by hand, and the
/// screen that draws them, with helpers to draw, type and click like the session loop does.
final class ScreenFixture {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("memorize-screen-\(UUID().uuidString)")
  let clock: ManualTimeSource
  let app: AppModel
  let screen: MemorizeScreen
  private(set) var size: TerminalSize

  /// - Parameters:
  ///   - themesFile: bytes written to `themes.json` before the app starts (to test bad files).
  ///   - stateFile: bytes written to `state.json` before the app starts.
  ///   - prepare: runs on the app before the screen is made (as the command line's options do).
  init(
    _ size: TerminalSize = ScreenSize.small.size, profile: ColorProfile = .trueColor,
    charset: TerminalCharset = .utf8, animates: Bool = false, seed: UInt64 = 7,
    themesFile: String? = nil, stateFile: String? = nil,
    prepare: (AppModel) -> Void = { _ in }
  ) {
    clock = ManualTimeSource()
    let locations = StorageLocations(
      configDirectory: root.appendingPathComponent("config"),
      dataDirectory: root.appendingPathComponent("data"))
    if let themesFile {
      try? FileManager.default.createDirectory(
        at: locations.configDirectory, withIntermediateDirectories: true)
      try? Data(themesFile.utf8).write(to: locations.themesFile)
    }
    if let stateFile {
      try? FileManager.default.createDirectory(
        at: locations.dataDirectory, withIntermediateDirectories: true)
      try? Data(stateFile.utf8).write(
        to: locations.dataDirectory.appendingPathComponent("state.json"))
    }
    // A fixed wall-clock date, so the name a corrupt file is kept under never changes.
    app = AppModel(
      locations: locations, timeSource: clock, seed: seed,
      now: Date(timeIntervalSince1970: 1_800_000_000))
    prepare(app)
    screen = MemorizeScreen(
      app: app, colorProfile: profile, charset: charset, timeSource: clock, animates: animates)
    self.size = size
    screen.resized(to: size)
  }

  convenience init(
    _ screenSize: ScreenSize, profile: ColorProfile = .trueColor, animates: Bool = false,
    seed: UInt64 = 7, prepare: (AppModel) -> Void = { _ in }
  ) {
    self.init(
      screenSize.size, profile: profile, animates: animates, seed: seed, prepare: prepare)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  // MARK: - Drawing

  /// Tells the screen the terminal has a new size, as the session does on SIGWINCH.
  func resize(to newSize: TerminalSize) {
    size = newSize
    screen.resized(to: newSize)
  }

  /// Draws one frame into a blank buffer of the current size.
  @discardableResult
  func draw() -> CellBuffer {
    var buffer = CellBuffer(size: size)
    screen.draw(into: &buffer)
    return buffer
  }

  /// The next frame as snapshot text.
  func snapshot(styles: Bool = false) -> String {
    draw().snapshotText(styles: styles)
  }

  // MARK: - Input

  /// Sends one key press, then draws (the session redraws after every event).
  @discardableResult
  func press(_ key: Key, _ modifiers: KeyModifiers = []) -> LoopAction {
    let action = screen.handle(.key(KeyPress(key, modifiers: modifiers)))
    draw()
    return action
  }

  /// Types each character as its own key press.
  func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// A left click at `point`, then a redraw.
  @discardableResult
  func click(at point: Point) -> LoopAction {
    let action = screen.handle(.mouse(MouseEvent(.press(.left), x: point.x, y: point.y)))
    draw()
    return action
  }

  /// Draws, then clicks in the middle of where `target` was drawn.
  func click(_ target: ScreenTarget, sourceLocation: SourceLocation = #_sourceLocation) throws {
    draw()
    let rect = try #require(
      screen.hits.rect(of: target), "\(target) is not on screen", sourceLocation: sourceLocation)
    click(at: Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2))
  }

  // MARK: - Playing

  /// The Memorize game in progress.
  var memorize: EmojiMemoryGame {
    get throws { try #require(app.memorize) }
  }

  /// Chooses the Memorize card at `index` and draws, as a click or Space would.
  func choose(_ index: Int) throws {
    let game = try memorize
    game.choose(game.cards[index])
    draw()
  }

  /// The index of the other card with the same emoji as card `index`.
  func twin(of index: Int) throws -> Int {
    let cards = try memorize.cards
    return try #require(
      cards.indices.first { $0 != index && cards[$0].content == cards[index].content })
  }

  /// Matches every pair of the Memorize game, `secondsPerMove` apart, so it ends.
  func finishMemorize(secondsPerMove: Double = 1) throws {
    let game = try memorize
    while !game.isOver {
      let first = try #require(game.cards.indices.first { !game.cards[$0].isMatched })
      let second = try twin(of: first)
      for index in [first, second] {
        clock.advance(by: secondsPerMove)
        game.choose(game.cards[index])
      }
    }
    draw()
  }

  /// Plays Matchismo until no match is left: a known card that goes with the one chosen (or
  /// with another known) where there is one, else a card not seen yet.
  func finishMatchismo() throws {
    var known: [Int: (rank: String, suit: String)] = [:]
    for _ in 0..<2_000 {
      guard let board = app.board(of: .matchismo), !board.isOver else { break }
      for card in board.cards {
        if case .playing(let rank, let suit, _, _)? = card.face { known[card.id] = (rank, suit) }
      }
      let open = board.cards.filter { !$0.isMatched }
      func goesWith(_ a: Int, _ b: Int) -> Bool {
        guard a != b, let x = known[a], let y = known[b] else { return false }
        return x.rank == y.rank || x.suit == y.suit
      }
      let next: Int?
      if let selected = open.first(where: \.isSelected) {
        next =
          open.first { goesWith(selected.id, $0.id) }?.id
          ?? open.first { known[$0.id] == nil && $0.id != selected.id }?.id
      } else {
        next =
          open.first { card in open.contains { goesWith(card.id, $0.id) } }?.id
          ?? open.first { known[$0.id] == nil }?.id
      }
      guard let id = next else { break }
      app.send(.choose(cardID: id))
    }
    try #require(app.board(of: .matchismo)?.isOver == true, "Matchismo did not end")
    draw()
  }

  /// Plays Set to the end by following the hint, dealing more when there is no set on the table.
  func finishSet(secondsPerMove: Double = 1) throws {
    let game = app.set
    var moves = 0
    while !game.isOver {
      moves += 1
      try #require(moves < 200, "Set did not end")
      clock.advance(by: secondsPerMove)
      game.hint()
      let hinted = game.hintedCardIDs
      if hinted.isEmpty {
        game.dealThreeMore()
        continue
      }
      for id in hinted {
        let card = try #require(game.cardsInPlay.first { $0.id == id })
        game.choose(card)
      }
    }
    draw()
  }
}
