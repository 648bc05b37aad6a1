import Foundation
import Testing

@testable import Memorize

@Suite struct StorageLocationsTests {
  @Test func xdgFoldersAreUsedWhenSet() {
    let locations = StorageLocations.standard(environment: [
      "HOME": "/home/ann", "XDG_CONFIG_HOME": "/cfg", "XDG_DATA_HOME": "/data",
    ])

    #expect(locations.configDirectory.path == "/cfg/memorize")
    #expect(locations.dataDirectory.path == "/data/memorize")
  }

  @Test func homeFoldersAreUsedWhenXDGIsUnset() {
    let locations = StorageLocations.standard(environment: ["HOME": "/home/ann"])

    #expect(locations.configDirectory.path == "/home/ann/.config/memorize")
    #expect(locations.dataDirectory.path == "/home/ann/.local/share/memorize")
    #expect(locations.themesFile.path == "/home/ann/.config/memorize/themes.json")
  }

  @Test(arguments: ["", "relative/path", "./cfg", "~/cfg"])
  func relativeOrEmptyXDGValuesAreIgnored(value: String) {
    let locations = StorageLocations.standard(environment: [
      "HOME": "/home/ann", "XDG_CONFIG_HOME": value, "XDG_DATA_HOME": value,
    ])

    #expect(
      locations
        == StorageLocations(
          configDirectory: URL(fileURLWithPath: "/home/ann/.config/memorize", isDirectory: true),
          dataDirectory: URL(fileURLWithPath: "/home/ann/.local/share/memorize", isDirectory: true))
    )
  }
}
