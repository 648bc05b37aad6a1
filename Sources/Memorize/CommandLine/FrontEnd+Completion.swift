extension FrontEnd {
  /// The shell completion script for `shell`, made from the flag table: flags, game names,
  /// computer levels, and theme names asked of the program itself (`--list-theme-names`), so the
  /// player's own themes complete too.
  public func completionScript(for shell: Shell) -> String {
    switch shell {
    case .bash: bashCompletion
    case .zsh: zshCompletion
    case .fish: fishCompletion
    }
  }

  /// A name usable in a shell function: `memorize_gtk`.
  private var functionName: String { programName.replacingDashes() }

  private func header(_ shell: Shell) -> String {
    "# \(shell.rawValue) completion for \(programName); generated from its flag table by "
      + "`\(programName) --completion \(shell.rawValue)`."
  }

  private var bashCompletion: String {
    let function = "_\(functionName)"
    var lines = [
      header(.bash),
      "\(function)() {",
      "  local cur=${COMP_WORDS[COMP_CWORD]} prev= lead= word",
      "  ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}",
      "  # --flag=value: one word, or three when COMP_WORDBREAKS splits at '='.",
      "  if [[ $cur == --*=* ]]; then",
      "    prev=${cur%%=*} lead=${cur%%=*}= cur=${cur#*=}",
      "  elif [[ $cur == = ]]; then",
      "    cur=",
      "  elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then",
      "    prev=${COMP_WORDS[COMP_CWORD - 2]}",
      "  fi",
      "  local -a words=()",
      "  case $prev in",
    ]
    for flag in flags where flag.takesValue {
      let names = [flag.name, flag.shortName].compactMap(\.self).joined(separator: "|")
      switch flag.value {
      case .choice(let choices):
        lines.append("    \(names)) words=(\(choices.joined(separator: " "))) ;;")
      case .themeName:
        lines.append("    \(names))")
        lines.append("      while IFS= read -r word; do words+=(\"$word\"); done \\")
        lines.append("        < <(\"${COMP_WORDS[0]}\" --list-theme-names 2>/dev/null) ;;")
      case .number, .text, .none:
        lines.append("    \(names)) COMPREPLY=(); return 0 ;;")
      }
    }
    let allNames = flags.flatMap { [$0.name] + [$0.shortName].compactMap(\.self) }
    lines += [
      "    *) words=(\(allNames.joined(separator: " "))) ;;",
      "  esac",
      "  COMPREPLY=()",
      "  for word in \"${words[@]}\"; do",
      "    [[ $word == \"$cur\"* ]] && COMPREPLY+=(\"$lead$(printf '%q' \"$word\")\")",
      "  done",
      "  return 0",
      "}",
      "complete -F \(function) \(programName)",
    ]
    return lines.joined(separator: "\n")
  }

  private var zshCompletion: String {
    let function = "_\(functionName)"
    var lines = [
      "#compdef \(programName)",
      header(.zsh),
      "\(function)_themes() {",
      "  local -a names",
      "  names=(${(f)\"$(${words[1]} --list-theme-names 2>/dev/null)\"})",
      "  compadd -a names",
      "}",
      "\(function)() {",
      "  _arguments -s -S \\",
    ]
    for flag in flags {
      let help = "[\(flag.summary.zshBracketEscaped)]"
      let value: String
      switch flag.value {
      case .none: value = ""
      case .choice(let choices):
        value = ":\(flag.placeholder ?? "value"):(\(choices.joined(separator: " ")))"
      case .themeName: value = ":\(flag.placeholder ?? "theme"):\(function)_themes"
      case .number, .text: value = ":\(flag.placeholder ?? "value"): "
      }
      let equals = flag.takesValue ? "=" : ""
      if let short = flag.shortName {
        lines.append("    '(\(short) \(flag.name))'{\(short),\(flag.name)}'\(help)\(value)' \\")
      } else {
        lines.append("    '\(flag.name)\(equals)\(help)\(value)' \\")
      }
    }
    if let last = lines.popLast() { lines.append(String(last.dropLast(2))) }
    lines += ["}", "\(function) \"$@\""]
    return lines.joined(separator: "\n")
  }

  private var fishCompletion: String {
    var lines = [header(.fish), "complete -c \(programName) -f"]
    for flag in flags {
      var line = "complete -c \(programName)"
      if let short = flag.shortName { line += " -s \(short.dropFirst())" }
      line += " -l \(flag.name.dropFirst(2))"
      // The values go on a line of their own, before the flag's description: fish would show the
      // flag's description beside every value otherwise.
      switch flag.value {
      case .none: break
      case .choice(let choices): lines.append(line + " -x -a '\(choices.joined(separator: " "))'")
      case .themeName:
        lines.append(line + " -x -a '(\(programName) --list-theme-names 2>/dev/null)'")
      case .number, .text: break
      }
      if flag.takesValue { line += " -x" }
      lines.append(line + " -d '\(flag.summary.fishQuoted)'")
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func replacingDashes() -> String {
    String(map { $0 == "-" ? "_" : $0 })
  }

  /// Safe inside `'[...]'` of a zsh `_arguments` spec: no quote, no closing bracket.
  fileprivate var zshBracketEscaped: String {
    var text = ""
    for character in self {
      switch character {
      case "'": text += "'\\''"
      case "]": text += "\\]"
      case "[": text += "\\["
      default: text.append(character)
      }
    }
    return text
  }

  /// Safe inside fish single quotes.
  fileprivate var fishQuoted: String {
    var text = ""
    for character in self {
      switch character {
      case "'": text += "\\'"
      case "\\": text += "\\\\"
      default: text.append(character)
      }
    }
    return text
  }
}
