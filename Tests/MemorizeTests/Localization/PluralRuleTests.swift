import Memorize
import Testing

@Suite("Localization: plural forms")
struct PluralRuleTests {
  @Test("English: one for 1, the other for 0 and 2 and more")
  func english() throws {
    let rule = try PluralRule(header: "nplurals=2; plural=(n != 1);")
    #expect(rule.count == 2)
    #expect([0, 1, 2, 5, 21].map(rule.form(for:)) == [1, 0, 1, 1, 1])
    #expect(rule == PluralRule.english)
  }

  @Test("Chinese has one form")
  func chinese() throws {
    let rule = try PluralRule(header: "nplurals=1; plural=0;")
    #expect(rule.count == 1)
    #expect([0, 1, 2, 100].map(rule.form(for:)) == [0, 0, 0, 0])
  }

  @Test("A three-form rule with nested choices (Russian's)")
  func threeForms() throws {
    let rule = try PluralRule(
      header: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : "
        + "n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")
    #expect(
      [1, 2, 5, 11, 12, 21, 22, 25, 111].map(rule.form(for:)) == [0, 1, 2, 2, 2, 0, 1, 2, 2])
  }

  @Test("A rule that answers beyond nplurals falls back to the first form")
  func outOfRange() throws {
    let rule = try PluralRule(header: "nplurals=2; plural=n;")
    #expect(rule.form(for: 7) == 0)
    #expect(rule.form(for: 1) == 1)
  }

  @Test(
    "Broken rules are refused, not guessed",
    arguments: [
      "nplurals=2;", "plural=(n != 1);", "nplurals=0; plural=0;", "nplurals=2; plural=(n != 1;",
      "nplurals=2; plural=n ? 1;", "nplurals=2; plural=x;", "nplurals=2; plural=;",
    ])
  func broken(header: String) {
    #expect(throws: PortableObjectError.self) { try PluralRule(header: header) }
  }
}
