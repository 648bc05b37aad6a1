import Foundation

/// A TCP relay on 127.0.0.1 between faces and a table, which a test can cut: every connection
/// through it then breaks at once, without a closing handshake, as a lost network does. New
/// connections go through again.
final class Relay: @unchecked Sendable {
  /// The port faces connect to.
  let port: Int
  private let target: Int
  private let listener: Int32
  private let lock = NSLock()
  private var cutRequested = false
  private var stopRequested = false
  private var thread: Thread?

  init(to targetPort: Int) throws {
    target = targetPort
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = Self.loopback(port: 0)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard listener >= 0, bound == 0, listen(listener, 16) == 0 else {
      throw Failure(what: "the relay could not listen: errno \(errno)")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(listener, $0, &length)
      }
    }
    self.listener = listener
    port = Int(UInt16(bigEndian: address.sin_port))
    let thread = Thread { [self] in pump() }
    self.thread = thread
    thread.start()
  }

  deinit { stop() }

  /// Breaks every connection through the relay now.
  func cut() {
    lock.lock()
    cutRequested = true
    lock.unlock()
    // The pump notices within its poll's 20 ms.
    usleep(100_000)
  }

  /// Stops relaying and closes everything.
  func stop() {
    lock.lock()
    stopRequested = true
    lock.unlock()
    usleep(100_000)
  }

  private static func loopback(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = in_addr_t(0x7f00_0001).bigEndian
    return address
  }

  /// Accepts faces, connects each to the table, and copies bytes both ways, until stopped;
  /// every loop is bounded by a 20 ms poll.
  private func pump() {
    var pairs: [(Int32, Int32)] = []
    func closeAll() {
      for (a, b) in pairs {
        // A reset, not a FIN: the faces see the connection break, not end.
        var hard = linger(l_onoff: 1, l_linger: 0)
        for side in [a, b] {
          setsockopt(side, SOL_SOCKET, SO_LINGER, &hard, socklen_t(MemoryLayout<linger>.size))
          close(side)
        }
      }
      pairs = []
    }
    while true {
      lock.lock()
      let stopping = stopRequested
      let cutting = cutRequested
      cutRequested = false
      lock.unlock()
      if cutting || stopping { closeAll() }
      if stopping {
        close(listener)
        return
      }
      var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
      for (a, b) in pairs {
        fds.append(pollfd(fd: a, events: Int16(POLLIN), revents: 0))
        fds.append(pollfd(fd: b, events: Int16(POLLIN), revents: 0))
      }
      guard poll(&fds, nfds_t(fds.count), 20) > 0 else { continue }
      let polled = pairs.count
      if fds[0].revents != 0 {
        let face = accept(listener, nil, nil)
        let table = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = Self.loopback(port: target)
        let connected = withUnsafePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(table, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
          }
        }
        if face >= 0, connected == 0 {
          pairs.append((face, table))
        } else {
          if face >= 0 { close(face) }
          close(table)
        }
      }
      var broken: Set<Int> = []
      var buffer = [UInt8](repeating: 0, count: 65536)
      for (index, (a, b)) in pairs.prefix(polled).enumerated() {
        for (from, to, slot) in [(a, b, 1 + 2 * index), (b, a, 2 + 2 * index)]
        where fds[slot].revents != 0 {
          let count = read(from, &buffer, buffer.count)
          if count <= 0 || write(to, buffer, count) != count { broken.insert(index) }
        }
      }
      for index in broken.sorted(by: >) {
        close(pairs[index].0)
        close(pairs[index].1)
        pairs.remove(at: index)
      }
    }
  }
}
