// swift-format-ignore-file
// Made by po/update.sh from po/*.po; edit those files and run it, never this one.
// Each catalog is the exact text of its .po file (a test compares them).

enum CompiledCatalogs {
  static let text: [String: String] = [
    "zh_CN": ##"""
# Simplified Chinese translation of Memorize.
# This file is distributed under the same license as the Memorize package.
msgid ""
msgstr ""
"Project-Id-Version: Memorize\n"
"Report-Msgid-Bugs-To: \n"
"POT-Creation-Date: 2026-12-01 11:09+0000\n"
"PO-Revision-Date: 2026-12-01 10:40+0000\n"
"Last-Translator: Memorize translators\n"
"Language-Team: Chinese (simplified)\n"
"Language: zh_CN\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=1; plural=0;\n"

#: Sources/Memorize/CommandLine/Release.swift
#, python-brace-format
msgid "{name}: {count} pair, {emoji}"
msgid_plural "{name}: {count} pairs, {emoji}"
msgstr[0] "{name}：{count} 对，{emoji}"

#: Sources/Memorize/Navigation/Section.swift
msgctxt "game"
msgid "Matchismo"
msgstr "扑克配对"

#: Sources/Memorize/Navigation/Section.swift
msgctxt "game"
msgid "Memorize"
msgstr "记忆翻牌"

#: Sources/Memorize/Navigation/Section.swift
msgctxt "game"
msgid "Set"
msgstr "形色牌"

#: Sources/Memorize/Navigation/Section.swift
msgid "Statistics"
msgstr "统计"

#: Sources/Memorize/Themes/Theme+LocalizedName.swift
msgctxt "theme"
msgid "Animals"
msgstr "动物"

#: Sources/Memorize/Themes/Theme+LocalizedName.swift
msgctxt "theme"
msgid "Faces"
msgstr "表情"

#: Sources/Memorize/Themes/Theme+LocalizedName.swift
msgctxt "theme"
msgid "Food"
msgstr "食物"

#: Sources/Memorize/Themes/Theme+LocalizedName.swift
msgctxt "theme"
msgid "Halloween"
msgstr "万圣节"

#: Sources/Memorize/Themes/Theme+LocalizedName.swift
msgctxt "theme"
msgid "Music"
msgstr "音乐"

#: Sources/Memorize/Themes/Theme+LocalizedName.swift
msgctxt "theme"
msgid "Plants"
msgstr "植物"

#: Sources/Memorize/Themes/Theme+LocalizedName.swift
msgctxt "theme"
msgid "Space"
msgstr "太空"

#: Sources/Memorize/Themes/Theme+LocalizedName.swift
msgctxt "theme"
msgid "Sports"
msgstr "运动"

#: Sources/Memorize/Themes/Theme+LocalizedName.swift
msgctxt "theme"
msgid "Vehicles"
msgstr "交通工具"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
#, python-brace-format
msgid "\"{codes}\" is {count} character; each card shows one."
msgid_plural "\"{codes}\" is {count} characters; each card shows one."
msgstr[0] "“{codes}”是 {count} 个字符；每张牌只能显示一个。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
#, python-brace-format
msgid "A theme can have at most {count} emoji."
msgid_plural "A theme can have at most {count} emoji."
msgstr[0] "一个主题最多只能有 {count} 个表情符号。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
msgid "A theme cannot be moved there."
msgstr "主题不能移到那里。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
#, python-brace-format
msgid "A theme name can be at most {count} character."
msgid_plural "A theme name can be at most {count} characters."
msgstr[0] "主题名称最多 {count} 个字符。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
msgid "A theme name cannot contain control characters."
msgstr "主题名称不能包含控制字符。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
msgid "A theme needs a name."
msgstr "主题需要一个名称。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
#, python-brace-format
msgid "A theme needs at least {minimum} emoji; it has {count}."
msgid_plural "A theme needs at least {minimum} emoji; it has {count}."
msgstr[0] "一个主题至少需要 {minimum} 个表情符号；现在只有 {count} 个。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
msgid "An emoji cannot be empty."
msgstr "表情符号不能为空。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
msgid "That character is too complex to show on a card."
msgstr "这个字符太复杂，无法显示在牌上。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
msgid "That theme no longer exists."
msgstr "这个主题已不存在。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
msgid "The last theme cannot be deleted; there would be nothing to play."
msgstr "不能删除最后一个主题，否则就没有可玩的了。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
#, python-brace-format
msgid "The number of pairs must be at least 1, not {count}."
msgstr "对数至少为 1，不能是 {count}。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
#, python-brace-format
msgid "{codes} is not a visible character."
msgstr "{codes} 不是可见字符。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
#, python-brace-format
msgid "{emoji} appears more than once; each emoji may be used once."
msgstr "{emoji} 出现了不止一次；每个表情符号只能用一次。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
#, python-brace-format
msgid "{emoji} is not in this theme."
msgstr "{emoji} 不在这个主题中。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
#, python-brace-format
msgid "{emoji} was not removed from this theme, so it cannot be restored."
msgstr "{emoji} 没有从这个主题中移除，所以无法恢复。"

"""##,
  ]
}
