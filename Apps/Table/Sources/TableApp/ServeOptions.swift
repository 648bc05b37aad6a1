import Memorize

/// What `memorize-table` was asked to serve, read from its command line.
public struct ServeOptions: Equatable, Sendable {
  /// The game: Memorize, Matchismo or Set.
  public var game: Section = .set
  /// How many people sit at the table.
  public var people = 2
  /// The computer seats, each with its level.
  public var computers: [PlayersDraft.Kind] = []
  /// Memorize's theme.
  public var themeID: String?
  /// The address listened on: every interface by default, for a table on a LAN.
  public var listenHost = "0.0.0.0"
  /// The port; 0 lets the system pick one.
  public var port = TableAddress.defaultPort
  /// The table code; a random one by default.
  public var code: String?
  /// Seconds before the turn of a player who went away passes, at Memorize and Matchismo;
  /// `nil` for ``defaultTurnTimeout``.
  public var turnTimeout: Int?
  /// Whether to draw the join link's QR code where the terminal can show one (`--no-qr`: not).
  public var drawsQRCode = true
  /// `--play`: the host takes a seat from this terminal, with memorize's full screen.
  public var hostPlays = false
  /// `--name`: the host's name at the table with `--play`; their login name when `nil`.
  public var hostName: String?
  /// `--language`: the language the table's terminal (and the host's face) speaks; the
  /// environment's when `nil`.
  public var language: Language?
  /// `--help`.
  public var wantsHelp = false

  /// A flag of the command line: its name, the placeholder of its value if it takes one, and the
  /// values it accepts when they are few.
  public struct Flag: Equatable, Sendable {
    /// `--game`, `-h`.
    public var name: String
    /// The value's placeholder in the usage and the manual page, `nil` for a flag alone.
    public var valueName: String?
    /// Every value it accepts, when they can be listed (completions offer them).
    public var choices: [String] = []
  }

  /// Every flag ``parse(_:)`` reads, in the usage's order: the manual page and the completion
  /// scripts under Packaging/ name exactly these (a test in Apps/Table checks them).
  public static let flags: [Flag] = [
    Flag(name: "--game", valueName: "GAME", choices: ["memorize", "matchismo", "set"]),
    Flag(name: "--people", valueName: "N", choices: PlayersDraft.seatCounts.map(String.init)),
    Flag(
      name: "--computer", valueName: "LEVEL", choices: ["perfect", "good", "casual", "forgetful"]),
    Flag(name: "--theme", valueName: "ID"),
    Flag(name: "--listen", valueName: "ADDRESS"),
    Flag(name: "--port", valueName: "N"),
    Flag(name: "--code", valueName: "CODE"),
    Flag(name: "--turn-timeout", valueName: "SECONDS"),
    Flag(name: "--no-qr"),
    Flag(name: "--play"),
    Flag(name: "--name", valueName: "NAME"),
    Flag(name: "--language", valueName: "LANG", choices: Language.playable.map(\.rawValue)),
    Flag(name: "--help"),
    Flag(name: "-h"),
  ]

  /// No flags: a Set table for two people.
  public init() {}

  /// The turn timeout without `--turn-timeout`, in seconds.
  public static let defaultTurnTimeout = 30
  /// The turn timeouts `--turn-timeout` accepts, in seconds: long enough to read the board, short
  /// enough that a table does not wait an hour on someone who left.
  public static let turnTimeouts = 1...3600

  /// The table to set up, or `nil` when the seats are not one to four with one person at least.
  public var setup: TableSetup? {
    TableSetup(
      game: game, themeID: themeID,
      seats: Array(repeating: PlayersDraft.Kind.person, count: max(0, people))
        + computers,
      turnTimeout: Double(turnTimeout ?? Self.defaultTurnTimeout))
  }

  /// Why the command line could not be read, in one line.
  public struct Problem: Error, Equatable {
    /// The line.
    public var message: String
  }

