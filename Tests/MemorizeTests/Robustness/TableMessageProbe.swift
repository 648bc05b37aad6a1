import Foundation
import Memorize

/// Checks what a shared table promises about the messages it is sent, and names every broken
/// promise.
///
/// Shared by the libFuzzer target (`Fuzz/Targets/TableMessageFuzz.swift` compiles this file in)
/// and by the tests that replay committed inputs. An input is one or more messages, one a line,
/// sent by a client that said hello first (a new player while a seat is free, then alternately
/// each seat's player, resuming with its token and so closing the connection it had); the table
/// lives on from input to input, as a server does.
final class TableMessageProbe {
  let host: TableHost
  private let time = ManualTimeSource(now: 1)
  private var tokens: [String?] = [nil, nil]
  private var connection = 0
  private var runs = 0

  init(folder: URL) {
    host = TableHost(
      code: "FUZZ-1", setup: TableSetup(game: .set, seats: [.person, .person, .computer(.good)])!,
      locations: StorageLocations(
        configDirectory: folder.appendingPathComponent("config", isDirectory: true),
        dataDirectory: folder.appendingPathComponent("data", isDirectory: true)),
      timeSource: time, seed: 3)
  }

  /// Sends the messages in `bytes` and returns every broken promise, in words.
  func violations(_ bytes: [UInt8]) -> [String] {
    var problems: [String] = []
    runs += 1
    connection += 1
    let token = tokens.contains(nil) ? nil : tokens[runs % 2]
    let me = connection
    host.open(me)
    let hello = ClientMessage.hello(
      ClientMessage.Hello(
        table: "fuzz-1", name: "Player \(runs % 2)", language: runs % 3 == 0 ? "zh_CN" : "en",
        seatToken: token))
    for output in deliver(host.receive(TableCoding.text(of: hello), from: me)) {
      problems += check(output)
      if output.connection == me, case .welcome(let welcome) = output.message,
        let token = welcome.seatToken, let taken = welcome.seat, tokens.indices.contains(taken)
      {
        tokens[taken] = token
      }
    }
    for line in bytes.split(separator: 0x0A, maxSplits: 32, omittingEmptySubsequences: false) {
      let text = String(decoding: line, as: UTF8.self)
      let version = host.version
      let view = host.view(for: me)
      let outputs = deliver(host.receive(text, from: me))
      for output in outputs { problems += check(output) }
      if TableCoding.message(ClientMessage.self, from: text) == nil {
        let expected = [
          TableOutput(
            connection: me,
            message: .error(code: .malformed, message: malformed(for: view), fatal: false),
            closes: false)
        ]
        if outputs != expected {
          problems.append("a message that is not one was answered with \(outputs.map(\.text))")
        }
        if host.version != version {
          problems.append(
            "a message that is not one changed the table (\(version) → \(host.version))")
        }
      }
      if outputs.contains(where: { $0.connection == me && $0.closes }) { break }
    }
    time.advance(by: 0.7)
    for output in deliver(host.tick()) { problems += check(output) }
    return problems
  }

  /// What a transport does with the table's answer: a connection told it closes is closed.
  private func deliver(_ outputs: [TableOutput]) -> [TableOutput] {
    var all = outputs
    for output in outputs where output.closes {
      all += host.close(output.connection)
    }
    return all
  }

  private func malformed(for view: TableView?) -> String {
    let chinese = (runs % 3 == 0)
    return Localization.withLanguage(chinese ? .simplifiedChinese : .english) {
      Phrases.Table.malformed
    }
  }

  /// Every message the table sends reads back as itself and stays within the protocol's size.
  private func check(_ output: TableOutput) -> [String] {
    let text = output.text
    guard let read = TableCoding.message(ServerMessage.self, from: text, limit: .max) else {
      return ["the table sent a message that does not read back: \(text.prefix(200))"]
    }
    var problems: [String] = []
    // Read back and written again, it is the same text (words that follow from values, such as
    // a Set card's, are said anew in the reader's language, so the values are what must agree).
    if TableCoding.text(of: read) != text {
      problems.append("a message changed on its way: \(text.prefix(200))")
    }
    if text.utf8.count > TableProtocol.largestMessage {
      problems.append("a message of \(text.utf8.count) bytes")
    }
    return problems
  }
}
