import Glibc
import TableServer

/// The addresses people can join a table at: the one it listens on, or, listening on every
/// interface, this machine's own addresses (loopback last).
public enum JoinAddresses {
  /// The addresses to print for a table bound at `bound`.
  public static func shown(for bound: BoundAddress) -> [String] {
    guard bound.host == "0.0.0.0" || bound.host == "::" else { return [bound.description] }
    var addresses: [String] = []
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0 else { return ["127.0.0.1:\(bound.port)"] }
    defer { freeifaddrs(list) }
    var entry = list
    while let interface = entry {
      entry = interface.pointee.ifa_next
      guard let address = interface.pointee.ifa_addr,
        address.pointee.sa_family == sa_family_t(AF_INET)
      else { continue }
      var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
      address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
        var raw = inet.pointee.sin_addr
        _ = inet_ntop(AF_INET, &raw, &text, socklen_t(text.count))
      }
      let host = String(
        decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if !host.isEmpty, !host.hasPrefix("127.") { addresses.append("\(host):\(bound.port)") }
    }
    return addresses + ["127.0.0.1:\(bound.port)"]
  }
}
