import CardGames
import Observation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The player's themes: loaded from `themes.json`, edited through intents, saved after every
/// change.
///
/// Every theme in ``themes`` is playable: loading repairs or leaves out what is not, and intents
/// refuse edits that would break a theme, returning the problems for the editor to show. Trouble
/// with the file never stops a game; it is reported once in ``problem``.
@Observable public final class ThemeStore {
  /// All themes, in the player's order. Never empty; every one is valid.
  public private(set) var themes: [Theme]
  /// One line about trouble with the themes file, for the view to show; `nil` when all is well.
  public private(set) var problem: String?

  /// Why the last save of the themes failed, or `nil`; a front end reports it when the player
  /// leaves, as for ``AppModel/saveProblem``.
  public var saveProblem: String? { problemIsSaveFailure ? problem : nil }

  /// Whether changes are written to the file: not when it could not be read, was written by a
  /// newer memorize, could not be kept aside or copied before a repair, or the store only reads.
  public var savesChanges: Bool { mayOverwriteFile && !isSavingElsewhere }

  /// Emoji removed from each theme, oldest first, so they can be restored.
  private var removedByTheme: [String: [String]]
  /// Each theme's fields in the file this version does not know, by id, written back as read.
  @ObservationIgnored private var unknownFieldsByTheme: [String: [String: JSONValue]] = [:]
  /// The file's own fields this version does not know, written back as read.
  @ObservationIgnored private var unknownFileFields: [String: JSONValue] = [:]

  @ObservationIgnored private let file: JSONFile<Document>
  @ObservationIgnored private let makeID: () -> String
  /// False when saving would destroy a file we could not read (unreadable, newer format, or a
  /// corrupt file that could not be moved aside).
  @ObservationIgnored private var mayOverwriteFile = true
  /// Whether another program is the data folder's writer (``forbidSaving()``), and whether a
  /// change was made meanwhile, saved once this one becomes the writer.
  @ObservationIgnored private var isSavingElsewhere = false
  @ObservationIgnored private var changedWhileSavingElsewhere = false
  /// Whether ``problem`` is a failed save, which the next successful save makes stale.
  @ObservationIgnored private var problemIsSaveFailure = false
  /// A copy of the file that must exist before the file is first saved over (the format-1
  /// original, when there was no room for it at launch): its label and when it was found.
  @ObservationIgnored private var copyBeforeSaving: (label: String, found: Date)?
  /// Whether the store only reads: nothing on disk is written, renamed or repaired.
  @ObservationIgnored private let readsOnly: Bool
  /// Each theme's playability as last checked, by id, with the theme it was checked on.
  @ObservationIgnored private var checkedPlayability: [String: (theme: Theme, isPlayable: Bool)] =
    [:]

  /// The longest name a theme may have, in characters; enough for any real name, short enough for
  /// a chooser row.
  public static let maximumNameLength = 60
  /// The most emoji a theme may hold; more than any board shows.
  public static let maximumEmojiCount = 200
  /// The most themes the list holds: with every theme at its most emoji, `themes.json` stays a
  /// file the next launch reads (and `JSONFile` refuses to write one it would not).
  public static let maximumThemeCount = 100

  /// Whether `theme` can be played (`Theme.isValid`), checked again only when the
  /// theme changed: the themes are listed at every frame a screen draws, and checking every
  /// emoji of every theme each time was a tenth of a game's CPU.
  public func isPlayable(_ theme: Theme) -> Bool {
    if let checked = checkedPlayability[theme.id], checked.theme == theme {
      return checked.isPlayable
    }
    let isPlayable = theme.isValid
    checkedPlayability[theme.id] = (theme, isPlayable)
    return isPlayable
  }

  /// Loads the themes from `file`.
  ///
  /// - Parameters:
  ///   - file: The themes file; a missing one means the built-in themes only.
  ///   - now: Stamps the name of a damaged file kept aside.
  ///   - makeID: Ids for new themes; tests pass a counter. Clashes are retried.
  public convenience init(
    file: JSONFile<Document>, now: Date = Date(),
    makeID: @escaping () -> String = { UUID().uuidString.lowercased() }
  ) {
    self.init(file: file, now: now, makeID: makeID, readsOnly: false)
  }

