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
"POT-Creation-Date: 2026-12-07 14:27+0000\n"
"PO-Revision-Date: 2026-12-01 10:40+0000\n"
"Last-Translator: Memorize translators\n"
"Language-Team: Chinese (simplified)\n"
"Language: zh_CN\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=1; plural=0;\n"

#: Sources/Memorize/CommandLine/FrontEnd+Help.swift
#, python-brace-format
msgid "Games, themes and statistics are saved as you play. See man 6 {program}."
msgstr "游戏、主题和统计会一边玩一边保存。详见 man 6 {program}。"

#: Sources/Memorize/CommandLine/FrontEnd+Help.swift
msgid "Keys:"
msgstr "按键："

#: Sources/Memorize/CommandLine/FrontEnd+Help.swift
#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "Options:"
msgstr "选项："

#. Translators: the word before a program's synopsis, with its colon and the space after it.
#: Sources/Memorize/CommandLine/FrontEnd+Help.swift
#: Sources/Memorize/Table/Phrases+TableServe.swift
msgctxt "synopsis"
msgid "usage: "
msgstr "用法："

#. Translators: a heading over a screen's keys in --help, with its colon.
#: Sources/Memorize/CommandLine/FrontEnd+Help.swift
#, python-brace-format
msgid "{screen}:"
msgstr "{screen}："

#. Translators: ends a sentence; a language with a full-width stop has it here.
#. Translators: what ends a sentence; a refusal cut to its first clause ends with it.
#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
#: Sources/Memorize/Presentation/Phrases.swift
msgctxt "full stop"
msgid "."
msgstr "。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "A bad command line or an unknown theme, or no terminal to draw on without --plain."
msgstr "命令行有误或主题未知，或者没有 --plain 时没有可绘制的终端。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "A bad command line or an unknown theme."
msgstr "命令行有误或主题未知。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "A character set other than UTF-8 (LANG=C, say) draws with ASCII only, a letter for each emoji."
msgstr "字符集不是 UTF-8 时（例如 LANG=C），只用 ASCII 绘制，每个表情符号用一个字母代替。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "A scripted game of Set:"
msgstr "用脚本玩一局形色牌："

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "A test hook, not a setting: seconds from a change to its autosave (default 1)."
msgstr "测试用的钩子，不是设置：从一次改动到自动保存的秒数（默认 1）。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Deal six pairs of animals:"
msgstr "发六对动物牌："

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "End of input saves and exits."
msgstr "输入结束时保存并退出。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Ended by signal N (hang-up, interrupt, termination), after saving."
msgstr "保存之后因信号 N（挂断、中断、终止）而结束。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Every card turned face up prints a line Card N: CONTENT, and every command's output ends with Score: S Flips: F (Set's Score: S Choices: C; with several players, each seat's standing: Scores: NAME · P pairs · S pts; …)."
msgstr "每翻开一张牌会输出一行“第 N 张牌：内容”，每条命令的输出以“得分：S 翻牌：F”结尾（形色牌为“得分：S 选牌：C”；多人游戏时为各座位的成绩“各玩家得分：名字 · P 对 · S 分；…”；英文和 C 区域设置下为 Card N: CONTENT 和 Score: S Flips: F）。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Files are written whole or not at all; one that cannot be read is kept aside under a name with the time and reported in one line."
msgstr "文件要么完整写入，要么完全不写；无法读取的文件会加上时间另存一份，并用一行话报告。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Games in progress and statistics (default ~/.local/share/memorize/)."
msgstr "进行中的游戏和统计（默认为 ~/.local/share/memorize/）。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Games in progress, themes and statistics are saved as you play and shared by memorize and memorize-gtk."
msgstr "进行中的游戏、主题和统计会一边玩一边保存，memorize 和 memorize-gtk 共用它们。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Memorize (find the pairs), Matchismo (match rank or suit) and Set (find three that make a set), the card games of Stanford's CS193P course, full screen in a terminal with keyboard and mouse, for one to four players or against the computer."
msgstr "记忆翻牌（找出配对）、扑克配对（按点数或花色配对）和形色牌（找出能组成形色的三张），斯坦福 CS193P 课程里的纸牌游戏，在终端里全屏运行，可用键盘和鼠标，一到四位玩家，或与电脑对战。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Memorize (find the pairs), Matchismo (match rank or suit) and Set (find three that make a set), the card games of Stanford's CS193P course, in a desktop window, for one to four players or against the computer."
msgstr "记忆翻牌（找出配对）、扑克配对（按点数或花色配对）和形色牌（找出能组成形色的三张），斯坦福 CS193P 课程里的纸牌游戏，在桌面窗口中运行，一到四位玩家，或与电脑对战。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "No display could be opened."
msgstr "无法打开显示。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Open Set:"
msgstr "打开形色牌："

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Otherwise the terminfo entry for TERM says how many colours: none for a vt100, 256 for xterm-256color."
msgstr "否则由 TERM 的 terminfo 条目决定颜色数：vt100 没有颜色，xterm-256color 有 256 种。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Play against the computer, dealt by seed 42:"
msgstr "与电脑对战，用种子 42 发牌："

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Tab completion for the current bash session:"
msgstr "为当前 bash 会话启用 Tab 补全："

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Tests set it high, so that only the final save can write the move they check."
msgstr "测试把它设得很大，这样只有最后一次保存才能写下它们检查的那一步。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "The display to open the window on."
msgstr "打开窗口所用的显示。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "The game ended (q, end of input) or the information asked for was printed."
msgstr "游戏结束（q 或输入结束），或已输出所要求的信息。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "The language of the game's words, where a translation exists; English otherwise."
msgstr "游戏文字所用的语言（如有翻译）；否则为英文。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "The last save failed (a full disk, a read-only folder; standard error names the file and the reason), or another memorize was the one saving these files."
msgstr "最后一次保存失败（磁盘已满、文件夹只读；标准错误会写明文件和原因），或者保存这些文件的是另一个 memorize。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "The last save failed (standard error names the file and the reason), or another memorize was the one saving these files."
msgstr "最后一次保存失败（标准错误会写明文件和原因），或者保存这些文件的是另一个 memorize。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "The player's themes, in their order, edited in the game (default ~/.config/memorize/themes.json)."
msgstr "玩家的主题，按其顺序排列，在游戏中编辑（默认为 ~/.config/memorize/themes.json）。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "The seats held at shared tables, one file per table and name, readable by their owner alone: joining again resumes the seat."
msgstr "在共享牌桌上的座位，每张牌桌每个名字一个文件，只有本人能读：再次加入即回到原座位。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "The terminal failed while playing."
msgstr "游戏过程中终端出错。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "The window was closed or the information asked for was printed."
msgstr "窗口已关闭，或已输出所要求的信息。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Two people and a computer that forgets a third of what it sees:"
msgstr "两个人和一台会忘掉三分之一所见的电脑："

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "When set and not empty, draw without colour (as --no-color)."
msgstr "设置且不为空时，不使用颜色绘制（同 --no-color）。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Where games in progress and statistics live, when set to an absolute path; otherwise ~/.local/share."
msgstr "设为绝对路径时，进行中的游戏和统计存放的位置；否则为 ~/.local/share。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Where the themes file lives, when set to an absolute path; otherwise ~/.config."
msgstr "设为绝对路径时，主题文件存放的位置；否则为 ~/.config。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "With --plain there are no escape codes at all: commands come on standard input, one a line (choose N or just N, new, theme NAME, board, help, quit; Matchismo adds mode 2|3, Set adds deal and hint), for screen readers and scripts."
msgstr "使用 --plain 时完全没有转义序列：命令从标准输入读入，每行一条（choose N 或直接 N、new、theme NAME、board、help、quit；扑克配对另有 mode 2|3，形色牌另有 deal 和 hint），供读屏软件和脚本使用。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "Without options the game you left resumes where it was, clock included; --theme, --pairs, --seed and the player options deal a new game."
msgstr "不带选项时，上次离开的游戏会从原处继续，连计时也一样；--theme、--pairs、--seed 和玩家选项会开一局新游戏。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "dumb refuses the full screen; use --plain."
msgstr "dumb 无法全屏运行；请使用 --plain。"

#: Sources/Memorize/CommandLine/FrontEnd+ManualPage.swift
msgid "truecolor or 24bit: use 24-bit colour."
msgstr "truecolor 或 24bit：使用 24 位颜色。"

#: Sources/Memorize/CommandLine/FrontEnd.swift
msgid "Memorize: the card-matching games of CS193P, in a desktop window."
msgstr "记忆翻牌：CS193P 的配对纸牌游戏，桌面窗口版。"

#: Sources/Memorize/CommandLine/FrontEnd.swift
msgid "Memorize: the card-matching games of CS193P, in the terminal."
msgstr "记忆翻牌：CS193P 的配对纸牌游戏，终端版。"

#: Sources/Memorize/CommandLine/FrontEnd.swift
msgid "card-matching games (Memorize, Matchismo, Set) in a desktop window"
msgstr "桌面窗口里的配对纸牌游戏（记忆翻牌、扑克配对、形色牌）"

#: Sources/Memorize/CommandLine/FrontEnd.swift
msgid "card-matching games (Memorize, Matchismo, Set) in the terminal"
msgstr "终端里的配对纸牌游戏（记忆翻牌、扑克配对、形色牌）"

#: Sources/Memorize/CommandLine/LaunchArguments.swift
msgid "--join needs the table's --code"
msgstr "--join 需要牌桌的 --code"

#: Sources/Memorize/CommandLine/LaunchArguments.swift
#, python-brace-format
msgid "--language must be one of {languages}, not “{value}”"
msgstr "--language 必须是 {languages} 之一，不能是“{value}”"

#: Sources/Memorize/CommandLine/LaunchArguments.swift
#, python-brace-format
msgid "--name needs 1 to 20 printable characters, not “{value}”"
msgstr "--name 需要 1 到 20 个可打印字符，不能是“{value}”"

#: Sources/Memorize/CommandLine/LaunchArguments.swift
#, python-brace-format
msgid "a game seats at most {limit} players, not {count}"
msgstr "一局最多坐 {limit} 位玩家，不能是 {count} 位"

#: Sources/Memorize/CommandLine/LaunchArguments.swift
#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "unknown option “{option}”"
msgstr "未知选项“{option}”"

#: Sources/Memorize/CommandLine/LaunchArguments.swift
#, python-brace-format
msgid "{flag} is only for --game memorize"
msgstr "{flag} 只能用于 --game memorize"

#: Sources/Memorize/CommandLine/LaunchArguments.swift
#, python-brace-format
msgid "{flag} is only for --game memorize or set: {where}"
msgstr "{flag} 只能用于 --game memorize 或 set：{where}"

#: Sources/Memorize/CommandLine/LaunchArguments.swift
#, python-brace-format
msgid "{flag} is only for --join"
msgstr "{flag} 只能用于 --join"

#: Sources/Memorize/CommandLine/LaunchArguments.swift
#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "{flag} needs a value"
msgstr "{flag} 需要一个值"

#: Sources/Memorize/CommandLine/LaunchArguments.swift
#, python-brace-format
msgid "{flag} takes no value"
msgstr "{flag} 不接受值"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
#, python-brace-format
msgid "--completion must be bash, zsh or fish, not “{value}”"
msgstr "--completion 必须是 bash、zsh 或 fish，不能是“{value}”"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "--game must be memorize, matchismo or set, not “{value}”"
msgstr "--game 必须是 memorize、matchismo 或 set，不能是“{value}”"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
#, python-brace-format
msgid "--join needs HOST:PORT, such as 192.168.1.20:7077 or [::1]:7077, not “{value}”"
msgstr "--join 需要 HOST:PORT，例如 192.168.1.20:7077 或 [::1]:7077，不能是“{value}”"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
#, python-brace-format
msgid "--join “{value}” reads two ways: write {withPort} for that port, or {withoutPort} for the default one"
msgstr "--join 的值“{value}”有两种读法：指定端口请写 {withPort}，用默认端口请写 {withoutPort}"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
#, python-brace-format
msgid "--pairs must be a whole number from 2 to 100, not “{value}”"
msgstr "--pairs 必须是 2 到 100 之间的整数，不能是“{value}”"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
#, python-brace-format
msgid "--players “{value}”: {problem}"
msgstr "--players“{value}”：{problem}"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
#, python-brace-format
msgid "--players, seat {number} (“{name}”): {problem}"
msgstr "--players 第 {number} 个座位（“{name}”）：{problem}"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
#, python-brace-format
msgid "--players: {problem}"
msgstr "--players：{problem}"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
#, python-brace-format
msgid "--seed must be a whole number from 0 to {max}, not “{value}”"
msgstr "--seed 必须是 0 到 {max} 之间的整数，不能是“{value}”"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
#, python-brace-format
msgid "--vs-computer must be one of {levels}, not “{value}”"
msgstr "--vs-computer 必须是 {levels} 之一，不能是“{value}”"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Add a computer opponent: perfect, good, casual or forgetful."
msgstr "添加一个电脑对手：perfect（完美）、good（高手）、casual（随意）或 forgetful（健忘）。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Deal a new Memorize game of N pairs, 2 to 100."
msgstr "发一局 N 对的新记忆翻牌，N 为 2 到 100。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Deal a new Memorize game where quick matches score extra."
msgstr "发一局新的记忆翻牌，配对越快得分越多。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Deal a new Memorize game with the theme called NAME (see --list-themes)."
msgstr "用名为 NAME 的主题发一局新的记忆翻牌（见 --list-themes）。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Deal a new game shuffled by seed N: the same seed deals the same cards."
msgstr "用种子 N 洗牌发一局新游戏：相同的种子发出相同的牌。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Draw every change once, in its final state, without animation (remembered)."
msgstr "每次变化只画一次最终状态，不播放动画（会记住）。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Draw without colour, as NO_COLOR does."
msgstr "不用颜色绘制，和 NO_COLOR 一样。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Join the shared table at HOST:PORT (with --code)."
msgstr "加入 HOST:PORT 上的共享牌桌（配合 --code）。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Join the shared table to watch, without a seat."
msgstr "加入共享牌桌观战，不占座位。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "List the themes: name, number of pairs, emoji."
msgstr "列出主题：名称、对数、表情。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Open this game: memorize, matchismo or set."
msgstr "打开这个游戏：memorize、matchismo 或 set。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Play in plain lines of text, commands on standard input: no escape codes."
msgstr "以纯文本行的方式玩，命令从标准输入读入：没有转义序列。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Print only the theme names, one a line, for scripts and shell completion."
msgstr "只输出主题名称，每行一个，供脚本和 shell 补全使用。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Print the completion script for bash, zsh or fish."
msgstr "输出 bash、zsh 或 fish 的补全脚本。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Seat these people in turn order, names separated by commas (4 seats at most); “computer LEVEL” seats the computer, such as “Ana, computer good”. At Set they race. Matchismo has players only at a shared table."
msgstr "按顺序安排这些人入座，名字用逗号分隔（最多 4 个座位）；“电脑”加级别（或“computer LEVEL”）让电脑入座，例如“小红，电脑高手”。在形色牌中，他们进行比赛。扑克配对只有在共享牌桌上才有多位玩家。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Show the version and the commit it was built from, and exit."
msgstr "显示版本和构建所用的提交，然后退出。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "Show this help and exit."
msgstr "显示此帮助并退出。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
#, python-brace-format
msgid "Speak this language ({languages}) instead of the one LANGUAGE and LANG choose."
msgstr "使用指定的语言（{languages}），而不是 LANGUAGE 和 LANG 所选的语言。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "The code of the table to join, as its host gave it out."
msgstr "要加入的牌桌的桌号，由主持人给出。"

#: Sources/Memorize/CommandLine/LaunchFlag+Catalog.swift
msgid "Your name at the shared table (your login name when left out)."
msgstr "你在共享牌桌上的名字（不填则用登录名）。"

#: Sources/Memorize/CommandLine/Release.swift
#, python-brace-format
msgid "{name}: {count} pair"
msgid_plural "{name}: {count} pairs"
msgstr[0] "{name}：{count} 对"

#: Sources/Memorize/CommandLine/Release.swift
#, python-brace-format
msgid "{name}: {count} pair, {emoji}"
msgid_plural "{name}: {count} pairs, {emoji}"
msgstr[0] "{name}：{count} 对，{emoji}"

#: Sources/Memorize/Games/PlayersDraft.swift
#, python-brace-format
msgid "A game seats at most {count} players."
msgstr "一局最多 {count} 名玩家。"

#: Sources/Memorize/Games/PlayersDraft.swift
msgid "Seat at least one player."
msgstr "请至少安排一名玩家。"

#: Sources/Memorize/Games/PlayersDraft.swift
#, python-brace-format
msgid "Seat {number} needs a name."
msgstr "第 {number} 个座位需要一个名字。"

#: Sources/Memorize/Games/PlayersDraft.swift
#, python-brace-format
msgid "Seat {number}'s name has characters that cannot be shown."
msgstr "第 {number} 个座位的名字含有无法显示的字符。"

