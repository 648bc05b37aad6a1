extension Phrases {
  /// What a shared table says: to a client that joins, to a player whose message it cannot
  /// take, and of its seats.
  public enum Table {
    /// A message that is not one of the protocol's.
    public static var malformed: String {
      localized("The table could not read that message; nothing changed.")
    }

    /// A client of another protocol version.
    public static func otherProtocol(client: Int, table: Int) -> String {
      localized(
        "This table speaks protocol version {table} and your memorize speaks version {client}: use the same release on both sides.",
        ["table": "\(table)", "client": "\(client)"])
    }

    /// A hello naming a table this server does not hold.
    public static func noSuchTable(_ code: String) -> String {
      localized("There is no table “{code}” here: check the code.", ["code": code])
    }

    /// A message before the hello, or a second hello.
    public static var outOfOrder: String {
      localized("Say hello once, first; the table ignored that message.")
    }

    /// A message numbered as one already taken.
    public static var replayed: String {
      localized("That message came twice; the table took it once.")
    }

    /// A seat token that is no seat's.
    public static var unknownSeat: String {
      localized("That seat is not at this table any more: join again without it.")
    }

    /// The seat was taken over by a newer connection with its token.
    public static var replaced: String {
      localized("You joined this table again from somewhere else; this connection is closed.")
    }

    /// A player joining a table whose seats are taken.
    public static var tableIsFull: String {
      localized("Every seat is taken: you are watching.")
    }

    /// A player joining by the name of someone seated at a table whose seats are taken: the
    /// seat stays theirs (a seat is taken back with the command shown as its player left).
    public static func nameIsSeated(_ name: String) -> String {
      localized("{name} is already seated: you are watching.", ["name": name])
    }

    /// A watcher who tried to play.
    public static var youAreWatching: String {
      localized("You are watching this table; take a free seat to play.")
    }

    /// A watcher who tried to play at a table with no free seat, and why a watcher's buttons do
    /// nothing.
    public static var watchersDoNotPlay: String {
      localized("You are watching this table: only its players play.")
    }

    /// A watcher's refusal after whose turn it is, which the line it takes said: "Ana to move.
    /// You are watching this table: only its players play." (pt-54a 2: it hid the turn until
    /// the next move).
    static func refusal(_ reason: String, afterTurn turn: String) -> String {
      if let last = turn.last, ".!?…。！？".contains(last) {
        // Translators: a watcher's refusal at a shared table, after whose turn it is, where
        // that ends a sentence itself ("Computer (good) is thinking… You are watching this
        // table: only its players play.").
        return localized("{turn} {refusal}", ["turn": turn, "refusal": reason])
      }
      // Translators: a watcher's refusal at a shared table, after whose turn it is, which the
      // refusal's line said before ("Ana to move. You are watching this table: only its
      // players play.").
      return localized("{turn}. {refusal}", ["turn": turn, "refusal": reason])
    }

    /// What a watcher is told where a player reads how to play again, at the end of a game.
    public static var watcherPlaysNext: String {
      localized("You are watching: take a free seat to play the next game.")
    }

    /// A player who asked for a seat while holding one.
    public static var youHaveASeat: String { localized("You already have a seat at this table.") }

    /// A seat asked for that someone holds.
    public static var seatIsTaken: String { localized("Someone sits there already.") }

    /// A move before every seat is filled.
    public static var notStarted: String {
      localized("The game starts when every seat is taken.")
    }

    /// The log's entry for the moment the last seat was taken, after the lines that waited
    /// for it.
    public static var everyoneIsSeated: String {
      localized("Everyone is seated: the game starts.")
    }

    /// What a table's log says to a person whose connection closed for longer than the grace
    /// (``TableSetup/leaveGrace``), on their own screen: where the others read "Ana left; their
    /// seat waits for them.".
    static var youLeft: String { localized("You left; your seat waits for you.") }

    /// What a table's log says to a person back after ``youLeft``, on their own screen: where
    /// the others read "Ana is back.".
    static var youAreBack: String { localized("You are back.") }

    /// Another player's turn at Memorize.
    public static func notYourTurn(_ name: String) -> String {
      localized("It is {name}'s turn.", ["name": name])
    }

    /// A new game asked for while the game at a shared table is on.
    public static var gameIsOn: String {
      localized("The game is still on: a new one can start when it ends.")
    }

    /// A new game asked for while the game at a shared table of `game` is on, in the words of
    /// its button: Matchismo redeals (its [Redeal]), the others start a new game.
    public static func gameIsOn(at game: Section) -> String {
      guard game == .matchismo else { return gameIsOn }
      return localized("The game is still on: you can redeal when it ends.")
    }

    /// An intent that a shared table does not take (themes, players, undo).
    public static var notAtSharedTable: String {
      localized("Not at a shared table: the host sets up the game.")
    }

    /// The button of a watcher's page that takes a free seat, numbered from 1.
    public static func takeSeat(_ number: Int) -> String {
      localized("Take seat {seat}", ["seat": number])
    }

    /// A restyle with a theme that has fewer emoji than the pairs dealt.
    public static func themeTooSmall(_ theme: String) -> String {
      localized(
        "{theme} has too few emoji for the pairs on the table.", ["theme": theme])
    }

    /// The note to the others at a table when a player restyles the game.
    public static func restyled(by name: String, theme: String) -> String {
      localized("{name} restyled the game with {theme}.", ["name": name, "theme": theme])
    }

    /// A claim for cards someone else took first.
    public static func lostRace(winner: String, by seconds: Double) -> String {
      let milliseconds = max(0, Int((seconds * 1000).rounded()))
      return localized(
        "{name} was first, by {milliseconds} ms.",
        ["name": winner, "milliseconds": "\(milliseconds)"])
    }

    /// A Set claim that does not name three cards.
    public static var claimThreeCards: String {
      localized("A claim names three cards on the table.")
    }

    /// What the table waits for before the game starts.
    public static func waiting(for count: Int, code: String) -> String {
      localizedPlural(
        "Waiting for {count} more player: join with the code {code}",
        "Waiting for {count} more players: join with the code {code}", count: count,
        ["code": code])
    }

    /// ``waiting(for:code:)`` in fewer words, for a line short of room: "Waiting for 1 more: code
    /// DOGS1".
    public static func waitingBriefly(for count: Int, code: String) -> String {
      localizedPlural(
        "Waiting for {count} more: code {code}", "Waiting for {count} more: code {code}",
        count: count, ["code": code])
    }

    /// The table's code alone, for a line with room for nothing else: "Code DOGS1".
    public static func tableCode(_ code: String) -> String {
      localized("Code {code}", ["code": code])
    }

    /// Who sits at the table, then what it waits for, on one line: "At the table: Ana, Free
    /// seat · Waiting for 1 more: code DOGS1".
    public static func together(_ seats: String, _ waiting: String) -> String {
      // Translators: who sits at the table, then what the table waits for, on one line.
      localized("{seats} · {waiting}", ["seats": seats, "waiting": waiting])
    }

    /// A seat nobody took yet.
    public static var freeSeat: String { localized("Free seat") }

    /// A message from the table this memorize cannot read: the two do not speak alike.
    public static var unreadableTable: String {
      localized("The table sent something this memorize cannot read; the connection is closed.")
    }

    /// Who sits at the table, and how many watch: "At the table: Ana, Ben (away), Free seat;
    /// 1 watching". The watchers follow a semicolon, not brackets of their own, so that a last
    /// seat away does not read "Ben (away) (1 watching)".
    public static func seatsLine(_ seats: [String], watchers: Int) -> String {
      guard watchers > 0 else { return localized("At the table: {seats}", ["seats": list(seats)]) }
      return localizedPlural(
        "At the table: {seats}; {count} watching", "At the table: {seats}; {count} watching",
        count: watchers, ["seats": list(seats)])
    }

    /// What `claim N N N` does.
    public static var claimSummary: String {
      localized("claims the cards at those places are a set; the first claim the table gets wins")
    }

    /// What `set` does at a shared table.
    public static var callSummary: String {
      localized("calls Set!, then choose three cards before the time runs out")
    }

    /// What `new` does at a shared table.
    public static var rematchSummary: String {
      localized("deals a new game at the same table, once this one is over")
    }

    /// What `new` does at a shared table of `game`, in the words of its button: Matchismo
    /// redeals.
    public static func rematchSummary(at game: Section) -> String {
      guard game == .matchismo else { return rematchSummary }
      return localized("redeals at the same table, once this game is over")
    }

    /// What `quit` does at a shared table.
    public static var leaveSummary: String {
      localized("leaves the table (your seat waits for you)")
    }

    /// The table could not be reached or did not answer as a table.
    public static func cannotJoin(_ address: String, reason: String) -> String {
      localized(
        "cannot join the table at {address}: {reason}", ["address": address, "reason": reason])
    }

    /// The connection to the table ended.
    public static var connectionClosed: String { localized("The table closed the connection.") }

    /// The connection ended with the table's reason.
    public static func connectionClosed(_ reason: String) -> String {
      localized("The table closed the connection: {reason}", ["reason": reason])
    }

    /// Nothing listens at the address given (the connection was refused).
    public static var nothingListening: String {
      localized("nothing answers there (is the table open, at that port?)")
    }

    /// The address did not answer in time.
    public static var noAnswer: String {
      localized("no answer in time (is the address right, and the network up?)")
    }

    /// No route to the address.
    public static var unreachable: String {
      localized("that address cannot be reached from here")
    }

    /// The address answered, but is no table: another program listens at that port.
    public static var notATable: String {
      localized("something else answers there, not a table (is the port right?)")
    }

    /// The table takes no more connections (from this address, or at all).
    public static var tableTakesNoMore: String {
      localized("the table takes no more connections now; try again later")
    }

    /// The address did not answer the handshake in time or in full.
    public static var noHandshake: String {
      localized("the table did not answer as a table should")
    }

    /// A name the host cannot be found by.
    public static func unknownHost(_ host: String) -> String {
      localized("no host is called “{host}”", ["host": host])
    }

    /// The table's server broke the protocol or sent too much.
    public static var brokenConnection: String {
      localized("the table sent something no table sends")
    }

    /// The connection dropped; the face tries again after `seconds`.
    public static func connectionLost(retryingIn seconds: Double) -> String {
      let whole = max(1, Int(seconds.rounded(.up)))
      return localizedPlural(
        "Lost the table; trying again in {count} second…",
        "Lost the table; trying again in {count} seconds…", count: whole)
    }

    /// The face came back to its seat after a dropped connection.
    public static var backAtTable: String { localized("Back at the table.") }

    /// The face stopped trying to come back.
    public static var gaveUp: String {
      localized("The table cannot be reached; stopped trying.")
    }

    /// The host's own face found the table's program (`memorize-table`) gone: the table went
    /// with it, and the face ends.
    public static var tableProgramEnded: String {
      localized("memorize-table has stopped, and the table with it.")
    }

    /// A move typed while the face is not connected.
    public static var notConnected: String {
      localized("Not connected to the table; trying again.")
    }

    /// The table no longer knows the player's seat (it was started again): they join anew.
    public static var joiningAnew: String {
      localized("The table no longer knows your seat; joining it anew.")
    }

    /// A player left the table: their seat is kept, and `command` comes back to it.
    public static func seatKept(comeBackWith command: String) -> String {
      localized(
        "You left the table; your seat is kept. Come back with: {command}", ["command": command])
    }

    /// A player left while the table could not be reached: whether it still keeps their seat
    /// is unknown, and `command` comes back to it if the table is still open.
    public static func leftUnreachable(comeBackWith command: String) -> String {
      localized(
        "You left. The table could not be reached; if it is still open, come back with: {command}",
        ["command": command])
    }

    /// A watcher left the table.
    public static var stoppedWatching: String { localized("You stopped watching the table.") }

    /// The host closed the table.
    public static var tableClosed: String { localized("The host closed the table.") }

    /// What the host's own face (`memorize-table --play`) asks before the host leaves, which
    /// closes the table while `names` (listed) still hold seats.
    public static func closeTableQuestion(seated names: String) -> String {
      localized(
        "Close the table? Leaving closes it, and the game ends for {names}.", ["names": names])
    }

    /// What the host's own face asks before the host leaves once the game is over, while
    /// `names` (listed) still hold seats: no game ends, but they can play no other at the table.
    public static func closeTableAfterGameQuestion(seated names: String) -> String {
      localized(
        "Close the table? The game is over; leaving closes the table, and {names} cannot play another game at it.",
        ["names": names])
    }

    /// What the host's own face asks before the host leaves while the table waits for players,
    /// `names` (listed) seated: no game has started, and none will.
    public static func closeTableBeforeGameQuestion(seated names: String) -> String {
      localized(
        "Close the table? No game has started; leaving closes the table, and {names} cannot play at it.",
        ["names": names])
    }

    /// The answer that closes the table.
    public static var closeTable: String { localized("Close the table") }

    /// The host's own face, in play: how the others join, when its foot has room for no more
    /// ("Join with: …" when it has).
    public static func othersJoinWithCode(_ code: String) -> String {
      localized("Others join with the code {code}", ["code": code])
    }

    /// How others join, briefly, where the whole join command does not fit: the table's
    /// address and its code.
    public static func joinAt(_ address: String, code: String) -> String {
      localized("Join at {address}, code {code}", ["address": address, "code": code])
    }

    /// What the quit key does on the full screen at a shared table, for the help.
    public static var leaveTableAction: String {
      localized("leave the table (your seat waits for you)")
    }

    /// What a face with keys says while nothing can be played at the table: `reason` (it is
    /// over, or the connection is being tried again), then `key`, which leaves it.
    public static func unplayable(_ reason: String, leaveKey key: String) -> String {
      localized("{reason} {key}: leave the table", ["reason": reason, "key": key])
    }

    /// What the quit key does on the host's own screen (`memorize-table --play`), for the help.
    public static var closeTableAction: String {
      localized("close the table (the game ends for everyone at it)")
    }

    /// What the quit key does on the full screen for a watcher, who holds no seat, for the help.
    public static var stopWatchingAction: String { localized("stop watching and leave the table") }

    /// What a click does on the full screen at a shared table, for the help's line about the
    /// mouse: there are no tabs.
    public static var mouseActionAtTable: String { localized("click a card or a button") }

    /// A person who left and may come back.
    public static func away(_ name: String) -> String {
      localized("{name} (away)", ["name": name])
    }

    /// The label of the countdown a shared table's header shows while the player to move is
    /// away, before their turn passes: "Ana's turn passes in" (its value ``seconds(_:)``).
    public static func turnPassesIn(_ name: String) -> String {
      // Translators: the label of a countdown in a shared table's header, before the seconds
      // ("Ana's turn passes in 25 s"): the player to move is away, and their turn passes to the
      // next player when it runs out.
      localized("{name}'s turn passes in", ["name": name])
    }

    /// The seconds of the countdown before an away player's turn passes: "25 s".
    public static func seconds(_ seconds: Int) -> String {
      // Translators: the value of the countdown before an away player's turn passes, after
      // "Ana's turn passes in".
      localized("{seconds} s", ["seconds": number(seconds)])
    }

    /// The countdown before an away player's turn passes as a screen reader says it: "Ana's
    /// turn passes in 25 seconds".
    public static func turnPassesInSpoken(_ name: String, seconds: Int) -> String {
      localizedPlural(
        "{name}'s turn passes in {count} second", "{name}'s turn passes in {count} seconds",
        count: seconds, ["name": name])
    }
  }
}
