import Foundation
import Memorize
import TableNetwork

/// One connection to a table, driven by the table section: it says hello, sends moves with its
/// own sequence numbers, and times each move until the message that carries its verdict.
///
/// Only a client that `follows` the table decodes every view (``JoinedTable``, patches applied,
/// as a face does); the others read each message's type, sequence and version alone, so
/// hundreds of them cost the bench little.
final class TableClient {
  let socket: WebSocketClient
  let joined: JoinedTable
  let follows: Bool
  private(set) var seat: Int?
  /// The version of the last view it was sent.
  private(set) var version = 0
  /// When each version first reached it (monotonic nanoseconds), since ``forgetArrivals()``.
  private(set) var arrivals: [Int: UInt64] = [:]
  private var sequence = 0
  /// The move in flight: its sequence number, when it was sent, and when the table's reply
  /// saying it was done came (the view that shows it follows in the same batch).
  private var pending: (sequence: Int, sentAt: UInt64, doneAt: UInt64?, timed: Bool)?
  /// Milliseconds from each timed move to its verdict.
  var roundTrips: [Double] = []
  /// Timed moves with no verdict within the time allowed.
  var unanswered = 0
  /// Bytes of each `update` and each `board` message, as received.
  var updateBytes: [Int] = []
  var boardBytes: [Int] = []
  /// Why the table closed the connection, if it did.
  private(set) var closed: String?

  init(port: Int, code: String, name: String, watch: Bool = false, follows: Bool) throws {
    joined = JoinedTable(code: code, name: name, language: .english, watch: watch)
    self.follows = follows
    socket = try WebSocketClient(
      host: "127.0.0.1", port: port, path: TableProtocol.webSocketPath, timeout: 5)
    try socket.send(text: joined.helloText)
  }

  /// The view, for a client that follows the table.
  var view: TableView? { joined.view }
  var isWaiting: Bool { pending != nil }

  /// Sends a move; `timed` ones are timed to their verdict.
  func send(_ message: (_ sequence: Int, _ version: Int) -> ClientMessage, timed: Bool) throws {
    sequence += 1
    let text = TableCoding.text(of: message(sequence, version))
    pending = (sequence, monotonicNanoseconds(), nil, timed)
    try socket.send(text: text)
  }

  /// Gives up on the move in flight if it was sent more than `seconds` ago.
  func expire(after seconds: Double, now: UInt64) {
    guard let pending, now - pending.sentAt > UInt64(seconds * 1e9) else { return }
    if pending.timed { unanswered += 1 }
    self.pending = nil
  }

  func forgetArrivals() { arrivals = [:] }

  /// Reads what has arrived.
  func receive() {
    let events: [WebSocketEvent]
    do {
      events = try socket.receive()
    } catch {
      closed = closed ?? "\(error)"
      return
    }
    let now = monotonicNanoseconds()
    for event in events {
      switch event {
      case .closed(let code, let reason):
        closed = closed ?? "closed \(code) \(reason)"
      case .text(let text):
        take(text, at: now)
      }
    }
  }

  private func take(_ text: String, at now: UInt64) {
    if follows { _ = joined.receive(text) }
    guard let envelope = Envelope(text) else { return }
    switch envelope.type {
    case "welcome":
      seat = envelope.seat
    case "update", "board":
      if envelope.type == "update" {
        updateBytes.append(text.utf8.count)
      } else {
        boardBytes.append(text.utf8.count)
      }
      if let newVersion = envelope.version {
        version = max(version, newVersion)
        if arrivals[newVersion] == nil { arrivals[newVersion] = now }
      }
      if let pending, pending.doneAt != nil { finish(at: now) }
    case "said":
      if let pending, envelope.sequence == pending.sequence {
        self.pending?.doneAt = now
      }
    case "refused", "lostRace":
      if let pending, envelope.sequence == pending.sequence { finish(at: now) }
    case "error":
      closed = closed ?? "error: \(envelope.message ?? "")"
    default:
      break
    }
  }

  private func finish(at now: UInt64) {
    guard let pending else { return }
    if pending.timed { roundTrips.append(Double(now - pending.sentAt) / 1e6) }
    self.pending = nil
  }

  /// Waits at most `milliseconds` for any of `clients` to have something, and reads it.
  static func pump(_ clients: [TableClient], milliseconds: Int32) {
    var descriptors = clients.map {
      pollfd(fd: $0.socket.fileDescriptor, events: Int16(POLLIN), revents: 0)
    }
    let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
    guard ready > 0 else { return }
    for (index, descriptor) in descriptors.enumerated() where descriptor.revents != 0 {
      clients[index].receive()
    }
  }
}

/// Finds what a bench player plays from a view: a set among Set's cards, a card at Memorize.
enum TableMoves {
  /// The ids of three cards that make a set, or `nil` when the cards shown hold none.
  static func aSet(in board: BoardPresentation) -> [Int]? {
    let cards: [(id: Int, symbol: SetSymbol)] = board.cards.compactMap { card in
      if case .set(let symbol)? = card.face { return (card.id, symbol) }
      return nil
    }
    guard cards.count >= 3 else { return nil }
    // Two cards decide the third; a set is there when the third is on the table.
    var byKey: [String: Int] = [:]
    for card in cards { byKey[key(card.symbol)] = card.id }
    for first in 0..<cards.count {
      for second in (first + 1)..<cards.count {
        let a = cards[first].symbol
        let b = cards[second].symbol
        let third = SetSymbol(
          count: thirdCount(a.count, b.count), shape: third(a.shape, b.shape),
          ink: third(a.ink, b.ink), shading: third(a.shading, b.shading))
        if let id = byKey[key(third)], id != cards[first].id, id != cards[second].id {
          return [cards[first].id, cards[second].id, id]
        }
      }
    }
    return nil
  }

  private static func key(_ symbol: SetSymbol) -> String {
    "\(symbol.count) \(symbol.shape.rawValue) \(symbol.ink.rawValue) \(symbol.shading.rawValue)"
  }

  private static func thirdCount(_ a: Int, _ b: Int) -> Int {
    a == b ? a : 6 - a - b
  }

  private static func third<Value: CaseIterable & Equatable>(_ a: Value, _ b: Value) -> Value {
    guard a != b else { return a }
    return Value.allCases.first { $0 != a && $0 != b } ?? a
  }

  /// The id of the card to choose at Memorize: the twin of the card face up when it was seen,
  /// else a pair seen before, else the first card never seen. `seen` maps a card's face to the
  /// ids it was seen on.
  static func memorizeChoice(in board: BoardPresentation, seen: [String: Set<Int>]) -> Int? {
    let open = board.cards.filter { !$0.isMatched }
    let faceUp = open.filter(\.isFaceUp)
    if faceUp.count == 1, let face = faceUp[0].face.map(faceKey),
      let twin = seen[face]?.first(where: { $0 != faceUp[0].id })
    {
      return twin
    }
    let openIDs = Set(open.map(\.id))
    if faceUp.count != 1 {
      for ids in seen.values where ids.count == 2 && ids.isSubset(of: openIDs) {
        if let first = ids.min() { return first }
      }
    }
    let known = Set(seen.values.flatMap { $0 })
    let faceDown = open.filter { !$0.isFaceUp }
    return (faceDown.first { !known.contains($0.id) } ?? faceDown.first)?.id
  }

  /// A face as a key for what was seen where.
  static func faceKey(_ face: CardFace) -> String {
    "\(face)"
  }
}
