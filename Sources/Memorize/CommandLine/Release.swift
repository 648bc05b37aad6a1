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
  public func versionLine(commit: String?) -> String {
    "\(programName) \(Release.version) (\(commit.map { "commit \($0)" } ?? "unknown commit"))"
  }
}

extension Theme {
  /// The theme as `--list-themes` lists it: name, number of pairs, emoji.
  public var listingLine: String { listingLine(showingEmoji: true) }

  /// The theme as `--list-themes` lists it, its emoji left out where the output cannot show
  /// them (a locale whose character set is not UTF-8: they would be question marks).
  public func listingLine(showingEmoji: Bool) -> String {
    guard showingEmoji else {
      return localizedPlural(
        "{name}: {count} pair", "{name}: {count} pairs", count: numberOfPairs,
        ["name": localizedName])
    }
    return localizedPlural(
      "{name}: {count} pair, {emoji}", "{name}: {count} pairs, {emoji}", count: numberOfPairs,
      ["name": localizedName, "emoji": emoji.joined()])
  }
}