  private init(
    file: JSONFile<Document>, now: Date, makeID: @escaping () -> String, readsOnly: Bool
  ) {
    self.file = file
    self.makeID = makeID
    self.readsOnly = readsOnly
    themes = Theme.builtIns
    removedByTheme = [:]
    if readsOnly { mayOverwriteFile = false }
    load(now: now)
  }

  /// Loads `themes.json` from the configuration folder of `locations`.
  public convenience init(locations: StorageLocations, now: Date = Date()) {
    self.init(file: JSONFile(url: locations.themesFile), now: now)
  }

  /// Reads `themes.json` from the configuration folder of `locations` without changing anything
  /// on disk: a damaged file is reported and left where it is, repairs and the move to the
  /// current format are made in memory only, and nothing is ever saved. For listing the themes
  /// (`--list-theme-names`, which shell completion runs while a game may be saving).
  public convenience init(readingOnly locations: StorageLocations) {
    self.init(
      file: JSONFile(url: locations.themesFile), now: Date(),
      makeID: { UUID().uuidString.lowercased() }, readsOnly: true)
  }

  /// The theme with this id, if there is one.
  public func theme(withID id: Theme.ID) -> Theme? {
    themes.first { $0.id == id }
  }

  /// Emoji removed from the theme, oldest first: the ones ``restoreEmoji(_:to:)`` can put back.
  public func removedEmoji(for id: Theme.ID) -> [String] {
    removedByTheme[id] ?? []
  }

  /// What would be saved right now.
  public var document: Document {
    var document = Document(
      themes: themes, removedEmoji: removedByTheme.filter { !$0.value.isEmpty },
      unknownFields: unknownFileFields)
    document.unknownThemeFields = themes.map { unknownFieldsByTheme[$0.id] ?? [:] }
    return document
  }

  // MARK: - Intents

  /// Adds a theme at the end of the list with a few starter emoji, and returns it; `nil` when the
  /// list already holds ``maximumThemeCount`` themes (``ThemeEditProblem/tooManyThemes(limit:)``
  /// says so).
  ///
  /// The name is cleaned up rather than refused (control characters removed, shortened); an empty
  /// one becomes "New Theme", and a name already in use gets a number.
  @discardableResult
  public func addTheme(named name: String) -> Theme? {
    guard themes.count < Self.maximumThemeCount else { return nil }
    var base = Self.cleanedName(name).name
    if base.isEmpty { base = "New Theme" }
    var uniqueName = base
    var counter = 2
    while themes.contains(where: { $0.name == uniqueName }) {
      uniqueName = "\(base) \(counter)"
      counter += 1
    }
    var id = makeID()
    while id.isEmpty || theme(withID: id) != nil { id = makeID() }
    let theme = Theme(
      id: id, name: uniqueName, emoji: Self.starterEmoji, pairs: .fixed(4),
      color: RGBAColor(red8: 0x4A, green8: 0x90, blue8: 0xE2))
    themes.append(theme)
    save()
    return theme
  }

  /// Renames a theme. Surrounding spaces are trimmed; an empty or overlong name, one with
  /// control characters, or one another theme answers to (as `--theme` and the chooser match
  /// names: any case, full- or half-width, a built-in theme's name in any language) is refused.
  @discardableResult
  public func rename(id: Theme.ID, to name: String) -> [ThemeEditProblem] {
    guard let index = index(of: id) else { return [.unknownTheme(id: id)] }
    let trimmed = name.trimmingWhitespace(includingNewlines: true)
    if let problem = Self.nameProblem(trimmed) { return [problem] }
    let wanted = Self.comparable(trimmed)
    if let other = themes.first(where: {
      $0.id != id && Self.namesAnswered(by: $0).contains(wanted)
    }) {
      return [.nameTaken(other.localizedName)]
    }
    return update(at: index) { $0.name = trimmed }
  }

  /// Deletes a theme (built-ins too); the last theme cannot be deleted.
  @discardableResult
  public func delete(id: Theme.ID) -> [ThemeEditProblem] {
    guard let index = index(of: id) else { return [.unknownTheme(id: id)] }
    guard themes.count > 1 else { return [.lastTheme] }
    themes.remove(at: index)
    removedByTheme[id] = nil
    unknownFieldsByTheme[id] = nil
    save()
    return []
  }

