import Memorize
import TerminalKit

/// The keys a joined screen tells of: its help's lines, and a race's hints in the foot.
extension JoinedScreen {
  /// The help's lines: the game's keys as the table answers them and its rules (how Memorize
  /// scores), then the screen's (quitting leaves the table, whose seat waits; a watcher has
  /// none), then the mouse (no tabs here).
  var helpLines: [HelpLine] {
    let leave = link.table.quitAction
    let own = keyMap.map { command in
      command.action == .quit ? HelpLine(keys: command.keys, action: leave) : command.helpLine
    }
    // The board binds only the keys it answers now (no `i` at a race, which gives no hints).
    // At a race the help says what the foot says of its keys, for the player's seat: `d` asks
    // for three more cards there (the key table's words), where alone it deals them.
    let raceWords =
      raceHints.isEmpty
      ? [] : KeyTable.tableRaceFoot.map { (keys: KeyCommand<Void>($0) { _ in }.keys, $0.action) }
    let board = (section?.keyMap ?? []).map { command in
      raceWords.first { $0.keys == command.keys }
        .map { HelpLine(keys: command.keys, action: Labels.describe($0.1)) } ?? command.helpLine
    }
    let seats = link.table.view?.seats.count ?? 1
    let rules = link.table.game.map { Labels.helpRules(of: $0, seats: seats) } ?? []
    return board + rules.map { HelpLine(keys: $0.name, action: $0.rule) } + own
      + [HelpLine(keys: Labels.mouse, action: Phrases.Table.mouseActionAtTable)]
  }

  /// The foot's hints of the keys a race gives the player's seat (" s call Set! ", " d ask for
  /// more "), each with what a click on it does, while the game on screen answers them: a
  /// race under way, the player seated. Empty otherwise: once the race is over neither acts
  /// (each still says why, on the board's row).
  var raceHints: [(text: String, target: ScreenTarget)] {
    guard section?.keyMap.contains(where: { $0.action == .callSetAtTable }) == true,
      let seat = link.table.callingSeat, door.board(of: .set)?.ending == nil
    else { return [] }
    return KeyTable.tableRaceFoot.map { line in
      let target: ScreenTarget =
        line.action == .callSetAtTable ? .button(.callSet(seat: seat)) : .button(.dealThreeMore)
      return (" " + line.footerItem + " ", target)
    }
  }
}
