import Foundation
import Testing

/// Issue 15, problem 8: the files that make memorize-gtk a desktop application validate, and one
/// command installs them under a prefix and one removes them again.
@Suite("Desktop integration")
struct DesktopIntegrationTests {
  static let id = "io.github.cs193p.Memorize"
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static var data: URL { folder.appendingPathComponent("data") }

  @Test func theDesktopFileValidates() throws {
    let output = try Tool.run(
      "desktop-file-validate", [Self.data.appendingPathComponent("\(Self.id).desktop").path])
    #expect(String(decoding: output, as: UTF8.self).isEmpty, "no warnings either")
  }

  @Test func theMetainfoValidates() throws {
    // Tool.run throws when appstreamcli reports an error or a warning (exit status non-zero).
    let output = try Tool.run(
      "appstreamcli",
      [
        "validate", "--explain", "--no-net",
        Self.data.appendingPathComponent("\(Self.id).metainfo.xml").path,
      ])
    let text = String(decoding: output, as: UTF8.self)
    #expect(text.contains("Validation was successful"))
    for required in [
      "<description>", "<screenshots>", "<releases>", "<content_rating type=\"oars-1.1\"",
    ] {
      let metainfo = try String(
        contentsOf: Self.data.appendingPathComponent("\(Self.id).metainfo.xml"), encoding: .utf8)
      #expect(metainfo.contains(required), "metainfo has \(required)")
    }
  }

  /// The project's canonical home, as the README states it.
  static let home = "https://github.com/cs193p/memorize"

  /// The homepage is the canonical home the README names, and every screenshot is a file of this
  /// repository on its main branch there: no address that points nowhere in particular.
  @Test func theMetainfoPointsAtTheProjectAndItsOwnFiles() throws {
    let metainfo = try String(
      contentsOf: Self.data.appendingPathComponent("\(Self.id).metainfo.xml"), encoding: .utf8)
    let readme = try String(
      contentsOf: Self.folder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("canonical home is <\(Self.home)>"))
    #expect(metainfo.contains("<url type=\"homepage\">\(Self.home)</url>"))
    let rawBase = "https://raw.githubusercontent.com/cs193p/memorize/main/"
    let images = metainfo.components(separatedBy: "<image>").dropFirst().compactMap {
      $0.components(separatedBy: "</image>").first
    }
    #expect(images.count == 3)
    let repository = Self.folder.deletingLastPathComponent().deletingLastPathComponent()
    for image in images {
      #expect(image.hasPrefix(rawBase), "\(image) is on the project's main branch")
      let path = String(image.dropFirst(rawBase.count))
      #expect(
        FileManager.default.fileExists(atPath: repository.appendingPathComponent(path).path),
        "\(path) is in the repository")
    }
    let urls = metainfo.components(separatedBy: "https://").dropFirst()
    #expect(
      urls.allSatisfy {
        $0.hasPrefix("github.com/cs193p/memorize")
          || $0.hasPrefix("raw.githubusercontent.com/cs193p/memorize/main/")
      }, "no other address")
  }

  @Test func oneCommandInstallsAndOneUninstalls() throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent(
      "memorize-gtk-prefix-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let script = Self.folder.appendingPathComponent("install.sh").path
    try Tool.run(
      "bash", [script, "--prefix", prefix.path, "--binary", RunningApp.executable.path])
    let installed = [
      "bin/memorize-gtk", "share/applications/\(Self.id).desktop",
      "share/icons/hicolor/scalable/apps/\(Self.id).svg",
      "share/icons/hicolor/symbolic/apps/\(Self.id)-symbolic.svg",
      "share/metainfo/\(Self.id).metainfo.xml", "share/man/man6/memorize-gtk.6",
      "share/man/zh_CN/man6/memorize-gtk.6",
    ]
    for file in installed {
      #expect(
        FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
    }
    let desktop = try String(
      contentsOf: prefix.appendingPathComponent(installed[1]), encoding: .utf8)
    #expect(desktop.contains("\nExec=memorize-gtk\n"), "launches the installed binary")
    #expect(desktop.contains("\nIcon=\(Self.id)\n"), "names the installed icon")
    let help = try Tool.run(prefix.appendingPathComponent(installed[0]).path, ["--help"])
    #expect(String(decoding: help, as: UTF8.self).contains("usage: memorize-gtk"))

    try Tool.run("bash", [script, "--uninstall", "--prefix", prefix.path])
    for file in installed {
      #expect(
        !FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)"
      )
    }
  }
}
