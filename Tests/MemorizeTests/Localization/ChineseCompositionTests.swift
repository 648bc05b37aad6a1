import Foundation
import Testing

@testable import Memorize

/// What the catalog's rules say about text made of several pieces: a sentence filled with a
/// value that ends in full-width punctuation, phrases side by side on one line, a row of
/// figures, and the one term for a table's code, a new game, three more cards and a table's
/// records (po/STYLE.zh_CN.md, rules 3, 6, 7 and 8).
@Suite("Localization: Chinese text made of pieces")
struct ChineseCompositionTests {
  private static let fullWidthThenSpace = #"[，。、：；！？“”‘’（）《》…] | [，。、：；！？“”‘’（）《》…]"#

  /// Every message of the Chinese catalog, each placeholder in turn filled with a computer's
  /// name ("电脑（高手）") and the others with Chinese values that start and end in digits or
  /// Chinese ("6 对", 6): no space may stand beside the full-width parenthesis (issue 23:
  /// "电脑（高手） 6 对" in Statistics).
  @Test("Rule 3 holds in every message filled with a name that ends in full-width punctuation")
  func filledMessagesKeepRuleThree() throws {
    let catalog = try PortableObject(text: try CatalogTests.file("po/zh_CN.po"))
    let numbers = Set(ChineseTypographyTests.numberPlaceholders)
    var checked = 0
    for entry in catalog.entries {
      for chinese in entry.translations where !chinese.isEmpty {
        // A program's name is a command, never a player's or a theme's.
        let names = Localization.placeholders(in: chinese).filter {
          !numbers.contains($0) && $0 != "program"
        }
        for name in names {
          var values: [(String, any CustomStringConvertible)] = []
          for other in Localization.placeholders(in: chinese) {
            if numbers.contains(other) {
              values.append((other, 6))
            } else if other == "program" {
              values.append((other, "memorize"))
            } else {
              values.append((other, other == name ? "电脑（高手）" : "6 对"))
            }
          }
          // The separator of phrases side by side, " · ", keeps its spaces (rule 8).
          let filled = Self.fill(chinese, values).replacing(" · ", with: "·")
          checked += 1
          #expect(
            filled.range(of: Self.fullWidthThenSpace, options: .regularExpression) == nil,
            "rule 3: “\(entry.id)” → “\(filled)”")
        }
      }
    }
    #expect(checked >= 200)
  }

  /// `text` with its placeholders filled one after another, as the program fills them, and
  /// `{count}` with 6.
  private static func fill(_ text: String, _ values: [(String, any CustomStringConvertible)])
    -> String
  {
    var result = text
    for (name, value) in values {
      result = Placeholders.fill(result, [name: value])
    }
    return Placeholders.fill(result, [:], count: 6)
  }

  @Test("A computer's name then a count: no space after its full-width parenthesis")
  func computerThenCount() {
    #expect(
      Placeholders.fill("{name} {pairs}", ["name": "电脑（高手）", "pairs": "6 对"]) == "电脑（高手）6 对")
    #expect(Placeholders.fill("{name} {count} 对", ["name": "电脑（高手）"], count: 6) == "电脑（高手）6 对")
    // English keeps its space, whatever the name.
    #expect(
      Placeholders.fill("{name} {pairs}", ["name": "电脑（高手）", "pairs": "6 pairs"])
        == "电脑（高手） 6 pairs")
    // A Chinese message of placeholders alone, a name then a figure: a table's best.
    Localization.withLanguage(.simplifiedChinese) {
      #expect(
        Placeholders.fill("{names} {score}", ["names": "Ben（电脑）", "score": 13]) == "Ben（电脑）13")
      #expect(
        Placeholders.fill("{names} {score}", ["names": "Ben（电脑）", "score": -2]) == "Ben（电脑）−2")
      #expect(Placeholders.fill("{names} {score}", ["names": "Ana", "score": 13]) == "Ana 13")
    }
    #expect(
      Placeholders.fill("{names} {score}", ["names": "Ben（电脑）", "score": 13]) == "Ben（电脑） 13")
    let result = Statistics.TableResult(seats: [
      .init(Statistics.Seat(name: "good", isComputer: true), score: 9, pairs: 6),
      .init(Statistics.Seat(name: "小明"), score: 2, pairs: 2),
    ])
    let said = Localization.withLanguage(.simplifiedChinese) { Phrases.tableResult(result) }
    #expect(!said.contains("） "), "\(said)")
    #expect(said.hasSuffix("小明 2 对"), "\(said)")
  }

  @Test("Phrases side by side: a separator, none after a full-width sentence")
  func besideEachOther() {
    let english = Phrases.beside([
      "New multiplayer best: 13 by Ana!", "Multiplayer fastest: 4:05",
    ])
    #expect(
      english == "New multiplayer best: 13 by Ana! · Multiplayer fastest: 4:05")
    let chinese = Localization.withLanguage(.simplifiedChinese) {
      Phrases.beside(["新的多人最高分：13！", "多人最快：4:05", "喊“形色！”。", "好"])
    }
    #expect(chinese == "新的多人最高分：13！多人最快：4:05 · 喊“形色！”。好")
    let parts = Localization.withLanguage(.simplifiedChinese) { Phrases.apart(chinese) }
    #expect(parts == ["新的多人最高分：13！", "多人最快：4:05", "喊“形色！”。", "好"])
    #expect(
      Phrases.apart(english) == [
        "New multiplayer best: 13 by Ana!", "Multiplayer fastest: 4:05",
      ])
    #expect(Phrases.apart("Score 4") == ["Score 4"])
  }

  @Test("The records of several players in Chinese: no “ · ” after the new best's ！")
  func tableRecordsInChinese() throws {
    let line = try #require(
      Localization.withLanguage(.simplifiedChinese) {
        Phrases.tableRecords(
          best: Statistics.TableBest(score: 13, seats: [Statistics.Seat(name: "小明")]),
          isNewBest: true, time: 245, isNewTime: false)
      })
    #expect(!line.contains("！ · "), "\(line)")
    #expect(line == "新的多人最高分：小明 13！多人最快：4:05")
  }

  /// Rule 6: the code that opens a table is 桌号 in every message that names it (the join
  /// page's "桌号" beside the status line's "牌桌代码" and the waiting line's "代码").
  @Test("The table's code has one name: 桌号")
  func tableCodeTerm() throws {
    let catalog = try PortableObject(text: try CatalogTests.file("po/zh_CN.po"))
    let naming = ["{code}", "the code", "Table code", "table code", "table to join"]
    var named = 0
    for entry in catalog.entries {
      for chinese in entry.translations {
        #expect(!chinese.contains("代码"), "“\(entry.id)” → “\(chinese)”")
        guard naming.contains(where: entry.id.contains), !entry.id.contains("Table {code}")
        else { continue }
        named += 1
        #expect(chinese.contains("桌号"), "“\(entry.id)” → “\(chinese)”")
      }
    }
    #expect(named >= 6)
  }
  /// Rule 6: one term for each thing the catalog named several ways (issue 23: 新游戏, 新局 and
  /// 新的一局 for a new game; 再发 3 张 beside 再发三张牌; 新的多人最高分 for "New table best",
  /// which became 新的牌桌最高分; the records of several players, at one screen or at a shared
  /// table, are one and say 多人 as the English says "with several players", never 牌桌).
  @Test(
    "One term each: 新游戏 for a new game, 再发三张牌 for three more, 多人 for several players' records",
    arguments: [
      // (what the English says, the term the Chinese must use, what it must never use)
      (#"(?i)\bnew (game|one)\b|^New$"#, "新游戏", ["新局", "新的一局", "新的一场", "新牌"]),
      (#"(?i)\b(3|three) more\b"#, "三张", ["3 张", "三张新牌"]),
      (#"(?i)\bwith several players\b|\bmultiplayer\b"#, "多人", ["牌桌"]),
    ])
  func oneTerm(english: String, term: String, never: [String]) throws {
    let catalog = try PortableObject(text: try CatalogTests.file("po/zh_CN.po"))
    let pattern = try Regex(english)
    var named = 0
    for entry in catalog.entries where entry.id.contains(pattern) {
      for chinese in entry.translations {
        named += 1
        #expect(chinese.contains(term), "“\(entry.id)” → “\(chinese)”")
        for other in never {
          #expect(!chinese.contains(other), "“\(entry.id)” → “\(chinese)”")
        }
      }
    }
    #expect(named >= 4)
  }

  /// Rule 7: a row of figures labelled in one style; a fastest time under a second ("不到
  /// 0:01") read "最快：不到 0:01" beside "最高分 6".
  @Test("A row of figures: no colon among spaces, in Chinese and English")
  func figuresInOneStyle() {
    typealias Cell = StatisticsPresentation.Cell
    #expect(Cell(column: "最高分", value: "6").labelled == "最高分 6")
    #expect(Cell(column: "最快", value: "不到 0:01").labelled == "最快不到 0:01")
    #expect(Cell(column: "最快", value: "–").labelled == "最快 –")
    #expect(Cell(column: "Fastest", value: "under 0:01").labelled == "Fastest under 0:01")
  }
}

extension ChineseCompositionTests {
  /// Rule 5: the languages `--language` takes are a list, `en、zh_CN` in Chinese (memorize's and
  /// memorize-table's help said "（en, zh_CN）" and "：en, zh_CN（…", an ASCII comma joined by
  /// hand); the English stays "en, zh_CN".
  @Test("The languages --language takes are listed with 、 in Chinese")
  func languagesAreAList() {
    Localization.withLanguage(.simplifiedChinese) {
      #expect(FrontEnd.terminal.help.contains("使用指定的语言（en、zh_CN）"), "\(FrontEnd.terminal.help)")
      #expect(
        Phrases.Table.Serve.usage.contains { $0.contains("这个终端和主持人画面的语言：en、zh_CN（默认由") },
        "\(Phrases.Table.Serve.usage)")
      #expect(!FrontEnd.terminal.help.contains("en, zh_CN"))
    }
    Localization.withLanguage(.english) {
      #expect(FrontEnd.terminal.help.contains("Speak this language (en, zh_CN) instead"))
      // The table's help wraps its descriptions: read as one run of words.
      let words = Phrases.Table.Serve.usage.joined(separator: " ").split(separator: " ")
        .joined(separator: " ")
      #expect(words.contains("the host's screen: en, zh_CN (default: from LANGUAGE and LANG)."))
    }
  }
}
