import Memorize
import Testing

@Suite("Localization: reading .po files")
struct PortableObjectTests {
  static let sample = #"""
    # A comment
    msgid ""
    msgstr ""
    "Language: zh_CN\n"
    "Plural-Forms: nplurals=1; plural=0;\n"

    #: Sources/A.swift
    msgid "New game"
    msgstr "新游戏"

    #, python-brace-format
    msgid "{count} pair"
    msgid_plural "{count} pairs"
    msgstr[0] "{count} 对"

    msgctxt "theme"
    msgid "Space"
    msgstr "太空"
    msgid "Quote \"a\"\tand\\"
    " continued\n"
    msgstr ""
    "引号"

    #, fuzzy
    msgid "Old"
    msgstr "旧"

    #~ msgid "Gone"
    #~ msgstr "没了"
    """#

  @Test("Entries, plural forms, contexts, continuation lines, escapes and flags")
  func reads() throws {
    let catalog = try PortableObject(text: Self.sample)
    #expect(catalog.header["Language"] == "zh_CN")
    #expect(catalog.header["Plural-Forms"] == "nplurals=1; plural=0;")
    #expect(
      catalog.entries == [
        .init(context: nil, id: "New game", pluralID: nil, translations: ["新游戏"], flags: []),
        .init(
          context: nil, id: "{count} pair", pluralID: "{count} pairs", translations: ["{count} 对"],
          flags: ["python-brace-format"]),
        .init(context: "theme", id: "Space", pluralID: nil, translations: ["太空"], flags: []),
        .init(
          context: nil, id: "Quote \"a\"\tand\\ continued\n", pluralID: nil, translations: ["引号"],
          flags: []),
        .init(context: nil, id: "Old", pluralID: nil, translations: ["旧"], flags: ["fuzzy"]),
      ])
    #expect(try catalog.pluralForms.count == 1)
    #expect(catalog.entries[2].key == "theme\u{4}Space")
  }

  @Test(
    "Text that is not a catalog is refused with its line",
    arguments: [
      ("msgid \"a\"\nmsgstr \"b", 2), ("msgid a\nmsgstr \"b\"", 1), ("\"orphan\"", 1),
      ("msgid \"a\"\nmsgfoo \"b\"", 2), ("msgid \"a\\q\"\nmsgstr \"\"", 1), ("msgid", 1),
    ])
  func refused(text: String, line: Int) {
    #expect {
      try PortableObject(text: text)
    } throws: { error in
      (error as? PortableObjectError)?.line == line
    }
  }
}
