import CardGames
import Foundation
import TerminalKit
import TerminalTestSupport
import Testing

@testable import Memorize
@testable import MemorizeTerminal

/// A watcher's buttons on the full screen: the table sends them off (the door no longer turns
/// them off a second time), and the screen draws them so.
@Suite struct JoinedWatcherButtonsTests {
  /// The screen's text, drawn on a terminal without dim (a vt100), where a button that is off
  /// loses its brackets.
  static func text(of screen: JoinedScreen) -> String {
    var buffer = CellBuffer(size: TerminalSize(width: 120, height: 40))
    screen.draw(into: &buffer)
    return buffer.snapshotText()
  }

  @Test func aWatchersButtonsAreDrawnOffWhereASeatsAreOn() throws {
    let bench = try JoinedTableBench(game: .matchismo)
    let watcher = TableLink(
      table: JoinedTable(code: "BLUE-42", name: "Cy", language: .english, watch: true),
      address: TableAddress(host: "127.0.0.1", port: 1), savedSeats: nil, clock: bench.clock)
    let watching = JoinedScreen(link: watcher, colorProfile: .none, showsDim: false) { _ in }
    bench.host.open(3)
    let outputs = bench.host.receive(watcher.table.helloText, from: 3)
    bench.deliver(outputs)
    for output in outputs where output.connection == 3 { _ = watcher.take(text: output.text) }
    let buttons = try #require(watcher.table.view?.board?.buttons)
    #expect(buttons.allSatisfy { !$0.isEnabled })
    let watched = Self.text(of: watching)
    #expect(buttons.contains { watched.contains(" \($0.title) ") }, "\(watched)")
    #expect(!buttons.contains { watched.contains("[\($0.title)]") }, "\(watched)")
    // Ana's seat, on the same terminal: the buttons the game offers her are on, bracketed.
    let playing = JoinedScreen(link: bench.link, colorProfile: .none, showsDim: false) { _ in }
    let seat = Self.text(of: playing)
    #expect(buttons.contains { seat.contains("[\($0.title)]") }, "\(seat)")
  }
}
