import Foundation
import Testing

/// The real binary speaks the language its environment or `--language` chooses, with nothing
/// installed beside it.
@Suite("Language of the real binary")
struct LanguageTests {
  private func memorize(_ arguments: [String], _ variables: [String: String]) throws -> Finished {
    let folder = try TemporaryFolder()
    var environment = folder.programEnvironment(term: "xterm-256color")
    environment.merge(variables) { _, new in new }
    return try runToEnd(try Executables.memorize(), arguments, environment: environment, in: folder)
  }

  @Test(
    "The environment and --language choose the language of --list-themes",
    arguments: [
      ([], ["LANG": "zh_CN.UTF-8"], "万圣节：8 对，"),
      ([], ["LANG": "en_US.UTF-8", "LANGUAGE": "zh_CN"], "万圣节：8 对，"),
      ([], ["LANG": "zh_CN.UTF-8", "LC_ALL": "C"], "Halloween: 8 pairs, "),
      ([], ["LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"], "万圣节：8 对，"),
      ([], ["LANG": "zh_CN.UTF-8", "LC_ALL": "en_US.UTF-8"], "Halloween: 8 pairs, "),
      ([], ["LANG": "zh_TW.UTF-8"], "Halloween: 8 pairs, "),
      ([], ["LANG": "zh_HK.UTF-8"], "Halloween: 8 pairs, "),
      ([], ["LANG": "zh_TW.UTF-8", "LANGUAGE": "zh_TW:zh"], "Halloween: 8 pairs, "),
      (["--language", "zh_CN"], ["LANG": "C.UTF-8"], "万圣节：8 对，"),
      (["--language", "en"], ["LANG": "zh_CN.UTF-8"], "Halloween: 8 pairs, "),
    ])
  func listThemes(arguments: [String], variables: [String: String], firstLine: String) throws {
    let result = try memorize(arguments + ["--list-themes"], variables)
    #expect(result.status == 0)
    #expect(result.outputLines.first?.hasPrefix(firstLine) == true, "\(result.outputLines)")
  }
}
