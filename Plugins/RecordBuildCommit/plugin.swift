import Foundation
import PackagePlugin

/// Records the git commit a build comes from in `RecordedCommit.swift`, for `--version`.
///
/// A prebuild command, so it runs on every build and a new commit is never missed; the file is
/// replaced only when its text changes, so an unchanged commit recompiles nothing. Outside a git
/// checkout (a source tarball) or without git, it records `nil` and `--version` says
/// "unknown commit".
@main
struct RecordBuildCommit: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appending(path: "RecordedCommit")
    // $1: the package folder; $2: the output folder. safe.directory lets a build as another
    // user (root in a container) still read the checkout's commit.
    let script = """
      set -u
      commit=$(git -c safe.directory='*' -C "$1" rev-parse --short=12 HEAD 2>/dev/null) || commit=
      case "$commit" in
        *[!0-9a-f]* | '') value=nil ;;
        *) value="\\"$commit\\"" ;;
      esac
      mkdir -p "$2"
      text="// Written by the RecordBuildCommit plugin at build time.
      let recordedCommit: String? = $value"
      if [ "$(cat "$2/RecordedCommit.swift" 2>/dev/null)" != "$text" ]; then
        printf '%s\\n' "$text" > "$2/RecordedCommit.swift"
      fi
      """
    return [
      .prebuildCommand(
        displayName: "Recording the build's commit",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, "sh", context.package.directoryURL.path, output.path],
        outputFilesDirectory: output)
    ]
  }
}
