import Glibc
import TerminalKit
import Testing

@Suite("Colour profile")
struct ColorProfileTests {
  @Test(
    "Detection from the environment",
    arguments: [
      ([:], ColorProfile.ansi16),
      (["TERM": "xterm"], .ansi16),
      (["TERM": "xterm-256color"], .ansi256),
      (["TERM": "screen-256color"], .ansi256),
      (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColor),
      (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
      (["TERM": "xterm-direct"], .trueColor),
      (["TERM": "xterm-256color", "COLORTERM": "yes"], .ansi256),
      (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .none),
      (["TERM": "xterm-256color", "NO_COLOR": ""], .ansi256),  // empty NO_COLOR does not count
      (["TERM": "dumb"], .none),
    ] as [([String: String], ColorProfile)])
  func detect(environment: [String: String], expected: ColorProfile) {
    // No terminfo entry at hand: the name decides.
    #expect(ColorProfile.detect(environment: environment, terminfo: nil) == expected)
  }

  @Test(
    "terminfo's colors decides, after NO_COLOR and COLORTERM",
    arguments: [
      (["TERM": "vt100"], nil, ColorProfile.none),
      (["TERM": "vt100"], 2, .none),
      (["TERM": "vt100", "COLORTERM": "truecolor"], nil, .trueColor),
      (["TERM": "vt100", "COLORTERM": "24bit"], nil, .trueColor),
      (["TERM": "xterm"], 8, .ansi16),
      (["TERM": "xterm-16color"], 16, .ansi16),
      (["TERM": "xterm-256color"], 256, .ansi256),
      (["TERM": "xterm-88color"], 88, .ansi16),
      (["TERM": "xterm-direct"], 16_777_216, .trueColor),
      (["TERM": "my-256color"], 8, .ansi16),  // the entry, not the name
      (["TERM": "xterm-256color", "NO_COLOR": "1"], 256, .none),
      (["TERM": "xterm-256color", "COLORTERM": "truecolor"], 256, .trueColor),
    ] as [([String: String], Int?, ColorProfile)])
  func detectWithTerminfo(environment: [String: String], colors: Int?, expected: ColorProfile)
    throws
  {
    // Numbers past 32767 need the 32-bit format.
    let wide = (colors ?? 0) > 32767
    let entry = try #require(
      Terminfo(bytes: TerminfoBytes.entry(colors: colors, wideNumbers: wide)))
    #expect(entry.colors == colors)
    #expect(ColorProfile.detect(environment: environment, terminfo: entry) == expected)
  }

  @Test("An entry is read from $TERMINFO, in the legacy and the 32-bit format")
  func loadsFromTheDatabase() throws {
    let folder = try TerminfoBytes.temporaryFolder()
    defer { TerminfoBytes.remove(folder) }
    try TerminfoBytes.write(TerminfoBytes.entry(colors: 256), to: folder + "/t/test-256")
    try TerminfoBytes.write(
      TerminfoBytes.entry(colors: 16_777_216, wideNumbers: true), to: folder + "/74/test-direct")
    try TerminfoBytes.write(TerminfoBytes.entry(colors: nil), to: folder + "/t/test-mono")
    try TerminfoBytes.write(Array("not an entry".utf8), to: folder + "/t/test-junk")
    let environment = ["TERMINFO": folder, "TERMINFO_DIRS": ""]
    func profile(_ term: String) -> ColorProfile {
      ColorProfile.detect(environment: environment.merging(["TERM": term]) { $1 })
    }
    #expect(profile("test-256") == .ansi256)
    #expect(profile("test-direct") == .trueColor)
    #expect(profile("test-mono") == .none)
    #expect(Terminfo.load(environment: ["TERMINFO": folder, "TERM": "test-junk"])?.names == nil)
    #expect(Terminfo.load(environment: ["TERMINFO": folder, "TERM": "test-256"])?.names == "test")
    #expect(Terminfo.load(environment: ["TERMINFO": folder, "TERM": "../t/test-256"]) == nil)
  }

  @Test(
    "The locale's charset",
    arguments: [
      ([:], TerminalCharset.ascii),
      (["LANG": "C"], .ascii),
      (["LANG": "POSIX"], .ascii),
      (["LANG": "C.UTF-8"], .utf8),
      (["LANG": "C.UTF-8", "LC_ALL": "C"], .ascii),
      (["LANG": "C", "LC_CTYPE": "C.UTF-8"], .utf8),
      (["LANG": "xx_YY.UTF-8"], .utf8),  // not installed: its name says UTF-8
      (["LANG": "xx_YY.utf8@euro"], .utf8),
      (["LANG": "xx_YY.ISO-8859-1"], .ascii),
      (["LANG": "xx_YY"], .ascii),
      (["LANG": "", "LC_ALL": ""], .ascii),
    ] as [([String: String], TerminalCharset)])
  func charset(environment: [String: String], expected: TerminalCharset) {
    #expect(TerminalCharset.detect(environment: environment) == expected)
  }

