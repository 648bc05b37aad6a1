import CardGames

/// The table being set up for the next Memorize game, as a players panel or dialog edits it:
/// one to four seats, each a name and who plays it (a person, or the computer at a level).
///
/// Every face edits the same draft, so the limits, the names it suggests and the one line that
/// says what is wrong are the same everywhere; a face only shows the seats and maps its input
/// to these intents.
public struct PlayersDraft: Hashable, Sendable, Codable {
  /// Who plays a seat: a person, or the computer at a level.
  public enum Kind: Hashable, Sendable, CaseIterable, Codable {
    /// A person, who types a name.
    case person
    /// The computer, playing at `level`.
    case computer(ComputerLevel)

    /// Every kind, in the order a face offers them: a person, then the levels, strongest first.
    public static var allCases: [Kind] { [.person] + ComputerLevel.allCases.map(Kind.computer) }

    /// The level, for a computer seat.
    public var computerLevel: ComputerLevel? {
      if case .computer(let level) = self { return level }
      return nil
    }

    /// "Person" or "Computer, good", in the player's language, as every face offers it.
    public var title: String { WindowLabels.kindChoice(self) }
  }

  /// One seat as typed: its name (untrimmed) and who plays it.
  public struct Seat: Hashable, Sendable, Codable {
    /// The name as typed so far.
    public var name: String
    /// Who plays the seat.
    public var kind: Kind

    /// A seat called `name`, played by `kind`.
    public init(name: String, kind: Kind = .person) {
      self.name = name
      self.kind = kind
    }
  }

  /// How many seats a table has: one to four.
  public static let seatCounts = 1...4
  /// The longest name a seat may have, in characters.
  public static let maximumNameLength = 20

  /// The seats in turn order.
  public var seats: [Seat]

  /// A draft of exactly these seats, as a face holds them.
  public init(seats: [Seat]) {
    self.seats = seats
  }

  /// The table a game is played at, to edit for the next one; one person ("You") when empty.
  public init(players: [Player]) {
    seats = players.map {
      Seat(
        name: Phrases.translatedName($0.name),
        kind: $0.computerLevel.map(Kind.computer) ?? .person)
    }
    if seats.isEmpty { seats = [Seat(name: Phrases.defaultPlayerName)] }
  }

  /// A table as typed in a line — `--players` on the command line and the plain mode's `players`
  /// read it alike: names and computer players separated by commas, such as
  /// "Ana, Ben, computer good" (a computer seat is "computer" and its level: perfect, good,
  /// casual or forgetful; "computer" alone plays well). An empty entry ("Ana,,Ben") is a seat
  /// without a name, which ``problem`` names.
  public init(typed line: String) {
    seats = []
    // Commas as typed in any of the languages: "," "，" "、".
    let entries = line.split(
      omittingEmptySubsequences: false, whereSeparator: { ",，、".contains($0) })
    for entry in entries {
      if let level = Self.computerLevel(typed: String(entry)) {
        seats.append(Seat(name: suggestedName(for: .computer(level)), kind: .computer(level)))
        continue
      }
      seats.append(Seat(name: String(entry).trimmingWhitespace(includingNewlines: true)))
    }
  }

  /// The level of a computer seat as typed in a line of players, in either language: "computer
  /// good", "电脑 高手" (or "电脑高手"), "computer" or "电脑" alone (good); `nil` for a person's
  /// name.
  static func computerLevel(typed entry: String) -> ComputerLevel? {
    let typed = entry.trimmingWhitespace(includingNewlines: true).lowercased()
    guard let word = computerWords.first(where: { typed.hasPrefix($0) }) else { return nil }
    let rest = String(typed.dropFirst(word.count))
    let level = rest.trimmingWhitespace(includingNewlines: true)
    // "computers" or "电脑迷" is a name, not a computer seat.
    guard level.isEmpty || rest.first?.isWhitespace == true || !(word.first?.isASCII ?? true)
    else { return nil }
    if level.isEmpty { return .good }
    return levelWords[level]
  }

