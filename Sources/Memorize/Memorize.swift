/// View models for every front end: see `EmojiMemoryGame`, `ThemeStore` and `AppState`.
import CardGames
