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

  /// The entries `view` adds to the log, after the view the client was shown before.
  mutating func entries(showing view: TableView) -> [String] {
    defer { shown = view }
    return entries(view.news(after: shown))
  }

  /// `lines` as entries of the log: none empty, none the same as the entry before it.
  mutating func entries(_ lines: [String]) -> [String] {
    var entries: [String] = []
    var said: Set<String> = []
    for line in lines where !line.isEmpty && line != last && !said.contains(line) {
      said.insert(line)
      entries.append(line)
      last = line
    }
    return entries
  }
}

extension TableView {
  /// What happened as the table went from `old` to this view, for a log: while it waits, what
  /// it waits for; at a race, the events not told before; else a new verdict; and once, the
  /// ending's title and (where no race event said it) its result. The first view a client is
  /// sent (`old` is `nil`) shows the board as it is already: it logs only what the table waits
  /// for. Neither the cards that turned nor the clock are news.
  func news(after old: TableView?) -> [String] {
    guard let board else {
      guard let waiting, waiting != old?.waiting else { return [] }
      return [waiting]
    }
    guard let old else { return [] }
    let before = old.board
    var lines: [String] = []
    if let race = board.race {
      let said = before?.race?.recentEvents ?? []
      lines += race.recentEvents.suffix(from: Self.newEvents(race.recentEvents, after: said))
    } else if let verdict = board.verdict, verdict != before?.verdict {
      lines.append(verdict)
    }
    if let ending = board.ending, before?.ending == nil {
      lines.append(ending.title)
      if board.race == nil { lines.append(ending.result) }
    }
    return lines
  }
}
