import CardGames

/// The release this build is: the one place the version is written.
///
/// `Packaging/build-debs.sh`, the manual pages and `--version` all read it from here.
public enum Release {
  /// The version, as `MAJOR.MINOR.PATCH`.
  public static let version = "1.0.0"
  /// The date of the release, as the manual pages show it.
  public static let date = "December 1, 2026"
}

extension FrontEnd {
  /// What `--version` prints: the program, the version and the commit it was built from.
  public var versionLine: String {
    "\(programName) \(Release.version) (\(BuildCommit.description))"
  }
}

/// The commit a build came from, when the build could ask git.
enum BuildCommit {
  static var description: String { "unknown commit" }
}

extension Theme {
  /// The theme as `--list-themes` lists it: name, number of pairs, emoji.
  public var listingLine: String {
    "\(name): \(numberOfPairs) pairs, \(emoji.joined())"
  }
}
