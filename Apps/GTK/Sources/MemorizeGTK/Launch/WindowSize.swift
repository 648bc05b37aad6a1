import FoundationEssentials
import Memorize

/// The main window's size when it last closed, in `window.json` beside the themes (a setting of
/// this computer's window, not of the games): the next launch opens at it.
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

  /// The file in `locations`' configuration folder.
  static func file(in locations: StorageLocations) -> JSONFile<WindowSize> {
    JSONFile(url: locations.configDirectory.appendingPathComponent("window.json"))
  }

  /// The size saved in `locations`, kept within bounds; the standard size when there is none or
  /// it does not read (a broken file is kept aside by `JSONFile`, and the next close writes anew).
  static func load(from locations: StorageLocations, now: Date = Date()) -> WindowSize {
    guard case .loaded(let saved) = file(in: locations).load(now: now) else { return .standard }
    return WindowSize(
      width: saved.width.clamped(to: widths), height: saved.height.clamped(to: heights),
      isMaximized: saved.isMaximized)
  }

  /// Saves the size; a window whose size cannot be written opens at the standard size next time,
  /// which is not worth troubling the player about as they close it.
  func save(to locations: StorageLocations) {
    try? Self.file(in: locations).save(self)
  }
}

nonisolated extension Comparable {
  fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
    min(max(self, range.lowerBound), range.upperBound)
  }
}
