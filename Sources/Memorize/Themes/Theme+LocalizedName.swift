import CardGames

extension Theme {
  /// The theme's name in the player's language: a built-in theme's name is translated; a name
  /// the player chose (or changed) is theirs and stays as written.
  public var localizedName: String {
    guard let builtIn = Theme.builtIns.first(where: { $0.id == id }), builtIn.name == name else {
      return name
    }
    switch id {
    case "halloween": return localizedInContext("theme", "Halloween")
    case "sports": return localizedInContext("theme", "Sports")
    case "animals": return localizedInContext("theme", "Animals")
    case "faces": return localizedInContext("theme", "Faces")
    case "food": return localizedInContext("theme", "Food")
    case "vehicles": return localizedInContext("theme", "Vehicles")
    case "space": return localizedInContext("theme", "Space")
    case "plants": return localizedInContext("theme", "Plants")
    case "music": return localizedInContext("theme", "Music")
    default: return name
    }
  }
}