  @Test("Text for an ASCII-only locale: ASCII kept, punctuation in ASCII, no byte of 0x80 or more")
  func asciiText() {
    #expect(TerminalCharset.asciiText("Score: 2 Flips: 4") == "Score: 2 Flips: 4")
    // The true minus sign of "−1 for turning a card" and "Score: −4" (was "?1").
    #expect(TerminalCharset.asciiText("Score: \u{2212}4 \u{2212}1") == "Score: -4 -1")
    #expect(
      TerminalCharset.asciiText("“Ana” — matched J♥ and 10♠… 🐶")
        == "\"Ana\" -- matched JH and 10S... ?")
    for text in ["小明", "e\u{301}", "🇫🇷", "\u{00A0}"] {
      #expect(TerminalCharset.asciiText(text).utf8.allSatisfy { $0 < 0x80 }, "\(text)")
    }
  }

  @Test func downgrades() {
    let orange = TerminalColor.rgb(red: 255, green: 135, blue: 0)
    #expect(orange.downgraded(to: .trueColor) == orange)
    #expect(orange.downgraded(to: .ansi256) == .indexed(208))
    #expect(orange.downgraded(to: .ansi16) == .ansi(.yellow))
    #expect(orange.downgraded(to: .none) == nil)
    #expect(
      TerminalColor.rgb(red: 128, green: 128, blue: 128).downgraded(to: .ansi256) == .indexed(244))
    #expect(TerminalColor.indexed(9).downgraded(to: .ansi16) == .ansi(.brightRed))
    #expect(TerminalColor.indexed(196).downgraded(to: .ansi16) == .ansi(.brightRed))
    #expect(TerminalColor.red.downgraded(to: .ansi16) == .red)
    #expect(TerminalColor.default.downgraded(to: .none) == .default)
    #expect(Style(foreground: .red, bold: true).downgraded(to: .none) == Style(bold: true))
  }

  @Test(
    "Terminals that cannot run the full-screen interface",
    arguments: [
      (["TERM": "xterm"], true, true, nil),
      (["TERM": "dumb"], true, true, .dumbTerminal),
      (["TERM": "dumb"], false, false, .dumbTerminal),
      (["TERM": "xterm"], true, false, .outputNotTerminal),
      (["TERM": "xterm"], false, false, .outputNotTerminal),
      (["TERM": "xterm"], false, true, .inputNotTerminal),
    ] as [([String: String], Bool, Bool, TerminalSupport.Obstacle?)])
  func support(
    environment: [String: String], input: Bool, output: Bool, obstacle: TerminalSupport.Obstacle?
  ) {
    #expect(
      TerminalSupport.obstacle(
        environment: environment, inputIsTerminal: input, outputIsTerminal: output)
        == obstacle)
    #expect(
      TerminalSupport.isSupported(
        environment: environment, inputIsTerminal: input, outputIsTerminal: output)
        == (obstacle == nil))
  }
}

/// Compiled terminfo entries made by hand, in the layout ncurses writes.
@Suite("Terminfo's dim")
struct TerminfoDimTests {
  @Test("An entry with dim has it; one without (the vt100's) has not; colours read the same")
  func dim() throws {
    for wide in [false, true] {
      let with = try #require(
        Terminfo(bytes: TerminfoBytes.entry(colors: 8, wideNumbers: wide, dim: true)))
      #expect(with.hasDim)
      #expect(with.colors == 8)
      let without = try #require(Terminfo(bytes: TerminfoBytes.entry(colors: 8, wideNumbers: wide)))
      #expect(!without.hasDim)
      #expect(without.colors == 8)
    }
  }
}

enum TerminfoBytes {
  /// An entry named `test` with no booleans and `colors` (capability 13) set or absent; with
  /// `dim`, 31 string capabilities of which only `dim` (30) is present.
  static func entry(colors: Int?, wideNumbers: Bool = false, dim: Bool = false) -> [UInt8] {
    func short(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
    let names = Array("test".utf8) + [0]
    let table = Array("\u{1B}[2m".utf8) + [0]
    var bytes = short(wideNumbers ? 0o1036 : 0o432) + short(names.count) + short(1) + short(14)
    bytes += short(dim ? 31 : 0) + short(dim ? table.count : 0) + names + [0]  // one boolean
    if bytes.count % 2 == 1 { bytes.append(0) }
    for index in 0..<14 {
      let value = index == 13 ? (colors ?? -1) : -1
      if wideNumbers {
        let raw = UInt32(bitPattern: Int32(value))
        bytes += (0..<4).map { UInt8((raw >> (8 * $0)) & 0xFF) }
      } else {
        bytes += short(value & 0xFFFF)
      }
    }
    if dim {
      for index in 0..<31 { bytes += short(index == 30 ? 0 : 0xFFFF) }
      bytes += table
    }
    return bytes
  }

  static func temporaryFolder() throws -> String {
    var template = Array("/tmp/terminfo-test-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw Failure() }
    return String(cString: made)
  }

  static func write(_ bytes: [UInt8], to path: String) throws {
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    mkdir(folder, 0o755)
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw Failure() }
    defer { close(fd) }
    guard bytes.withUnsafeBytes({ Glibc.write(fd, $0.baseAddress, $0.count) }) == bytes.count
    else { throw Failure() }
  }

  static func remove(_ folder: String) {
    for sub in ["t", "74"] {
      for name in ["test-256", "test-direct", "test-mono", "test-junk"] {
        unlink(folder + "/" + sub + "/" + name)
      }
      rmdir(folder + "/" + sub)
    }
    rmdir(folder)
  }

  struct Failure: Error {}
}