#: Sources/Memorize/Games/PlayersDraft.swift
#, python-brace-format
msgid "Seat {number}'s name is longer than {count} characters."
msgstr "第 {number} 个座位的名字超过 {count} 个字符。"

#: Sources/Memorize/Games/PlayersDraft.swift
#, python-brace-format
msgid "Two seats are called {name}: each needs a name of its own."
msgstr "有两个座位都叫 {name}：每个座位需要各自的名字。"

#: Sources/Memorize/Navigation/AppModel.swift
msgid "Cards show letters for emoji: the terminal's character set is not UTF-8."
msgstr "卡片用字母代替表情符号：终端的字符集不是 UTF-8。"

#: Sources/Memorize/Navigation/Section.swift
msgctxt "short tab"
msgid "Match"
msgstr "扑克"

#: Sources/Memorize/Navigation/Section.swift
#: Sources/Memorize/Presentation/KeyTable.swift
msgctxt "game"
msgid "Matchismo"
msgstr "扑克配对"

#. Translators: the Memorize tab's label where there is little room; keep it shorter than
#. the full name and unlike the other three.
#: Sources/Memorize/Navigation/Section.swift
msgctxt "short tab"
msgid "Memo"
msgstr "记忆"

#: Sources/Memorize/Navigation/Section.swift
msgctxt "game"
msgid "Memorize"
msgstr "记忆翻牌"

#: Sources/Memorize/Navigation/Section.swift
#: Sources/Memorize/Presentation/KeyTable.swift
msgctxt "game"
msgid "Set"
msgstr "形色牌"

#: Sources/Memorize/Navigation/Section.swift
msgctxt "short tab"
msgid "Set"
msgstr "形色"

#: Sources/Memorize/Navigation/Section.swift
#: Sources/Memorize/Presentation/KeyTable.swift
msgid "Statistics"
msgstr "统计"

#: Sources/Memorize/Navigation/Section.swift
msgctxt "short tab"
msgid "Stats"
msgstr "统计"

#: Sources/Memorize/Navigation/UndoOffer.swift
msgid "Undo"
msgstr "撤销"

#: Sources/Memorize/OneHand/AppModel+Players.swift
#, python-brace-format
msgid "Matchismo with players is played at a shared table (memorize-table --game matchismo --people N, then {program} --join HOST:PORT --code CODE)"
msgstr "多人扑克配对要在共享牌桌上玩（先 memorize-table --game matchismo --people N，再 {program} --join HOST:PORT --code CODE）"

#: Sources/Memorize/OneHand/AppModel+Players.swift
msgid "Players sit down for a game: choose Memorize or Set first."
msgstr "玩家要为一局游戏入座：请先选择记忆翻牌或形色牌。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "Calling Set! is for a race: alone, choose three cards."
msgstr "喊“形色！”是比赛用的：一个人玩时，直接选三张牌。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "Hints are for a game of one player."
msgstr "提示只用于单人游戏。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "Matchismo has no hints."
msgstr "扑克配对没有提示。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "No game yet: choose a theme to play."
msgstr "还没有游戏：请选择一个主题开始。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "No pair seen yet: turn more cards first."
msgstr "还没有见过成对的牌：请先多翻几张。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "Only Matchismo has a history to scrub."
msgstr "只有扑克配对能回看历史。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "Only Matchismo switches between 2- and 3-card matches."
msgstr "只有扑克配对能切换配对 2 张或 3 张。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "Only Memorize has themes."
msgstr "只有记忆翻牌有主题。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "Only Memorize shuffles its cards."
msgstr "只有记忆翻牌能洗牌。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "Only Set deals 3 more cards."
msgstr "只有形色牌能再发三张牌。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "Reduced motion off."
msgstr "减少动画已关闭。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "Reduced motion on."
msgstr "减少动画已开启。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "Set! is called only at a Set race."
msgstr "只有形色牌比赛才喊“形色！”。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "Shuffle"
msgstr "洗牌"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "The game is over: start a new one."
msgstr "本局已结束：请开始新游戏。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "The game is over: there is nothing to hint."
msgstr "游戏已结束：没有可提示的牌。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "The game is over: there is nothing to shuffle."
msgstr "游戏已结束：没有可洗的牌。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
#, python-brace-format
msgid "The hint already shows: cards {numbers}."
msgstr "提示已经标出：第 {numbers} 张牌。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "The hint already shows: the marked cards."
msgstr "提示已经标出：就是做了标记的牌。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "There is no question to answer."
msgstr "没有需要回答的问题。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "There is no such card."
msgstr "没有这张牌。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "There is no such theme."
msgstr "没有这个主题。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "There is nothing to undo."
msgstr "没有可撤销的操作。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "This game has no such action."
msgstr "这个游戏没有此操作。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
msgid "Undone."
msgstr "已撤销。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
#, python-brace-format
msgid "{key} does nothing in the theme chooser: {help} lists the keys."
msgstr "{key} 键在主题选择中没有作用：按 {help} 查看按键。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
#, python-brace-format
msgid "{key} does nothing in {game}: {help} lists the keys."
msgstr "{key} 键在{game}中没有作用：按 {help} 查看按键。"

#: Sources/Memorize/OneHand/Phrases+Refusals.swift
#, python-brace-format
msgid "{key} does nothing on the table's waiting screen: {help} lists the keys."
msgstr "{key} 键在牌桌的等候画面中没有作用：按 {help} 查看按键。"

#: Sources/Memorize/Presentation/AppModel+Status.swift
msgid "Saving"
msgstr "保存"

#: Sources/Memorize/Presentation/AppModel+Status.swift
msgctxt "saving"
msgid "off"
msgstr "已关闭"

#. Translators: between two records on one line of a game's ending.
#: Sources/Memorize/Presentation/GameEnding.swift
msgid " · "
msgstr " · "

#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "Best score: {score}"
msgstr "最高分：{score}"

#. Translators: at the end of a game of Memorize with the time bonus, the best score of
#. such games, kept apart from the games without it ("Best with time bonus: 26").
#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "Best with time bonus: {score}"
msgstr "时间奖励最高分：{score}"

#: Sources/Memorize/Presentation/GameEnding.swift
msgid "Every card is matched."
msgstr "所有牌都已配对。"

#: Sources/Memorize/Presentation/GameEnding.swift
msgid "Every card made a set"
msgstr "每张牌都已组成形色"

#. Translators: why a game of Memorize ended, on its game-over page: every pair of cards
#. has been found ("Every card is matched." says it of Matchismo).
#: Sources/Memorize/Presentation/GameEnding.swift
msgid "Every pair is matched."
msgstr "每一对牌都已配对。"

#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "Fastest: {time}"
msgstr "最快：{time}"

#. Translators: at the end of a game of Memorize with several players and the time bonus,
#. the best top score of such games and whose it was ("Multiplayer best with time bonus:
#. 26 by Ana").
#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "Multiplayer best with time bonus: {best}"
msgstr "多人时间奖励最高分：{best}"

#. Translators: at the end of a game with several players, the best top score of such
#. games and whose it was ("Multiplayer best: 13 by Ana").
#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "Multiplayer best: {best}"
msgstr "多人最高分：{best}"

#. Translators: at the end of a game with several players, the fastest such game
#. ("Multiplayer fastest: 4:05").
#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "Multiplayer fastest: {time}"
msgstr "多人最快：{time}"

#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "New best score: {score}!"
msgstr "新的最高分：{score}！"

#. Translators: at the end of a game of Memorize with the time bonus, that this game set
#. the best score of such games ("New best with time bonus: 26!").
#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "New best with time bonus: {score}!"
msgstr "新的时间奖励最高分：{score}！"

#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "New fastest: {time}!"
msgstr "新的最快纪录：{time}！"

#. Translators: at the end of a game of Memorize with several players and the time bonus,
#. that this game set the best top score of such games, kept apart from the games without
#. it, and whose it was ("New multiplayer best with time bonus: 26 by Ana!").
#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "New multiplayer best with time bonus: {best}!"
msgstr "新的多人时间奖励最高分：{best}！"

#. Translators: at the end of a game with several players (at one screen or at a shared
#. table: one record), that this game set the best top score of such games, and whose it
#. was ("New multiplayer best: 13 by Ana!").
#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "New multiplayer best: {best}!"
msgstr "新的多人最高分：{best}！"

#. Translators: at the end of a game with several players, that this game was the fastest
#. such game ("New multiplayer fastest: 4:05!").
#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "New multiplayer fastest: {time}!"
msgstr "新的多人最快纪录：{time}！"

#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "No match is possible among the cards left: {cards}."
msgstr "剩下的牌已无法配对：{cards}。"

#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "No set is left among the {count} card, and the deck is empty"
msgid_plural "No set is left among the {count} cards, and the deck is empty"
msgstr[0] "剩下的 {count} 张牌里已没有形色，牌堆也空了"

#: Sources/Memorize/Presentation/GameEnding.swift
msgid "The game is over: type “new” to play again."
msgstr "本局已结束：输入“new”再玩一局。"

#: Sources/Memorize/Presentation/GameEnding.swift
msgid "Type “new” to play again."
msgstr "输入“new”再玩一局。"

#: Sources/Memorize/Presentation/GameEnding.swift
#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{count} set"
msgid_plural "{count} sets"
msgstr[0] "{count} 组形色"

#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "{result} in {time}"
msgstr "{result}，用时 {time}"

#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "{sets}, {seconds} a set"
msgstr "{sets}，每组 {seconds}"

#. Translators: why a game of Set ended, as a sentence.
#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "{why}."
msgstr "{why}。"

#. Translators: why a game of Set ended, then how it went: "…: 25 sets, 8.4 s a set."
#: Sources/Memorize/Presentation/GameEnding.swift
#, python-brace-format
msgid "{why}: {record}."
msgstr "{why}：{record}。"

#: Sources/Memorize/Presentation/KeyTable.swift
msgid "Everywhere"
msgstr "所有画面"

#: Sources/Memorize/Presentation/KeyTable.swift
msgid "Help screen"
msgstr "帮助页面"

#: Sources/Memorize/Presentation/KeyTable.swift
msgid "Memorize board"
msgstr "记忆翻牌"

#: Sources/Memorize/Presentation/KeyTable.swift
msgid "Players panel"
msgstr "玩家面板"

#: Sources/Memorize/Presentation/KeyTable.swift
msgid "Theme chooser"
msgstr "主题选择"

#: Sources/Memorize/Presentation/KeyTable.swift
msgid "Theme editor"
msgstr "主题编辑器"

#: Sources/Memorize/Presentation/KeyTable.swift
msgid "Yes/no questions"
msgstr "是/否问题"

#: Sources/Memorize/Presentation/Labels.swift
msgid "+ Add a seat"
msgstr "+ 添加座位"

#: Sources/Memorize/Presentation/Labels.swift
msgid "+ New"
msgstr "+ 新建"

#: Sources/Memorize/Presentation/Labels.swift
msgctxt "short button"
msgid "3 more"
msgstr "加三张"

#: Sources/Memorize/Presentation/Labels.swift
msgid "A colour is written #RRGGBB, such as #F28C28."
msgstr "颜色写成 #RRGGBB，例如 #F28C28。"

#. Translators: the keys that type into a field, named in a footer's key hint ("A-Z type a
#. name"); not the help's "Typing". Chinese: 字符键.
#: Sources/Memorize/Presentation/Labels.swift
msgid "A-Z"
msgstr "字符键"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Add"
msgstr "添加"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Added."
msgstr "已添加。"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Backspace"
msgstr "退格"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Colour"
msgstr "颜色"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Colour set."
msgstr "颜色已设置。"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Deal 3 more"
msgstr "再发三张牌"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Delete this theme (Enter)"
msgstr "删除这个主题（回车）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Edit"
msgstr "编辑"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Edit theme"
msgstr "编辑主题"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Emoji"
msgstr "表情"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Enter"
msgstr "回车"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Fastest"
msgstr "最快"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Finished"
msgstr "已完成"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Game"
msgstr "游戏"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Help"
msgstr "帮助"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Hint"
msgstr "提示"

#: Sources/Memorize/Presentation/Labels.swift
#, python-brace-format
msgid "Hint (−{count} point)"
msgid_plural "Hint (−{count} points)"
msgstr[0] "提示（−{count} 分）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Losses"
msgstr "负"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Mouse"
msgstr "鼠标"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Name"
msgstr "名称"

#: Sources/Memorize/Presentation/Labels.swift
msgctxt "short button"
msgid "New"
msgstr "新游戏"

#: Sources/Memorize/Presentation/Labels.swift
msgid "New Theme"
msgstr "新主题"

#: Sources/Memorize/Presentation/Labels.swift
msgid "New game"
msgstr "新游戏"

#: Sources/Memorize/Presentation/Labels.swift
msgid "No games played yet."
msgstr "还没有玩过游戏。"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Other keys"
msgstr "任意键"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Pairs"
msgstr "对数"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Played"
msgstr "局数"

#: Sources/Memorize/Presentation/Labels.swift
#: Sources/Memorize/Table/Phrases+Web.swift
msgid "Players"
msgstr "玩家"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Random"
msgstr "随机"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Recent games with several players"
msgstr "最近的多人对局"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Recent scores"
msgstr "最近得分"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Redeal"
msgstr "重新发牌"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Removed"
msgstr "已移除"

#: Sources/Memorize/Presentation/Labels.swift
#, python-brace-format
msgid "Removed {emoji}; restore it below."
msgstr "已移除 {emoji}；可以在下面恢复。"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Renamed."
msgstr "已改名。"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Restored."
msgstr "已恢复。"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Restyle"
msgstr "换图案"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Space"
msgstr "空格"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Start a new game"
msgstr "开始新游戏"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Terminal too small"
msgstr "终端太小"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Themes"
msgstr "主题"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Ties"
msgstr "平"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Typing"
msgstr "输入文字"

#: Sources/Memorize/Presentation/Labels.swift
msgid "Wins"
msgstr "胜"

#: Sources/Memorize/Presentation/Labels.swift
msgid "add a seat, next seat, or start the game (by the focused row)"
msgstr "添加座位、下一个座位或开始游戏（取决于焦点所在行）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "add a theme"
msgstr "添加主题"

#: Sources/Memorize/Presentation/Labels.swift
msgid "add/start"
msgstr "添加/开始"

#: Sources/Memorize/Presentation/Labels.swift
msgid "apply"
msgstr "应用"

#: Sources/Memorize/Presentation/Labels.swift
msgid "apply the focused field"
msgstr "应用焦点所在的字段"

#: Sources/Memorize/Presentation/Labels.swift
msgid "ask for 3 more at a race (Shift and your key)"
msgstr "比赛时要求再发三张牌（Shift 加你的键）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "ask for 3 more cards for your seat"
msgstr "替自己的座位要求再发三张牌"

#: Sources/Memorize/Presentation/Labels.swift
msgid "ask for more"
msgstr "要牌"

#: Sources/Memorize/Presentation/Labels.swift
msgid "back to the game"
msgstr "回到游戏"

#: Sources/Memorize/Presentation/Labels.swift
msgid "back to the theme chooser"
msgstr "回到主题选择"

#: Sources/Memorize/Presentation/Labels.swift
msgid "bring back deleted built-in themes"
msgstr "找回删除的内置主题"

#: Sources/Memorize/Presentation/Labels.swift
msgid "call Set!"
msgstr "喊“形色！”"

#: Sources/Memorize/Presentation/Labels.swift
msgid "call Set! at a race (a key per seat, 1 to 4)"
msgstr "比赛时喊“形色！”（每个座位一个键，1 到 4）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "call Set! for your seat at a shared table's race"
msgstr "共享牌桌的比赛中，替自己的座位喊“形色！”"

#: Sources/Memorize/Presentation/Labels.swift
msgid "choose the focused card"
msgstr "选择焦点所在的牌"

#: Sources/Memorize/Presentation/Labels.swift
msgid "click a card, tab or button"
msgstr "点击牌、标签或按钮"

#: Sources/Memorize/Presentation/Labels.swift
msgid "close"
msgstr "关闭"

#: Sources/Memorize/Presentation/Labels.swift
msgid "close the help"
msgstr "关闭帮助"

#: Sources/Memorize/Presentation/Labels.swift
msgid "close the panel"
msgstr "关闭面板"

#: Sources/Memorize/Presentation/Labels.swift
msgid "deal 3 more"
msgstr "再发三张牌"

#: Sources/Memorize/Presentation/Labels.swift
msgid "edit this theme"
msgstr "编辑此主题"

#: Sources/Memorize/Presentation/Labels.swift
msgid "enlarge it, or q to quit"
msgstr "请放大终端，或按 q 退出"

#: Sources/Memorize/Presentation/Labels.swift
msgid "erase"
msgstr "删字"

#: Sources/Memorize/Presentation/Labels.swift
msgid "erase the last letter"
msgstr "删除最后一个字"

