/// The git commit this build was made from, recorded by the `RecordBuildCommit` plugin.
public enum BuildCommit {
  /// The abbreviated commit hash, or `nil` when the build could not ask git.
  public static var hash: String? { recordedCommit }
}
