import TerminalKit

/// The link a browser joins a table by, `http://ADDRESS:PORT/#code=CODE`, and when memorize-table
/// draws its QR code.
///
/// The code rides in the fragment, which a browser keeps to itself: the page reads it and sends
/// it in its hello, so it never appears in a request line or a server's log.
public enum JoinLink {
  /// The link to a table at `authority` (`host:port`, an IPv6 address already in brackets, as
  /// ``JoinAddresses/shown(for:)`` gives them) with `code`.
  public static func url(authority: String, code: String) -> String {
    "http://\(authority)/#code=\(fragmentEncoded(code))"
  }

  /// The link to a table at `host` (an IPv4 or IPv6 address, or a name) and `port`, with `code`.
  public static func url(host: String, port: Int, code: String) -> String {
    let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    return url(authority: "\(shownHost):\(port)", code: code)
  }

  /// The address whose link gets the QR code: the first that is not loopback (a phone cannot
  /// reach this machine's loopback), else the first.
  public static func addressForQRCode(among addresses: [String]) -> String? {
    addresses.first { !isLoopback($0) } ?? addresses.first
  }

  /// Whether standard output can show a QR code of half blocks: a terminal (`isTerminal`), whose
  /// `TERM` is set and not `dumb` (colours are how the code stays dark on light), in a UTF-8
  /// locale (the blocks are not ASCII).
  public static func canDrawQRCode(isTerminal: Bool, environment: [String: String]) -> Bool {
    guard isTerminal, let term = environment["TERM"], !term.isEmpty, term != "dumb" else {
      return false
    }
    return TerminalCharset.detect(environment: environment) == .utf8
  }

  /// Whether `authority` (`host:port`) names this machine's loopback.
  static func isLoopback(_ authority: String) -> Bool {
    authority.hasPrefix("127.") || authority.hasPrefix("[::1]:")
      || authority.lowercased().hasPrefix("localhost:")
  }

  /// `code` with every byte but letters, digits and `-._~` percent-encoded, so any code the
  /// host chose survives the trip through a link.
  static func fragmentEncoded(_ code: String) -> String {
    var result = ""
    for byte in code.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = Array("0123456789ABCDEF")
        result += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
      }
    }
    return result
  }
}