#: Sources/Memorize/Presentation/Labels.swift
msgid "erase the last letter, or remove the picked emoji"
msgstr "删除最后一个字，或移除选中的表情"

#: Sources/Memorize/Presentation/Labels.swift
msgid "field"
msgstr "切换"

#: Sources/Memorize/Presentation/Labels.swift
msgctxt "set colour mark"
msgid "g"
msgstr "绿"

#: Sources/Memorize/Presentation/Labels.swift
msgid "help"
msgstr "帮助"

#: Sources/Memorize/Presentation/Labels.swift
#, python-brace-format
msgid "hint: a pair you have seen (costs {count} point)"
msgid_plural "hint: a pair you have seen (costs {count} points)"
msgstr[0] "提示：一对你见过的牌（扣 {count} 分）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "hint: three cards that make a set"
msgstr "提示：能组成形色的三张牌"

#: Sources/Memorize/Presentation/Labels.swift
msgid "match 2 or 3 cards (before the first choice)"
msgstr "配对 2 张或 3 张（在第一次选牌之前）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "move the focus"
msgstr "移动焦点"

#: Sources/Memorize/Presentation/Labels.swift
msgid "move through the fields"
msgstr "在字段之间移动"

#: Sources/Memorize/Presentation/Labels.swift
msgid "move through the seats"
msgstr "在座位之间移动"

#: Sources/Memorize/Presentation/Labels.swift
msgid "move through the themes"
msgstr "在主题之间移动"

#: Sources/Memorize/Presentation/Labels.swift
#, python-brace-format
msgid "need {width}×{height}, have {have_width}×{have_height}"
msgstr "需要 {width}×{height}，现在是 {have_width}×{have_height}"

#: Sources/Memorize/Presentation/Labels.swift
msgid "new game"
msgstr "新游戏"

#: Sources/Memorize/Presentation/Labels.swift
msgid "new game on a random theme"
msgstr "用随机主题开新游戏"

#: Sources/Memorize/Presentation/Labels.swift
msgid "new game on this theme"
msgstr "用此主题开新游戏"

#: Sources/Memorize/Presentation/Labels.swift
msgid "no"
msgstr "否"

#: Sources/Memorize/Presentation/Labels.swift
msgid "none"
msgstr "无"

#: Sources/Memorize/Presentation/Labels.swift
msgid "one pair more or fewer"
msgstr "增加或减少一对"

#: Sources/Memorize/Presentation/Labels.swift
msgctxt "set colour mark"
msgid "p"
msgstr "紫"

#: Sources/Memorize/Presentation/Labels.swift
msgid "page"
msgstr "翻页"

#: Sources/Memorize/Presentation/Labels.swift
msgid "pairs"
msgstr "对数"

#: Sources/Memorize/Presentation/Labels.swift
msgid "person, or computer and its level"
msgstr "真人，或电脑及其水平"

#: Sources/Memorize/Presentation/Labels.swift
msgid "person/computer"
msgstr "真人/电脑"

#: Sources/Memorize/Presentation/Labels.swift
msgid "pick"
msgstr "选择"

#: Sources/Memorize/Presentation/Labels.swift
msgid "pick an emoji, or one pair more or fewer"
msgstr "选择表情，或增加或减少一对"

#: Sources/Memorize/Presentation/Labels.swift
msgid "play in this theme (the game goes on)"
msgstr "用此主题玩（游戏继续）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "players: people and computer opponents"
msgstr "玩家：真人和电脑对手"

#: Sources/Memorize/Presentation/Labels.swift
msgid "quit"
msgstr "退出"

#: Sources/Memorize/Presentation/Labels.swift
msgid "quit (games are saved)"
msgstr "退出（游戏已保存）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "quit (saving is off)"
msgstr "退出（保存已关闭）"

#: Sources/Memorize/Presentation/Labels.swift
msgctxt "set colour mark"
msgid "r"
msgstr "红"

#: Sources/Memorize/Presentation/Labels.swift
msgid "redeal"
msgstr "重新发牌"

#: Sources/Memorize/Presentation/Labels.swift
msgid "reduced motion on or off (remembered)"
msgstr "开关减少动画（会记住）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "reduced motion on/off (now off)"
msgstr "减少动画：开/关（现在：关）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "reduced motion on/off (now on)"
msgstr "减少动画：开/关（现在：开）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "remove"
msgstr "移除"

#: Sources/Memorize/Presentation/Labels.swift
msgid "remove the focused seat"
msgstr "移除焦点所在的座位"

#: Sources/Memorize/Presentation/Labels.swift
msgid "remove the picked emoji"
msgstr "移除选中的表情"

#: Sources/Memorize/Presentation/Labels.swift
msgid "restyle: keep the game, new emoji"
msgstr "换图案：保留牌局，换新表情"

#: Sources/Memorize/Presentation/Labels.swift
msgid "scroll"
msgstr "滚动"

#: Sources/Memorize/Presentation/Labels.swift
msgid "scroll the help a line (when it is longer than the screen)"
msgstr "帮助滚动一行（比屏幕长时）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "scroll the help a page (when it is longer than the screen)"
msgstr "帮助滚动一页（比屏幕长时）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "scroll the statistics a line (when they are longer than the screen)"
msgstr "统计滚动一行（比屏幕长时）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "scroll the statistics a page (when they are longer than the screen)"
msgstr "统计滚动一页（比屏幕长时）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "scrub the history"
msgstr "回看历史"

#: Sources/Memorize/Presentation/Labels.swift
msgid "seat"
msgstr "座位"

#: Sources/Memorize/Presentation/Labels.swift
msgid "shuffle the cards"
msgstr "洗牌"

#: Sources/Memorize/Presentation/Labels.swift
msgid "suspend (fg in the shell resumes)"
msgstr "挂起（在终端里用 fg 恢复）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "switch section"
msgstr "切换板块"

#: Sources/Memorize/Presentation/Labels.swift
msgid "take back a new game or a deleted theme"
msgstr "撤销新游戏或删除的主题"

#: Sources/Memorize/Presentation/Labels.swift
msgid "the first answer (its button says what it does)"
msgstr "第一个回答（按钮上写明其作用）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "the second answer (its button says what it does)"
msgstr "第二个回答（按钮上写明其作用）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "to the game beside the list"
msgstr "到列表旁的游戏"

#: Sources/Memorize/Presentation/Labels.swift
msgid "to the top or the end of the statistics (when they are longer than the screen)"
msgstr "到统计的开头或末尾（比屏幕长时）"

#: Sources/Memorize/Presentation/Labels.swift
msgid "type"
msgstr "输入"

#: Sources/Memorize/Presentation/Labels.swift
msgid "type a name"
msgstr "输入名字"

#: Sources/Memorize/Presentation/Labels.swift
msgid "type into the focused field"
msgstr "在焦点所在的字段中输入"

#: Sources/Memorize/Presentation/Labels.swift
msgid "type the focused seat's name"
msgstr "输入焦点所在座位的名字"

#: Sources/Memorize/Presentation/Labels.swift
msgid "undo"
msgstr "撤销"

#: Sources/Memorize/Presentation/Labels.swift
msgid "yes"
msgstr "是"

#. Translators: a key hint in a footer or the tab bar: the keys, then what they do ("Esc
#. close", "Enter apply"). One form for every hint, whatever the key's name.
#: Sources/Memorize/Presentation/Labels.swift
#, python-brace-format
msgid "{keys} {action}"
msgstr "{keys}：{action}"

#: Sources/Memorize/Presentation/Labels.swift
#, python-brace-format
msgid "{message} {key}: undo"
msgstr "{message}{key}：撤销"

#: Sources/Memorize/Presentation/Labels.swift
msgid "‹ Themes"
msgstr "‹ 主题"

#. Translators: stands for a player's name the terminal's charset cannot show, where the
#. player sits at no seat whose number could stand for it (a past player in Statistics).
#: Sources/Memorize/Presentation/NameShowing.swift
msgid "(name not shown)"
msgstr "（无法显示的名字）"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
msgid "Already face up."
msgstr "已经翻开了。"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
msgid "Already matched."
msgstr "已经配对了。"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
msgid "Bars: recent scores, oldest on the left, scaled per row"
msgstr "条形：最近的得分，最早的在左，每行各自缩放"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
#: Sources/Memorize/Table/Phrases+Web.swift
#, python-brace-format
msgid "Card {number}, {face}"
msgstr "第 {number} 张牌，{face}"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
#, python-brace-format
msgid "Card {number}: {face}"
msgstr "第 {number} 张牌：{face}"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
#, python-brace-format
msgid "Last {count} score, oldest on the left; lowest {low}, highest {high}"
msgid_plural "Last {count} scores, oldest on the left; lowest {low}, highest {high}"
msgstr[0] "最近 {count} 局得分，最早的在左；最低 {low}，最高 {high}"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
#, python-brace-format
msgid "One score so far: {score}"
msgstr "目前只有一局得分：{score}"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
#, python-brace-format
msgid "Recent scores: {scores}"
msgstr "最近得分：{scores}"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
#, python-brace-format
msgid "Row {row}, column {column}"
msgstr "第 {row} 行，第 {column} 列"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
msgid "face down"
msgstr "背面朝上"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
msgctxt "set colour"
msgid "green"
msgstr "绿色"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
msgid "matched"
msgstr "已配对"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
#, python-brace-format
msgid "matched ({card})"
msgstr "已配对（{card}）"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
msgctxt "set shading"
msgid "open"
msgstr "空心"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
msgctxt "set colour"
msgid "purple"
msgstr "紫色"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
msgctxt "set colour"
msgid "red"
msgstr "红色"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
msgctxt "set shading"
msgid "solid"
msgstr "实心"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
msgctxt "set shading"
msgid "striped"
msgstr "条纹"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
#, python-brace-format
msgid "{card}, hinted"
msgstr "{card}，已提示"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
#, python-brace-format
msgid "{card}, selected"
msgstr "{card}，已选中"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
#, python-brace-format
msgid "{card}, set made"
msgstr "{card}，已组成形色"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
#, python-brace-format
msgid "{count} {color} {shading} diamond"
msgid_plural "{count} {color} {shading} diamonds"
msgstr[0] "{count} 个{color}{shading}菱形"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
#, python-brace-format
msgid "{count} {color} {shading} oval"
msgid_plural "{count} {color} {shading} ovals"
msgstr[0] "{count} 个{color}{shading}椭圆"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
#, python-brace-format
msgid "{count} {color} {shading} squiggle"
msgid_plural "{count} {color} {shading} squiggles"
msgstr[0] "{count} 个{color}{shading}波浪形"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
#, python-brace-format
msgid "{face}, chosen"
msgstr "{face}，已选"

#: Sources/Memorize/Presentation/Phrases+Cards.swift
#, python-brace-format
msgid "{face}, matched"
msgstr "{face}，已配对"

#: Sources/Memorize/Presentation/Phrases+Launch.swift
msgid "Chinese needs a locale such as zh_CN.UTF-8 or zh_CN.GB18030; the games speak English here."
msgstr "中文需要 zh_CN.UTF-8 或 zh_CN.GB18030 这样的区域设置；这里游戏说英文。"

#: Sources/Memorize/Presentation/Phrases+Launch.swift
msgid "Chinese needs a zh_CN.UTF-8 or zh_CN.GB18030 locale; English here."
msgstr "中文需要 zh_CN.UTF-8 或 zh_CN.GB18030 区域设置；这里说英文。"

#: Sources/Memorize/Presentation/Phrases+Launch.swift
msgid "Saving is on again."
msgstr "已重新开始保存。"

#: Sources/Memorize/Presentation/Phrases+Launch.swift
msgid "TERM=dumb cannot show the full-screen interface; run with --plain for line-by-line play."
msgstr "TERM=dumb 无法显示全屏界面；请加上 --plain，以纯文本行的方式玩。"

#: Sources/Memorize/Presentation/Phrases+Launch.swift
#, python-brace-format
msgid "cannot set up the terminal: {call} failed ({reason}); run with --plain for line-by-line play."
msgstr "无法设置终端：{call} 失败（{reason}）；请加上 --plain，以纯文本行的方式玩。"

#: Sources/Memorize/Presentation/Phrases+Launch.swift
msgid "cannot set up the terminal; run with --plain for line-by-line play."
msgstr "无法设置终端；请加上 --plain，以纯文本行的方式玩。"

#: Sources/Memorize/Presentation/Phrases+Launch.swift
msgid "standard input is not a terminal; run with --plain for line-by-line play."
msgstr "标准输入不是终端；请加上 --plain，以纯文本行的方式玩。"

#: Sources/Memorize/Presentation/Phrases+Launch.swift
msgid "standard output is not a terminal; run with --plain for line-by-line play."
msgstr "标准输出不是终端；请加上 --plain，以纯文本行的方式玩。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
msgid "A race: “call NAME” calls Set! for NAME, then choose three cards; “more NAME” asks for three more cards."
msgstr "比赛：“call 名字”替这个人喊“形色！”，然后选三张牌；“more 名字”要求再发三张牌。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
msgid "Commands:"
msgstr "命令："

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "Dealt. {cards} cards in play, {deck} in the deck."
msgstr "已发牌。场上 {cards} 张，牌堆剩 {deck} 张。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "Matching {count} cards."
msgstr "每次配对 {count} 张。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "Matchismo: {cards} cards, match {match}."
msgstr "扑克配对：{cards} 张牌，每次配对 {match} 张。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "Memorize: {theme}, {count} card."
msgid_plural "Memorize: {theme}, {count} cards."
msgstr[0] "记忆翻牌：{theme}，{count} 张牌。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "New deal: {cards} cards."
msgstr "重新发牌：{cards} 张牌。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "New game: {cards} cards in play."
msgstr "新游戏：场上 {cards} 张牌。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "New game: {theme}, {count} card."
msgid_plural "New game: {theme}, {count} cards."
msgstr[0] "新游戏：{theme}，{count} 张牌。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
msgid "Not saved. Goodbye."
msgstr "未保存。再见。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "Players: {names}"
msgstr "玩家：{names}"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
msgid "Saved. Goodbye."
msgstr "已保存。再见。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "Score: {score} Choices: {choices}"
msgstr "得分：{score} 选牌：{choices}"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "Score: {score} Flips: {flips}"
msgstr "得分：{score} 翻牌：{flips}"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "Set: {cards} cards in play, {deck} in the deck."
msgstr "形色牌：场上 {cards} 张，牌堆剩 {deck} 张。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
msgid "Shuffled: the cards changed places."
msgstr "已洗牌：牌的位置变了。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "Still playing {theme}."
msgstr "仍在玩{theme}。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
msgid "The set left the table; the cards moved up:"
msgstr "这组牌已离开牌桌，后面的牌往前移了："

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "Try cards {numbers}."
msgstr "试试第 {numbers} 张牌。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
msgid "Type “help” for the commands."
msgstr "输入“help”查看命令。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
msgid "choose one card at a time: type its number alone, such as “3”"
msgstr "一次只能选一张牌；只输入它的牌号，例如“3”"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "error: {message}"
msgstr "错误：{message}"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "no theme named “{name}”; the themes are {themes}"
msgstr "没有名为“{name}”的主题；可选主题有：{themes}"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "say who: {commands} or {last}"
msgstr "请说明是谁：{commands} 或 {last}"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "say who: {command}"
msgstr "请说明是谁：{command}"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
msgid "the deck is empty"
msgstr "牌堆已空"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "there is no card {number}; the cards are numbered 1 to {count}"
msgstr "没有第 {number} 张牌；牌号为 1 到 {count}"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "unknown command “{command}”; type “help” for the commands"
msgstr "未知命令“{command}”；输入“help”查看命令"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "{card} (selected)"
msgstr "{card}（已选中）"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "{card} (set made)"
msgstr "{card}（已配成一组）"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{card} put back"
msgstr "{card} 已放回"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "{count} cards in the deck."
msgstr "牌堆剩 {count} 张。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "{message} Type “undo” to take it back."
msgstr "{message}输入 undo 可撤销。"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "{name} is not in this race; say who: {commands} or {last}"
msgstr "{name} 没有参加这场比赛；请说明是谁：{commands} 或 {last}"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "{name} is not in this race; say who: {command}"
msgstr "{name} 没有参加这场比赛；请说明是谁：{command}"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
msgid "“choose” needs a card number, such as “choose 3”"
msgstr "“choose”需要一个牌号，例如“choose 3”"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
msgid "“mode” must be 2 or 3"
msgstr "“mode”只能是 2 或 3"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "“theme” needs a theme's name, such as “theme {name}”"
msgstr "“theme”需要一个主题名称，例如“theme {name}”"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "“{command}”"
msgstr "“{command}”"

#: Sources/Memorize/Presentation/Phrases+Plain.swift
#, python-brace-format
msgid "“{command}” takes nothing after it; type “{command}” alone"
msgstr "“{command}”后面不接任何内容；只输入“{command}”"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
#, python-brace-format
msgid "Added the theme {name}."
msgstr "已添加主题“{name}”。"

