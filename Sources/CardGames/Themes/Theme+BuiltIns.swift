extension Theme {
  /// The themes every player starts with. Halloween, the lecture's default, comes first.
  ///
  /// Every emoji here is one scalar with emoji presentation (no variation selector, no joiner), so
  /// terminals agree it is two columns wide.
  public static let builtIns: [Theme] = [
    line("halloween", "Halloween", "👻🎃🦇🧛🍬🍭💀🧙😈🙀🧟🍫", 8, (0xF2, 0x8C, 0x28)),
    line("sports", "Sports", "🏀🏈🎾🏐🏉🎱🏓🏸🥊🏒🏏🎳", 8, (0x2E, 0x7D, 0xD7)),
    line("animals", "Animals", "🐶🐱🐭🐹🐰🦊🐻🐼🐨🐯🦁🐮🐷🐸🐵🐧", 10, (0x9C, 0x6B, 0x3E)),
    line("faces", "Faces", "😀😃😄😁😆😅😂🤣😊😇🙂🙃😉😌😍😎", 6, (0xF5, 0xC5, 0x18)),
    line("food", "Food", "🍏🍎🍐🍊🍋🍌🍉🍇🍓🍈🍒🍑🍍🥝🥥🍅", 12, (0xD9, 0x3A, 0x3A)),
    line("vehicles", "Vehicles", "🚗🚕🚙🚌🚎🚓🚑🚒🚐🚚🚛🚜🚲🛵🚀🚁", 8, (0x7A, 0x86, 0x94)),
    line("space", "Space", "🌍🌎🌏🌕🌑🌙🌟🌠🚀🛸👽🌌", 6, (0x6A, 0x4C, 0xC9)),
    line("plants", "Plants", "🌵🎄🌲🌳🌴🌱🌿🍀🍃🍂🍁🍄🌾🌷🌹🌻", 12, (0x3A, 0xA6, 0x4B)),
    line("music", "Music", "🎹🥁🎷🎺🎸🎻🎤🎧🎼🎵🎶📯", 10, (0xE0, 0x5C, 0xA8)),
  ]

  /// The theme a first game uses.
  public static var halloween: Theme { builtIns[0] }

  private static func line(
    _ id: String, _ name: String, _ emoji: String, _ pairs: Int,
    _ rgb: (UInt8, UInt8, UInt8)
  ) -> Theme {
    Theme(
      id: id, name: name, emoji: emoji.map(String.init), pairs: .fixed(pairs),
      color: RGBAColor(red8: rgb.0, green8: rgb.1, blue8: rgb.2))
  }
}
