import CardGames

/// What a front end's command line asks for at launch: a game to show, and whether to deal anew.
///
/// Every front end parses its own flags, but what they mean — which game to show, when to deal a
/// new game instead of resuming the saved one — is decided once, here.
public struct LaunchRequest: Equatable, Sendable {
  /// The game to open, or `nil` for the one played last.
  public var game: GameKind?
  /// The theme to deal a new Memorize game on.
  public var themeName: String?
  /// How many pairs to deal.
  public var pairs: Int?
  /// The seed of the new deal.
  public var seed: UInt64?
  /// Whether quick matches earn a bonus.
  public var timeBonus: Bool
  /// The table to seat, or `nil` to keep the saved one.
  public var players: [Player]?
  /// `--reduce-motion`: draw every change once, in its final state (and remember it).
  public var reducesMotion = false

  /// A request as the command line made it.
  public init(
    game: GameKind? = nil, themeName: String? = nil, pairs: Int? = nil, seed: UInt64? = nil,
    timeBonus: Bool = false, players: [Player]? = nil
  ) {
    self.game = game
    self.themeName = themeName
    self.pairs = pairs
    self.seed = seed
    self.timeBonus = timeBonus
    self.players = players
  }

  /// Whether the request deals a new Memorize game rather than resuming the saved one.
  public var startsNewMemorizeGame: Bool {
    themeName != nil || pairs != nil || timeBonus || players != nil
      || (seed != nil && (game == nil || game == .memorize))
  }
}

extension AppModel {
  /// Applies a launch request: deals what it asks for and shows its game.
  ///
  /// - Parameters:
  ///   - request: what the command line asks for.
  ///   - frontEnd: the program whose command line it is, named in the way to the theme names.
  /// - Returns: a one-line problem in the player's language (a theme that does not exist, and
  ///   where to find the names), or `nil`.
  public func apply(_ request: LaunchRequest, for frontEnd: FrontEnd = .terminal) -> String? {
    endingRound { applyInRound(request, for: frontEnd) }
  }

  private func applyInRound(_ request: LaunchRequest, for frontEnd: FrontEnd) -> String? {
    self.frontEnd = frontEnd
    let game = request.game ?? (request.startsNewMemorizeGame ? .memorize : nil)
    if request.reducesMotion { setReducesMotion(true) }
    switch game {
    case .memorize:
      var theme = defaultTheme
      if let name = request.themeName {
        guard let named = themes.theme(named: name) else {
          // Cleaned as a theme name is: a typed argument must not move the cursor in a message.
          return Phrases.unknownTheme(
            ThemeStore.cleanedName(name).name, program: frontEnd.programName)
        }
        theme = named
      }
      if request.startsNewMemorizeGame || memorize == nil {
        // A command line that deals says everything about the game: the table and the time
        // bonus of the last game are not carried over without a word; one person plays, without
        // the bonus, unless it asks for more.
        startMemorize(
          theme: theme, pairs: request.pairs, seed: request.seed, timeBonus: request.timeBonus,
          players: request.players ?? [Player(name: Phrases.defaultPlayerName)])
      }
      select(.memorize)
      showGame()
    case .matchismo:
      if let seed = request.seed { startMatchismo(seed: seed) }
      select(.matchismo)
    case .set:
      if let seed = request.seed {
        startSet(seed: seed)
        seeds = SeededGenerator(seed: seed)
      }
      select(.set)
      // A new deal without players is Set alone, not the race of the last launch.
      if setRace != nil, request.seed != nil, (request.players?.count ?? 1) <= 1 {
        _ = send(.startPlayers(PlayersDraft(players: [Player(name: Phrases.defaultPlayerName)])))
      }
      // Several players (or a computer opponent) race at the Set table; one person plays solo.
      if let players = request.players, players.count > 1,
        case .refused(let problem) = send(.startPlayers(PlayersDraft(players: players)))
      {
        return problem
      }
    case nil:
      break
    }
    return nil
  }
}
