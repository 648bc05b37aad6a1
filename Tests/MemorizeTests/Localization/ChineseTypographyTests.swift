import Foundation
import Memorize
import Testing

/// `po/zh_CN.po` keeps the rules of `po/STYLE.zh_CN.md`: each rule is checked on every
/// translation with Chinese in it, and a failure names the rule and the message.
@Suite("Localization: Chinese typography")
struct ChineseTypographyTests {
  /// A broken rule: its number in the style file and what it forbids.
  struct Rule: CustomTestStringConvertible, Sendable {
    var number: Int
    var forbids: String
    var pattern: @Sendable (String) -> Bool
    var testDescription: String { "rule \(number): \(forbids)" }
  }

  private static let han = #"[\x{3400}-\x{4DBF}\x{4E00}-\x{9FFF}\x{F900}-\x{FAFF}]"#
  private static let fullWidth = #"[，。、：；！？“”‘’（）《》…]"#
  private static let chinese = "(?:\(han)|\(fullWidth))"

  private static func matches(_ pattern: String) -> @Sendable (String) -> Bool {
    { text in text.range(of: pattern, options: .regularExpression) != nil }
  }

  static let rules: [Rule] = [
    Rule(
      number: 1, forbids: "ASCII , ; : ? ! ( ) next to a Chinese character",
      pattern: matches("\(chinese) ?[,;:?!()]|[,;:?!()] ?\(chinese)")),
    Rule(number: 2, forbids: "ASCII quotes in Chinese text", pattern: matches(#"["']"#)),
    Rule(
      number: 3, forbids: "a space between two Chinese characters",
      pattern: matches("\(han) +\(han)")),
    Rule(
      number: 3, forbids: "a space beside full-width punctuation",
      pattern: matches("\(fullWidth) | \(fullWidth)")),
    Rule(number: 4, forbids: "an English dash between parts", pattern: matches(" [-–—] ")),
    Rule(number: 5, forbids: "a list written with ASCII commas", pattern: matches(", ")),
  ]

  /// Every translation with a Chinese character in it, its placeholders read as Latin text
  /// (the style file's exception), with its English for the failure message.
  static func translations() throws -> [(english: String, chinese: String)] {
    let catalog = try PortableObject(text: try CatalogTests.file("po/zh_CN.po"))
    return catalog.entries.flatMap { entry in
      entry.translations.map { (english: entry.id, chinese: $0) }
    }
    .map { ($0.english, $0.chinese.replacing(#/\{[A-Za-z_][A-Za-z0-9_]*\}/#, with: "X")) }
    .filter { matches(han)($0.1) }
  }

  @Test("The catalog has Chinese translations to check")
  func catalogRead() throws {
    #expect(try Self.translations().count >= 200)
  }

  @Test("No translation breaks the rule", arguments: rules)
  func rule(_ rule: Rule) throws {
    for (english, chinese) in try Self.translations() {
      #expect(!rule.pattern(chinese), "\(rule.testDescription) — “\(english)” → “\(chinese)”")
    }
  }

  @Test(
    "Each rule catches what it forbids",
    arguments: [
      (0, "得分: X"), (1, "输入 'help' 查看命令"), (2, "保存 已关闭"),
      (3, "用时 X， 按"), (4, "用时 X — 按 X 开始新游戏"), (5, "必须是 perfect, good 之一"),
    ])
  func ruleCatches(index: Int, example: String) {
    #expect(Self.rules[index].pattern(example))
  }

  /// The placeholders that stand for a number: spaced from Chinese as digits are (rule 3).
  static let numberPlaceholders = [
    "count", "number", "seat", "seconds", "milliseconds", "table", "client", "pid", "limit",
    "maximum", "minimum", "requested", "position", "port", "width", "height", "row", "column",
    "cards", "emoji", "points",
  ]

  /// The first place in `text` where a digit, a Latin letter or a number's placeholder touches
  /// a Chinese character; `nil` when there is none. Placeholders for names and themes, which
  /// may be Chinese, are left alone.
  static func unspacedNumberOrLatin(in text: String) -> String? {
    let number = #"(?:[A-Za-z0-9]|\{(?:"# + numberPlaceholders.joined(separator: "|") + #")\})"#
    let pattern = "\(han)\(number)|\(number)\(han)"
    return text.range(of: pattern, options: .regularExpression).map { String(text[$0]) }
  }

  /// Issue 23: "还在等1位玩家" beside "玩家 1": numbers are written one way, spaced.
  @Test("Rule 3: a number, a number's placeholder or a Latin word is spaced from Chinese")
  func numbersAreSpaced() throws {
    let catalog = try PortableObject(text: try CatalogTests.file("po/zh_CN.po"))
    for entry in catalog.entries {
      for chinese in entry.translations where Self.matches(Self.han)(chinese) {
        let found = Self.unspacedNumberOrLatin(in: chinese)
        #expect(found == nil, "rule 3: “\(found ?? "")” in “\(entry.id)” → “\(chinese)”")
      }
    }
    #expect(Self.unspacedNumberOrLatin(in: "还在等{count}位玩家") == "等{count}")
    #expect(Self.unspacedNumberOrLatin(in: "还在等1位玩家") == "等1")
    #expect(Self.unspacedNumberOrLatin(in: "这个memorize读不懂") == "个m")
    #expect(Self.unspacedNumberOrLatin(in: "还在等 {count} 位玩家，玩家 1") == nil)
    #expect(Self.unspacedNumberOrLatin(in: "轮到{name}，仍在玩{theme}。") == nil)
  }

  /// Rule 6: a game has one Chinese name ("--computer 不能加入 Matchismo" left it in English).
  @Test("The games are named in Chinese: 记忆翻牌 and 扑克配对, never Memorize or Matchismo")
  func gameNames() throws {
    for (english, chinese) in try Self.translations() {
      #expect(
        !chinese.contains("Matchismo") && !chinese.contains("Memorize"),
        "rule 6: “\(english)” → “\(chinese)”")
    }
  }

  @Test("Where two Chinese words meet, a colon joins them; elsewhere a space")
  func joining() {
    #expect(Typography.spaced("保存", "已关闭") == "保存：已关闭")
    #expect(Typography.spaced("任意键", "关闭") == "任意键：关闭")
    #expect(Typography.spaced("Esc", "关闭") == "Esc 关闭")
    #expect(Typography.spaced("得分", "4") == "得分 4")
    #expect(Typography.spaced("Score", "4") == "Score 4")
    // A seat's label ends in a colon: full-width closes it with no space, ASCII keeps one.
    #expect(Typography.spaced("小明：", "0") == "小明：0")
    #expect(Typography.spaced("Ana:", "0") == "Ana: 0")
  }

  @Test("Lists of names in Chinese use 、, as the catalog's list separator says")
  func lists() {
    let text = Localization.withLanguage(.simplifiedChinese) {
      Phrases.list(["perfect", "good", "casual"])
    }
    #expect(text == "perfect、good、casual")
  }

  @Test("Lists of keys in Chinese use 、 too: the help, --help, the manual and the shortcuts")
  func keyLists() throws {
    let (terminal, window) = Localization.withLanguage(.simplifiedChinese) {
      (
        FrontEnd.terminal.keyGroups.flatMap(\.bindings).map(\.keys),
        WindowShortcut.groups.flatMap(\.shortcuts).map(\.keys)
      )
    }
    #expect(terminal.contains("空格、回车"), "\(terminal)")
    #expect(window.contains("Esc、Ctrl+W") || window.contains("Escape、Ctrl+W"), "\(window)")
    #expect(!(terminal + window).contains { $0.contains(", ") }, "no ASCII comma between keys")
  }
}
