import Glibc
import Memorize
import TableNetwork
import Testing

@testable import MemorizeTerminal

/// A joined face says why it could not reach a table in the player's words, not the system's
/// or the transport's.
@Suite struct TableLinkReasonTests {
  @Test func whyATableCouldNotBeReachedIsSaidInThePlayersWords() {
    let said = [
      WebSocketError.cannotConnect("Connection refused", errno: ECONNREFUSED),
      .cannotConnect("Connection timed out", errno: ETIMEDOUT),
      .cannotConnect("No route to host", errno: EHOSTUNREACH),
      .handshake(.status(code: 503, line: "HTTP/1.1 503 Service Unavailable", body: "")),
      .handshake(.status(code: 404, line: "HTTP/1.1 404 Not Found", body: "")),
      .handshake(.noAnswer(seconds: 5)),
      .handshake(.keyNotAccepted),
      .unknownHost("tabel.local"),
    ].map { TableLink.reason($0) }
    #expect(
      said == [
        "nothing answers there (is the table open, at that port?)",
        "no answer in time (is the address right, and the network up?)",
        "that address cannot be reached from here",
        "the table takes no more connections now; try again later",
        "something else answers there, not a table (is the port right?)",
        "no answer in time (is the address right, and the network up?)",
        "the table did not answer as a table should",
        "no host is called “tabel.local”",
      ])
    let chinese = Localization.withLanguage(.simplifiedChinese) {
      TableLink.reason(.cannotConnect("Connection refused", errno: ECONNREFUSED))
    }
    #expect(chinese == "那里没有应答（牌桌开着吗，端口对吗？）")
  }
}
