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
        "--turn-timeout must be a whole number of seconds from 1 to 3600, not '0'"
      ),
      (
        ["--game", "memorize", "--turn-timeout", "2.5"],
        "--turn-timeout must be a whole number of seconds from 1 to 3600, not '2.5'"
      ),
      (
        ["--game", "matchismo", "--turn-timeout", "3601"],
        "--turn-timeout must be a whole number of seconds from 1 to 3600, not '3601'"
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
      (["--play", "--name", ""], "--name needs 1 to 20 printable characters, not ''"),
      (
        ["--play", "--name", String(repeating: "x", count: 21)],
        "--name needs 1 to 20 printable characters, not '\(String(repeating: "x", count: 21))'"
      ),
      (
        ["--play", "--name", "A\u{1B}[2J"], "--name needs 1 to 20 printable characters, not 'A?[2J'"
      ),
      (["--play", "--name"], "--name needs a value"),
      (["--name", "Ana"], "--name names the host's seat: it needs --play"),
      (["--language", "fr"], "--language must be one of en, zh_CN, not 'fr'"),
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
    #expect(HostSeat.loginName(environment: ["USER": "ana", "LOGNAME": "x"]) { "root" } == "ana")
    #expect(HostSeat.loginName(environment: ["USER": "", "LOGNAME": "bo"]) { "root" } == "bo")
    #expect(HostSeat.loginName(environment: [:]) { "cleo" } == "cleo")
    #expect(HostSeat.loginName(environment: [:]) { nil } == nil)
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
}