#. Translators: a placeholder in the plain mode's help, as in "choose N".
#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "N"
msgstr "N"

#. Translators: a placeholder in the plain mode's help, as in "theme NAME".
#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "NAME"
msgstr "<名称>"

#. Translators: a placeholder in the plain mode's help, as in "call NAME": a person's name.
#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgctxt "person"
msgid "NAME"
msgstr "<名字>"

#. Translators: a placeholder in the plain mode's help: the theme, what to change, the value.
#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "NAME CHANGE VALUE"
msgstr "<名称> <更改> <值>"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "NAME asks for three more cards; they come when most of the people asked"
msgstr "“名字”要求再发三张牌；过半数的人要求后才发牌"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "NAME calls Set!, then chooses three cards before the time is up"
msgstr "“名字”喊“形色！”，然后在时间用完前选三张牌"

#. Translators: a placeholder in the plain mode's help, as in "players NAME, NAME".
#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "NAME, NAME…"
msgstr "<名字>，<名字>…"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "No outcome yet: choose a card."
msgstr "还没有结果：请选一张牌。"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "Theme changed."
msgstr "主题已更改。"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "adds a theme called NAME"
msgstr "添加名为“名称”的主题"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "adds three cards"
msgstr "再发三张牌"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "brings back the built-in themes that were deleted"
msgstr "恢复被删除的内置主题"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "changes a theme: rename NEW, add EMOJI, remove EMOJI, restore EMOJI, pairs N or colour #RRGGBB"
msgstr "更改主题：rename 新名称、add 表情、remove 表情、restore 表情、pairs N 或 colour #RRGGBB"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "chooses card N (typing N alone does too)"
msgstr "选第 N 张牌（只输入 N 也可以）"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "deals a new game"
msgstr "开一局新游戏"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "deals a new game on a random theme"
msgstr "用随机主题开一局新游戏"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "deals a new game; with a theme's name, on that theme"
msgstr "开一局新游戏；带上主题名称时，用该主题"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "deletes the theme NAME (“undo” brings it back)"
msgstr "删除主题“名称”（输入 undo 可以恢复）"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "ends; nothing is saved, as saving is off"
msgstr "退出；保存已关闭，什么都不会保存"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "gives the game in progress NAME's emoji"
msgstr "让进行中的游戏换上“名称”的表情"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "lists every card"
msgstr "列出每一张牌"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "lists the games played and finished, the best scores and times"
msgstr "列出玩过和完成的局数、最高分和最快用时"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "lists the outcomes so far, or says outcome N again"
msgstr "列出目前的结果，或再说一遍第 N 个结果"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "lists the themes"
msgstr "列出主题"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "lists these commands"
msgstr "列出这些命令"

#. Translators: a placeholder in the plain mode's help, as in "game memorize|matchismo|set";
#. the three names are typed as they are and stay in English.
#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "memorize|matchismo|set"
msgstr "memorize|matchismo|set"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "moves the cards to new places"
msgstr "把牌换到新的位置"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
#, python-brace-format
msgid "outlines a pair you have seen (costs {count} point)"
msgid_plural "outlines a pair you have seen (costs {count} points)"
msgstr[0] "标出一对你见过的牌（扣 {count} 分）"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "plays NAME; the game in progress goes on in its emoji"
msgstr "玩“名称”主题；进行中的游戏换上它的表情继续"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "points at a set (free)"
msgstr "指出一组牌（不扣分）"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "saves and ends"
msgstr "保存并退出"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "say what to change: rename NEW, add EMOJI, remove EMOJI, restore EMOJI, pairs N or colour #RRGGBB"
msgstr "请说明要改什么：rename 新名称、add 表情、remove 表情、restore 表情、pairs N 或 colour #RRGGBB"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "seats the people of a race, such as “players Ana, Ben, computer good”"
msgstr "安排一场比赛的人，例如“players 小红，小明，电脑高手”"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "seats the players of a new game, such as “players Ana, Ben, computer good”"
msgstr "为新游戏安排玩家，例如“players 小红，小明，电脑高手”"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "sets how many cards make a match"
msgstr "设定几张牌算一次配对"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "switches to another game; each keeps its own game in progress"
msgstr "切换到另一个游戏；每个游戏各自保留进行中的一局"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "takes back the last new game or deletion"
msgstr "撤销上一次新游戏或删除"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
#, python-brace-format
msgid "there is no game called “{name}”: type “game memorize”, “game matchismo” or “game set”"
msgstr "没有名为“{name}”的游戏：请输入“game memorize”“game matchismo”或“game set”"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
#, python-brace-format
msgid "there is no outcome {number}; the outcomes are numbered 1 to {count}"
msgstr "没有第 {number} 个结果；结果的编号是 1 到 {count}"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "turns reduced motion on or off for the full screen and the window"
msgstr "为全屏和窗口打开或关闭减少动画"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
#, python-brace-format
msgid "{heading}:"
msgstr "{heading}："

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
#, python-brace-format
msgid "{name} (playing): {pairs}"
msgstr "{name}（正在玩）：{pairs}"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
#, python-brace-format
msgid "{name} (playing): {pairs}, {emoji}"
msgstr "{name}（正在玩）：{pairs}，{emoji}"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
#, python-brace-format
msgid "{name}: {pairs}"
msgstr "{name}：{pairs}"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
#, python-brace-format
msgid "{name}: {pairs}, {emoji}"
msgstr "{name}：{pairs}，{emoji}"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
#, python-brace-format
msgid "{number}. {outcome}"
msgstr "{number}. {outcome}"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
#, python-brace-format
msgid "{title}: {numbers}"
msgstr "{title}：{numbers}"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
#, python-brace-format
msgid "{usage} — {summary}"
msgstr "{usage}：{summary}"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
msgid "“motion” takes on or off"
msgstr "“motion”后面只能接 on 或 off"

#: Sources/Memorize/Presentation/Phrases+PlainCommands.swift
#, python-brace-format
msgid "“{command}” needs more: type it as “{usage}”"
msgstr "“{command}”还缺内容：请输入“{usage}”"

#. Translators: after a header's seats, how many more seats there are that did not fit
#. (four at 40 columns): as narrow as "+1".
#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "+{count}"
msgstr "+{count}"

#. Translators: a computer player's name in a header short of room (40 columns).
#: Sources/Memorize/Presentation/Phrases+Score.swift
msgid "CPU"
msgstr "电脑"

#. Translators: a computer player in a header short of room (40 columns) beside another
#. computer, by its seat: "CPU 3" for the third seat. No wider than "CPU" in Chinese, which
#. says the seat alone, as it does for "P{number}".
#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "CPU {number}"
msgstr "{number} 号"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#: Sources/Memorize/Presentation/Phrases.swift
msgid "Not a set."
msgstr "不成形色。"

#. Translators: a seat the game named by its number ("Player 2"), in a header or a line
#. short of room.
#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "P{number}"
msgstr "{number} 号"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#: Sources/Memorize/Presentation/Phrases.swift
msgid "Set!"
msgstr "形色！"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "match {match}, {bonus} per second left of each card's {seconds} s face up; {seen} per mismatched card turned up again"
msgstr "配对 {match} 分，每张牌翻开 {seconds} 秒内每剩 1 秒再 {bonus} 分；不配对时每张再次翻开的牌 {seen} 分"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "match {match}; {seen} per mismatched card turned up again"
msgstr "配对 {match} 分；不配对时每张再次翻开的牌 {seen} 分"

#. Translators: the help's line that explains the narrowest header's seat counts ("2·3",
#. shown to its left): the seat's pairs, a middle dot, then its points; the most pairs win
#. and points decide between seats with as many pairs.
#: Sources/Memorize/Presentation/Phrases+Score.swift
msgid "pairs·points, where the header is narrow; pairs win, points break a tie"
msgstr "对数·得分（标题栏窄时）；对数多者胜，对数相同时比得分"

#. Translators: the help's line that explains "+1" after a narrow header's seats (shown to
#. its left): how many seats did not fit; the seat whose turn it is is never left out.
#: Sources/Memorize/Presentation/Phrases+Score.swift
msgid "seats the header has no room for; the seat to move always shows"
msgstr "标题栏放不下的座位数；轮到的座位总会显示"

#. Translators: the Matchismo cards chosen so far, then what turning the card cost.
#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{cards}: {cost}"
msgstr "{cards}：{cost}"

#. Translators: at a Matchismo table after a mismatch, the card the rules leave face up for
#. the next player ("A♥ stays up.").
#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{card} stays up."
msgstr "{card} 保持翻开。"

#. Translators: a counter read out by a screen reader, its name then its value.
#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{label}: {value}"
msgstr "{label}：{value}"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "{name}:"
msgstr "{name}："

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{name}: {pairs}, {points}"
msgstr "{name}：{pairs}，{points}"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{name}: {points}"
msgstr "{name}：{points}"

#. Translators: whose pair a verdict is about, at a table of several: "Ana: No match.".
#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{name}: {verdict}"
msgstr "{name}：{verdict}"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{pairs}, {count} pt"
msgid_plural "{pairs}, {count} pts"
msgstr[0] "{pairs}，{count} 分"

#. Translators: a seat's pairs with the shortest unit, then its points without one, where
#. the header has little room (three seats at 40 columns): "2p 3", "0p −1".
#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{pairs}p {points}"
msgstr "{pairs} 对 {points}"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{pairs}p {points}pt"
msgid_plural "{pairs}p {points}pts"
msgstr[0] "{pairs} 对 {points} 分"

#. Translators: a seat's pairs, then its points, without their units, where the header has
#. the fewest columns (four seats at 40): keep it as narrow as "2·3".
#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{pairs}·{points}"
msgstr "{pairs}·{points}"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{points} for a card turned up again"
msgid_plural "{points} for {count} cards turned up again"
msgstr[0] "再次翻开 {count} 张牌 {points} 分"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{points} for a match"
msgstr "配对 {points} 分"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{points} for a match, {bonus} time bonus"
msgstr "配对 {points} 分，时间奖励 {bonus} 分"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{points} for a set"
msgstr "{points} 分"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{points} for putting a card back"
msgstr "放回一张牌 {points} 分"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{points} for the hint"
msgstr "提示 {points} 分"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{points} for three that are not a set"
msgstr "{points} 分"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{points} for turning a card"
msgstr "翻牌 {points} 分"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{points} point"
msgid_plural "{points} points"
msgstr[0] "{points} 分"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{points} pt"
msgid_plural "{points} pts"
msgstr[0] "{points} 分"

#. Translators: why a mismatch cost points, where the line has little room: the cards
#. turned had been turned up before ("No match. −1: turned up again").
#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{points}: turned up again"
msgstr "再次翻开 {points} 分"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{points}: {faces} turned up again"
msgstr "{faces}再次翻开 {points} 分"

#. Translators: a verdict with why the score changed ("No match. −1 for a card turned up
#. again"), ended, then whose turn it is now.
#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{sentence}. {turn}"
msgstr "{sentence}。{turn}"

#. Translators: at a Matchismo table after a mismatch: whose turn it is now, then the card
#. the rules leave face up for that player ("Ben to move; A♥ stays up.").
#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{turn}; {card} stays up."
msgstr "{turn}；{card} 保持翻开。"

#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{verdict} {reason}"
msgstr "{verdict}{reason}"

#. Translators: a verdict on a choice ("No match.") followed by whose turn it is now.
#: Sources/Memorize/Presentation/Phrases+Score.swift
#, python-brace-format
msgid "{verdict} {turn}"
msgstr "{verdict}{turn}"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
msgid "3 More"
msgstr "加三张"

#. Translators: what separates two events of a Set race said one after the other.
#: Sources/Memorize/Presentation/Phrases+SetRace.swift
msgid "; "
msgstr "；"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
msgid "Call Set! first; then choose three cards."
msgstr "先喊“形色！”；再选三张牌。"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
msgid "Each person asks for three more cards; they come when most of the people asked."
msgstr "每个人各自要求再发三张牌；过半数的人要求后才发牌。"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
msgid "Look for a set: call Set! as soon as you see one."
msgstr "找形色：一看到就喊“形色！”。"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
msgid "No hints at a race: call Set! when you see one, or ask for three more cards."
msgstr "比赛中没有提示：看到一组就喊“形色！”，或者要求再发三张牌。"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
msgid "No set on the table: ask for three more cards."
msgstr "场上没有形色：请要求再发三张牌。"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "Not a set: {points} for you"
msgstr "不成形色：你 {points} 分"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "Not a set: {points} for {name}"
msgstr "不成形色：{name} {points} 分"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
msgid "Seconds left"
msgstr "剩余秒数"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
msgid "The race is over: start a new one."
msgstr "本场比赛已结束：请开始新游戏。"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
msgid "There is no such seat at this table."
msgstr "这张牌桌没有这个座位。"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
msgid "Three more cards"
msgstr "又发了三张牌"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "Time is up: {points} for you"
msgstr "你的时间到：{points} 分"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "Time is up: {points} for {name}"
msgstr "{name} 时间到：{points} 分"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#: Sources/Memorize/Presentation/Phrases.swift
#: Sources/Memorize/Table/Phrases+Table.swift
msgid "You are back."
msgstr "你回来了。"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
msgid "You ask for three more cards"
msgstr "你要求再发三张牌"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
msgid "You ask for three more cards: a vote; they are dealt when most of the people ask"
msgstr "你要求再发三张牌：这是投票，过半数的人要求后才发牌"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
msgid "You asked already: the others decide now."
msgstr "你已经要过牌了：现在由其他人决定。"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
msgid "You call Set!"
msgstr "你喊“形色！”"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "You found a set ({points}): {cards}"
msgstr "你找到一组形色（{points} 分）：{cards}"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "You found a set: {points}"
msgstr "你找到一组形色：{points} 分"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "You win with {points}"
msgstr "你以 {points} 获胜"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "{asks}: {count} more person must ask"
msgid_plural "{asks}: {count} more people must ask"
msgstr[0] "{asks}：还需 {count} 人要求"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{count} point"
msgid_plural "{count} points"
msgstr[0] "{count} 分"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "{names} tie with {points} each"
msgstr "{names}平局，各得 {points}"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "{name} asked already: the others decide now."
msgstr "{name} 已经要过牌了：现在由其他人决定。"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "{name} asks for three more cards"
msgstr "{name} 要求再发三张牌"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "{name} asks for three more cards: a vote; they are dealt when most of the people ask"
msgstr "{name} 要求再发三张牌：这是投票，过半数的人要求后才发牌"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "{name} calls Set!"
msgstr "{name} 喊“形色！”"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "{name} found a set ({points}): {cards}"
msgstr "{name} 找到一组形色（{points} 分）：{cards}"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "{name} found a set: {points}"
msgstr "{name} 找到一组形色：{points} 分"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "{name} is calling: wait for the table to open."
msgstr "{name} 已喊“形色！”：请等牌桌空出来。"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "{name} wins with {points}"
msgstr "{name} 以 {points} 获胜"

#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "{name}: Set!"
msgstr "{name}：形色！"

#. Translators: the caller's countdown in a header short of room: 5 seconds left.
#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "{seconds} s left"
msgstr "还剩 {seconds} 秒"

#. Translators: the caller's countdown in the fewest columns (four seats at 40 columns).
#: Sources/Memorize/Presentation/Phrases+SetRace.swift
#, python-brace-format
msgid "{seconds}s"
msgstr "{seconds} 秒"

#: Sources/Memorize/Presentation/Phrases+Undo.swift
#, python-brace-format
msgid "Deleted {theme}."
msgstr "已删除“{theme}”。"

#: Sources/Memorize/Presentation/Phrases+Undo.swift
#, python-brace-format
msgid "Deleted {theme}; the game in progress goes on with its cards."
msgstr "已删除“{theme}”；进行中的游戏保留它的牌继续。"

#: Sources/Memorize/Presentation/Phrases+Undo.swift
msgid "Every built-in theme is already in the list."
msgstr "所有内置主题都已在列表中。"

#: Sources/Memorize/Presentation/Phrases+Undo.swift
msgid "New game dealt; the one in progress was set aside."
msgstr "已开新游戏；进行中的那一局已搁置。"

#: Sources/Memorize/Presentation/Phrases+Undo.swift
#, python-brace-format
msgid "Restored {count} built-in theme."
msgid_plural "Restored {count} built-in themes."
msgstr[0] "已恢复 {count} 个内置主题。"

#: Sources/Memorize/Presentation/Phrases+Undo.swift
#, python-brace-format
msgid "{minimum} to {maximum}: one pair per emoji"
msgstr "{minimum} 到 {maximum}：每个表情一对"

#: Sources/Memorize/Presentation/Phrases.swift
msgctxt "list separator"
msgid ", "
msgstr "、"

