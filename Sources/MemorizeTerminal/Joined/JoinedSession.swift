import Glibc
import Memorize
import TableNetwork
import TerminalKit

/// `--plain` joined to a shared table: the player's commands go out as intents, and each change
/// the table sends is said in lines, as the table's view model words it.
///
/// It holds no game: what is on the table, whose turn it is and what a move did are the table's
/// to say.
final class JoinedSession {
  private let link: TableLink
  private var table: JoinedTable { link.table }
  private let write: (String) -> Void
  /// The columns of the terminal the lines are read on, asked before each line; `nil` where
  /// they go to a pipe or a file, which take each line whole.
  private let width: () -> Int?

  /// - Parameters:
  ///   - width: the columns of the terminal the lines are read on, or `nil` (a pipe, a file):
  ///     a longer line is wrapped as a game of one's `--plain` wraps it
  ///     (``TextWrapping/wrapKeepingIndent(_:toWidth:)``), where the terminal broke it inside
  ///     a word.
  ///   - write: receives each line of output, without its newline.
  init(
    link: TableLink, width: @escaping () -> Int? = { nil }, write: @escaping (String) -> Void
  ) {
    self.link = link
    self.width = width
    self.write = write
    link.tell = { [unowned self] news in
      switch news {
      case .table(.viewChanged(let old)): table.lines(after: old).forEach(say)
      case .table(.said(let lines)): lines.forEach(say)
      case .table(.refused(let reason)): say(Phrases.Plain.error(reason))
      case .table(.lostRace(let line)): say(line)
      case .table: break
      case .line(let line): say(line)
      case .problem(let message): say(Phrases.Plain.error(message))
      }
    }
  }

  /// Joins the table at `address` and plays it from `input` until the player leaves, the input
  /// ends, a signal comes or the table closes; returns the exit status. A dropped connection is
  /// tried again (``JoinedTable/reconnectionDelay(attempt:)``) and resumes the seat. The end of
  /// input says where the seat is as `quit` does: on standard output, or with
  /// `goodbyeToStandardError` (standard output a script's) on standard error, so that the last
  /// line out stays the table's.
  static func run(
    options: LaunchArguments, address: TableAddress, environment: [String: String], input: Int32,
    width: @escaping () -> Int? = { nil }, standardOutput: @escaping (String) -> Void,
    standardError: (String) -> Void, goodbyeToStandardError: Bool = false
  ) -> Int32 {
    let link = TableLink.make(
      options: options, address: address, environment: environment,
      charset: TerminalCharset.detect(environment: environment).nameCharset)
    // Listening from the start: what the table says with its welcome is said too.
    let session = JoinedSession(link: link, width: width, write: standardOutput)
    // The welcome (or why not) before the first command, so `help` knows the table's game.
    if let status = link.join(complain: { standardError("memorize: " + $0.sanitizedForTerminal) }) {
      return status
    }
    return session.play(
      input: input, charset: TerminalCharset.detect(environment: environment),
      standardError: standardError, goodbyeToStandardError: goodbyeToStandardError)
  }

  /// Plays the table `link` has already joined from `input`, in lines, first saying the whole
  /// table as it is; returns the exit status.
  static func play(
    link: TableLink, input: Int32, charset: TerminalCharset, width: @escaping () -> Int? = { nil },
    standardOutput: @escaping (String) -> Void, standardError: (String) -> Void,
    goodbyeToStandardError: Bool = false
  ) -> Int32 {
    let session = JoinedSession(link: link, width: width, write: standardOutput)
    link.table.view?.lines(after: nil).forEach(session.say)
    return session.play(
      input: input, charset: charset, standardError: standardError,
      goodbyeToStandardError: goodbyeToStandardError)
  }

  /// Plays from `input` until the player leaves, the input ends, a signal comes or the table
  /// closes; returns the exit status.
  private func play(
    input: Int32, charset: TerminalCharset, standardError: (String) -> Void,
    goodbyeToStandardError: Bool
  ) -> Int32 {
    let session = self
    guard let reader = PlainSession.lineReader(input: input, charset: charset) else { return 1 }
    defer { reader.close() }
    while true {
      let wait = link.nextAttempt.map {
        Duration.milliseconds(Int64((max(0, $0 - link.clock.now) * 1000).rounded(.up)))
      }
      switch reader.next(timeout: wait, alsoWatching: link.fileDescriptor) {
      case .line(let line):
        if !session.handle(line) {
          link.close()
          session.say(link.leavingLine)
          return 0
        }
      case .otherReady:
        if let status = link.readTable() {
          if let refusal = link.refusal {
            standardError("memorize: " + refusal.sanitizedForTerminal)
          }
          return status
        }
      case .timedOut:
        if let status = link.tryAgain() { return status }
      case .signal(let signal):
        link.close()
        session.say(link.leavingLine)
        return 128 + signal
      case .endOfInput:
        // Whatever the table still says to the last command, then goodbye.
        if link.isConnected { _ = link.readTable(waiting: 0.5) }
        link.close()
        // Where the seat is, as q and a signal say it (issue 23: Ctrl-D ended in silence).
        if goodbyeToStandardError {
          standardError(Sanitizer.sanitize(link.leavingLine))
        } else {
          session.say(link.leavingLine)
        }
        return 0
      }
    }
  }

