import Foundation
import Memorize
import Testing

/// The manual pages and completion scripts under Packaging/ are generated from the flag table and
/// committed, so packagers need no build to read them; these tests fail when one is stale.
///
/// `RECORD_GENERATED=1 swift test --filter GeneratedFilesTests` rewrites them (and fails once, so a
/// rewrite is never mistaken for a pass).
@Suite("Generated files")
struct GeneratedFilesTests {
  static let packaging = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Packaging")

  /// Every generated file: its path under Packaging/ and the text it must hold.
  static let files: [(path: String, text: String)] =
    FrontEnd.allCases.map { ("man/\($0.programName).6", $0.manualPage) }
    // A manual page in every translated language, under man/LL_CC/ as man-db looks for it.
    + Language.playable.filter { $0 != .english }.flatMap { language in
      FrontEnd.allCases.map { frontEnd in
        (
          "man/\(language.rawValue)/\(frontEnd.programName).6",
          Localization.withLanguage(language) { frontEnd.manualPage }
        )
      }
    }
    + FrontEnd.allCases.flatMap { frontEnd in
      Shell.allCases.map { shell in
        (
          "completions/\(shell.rawValue)/\(shell.fileName(for: frontEnd.programName))",
          frontEnd.completionScript(for: shell) + "\n"
        )
      }
    }

  @Test("Each committed manual page and completion script is what the flag table generates")
  func committedFilesAreFresh() throws {
    let recording = ProcessInfo.processInfo.environment["RECORD_GENERATED"] != nil
    for (path, text) in Self.files {
      let url = Self.packaging.appendingPathComponent(path)
      if recording {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        Issue.record("rewrote Packaging/\(path); run again without RECORD_GENERATED")
        continue
      }
      let committed = try? String(contentsOf: url, encoding: .utf8)
      #expect(
        committed == text,
        "Packaging/\(path) is stale: RECORD_GENERATED=1 swift test --filter GeneratedFilesTests")
    }
  }

  @Test("The manual pages list every flag of their program and only those")
  func manualPagesListTheFlags() {
    for frontEnd in FrontEnd.allCases {
      let page = frontEnd.manualPage
      for flag in LaunchFlag.all {
        let line = ".It Fl " + flag.name.dropFirst().replacing("-", with: "\\-")
        let listed = page.split(separator: "\n").contains {
          $0 == line || $0.hasPrefix(line + " Ar ")
        }
        let listedShort = flag.shortName.map { short in
          page.contains(".It Fl \(short.dropFirst()) , Fl ")
        }
        #expect(
          (listed || listedShort == true) == flag.frontEnds.contains(frontEnd),
          "\(flag.name) in \(frontEnd.programName)(6)")
      }
      #expect(page.contains(".Dt \(frontEnd.programName.uppercased()) 6\n"))
    }
  }

  @Test(
    "The changelog and the window's AppStream metainfo name Release.version as the newest release")
  func versionIsWrittenOnce() throws {
    let root = Self.packaging.deletingLastPathComponent()
    let changelog = try String(
      contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let newest = changelog.split(separator: "\n").first {
      $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
    }
    #expect(
      newest?.hasPrefix("## [\(Release.version)] - ") == true, "CHANGELOG.md: \(newest ?? "")")
    let metainfo = root.appendingPathComponent(
      "Apps/GTK/data/io.github.cs193p.Memorize.metainfo.xml")
    if let text = try? String(contentsOf: metainfo, encoding: .utf8) {
      let release = text.firstRange(of: "<release version=\"").map {
        text[$0.upperBound...].prefix { $0 != "\"" }
      }
      #expect(release.map(String.init) == Release.version, "metainfo release: \(release ?? "")")
    } else {
      Issue.record("no metainfo at \(metainfo.path)")
    }
  }
}

extension Shell {
  /// The file name each shell looks for: `memorize`, `_memorize`, `memorize.fish`.
  func fileName(for program: String) -> String {
    switch self {
    case .bash: program
    case .zsh: "_" + program
    case .fish: program + ".fish"
    }
  }
}