#: Sources/Memorize/Presentation/Phrases.swift
msgctxt "tally separator"
msgid ", "
msgstr "，"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "Already playing in {theme}: nothing to change."
msgstr "主题已经是{theme}，无需更改。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Best"
msgstr "最高分"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "Best on {theme}: {score}"
msgstr "{theme} 最高分：{score}"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Bonus"
msgstr "奖励"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Choose a card."
msgstr "选一张牌。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Choose a theme to start a game."
msgstr "选择一个主题开始游戏。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Choose cards that share a rank or a suit."
msgstr "选出点数或花色相同的牌。"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "Computer ({level})"
msgstr "电脑（{level}）"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "Computer {number} ({level})"
msgstr "电脑 {number}（{level}）"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Deal a new game"
msgstr "开一局新游戏"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Deck"
msgstr "牌堆"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Find the pairs."
msgstr "找出所有配对。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Find three that make a set."
msgstr "找出能组成形色的三张牌。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Flips"
msgstr "翻牌"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Game over!"
msgstr "游戏结束！"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "Game over! {result} in {time}"
msgstr "游戏结束！{result}，用时 {time}。"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "Game over! {result} in {time} — {again}"
msgstr "游戏结束！{result}，用时 {time}。{again}"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Keep playing"
msgstr "继续这一局"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Match"
msgstr "配对"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Match!"
msgstr "配对成功！"

#. Translators: a Statistics row of Matchismo games counted before the cards a match
#. takes (2 or 3) were kept: they may have matched either.
#: Sources/Memorize/Presentation/Phrases.swift
msgid "Matchismo · match not recorded"
msgstr "扑克配对 · 未记录配对张数"

#. Translators: a Statistics row: Matchismo matching so many cards ("Matchismo · match 3
#. cards").
#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "Matchismo · match {cards}"
msgstr "扑克配对 · 配对 {cards}"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Memorize · choose a theme"
msgstr "记忆翻牌 · 选择主题"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "Memorize · {theme}"
msgstr "记忆翻牌 · {theme}"

#. Translators: a Statistics row of Memorize games on a theme counted before the number
#. of pairs was kept: they may have been dealt at any size.
#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "Memorize · {theme} · size not recorded"
msgstr "记忆翻牌 · {theme} · 未记录对数"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "Memorize · {theme} · {pairs}"
msgstr "记忆翻牌 · {theme} · {pairs}"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "Memorize · {theme} · {pairs} · time bonus"
msgstr "记忆翻牌 · {theme} · {pairs} · 时间奖励"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "New game in {theme}."
msgstr "新游戏：{theme}。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "No match."
msgstr "没有配对。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "No set among the cards in play."
msgstr "场上的牌中没有形色。"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "Now playing in {theme}."
msgstr "现在的主题：{theme}。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Per set"
msgstr "每组用时"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "Player {number}"
msgstr "玩家 {number}"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Redeal first to match 2 or 3 cards."
msgstr "先重新发牌，才能改为配对 2 张或 3 张。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Score"
msgstr "得分"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "Score {score}"
msgstr "得分 {score}"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Set outlined."
msgstr "已标出一组。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Set races"
msgstr "形色牌比赛"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Sets"
msgstr "形色组数"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "The deck is empty: every card has been dealt."
msgstr "牌堆已空：所有的牌都已发出。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "The number of cards to match can change only before the first choice: redeal first."
msgstr "配对张数只能在第一次选牌之前更改；请先重新发牌。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "The outlined cards make a pair."
msgstr "标出的两张牌是一对。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "The outlined cards make a set."
msgstr "标出的三张牌是一组。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "The outlined cards make a set. Hints are free."
msgstr "标出的三张牌是一组。提示不扣分。"

#. Translators: a computer player's turn where the line has little room (40 columns); the
#. header beside it marks which player is to move.
#: Sources/Memorize/Presentation/Phrases.swift
msgid "Thinking…"
msgstr "思考中…"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Time"
msgstr "用时"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Time bonus: on (quick matches score more)."
msgstr "时间奖励：开（配对越快得分越多）。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Type yes to deal a new game, or no to keep playing."
msgstr "输入 yes 开一局新游戏，输入 no 继续这一局。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "You"
msgstr "你"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "You are away: the turn passes."
msgstr "你不在：跳过这一轮。"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "You win"
msgstr "你赢了"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "Your turn"
msgstr "轮到你了"

#: Sources/Memorize/Presentation/Phrases.swift
msgctxt "computer level"
msgid "casual"
msgstr "随意"

#: Sources/Memorize/Presentation/Phrases.swift
msgctxt "typed players"
msgid "computer"
msgstr "电脑"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "computer ({level})"
msgstr "电脑（{level}）"

#: Sources/Memorize/Presentation/Phrases.swift
msgctxt "computer level"
msgid "forgetful"
msgstr "健忘"

#: Sources/Memorize/Presentation/Phrases.swift
msgctxt "computer level"
msgid "good"
msgstr "高手"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "on"
msgstr "开"

#: Sources/Memorize/Presentation/Phrases.swift
msgctxt "computer level"
msgid "perfect"
msgstr "完美"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "person"
msgstr "真人"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "score {score}"
msgstr "得分 {score}"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "the themes' emoji are left out: the terminal's character set is not UTF-8"
msgstr "主题的表情符号没有列出：终端的字符集不是 UTF-8"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "to move"
msgstr "轮到出牌"

#. Translators: a fastest time shorter than the clock's smallest step, as in "under 0:01".
#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "under {time}"
msgstr "不到 {time}"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "unknown theme “{name}”; see {program} --list-themes"
msgstr "没有名为“{name}”的主题；参见 {program} --list-themes"

#: Sources/Memorize/Presentation/Phrases.swift
msgid "winner"
msgstr "获胜"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{cards} don't match! {points} for a mismatch."
msgstr "{cards} 不配对！{points} 分。"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{cards} match! {points} for a match."
msgstr "{cards} 配对成功！{points} 分。"

#. Translators: a Matchismo button that sets how many cards a match takes, where its row
#. is short of room (40 columns): the count alone in English; keep it to the count and
#. the shortest unit.
#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgctxt "match count button"
msgid "{count}"
msgstr "{count} 张"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{count} card"
msgid_plural "{count} cards"
msgstr[0] "{count} 张牌"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{count} loss"
msgid_plural "{count} losses"
msgstr[0] "{count} 负"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{count} match"
msgid_plural "{count} matches"
msgstr[0] "{count} 次配对"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{count} pair"
msgid_plural "{count} pairs"
msgstr[0] "{count} 对"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{count} tie"
msgid_plural "{count} ties"
msgstr[0] "{count} 平"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{count} win"
msgid_plural "{count} wins"
msgstr[0] "{count} 胜"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{key} for a new game"
msgstr "按 {key} 开始新游戏"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{key} to redeal"
msgstr "按 {key} 重新发牌"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{list} and {last}"
msgstr "{list}和{last}"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{names} tie"
msgstr "{names}平局"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{name} (computer)"
msgstr "{name}（电脑）"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{name} is away: the turn passes."
msgstr "{name}不在：跳过这一轮。"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{name} is thinking…"
msgstr "{name}正在思考…"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{name} to move"
msgstr "轮到{name}"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{name} wins"
msgstr "{name}获胜"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{name} {count} pt"
msgid_plural "{name} {count} pts"
msgstr[0] "{name} {count} 分"

#. Translators: a seat's pairs in a short list of a Memorize game's scores in Statistics
#. ("Ana 5 pairs · Ben 3 pairs").
#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{name} {pairs}"
msgstr "{name} {pairs}"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{name} · {matches} · {count} pt"
msgid_plural "{name} · {matches} · {count} pts"
msgstr[0] "{name} · {matches} · {count} 分"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{name} · {pairs} · {count} pt"
msgid_plural "{name} · {pairs} · {count} pts"
msgstr[0] "{name} · {pairs} · {count} 分"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{name}: {wins}, {losses}"
msgstr "{name}：{wins}，{losses}"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{name}: {wins}, {losses}, {ties}"
msgstr "{name}：{wins}，{losses}，{ties}"

#. Translators: a table's best score in Statistics, then who scored it: "13 by Ana".
#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{score} by {names}"
msgstr "{names} {score}"

#. Translators: the value of the countdown before an away player's turn passes, after
#. "Ana's turn passes in".
#: Sources/Memorize/Presentation/Phrases.swift
#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "{seconds} s"
msgstr "{seconds} 秒"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{tally}; at Set races {setTally}"
msgstr "{tally}；形色牌比赛中 {setTally}"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{tally}; {sets}, {seconds} a set"
msgstr "{tally}；{sets}，每组 {seconds}"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{theme} has emoji for {count} pair, so {count} pair was dealt, not {requested}."
msgid_plural "{theme} has emoji for {count} pairs, so {count} pairs were dealt, not {requested}."
msgstr[0] "{theme}的表情只够 {count} 对牌，所以发了 {count} 对，而不是 {requested} 对。"

#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{theme} has only {emoji} emoji, too few for the {count} pair in play. Deal a new game in {theme}?"
msgid_plural "{theme} has only {emoji} emoji, too few for the {count} pairs in play. Deal a new game in {theme}?"
msgstr[0] "{theme}只有 {emoji} 个表情，不够这一局的 {count} 对牌。要用{theme}开一局新游戏吗？"

#. Translators: a Statistics row's fastest time when a game with several players finished
#. faster than any played alone, or none was ("0:15 (multiplayer)").
#: Sources/Memorize/Presentation/Phrases.swift
#, python-brace-format
msgid "{time} (multiplayer)"
msgstr "{time}（多人）"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "About Memorize"
msgstr "关于记忆翻牌"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Add Seat"
msgstr "添加座位"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Announcements"
msgstr "播报"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Ask for 3 more cards for your seat"
msgstr "替自己的座位要求再发三张牌"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Back to the game"
msgstr "回到游戏"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Back to themes"
msgstr "回到主题"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Call Set! for your seat"
msgstr "替自己的座位喊“形色！”"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Cancel"
msgstr "取消"

#: Sources/Memorize/Presentation/WindowLabels.swift
#: Sources/Memorize/Table/Phrases+Web.swift
msgid "Cards"
msgstr "牌"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Choose the focused card"
msgstr "选择焦点所在的牌"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Choose who plays, then start a new game"
msgstr "选择谁来玩，然后开始新游戏"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Close"
msgstr "关闭"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Close a dialog"
msgstr "关闭对话框"

#: Sources/Memorize/Presentation/WindowLabels.swift
#, python-brace-format
msgid "Computer, {level}"
msgstr "电脑，{level}"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Counters"
msgstr "计分与计时"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Deal 3 More"
msgstr "再发三张牌"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Deal 3 more cards (Set)"
msgstr "再发三张牌（形色牌）"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Deal a new game (Ctrl+N)"
msgstr "开一局新游戏（Ctrl+N）"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Delete Theme"
msgstr "删除主题"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Dismiss"
msgstr "知道了"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Edit Theme"
msgstr "编辑主题"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Edit the focused theme, or the one in play"
msgstr "编辑焦点所在的主题，或正在玩的主题"

#: Sources/Memorize/Presentation/WindowLabels.swift
#, python-brace-format
msgid "Edit {theme}"
msgstr "编辑“{theme}”"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Emoji to add"
msgstr "要添加的表情"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Emoji — click one to remove it"
msgstr "表情——点击一个即可移除"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Game status"
msgstr "游戏状态"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Go to the cards"
msgstr "回到牌面"

#: Sources/Memorize/Presentation/WindowLabels.swift
#, python-brace-format
msgid "Hint: in Memorize a pair you have seen (costs {count} point), in Set three that make a set"
msgid_plural "Hint: in Memorize a pair you have seen (costs {count} points), in Set three that make a set"
msgstr[0] "提示：记忆翻牌中标出一对你见过的牌（扣 {count} 分），形色牌中标出能组成形色的三张牌"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "History"
msgstr "历史"

#: Sources/Memorize/Presentation/WindowLabels.swift
#, python-brace-format
msgid "History {position}/{count}"
msgstr "历史 {position}/{count}"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Keyboard Shortcuts"
msgstr "键盘快捷键"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Keyboard shortcuts"
msgstr "键盘快捷键"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Main Menu"
msgstr "主菜单"

#: Sources/Memorize/Presentation/WindowLabels.swift
#, python-brace-format
msgid "Match {count}"
msgstr "配对 {count} 张"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgctxt "application name"
msgid "Memorize"
msgstr "记忆翻牌"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Memorize is already open: its window is raised as it is, without these options (they apply when Memorize starts)"
msgstr "记忆翻牌已经打开：它的窗口已照原样提到最前，不带这些选项（选项在记忆翻牌启动时才生效）"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Move between cards"
msgstr "在牌之间移动"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "New Game"
msgstr "新游戏"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "New Game (Ctrl+N)"
msgstr "新游戏（Ctrl+N）"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Next section"
msgstr "下一个板块"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "One pair fewer"
msgstr "减少一对"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "One pair more"
msgstr "增加一对"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Outcome history"
msgstr "结果历史"

#: Sources/Memorize/Presentation/WindowLabels.swift
#, python-brace-format
msgid "Outline a pair you have already seen; it costs {count} point (Ctrl+H)"
msgid_plural "Outline a pair you have already seen; it costs {count} points (Ctrl+H)"
msgstr[0] "标出一对你已见过的牌，扣 {count} 分（Ctrl+H）"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Pairs and colour"
msgstr "对数和颜色"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Person"
msgstr "真人"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Pick a theme to play."
msgstr "选一个主题开始玩。"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Play Again"
msgstr "再玩一局"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Players…"
msgstr "玩家…"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Playing"
msgstr "游戏中"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Previous section"
msgstr "上一个板块"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Quit (games are saved as you play)"
msgstr "退出（游戏一边玩一边保存）"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Quit (saving is off)"
msgstr "退出（保存已关闭）"

#: Sources/Memorize/Presentation/WindowLabels.swift
#, python-brace-format
msgid "Remove seat {seat}"
msgstr "移除座位 {seat}"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Remove this seat"
msgstr "移除这个座位"

#: Sources/Memorize/Presentation/WindowLabels.swift
#, python-brace-format
msgid "Remove {emoji}"
msgstr "移除 {emoji}"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Removed — click to restore"
msgstr "已移除——点击即可恢复"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Restore Built-in Themes"
msgstr "恢复内置主题"

#: Sources/Memorize/Presentation/WindowLabels.swift
#, python-brace-format
msgid "Restore {emoji}"
msgstr "恢复 {emoji}"

#: Sources/Memorize/Presentation/WindowLabels.swift
#, python-brace-format
msgid "Seat {number} calls Set!"
msgstr "座位 {number} 喊“形色！”"

#: Sources/Memorize/Presentation/WindowLabels.swift
#, python-brace-format
msgid "Seat {seat} name"
msgstr "座位 {seat} 的名字"

#: Sources/Memorize/Presentation/WindowLabels.swift
#, python-brace-format
msgid "Seat {seat} plays as"
msgstr "座位 {seat} 由谁来玩"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Seats"
msgstr "座位"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Sections"
msgstr "板块"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Set race"
msgstr "形色牌比赛"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Show the statistics"
msgstr "查看统计"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Start"
msgstr "开始"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "The Memorize contributors"
msgstr "记忆翻牌的贡献者们"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "The card games of Stanford's CS193P — Memorize, Matchismo and Set — for the desktop."
msgstr "斯坦福 CS193P 课程里的纸牌游戏——记忆翻牌、扑克配对和形色牌——桌面版。"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Theme name"
msgstr "主题名称"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Type or paste emoji"
msgstr "输入或粘贴表情"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Undo the last new game or deletion"
msgstr "撤销上一次新游戏或删除"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Who plays the next game? Turns go in this order."
msgstr "下一局谁来玩？按这个顺序轮流。"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Who races in the next game? Everyone looks at once; the first to call Set! picks."
msgstr "下一局谁来比赛？大家同时找，先喊“形色！”的人来选牌。"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Window"
msgstr "窗口"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "Your Own Games"
msgstr "自己的游戏"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?)"
msgstr "无法打开显示（设置了 DISPLAY 或 WAYLAND_DISPLAY 吗？）"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "edits it"
msgstr "编辑它"

#: Sources/Memorize/Presentation/WindowLabels.swift
msgid "plays this theme"
msgstr "开始玩这个主题"

#: Sources/Memorize/Presentation/WindowLabels.swift
#, python-brace-format
msgid "{theme}, {count} pair"
msgid_plural "{theme}, {count} pairs"
msgstr[0] "{theme}，{count} 对"

#: Sources/Memorize/Saving/AppStorage.swift
#, python-brace-format
msgid "Another memorize (pid {pid}) is saving to {folder}: this one plays but saves nothing"
msgstr "另一个 memorize（pid {pid}）正在保存到 {folder}：这一个可以玩，但不保存任何内容"

#: Sources/Memorize/Saving/AppStorage.swift
#, python-brace-format
msgid "Another memorize is saving to {folder}: this one plays but saves nothing"
msgstr "另一个 memorize 正在保存到 {folder}：这一个可以玩，但不保存任何内容"

