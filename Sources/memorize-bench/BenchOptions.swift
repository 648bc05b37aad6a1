/// What to run and how much of it, from the command line.
struct BenchOptions {
  var json = false
  var quick = false
  /// Repeated runs behind every median, min and max.
  var runs = 15
  var frameIterations = 200
  var flipAnimations = 10
  var baselineRepeats = 20
  var decoderRepeats = 40
  var chooseCount = 200_000
  var simulationGames = 100_000
  var launchRuns = 10
  var idleRuns = 3
  var idleSeconds = 10.0
  /// Whole games per side at 80×24 in the game section (ncurses, animated, reduced motion, in
  /// turn); each takes about 25 s.
  var gameRuns = 5
  var sections: Set<String> = Set(Self.allSections)
  var memorizePath: String?
  /// `--table-binary PATH`: the memorize-table the table section starts.
  var tableBinary: String?
  /// Keep the scratch folder (each side's output of the last replay) for inspection.
  var keepScratch = false
  /// `--callgrind KIND N`: only render N frames of one kind, for instruction counts.
  var callgrind: (kind: String, frames: Int)?
  /// `--size WxH`: the game section plays at this terminal size only (80×24 and 200×60 when unset).
  var gameSizes: [(width: Int, height: Int)] = [(80, 24), (200, 60)]
  /// `--motion animated|reduced`: the game section in one motion mode only (both when unset).
  var gameMotions: [Bool] = [false, true]

  static let allSections = [
    "render", "ncurses", "input", "model", "simulation", "setrace", "tablelog", "reading",
    "process", "game",
  ]
  /// Sections run only when named with --only: `gtk` builds the GTK package and needs Xvfb;
  /// `table` needs memorize-table, built from Apps/Table (libsoup 3).
  static let optionalSections = ["gtk", "table"]

  static let usage = """
    usage: memorize-bench [--json] [--quick] [--runs N] [--only SECTION[,SECTION…]]
                          [--memorize PATH] [--keep-scratch] [--callgrind full|idle FRAMES]
                          [--size 80x24|200x60] [--motion animated|reduced] [--game-runs N]
                          [--table-binary PATH]
      --json       print one JSON object instead of the Markdown table
      --quick      a short run for CI (fewer runs, games and seconds; same measurements)
      --runs N     repeated runs behind each median/min/max (default 15, quick 5)
      --only       any of: \((allSections + optionalSections).joined(separator: ", "))
                   (gtk runs only when named: it builds Apps/GTK and starts Xvfb;
                   table too: it starts memorize-table, from Apps/Table/.build)
      --memorize   the memorize binary to launch (default: next to this one)
      --keep-scratch  keep what each side wrote in the ncurses comparison and each key's
                      output in the game, for inspection
      --callgrind  render FRAMES frames of the 200×60 board and nothing else (see BENCHMARKS.md)
      --size       the game section at one of its two sizes only (both by default)
      --motion     the game section animated or with reduced motion only (both by default)
      --game-runs  whole games per side at 80×24, beside the ncurses game (default 5, quick 1)
      --table-binary  the memorize-table the table section starts (default:
                      Apps/Table/.build/release, else debug)
    """

  struct UsageError: Error {
    var message: String
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
    var options = BenchOptions()
    var runs: Int?
    var gameRuns: Int?
    var remaining = arguments[...]
    func value(after flag: String) throws(UsageError) -> String {
      guard let value = remaining.popFirst() else {
        throw UsageError(message: "\(flag) needs a value")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": options.json = true
      case "--quick": options.quick = true
      case "--runs":
        guard let count = Int(try value(after: argument)), count > 0 else {
          throw UsageError(message: "--runs needs a positive whole number")
        }
        runs = count
      case "--only":
        let chosen = try value(after: argument).split(separator: ",").map(String.init)
        for name in chosen where !(allSections + optionalSections).contains(name) {
          throw UsageError(message: "unknown section '\(name)'")
        }
        options.sections = Set(chosen)
      case "--game-runs":
        guard let count = Int(try value(after: argument)), count > 0 else {
          throw UsageError(message: "--game-runs needs a positive whole number")
        }
        gameRuns = count
      case "--memorize": options.memorizePath = try value(after: argument)
      case "--table-binary": options.tableBinary = try value(after: argument)
      case "--keep-scratch": options.keepScratch = true
      case "--callgrind":
        let kind = try value(after: argument)
        guard ["full", "idle"].contains(kind), let frames = Int(try value(after: argument)),
          frames >= 0
        else { throw UsageError(message: "--callgrind needs full|idle and a frame count") }
        options.callgrind = (kind, frames)
      case "--size":
        let size = try value(after: argument)
        guard let chosen = options.gameSizes.first(where: { "\($0.width)x\($0.height)" == size })
        else { throw UsageError(message: "--size needs 80x24 or 200x60") }
        options.gameSizes = [chosen]
      case "--motion":
        switch try value(after: argument) {
        case "animated": options.gameMotions = [false]
        case "reduced": options.gameMotions = [true]
        default: throw UsageError(message: "--motion needs animated or reduced")
        }
      case "-h", "--help": throw UsageError(message: "")
      default: throw UsageError(message: "unknown argument '\(argument)'")
      }
    }
    if options.quick {
      options.runs = 5
      options.frameIterations = 30
      options.flipAnimations = 2
      options.baselineRepeats = 3
      options.decoderRepeats = 10
      options.chooseCount = 20_000
      options.simulationGames = 10_000
      options.launchRuns = 3
      options.idleRuns = 1
      options.idleSeconds = 3
      options.gameRuns = 1
    }
    if let runs { options.runs = runs }
    if let gameRuns { options.gameRuns = gameRuns }
    return options
  }
}
