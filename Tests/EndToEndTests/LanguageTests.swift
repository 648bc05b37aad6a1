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
      ([], ["LANG": "zh_CN.UTF-8", "LC_ALL": "C"], "Halloween: 8 pairs"),
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

  @Test("Under a locale that is not UTF-8, --list-themes leaves the emoji out and says why")
  func listThemesWithoutUTF8() throws {
    let result = try memorize(["--list-themes"], ["LANG": "C", "LC_ALL": "C"])
    #expect(result.status == 0)
    #expect(result.outputLines.first == "Halloween: 8 pairs")
    #expect(result.outputLines.allSatisfy { !$0.contains("?") && !$0.contains(",") })
    #expect(
      result.errorLines == [
        "memorize: the themes' emoji are left out: the terminal's character set is not UTF-8"
      ])
  }

  @Test(
    "Errors at launch are whole sentences in Chinese",
    arguments: [
      (["--theme", "动物"], "xterm-256color", "memorize: 标准输出不是终端；请加上 --plain，以纯文本行的方式玩。"),
      ([], "dumb", "memorize: TERM=dumb 无法显示全屏界面；请加上 --plain，以纯文本行的方式玩。"),
      (
        ["--plain", "--theme", "Nope"], "xterm-256color",
        "memorize: 没有名为“Nope”的主题；参见 memorize --list-themes"
      ),
      (["--bogus"], "xterm-256color", "memorize: 未知选项“--bogus”"),
    ])
  func launchErrors(arguments: [String], term: String, line: String) throws {
    let result = try memorize(arguments, ["LANG": "zh_CN.UTF-8", "TERM": term])
    #expect(result.status == 2)
    #expect(result.errorLines.first == line, "\(result.errorLines)")
  }

  @Test(
    "A bad option beside --language speaks the language asked for, the usage too",
    arguments: [
      ["--language", "zh_CN", "--bogus"], ["--bogus", "--language", "zh_CN"],
      ["--bogus", "--language=zh_CN"],
    ])
  func badOptionWithLanguage(arguments: [String]) throws {
    let result = try memorize(arguments, ["LANG": "C.UTF-8"])
    #expect(result.status == 2)
    #expect(result.errorLines.first == "memorize: 未知选项“--bogus”", "\(result.errorLines)")
    #expect(result.errorLines.dropFirst().first?.hasPrefix("用法：memorize ") == true)
  }
}
