import Foundation
import Memorize
import TableApp
import TableServer
import Testing

/// `--turn-timeout`, `--play` and the table's folders, as `memorize-table` reads them.
@Suite struct HostSeatTests {
  @Test func aTurnTimeoutIsWholeSecondsFromOneToAnHourAtGamesWithTurns() throws {
    #expect(try ServeOptions.parse([]).setup?.turnTimeout == 30)
    let options = try ServeOptions.parse(["--game", "memorize", "--turn-timeout", "5"])
    #expect(options.turnTimeout == 5)
    #expect(options.setup?.turnTimeout == 5)
    #expect(
      try ServeOptions.parse(["--game", "matchismo", "--turn-timeout", "3600"]).setup?.turnTimeout
        == 3600)
    for (arguments, message) in [
      (
        ["--game", "memorize", "--turn-timeout", "0"],
        "--turn-timeout must be a whole number of seconds from 1 to 3600, not “0”"
      ),
      (
        ["--game", "memorize", "--turn-timeout", "2.5"],
        "--turn-timeout must be a whole number of seconds from 1 to 3600, not “2.5”"
      ),
      (
        ["--game", "matchismo", "--turn-timeout", "3601"],
        "--turn-timeout must be a whole number of seconds from 1 to 3600, not “3601”"
      ),
      (["--game", "memorize", "--turn-timeout"], "--turn-timeout needs a value"),
      (
        ["--turn-timeout", "10"],
        "--turn-timeout has no use at Set: everyone plays at once, without turns"
      ),
      (
        ["--turn-timeout", "10", "--game", "set"],
        "--turn-timeout has no use at Set: everyone plays at once, without turns"
      ),
    ] {
      do {
        _ = try ServeOptions.parse(arguments)
        Issue.record("\(arguments) was accepted")
      } catch {
        #expect(error.message == message, "\(arguments)")
      }
    }
  }

  @Test func playIsAFlagAlone() throws {
    #expect(try ServeOptions.parse([]).hostPlays == false)
    #expect(try ServeOptions.parse(["--play", "--game", "memorize"]).hostPlays == true)
  }

  /// Issue 23: `--play` named the host by their login name only, and the table spoke only the
  /// environment's language. `--name` is checked as memorize's own, `--language` too; each
  /// goes on to the host's face.
  @Test func theHostNamesThemselvesAndPicksALanguage() throws {
    let options = try ServeOptions.parse(["--play", "--name", "  Ana  ", "--language", "zh_CN"])
    #expect(options.hostName == "Ana")
    #expect(options.language == .simplifiedChinese)
    #expect(try ServeOptions.parse(["--play"]).hostName == nil)
    #expect(try ServeOptions.parse([]).language == nil)
    for (arguments, message) in [
      (["--play", "--name", ""], "--name needs 1 to 20 printable characters, not “”"),
      (
        ["--play", "--name", String(repeating: "x", count: 21)],
        "--name needs 1 to 20 printable characters, not “\(String(repeating: "x", count: 21))”"
      ),
      (
        ["--play", "--name", "A\u{1B}[2J"], "--name needs 1 to 20 printable characters, not “A?[2J”"
      ),
      (["--play", "--name"], "--name needs a value"),
      (["--name", "Ana"], "--name names the host's seat: it needs --play"),
      (["--language", "fr"], "--language must be one of en, zh_CN, not “fr”"),
      (["--language"], "--language needs a value"),
    ] {
      do {
        _ = try ServeOptions.parse(arguments)
        Issue.record("\(arguments) was accepted")
      } catch {
        #expect(error.message == message, "\(arguments)")
      }
    }
    #expect(
      HostSeat.arguments(
        address: "127.0.0.1:7077", code: "K7QM-2PXA", name: "Ana", language: .simplifiedChinese)
        == [
          "--join", "127.0.0.1:7077", "--code", "K7QM-2PXA", "--name", "Ana", "--language", "zh_CN",
        ])
  }

  @Test func theHostsPlayerIsTheMemorizeBesideTheTableThenOnThePath() {
    let present: Set = ["/usr/games/memorize", "/opt/bin/memorize", "/b/memorize"]
    let exists = { (path: String) in present.contains(path) }
    #expect(
      HostSeat.player(
        ownExecutable: "/usr/games/memorize-table", path: "/opt/bin:/b", isExecutable: exists)
        == "/usr/games/memorize")
    #expect(
      HostSeat.player(
        ownExecutable: "/home/ana/build/memorize-table", path: "/nowhere:/b:/opt/bin",
        isExecutable: exists) == "/b/memorize")
    // A relative folder of the PATH is not searched: it would be the terminal's current one.
    #expect(
      HostSeat.player(ownExecutable: nil, path: "bin::/opt/bin", isExecutable: exists)
        == "/opt/bin/memorize")
    #expect(
      HostSeat.player(ownExecutable: "/x/memorize-table", path: nil, isExecutable: exists) == nil)
  }

  @Test func theHostJoinsOverLoopbackOfTheFamilyTheTableListensOn() {
    #expect(HostSeat.address(for: BoundAddress(host: "0.0.0.0", port: 7077)) == "127.0.0.1:7077")
    #expect(HostSeat.address(for: BoundAddress(host: "::", port: 7077)) == "[::1]:7077")
    #expect(
      HostSeat.address(for: BoundAddress(host: "192.0.2.4", port: 9000)) == "192.0.2.4:9000")
    #expect(HostSeat.address(for: BoundAddress(host: "::1", port: 80)) == "[::1]:80")
    #expect(
      HostSeat.arguments(address: "127.0.0.1:7077", code: "K7QM-2PXA")
        == ["--join", "127.0.0.1:7077", "--code", "K7QM-2PXA"])
  }

  @Test func theHostJoinsUnderTheirLoginNameNeverAsYou() {
    #expect(
      HostSeat.arguments(address: "127.0.0.1:7077", code: "K7QM-2PXA", name: "ana")
        == ["--join", "127.0.0.1:7077", "--code", "K7QM-2PXA", "--name", "ana"])
    let utf8 = TableLocale(argumentBytes: [], environment: ["LANG": "C.UTF-8"])
    func login(_ variables: [String: String], account: String?) -> String? {
      HostSeat.loginName(
        locale: utf8, variable: { variables[$0].map { Array($0.utf8) } },
        account: { account.map { Array($0.utf8) } })
    }
    #expect(login(["USER": "ana", "LOGNAME": "x"], account: "root") == "ana")
    #expect(login(["USER": "", "LOGNAME": "bo"], account: "root") == "bo")
    #expect(login([:], account: "cleo") == "cleo")
    #expect(login([:], account: nil) == nil)
  }

  /// Issue 23: the login name was read as UTF-8 whatever the locale, so a USER of GB18030
  /// bytes seated the host as "\u{FFFD}\u{FFFD}"-like mojibake; it is read in the locale's
  /// charset, as the command line is, and a name that cannot be read, nor handed to the host's
  /// memorize whole, nor taken by its --name, gives way to the next, then to "Player 1".
  @Test func theLoginNameIsReadInTheLocalesCharset() {
    let gb18030 = TableLocale(argumentBytes: [], environment: ["LANG": "zh_CN.GB18030"])
    let utf8 = TableLocale(argumentBytes: [], environment: ["LANG": "C.UTF-8"])
    let ascii = TableLocale(argumentBytes: [], environment: ["LANG": "C"])
    // 小明 in GB18030 (D0 A1 C3 F7) and in UTF-8.
    let xiaoMingGB: [UInt8] = [0xD0, 0xA1, 0xC3, 0xF7]
    let xiaoMingUTF8 = Array("小明".utf8)
    func login(
      _ locale: TableLocale, user: [UInt8]?, logname: [UInt8]? = nil, account: [UInt8]? = nil
    ) -> String? {
      HostSeat.loginName(
        locale: locale, variable: { ["USER": user, "LOGNAME": logname][$0] ?? nil },
        account: { account })
    }
    #expect(login(gb18030, user: xiaoMingGB) == "小明")
    #expect(login(utf8, user: xiaoMingUTF8) == "小明")
    // Not valid in the charset: the next name, never mojibake.
    #expect(login(utf8, user: xiaoMingGB, logname: Array("ana".utf8)) == "ana")
    #expect(login(gb18030, user: [0xD0, 0x20, 0xFF], account: Array("bo".utf8)) == "bo")
    #expect(login(utf8, user: xiaoMingGB) == nil)
    // Under LANG=C the host's memorize would read stand-ins: the account's name instead.
    #expect(login(ascii, user: xiaoMingUTF8, account: Array("cleo".utf8)) == "cleo")
    #expect(login(ascii, user: Array("dee".utf8)) == "dee")
    // What memorize's --name refuses would stop the host's face: more than 20 characters, a
    // control character.
    #expect(login(utf8, user: Array(String(repeating: "x", count: 21).utf8)) == nil)
    #expect(login(utf8, user: [0x61, 0x1B, 0x62], logname: Array(" eve ".utf8)) == "eve")
    #expect(login(gb18030, user: Array("ana".utf8)) == "ana")
  }

  @Test func theTablesFolderIsSystemdsWhenItNamesOneElseUnderTheDataHome() {
    let home = ["HOME": "/home/ana"]
    #expect(
      TableFolders.locations(environment: home).dataDirectory.path
        == "/home/ana/.local/share/memorize-table")
    #expect(
      TableFolders.locations(environment: home.merging(["XDG_DATA_HOME": "/data"]) { $1 })
        .dataDirectory.path == "/data/memorize-table")
    let unit = home.merging([
      "XDG_DATA_HOME": "/data", "STATE_DIRECTORY": "/home/ana/.local/state/memorize-table",
    ]) { $1 }
    #expect(
      TableFolders.locations(environment: unit).dataDirectory.path
        == "/home/ana/.local/state/memorize-table")
    #expect(
      TableFolders.locations(environment: home.merging(["STATE_DIRECTORY": "/s/one:/s/two"]) { $1 })
        .dataDirectory.path == "/s/one")
    #expect(
      TableFolders.locations(environment: home.merging(["STATE_DIRECTORY": "relative"]) { $1 })
        .dataDirectory.path == "/home/ana/.local/share/memorize-table")
    #expect(
      TableFolders.locations(environment: unit).configDirectory.path
        == "/home/ana/.config/memorize")
  }

  /// Issue 23 (table-56 7): `STATE_DIRECTORY` naming the host's own data folder made the
  /// table's statistics the host's file, each game the host played there counted twice.
  @Test(arguments: [
    "/home/ana/.local/share/memorize", "/home/ana/.local/share/memorize/",
    "/home/ana/.local/share/./memorize", "/home/ana/.local/share/x/../memorize",
  ])
  func theTablesFolderIsNeverTheHostsOwnDataFolder(stateDirectory: String) {
    let home = ["HOME": "/home/ana", "STATE_DIRECTORY": stateDirectory]
    #expect(
      StorageLocations.standard(environment: home).dataDirectory.path
        == "/home/ana/.local/share/memorize")
    #expect(
      TableFolders.locations(environment: home).dataDirectory.path
        == "/home/ana/.local/share/memorize-table")
    // With its own data home too.
    let data = ["HOME": "/home/ana", "XDG_DATA_HOME": "/data", "STATE_DIRECTORY": "/data/memorize"]
    #expect(TableFolders.locations(environment: data).dataDirectory.path == "/data/memorize-table")
  }
}
