import Glibc
import Memorize
import TableServer

/// How the host plays at their own table (`memorize-table --play`): memorize's full screen,
/// started on the table's terminal, joins the table over loopback like any other face.
///
/// The table stays the only authority; the host's face is a client of it as every player's is.
public enum HostSeat {
  /// The memorize program to play with: the one in the same folder as `ownExecutable` first
  /// (the packages install both in /usr/games, a build tree has both side by side), then the
  /// first in the folders of `path`. `nil` when there is none.
  public static func player(
    ownExecutable: String?, path: String?,
    isExecutable: (String) -> Bool = { access($0, X_OK) == 0 }
  ) -> String? {
    var folders: [Substring] = []
    if let ownExecutable, let slash = ownExecutable.lastIndex(of: "/") {
      folders.append(ownExecutable[..<slash])
    }
    folders += (path ?? "").split(separator: ":")
    for folder in folders where folder.hasPrefix("/") {
      let candidate = folder + "/memorize"
      if isExecutable(String(candidate)) { return String(candidate) }
    }
    return nil
  }

  /// The path of the running program, as the system knows it.
  public static var ownExecutable: String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The address the host's face joins a table bound at `bound` by: loopback of the same
  /// family when the table listens on every address, else the address it listens on.
  public static func address(for bound: BoundAddress) -> String {
    switch bound.host {
    case "0.0.0.0": BoundAddress(host: "127.0.0.1", port: bound.port).description
    case "::": BoundAddress(host: "::1", port: bound.port).description
    default: bound.description
    }
  }

  /// The host face's command line (without the program): join at `address` with `code`, under
  /// `name` (`--name`, else the host's login name) when there is one (else the table names the
  /// seat "Player 1"), in `language` when `--language` named one.
  public static func arguments(
    address: String, code: String, name: String? = nil, language: Language? = nil
  ) -> [String] {
    ["--join", address, "--code", code] + (name.map { ["--name", $0] } ?? [])
      + (language.map { ["--language", $0.rawValue] } ?? [])
  }

  /// The host's login name: USER or LOGNAME, else the account's name, each read as the command
  /// line is, in the locale's charset (GB18030 bytes under `zh_CN.GB18030`). One that is not
  /// valid in that charset, that the host's memorize could not be handed whole in it, or that
  /// memorize's `--name` would refuse (more than 20 characters, a control character) is passed
  /// over for the next; `nil` when none is left, and the table names the seat "Player 1".
  ///
  /// - Parameters:
  ///   - locale: the charset the bytes are in, and the host's memorize reads its arguments in.
  ///   - variable: an environment variable's bytes as the environment holds them, or `nil`.
  ///   - account: the account's name in the password database, as bytes.
  public static func loginName(
    locale: TableLocale, variable: (String) -> [UInt8]? = HostSeat.variable,
    account: () -> [UInt8]? = HostSeat.accountName
  ) -> String? {
    let candidates = [variable("USER"), variable("LOGNAME")].compactMap { $0 }
    for bytes in candidates + [account()].compactMap({ $0 }) where !bytes.isEmpty {
      if let name = locale.name(bytes) { return name }
    }
    return nil
  }

  /// An environment variable's value as the environment holds it: bytes in the locale's
  /// charset, not necessarily UTF-8. `nil` when it is not set.
  public static func variable(_ name: String) -> [UInt8]? {
    guard let value = getenv(name) else { return nil }
    return Array(UnsafeBufferPointer(start: value, count: strlen(value))).map {
      UInt8(bitPattern: $0)
    }
  }

  /// The name of the account the program runs as, from the password database, as its bytes.
  public static func accountName() -> [UInt8]? {
    guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return nil }
    return Array(UnsafeBufferPointer(start: name, count: strlen(name))).map {
      UInt8(bitPattern: $0)
    }
  }
}