  /// The word for a computer seat as a line of players takes it, in every language.
  private static let computerWords: [String] = {
    var words: Set<String> = ["computer"]
    for language in Language.allCases {
      Localization.withLanguage(language) {
        _ = words.insert(Phrases.typedComputerWord.lowercased())
      }
    }
    // The longest first, so that no word is read as the start of another.
    return words.sorted { $0.count > $1.count }
  }()

  /// The levels as a line of players takes them: each level's own name ("good"), and its
  /// name in every language (高手).
  private static let levelWords: [String: ComputerLevel] = {
    var words: [String: ComputerLevel] = [:]
    for level in ComputerLevel.allCases { words[level.rawValue] = level }
    for language in Language.allCases {
      Localization.withLanguage(language) {
        for level in ComputerLevel.allCases { words[Phrases.levelName(level).lowercased()] = level }
      }
    }
    return words
  }()

  // MARK: - Limits

  /// Whether another seat fits at the table.
  public var canAddSeat: Bool { seats.count < Self.seatCounts.upperBound }
  /// Whether a seat can go: never the last one.
  public var canRemoveSeat: Bool { seats.count > Self.seatCounts.lowerBound }

  // MARK: - Intents

  /// Adds a seat played by `kind` at the end, named as `suggestedName(for:)` says; does nothing
  /// when the table is full.
  public mutating func addSeat(_ kind: Kind = .person) {
    guard canAddSeat else { return }
    seats.append(Seat(name: suggestedName(for: kind), kind: kind))
  }

  /// Removes the seat at `index`, unless it is the last one or there is no such seat.
  public mutating func removeSeat(at index: Int) {
    guard canRemoveSeat, seats.indices.contains(index) else { return }
    seats.remove(at: index)
  }

  /// Makes the seat at `index` played by `kind`; a name the draft suggested follows the kind,
  /// a name someone typed stays.
  public mutating func setKind(_ kind: Kind, forSeatAt index: Int) {
    guard seats.indices.contains(index) else { return }
    let name = name(forSeatAt: index, becoming: kind)
    seats[index].kind = kind
    seats[index].name = name
  }

  /// Types `character` at the end of the name of the seat at `index`; refuses a line break or a
  /// control character, and a name already `maximumNameLength` long. A name the draft suggested
  /// is a placeholder: the first character typed replaces it (typing 小红 on "Player 2" gives
  /// 小红, not "Player 2小红"); a name someone typed is kept and added to.
  public mutating func type(_ character: Character, inSeatAt index: Int) {
    guard seats.indices.contains(index), !character.isNewline, !Self.isUnshowable(character)
    else { return }
    if hasSuggestedName(atSeat: index) {
      seats[index].name = String(character)
      return
    }
    guard seats[index].name.count < Self.maximumNameLength else { return }
    seats[index].name.append(character)
  }

  /// Whether the seat at `index` still has a name the draft suggested — "Player 2",
  /// "Computer (good)", the new table's "You" (in the player's language) — rather than one
  /// someone typed. Typing replaces such a name: a face that edits names as text selects it
  /// whole, so that the first key replaces it there too.
  ///
  /// - Parameter index: the seat.
  /// - Returns: `true` for a suggested name, `false` for a typed one, an empty one or no seat.
  public func hasSuggestedName(atSeat index: Int) -> Bool {
    guard seats.indices.contains(index) else { return false }
    let name = seats[index].name
    return Self.isSuggestion(name, seatCount: seats.count) || name == Phrases.defaultPlayerName
  }

  /// Whether `name` is one the draft suggests for some seat, in any language: "Player N",
  /// "Computer (level)" or a second computer's "Computer 2 (level)".
  private static func isSuggestion(_ name: String, seatCount: Int) -> Bool {
    (0..<Self.seatCounts.upperBound + seatCount).contains { Phrases.seatName($0) == name }
      || Phrases.isSuggestedName(name)
  }

  /// Erases the last character of the name of the seat at `index`.
  public mutating func deleteBackward(inSeatAt index: Int) {
    guard seats.indices.contains(index), !seats[index].name.isEmpty else { return }
    seats[index].name.removeLast()
  }

  // MARK: - Names

