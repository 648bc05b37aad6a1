#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The statistics of the home a face joined to a shared table runs in: where the games its
/// player played at the table are counted, as the player's own games are.
///
/// Each count takes the data folder's writer lock for the moment of the save, as the app does
/// for all of its saves: while another memorize holds it, nothing is written and the line that
/// says so is returned, the same line the app says when it saved nothing.
public struct JoinedStatistics {
  /// Where the statistics file is.
  public let locations: StorageLocations

  /// The statistics kept in `locations`.
  public init(locations: StorageLocations) {
    self.locations = locations
  }

  /// Counts `game` in the statistics file, as the table counted it, unless the game named
  /// `id` (its seat and deal at its table, as ``JoinedTable`` names it) was counted there
  /// already: by this face before it was started again, or by another face of the same seat.
  /// Returns what stood in the way, a line each (another memorize saves there, the file could
  /// not be read or written), none once the game is counted.
  public func count(_ game: Statistics.TableGame, id: String, now: Date = Date()) -> [String] {
    var lines: [String] = []
    let storage = AppStorage(locations: locations, locksDataFolder: true, notices: &lines)
    if let problem = storage.readOnlyProblem { return [problem] }
    let statistics = storage.loadStatistics(now: now, notices: &lines).map(Statistics.init)
    let counted = statistics ?? Statistics()
    // Read and written under the one lock: two faces of one seat cannot both count it.
    guard counted.record(game, id: id) != nil else { return lines }
    let saved = SavedStatistics(counted)
    // A table sends what it likes: what the next launch would refuse to read is not written.
    if let problem = SavePlausibility.problem(in: saved) {
      return lines + [
        localized("The table's game was not counted: {problem}", ["problem": problem])
      ]
    }
    if let problem = storage.saveStatistics(saved) { lines.append(problem) }
    return lines
  }
}
