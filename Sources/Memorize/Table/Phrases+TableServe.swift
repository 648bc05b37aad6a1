extension Phrases.Table {
  /// What `memorize-table` says: how to join, and what is wrong with its command line.
  public enum Serve {
    /// The first line: where the table listens, for people and for scripts.
    public static func listening(_ address: String) -> String {
      localized("Listening on {address}", ["address": address])
    }

    /// The table is open: its code and game.
    public static func open(code: String, game: String) -> String {
      localized("Table {code} is open: {game}.", ["code": code, "game": game])
    }

    /// How to join from a terminal, at one address.
    public static func joinWith(_ command: String) -> String {
      localized("Join with: {command}", ["command": command])
    }

    /// How to join from a browser, at one address: the join link.
    public static func joinInBrowser(_ link: String) -> String {
      localized("Or open in a browser: {link}", ["link": link])
    }

    /// Above the QR code of one join link, for a phone's camera.
    public static func scanToJoin(_ link: String) -> String {
      localized("Or scan to open {link}:", ["link": link])
    }

    /// A person took a seat: "Ana sat down at seat 2.".
    public static func sat(_ name: String, seat: Int) -> String {
      localized("{name} sat down at seat {seat}.", ["name": name, "seat": seat])
    }

    /// A seated person's connection closed: their seat waits.
    public static func left(_ name: String) -> String {
      localized("{name} left; their seat waits for them.", ["name": name])
    }

    /// A person who had left is back in their seat.
    public static func cameBack(_ name: String) -> String {
      localized("{name} is back.", ["name": name])
    }

    /// Someone came to watch; `watching` watch now.
    public static func watcherCame(watching count: Int) -> String {
      localizedPlural(
        "Someone came to watch ({count} watching).", "Someone came to watch ({count} watching).",
        count: count)
    }

    /// A watcher went; `watching` watch now.
    public static func watcherLeft(watching count: Int) -> String {
      localizedPlural(
        "A watcher left ({count} watching).", "A watcher left ({count} watching).", count: count)
    }

    /// The host is closing the table (Ctrl-C, a signal): said at once, before the goodbyes.
    public static var closing: String { localized("Closing the table…") }

    /// The table stopped, and why.
    public static var stopped: String { localized("The table is closed.") }

    /// `--help`, in lines, laid out as `memorize --help` is: what the program does, the
    /// synopsis wrapped under its first flag (then the help's own line), every option in two
    /// columns, then how players join; the first lines after a bad command line too.
    public static var usage: [String] {
      let program = "memorize-table"
      // Translators: the word before a program's synopsis, with its colon and the space after it.
      let word = localizedInContext("synopsis", "usage: ")
      let lead = word + program + " "
      let indent = String(repeating: " ", count: FrontEnd.columns(lead))
      // Translators: the first line of memorize-table --help, as memorize's says what it is.
      var lines = [
        localized("memorize-table: a shared table that players join over the network."), "",
      ]
      lines += FrontEnd.wrap(synopsis, width: 80 - FrontEnd.columns(lead)).enumerated().map {
        ($0.offset == 0 ? lead : indent) + $0.element
      }
      lines.append(String(repeating: " ", count: FrontEnd.columns(word)) + program + " -h | --help")
      lines += ["", localized("Options:")]
      for option in options { lines += FrontEnd.twoColumns(option.flag, option.what) }
      let notes = [
        // Translators: memorize-table --help; the QR code is printed with the join lines as the
        // table opens, and --play's game screen then covers the terminal.
        localized(
          "Players join with memorize --join ADDRESS:PORT --code CODE, browsers at http://ADDRESS:PORT/#code=CODE. As the table opens it prints how to join and, on a UTF-8 terminal and without --no-qr, the link's QR code; with --play the host's game screen then takes the terminal and shows how to join, without the QR code."
        ),
        localized(
          "With --play the host sits at the table too, from this terminal; the table closes when they leave."
        ),
      ]
      for note in notes { lines += [""] + FrontEnd.wrap(FrontEnd.breakable(note), width: 80) }
      return lines
    }

    /// The synopsis's items, in the order of `ServeOptions.flags`; `--name` inside `--play`'s,
    /// which it needs.
    static let synopsis = [
      "[--game memorize|matchismo|set]", "[--people N]", "[--computer LEVEL]...", "[--theme ID]",
      "[--listen ADDRESS]", "[--port N]", "[--code CODE]", "[--turn-timeout SECONDS]",
      "[--no-qr]", "[--play [--name NAME]]", "[--language LANG]",
    ]

    /// Each option of `memorize-table` with what it does and its default, as `--help` lists
    /// them.
    public static var options: [(flag: String, what: String)] {
      [
        ("--game memorize|matchismo|set", localized("The game the table plays (default set).")),
        ("--people N", localized("How many people sit at the table, 1 to 4 (default 2).")),
        (
          "--computer LEVEL",
          localized(
            "Adds a computer seat: perfect, good, casual or forgetful; may be repeated.")
        ),
        ("--theme ID", localized("Memorize's theme, by its name or id among the host's themes.")),
        (
          "--listen ADDRESS",
          localized("The IP address to listen on (default 0.0.0.0, every IPv4 address).")
        ),
        (
          "--port N",
          localized(
            "The TCP port, 0 to 65535 (default {port}; 0 lets the system choose).",
            ["port": TableAddress.defaultPort])
        ),
        (
          "--code CODE",
          localized("The table code, 4 to 16 letters and digits (default: a random one).")
        ),
        (
          "--turn-timeout SECONDS",
          localized(
            "At Memorize and Matchismo, how long a turn waits for a player who went away, 1 to 3600 (default 30)."
          )
        ),
        ("--no-qr", localized("Draws no QR code of the join link.")),
        ("--play", localized("The host plays at the table too, from this terminal.")),
        (
          "--name NAME",
          localized("With --play, the host's name at the table (default: their login name).")
        ),
        (
          "--language LANG",
          localized(
            "The language of this terminal and the host's screen: {languages} (default: from LANGUAGE and LANG).",
            ["languages": Phrases.list(Language.playable.map(\.rawValue))])
        ),
        ("-h, --help", localized("Show this help and exit.")),
      ]
    }

    /// `--name` without `--play`: only the host's own seat takes a name here.
    public static var nameNeedsPlay: String {
      localized("--name names the host's seat: it needs --play")
    }

    /// A flag without its value.
    public static func needsValue(_ flag: String) -> String {
      localized("{flag} needs a value", ["flag": flag])
    }

    /// A game a table cannot play.
    public static func badGame(_ text: String) -> String {
      localized(
        "--game must be memorize, matchismo or set, not “{value}”", ["value": shownText(text)])
    }

    /// Computer seats asked for at Matchismo, which only people play.
    public static var peopleOnlyAtMatchismo: String {
      localized("--computer cannot sit at Matchismo: only people play it")
    }

    /// A number of people out of range.
    public static func badPeople(_ text: String) -> String {
      localized(
        "--people must be a whole number from 1 to 4, not “{value}”", ["value": shownText(text)])
    }

    /// A computer level that is none.
    public static func badComputer(_ text: String) -> String {
      localized(
        "--computer must be perfect, good, casual or forgetful, not “{value}”",
        ["value": shownText(text)])
    }

    /// A port out of range.
    public static func badPort(_ text: String) -> String {
      localized(
        "--port must be a whole number from 0 to 65535, not “{value}”", ["value": shownText(text)])
    }

    /// A code too short or too long.
    public static func badCode(_ text: String) -> String {
      localized(
        "--code needs 4 to 16 letters and digits, not “{value}”", ["value": shownText(text)])
    }

    /// A turn timeout out of range.
    public static func badTurnTimeout(_ text: String) -> String {
      localized(
        "--turn-timeout must be a whole number of seconds from 1 to 3600, not “{value}”",
        ["value": shownText(text)])
    }

    /// A turn timeout asked for at Set, where everyone plays at once.
    public static var noTurnsAtSet: String {
      localized("--turn-timeout has no use at Set: everyone plays at once, without turns")
    }

    /// A flag that is none.
    public static func unknownOption(_ flag: String) -> String {
      localized("unknown option “{option}”", ["option": shownText(flag)])
    }

    /// More seats than a table has.
    public static func tooManySeats(_ count: Int) -> String {
      localized(
        "a table seats 1 to 4 players, one person at least, not {count}", ["count": count])
    }

    /// A theme id the table does not know.
    public static func noSuchTheme(_ id: String) -> String {
      localized("there is no theme “{value}”", ["value": shownText(id)])
    }

    /// `--play` without the memorize program to play with.
    public static var noPlayer: String {
      localized(
        "--play needs the memorize program, beside memorize-table or on the PATH (install the memorize package)"
      )
    }

    /// `--play`'s memorize could not be started.
    public static func cannotPlay(_ reason: String) -> String {
      localized("cannot start memorize to play: {reason}", ["reason": reason])
    }

    /// The address could not be listened on.
    public static func cannotListen(_ reason: String) -> String {
      localized("cannot open the table: {reason}", ["reason": reason])
    }

    private static func shownText(_ text: String) -> String {
      String(text.filter { !PlayersDraft.isUnshowable($0) && !$0.isNewline }.prefix(40))
    }
  }
}
