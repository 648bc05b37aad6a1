extension BoardPresentation {
  /// This board, worded for everyone at a shared table, saying what `told` says in the sentences
  /// that speak of the players: `told` is the same moment's board worded to one seat
  /// (``Phrases/speakingTo(seatOf:_:)``), whose own view reads "You call Set!", "Time is up: −1
  /// for you", "You win", "You and Ben tie" where everyone else reads the name. The rest (the
  /// cards, the header, the scores that name every seat) stays as it is.
  func sayingSentences(of told: BoardPresentation) -> BoardPresentation {
    var board = self
    for part in Self.spokenParts { part.copy(told, &board) }
    return board
  }

  /// The changes to this board's JSON (paths from the board) that make it say what `told`
  /// says (``sayingSentences(of:)``); none where they say the same.
  func sentenceChanges(to told: BoardPresentation) -> [JSONPatch.Change] {
    Self.spokenParts.compactMap { part in
      part.differs(self, told) ? JSONPatch.Change(path: part.path, value: part.json(told)) : nil
    }
  }

  /// The parts of a board that speak of its players in sentences, with where each sits in its
  /// JSON: the verdict and its forms, the line under the board, a race's events and result, the
  /// ending.
  private static var spokenParts: [SpokenPart] {
    [
      SpokenPart(["verdict"], { $0.verdict }, { $0.verdict = $1 }),
      SpokenPart(["spokenVerdict"], { $0.spokenVerdict }, { $0.spokenVerdict = $1 }),
      SpokenPart(["shorterVerdicts"], { $0.shorterVerdicts }, { $0.shorterVerdicts = $1 ?? [] }),
      SpokenPart(["statusSentence"], { $0.statusSentence }, { $0.statusSentence = $1 ?? "" }),
      SpokenPart(["ending"], { $0.ending }, { $0.ending = $1 }),
      SpokenPart(["race", "lastEvent"], { $0.race?.lastEvent }, { $0.race?.lastEvent = $1 }),
      SpokenPart(
        ["race", "latestEvents"], { $0.race?.latestEvents },
        { $0.race?.latestEvents = $1 ?? [] }),
      SpokenPart(
        ["race", "recentEvents"], { $0.race?.recentEvents },
        { $0.race?.recentEvents = $1 ?? [] }),
      SpokenPart(["race", "lineEvents"], { $0.race?.lineEvents }, { $0.race?.lineEvents = $1 }),
      SpokenPart(["race", "heldEvent"], { $0.race?.heldEvent }, { $0.race?.heldEvent = $1 }),
      SpokenPart(["race", "result"], { $0.race?.result }, { $0.race?.result = $1 }),
    ]
  }

  /// One part of a board that is a sentence (or a list of them): how to compare it, copy it
  /// and write it.
  private struct SpokenPart {
    /// Where it sits in the board's JSON.
    let path: [JSONPatch.Step]
    /// Whether two boards say it differently.
    let differs: (BoardPresentation, BoardPresentation) -> Bool
    /// Copies it from the first board into the second.
    let copy: (BoardPresentation, inout BoardPresentation) -> Void
    /// Its JSON in a board; `nil` where the board has none (the member goes away).
    let json: (BoardPresentation) -> JSONValue?

    /// The part at `members` in the JSON, read by `get` (`nil`: the board has none, or no
    /// race) and written by `set`.
    init<Value: Encodable & Equatable>(
      _ members: [String], _ get: @escaping (BoardPresentation) -> Value?,
      _ set: @escaping (inout BoardPresentation, Value?) -> Void
    ) {
      path = members.map(JSONPatch.Step.member)
      differs = { get($0) != get($1) }
      copy = { told, board in set(&board, get(told)) }
      json = { get($0).flatMap { TableCoding.jsonValue(of: $0) } }
    }
  }
}
