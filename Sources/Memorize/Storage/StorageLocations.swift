#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where the user's files live. Tests point these at temporary folders.
///
/// Themes are settings the user made, so they go with configuration; games in progress and
/// statistics are data the program keeps, so they go with data (the XDG Base Directory split).
public struct StorageLocations: Sendable, Equatable {
  /// Holds `themes.json`: `$XDG_CONFIG_HOME/memorize` or `~/.config/memorize`.
  public var configDirectory: URL
  /// Holds games in progress and statistics: `$XDG_DATA_HOME/memorize` or
  /// `~/.local/share/memorize`.
  public var dataDirectory: URL

  /// Themes in `configDirectory`; games and statistics in `dataDirectory`.
  public init(configDirectory: URL, dataDirectory: URL) {
    self.configDirectory = configDirectory
    self.dataDirectory = dataDirectory
  }

  /// The name of the folder inside the XDG base directories.
  public static let applicationFolder = "memorize"

  /// The locations the XDG Base Directory rules give for `environment`.
  ///
  /// A relative or empty `XDG_CONFIG_HOME` / `XDG_DATA_HOME` is ignored, as the specification
  /// says, because a relative path would depend on whatever folder the program was started in.
  /// `HOME` comes from `environment` too; only when it is missing or relative do we ask the
  /// system for the user's home folder.
  public static func standard(environment: [String: String]) -> StorageLocations {
    let home =
      absolutePath(environment["HOME"]).map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    let configBase =
      absolutePath(environment["XDG_CONFIG_HOME"]).map {
        URL(fileURLWithPath: $0, isDirectory: true)
      }
      ?? home.appendingPathComponent(".config", isDirectory: true)
    let dataBase =
      absolutePath(environment["XDG_DATA_HOME"]).map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? home.appendingPathComponent(".local", isDirectory: true)
      .appendingPathComponent("share", isDirectory: true)
    return StorageLocations(
      configDirectory: configBase.appendingPathComponent(applicationFolder, isDirectory: true),
      dataDirectory: dataBase.appendingPathComponent(applicationFolder, isDirectory: true))
  }

  /// The file that holds the user's themes.
  public var themesFile: URL {
    configDirectory.appendingPathComponent("themes.json", isDirectory: false)
  }

  private static func absolutePath(_ value: String?) -> String? {
    guard let value, value.hasPrefix("/") else { return nil }
    return value
  }
}
