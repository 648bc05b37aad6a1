#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where the games in progress and the statistics are kept, and whether this program may write
/// them: the data folder's writer lock, the two files, what loading them found, and why a file
/// is left alone. ``AppModel`` owns one and asks it to load at launch and to save.
final class AppStorage {
  private let stateFile: JSONFile<SavedApp>
  /// The Set and Matchismo games as last saved, encoded: saved again only when they changed.
  private let stateMemory = JSONWriter.Memory()
  private let statisticsFile: JSONFile<SavedStatistics>
  /// Why `state.json` is not written, set when it could not be read: it is left alone rather
  /// than overwritten, and a save never claims it.
  private var stateUnsaved: String?
  private var statisticsUnsaved: String?
  /// Held while this program is the data folder's one writer (see ``WriterLock``).
  private var writerLock: WriterLock?
  /// Set when another program is the writer (or the lock cannot be taken): why nothing is
  /// saved, said when the player leaves.
  private(set) var readOnlyProblem: String?
  /// While another program holds the lock: the data folder, whose lock every save tries again
  /// (see ``retakeLock(notices:)``), and the notice that said so at launch.
  private var lockHeldElsewhere: (folder: URL, notice: String)?
  /// Why the last save failed, or `nil` when it succeeded or nothing was saved yet.
  private(set) var saveProblem: String?
  /// What this program last wrote to each file: a save of the same value again is skipped.
  /// During a game the statistics change only at its end, yet every autosave (one a second
  /// of play) encoded, wrote and flushed them; the file on disk already holds them.
  private var writtenState: SavedApp?
  private var writtenStatistics: SavedStatistics?

  /// Takes the data folder's writer lock when `locksDataFolder`; what stands in the way joins
  /// `notices`.
  init(locations: StorageLocations, locksDataFolder: Bool, notices: inout [String]) {
    stateFile = JSONFile(url: locations.dataDirectory.appendingPathComponent("state.json"))
    statisticsFile = JSONFile(
      url: locations.dataDirectory.appendingPathComponent("statistics.json"))
    guard locksDataFolder else { return }
    switch WriterLock.acquire(in: locations.dataDirectory) {
    case .acquired(let lock):
      writerLock = lock
    case .heldByAnother(let pid):
      let folder = locations.dataDirectory.path
      let notice: String
      if let pid {
        readOnlyProblem = localized(
          "Nothing was saved: another memorize (pid {pid}) is saving to {folder}",
          ["pid": pid, "folder": folder])
        notice = localized(
          "Another memorize (pid {pid}) is saving to {folder}: this one plays but saves nothing",
          ["pid": pid, "folder": folder])
      } else {
        readOnlyProblem = localized(
          "Nothing was saved: another memorize is saving to {folder}", ["folder": folder])
        notice = localized(
          "Another memorize is saving to {folder}: this one plays but saves nothing",
          ["folder": folder])
      }
      notices.append(notice)
      lockHeldElsewhere = (locations.dataDirectory, notice)
    case .cannotBeTaken(let reason):
      let lock = locations.dataDirectory.appendingPathComponent(WriterLock.fileName).path
      readOnlyProblem = localized(
        "Nothing was saved: the lock {lock} cannot be taken ({reason})",
        ["lock": lock, "reason": reason])
      notices.append(
        localized(
          "The lock {lock} cannot be taken ({reason}): this one plays but saves nothing",
          ["lock": lock, "reason": reason]))
    case .unavailable:
      break
    }
  }

  /// Whether another program is the writer, so nothing is saved.
  var isSavingElsewhere: Bool { readOnlyProblem != nil }

  /// Tries again to take the lock another program held: once its holder is gone (it quit, or
  /// was still ending when this one started — a terminal closed and memorize started again at
  /// once), this program becomes the writer. The launch notice is taken back, as no longer true,
  /// and "Saving is on again." is said once. Cheap: one `open` and one `flock`.
  ///
  /// - Returns: whether this call took the lock.
  @discardableResult
  func retakeLock(notices: inout NoticeBoard) -> Bool {
    guard let held = lockHeldElsewhere,
      case .acquired(let lock) = WriterLock.acquire(in: held.folder)
    else { return false }
    writerLock = lock
    lockHeldElsewhere = nil
    // The failure the saves while locked out reported is no longer true.
    if saveProblem == readOnlyProblem { saveProblem = nil }
    readOnlyProblem = nil
    notices.remove(held.notice)
    notices.add(Phrases.savingIsOnAgain)
    return true
  }