#: Sources/Memorize/Saving/AppStorage.swift
#, python-brace-format
msgid "Nothing was saved: another memorize (pid {pid}) is saving to {folder}"
msgstr "没有保存任何内容：另一个 memorize（pid {pid}）正在保存到 {folder}"

#: Sources/Memorize/Saving/AppStorage.swift
#, python-brace-format
msgid "Nothing was saved: another memorize is saving to {folder}"
msgstr "没有保存任何内容：另一个 memorize 正在保存到 {folder}"

#: Sources/Memorize/Saving/AppStorage.swift
#, python-brace-format
msgid "Nothing was saved: the lock {lock} cannot be taken ({reason})"
msgstr "没有保存任何内容：无法取得锁文件 {lock}（{reason}）"

#: Sources/Memorize/Saving/AppStorage.swift
#, python-brace-format
msgid "The lock {lock} cannot be taken ({reason}): this one plays but saves nothing"
msgstr "无法取得锁文件 {lock}（{reason}）：这一个可以玩，但不保存任何内容"

#: Sources/Memorize/Saving/AppStorage.swift
msgid "starting new games"
msgstr "开始新游戏"

#: Sources/Memorize/Saving/AppStorage.swift
msgid "statistics start afresh"
msgstr "统计从头开始"

#: Sources/Memorize/Saving/AppStorage.swift
#, python-brace-format
msgid "{file} was written by a newer memorize (format {version})"
msgstr "{file} 由更新版本的 memorize 写入（格式 {version}）"

#: Sources/Memorize/Saving/AppStorage.swift
#, python-brace-format
msgid "{file} was written by a newer memorize (format {version}): it is kept as it is and this one plays without saving it"
msgstr "{file} 由更新版本的 memorize 写入（格式 {version}）：文件保持原样，本程序照常游戏但不保存它"

#: Sources/Memorize/Saving/AppStorage.swift
#, python-brace-format
msgid "{problem}; changes to it were not saved"
msgstr "{problem}；对它的更改没有保存"

#: Sources/Memorize/Saving/AppStorage.swift
#, python-brace-format
msgid "{problem}; trying again at the next change"
msgstr "{problem}；下次更改时会再试一次"

#: Sources/Memorize/Saving/AppStorage.swift
#, python-brace-format
msgid "{problem}; {consequence}"
msgstr "{problem}；{consequence}"

#: Sources/Memorize/Saving/AppStorage.swift
#, python-brace-format
msgid "{problem}; {consequence}, and changes will not be saved"
msgstr "{problem}；{consequence}，更改不会被保存"

#: Sources/Memorize/Saving/JoinedStatistics.swift
#, python-brace-format
msgid "The table's game was not counted: {problem}"
msgstr "这局牌桌游戏没有计入统计：{problem}"

#: Sources/Memorize/Storage/JSONFile+SystemCalls.swift
#, python-brace-format
msgid "Cannot keep a copy of {file}: {reason}"
msgstr "无法保留 {file} 的副本：{reason}"

#: Sources/Memorize/Storage/JSONFile+SystemCalls.swift
#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "Cannot save {file}: {reason}"
msgstr "无法保存 {file}：{reason}"

#: Sources/Memorize/Storage/JSONFile+SystemCalls.swift
msgid "it is a folder, not a file"
msgstr "它是文件夹，不是文件"

#: Sources/Memorize/Storage/JSONFile+SystemCalls.swift
msgid "it is a symbolic link to a file that does not exist (the link is left as it is)"
msgstr "它是指向不存在的文件的符号链接（链接保持原样）"

#: Sources/Memorize/Storage/JSONFile+SystemCalls.swift
msgid "it is a symbolic link to something that is not a file (the link is left as it is)"
msgstr "它是指向非文件对象的符号链接（链接保持原样）"

#: Sources/Memorize/Storage/JSONFile+SystemCalls.swift
#: Sources/Memorize/Storage/WriterLock.swift
msgid "it is not a regular file"
msgstr "它不是普通文件"

#: Sources/Memorize/Storage/JSONFile+SystemCalls.swift
#, python-brace-format
msgid "no permission to write in {folder}"
msgstr "没有在 {folder} 中写入的权限"

#: Sources/Memorize/Storage/JSONFile+SystemCalls.swift
msgid "the disk is full"
msgstr "磁盘已满"

#: Sources/Memorize/Storage/JSONFile+SystemCalls.swift
msgid "the disk quota is used up"
msgstr "磁盘配额已用完"

#: Sources/Memorize/Storage/JSONFile+SystemCalls.swift
#, python-brace-format
msgid "{file} cannot be created"
msgstr "无法创建 {file}"

#: Sources/Memorize/Storage/JSONFile+SystemCalls.swift
#, python-brace-format
msgid "{folder} is a folder"
msgstr "{folder} 是一个文件夹"

#: Sources/Memorize/Storage/JSONFile+SystemCalls.swift
#, python-brace-format
msgid "{folder} is not a folder"
msgstr "{folder} 不是文件夹"

#: Sources/Memorize/Storage/JSONFile+SystemCalls.swift
#, python-brace-format
msgid "{folder} is read-only"
msgstr "{folder} 是只读的"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "Cannot keep a copy of {file}: it cannot be read"
msgstr "无法保留 {file} 的副本：它无法读取"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "Cannot read {file}: {reason}"
msgstr "无法读取 {file}：{reason}"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "Cannot save {file}: it would be more than the game reads back ({size} bytes)"
msgstr "无法保存 {file}：它会超出游戏能读回的大小（{size} 字节）"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "Cannot save {file}: the data could not be encoded"
msgstr "无法保存 {file}：数据无法编码"

#: Sources/Memorize/Storage/JSONFile.swift
msgid "the top level"
msgstr "顶层"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "{file} could not be decoded"
msgstr "{file} 无法解码"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "{file} has a list or object of more than {limit} entries"
msgstr "{file} 中有一个列表或对象超过 {limit} 项"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "{file} has an unusable value at {path}"
msgstr "{file} 在 {path} 处有无法使用的值"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "{file} has the wrong kind of value at {path} (expected {type})"
msgstr "{file} 在 {path} 处的值类型不对（应为 {type}）"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "{file} holds more values than a file of its size can ({values} in {size} bytes)"
msgstr "{file} 的值多于这样大小的文件所能容纳的数量（{size} 字节中有 {values} 个）"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "{file} is empty"
msgstr "{file} 是空的"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "{file} is missing a value at {path} (expected {type})"
msgstr "{file} 在 {path} 处缺少一个值（应为 {type}）"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "{file} is missing “{key}” at {path}"
msgstr "{file} 在 {path} 处缺少“{key}”"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "{file} is nested too deeply (more than {limit} levels)"
msgstr "{file} 嵌套太深（超过 {limit} 层）"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "{file} is not valid JSON"
msgstr "{file} 不是有效的 JSON"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "{file} is too large ({size} bytes; the limit is {limit} MB)"
msgstr "{file} 太大（{size} 字节；上限是 {limit} MB）"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "{problem} (it could not be kept aside: {reason})"
msgstr "{problem}（无法另存：{reason}）"

#: Sources/Memorize/Storage/JSONFile.swift
#, python-brace-format
msgid "{problem} (kept as {copy})"
msgstr "{problem}（已另存为 {copy}）"

#: Sources/Memorize/Storage/WriterLock.swift
msgid "it is a folder"
msgstr "它是文件夹"

#: Sources/Memorize/Storage/WriterLock.swift
msgid "it is a symbolic link"
msgstr "它是符号链接"

#: Sources/Memorize/Storage/WriterLock.swift
msgid "no permission to open it"
msgstr "没有打开它的权限"

#: Sources/Memorize/Storage/WriterLock.swift
msgid "the file system does not lock files"
msgstr "文件系统不支持文件锁"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "A claim names three cards on the table."
msgstr "认领须指明桌上的三张牌。"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "At the table: {seats}"
msgstr "牌桌上：{seats}"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "At the table: {seats}; {count} watching"
msgid_plural "At the table: {seats}; {count} watching"
msgstr[0] "牌桌上：{seats}；{count} 人观战"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "Back at the table."
msgstr "已回到牌桌。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "Close the table"
msgstr "关闭牌桌"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "Close the table? Leaving closes it, and the game ends for {names}."
msgstr "要关闭牌桌吗？离开就会关闭它，{names}的这局游戏也随之结束。"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "Close the table? No game has started; leaving closes the table, and {names} cannot play at it."
msgstr "要关闭牌桌吗？游戏还没开始；离开就会关闭牌桌，{names}也就不能在这里玩了。"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "Close the table? The game is over; leaving closes the table, and {names} cannot play another game at it."
msgstr "要关闭牌桌吗？这局已经结束；离开就会关闭牌桌，{names}也就不能在这里再玩一局了。"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "Code {code}"
msgstr "桌号 {code}"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "Every seat is taken: you are watching."
msgstr "座位已满：你正在观战。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "Everyone is seated: the game starts."
msgstr "所有座位已坐满：游戏开始。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "Free seat"
msgstr "空座位"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "It is {name}'s turn."
msgstr "现在轮到{name}。"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "Join at {address}, code {code}"
msgstr "加入地址 {address}，桌号 {code}"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "Lost the table; trying again in {count} second…"
msgid_plural "Lost the table; trying again in {count} seconds…"
msgstr[0] "与牌桌断开，{count} 秒后重试…"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "Not at a shared table: the host sets up the game."
msgstr "共享牌桌不能这样做：游戏由主持人设置。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "Not connected to the table; trying again."
msgstr "未连上牌桌，正在重试。"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "Others join with the code {code}"
msgstr "其他人用桌号 {code} 加入"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "Say hello once, first; the table ignored that message."
msgstr "请先打一次招呼；牌桌忽略了这条消息。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "Someone sits there already."
msgstr "那个座位已经有人了。"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "Take seat {seat}"
msgstr "坐到第 {seat} 个座位"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "That message came twice; the table took it once."
msgstr "这条消息收到了两次；牌桌只处理了一次。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "That seat is not at this table any more: join again without it."
msgstr "这个座位已不在这张牌桌上：请不带它重新加入。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "The game is still on: a new one can start when it ends."
msgstr "游戏还在进行：结束后才能开始新游戏。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "The game is still on: you can redeal when it ends."
msgstr "游戏还在进行：结束后才能重新发牌。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "The game starts when every seat is taken."
msgstr "所有座位坐满后游戏才开始。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "The host closed the table."
msgstr "主持人关闭了牌桌。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "The table cannot be reached; stopped trying."
msgstr "连不上牌桌，已停止重试。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "The table closed the connection."
msgstr "牌桌关闭了连接。"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "The table closed the connection: {reason}"
msgstr "牌桌关闭了连接：{reason}"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "The table could not read that message; nothing changed."
msgstr "牌桌无法读取这条消息；什么也没有改变。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "The table no longer knows your seat; joining it anew."
msgstr "牌桌已不认得你的座位，重新加入。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "The table sent something this memorize cannot read; the connection is closed."
msgstr "牌桌发来了这个 memorize 读不懂的内容；连接已关闭。"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "There is no table “{code}” here: check the code."
msgstr "这里没有牌桌“{code}”：请检查桌号。"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "This table speaks protocol version {table} and your memorize speaks version {client}: use the same release on both sides."
msgstr "这张牌桌使用第 {table} 版协议，你的 memorize 使用第 {client} 版：两边请用同一个发行版。"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "Waiting for {count} more player: join with the code {code}"
msgid_plural "Waiting for {count} more players: join with the code {code}"
msgstr[0] "还在等 {count} 位玩家：用桌号 {code} 加入"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "Waiting for {count} more: code {code}"
msgid_plural "Waiting for {count} more: code {code}"
msgstr[0] "还在等 {count} 位：桌号 {code}"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "You already have a seat at this table."
msgstr "你在这张牌桌已经有座位了。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "You are watching this table: only its players play."
msgstr "你正在观战：只有牌桌上的玩家才能玩。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "You are watching this table; take a free seat to play."
msgstr "你正在观战；坐到空座位上才能玩。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "You are watching: take a free seat to play the next game."
msgstr "你正在观战：坐到空座位上就能玩下一局。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "You joined this table again from somewhere else; this connection is closed."
msgstr "你在别处重新加入了这张牌桌；这个连接已关闭。"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "You left the table; your seat is kept. Come back with: {command}"
msgstr "你离开了牌桌，座位会为你保留。回来请用：{command}"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "You left. The table could not be reached; if it is still open, come back with: {command}"
msgstr "你离开了。连不上牌桌；如果牌桌还开着，回来请用：{command}"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "You left; your seat waits for you."
msgstr "你离开了，座位为你保留。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "You stopped watching the table."
msgstr "你已停止观战。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "calls Set!, then choose three cards before the time runs out"
msgstr "喊“形色！”，然后在时间用完前选三张牌"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "cannot join the table at {address}: {reason}"
msgstr "无法加入 {address} 的牌桌：{reason}"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "claims the cards at those places are a set; the first claim the table gets wins"
msgstr "认领这几个位置的牌为一组形色；牌桌先收到的认领获胜"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "click a card or a button"
msgstr "点击牌或按钮"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "close the table (the game ends for everyone at it)"
msgstr "关闭牌桌（桌上所有人的游戏都会结束）"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "deals a new game at the same table, once this one is over"
msgstr "本局结束后，在同一张牌桌上开新游戏"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "leave the table (your seat waits for you)"
msgstr "离开牌桌（座位会为你保留）"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "leaves the table (your seat waits for you)"
msgstr "离开牌桌（座位会为你保留）"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "memorize-table has stopped, and the table with it."
msgstr "memorize-table 已停止，牌桌也随之关闭。"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "no answer in time (is the address right, and the network up?)"
msgstr "没有及时应答（地址对吗，网络通吗？）"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "no host is called “{host}”"
msgstr "没有名为“{host}”的主机"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "nothing answers there (is the table open, at that port?)"
msgstr "那里没有应答（牌桌开着吗，端口对吗？）"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "redeals at the same table, once this game is over"
msgstr "本局结束后，在同一张牌桌上重新发牌"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "something else answers there, not a table (is the port right?)"
msgstr "那里应答的是别的程序，不是牌桌（端口对吗？）"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "stop watching and leave the table"
msgstr "停止观战，离开牌桌"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "that address cannot be reached from here"
msgstr "从这里到不了那个地址"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "the table did not answer as a table should"
msgstr "对方没有像牌桌那样应答"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "the table sent something no table sends"
msgstr "牌桌发来了牌桌不会发的内容"

#: Sources/Memorize/Table/Phrases+Table.swift
msgid "the table takes no more connections now; try again later"
msgstr "牌桌现在不再接受连接，请稍后再试"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "{name} (away)"
msgstr "{name}（离开）"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "{name} is already seated: you are watching."
msgstr "{name}已经入座：你正在观战。"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "{name} restyled the game with {theme}."
msgstr "{name} 把主题换成了{theme}。"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "{name} was first, by {milliseconds} ms."
msgstr "{name}先到，快了 {milliseconds} 毫秒。"

#. Translators: the label of a countdown in a shared table's header, before the seconds
#. ("Ana's turn passes in 25 s"): the player to move is away, and their turn passes to the
#. next player when it runs out.
#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "{name}'s turn passes in"
msgstr "{name}的回合还剩"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "{name}'s turn passes in {count} second"
msgid_plural "{name}'s turn passes in {count} seconds"
msgstr[0] "{name}的回合还剩 {count} 秒"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "{reason} {key}: leave the table"
msgstr "{reason}{key}：离开牌桌"

#. Translators: who sits at the table, then what the table waits for, on one line.
#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "{seats} · {waiting}"
msgstr "{seats} · {waiting}"

#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "{theme} has too few emoji for the pairs on the table."
msgstr "{theme}的表情符号不够桌上的对数。"

#. Translators: a watcher's refusal at a shared table, after whose turn it is, where
#. that ends a sentence itself ("Computer (good) is thinking… You are watching this
#. table: only its players play.").
#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "{turn} {refusal}"
msgstr "{turn}{refusal}"