  // MARK: - From the player

  /// Acts on one typed line; false when the player leaves.
  func handle(_ line: String) -> Bool {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let first = words.first else { return true }
    let game = table.game ?? .memorize
    // Card numbers: one chooses; at Set three claim those cards at once.
    if Self.isNumber(first) {
      if words.count == 3, game == .set, words.allSatisfy(Self.isNumber) {
        claim(words)
      } else if words.count > 1 {
        say(Phrases.Plain.error(Phrases.Plain.oneCardAtATime))
      } else {
        choose(first)
      }
      return true
    }
    guard let command = TableCommand.named(first, in: game) else {
      say(
        Phrases.Plain.error(
          Phrases.Plain.unknownCommand(Sanitizer.sanitize(String(first.prefix(80))))))
      return true
    }
    let rest = Array(words.dropFirst())
    switch command.action {
    case .choose:
      guard rest.count == 1, Self.isNumber(rest[0]) else {
        say(Phrases.Plain.error(command.helpLine))
        return true
      }
      choose(rest[0])
    case .claim:
      guard rest.count == 3, rest.allSatisfy(Self.isNumber) else {
        say(Phrases.Plain.error(command.helpLine))
        return true
      }
      claim(rest)
    case .callSet:
      send(table.text(for: .callSet(seat: table.seat ?? 0)))
    case .dealThreeMore:
      send(table.text(for: .dealThreeMore))
    case .shuffle:
      send(table.text(for: .shuffle))
    case .mode:
      guard rest.count == 1, let count = Int(rest[0]) else {
        say(Phrases.Plain.error(command.helpLine))
        return true
      }
      send(table.text(for: .setMatchCount(count)))
    case .hint:
      send(table.text(for: .hint))
    case .newGame:
      send(table.text(for: .newGame))
    case .board:
      table.view?.lines(after: nil).forEach(say)
    case .help:
      say(Phrases.Plain.commandsHeading)
      for entry in TableCommand.table(for: game) { say(entry.helpLine) }
      for rule in Labels.helpRules(of: game, seats: table.view?.seats.count ?? 1) {
        say(Phrases.Plain.helpLine(usage: rule.name, summary: rule.rule))
      }
    case .quit:
      return false
    }
    return true
  }

  private static func isNumber(_ word: String) -> Bool {
    !word.isEmpty && word.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The place (from 1) of the card numbered `typed`; `nil`, said, when there is none.
  private func position(_ typed: String) -> Int? {
    guard let board = table.view?.board else {
      // No cards before the game starts: the table's waiting words say what it waits for.
      say(table.view?.waiting ?? Phrases.Table.notStarted)
      return nil
    }
    let count = board.cards.count
    guard let number = Int(typed), (1...max(1, count)).contains(number), count > 0 else {
      say(Phrases.Plain.error(Phrases.Plain.noSuchCard(typed: typed, count: count)))
      return nil
    }
    return number
  }

  private func choose(_ typed: String) {
    guard let number = position(typed), let cards = table.view?.board?.cards else { return }
    send(table.text(for: .choose(cardID: cards[number - 1].id)))
  }

  private func claim(_ typed: [String]) {
    var positions: [Int] = []
    for word in typed {
      guard let number = position(word) else { return }
      positions.append(number)
    }
    guard let text = table.claimText(positions: positions) else { return }
    send(text)
  }

  private func send(_ text: String) {
    link.send(text)
  }

  /// Writes `line`, control characters taken out; on a terminal narrower than it, in rows
  /// broken where the language breaks lines, where the terminal broke it inside a word.
  private func say(_ line: String) {
    let clean = Sanitizer.sanitize(line)
    guard let width = width() else {
      write(clean)
      return
    }
    for row in TextWrapping.wrapKeepingIndent(clean, toWidth: width) { write(row) }
  }
}

extension TerminalCharset {
  /// The charset a shared table is told this terminal shows names in: `nil` under UTF-8, which
  /// shows them all.
  var nameCharset: NameCharset? {
    switch self {
    case .utf8: nil
    case .ascii: .ascii
    case .gb(.gb2312): .gb2312
    case .gb(.gbk): .gbk
    case .gb(.gb18030): .gb18030
    }
  }
}