  /// A theme taken out of the list by ``deleteKeepingUndo(id:)``: what ``undoDelete(_:)`` needs
  /// to put it back exactly where it was.
  public struct DeletedTheme: Equatable, Sendable {
    /// The theme as it was.
    public let theme: Theme
    /// Where it stood in the list.
    public let index: Int
    /// The emoji that had been removed from it, so they can still be restored.
    public let removedEmoji: [String]
    /// Its fields in the file this version does not know, to be written back with it.
    let unknownFields: [String: JSONValue]
  }

  /// Deletes a theme as ``delete(id:)`` does, and returns what ``undoDelete(_:)`` needs to put it
  /// back; the last theme cannot be deleted.
  public func deleteKeepingUndo(id: Theme.ID) -> Result<DeletedTheme, ThemeEditProblem> {
    guard let index = index(of: id) else { return .failure(.unknownTheme(id: id)) }
    guard themes.count > 1 else { return .failure(.lastTheme) }
    let deleted = DeletedTheme(
      theme: themes[index], index: index, removedEmoji: removedEmoji(for: id),
      unknownFields: unknownFieldsByTheme[id] ?? [:])
    delete(id: id)
    return .success(deleted)
  }

  /// Puts a deleted theme back where it was (or at the end, if the list is shorter now), with its
  /// removed emoji. Refused when a theme with its id is in the list again (the built-ins were
  /// restored meanwhile).
  @discardableResult
  public func undoDelete(_ deleted: DeletedTheme) -> [ThemeEditProblem] {
    guard theme(withID: deleted.theme.id) == nil else { return [.themeAlreadyBack] }
    themes.insert(deleted.theme, at: min(max(0, deleted.index), themes.count))
    if !deleted.removedEmoji.isEmpty { removedByTheme[deleted.theme.id] = deleted.removedEmoji }
    if !deleted.unknownFields.isEmpty {
      unknownFieldsByTheme[deleted.theme.id] = deleted.unknownFields
    }
    save()
    return []
  }

  /// Brings back every built-in theme that was deleted, each at its place among the built-ins;
  /// the player's own themes and edits stay. Returns the themes brought back.
  @discardableResult
  public func restoreBuiltIns() -> [Theme] {
    let missing = Theme.builtIns.filter { theme(withID: $0.id) == nil }
    guard !missing.isEmpty else { return [] }
    for builtIn in missing {
      // Just after the nearest built-in before it that is in the list, else first.
      let earlier = Theme.builtIns.prefix { $0.id != builtIn.id }.map(\.id)
      let anchor = themes.lastIndex { earlier.contains($0.id) }
      themes.insert(builtIn, at: anchor.map { $0 + 1 } ?? 0)
    }
    save()
    return missing
  }

  /// Moves the themes at `offsets` to just before the theme now at `destination`, as a list view's
  /// drag and drop reports it (`destination == themes.count` means the end).
  @discardableResult
  public func move(fromOffsets offsets: some Collection<Int>, toOffset destination: Int)
    -> [ThemeEditProblem]
  {
    let offsets = Array(Set(offsets)).sorted()
    guard !offsets.isEmpty, offsets.allSatisfy(themes.indices.contains),
      (0...themes.count).contains(destination)
    else { return [.invalidPosition] }
    let moving = offsets.map { themes[$0] }
    var remaining = themes
    for offset in offsets.reversed() { remaining.remove(at: offset) }
    let insertion = destination - offsets.count { $0 < destination }
    remaining.insert(contentsOf: moving, at: insertion)
    guard remaining != themes else { return [] }
    themes = remaining
    save()
    return []
  }

  /// Moves one theme so that it ends up at `index` in the list.
  @discardableResult
  public func move(id: Theme.ID, to index: Int) -> [ThemeEditProblem] {
    guard let from = self.index(of: id) else { return [.unknownTheme(id: id)] }
    guard themes.indices.contains(index) else { return [.invalidPosition] }
    guard from != index else { return [] }
    let theme = themes.remove(at: from)
    themes.insert(theme, at: index)
    save()
    return []
  }