#. Translators: a watcher's refusal at a shared table, after whose turn it is, which the
#. refusal's line said before ("Ana to move. You are watching this table: only its
#. players play.").
#: Sources/Memorize/Table/Phrases+Table.swift
#, python-brace-format
msgid "{turn}. {refusal}"
msgstr "{turn}。{refusal}"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "--code needs 4 to 16 letters and digits, not “{value}”"
msgstr "--code 需要 4 到 16 个字母和数字，不能是“{value}”"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "--computer cannot sit at Matchismo: only people play it"
msgstr "--computer 不能加入扑克配对：只有人能玩"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "--computer must be perfect, good, casual or forgetful, not “{value}”"
msgstr "--computer 必须是 perfect、good、casual 或 forgetful，不能是“{value}”"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "--name names the host's seat: it needs --play"
msgstr "--name 是主持人座位的名字：需要和 --play 一起用"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "--people must be a whole number from 1 to 4, not “{value}”"
msgstr "--people 必须是 1 到 4 之间的整数，不能是“{value}”"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "--play needs the memorize program, beside memorize-table or on the PATH (install the memorize package)"
msgstr "--play 需要 memorize 程序，放在 memorize-table 旁边或 PATH 里（请安装 memorize 软件包）"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "--port must be a whole number from 0 to 65535, not “{value}”"
msgstr "--port 必须是 0 到 65535 之间的整数，不能是“{value}”"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "--turn-timeout has no use at Set: everyone plays at once, without turns"
msgstr "--turn-timeout 在形色牌里没有用：大家同时玩，没有轮次"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "--turn-timeout must be a whole number of seconds from 1 to 3600, not “{value}”"
msgstr "--turn-timeout 必须是 1 到 3600 之间的整数秒，不能是“{value}”"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "A watcher left ({count} watching)."
msgid_plural "A watcher left ({count} watching)."
msgstr[0] "一位观众离开了（{count} 人观战）。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "Adds a computer seat: perfect, good, casual or forgetful; may be repeated."
msgstr "加一个电脑座位：perfect、good、casual 或 forgetful；可以给多次。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "At Memorize and Matchismo, how long a turn waits for a player who went away, 1 to 3600 (default 30)."
msgstr "记忆翻牌和扑克配对中，轮到离开的玩家时等多少秒，1 到 3600（默认 30）。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "Closing the table…"
msgstr "正在关闭牌桌……"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "Draws no QR code of the join link."
msgstr "不画加入链接的二维码。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "How many people sit at the table, 1 to 4 (default 2)."
msgstr "牌桌上坐几位真人，1 到 4（默认 2）。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "Join with: {command}"
msgstr "加入方式：{command}"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "Listening on {address}"
msgstr "正在监听 {address}"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "Memorize's theme, by its name or id among the host's themes."
msgstr "记忆翻牌的主题：主持人主题中的名称或 id。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "Or open in a browser: {link}"
msgstr "或在浏览器中打开：{link}"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "Or scan to open {link}:"
msgstr "或扫码打开 {link}："

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "Players join with memorize --join ADDRESS:PORT --code CODE, browsers at http://ADDRESS:PORT/#code=CODE. As the table opens it prints how to join and, on a UTF-8 terminal and without --no-qr, the link's QR code; with --play the host's game screen then takes the terminal and shows how to join, without the QR code."
msgstr "玩家用 memorize --join ADDRESS:PORT --code CODE 加入，浏览器从 http://ADDRESS:PORT/#code=CODE 加入。牌桌打开时会输出加入方法，在 UTF-8 终端里（没有给 --no-qr 时）还会画出链接的二维码；用 --play 时，随后主持人的游戏画面占用终端，只显示加入方法，不显示二维码。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "Someone came to watch ({count} watching)."
msgid_plural "Someone came to watch ({count} watching)."
msgstr[0] "有人来观战了（{count} 人观战）。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "Table {code} is open: {game}."
msgstr "牌桌 {code} 已开：{game}。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "The IP address to listen on (default 0.0.0.0, every IPv4 address)."
msgstr "监听的 IP 地址（默认 0.0.0.0，即所有 IPv4 地址）。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "The TCP port, 0 to 65535 (default {port}; 0 lets the system choose)."
msgstr "TCP 端口，0 到 65535（默认 {port}；0 由系统选择）。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "The game the table plays (default set)."
msgstr "牌桌玩的游戏（默认 set）。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "The host plays at the table too, from this terminal."
msgstr "主持人也在这个终端里上桌。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "The language of this terminal and the host's screen: {languages} (default: from LANGUAGE and LANG)."
msgstr "这个终端和主持人画面的语言：{languages}（默认由 LANGUAGE 和 LANG 决定）。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "The table code, 4 to 16 letters and digits (default: a random one)."
msgstr "桌号，4 到 16 个字母和数字（默认随机生成）。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "The table is closed."
msgstr "牌桌已关闭。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "With --play the host sits at the table too, from this terminal; the table closes when they leave."
msgstr "用 --play 时主持人也在这个终端里上桌；主持人离开时牌桌关闭。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "With --play, the host's name at the table (default: their login name)."
msgstr "配合 --play 使用：主持人在牌桌上的名字（默认是登录名）。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "a table seats 1 to 4 players, one person at least, not {count}"
msgstr "一张牌桌坐 1 到 4 名玩家，至少一位真人，不能是 {count} 名"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "cannot open the table: {reason}"
msgstr "无法开桌：{reason}"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "cannot start memorize to play: {reason}"
msgstr "无法启动 memorize 来玩：{reason}"

#: Sources/Memorize/Table/Phrases+TableServe.swift
msgid "memorize-table: a shared table that players join over the network."
msgstr "memorize-table：一张共享牌桌，玩家通过网络加入。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "there is no theme “{value}”"
msgstr "没有主题“{value}”"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "{name} is back."
msgstr "{name}回来了。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "{name} left; their seat waits for them."
msgstr "{name} 离开了，座位为其保留。"

#: Sources/Memorize/Table/Phrases+TableServe.swift
#, python-brace-format
msgid "{name} sat down at seat {seat}."
msgstr "{name} 坐到了第 {seat} 个座位。"

#: Sources/Memorize/Table/Phrases+Web.swift
msgid "Connecting…"
msgstr "正在连接……"

#: Sources/Memorize/Table/Phrases+Web.swift
msgid "Connection lost. Reconnecting…"
msgstr "连接已断开，正在重新连接……"

#. Translators: the name of the language of this catalog, written in that language.
#: Sources/Memorize/Table/Phrases+Web.swift
msgid "English"
msgstr "简体中文"

#: Sources/Memorize/Table/Phrases+Web.swift
msgid "Join"
msgstr "加入"

#: Sources/Memorize/Table/Phrases+Web.swift
msgid "Language"
msgstr "语言"

#: Sources/Memorize/Table/Phrases+Web.swift
msgid "Memorize table"
msgstr "记忆翻牌牌桌"

#: Sources/Memorize/Table/Phrases+Web.swift
msgid "Table code"
msgstr "桌号"

#: Sources/Memorize/Table/Phrases+Web.swift
msgid "Theme"
msgstr "主题"

#: Sources/Memorize/Table/Phrases+Web.swift
msgid "Watch"
msgstr "观战"

#: Sources/Memorize/Table/Phrases+Web.swift
msgid "What happened"
msgstr "牌桌动态"

#: Sources/Memorize/Table/Phrases+Web.swift
msgid "Your name"
msgstr "你的名字"

#. Translators: {count} is a number of people watching the table, filled in by the page.
#: Sources/Memorize/Table/Phrases+Web.swift
#, python-brace-format
msgid "{count} watching"
msgstr "{count} 人观战"

#: Sources/Memorize/Table/Phrases+Web.swift
#, python-brace-format
msgid "{name} (you)"
msgstr "{name}（你）"

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
#, python-brace-format
msgid "Another theme is already called “{name}”."
msgstr "已有主题叫“{name}”。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
msgid "That character is too complex to show on a card."
msgstr "这个字符太复杂，无法显示在牌上。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
msgid "That theme is already back in the list."
msgstr "该主题已经回到列表中。"

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
msgid "There can be at most {count} theme: delete one to make another."
msgid_plural "There can be at most {count} themes: delete one to make another."
msgstr[0] "最多只能有 {count} 个主题：删除一个才能再建一个。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
#, python-brace-format
msgid "{codes} is not a visible character."
msgstr "{codes} 不是可见字符。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
#, python-brace-format
msgid "{count} pair is too few: this theme has emoji for {minimum} to {maximum} pairs."
msgid_plural "{count} pairs is too few: this theme has emoji for {minimum} to {maximum} pairs."
msgstr[0] "{count} 对太少了：这个主题的表情够 {minimum} 到 {maximum} 对。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
#, python-brace-format
msgid "{count} pair is too many: this theme has emoji for {minimum} to {maximum} pairs."
msgid_plural "{count} pairs is too many: this theme has emoji for {minimum} to {maximum} pairs."
msgstr[0] "{count} 对太多了：这个主题的表情够 {minimum} 到 {maximum} 对。"

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

#: Sources/Memorize/Themes/ThemeEditProblem.swift
#, python-brace-format
msgid "“{codes}” is {count} character; each card shows one."
msgid_plural "“{codes}” is {count} characters; each card shows one."
msgstr[0] "“{codes}”是 {count} 个字符；每张牌只能显示一个。"

#: Sources/Memorize/Themes/ThemeEditProblem.swift
#, python-brace-format
msgid "“{text}” is not emoji: a card shows one emoji or symbol, such as 🐶."
msgstr "“{text}”不是表情：每张牌显示一个表情或符号，例如 🐶。"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
msgid "Untitled"
msgstr "未命名"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
msgid "no usable themes were left, so the built-in themes are back"
msgstr "没有剩下可用的主题，所以恢复了内置主题"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
#, python-brace-format
msgid "theme {number} (“{name}”): dropped {count} emoji beyond the limit of {limit}"
msgid_plural "theme {number} (“{name}”): dropped {count} emoji beyond the limit of {limit}"
msgstr[0] "主题 {number}（“{name}”）：去掉了超出 {limit} 个上限的 {count} 个表情"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
#, python-brace-format
msgid "theme {number} (“{name}”): dropped {count} unusable or repeated emoji"
msgid_plural "theme {number} (“{name}”): dropped {count} unusable or repeated emoji"
msgstr[0] "主题 {number}（“{name}”）：去掉了 {count} 个无法使用或重复的表情"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
#, python-brace-format
msgid "theme {number} (“{name}”): gave it a new id (its id was empty, too long or used twice)"
msgstr "主题 {number}（“{name}”）：给了它新的标识（原标识为空、太长或重复）"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
#, python-brace-format
msgid "theme {number} (“{name}”): left out, it has fewer than {pairs} usable emoji"
msgstr "主题 {number}（“{name}”）：已略去，可用表情少于 {pairs} 个"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
#, python-brace-format
msgid "theme {number} (“{name}”): left out, it has no “{field}”"
msgstr "主题 {number}（“{name}”）：已略去，缺少“{field}”"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
#, python-brace-format
msgid "theme {number} (“{name}”): left out, it is not a theme"
msgstr "主题 {number}（“{name}”）：已略去，它不是主题"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
#, python-brace-format
msgid "theme {number} (“{name}”): left out, its “{field}” is not valid"
msgstr "主题 {number}（“{name}”）：已略去，“{field}”的值无效"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
#, python-brace-format
msgid "theme {number} (“{name}”): named it “{name}”"
msgstr "主题 {number}（“{name}”）：将它命名为“{name}”"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
#, python-brace-format
msgid "theme {number} (“{name}”): removed control characters from the name"
msgstr "主题 {number}（“{name}”）：移除了名称中的控制字符"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
#, python-brace-format
msgid "theme {number} (“{name}”): set the number of pairs to {pairs}"
msgstr "主题 {number}（“{name}”）：把对数设为 {pairs}"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
#, python-brace-format
msgid "theme {number} (“{name}”): shortened the name to {limit} characters"
msgstr "主题 {number}（“{name}”）：把名称缩短到 {limit} 个字符"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
#, python-brace-format
msgid "theme {number}: left out, it has no “{field}”"
msgstr "主题 {number}：已略去，缺少“{field}”"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
#, python-brace-format
msgid "theme {number}: left out, it is not a theme"
msgstr "主题 {number}：已略去，它不是主题"

#: Sources/Memorize/Themes/ThemeStore+Repair.swift
#, python-brace-format
msgid "theme {number}: left out, its “{field}” is not valid"
msgstr "主题 {number}：已略去，“{field}”的值无效"

#: Sources/Memorize/Themes/ThemeStore.swift
#, python-brace-format
msgid "Repaired {file} (original kept as {kept}): {changes}"
msgstr "已修复 {file}（原文件另存为 {kept}）：{changes}"

#: Sources/Memorize/Themes/ThemeStore.swift
#, python-brace-format
msgid "Repaired {file} (original kept as {kept}): {changes}; and {count} more"
msgid_plural "Repaired {file} (original kept as {kept}): {changes}; and {count} more"
msgstr[0] "已修复 {file}（原文件另存为 {kept}）：{changes}；另有 {count} 处"

#: Sources/Memorize/Themes/ThemeStore.swift
#, python-brace-format
msgid "Repaired {file}: {changes}; and {count} more; changes will not be saved"
msgid_plural "Repaired {file}: {changes}; and {count} more; changes will not be saved"
msgstr[0] "已修复 {file}：{changes}；另有 {count} 处；这些修改不会被保存"

#: Sources/Memorize/Themes/ThemeStore.swift
#, python-brace-format
msgid "Repaired {file}: {changes}; changes will not be saved"
msgstr "已修复 {file}：{changes}；这些修改不会被保存"

#: Sources/Memorize/Themes/ThemeStore.swift
#, python-brace-format
msgid "{file} was written by a newer memorize (format {version}): it is kept as it is and this one plays with the built-in themes without saving them"
msgstr "{file} 由更新版本的 memorize 写入（格式 {version}）：文件保持原样，本程序使用内置主题游戏，且不保存主题"

#. Translators: two changes made to a theme file, in the order they were made.
#: Sources/Memorize/Themes/ThemeStore.swift
#, python-brace-format
msgctxt "two changes"
msgid "{first}; {second}"
msgstr "{first}；{second}"

#: Sources/Memorize/Themes/ThemeStore.swift
#, python-brace-format
msgid "{problem}, so {file} is not saved until its format-1 original is copied"
msgstr "{problem}，因此在复制格式 1 的原文件之前不会保存 {file}"

#: Sources/Memorize/Themes/ThemeStore.swift
#, python-brace-format
msgid "{problem}; starting from the built-in themes"
msgstr "{problem}；改用内置主题"

#: Sources/Memorize/Themes/ThemeStore.swift
#, python-brace-format
msgid "{problem}; using the built-in themes, changes will not be saved"
msgstr "{problem}；改用内置主题，更改不会被保存"

#, python-brace-format
#~ msgid "--game must be memorize or set, not '{value}'"
#~ msgstr "--game 必须是 memorize 或 set，不能是“{value}”"

#, python-brace-format
#~ msgid "--players needs a different name for each seat, not '{name}' twice"
#~ msgstr "--players 需要每个座位的名字各不相同，不能两次都是“{name}”"

#, python-brace-format
#~ msgid "--players needs names separated by commas, each 1 to 20 characters, not '{value}'"
#~ msgstr "--players 需要用逗号分隔的名字，每个 1 到 20 个字符，不能是“{value}”"

#~ msgctxt "between seats"
#~ msgid "; "
#~ msgstr "；"

#~ msgctxt "hint mark"
#~ msgid "?"
#~ msgstr "*"

#~ msgid "? help"
#~ msgstr "? 帮助"

#, python-brace-format
#~ msgid "A tie: {names}, {points} each"
#~ msgstr "平局：{names}，各得 {points}"

#~ msgid "Any other key"
#~ msgstr "任意键"

#, python-brace-format
#~ msgid "At the table: {seats} ({count} watching)"
#~ msgid_plural "At the table: {seats} ({count} watching)"
#~ msgstr[0] "牌桌上：{seats}（{count}人观战）"

#~ msgid "Call Set! first, then choose three cards."
#~ msgstr "先喊“形色！”，再选三张牌。"

#~ msgid "Calling Set! is for a race of several players: alone, choose three cards."
#~ msgstr "喊“成组！”是多人比赛用的：一个人玩时，直接选三张牌。"

#, python-brace-format
#~ msgid "Card {number} is already face up."
#~ msgstr "第 {number} 张牌已经翻开。"

#, python-brace-format
#~ msgid "Card {number} is already matched."
#~ msgstr "第 {number} 张牌已经配对。"

#, python-brace-format
#~ msgid "Card {number}, face down"
#~ msgstr "第 {number} 张牌，背面朝上"

#, python-brace-format
#~ msgid "Card {number}, matched"
#~ msgstr "第 {number} 张牌，已配对"

#, python-brace-format
#~ msgid "Card {number}, {face}, chosen"
#~ msgstr "第 {number} 张牌，{face}，已选"

#, python-brace-format
#~ msgid "Card {number}, {face}, matched"
#~ msgstr "第 {number} 张牌，{face}，已配对"

#~ msgid "Chinese needs a UTF-8 locale such as zh_CN.UTF-8; the games speak English here."
#~ msgstr "中文需要 UTF-8 区域设置（例如 zh_CN.UTF-8）；这里游戏说英文。"

#, python-brace-format
#~ msgid "Choices {count}"
#~ msgstr "选择 {count}"

#~ msgid "Commands: choose N (or just N), new, board, help, quit."
#~ msgstr "命令：choose N（或只输入 N）、new、board、help、quit。"