  /// The statistics file as saved, or `nil` (what went wrong joins `notices`).
  func loadStatistics(now: Date, notices: inout [String]) -> SavedStatistics? {
    let (value, unsaved) = Self.load(
      statisticsFile, now: now, consequence: localized("statistics start afresh"),
      notices: &notices)
    statisticsUnsaved = unsaved
    return value
  }

  /// The games in progress as saved, or `nil` (what went wrong joins `notices`).
  func loadState(now: Date, notices: inout [String]) -> SavedApp? {
    let (value, unsaved) = Self.load(
      stateFile, now: now, consequence: localized("starting new games"), notices: &notices)
    stateUnsaved = unsaved
    return value
  }

  /// Writes both files (each one that may be written); whether everything reached the disk.
  ///
  /// A failure is never silent: it stays in ``saveProblem`` and stands among `notices` as a
  /// retry notice until a later save succeeds, which takes it back.
  func save(_ state: SavedApp, _ statistics: SavedStatistics, notices: inout NoticeBoard) -> Bool {
    if let readOnlyProblem {
      saveProblem = readOnlyProblem
      return false
    }
    var errors: [String] = []
    if stateUnsaved == nil, state != writtenState {
      do {
        try stateFile.save(state, remembering: stateMemory)
        writtenState = state
      } catch { errors.append(error.message) }
    }
    if statisticsUnsaved == nil, statistics != writtenStatistics {
      do {
        try statisticsFile.save(statistics)
        writtenStatistics = statistics
      } catch { errors.append(error.message) }
    }
    let problem = errors.first
    if let previous = saveProblem, previous != problem {
      notices.remove(Self.retryNotice(previous))
    }
    if let problem { notices.add(Self.retryNotice(problem)) }
    // A file left alone since launch is no failure to retry (the launch said so), but this save
    // did not cover it either: never "Saved".
    let unsaved = [stateUnsaved, statisticsUnsaved].compactMap { $0 }.first
    saveProblem = problem ?? unsaved
    return saveProblem == nil
  }

  /// Writes the statistics file alone (a face joined to a shared table saves no game of its
  /// own); why it was not written, or `nil` once it was.
  func saveStatistics(_ statistics: SavedStatistics) -> String? {
    if let readOnlyProblem { return readOnlyProblem }
    if let statisticsUnsaved { return statisticsUnsaved }
    do {
      try statisticsFile.save(statistics)
      return nil
    } catch { return error.message }
  }

  /// The notice for a failed save while playing: the reason, and that nothing is given up.
  static func retryNotice(_ problem: String) -> String {
    localized("{problem}; trying again at the next change", ["problem": problem])
  }

  /// Loads one file, turning every failure into a notice; returns the value and, when the file
  /// may not be written later (it exists but could not be read, or could not be kept aside, or a
  /// newer memorize wrote it), why not: the line a front end says when the player leaves.
  private static func load<Value>(
    _ file: JSONFile<Value>, now: Date, consequence: String, notices: inout [String]
  ) -> (Value?, String?) {
    switch file.load(now: now) {
    case .missing:
      return (nil, nil)
    case .loaded(let value):
      return (value, nil)
    case .corrupt(let message, let keptAside):
      notices.append(
        localized("{problem}; {consequence}", ["problem": message, "consequence": consequence]))
      return (nil, keptAside == nil ? notSaved(message) : nil)
    case .unreadable(let message):
      notices.append(
        localized(
          "{problem}; {consequence}, and changes will not be saved",
          ["problem": message, "consequence": consequence]))
      return (nil, notSaved(message))
    case .newer(let version):
      notices.append(
        localized(
          "{file} was written by a newer memorize (format {version}): it is kept as it is and this one plays without saving it",
          ["file": file.fileName, "version": version]))
      return (
        nil,
        notSaved(
          localized(
            "{file} was written by a newer memorize (format {version})",
            ["file": file.fileName, "version": version]))
      )
    }
  }

  /// Why a file left alone since launch was not saved on the way out.
  private static func notSaved(_ problem: String) -> String {
    localized("{problem}; changes to it were not saved", ["problem": problem])
  }
}
