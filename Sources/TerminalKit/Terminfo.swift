import Glibc

/// What the compiled terminfo database says about a terminal, read without curses.
///
/// The numeric capabilities are decoded (the program needs `colors`, the number of colours the
/// terminal shows), and which string capabilities the entry has (whether it can draw dim text). Both formats ncurses writes are understood: the legacy one with 16-bit
/// numbers (magic 0432) and the extended-number one with 32-bit numbers (magic 01036).
public struct Terminfo: Sendable, Hashable {
  /// The entry's names, as in its first line (`xterm-256color|xterm with 256 colors`).
  public let names: String
  /// The numeric capabilities in the standard order; `nil` where absent or cancelled.
  public let numbers: [Int?]
  /// Whether each string capability, in the standard order, is present (not absent or cancelled).
  public let strings: [Bool]

  /// The index of `dim` (`enter_dim_mode`) among the standard string capabilities.
  static let dimIndex = 30

  /// The index of `colors` (`max_colors`) among the standard numeric capabilities.
  static let colorsIndex = 13
  /// Compiled entries are a few kilobytes; anything larger is not one.
  static let maximumFileSize = 65_536

  /// The number of colours the terminal can show, or `nil` when the entry does not say
  /// (a monochrome terminal such as the vt100).
  public var colors: Int? {
    numbers.count > Self.colorsIndex ? numbers[Self.colorsIndex] : nil
  }

  /// Whether the terminal has a dim (half-bright) mode: the vt100's entry has none, so text
  /// drawn dim there looks like any other.
  public var hasDim: Bool {
    strings.count > Self.dimIndex && strings[Self.dimIndex]
  }

  /// Decodes a compiled entry; `nil` when the bytes are not one.
  public init?(bytes: [UInt8]) {
    func short(_ offset: Int) -> Int? {
      guard offset + 1 < bytes.count else { return nil }
      let value = Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
      return value >= 0x8000 ? value - 0x10000 : value
    }
    guard let magic = short(0), magic == 0o432 || magic == 0o1036,
      let namesSize = short(2), let booleanCount = short(4), let numberCount = short(6),
      namesSize >= 0, booleanCount >= 0, numberCount >= 0
    else { return nil }
    let numberSize = magic == 0o1036 ? 4 : 2
    let namesStart = 12
    var offset = namesStart + namesSize + booleanCount
    if offset % 2 == 1 { offset += 1 }  // numbers start on an even byte
    guard namesSize > 0, offset + numberCount * numberSize <= bytes.count else { return nil }
    let nameBytes = bytes[namesStart..<(namesStart + namesSize - 1)]
    names = String(decoding: nameBytes, as: UTF8.self)
    var numbers: [Int?] = []
    numbers.reserveCapacity(numberCount)
    for index in 0..<numberCount {
      let start = offset + index * numberSize
      var value: Int
      if numberSize == 2 {
        value = short(start) ?? -1
      } else {
        let raw =
          UInt32(bytes[start]) | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2]) << 16
          | UInt32(bytes[start + 3]) << 24
        value = Int(Int32(bitPattern: raw))
      }
      numbers.append(value < 0 ? nil : value)
    }
    self.numbers = numbers
    // The string offsets follow the numbers: -1 absent, -2 cancelled. An entry cut short
    // there has no strings we can trust.
    let stringsStart = offset + numberCount * numberSize
    var strings: [Bool] = []
    if let stringCount = short(8), stringCount > 0,
      stringsStart + stringCount * 2 <= bytes.count
    {
      strings = (0..<stringCount).map { (short(stringsStart + $0 * 2) ?? -1) >= 0 }
    }
    self.strings = strings
  }

  /// The folders searched for `term`'s entry, in ncurses' order: `$TERMINFO`, `~/.terminfo`,
  /// each of `$TERMINFO_DIRS` (an empty item standing for the system folders), then the system
  /// folders.
  public static func searchFolders(environment: [String: String]) -> [String] {
    let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
    var folders: [String] = []
    if let folder = environment["TERMINFO"], !folder.isEmpty { folders.append(folder) }
    if let home = environment["HOME"], !home.isEmpty { folders.append(home + "/.terminfo") }
    if let list = environment["TERMINFO_DIRS"] {
      for item in list.split(separator: ":", omittingEmptySubsequences: false) {
        if item.isEmpty { folders += system } else { folders.append(String(item)) }
      }
    }
    return folders + system
  }

  /// The entry for `environment["TERM"]` from the first folder that has it; `nil` when `TERM`
  /// is unset, is not a plain name, or no folder holds a readable entry for it.
  public static func load(environment: [String: String]) -> Terminfo? {
    guard let term = environment["TERM"], !term.isEmpty, !term.contains("/"),
      !term.hasPrefix("."), let first = term.utf8.first
    else { return nil }
    let hex = String(first, radix: 16)
    let letter = String(decoding: [first], as: UTF8.self)
    for folder in searchFolders(environment: environment) {
      // Linux spreads entries over folders named by the first letter, macOS by its hex code.
      for subfolder in [letter, hex] {
        if let bytes = readFile(folder + "/" + subfolder + "/" + term),
          let entry = Terminfo(bytes: bytes)
        {
          return entry
        }
      }
    }
    return nil
  }

  /// The file's bytes, or `nil` when it cannot be read or is too large to be an entry.
  private static func readFile(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return bytes }
      bytes += chunk[0..<count]
      if bytes.count > maximumFileSize { return nil }
    }
  }
}