  /// Adds every character of `text` as an emoji: "🐶🐱" adds two. Spaces between them are
  /// ignored; letters, digits and punctuation (see ``isPicture(_:)``), repeats, invisible
  /// characters and anything beyond the limit are reported and left out, and the rest is added.
  @discardableResult
  public func addEmoji(_ text: String, to id: Theme.ID) -> [ThemeEditProblem] {
    guard let index = index(of: id) else { return [.unknownTheme(id: id)] }
    var theme = themes[index]
    var present = Set(theme.emoji)
    var problems: [ThemeEditProblem] = []
    func report(_ problem: ThemeEditProblem) {
      if !problems.contains(problem) { problems.append(problem) }
    }
    // Looking at a few times the limit is plenty for any real paste; a pasted novel stops here.
    var examined = 0
    // Letters, digits and punctuation are refused together, in one message: "abc" is a word.
    var notPictures = ""
    for character in text where !character.isWhitespace {
      examined += 1
      guard theme.emoji.count < Self.maximumEmojiCount, examined <= 5 * Self.maximumEmojiCount
      else {
        report(.tooManyEmoji(limit: Self.maximumEmojiCount))
        break
      }
      let symbol = String(character)
      if let problem = Self.emojiProblem(symbol) {
        report(problem)
      } else if !Self.isPicture(character) {
        if notPictures.count < 20 { notPictures.append(character) }
      } else if !present.insert(symbol).inserted {
        report(.theme(.duplicateEmoji(symbol)))
      } else {
        theme.emoji.append(symbol)
        removedByTheme[id]?.removeAll { $0 == symbol }
      }
    }
    if !notPictures.isEmpty { problems.insert(.notEmoji(notPictures), at: 0) }
    if theme != themes[index] {
      themes[index] = theme
      save()
    }
    return problems
  }

