/// The log of what happened at a shared table that a client asked the table to keep for it
/// (``ClientMessage/Hello/news``): the table chooses and words its entries, and the face only
/// draws them — the browser page's "What happened".
///
/// The table hands it each view it sends the client and each line it says to the client alone
/// (a refusal, a lost race, a note); it returns the entries to send (``ServerMessage/news(lines:)``).
struct TableNews {
  /// The view the client was last told the news of; `nil` before its first.
  private var shown: TableView?
  /// The entry logged last: a line said again at once is not logged twice (a refusal said
  /// again, "Ana wins" as the verdict and as the ending's result).
  private var last: String?

  /// The entries `view` adds to the log, after the view the client was shown before. Worded in
  /// the language of the moment (the line that says the game starts is the table's own).
  mutating func entries(showing view: TableView) -> [String] {
    defer { shown = view }
    let picks = view.news(after: shown)
    let lines = view.lines(of: picks)
    return kept(lines, events: picks.happenings).map { lines[$0] }
  }

  /// `lines` as entries of the log: none empty, none the same as the entry before it.
  mutating func entries(_ lines: [String]) -> [String] {
    kept(lines).map { lines[$0] }
  }

  /// The positions in `lines` of the entries they add to the log. What happened among them (a
  /// race's events, a new turn's verdict: their positions, `events`) is each an entry, though
  /// the same words came just before: each happened ("Ben found a set: +1" twice in a row is
  /// two sets, Ben's "Match!" three turns in a row three matches).
  private mutating func kept(_ lines: [String], events: Set<Int> = []) -> [Int] {
    var kept: [Int] = []
    var said: Set<String> = []
    for (index, line) in lines.enumerated()
    where !line.isEmpty && (events.contains(index) || (line != last && !said.contains(line))) {
      said.insert(line)
      kept.append(index)
      last = line
    }
    return kept
  }

  /// The table's own log, kept in every language a face may ask for, so that a face that joins
  /// (again, or in another language) is sent what happened before, in its words.
  ///
  /// It is told the table's views as a watcher in English sees them: what they add to the log is
  /// chosen there, then worded in each language from the same moment's view in it (made only
  /// when something happened). Lines said to one reader alone (a refusal, a lost race, a note)
  /// are kept as that reader's own entries, in every language they can be said in: the log a
  /// seat, or a watcher known by its token (``ServerMessage/Welcome/watcherToken``), is sent
  /// again holds what it was told live.
  struct Kept {
    /// Whose own an entry is: a person's seat, by its name, or a watcher, by its token.
    enum Reader: Hashable {
      /// The seat of this name.
      case seat(String)
      /// The watcher with this token.
      case watcher(String)

      /// The seat's name; `nil` for a watcher.
      var seatName: String? {
        if case .seat(let name) = self { name } else { nil }
      }
    }

    /// The entries each reader (a watcher, each seat with entries of its own) is sent at most,
    /// as a face keeps them.
    static let limit = 40
    private var news = TableNews()
    /// The entries, oldest first, each in every playable language.
    private var entries: [Entry] = []

    /// One entry of the log, as everyone reads it and as a seat it speaks of reads it.
    private struct Entry {
      /// In every playable language, as a watcher reads it ("Ana wins").
      var words: [Language: String]
      /// As the seat of each name is told it, where it is told otherwise ("You win").
      var toSeats: [String: [Language: String]] = [:]
      /// The reader the entry was said to alone ("Ana is calling: wait for the table to
      /// open.", to Ana's seat; "You are watching this table; take a free seat to play.", to
      /// a watcher); `nil` for the table's.
      var reader: Reader?
      /// The language the entry was said in, where it is a seat's own: its words where no
      /// other language's could be made.
      var said: Language = .english

      /// Whether `reader` (`nil`: a watcher the table keeps no lines of) is sent the entry.
      func isShown(to reader: Reader?) -> Bool { self.reader == nil || self.reader == reader }

      /// The entry in `language` (in the language it was said in where it could not be made
      /// in that one), as `reader` is told it.
      func line(in language: Language, to reader: Reader?) -> String? {
        reader?.seatName.flatMap { toSeats[$0]?[language] } ?? words[language]
          ?? words[.english] ?? words[said]
      }
    }

