import Memorize
import TerminalKit
import Testing

@testable import MemorizeTerminal

/// A joined terminal tells the table its charset (``NameCharset``), and the table judges each
/// name by it: the judgement must be the terminal's own, or a name the table sends would still
/// reach the terminal as stand-ins.
@Suite("A table judges names by a terminal's charset as the terminal does")
struct NameCharsetAgreementTests {
  static let names = [
    "Ana", "小明", "小明！", "說明", "龘", "𠀋", "Ben 🎲", "José", "小明🐶", "❤️", "Ａｎａ", "小明·Ana", "김", "①",
    "小明 2",
  ]

  @Test func everyCharsetAgrees() throws {
    #expect(TerminalCharset.utf8.nameCharset == nil)
    for charset in [TerminalCharset.ascii]
      + TerminalCharset.GBCodeset.allCases.map(
        TerminalCharset.gb)
    {
      let named = try #require(charset.nameCharset)
      for name in Self.names {
        #expect(named.shows(name) == charset.shows(name), "\(charset) \(name)")
      }
    }
    // What a GB charset shows, the table says is shown: not every name is alike.
    #expect(NameCharset.gb2312.shows("小明") && !NameCharset.gb2312.shows("說明"))
    // GB18030 carries emoji, as the cards' emoji are sent; GBK and GB2312 have none.
    #expect(NameCharset.gb18030.shows("Ben 🎲") && NameCharset.gb18030.shows("小明🐶"))
    #expect(!NameCharset.gbk.shows("Ben 🎲") && !NameCharset.gb2312.shows("Ben 🎲"))
    #expect(!NameCharset.gb18030.shows("José"))
  }
}
