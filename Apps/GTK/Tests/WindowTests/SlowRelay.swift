import Foundation
import Glibc

/// A TCP relay on 127.0.0.1 between one face and a table whose way back to the face a test can
/// hold: what the table sends waits in the relay until released, as on a slow network, while
/// what the face sends goes through at once.
final class SlowRelay: @unchecked Sendable {
  /// The port the face connects to.
  let port: Int
  private let listener: Int32
  private let target: Int
  private let lock = NSLock()
  private var isHeld = false
  private var isStopped = false
  /// What waits for the face now, as text.
  private var waiting = ""

  init(to target: Int) throws {
    self.target = target
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.listener = listener
    var address = Self.loopback(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, length) == 0 && listen(listener, 4) == 0
          && getsockname(listener, $0, &length) == 0
      }
    }
    guard listener >= 0, bound else {
      throw Tool.Failure(message: "the relay could not listen: errno \(errno)")
    }
    port = Int(UInt16(bigEndian: address.sin_port))
    Thread { [self] in pump() }.start()
  }

  deinit { stop() }

  /// Holds (`true`) or lets through (`false`) what the table sends the face.
  func hold(_ held: Bool) {
    lock.withLock { isHeld = held }
  }

  /// How many times `text` occurs in what waits for the face (a frame's JSON is sent as is).
  func held(_ text: String) -> Int {
    lock.withLock { waiting.components(separatedBy: text).count - 1 }
  }

  func stop() {
    lock.withLock { isStopped = true }
  }

  private var state: (held: Bool, stopped: Bool) { lock.withLock { (isHeld, isStopped) } }

  private static func loopback(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return address
  }

  /// Relays one connection at a time (a face's, and its next after a drop), polling every
  /// 20 ms so a stop is noticed; closes everything when stopped.
  private func pump() {
    defer { close(listener) }
    var pairs: [(face: Int32, table: Int32, backlog: [UInt8])] = []
    defer {
      for pair in pairs {
        close(pair.face)
        close(pair.table)
      }
    }
    while !state.stopped {
      var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
      for pair in pairs {
        fds.append(pollfd(fd: pair.face, events: Int16(POLLIN), revents: 0))
        fds.append(pollfd(fd: pair.table, events: Int16(POLLIN), revents: 0))
      }
      _ = poll(&fds, nfds_t(fds.count), 20)
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      var ended: Set<Int> = []
      for index in pairs.indices {
        let (faceReady, tableReady) = (fds[1 + 2 * index].revents, fds[2 + 2 * index].revents)
        if faceReady != 0 {
          let count = read(pairs[index].face, &buffer, buffer.count)
          if count <= 0 || write(pairs[index].table, buffer, count) != count { ended.insert(index) }
        }
        if tableReady != 0 {
          let count = read(pairs[index].table, &buffer, buffer.count)
          if count <= 0 { ended.insert(index) } else { pairs[index].backlog += buffer[0..<count] }
        }
        if !state.held, !pairs[index].backlog.isEmpty {
          let backlog = pairs[index].backlog
          if write(pairs[index].face, backlog, backlog.count) != backlog.count {
            ended.insert(index)
          }
          pairs[index].backlog = []
        }
      }
      let backlog = pairs.flatMap(\.backlog)
      lock.withLock { waiting = String(decoding: backlog, as: UTF8.self) }
      for index in ended.sorted(by: >) {
        close(pairs[index].face)
        close(pairs[index].table)
        pairs.remove(at: index)
      }
      if fds[0].revents != 0 {
        let face = accept(listener, nil, nil)
        let table = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = Self.loopback(port: target)
        let connected = withUnsafePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(table, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
          }
        }
        if face >= 0, connected {
          pairs.append((face, table, []))
        } else {
          close(face)
          close(table)
        }
      }
    }
  }
}
