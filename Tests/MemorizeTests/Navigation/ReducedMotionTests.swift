import CardGames
import Foundation
import Memorize
import Testing

@Suite("Reduced motion: a flag and a saved preference")
struct ReducedMotionTests {
  @Test("--reduce-motion reaches the request; it refuses a value; the window follows GTK instead")
  func parses() throws {
    #expect(try LaunchArguments.parse(["--reduce-motion"], for: .terminal).request.reducesMotion)
    #expect(try !LaunchArguments.parse([], for: .terminal).request.reducesMotion)
    #expect(throws: LaunchArgumentError(message: "--reduce-motion takes no value")) {
      try LaunchArguments.parse(["--reduce-motion=yes"], for: .terminal)
    }
    #expect(throws: LaunchArgumentError(message: "unknown option “--reduce-motion”")) {
      try LaunchArguments.parse(["--reduce-motion"], for: .window)
    }
  }

  @Test("The preference is saved with the games and read back at the next launch")
  func savedAndRestored() {
    let home = TemporaryLocations()
    let first = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    #expect(!first.reducesMotion)
    var request = LaunchRequest()
    request.reducesMotion = true
    #expect(first.apply(request) == nil)
    #expect(first.reducesMotion)
    first.saveNow()
    let second = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    #expect(second.reducesMotion)
    second.setReducesMotion(false)
    second.saveNow()
    let third = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    #expect(!third.reducesMotion)
  }

  @Test("A state file written before the preference existed loads, with motion on")
  func olderFileLoads() throws {
    let home = TemporaryLocations()
    let app = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    app.startMemorize(theme: .halloween, pairs: 4, seed: 2)
    app.saveNow()
    // The same file without the new key, as version 1 files were written until now.
    let data = try Data(contentsOf: home.stateFile)
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["reducesMotion"] as? Bool == false)
    object.removeValue(forKey: "reducesMotion")
    try JSONSerialization.data(withJSONObject: object).write(to: home.stateFile)
    let reloaded = AppModel(locations: home.locations, timeSource: ManualTimeSource(), seed: 1)
    #expect(reloaded.notices.isEmpty)
    #expect(!reloaded.reducesMotion)
    #expect(reloaded.memorize?.cards.count == 8)
  }
}
