import CGtk
import FoundationEssentials
import Memorize

/// A window's size when it last closed, beside the themes (a setting of this computer's window,
/// not of the games): the next launch opens at it. The window of one's own games keeps its size
/// in `window.json`, the window at a shared table in `table-window.json` (one often stands beside
/// a terminal at a table, which would otherwise change the size the own games open at).
nonisolated struct WindowSize: Codable, Equatable, Sendable {
  var width: Int
  var height: Int
  var isMaximized: Bool

  /// The size a first launch opens at.
  static let standard = WindowSize(width: 1100, height: 760, isMaximized: false)
  /// Never smaller than the window's own minimum, never larger than a very large screen: a file
  /// edited by hand cannot make the window unusable.
  static let widths = 360...7680
  static let heights = 294...4320

  /// The file of the window of one's own games.
  static let ownGamesFile = "window.json"
  /// The file of the window at a shared table.
  static let tableFile = "table-window.json"

  /// The file `name` in `locations`' configuration folder.
  static func file(in locations: StorageLocations, named name: String = ownGamesFile)
    -> JSONFile<WindowSize>
  {
    JSONFile(url: locations.configDirectory.appendingPathComponent(name))
  }

  /// The size saved in `locations`, kept within bounds; the standard size when there is none or
  /// it does not read (a broken file is kept aside by `JSONFile`, and the next close writes anew).
  static func load(
    from locations: StorageLocations, named name: String = ownGamesFile, now: Date = Date()
  ) -> WindowSize {
    guard case .loaded(let saved) = file(in: locations, named: name).load(now: now) else {
      return .standard
    }
    return WindowSize(
      width: saved.width.clamped(to: widths), height: saved.height.clamped(to: heights),
      isMaximized: saved.isMaximized)
  }

  /// Saves the size; a window whose size cannot be written opens at the standard size next time,
  /// which is not worth troubling the player about as they close it.
  func save(to locations: StorageLocations, named name: String = ownGamesFile) {
    try? Self.file(in: locations, named: name).save(self)
  }

  /// Opens `window` at the size saved in `file` of `locations` (the standard size without).
  @MainActor static func restore(
    _ window: Widget, from locations: StorageLocations?, named name: String
  ) {
    let size = locations.map { load(from: $0, named: name) } ?? .standard
    gtk_window_set_default_size(cast(window), Int32(size.width), Int32(size.height))
    if size.isMaximized { gtk_window_maximize(cast(window)) }
  }

  /// Keeps `window`'s size in `file` of `locations` for the next launch: its size before any
  /// maximizing (GTK keeps the default size as the user resizes), and whether it is maximized.
  @MainActor static func keep(_ window: Widget, in locations: StorageLocations?, named name: String)
  {
    guard let locations else { return }
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(cast(window), &width, &height)
    guard width > 0, height > 0 else { return }
    WindowSize(
      width: Int(width), height: Int(height),
      isMaximized: gtk_window_is_maximized(cast(window)) != 0
    ).save(to: locations, named: name)
  }
}

nonisolated extension Comparable {
  fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
    min(max(self, range.lowerBound), range.upperBound)
  }
}
