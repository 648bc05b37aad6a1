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

  /// The host's login name: USER or LOGNAME, else the account's name; `nil` when none is known.
  public static func loginName(
    environment: [String: String], account: () -> String? = HostSeat.accountName
  ) -> String? {
    let named = [environment["USER"], environment["LOGNAME"]].compactMap { $0 }
      .first { !$0.isEmpty }
    return named ?? account().flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The name of the account the program runs as, from the password database.
  public static func accountName() -> String? {
    guard let entry = getpwuid(getuid()), let name = entry.pointee.pw_name else { return nil }
    return String(cString: name)
  }
}
