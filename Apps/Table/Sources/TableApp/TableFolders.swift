import FoundationEssentials
import Memorize

/// Where `memorize-table` reads and writes: the host's themes, and a data folder of the table's
/// own (its statistics and the game in progress) apart from the host's own games.
///
/// The table's statistics are the table's record, kept for what it tells every face: a game's
/// new best and fastest, the Statistics a finished game shows its players. They are not the
/// host's: the host who plays (`--play`) has their seat's games counted in their own
/// Statistics by their own face, as every player's face counts theirs (`JoinedStatistics`).
public enum TableFolders {
  /// The folders for `environment`. The data folder is the one systemd made for the user unit
  /// (`STATE_DIRECTORY`, from the unit's `StateDirectory=`, which follows the user's XDG
  /// folders) when it is set to an absolute path other than the host's own data folder, else
  /// `$XDG_DATA_HOME/memorize-table`.
  ///
  /// Never the host's own data folder (`$XDG_DATA_HOME/memorize`): the table's statistics
  /// would be the host's file, and each game the host played at the table counted twice in
  /// their Statistics, once as the table's record and once by their own face.
  public static func locations(environment: [String: String]) -> StorageLocations {
    let standard = StorageLocations.standard(environment: environment)
    // systemd joins several folders with colons; the unit names one.
    let given = environment["STATE_DIRECTORY"]?.split(separator: ":").first.map(String.init)
    let own = standard.dataDirectory.standardizedFileURL.path
    let data =
      if let given, given.hasPrefix("/"),
        URL(fileURLWithPath: given, isDirectory: true).standardizedFileURL.path != own
      {
        URL(fileURLWithPath: given, isDirectory: true)
      } else {
        standard.dataDirectory.deletingLastPathComponent()
          .appendingPathComponent("memorize-table", isDirectory: true)
      }
    return StorageLocations(configDirectory: standard.configDirectory, dataDirectory: data)
  }
}
