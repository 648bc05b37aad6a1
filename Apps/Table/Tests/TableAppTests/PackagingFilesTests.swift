import Foundation
import Memorize
import TableApp
import Testing

/// The files the memorize-table package installs besides the program, written by hand under
/// Packaging/: the manual pages and the completion scripts name exactly the flags of
/// `ServeOptions.flags` (which the parser reads), the shells load the scripts, mandoc and man read
/// the pages, and systemd accepts the user unit.
@Suite struct PackagingFilesTests {
  static let packaging = Binaries.rootFolder.appendingPathComponent("Packaging")
  static let flagNames = ServeOptions.flags.map(\.name)
  static let underCI = ProcessInfo.processInfo.environment["CI"] != nil

  static func text(_ path: String) throws -> String {
    try String(contentsOf: packaging.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func everyFlagOfTheTableIsOneTheParserReads() throws {
    let samples = [
      "--theme": "any", "--listen": "127.0.0.1", "--port": "0", "--code": "ABCD-EFGH",
      "--turn-timeout": "5", "--name": "Ana",
    ]
    for flag in ServeOptions.flags {
      let values: [String?] =
        flag.valueName == nil
        ? [nil] : flag.choices.isEmpty ? [samples[flag.name]] : flag.choices.map { $0 }
      for value in values {
        // A turn timeout is for a game with turns; Set, the default, has none.
        // The host's name is for the host's seat, which --play gives them.
        let game =
          flag.name == "--turn-timeout"
          ? ["--game", "memorize"] : flag.name == "--name" ? ["--play"] : []
        let arguments = game + [flag.name] + (value.map { [$0] } ?? [])
        #expect(throws: Never.self, "\(arguments)") { try ServeOptions.parse(arguments) }
      }
    }
    #expect(try ServeOptions.parse(["--no-qr"]).drawsQRCode == false)
    #expect(try ServeOptions.parse([]).drawsQRCode == true)
    do {
      _ = try ServeOptions.parse(["--qr"])
      Issue.record("--qr was accepted")
    } catch {
      #expect(error.message == "unknown option “--qr”")
    }
    #expect(Set(Self.flagNames).count == Self.flagNames.count)
  }

  /// Issue 23: `--help` gave no option's meaning nor default (the code's rule showed only in an
  /// error); each flag now has a line with its default, as `memorize --help` does.
  @Test func theHelpGivesEveryFlagALineWithItsDefault() {
    let usage = Localization.withLanguage(.english) { Phrases.Table.Serve.usage }
    let options = usage.drop { $0 != "Options:" }.dropFirst()
    for flag in Self.flagNames {
      #expect(
        options.contains {
          $0.hasPrefix("  ") && $0.split(separator: " ").contains { $0 == flag || $0 == flag + "," }
        },
        "\(flag)")
    }
    #expect(
      Array(options.drop { !$0.hasPrefix("  --code ") }.prefix(2)) == [
        "  --code CODE               The table code, 4 to 16 letters and digits (default:",
        "                            a random one).",
      ])
    #expect(
      Array(options.drop { !$0.hasPrefix("  --port ") }.prefix(2)) == [
        "  --port N                  The TCP port, 0 to 65535 (default 7077; 0 lets the",
        "                            system choose).",
      ])
  }

  /// Issue 23: `memorize-table --help` was styled unlike `memorize --help`: one 230-column usage
  /// line, sentences before the options, descriptions from column 34 in lower case. Now the
  /// same sections, the synopsis wrapped under its first flag, descriptions from column 28.
  @Test func theHelpIsLaidOutAsMemorizesHelp() {
    let usage = Localization.withLanguage(.english) { Phrases.Table.Serve.usage }
    #expect(
      Array(usage.prefix(10)) == [
        "memorize-table: a shared table that players join over the network.",
        "",
        "usage: memorize-table [--game memorize|matchismo|set] [--people N]",
        "                      [--computer LEVEL]... [--theme ID] [--listen ADDRESS]",
        "                      [--port N] [--code CODE] [--turn-timeout SECONDS]",
        "                      [--no-qr] [--play [--name NAME]] [--language LANG]",
        "       memorize-table -h | --help",
        "",
        "Options:",
        "  --game memorize|matchismo|set",
      ])
    // memorize --help's own layout, for comparison: the same lead, indents and columns.
    let memorize = Localization.withLanguage(.english) { FrontEnd.terminal.help }
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(memorize[2].hasPrefix("usage: memorize ["))
    #expect(memorize.contains("Options:"))
    #expect(
      memorize.contains { $0.hasPrefix("  -h, --help                Show this help and exit.") })
    #expect(usage.contains("  -h, --help                Show this help and exit."))
    #expect(usage.allSatisfy { $0.count <= 80 }, "\(usage.filter { $0.count > 80 })")
    // The QR code's claim says when it holds: printed as the table opens, and covered by
    // --play's screen.
    #expect(
      Array(usage.suffix(7)) == [
        "Players join with memorize --join ADDRESS:PORT --code CODE, browsers at",
        "http://ADDRESS:PORT/#code=CODE. As the table opens it prints how to join and, on",
        "a UTF-8 terminal and without --no-qr, the link's QR code; with --play the host's",
        "game screen then takes the terminal and shows how to join, without the QR code.",
        "",
        "With --play the host sits at the table too, from this terminal; the table closes",
        "when they leave.",
      ])
  }

  @Test func aMatchismoTableSeatsPeopleOnly() throws {
    let options = try ServeOptions.parse(["--game", "Matchismo", "--people", "3"])
    #expect(options.game == .matchismo)
    #expect(options.setup?.seats == [.person, .person, .person])
    do {
      _ = try ServeOptions.parse(["--game", "matchismo", "--computer", "good"])
      Issue.record("a computer seat at Matchismo was accepted")
    } catch {
      #expect(error.message == "--computer cannot sit at Matchismo: only people play it")
    }
    do {
      _ = try ServeOptions.parse(["--game", "solitaire"])
      Issue.record("--game solitaire was accepted")
    } catch {
      #expect(error.message == "--game must be memorize, matchismo or set, not “solitaire”")
    }
  }

  @Test(arguments: ["man/memorize-table.6", "man/zh_CN/memorize-table.6"])
  func theManualPageListsExactlyTheFlags(page: String) throws {
    let lines = try Self.text(page).split(separator: "\n")
    // ".It Fl \-game Ar memorize|set", ".It Fl h , Fl \-help": every "Fl" of the options' list.
    let options = lines.drop { $0 != ".Sh OPTIONS" }.prefix { $0 != ".El" }
    let listed = options.filter { $0.hasPrefix(".It Fl ") }.flatMap { line in
      line.split(separator: " ").indices.dropLast().compactMap { index -> String? in
        let words = line.split(separator: " ")
        guard words[index] == "Fl" else { return nil }
        return "-" + words[index + 1].replacing("\\-", with: "-")
      }
    }
    #expect(listed.sorted() == Self.flagNames.sorted())
    let synopsis = lines.drop { $0 != ".Sh SYNOPSIS" }.prefix { $0 != ".Sh DESCRIPTION" }
      .filter { $0.hasPrefix(".Op Fl ") }
      .compactMap { $0.split(separator: " ").dropFirst(2).first?.replacing("\\-", with: "-") }
      .map { "-" + $0 }
    #expect(synopsis == Self.flagNames.filter { $0 != "--help" && $0 != "-h" })
  }

  /// The text of an entry of a page's ENVIRONMENT list: its lines from `.It Ev \(heading)` to
  /// the next `.It`, with the Chinese page's `\[uXXXX]` escapes read and its `\:` dropped.
  static func environmentEntry(_ heading: String, in page: String) throws -> String {
    let lines = try text(page).split(separator: "\n").map(String.init)
    let entry = lines.drop { $0 != ".It Ev " + heading }.dropFirst().prefix { !$0.hasPrefix(".It") }
    return readingEscapes(entry.joined(separator: " "))
  }

  /// `roff` with its `\[uXXXX]` escapes read and its `\:` break points dropped.
  static func readingEscapes(_ roff: String) -> String {
    var read = roff.replacing("\\:", with: "")
    while let escape = read.firstMatch(of: #/\\\[u([0-9A-F]{4,5})\]/#) {
      let scalar = UInt32(escape.1, radix: 16).flatMap(Unicode.Scalar.init)
      read.replaceSubrange(escape.range, with: scalar.map { String(Character($0)) } ?? "")
    }
    return read
  }

  /// po/STYLE.zh_CN.md rule 6: the code that opens a table is 桌号 everywhere; the Chinese page
  /// called it 牌桌代码 and 代码 (its section, --code, the examples) beside the program's 桌号.
  @Test func theChinesePageCallsTheTablesCodeZhuoHao() throws {
    let page = Self.readingEscapes(try Self.text("man/zh_CN/memorize-table.6"))
    #expect(!page.contains("代码"), "\(page.split(separator: "\n").filter { $0.contains("代码") })")
    #expect(page.contains("\n.Ss 桌号\n"))
  }

  /// Issue 23's play-test: the pages said only that a charset other than UTF-8 draws no QR
  /// code. They say what memorize-table does in it (each claim tried on the real program:
  /// `memorizeTableWritesItsLinesInGB18030UnderAGBLocale`,
  /// `memorizeTableSpeaksEnglishInASCIIUnderLangC`, `theHostsNameTypedInGB18030SitsAtTheTable`,
  /// `theHostsLoginNameInGB18030SitsAtTheTable`): its lines in the locale's charset, its
  /// command line and the login name read in it, English and one line why where the charset
  /// has no Chinese; and where the host's name comes from.
  @Test func theManualPagesSayWhatTheCharsetDoes() throws {
    let english = try Self.environmentEntry(
      "LC_ALL, LC_CTYPE, LANG", in: "man/memorize-table.6")
    for words in [
      "the table's lines are written in and its command line and the login name are read in",
      "zh_CN.GB18030", "GB18030 bytes", "speaks English where Chinese is asked for",
      "says why in one line on standard error", "draws no QR code",
    ] {
      #expect(english.contains(words), "\(words): \(english)")
    }
    let chinese = try Self.environmentEntry(
      "LC_ALL, LC_CTYPE, LANG", in: "man/zh_CN/memorize-table.6")
    for words in [
      "牌桌按这个字符集写出各行，也按它读取命令行和登录名", "GB18030 字节", "牌桌也改说英文",
      "并先在标准错误输出一行说明原因", "不画二维码",
    ] {
      #expect(chinese.contains(words), "\(words): \(chinese)")
    }
    let login = try Self.environmentEntry("USER, LOGNAME", in: "man/memorize-table.6")
    #expect(login.contains("read in the locale's character set"), "\(login)")
    #expect(login.contains("Player 1"), "\(login)")
    let loginChinese = try Self.environmentEntry("USER, LOGNAME", in: "man/zh_CN/memorize-table.6")
    #expect(loginChinese.contains("都按区域设置的字符集读取"), "\(loginChinese)")
    #expect(loginChinese.contains("“玩家 1”"), "\(loginChinese)")
  }

  @Test func bashOffersTheFlagsAndTheirChoices() throws {
    let script = Self.packaging.appendingPathComponent("completions/bash/memorize-table").path
    var queries = """
      source \(shellQuoted(script))
      complete -p memorize-table
      ask() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(x); _memorize_table; echo "${COMPREPLY[*]}"; }
      ask memorize-table ''
      ask memorize-table --c
      """
    for flag in ServeOptions.flags where flag.valueName != nil {
      queries += "\nask memorize-table \(flag.name) ''"
    }
    let bash = try #require(Tools.path("bash"))
    let output = try Tools.run(bash, ["--norc", "--noprofile", "-c", queries])
    let expected =
      [
        "complete -F _memorize_table memorize-table",
        Self.flagNames.joined(separator: " "),
        "--computer --code",
      ]
      + ServeOptions.flags.filter { $0.valueName != nil }.map { $0.choices.joined(separator: " ") }
    #expect(
      output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        == expected)
  }

  @Test(
    "zsh and fish load their scripts, which name exactly the flags; fish offers the choices",
    .enabled(
      if: (Tools.path("zsh") != nil && Tools.path("fish") != nil) || underCI,
      "needs zsh and fish (apt-get install zsh fish; .ci/run and run-tests.sh install them)"))
  func zshAndFish() throws {
    let zsh = try #require(Tools.path("zsh"), "zsh is not installed")
    let fish = try #require(Tools.path("fish"), "fish is not installed")
    let zshScript = Self.packaging.appendingPathComponent("completions/zsh/_memorize-table")
    let fishScript = Self.packaging.appendingPathComponent("completions/fish/memorize-table.fish")
    _ = try Tools.run(zsh, ["-n", zshScript.path])
    _ = try Tools.run(fish, ["-n", fishScript.path])

    // zsh: '--game=[…]', '*--computer=[…]', '--no-qr[…]', and {-h,--help} for the pair.
    let zshText = try String(contentsOf: zshScript, encoding: .utf8)
    var zshFlags = zshText.split(separator: "\n").compactMap { line -> String? in
      let spec = line.trimmingCharacters(in: .whitespaces)
      guard spec.hasPrefix("'--") || spec.hasPrefix("'*--") else { return nil }
      return String(spec.drop { $0 == "'" || $0 == "*" }.prefix { $0 != "=" && $0 != "[" })
    }
    if zshText.contains("{-h,--help}") { zshFlags += ["--help", "-h"] }
    #expect(zshFlags == Self.flagNames)

    // fish: every flag, as fish itself completes "--" and "-".
    let longs = try Tools.run(
      fish,
      [
        "--no-config", "-c",
        "source \(shellQuoted(fishScript.path)); complete -C 'memorize-table --'",
      ]
    ).split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    #expect(longs.sorted() == Self.flagNames.filter { $0.hasPrefix("--") }.sorted())
    for flag in ServeOptions.flags where !flag.choices.isEmpty {
      let offered = try Tools.run(
        fish,
        [
          "--no-config", "-c",
          "source \(shellQuoted(fishScript.path)); complete -C 'memorize-table \(flag.name) '",
        ]
      ).split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
      #expect(offered.sorted() == flag.choices.sorted(), "\(flag.name)")
    }
  }

  @Test(
    "The manual pages pass mandoc -T lint and render with man -l without a warning",
    .enabled(
      if: (Tools.path("mandoc") != nil && Tools.path("man") != nil) || underCI,
      "needs mandoc and man (apt-get install mandoc man-db; .ci/run installs them)"),
    arguments: ["man/memorize-table.6", "man/zh_CN/memorize-table.6"])
  func manualPages(page: String) throws {
    let mandoc = try #require(Tools.path("mandoc"), "mandoc is not installed")
    let man = try #require(Tools.path("man"), "man is not installed")
    let path = Self.packaging.appendingPathComponent(page).path
    let lint = try Tools.runWithErrors(mandoc, ["-T", "lint", "-W", "warning", path])
    #expect(lint.status == 0 && lint.output.isEmpty, "mandoc -T lint \(page): \(lint.output)")
    let rendered = try Tools.runWithErrors(
      man, ["-l", path], environment: ["MANWIDTH": "80", "TERM": "dumb", "LANG": "C.UTF-8"])
    #expect(rendered.status == 0)
    #expect(rendered.errors.isEmpty, "man -l \(page) warned: \(rendered.errors)")
    #expect(rendered.output.contains("--no-qr"))
    #expect(rendered.output.contains("http://ADDRESS:PORT/#code=CODE"))
    #expect(rendered.output.contains("memorize-table.service"))
    // po/STYLE.zh_CN.md rule 3 on the page as read: no space inside full-width parentheses
    // (a macro line after "（" put one there: "语言（ --language 另行指定时除外）").
    let spaced = rendered.output.split(separator: "\n").filter(
      ManualPageStyle.hasSpaceInParentheses)
    #expect(spaced.isEmpty, "\(page): \(spaced)")
  }

  @Test func theUserUnitKeepsATableRunningFromTheUsersOptions() throws {
    let unit = try Self.text("systemd/memorize-table.service").split(separator: "\n").map(
      String.init)
    for line in [
      "EnvironmentFile=-%E/memorize-table/options",
      "ExecStart=/usr/games/memorize-table $MEMORIZE_TABLE_OPTIONS",
      "Restart=on-failure", "RestartPreventExitStatus=2", "NoNewPrivileges=yes", "PrivateTmp=yes",
      "ProtectSystem=strict", "StateDirectory=memorize-table", "StateDirectoryMode=0700",
      "WantedBy=default.target",
    ] {
      #expect(unit.contains(line), "\(line)")
    }
    // Nothing names a folder of the home by hand: systemd's folders follow the user's XDG ones.
    #expect(!unit.contains { !$0.hasPrefix("#") && ($0.contains("%h") || $0.contains("XDG_")) })
    // The example options are ones memorize-table accepts.
    let example = try Self.text("systemd/options").split(separator: "\n")
      .filter { $0.hasPrefix("MEMORIZE_TABLE_OPTIONS=") }
    #expect(example.count == 1)
    let arguments = example.first.map {
      $0.dropFirst("MEMORIZE_TABLE_OPTIONS=".count).split(separator: " ").map(String.init)
    }
    let options = try ServeOptions.parse(arguments ?? ["--missing"])
    #expect(options.code != nil)
  }

  @Test(
    "systemd-analyze verify accepts the user unit",
    .enabled(
      if: Tools.path("systemd-analyze") != nil || underCI,
      "needs systemd-analyze (apt-get install systemd; run-tests.sh installs it as root)"))
  func systemdAcceptsTheUnit() throws {
    let analyze = try #require(Tools.path("systemd-analyze"), "systemd-analyze is not installed")
    // The unit as installed, but starting the memorize-table just built (systemd checks that the
    // program exists); its manual page is not installed yet, so not looked for.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("memorize-table-unit-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let unit = try Self.text("systemd/memorize-table.service")
      .replacing("/usr/games/memorize-table", with: Binaries.table.path)
    let copy = folder.appendingPathComponent("memorize-table.service")
    try Data(unit.utf8).write(to: copy)
    let verified = try Tools.runWithErrors(
      analyze, ["verify", "--user", "--man=no", copy.path],
      environment: ["XDG_RUNTIME_DIR": folder.path, "HOME": folder.path])
    #expect(verified.status == 0, "\(verified.output)\(verified.errors)")
    #expect(verified.errors.isEmpty, "systemd-analyze verify: \(verified.errors)")
  }
}

/// po/STYLE.zh_CN.md's rules as a rendered manual page can break them where the catalog cannot:
/// a macro line (`.Fl`, `.Li`) begins with a space, so one after a text line's "（" reads
/// "（ --language".
enum ManualPageStyle {
  /// Whether `line` has a space just inside a full-width parenthesis: "（ x" or "x ）" (a line
  /// that opens with "）" after its indent is the text wrapped there, not a space typed).
  static func hasSpaceInParentheses(_ line: Substring) -> Bool {
    let text = line.drop { $0 == " " }
    return text.contains("（ ") || text.contains(" ）")
  }
}
