import Foundation
import Memorize

/// A home folder of its own for one run of the window, under the temporary folder; nothing is
/// in it until a test or the window writes there.
func newTestHome() -> URL {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "memorize-gtk-test-\(UUID().uuidString)")
}

extension StorageLocations {
  /// Where the view models keep their files in `home`, as the window started there finds them
  /// (`RunningApp` sets `XDG_CONFIG_HOME` and `XDG_DATA_HOME` under it).
  init(testHome home: URL) {
    self.init(
      configDirectory: home.appendingPathComponent("config/memorize"),
      dataDirectory: home.appendingPathComponent("data/memorize"))
  }
}

/// The view models over the files in `home`, on a clock that never moves.
func modelOver(_ home: URL, seed: UInt64) -> AppModel {
  AppModel(locations: StorageLocations(testHome: home), timeSource: ManualTimeSource(), seed: seed)
}

/// A new home whose files the view models wrote, as an earlier run (of either face) left them:
/// `prepare` deals and plays, then everything is saved. The model is returned too, to say what
/// the window must show.
func homePrepared(seed: UInt64 = 5, _ prepare: (AppModel) throws -> Void) rethrows -> (
  home: URL, model: AppModel
) {
  let home = newTestHome()
  let model = modelOver(home, seed: seed)
  try prepare(model)
  model.saveNow()
  return (home, model)
}
