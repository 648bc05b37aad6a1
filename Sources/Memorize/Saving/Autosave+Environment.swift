extension Autosave {
  /// The variable that sets the autosave delay. **A test hook, not a setting**: the end-to-end
  /// tests set it high, so that only a final save (on quit, a signal, a closed window) can write
  /// the move they check. Players have no reason to set it; the man pages list it as a test hook
  /// under ENVIRONMENT, and ROBUSTNESS.md says how the tests use it.
  public static let delayVariable = "MEMORIZE_AUTOSAVE_DELAY"

  /// Seconds between a change and its autosave: `MEMORIZE_AUTOSAVE_DELAY` (the test hook) when it
  /// is a positive number, else 1.
  public static func delay(environment: [String: String]) -> Double {
    guard let text = environment[delayVariable], let seconds = Double(text), seconds.isFinite,
      seconds > 0
    else { return 1 }
    return seconds
  }
}