    /// Logs what `view` (in English) adds; `other` makes the same moment's view in another
    /// language, or (with a name of `seats`, the people's) as that seat is shown it.
    mutating func record(
      _ view: TableView, seats: [String] = [], view other: (Language, String?) -> TableView
    ) {
      let picks = view.news(after: news.shown)
      news.shown = view
      let english = Localization.withLanguage(.english) { view.lines(of: picks) }
      let kept = news.kept(english, events: picks.happenings)
      guard !kept.isEmpty else { return }
      var worded: [Language: [String]] = [.english: english]
      for language in Language.playable where language != .english {
        worded[language] = Localization.withLanguage(language) {
          other(language, nil).lines(of: picks)
        }
      }
      var toSeats: [String: [Language: [String]]] = [:]
      for name in seats {
        for language in Language.playable {
          toSeats[name, default: [:]][language] = Localization.withLanguage(language) {
            other(language, name).lines(of: picks)
          }
        }
      }
      for index in kept {
        var entry = Entry(words: worded.mapValues { $0[index] })
        for (name, lines) in toSeats {
          let told = lines.compactMapValues { $0.indices.contains(index) ? $0[index] : nil }
            .filter { entry.words[$0.key] != $0.value }
          if !told.isEmpty { entry.toSeats[name] = told }
        }
        entries.append(entry)
      }
      bound()
    }

    /// Keeps `lines`, said in `language` to the seat of `name` alone, as that seat's own
    /// entries, each in every language `wordings` (which recorded how they were made) can say
    /// it in. A line the same as the entry the seat was told before it is not kept again, as
    /// its live log does not log it twice.
    mutating func record(
      own lines: [String], said language: Language, toTheSeatOf name: String,
      wordings: Localization.Wordings?
    ) {
      record(own: lines, said: language, to: .seat(name), wordings: wordings)
    }

    /// Keeps `lines`, said in `language` to `reader` alone, as that reader's own entries, as
    /// ``record(own:said:toTheSeatOf:wordings:)`` keeps a seat's.
    mutating func record(
      own lines: [String], said language: Language, to reader: Reader,
      wordings: Localization.Wordings?
    ) {
      for line in lines where !line.isEmpty {
        let before = entries.last { $0.isShown(to: reader) }
        if before?.line(in: language, to: reader) == line { continue }
        var words = [language: line]
        for other in Language.playable where other != language {
          words[other] = wordings?.line(line, in: other)
        }
        entries.append(Entry(words: words, reader: reader, said: language))
      }
      bound()
    }

    /// Forgets the entries kept as `reader`'s own: a watcher the table no longer knows by its
    /// token (``TableHost/keptWatchers``).
    mutating func forget(_ reader: Reader) {
      entries.removeAll { $0.reader == reader }
    }

    /// Forgets the entries no reader is sent any more: each reader (a watcher, and each seat
    /// or watcher with entries of its own) keeps its last ``limit``, so a reader told many
    /// lines of its own pushes no one else's entries out, and none are kept for ever.
    private mutating func bound() {
      let readers = [nil] + Set(entries.compactMap(\.reader)).map { Optional($0) }
      var counts = [Reader?: Int]()
      var kept = [Bool](repeating: false, count: entries.count)
      for index in entries.indices.reversed() {
        for reader in readers where entries[index].isShown(to: reader) {
          let count = counts[reader, default: 0] + 1
          counts[reader] = count
          if count <= Self.limit { kept[index] = true }
        }
      }
      guard kept.contains(false) else { return }
      entries = entries.indices.filter { kept[$0] }.map { entries[$0] }
    }

    /// The entries in `language` (an entry the table could not word in it, in English), as
    /// everyone reads them, or as the seat of `name` is told them ("You win", not "Ana wins"),
    /// its own among them.
    func entries(in language: Language, toTheSeatOf name: String? = nil) -> [String] {
      entries(in: language, to: name.map(Reader.seat))
    }

    /// The entries in `language` as `reader` is told them, its own among them; as everyone
    /// reads them for `nil`.
    func entries(in language: Language, to reader: Reader?) -> [String] {
      entries.filter { $0.isShown(to: reader) }.suffix(Self.limit).compactMap {
        $0.line(in: language, to: reader)
      }
    }
  }
}

extension [TableView.NewsPick] {
  /// The positions among these picks of what happened (a race's event, a new verdict), each
  /// an entry of its own though the same words came before it.
  var happenings: Set<Int> {
    Set(
      indices.filter {
        switch self[$0] {
        case .raceEvent, .verdict: true
        default: false
        }
      })
  }
}

