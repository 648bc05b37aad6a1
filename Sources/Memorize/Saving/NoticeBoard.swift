/// The one-line messages about files that every face shows once, oldest first, until the player
/// dismisses them: the app's own (loading, saving, the terminal's charset) and the themes file's
/// problem whenever one arises.
struct NoticeBoard: Sendable {
  /// The app's own notices.
  private(set) var stored: [String] = []
  /// The themes problem the player dismissed, so it is not shown again until it changes.
  private var dismissedThemeProblem: String?

  init(_ notices: [String] = []) {
    stored = notices
  }

  /// Every notice to show, the themes file's `themeProblem` first while it stands.
  func all(themeProblem: String?) -> [String] {
    guard let problem = themeProblem, problem != dismissedThemeProblem, !stored.contains(problem)
    else { return stored }
    return [problem] + stored
  }

  /// Adds `notice` once.
  mutating func add(_ notice: String) {
    if !stored.contains(notice) { stored.append(notice) }
  }

  /// Takes `notice` back: it is no longer true.
  mutating func remove(_ notice: String) {
    stored.removeAll { $0 == notice }
  }

  /// Forgets every notice once the player has seen them.
  mutating func dismissAll(themeProblem: String?) {
    stored = []
    dismissedThemeProblem = themeProblem
  }

  /// Forgets one notice once the player has seen it.
  mutating func dismiss(_ notice: String, themeProblem: String?) {
    remove(notice)
    if let themeProblem, themeProblem == notice { dismissedThemeProblem = themeProblem }
  }
}
