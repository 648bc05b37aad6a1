/// A command of `--plain` joined to a shared table, as a player types it and as `help` lists it.
///
/// The table decides what each does; these only name the intent (or the claim) to send.
public struct TableCommand: Hashable, Sendable {
  /// What a command does.
  public enum Action: Hashable, Sendable {
    /// Chooses the card at position N (also typed as the number alone).
    case choose
    /// Set: these three cards are a set.
    case claim
    /// Set: calls "Set!", then choose three cards.
    case callSet
    /// Set: asks for three more cards.
    case dealThreeMore
    /// Memorize: moves the cards.
    case shuffle
    /// Matchismo: how many cards make a match, 2 or 3 (before the first choice).
    case mode
    /// Memorize's or Set's hint (the table says whether it has one).
    case hint
    /// A new game once this one is over.
    case newGame
    /// Prints every card.
    case board
    /// Prints these commands.
    case help
    /// Leaves the table.
    case quit
  }

  /// The words that type it: its name first, then shorter forms.
  public var words: [String]
  /// What follows the word, as `help` shows it; `nil` for nothing.
  public var placeholder: String?
  /// What it does.
  public var action: Action
  /// What `help` says it does, in the player's language.
  public var summary: String

  /// `help`'s line for it.
  public var helpLine: String {
    Phrases.Plain.helpLine(
      usage: placeholder.map { "\(words[0]) \($0)" } ?? words[0], summary: summary)
  }

  /// The command `word` names (any case) at a table of `game`.
  public static func named(_ word: String, in game: Section) -> TableCommand? {
    let word = word.lowercased()
    return table(for: game).first { $0.words.contains(word) }
  }

  /// Every command at a table of `game`, in `help`'s order.
  public static func table(for game: Section) -> [TableCommand] {
    var commands = [
      TableCommand(
        words: ["choose", "c"], placeholder: Phrases.Plain.placeholderNumber, action: .choose,
        summary: Phrases.Plain.chooseSummary)
    ]
    if game == .set {
      commands += [
        TableCommand(
          words: ["claim"], placeholder: "N N N", action: .claim,
          summary: Phrases.Table.claimSummary),
        TableCommand(
          words: ["set", "call"], placeholder: nil, action: .callSet,
          summary: Phrases.Table.callSummary),
        TableCommand(
          words: ["deal", "more"], placeholder: nil, action: .dealThreeMore,
          summary: Phrases.Plain.dealSummary),
      ]
    } else if game == .matchismo {
      commands += [
        TableCommand(
          words: ["mode"], placeholder: "2|3", action: .mode, summary: Phrases.Plain.modeSummary)
      ]
    } else {
      commands += [
        TableCommand(
          words: ["shuffle"], placeholder: nil, action: .shuffle,
          summary: Phrases.Plain.shuffleSummary)
      ]
    }
    return commands + [
      TableCommand(
        words: ["new", "n"], placeholder: nil, action: .newGame,
        summary: Phrases.Table.rematchSummary(at: game)),
      TableCommand(
        words: ["board", "b"], placeholder: nil, action: .board,
        summary: Phrases.Plain.boardSummary),
      TableCommand(
        words: ["help", "?"], placeholder: nil, action: .help, summary: Phrases.Plain.helpSummary),
      TableCommand(
        words: ["quit", "exit", "q"], placeholder: nil, action: .quit,
        summary: Phrases.Table.leaveSummary),
    ]
  }
}