extension TableView {
  /// A part of a view that is an entry of the log (``TableView/news(after:)``).
  enum NewsPick: Equatable {
    /// What the table waits for.
    case waiting
    /// The last seat was taken: the game starts.
    case everyoneSeated
    /// A race's recent event, by its position.
    case raceEvent(Int)
    /// The person at a seat went away for longer than the grace (away from a race, whose
    /// events say it).
    case seatLeft(Int)
    /// The person at a seat said to have left came back (back at a race, whose events say it;
    /// back from a passed turn, which the verdict says).
    case seatBack(Int)
    /// The verdict.
    case verdict
    /// The ending's title.
    case endingTitle
    /// The ending's result.
    case endingResult
  }

  /// What happened as the table went from `old` to this view, for a log: while it waits, what
  /// it waits for; when the last seat is taken, that the game starts; at a race, the events
  /// not told before (each, though the same words came before it); else who went away, who
  /// came back (where no new verdict says it), and a new verdict (another turn's, though in
  /// the same words); and once, the ending's title and (where no race event said it) its
  /// result. The first view a client is sent (`old` is `nil`) shows the board as
  /// it is already: it logs only what the table waits for. Neither the cards that turned nor
  /// the clock are news. The parts are named, not worded: the same moment's view in another
  /// language words them alike (``lines(of:)``).
  func news(after old: TableView?) -> [NewsPick] {
    guard let board else {
      guard let waiting, waiting != old?.waiting else { return [] }
      return [.waiting]
    }
    guard let old else { return [] }
    let before = old.board
    var picks: [NewsPick] = []
    // The waiting lines logged before no longer hold: the log says when they ended.
    if before == nil, old.waiting != nil { picks.append(.everyoneSeated) }
    if let race = board.race {
      let seen = before?.dealToken == board.dealToken ? before?.race : nil
      let first = race.firstNewEvent(after: seen)
      picks += (first..<race.recentEvents.count).map { .raceEvent($0) }
    } else {
      // A race says it among its events ("Ben left; their seat waits for them."), as it says
      // "Ben is back."; as a race, only while the game is on. A seat shows as away only once
      // its grace ran out (``TableSetup/leaveGrace``): a page that reconnects to switch its
      // language is not said to leave.
      picks += seats.indices.filter { seat in
        board.ending == nil && !seats[seat].isConnected && !seats[seat].isComputer
          && seats[seat].name != nil
          && old.seats.indices.contains(seat) && old.seats[seat].isConnected
          && old.seats[seat].name == seats[seat].name
      }.map { .seatLeft($0) }
      // A verdict said again in the same words is news when it is another turn's (Ben's
      // "Match!", three turns in a row).
      let hasNewVerdict =
        board.verdict.map {
          $0 != before?.verdict || board.verdictNumber != before?.verdictNumber
        } ?? false
      // Whoever was said to leave is said back at every game ("Ben is back."), as a race says
      // it among its events; where they come back from a passed turn, the verdict says it.
      if !hasNewVerdict {
        picks += seats.indices.filter { seat in
          board.ending == nil && seats[seat].isConnected && !seats[seat].isComputer
            && seats[seat].name != nil
            && old.seats.indices.contains(seat) && !old.seats[seat].isConnected
            && old.seats[seat].name == seats[seat].name
        }.map { .seatBack($0) }
      }
      if hasNewVerdict { picks.append(.verdict) }
    }
    if board.ending != nil, before?.ending == nil {
      picks.append(.endingTitle)
      if board.race == nil { picks.append(.endingResult) }
    }
    return picks
  }

  /// The lines `picks` name in this view, in its words (the table's own line in the language
  /// of the moment).
  func lines(of picks: [NewsPick]) -> [String] {
    picks.map { pick in
      switch pick {
      case .waiting: waiting ?? ""
      case .everyoneSeated: Phrases.Table.everyoneIsSeated
      case .raceEvent(let index): board?.race?.recentEvents.dropFirst(index).first ?? ""
      case .seatLeft(let seat) where seat == self.seat: Phrases.Table.youLeft
      case .seatLeft(let seat):
        seats.indices.contains(seat) ? seats[seat].name.map(Phrases.Table.Serve.left) ?? "" : ""
      case .seatBack(let seat) where seat == self.seat: Phrases.Table.youAreBack
      case .seatBack(let seat):
        seats.indices.contains(seat)
          ? seats[seat].name.map(Phrases.Table.Serve.cameBack) ?? "" : ""
      case .verdict: board?.verdict ?? ""
      case .endingTitle: board?.ending?.title ?? ""
      case .endingResult: board?.ending?.result ?? ""
      }
    }
  }
}