  /// Whether a character can be a card's picture: an emoji (in emoji style, a keycap, a flag, a
  /// sequence), another symbol, or an ideograph. Letters of alphabets, digits and punctuation
  /// are words, not pictures. Checked when emoji are added; themes already saved keep theirs.
  public static func isPicture(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return false }
    // Emoji presentation anywhere (skin tones, flags, families), VS16 or a keycap.
    if scalars.contains(where: {
      $0.properties.isEmojiPresentation || $0.value == 0xFE0F || $0.value == 0x20E3
    }) {
      return true
    }
    if first.isASCII { return false }
    switch first.properties.generalCategory {
    case .otherSymbol, .mathSymbol, .currencySymbol: return true
    case .otherLetter: return first.properties.isIdeographic
    default: return first.properties.isEmoji
    }
  }

  /// Removes an emoji, remembering it so it can be restored. A theme keeps at least two.
  @discardableResult
  public func removeEmoji(_ symbol: String, from id: Theme.ID) -> [ThemeEditProblem] {
    guard let index = index(of: id) else { return [.unknownTheme(id: id)] }
    guard themes[index].emoji.contains(symbol) else { return [.emojiNotInTheme(symbol)] }
    var theme = themes[index]
    theme.emoji.removeAll { $0 == symbol }
    let problems = theme.problems
    guard problems.isEmpty else { return problems.map(ThemeEditProblem.theme) }
    let removed = removedEmoji(for: id).filter { $0 != symbol } + [symbol]
    themes[index] = theme
    removedByTheme[id] = Array(removed.suffix(Self.maximumEmojiCount))
    save()
    return []
  }

  /// Puts a removed emoji back at the end of the theme.
  @discardableResult
  public func restoreEmoji(_ symbol: String, to id: Theme.ID) -> [ThemeEditProblem] {
    guard let index = index(of: id) else { return [.unknownTheme(id: id)] }
    guard removedEmoji(for: id).contains(symbol) else { return [.emojiNotRemoved(symbol)] }
    var theme = themes[index]
    if !theme.emoji.contains(symbol) {
      guard theme.emoji.count < Self.maximumEmojiCount else {
        return [.tooManyEmoji(limit: Self.maximumEmojiCount)]
      }
      theme.emoji.append(symbol)
    }
    let problems = theme.problems
    guard problems.isEmpty else { return problems.map(ThemeEditProblem.theme) }
    themes[index] = theme
    let remaining = removedEmoji(for: id).filter { $0 != symbol }
    removedByTheme[id] = remaining.isEmpty ? nil : remaining
    save()
    return []
  }

  /// Sets how many pairs a game on the theme deals: a fixed count within ``pairRange(for:)``, or
  /// all its emoji. A count beyond the theme's emoji is refused, not cut down without a word.
  @discardableResult
  public func setPairs(_ pairs: Theme.PairCount, for id: Theme.ID) -> [ThemeEditProblem] {
    guard let index = index(of: id) else { return [.unknownTheme(id: id)] }
    if case .fixed(let count) = pairs, count > 0, let range = pairRange(for: id),
      !range.contains(count)
    {
      return [.pairsOutOfRange(count: count, allowed: range)]
    }
    return update(at: index) { $0.pairs = pairs }
  }

  /// How many pairs the theme can deal: from `Theme.minimumPairs` to one pair per emoji; `nil`
  /// when no theme has this id. Editors show it next to the field, before it bites.
  public func pairRange(for id: Theme.ID) -> ClosedRange<Int>? {
    guard let theme = theme(withID: id) else { return nil }
    return Theme.minimumPairs...max(Theme.minimumPairs, theme.emoji.count)
  }

  /// Sets the theme's colour.
  @discardableResult
  public func setColor(_ color: RGBAColor, for id: Theme.ID) -> [ThemeEditProblem] {
    guard let index = index(of: id) else { return [.unknownTheme(id: id)] }
    return update(at: index) { $0.color = color }
  }

  /// Hides ``problem`` once the player has read it.
  public func dismissProblem() {
    problem = nil
    problemIsSaveFailure = false
  }

  // MARK: - Private

  private func index(of id: Theme.ID) -> Int? {
    themes.firstIndex { $0.id == id }
  }

  /// Applies `change` if the result is still a valid theme, saving; otherwise returns why not.
  private func update(at index: Int, _ change: (inout Theme) -> Void) -> [ThemeEditProblem] {
    var theme = themes[index]
    change(&theme)
    let problems = theme.problems
    guard problems.isEmpty else { return problems.map(ThemeEditProblem.theme) }
    if theme != themes[index] {
      themes[index] = theme
      save()
    }
    return []
  }

  /// Writes nothing while another program is the data's one writer (``WriterLock``), until
  /// ``resumeSaving()``.
  func forbidSaving() {
    isSavingElsewhere = true
  }

  /// Writes again: this program took the data folder's lock from one that is gone. A change
  /// made meanwhile is saved now (unless the file may not be overwritten for its own reasons).
  func resumeSaving() {
    guard isSavingElsewhere else { return }
    isSavingElsewhere = false
    if changedWhileSavingElsewhere {
      changedWhileSavingElsewhere = false
      save()
    }
  }

  /// Saves the whole document, or records why it could not be saved; never throws at the game.
  private func save() {
    guard !isSavingElsewhere else {
      changedWhileSavingElsewhere = true
      return
    }
    guard mayOverwriteFile else { return }
    if let copy = copyBeforeSaving {
      do {
        _ = try file.keepCopyAside(label: copy.label, now: copy.found)
        copyBeforeSaving = nil
      } catch {
        // The original is not saved over without its copy: a failed save, tried again at the
        // next change and reported when the player leaves.
        problem = localized(
          "{problem}, so {file} is not saved until its format-1 original is copied",
          ["problem": error.message, "file": file.fileName])
        problemIsSaveFailure = true
        return
      }
    }
    do {
      try file.save(document)
      if problemIsSaveFailure {
        problem = nil
        problemIsSaveFailure = false
      }
    } catch {
      problem = error.message
      problemIsSaveFailure = true
    }
  }

  /// Reads the file, falling back to the built-ins (already in place) on any trouble.
  private func load(now: Date) {
    func builtInsNotice(_ problem: String) -> String {
      localized("{problem}; starting from the built-in themes", ["problem": problem])
    }
    func noSavingNotice(_ problem: String) -> String {
      localized(
        "{problem}; using the built-in themes, changes will not be saved", ["problem": problem])
    }
    switch readsOnly ? file.inspect() : file.load(now: now) {
    case .missing:
      return
    case .unreadable(let message):
      problem = noSavingNotice(message)
      mayOverwriteFile = false
    case .corrupt(let message, let keptAside):
      if keptAside == nil {
        problem = noSavingNotice(message)
        mayOverwriteFile = false
      } else {
        // Built-ins are not saved now: nothing changed yet, and the bad file is safe aside.
        problem = builtInsNotice(message)
      }
    case .newer(let version):
      problem = newerNotice(version: version)
      mayOverwriteFile = false
    case .loaded(let document):
      let repair = Self.repaired(document, makeID: makeID)
      themes = repair.themes
      removedByTheme = repair.removedEmoji
      unknownFieldsByTheme = repair.unknownFields
      unknownFileFields = document.unknownFields
      if readsOnly {
        if !repair.notes.isEmpty { reportRepairsNotSaved(repair.notes) }
      } else if !repair.notes.isEmpty {
        keepOriginalAndSaveRepairs(repair.notes, now: now)
      } else if document.version < Document.currentVersion {
        migrate(now: now)
      }
    }
  }

  /// A file written by a newer memorize: kept as it is, and said so.
  private func newerNotice(version: Int) -> String {
    localized(
      "{file} was written by a newer memorize (format {version}): it is kept as it is and this one plays with the built-in themes without saving them",
      ["file": file.fileName, "version": version])
  }

  /// Rewrites a file of an older format in the current one, keeping the original beside it. If
  /// the original cannot be kept now (a full disk), the file is left as it is (it still loads)
  /// and the copy is made before the first save that would overwrite it.
  private func migrate(now: Date) {
    copyBeforeSaving = ("format-1", now)
    guard (try? file.keepCopyAside(label: "format-1", now: now)) != nil else { return }
    copyBeforeSaving = nil
    save()
  }

  /// Keeps the file as it was, then saves the repaired themes over it so the repairs happen once.
  private func keepOriginalAndSaveRepairs(_ notes: [String], now: Date) {
    // The first two changes, and how many more: each a whole sentence for the translator.
    let shown =
      notes.count >= 2
      ? localizedInContext(
        // Translators: two changes made to a theme file, in the order they were made.
        "two changes", "{first}; {second}", ["first": notes[0], "second": notes[1]])
      : notes.first ?? ""
    let more = notes.count - 2
    do {
      let original = try file.keepCopyAside(label: "original", now: now)
      let kept = original.lastPathComponent
      problem =
        more > 0
        ? localizedPlural(
          "Repaired {file} (original kept as {kept}): {changes}; and {count} more",
          "Repaired {file} (original kept as {kept}): {changes}; and {count} more", count: more,
          ["file": file.fileName, "kept": kept, "changes": shown])
        : localized(
          "Repaired {file} (original kept as {kept}): {changes}",
          ["file": file.fileName, "kept": kept, "changes": shown])
      save()
    } catch {
      reportRepairsNotSaved(notes)
    }
  }

  /// Says what was repaired, in memory only: the file stays as it is and nothing is saved.
  private func reportRepairsNotSaved(_ notes: [String]) {
    let shown =
      notes.count >= 2
      ? localizedInContext(
        "two changes", "{first}; {second}", ["first": notes[0], "second": notes[1]])
      : notes.first ?? ""
    let more = notes.count - 2
    problem =
      more > 0
      ? localizedPlural(
        "Repaired {file}: {changes}; and {count} more; changes will not be saved",
        "Repaired {file}: {changes}; and {count} more; changes will not be saved", count: more,
        ["file": file.fileName, "changes": shown])
      : localized(
        "Repaired {file}: {changes}; changes will not be saved",
        ["file": file.fileName, "changes": shown])
    mayOverwriteFile = false
  }

  /// The starter set of a new theme: single-scalar emoji, two columns wide everywhere, that say
  /// "new, to be filled in" (🆕 first, where a chooser shows a theme's first emoji) and belong
  /// to no built-in theme, so a new theme never looks like a real one (it showed 😀, the Faces
  /// theme's).
  static let starterEmoji = ["🆕", "➕", "📝", "❓", "🔤", "✨"]
}