#~ msgid "Commands: choose N (or just N), new, undo, board, help, quit."
#~ msgstr "命令：choose N（或只输入 N）、new、undo、board、help、quit。"

#, python-brace-format
#~ msgid "Deck: {count}"
#~ msgstr "牌堆：{count}"

#~ msgid "Done"
#~ msgstr "完成"

#~ msgid "Every card made a set."
#~ msgstr "每张牌都已成组。"

#, python-brace-format
#~ msgid "Every card made a set: {record}."
#~ msgstr "每张牌都已成组：{record}。"

#~ msgid "Every card turned face up prints a line Card N: CONTENT, and every command's output ends with Score: S Flips: F (Set's Score: S Choices: C; with several players, each seat's standing: Scores: NAME · P pairs · S pts, …)."
#~ msgstr "每翻开一张牌会输出一行“第 N 张牌：内容”，每条命令的输出以“得分：S 翻牌：F”结尾（形色牌为“得分：S 选牌：C”；多人游戏时为各座位的成绩“各玩家得分：名字 · P 对 · S 分、…”；英文和 C 区域设置下为 Card N: CONTENT 和 Score: S Flips: F）。"

#~ msgid "Every card turned face up prints a line Card N: CONTENT, and every command's output ends with Score: S Flips: F."
#~ msgstr "每翻开一张牌会输出一行“第 N 张牌：内容”，每条命令的输出以“得分：S 翻牌：F”结尾（英文和 C 区域设置下为 Card N: CONTENT 和 Score: S Flips: F）。"

#, python-brace-format
#~ msgid "Fastest clear: {time}"
#~ msgstr "最快清完：{time}"

#, python-brace-format
#~ msgid "Flips {count}"
#~ msgstr "翻牌 {count}"

#, python-brace-format
#~ msgid "Game over! Score: {score} Time: {time}"
#~ msgstr "游戏结束！得分：{score} 用时：{time}"

#, python-brace-format
#~ msgid "Game over! {result} in {time} — {key} for a new game"
#~ msgstr "游戏结束！{result}，用时 {time}。按 {key} 开始新游戏"

#, python-brace-format
#~ msgid "Game over! {result}. Time: {time}"
#~ msgstr "游戏结束！{result}。用时：{time}"

#~ msgid "Join the shared table at HOST:PORT (with --code), in plain lines."
#~ msgstr "以纯文本加入 HOST:PORT 上的共享牌桌（配合 --code）。"

#~ msgctxt "seconds left"
#~ msgid "Left"
#~ msgstr "剩余"

#, python-brace-format
#~ msgid "Matched {cards} for {count} point."
#~ msgid_plural "Matched {cards} for {count} points."
#~ msgstr[0] "{cards} 配对成功，得 {count} 分。"

#~ msgid "Matchismo is played alone: choose Memorize or Set to play with others."
#~ msgstr "扑克配对只能一个人玩：要和别人一起玩，请选择记忆翻牌或形色牌。"

#~ msgid "Matchismo: match 2 or 3 cards; scrub the history"
#~ msgstr "扑克配对：配 2 张或 3 张；回看历史"

#, python-brace-format
#~ msgid "New fastest clear: {time}!"
#~ msgstr "新的最快清完：{time}！"

#~ msgid "No match is possible among the cards left."
#~ msgstr "剩下的牌已无法配对。"

#, python-brace-format
#~ msgid "No set is left among the {count} card, and the deck is empty."
#~ msgid_plural "No set is left among the {count} cards, and the deck is empty."
#~ msgstr[0] "剩下的 {count} 张牌里已没有形色，牌堆也空了。"

#, python-brace-format
#~ msgid "No set is left among the {count} card, and the deck is empty: {record}."
#~ msgid_plural "No set is left among the {count} cards, and the deck is empty: {record}."
#~ msgstr[0] "剩下的 {count} 张牌里已没有形色，牌堆也空了：{record}。"

#, python-brace-format
#~ msgid "Not a set — you lose {points}"
#~ msgstr "不成形色：你扣 {points}"

#, python-brace-format
#~ msgid "Not a set — {name} loses {points}"
#~ msgstr "不成形色：{name} 扣 {points}"

#~ msgid "Not in a race: call Set! when you see one, or ask for three more cards."
#~ msgstr "抢答时不能这样：看到形色就喊“形色！”，或要求再发三张牌。"

#~ msgid "Opens a shared table that faces join with memorize --join ADDRESS:PORT --code CODE."
#~ msgstr "开一张共享牌桌，用 memorize --join ADDRESS:PORT --code CODE 加入。"

#~ msgid "Otherwise a TERM mentioning 256color gives 256 colours, and anything else 16."
#~ msgstr "否则，TERM 中含有 256color 时使用 256 色，其他情况使用 16 色。"

#~ msgid "Outline a pair you have already seen, for a point (Ctrl+H)"
#~ msgstr "标出一对你已见过的牌，扣一分（Ctrl+H）"

#~ msgid "Outline a pair you have seen (a point)"
#~ msgstr "标出一对你见过的牌（扣一分）"

#, python-brace-format
#~ msgid "Outline a pair you have seen (costs {count} point)"
#~ msgid_plural "Outline a pair you have seen (costs {count} points)"
#~ msgstr[0] "标出一对你见过的牌（扣 {count} 分）"

#, python-brace-format
#~ msgid "Player: {name}"
#~ msgstr "玩家：{name}"

#~ msgid "Press any key to close"
#~ msgstr "任意键：关闭"

#, python-brace-format
#~ msgid "Scores: {scores}"
#~ msgstr "各玩家得分：{scores}"

#~ msgid "Seat these people in turn order, names separated by commas (4 seats at most)."
#~ msgstr "按顺序安排这些人入座，名字用逗号分隔（最多 4 个座位）。"

#~ msgid "Seat these people in turn order, names separated by commas (4 seats at most); at Set they race. Matchismo has players only at a shared table."
#~ msgstr "按顺序安排这些人入座，名字用逗号分隔（最多 4 个座位）；在形色牌中，他们进行比赛。扑克配对只有在共享牌桌上才有多位玩家。"

#~ msgid "Seat these people in turn order, names separated by commas (4 seats at most); at Set, in plain mode, they race."
#~ msgstr "按顺序安排这些人入座，名字用逗号分隔（最多 4 个座位）；在形色牌的纯文本模式中，他们进行比赛。"

#~ msgid "Set: deal three more; hint"
#~ msgstr "形色牌：再发三张；提示"

#~ msgid "Tab/↑↓ field · Enter apply · ←→ pick · x remove · Esc close"
#~ msgstr "Tab/↑↓ 切换 · 回车 应用 · ←→ 选择 · x 移除 · Esc 关闭"

#~ msgid "The game is over. Type new to play again."
#~ msgstr "游戏已结束。输入 n 再玩一局。"

#, python-brace-format
#~ msgid "Tie: {names}"
#~ msgstr "平局：{names}"

#, python-brace-format
#~ msgid "Time is up for you — {points} lost"
#~ msgstr "你的时间到：扣 {points}"

#, python-brace-format
#~ msgid "Time is up for {name} — {points} lost"
#~ msgstr "{name} 时间到：扣 {points}"

#~ msgid "Type new to play again."
#~ msgstr "输入 n 再玩一局。"

#, python-brace-format
#~ msgid "Waiting for {count} more player"
#~ msgid_plural "Waiting for {count} more players"
#~ msgstr[0] "还在等{count}位玩家"

#, python-brace-format
#~ msgid "You ask for three more cards ({votes} of {needed})"
#~ msgstr "你要求再发三张牌（{votes}/{needed}）"

#~ msgid "You found a set"
#~ msgstr "你找到一组形色"

#~ msgid "a race: ask for three more cards (Shift and your key)"
#~ msgstr "比赛：要求再发三张牌（Shift 加你的键）"

#~ msgid "a race: call Set! (one key per person, seat 1 to 4)"
#~ msgstr "比赛：喊“形色！”（每人一个键，座位 1 到 4）"

#~ msgctxt "computer level"
#~ msgid "beginner"
#~ msgstr "新手"

#~ msgid "choose needs a card number, such as 'choose 3'"
#~ msgstr "choose 需要一个牌号，例如“choose 3”"

#~ msgid "choose the focused card (or open the focused theme)"
#~ msgstr "选择焦点所在的牌（或打开焦点所在的主题）"

#~ msgid "deal adds three cards; hint points at a set."
#~ msgstr "deal 再发三张牌；hint 指出一组。"

#~ msgid "deal three more"
#~ msgstr "再发三张"

#~ msgid "erase the last letter (the editor's emoji: remove it)"
#~ msgstr "删除最后一个字（编辑器的表情栏：移除该表情）"

#~ msgctxt "computer level"
#~ msgid "expert"
#~ msgstr "高手"

#~ msgid "hint: a pair you have seen, for a point"
#~ msgstr "提示：一对你见过的牌，扣一分"

#~ msgid "in the chooser: restyle the game with a theme, edit it, add one"
#~ msgstr "在主题选择中：用某个主题换图案、编辑主题、添加主题"

#, python-brace-format
#~ msgid "it is {name}'s turn"
#~ msgstr "现在轮到{name}"

#, python-brace-format
#~ msgid "left out {count} entry that was not a theme"
#~ msgid_plural "left out {count} entries that were not themes"
#~ msgstr[0] "略去了 {count} 个不是主题的条目"

#~ msgid "mode 2 or mode 3 sets how many cards make a match."
#~ msgstr "mode 2 或 mode 3 设置几张牌算一次配对。"

#~ msgid "mode must be 2 or 3"
#~ msgstr "mode 只能是 2 或 3"

#~ msgid "motion takes on or off"
#~ msgstr "motion 后面只能接 on 或 off"

#, python-brace-format
#~ msgid "name who calls: {names}"
#~ msgstr "请说明谁来喊：{names}"

#~ msgid "new game (Matchismo: redeal)"
#~ msgstr "新游戏（扑克配对：重新发牌）"

#~ msgid "outlines a pair you have seen, for a point"
#~ msgstr "标出一对你已见过的牌，扣一分"

#~ msgid "players: up to four people and computer opponents"
#~ msgstr "玩家：最多四个人和电脑对手"

#~ msgid "points at a set, for a point"
#~ msgstr "指出一组牌，扣一分"

#~ msgid "q quit"
#~ msgstr "q 退出"

#~ msgid "quit; everything is saved as you play"
#~ msgstr "退出；一切都会一边玩一边保存"

#~ msgid "shows this help and exits"
#~ msgstr "显示本帮助并退出"

#~ msgid "shuffle; hint (a pair you have seen, for a point)"
#~ msgstr "洗牌；提示（一对你见过的牌，扣一分）"

#~ msgctxt "computer level"
#~ msgid "skilled"
#~ msgstr "熟练"

#~ msgid "switch section: Memorize, Matchismo, Set, Statistics"
#~ msgstr "切换板块：记忆翻牌、扑克配对、形色牌、统计"

#~ msgid "the mode can change only before the first choice; type 'new' to redeal"
#~ msgstr "只能在第一次选牌前更改模式；输入“new”重新发牌"

#~ msgid "theme NAME switches theme; the same theme keeps the game."
#~ msgstr "theme 名称：切换主题；同一主题会保留当前游戏。"

#~ msgid "theme NAME switches theme; the same theme keeps the game. hint shows a pair you have seen; shuffle moves the cards."
#~ msgstr "theme 名称：切换主题；同一主题会保留当前游戏。hint：提示一对见过的牌；shuffle：洗牌。"

#, python-brace-format
#~ msgid "theme needs a theme's name, such as 'theme {name}'"
#~ msgstr "theme 需要一个主题名称，例如“theme {name}”"

#~ msgid "usage: memorize-table [--game memorize|matchismo|set] [--people N] [--computer LEVEL]... [--theme ID] [--listen ADDRESS] [--port N] [--code CODE] [--no-qr]"
#~ msgstr "用法：memorize-table [--game memorize|matchismo|set] [--people N] [--computer LEVEL]... [--theme ID] [--listen ADDRESS] [--port N] [--code CODE] [--no-qr]"

#~ msgid "usage: memorize-table [--game memorize|matchismo|set] [--people N] [--computer LEVEL]... [--theme ID] [--listen ADDRESS] [--port N] [--code CODE] [--turn-timeout SECONDS] [--no-qr] [--play [--name NAME]] [--language LANG]"
#~ msgstr "用法：memorize-table [--game memorize|matchismo|set] [--people N] [--computer LEVEL]... [--theme ID] [--listen ADDRESS] [--port N] [--code CODE] [--turn-timeout SECONDS] [--no-qr] [--play [--name NAME]] [--language LANG]"

#~ msgid "usage: memorize-table [--game memorize|matchismo|set] [--people N] [--computer LEVEL]... [--theme ID] [--listen ADDRESS] [--port N] [--code CODE] [--turn-timeout SECONDS] [--no-qr] [--play]"
#~ msgstr "用法：memorize-table [--game memorize|matchismo|set] [--people N] [--computer LEVEL]... [--theme ID] [--listen ADDRESS] [--port N] [--code CODE] [--turn-timeout SECONDS] [--no-qr] [--play]"

#~ msgid "usage: memorize-table [--game memorize|set] [--people N] [--computer LEVEL]... [--theme ID] [--listen ADDRESS] [--port N] [--code CODE]"
#~ msgstr "用法：memorize-table [--game memorize|set] [--people N] [--computer LEVEL]... [--theme ID] [--listen ADDRESS] [--port N] [--code CODE]"

#~ msgid "usage: memorize-table [--game memorize|set] [--people N] [--computer LEVEL]... [--theme ID] [--listen ADDRESS] [--port N] [--code CODE] [--no-qr]"
#~ msgstr "用法：memorize-table [--game memorize|set] [--people N] [--computer LEVEL]... [--theme ID] [--listen ADDRESS] [--port N] [--code CODE] [--no-qr]"

#, python-brace-format
#~ msgid "{cards} don't match! {penalty} point penalty!"
#~ msgstr "{cards} 不配对！扣 {penalty} 分！"

#, python-brace-format
#~ msgid "{cards} don't match! {points} for a mismatch"
#~ msgstr "{cards} 不配对！{points} 分"

#, python-brace-format
#~ msgid "{file} is from a newer version of memorize (format {version})"
#~ msgstr "{file} 来自更新版本的 memorize（格式 {version}）"

#, python-brace-format
#~ msgid "{flag} is only for --game memorize or set"
#~ msgstr "{flag} 只能用于 --game memorize 或 set"

#, python-brace-format
#~ msgid "{flag} is only for --game memorize or set: Matchismo has players only at a shared table (--join)"
#~ msgstr "{flag} 只能用于 --game memorize 或 set：扑克配对只有在共享牌桌上（--join）才有多位玩家"

#, python-brace-format
#~ msgid "{flag} is only for --game memorize or set: Matchismo with players is played at a shared table (memorize-table --game matchismo --people N, then {program} --join HOST:PORT --code CODE)"
#~ msgstr "{flag} 只能用于 --game memorize 或 set：多人扑克配对要在共享牌桌上玩（先 memorize-table --game matchismo --people N，再 {program} --join HOST:PORT --code CODE）"

#, python-brace-format
#~ msgid "{flag} is only for --game memorize, or set with --plain"
#~ msgstr "{flag} 只能用于 --game memorize，或与 --plain 一起用于 set"

#, python-brace-format
#~ msgid "{found}: {cards}"
#~ msgstr "{found}：{cards}"

#, python-brace-format
#~ msgid "{match} for a match; {seen} for each mismatched card turned up again"
#~ msgstr "配对成功 {match} 分；未配对时，每张再次翻开的牌 {seen} 分"

#, python-brace-format
#~ msgid "{name} asks for three more cards ({votes} of {needed})"
#~ msgstr "{name} 要求再发三张牌（{votes}/{needed}）"

#, python-brace-format
#~ msgid "{name} found a set"
#~ msgstr "{name} 找到一组形色"

#, python-brace-format
#~ msgid "{name} {score}"
#~ msgstr "{name} {score}"

#, python-brace-format
#~ msgid "{pairs}·({points})"
#~ msgstr "{pairs}·({points})"

#, python-brace-format
#~ msgid "{points} for a card seen before"
#~ msgid_plural "{points} for {count} cards seen before"
#~ msgstr[0] "{count} 张见过的牌 {points} 分"

#, python-brace-format
#~ msgid "{points}: seen before"
#~ msgstr "见过的牌 {points} 分"

#, python-brace-format
#~ msgid "{problem}; see memorize --list-themes"
#~ msgstr "{problem}；参见 memorize --list-themes"

#, python-brace-format
#~ msgid "{tally}; {sets}, {seconds} per set"
#~ msgstr "{tally}；{sets}，每组 {seconds}"

#~ msgid "↑↓ seat · type a name · ←→ person/computer · Del remove · Esc close"
#~ msgstr "↑↓ 座位 · 输入名字 · ←→ 真人/电脑 · Del 移除 · Esc 关闭"

"""##,
  ]
}