  /// A name for a new seat: "Computer (good)" for the computer, else "Player N" not yet taken.
  public func suggestedName(for kind: Kind) -> String {
    let taken = Set(seats.map { $0.name.trimmingWhitespace() })
    if let level = kind.computerLevel {
      // A second computer at the same level is told apart by a number: "Computer 2 (good)",
      // the number before the level, never beside the score that follows the name.
      var number = 2
      var suggested = Phrases.computerName(level)
      while taken.contains(suggested) {
        suggested = Phrases.computerName(level, number: number)
        number += 1
      }
      return suggested
    }
    var index = seats.count
    while taken.contains(Phrases.seatName(index)) { index += 1 }
    return Phrases.seatName(index)
  }

  /// The name the seat at `index` takes when its kind becomes `kind`: a name the draft
  /// suggested ("Player 3", "Computer (good)", or none) follows the kind; a typed name stays.
  public func name(forSeatAt index: Int, becoming kind: Kind) -> String {
    guard seats.indices.contains(index) else { return "" }
    let name = seats[index].name.trimmingWhitespace()
    let isPlayerNumber = (0..<Self.seatCounts.upperBound + seats.count).contains {
      Phrases.seatName($0) == name
    }
    let isSuggested = name.isEmpty || isPlayerNumber || Phrases.isSuggestedName(name)
    guard isSuggested else { return seats[index].name }
    var others = self
    others.seats.remove(at: index)
    // The seat's own name is not taken from it: "Computer 2 (good)" back at good stays 2.
    if kind.computerLevel != nil { return others.suggestedName(for: kind) }
    if isPlayerNumber { return name }
    let byPosition = Phrases.seatName(index)
    let taken = others.seats.contains { $0.name.trimmingWhitespace() == byPosition }
    return taken ? others.suggestedName(for: kind) : byPosition
  }

  // MARK: - Checking

  /// The first thing wrong with the draft, in one line, or `nil` when it can start.
  public var problem: String? {
    if seats.isEmpty { return localized("Seat at least one player.") }
    if seats.count > Self.seatCounts.upperBound {
      return localized(
        "A game seats at most {count} players.", ["count": Self.seatCounts.upperBound])
    }
    if let index = problemSeat { return problem(ofSeatAt: index) }
    if let repeated = repeatedName {
      return localized(
        "Two seats are called {name}: each needs a name of its own.", ["name": repeated])
    }
    return nil
  }

  /// The first seat whose name is wrong (empty, too long, unshowable), by index; `nil` when every
  /// name may be played under.
  public var problemSeat: Int? {
    seats.indices.first { problem(ofSeatAt: $0) != nil }
  }

  /// What is wrong with the name of the seat at `index`, in one line, or `nil`.
  private func problem(ofSeatAt index: Int) -> String? {
    let name = seats[index].name.trimmingWhitespace(includingNewlines: true)
    if name.isEmpty { return localized("Seat {number} needs a name.", ["number": index + 1]) }
    if name.count > Self.maximumNameLength {
      return localized(
        "Seat {number}'s name is longer than {count} characters.",
        ["number": index + 1, "count": Self.maximumNameLength])
    }
    if name.contains(where: Self.isUnshowable) {
      return localized(
        "Seat {number}'s name has characters that cannot be shown.", ["number": index + 1])
    }
    return nil
  }

  /// A name two seats share (whatever its case and surrounding spaces): the scores, turns and
  /// statistics of a table tell its players apart by name.
  public var repeatedName: String? {
    var seen: Set<String> = []
    for seat in seats {
      let name = seat.name.trimmingWhitespace(includingNewlines: true)
      guard !name.isEmpty else { continue }
      if !seen.insert(name.lowercased()).inserted { return name }
    }
    return nil
  }

  /// The players to seat, names trimmed, or `nil` while there is a `problem`.
  public var players: [Player]? {
    guard problem == nil else { return nil }
    return seats.map {
      Player(
        name: $0.name.trimmingWhitespace(includingNewlines: true),
        computerLevel: $0.kind.computerLevel)
    }
  }

  /// Whether a character is a control character, which no face can show in a name.
  static func isUnshowable(_ character: Character) -> Bool {
    character.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }
}
