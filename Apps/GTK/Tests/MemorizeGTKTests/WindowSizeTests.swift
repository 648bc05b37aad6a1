import Foundation
import Memorize
import Testing

@testable import MemorizeGTK

/// Issue 23: the window's size is kept in `window.json` between launches.
@Suite("The window's remembered size")
struct WindowSizeTests {
  private static func locations() -> StorageLocations {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "memorize-window-size-\(UUID().uuidString)")
    return StorageLocations(
      configDirectory: root.appendingPathComponent("config"),
      dataDirectory: root.appendingPathComponent("data"))
  }

  @Test func aSavedSizeLoadsAsSaved() {
    let locations = Self.locations()
    #expect(WindowSize.load(from: locations) == .standard)
    WindowSize(width: 820, height: 640, isMaximized: true).save(to: locations)
    #expect(
      WindowSize.load(from: locations) == WindowSize(width: 820, height: 640, isMaximized: true))
  }

  @Test func aHandEditedSizeIsKeptWithinBounds() throws {
    let locations = Self.locations()
    try FileManager.default.createDirectory(
      at: locations.configDirectory, withIntermediateDirectories: true)
    try Data(#"{"width": 10, "height": 999999, "isMaximized": false}"#.utf8).write(
      to: locations.configDirectory.appendingPathComponent("window.json"))
    #expect(
      WindowSize.load(from: locations) == WindowSize(width: 360, height: 4320, isMaximized: false))
  }

  @Test func aBrokenFileOpensAtTheStandardSize() throws {
    let locations = Self.locations()
    try FileManager.default.createDirectory(
      at: locations.configDirectory, withIntermediateDirectories: true)
    try Data("not json".utf8).write(
      to: locations.configDirectory.appendingPathComponent("window.json"))
    #expect(WindowSize.load(from: locations) == .standard)
  }
}