  /// Reads `arguments` (without the program's name).
  public static func parse(_ arguments: [String]) throws(Problem) -> ServeOptions {
    var options = ServeOptions()
    var rest = arguments[...]
    func value(_ flag: String) throws(Problem) -> String {
      guard let next = rest.popFirst(), !next.hasPrefix("--") else {
        throw Problem(message: Phrases.Table.Serve.needsValue(flag))
      }
      return next
    }
    while let flag = rest.popFirst() {
      switch flag {
      case "--game":
        let text = try value(flag)
        switch text.lowercased() {
        case "memorize": options.game = .memorize
        case "matchismo": options.game = .matchismo
        case "set": options.game = .set
        default: throw Problem(message: Phrases.Table.Serve.badGame(text))
        }
      case "--people":
        let text = try value(flag)
        guard let count = Int(text), PlayersDraft.seatCounts.contains(count) else {
          throw Problem(message: Phrases.Table.Serve.badPeople(text))
        }
        options.people = count
      case "--computer":
        let text = try value(flag)
        // Read as the players panel reads a typed seat: "computer good".
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 1,
          let kind = PlayersDraft(typed: "computer \(text.lowercased())").seats.first?.kind,
          kind != .person
        else { throw Problem(message: Phrases.Table.Serve.badComputer(text)) }
        options.computers.append(kind)
      case "--theme":
        options.themeID = try value(flag)
      case "--listen":
        options.listenHost = try value(flag)
      case "--port":
        let text = try value(flag)
        guard let port = Int(text), (0...65535).contains(port) else {
          throw Problem(message: Phrases.Table.Serve.badPort(text))
        }
        options.port = port
      case "--code":
        let text = try value(flag)
        guard TableHost.normalized(code: text).count >= 4, text.count <= 16 else {
          throw Problem(message: Phrases.Table.Serve.badCode(text))
        }
        options.code = text
      case "--turn-timeout":
        let text = try value(flag)
        guard let seconds = Int(text), turnTimeouts.contains(seconds) else {
          throw Problem(message: Phrases.Table.Serve.badTurnTimeout(text))
        }
        options.turnTimeout = seconds
      case "--no-qr":
        options.drawsQRCode = false
      case "--play":
        options.hostPlays = true
      case "--name":
        // Checked as memorize checks its own --name, which the host's face is started with.
        let text = try value(flag)
        guard let name = LaunchArguments.tableName(text) else {
          throw Problem(message: LaunchArguments.badTableName(text))
        }
        options.hostName = name
      case "--language":
        let text = try value(flag)
        guard let language = Language.matching(localeName: text) else {
          throw Problem(message: LaunchArguments.badLanguage(text))
        }
        options.language = language
      case "--help", "-h":
        options.wantsHelp = true
      default:
        throw Problem(message: Phrases.Table.Serve.unknownOption(flag))
      }
    }
    // A Set race has no turns to time.
    if options.game == .set, options.turnTimeout != nil {
      throw Problem(message: Phrases.Table.Serve.noTurnsAtSet)
    }
    // The name is the host's at the table: it has no use unless they sit at it.
    if options.hostName != nil, !options.hostPlays {
      throw Problem(message: Phrases.Table.Serve.nameNeedsPlay)
    }
    if options.game == .matchismo, !options.computers.isEmpty {
      throw Problem(message: Phrases.Table.Serve.peopleOnlyAtMatchismo)
    }
    guard options.setup != nil else {
      throw Problem(
        message: Phrases.Table.Serve.tooManySeats(options.people + options.computers.count))
    }
    return options
  }

  /// A code people can read out: two groups of letters and digits that cannot be mistaken for
  /// one another (no 0/O, 1/I/L).
  public static func randomCode(using generator: inout some RandomNumberGenerator) -> String {
    let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")
    let letters = (0..<8).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
    }
    return String(letters[0..<4]) + "-" + String(letters[4..<8])
  }
}
