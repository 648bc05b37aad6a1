import Foundation
import Testing

extension WindowTests {
  /// A play-tester running `GTK_THEME=Adwaita:dark memorize-gtk` saw the ending's star drawn
  /// at 16 px, where the light style draws it large (issue 45). While GTK_THEME is set,
  /// libadwaita leaves its own style sheet out, for the user's theme; the star's size came
  /// from that sheet's rule for a status page's icon, and without it GTK drew the image at its
  /// default 16 px.
  @Suite("The ending's star in every style")
  struct EndingStar {
    /// How the window is asked to be light or dark.
    enum Style: String, CaseIterable, CustomTestStringConvertible {
      /// Nothing asks: libadwaita's light style.
      case light
      /// The desktop prefers dark (what GNOME Settings' "Dark" writes): libadwaita's style
      /// manager turns dark, its style sheet loaded.
      case darkDesktop
      /// `GTK_THEME=Adwaita:dark`: GTK's own dark theme, libadwaita's style sheet left out.
      case gtkThemeDark
      /// `GTK_THEME=Adwaita`: GTK's own light theme, libadwaita's style sheet left out.
      case gtkThemeLight

      var testDescription: String { rawValue }

      /// The environment the window starts with, settings written under `home`.
      func environment(home: URL) throws -> [String: String] {
        switch self {
        case .light: return [:]
        case .darkDesktop:
          let settings = home.appendingPathComponent("config/glib-2.0/settings")
          try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
          try Data("[org/gnome/desktop/interface]\ncolor-scheme='prefer-dark'\n".utf8).write(
            to: settings.appendingPathComponent("keyfile"))
          return ["GSETTINGS_BACKEND": "keyfile"]
        case .gtkThemeDark: return ["GTK_THEME": "Adwaita:dark"]
        case .gtkThemeLight: return ["GTK_THEME": "Adwaita"]
        }
      }

      /// Whether the window draws in its dark colours.
      var isDark: Bool { self == .darkDesktop || self == .gtkThemeDark }

      /// The star's gold in this style (`Palette.star`).
      var gold: Screenshot.Color {
        isDark ? Screenshot.Color(hex: 0xF5C211) : Screenshot.Color(hex: 0xB07800)
      }
    }

    /// The star is 128 px tall in every style, and the gold drawn in it spans most of that
    /// height (at 16 px it spanned 14 rows).
    @Test(arguments: Style.allCases)
    func theStarIs128PixelsTall(in style: Style) throws {
      let (home, _) = try matchismoHome(matches: nil)
      let app = try RunningApp([], home: home, environment: try style.environment(home: home))
      let shown = try app.layout {
        $0.section == "matchismo" && $0.matchismoEnding != nil && $0.endingStar != nil
          && $0.isSettled
      }
      let image = try #require(shown.endingStar)
      #expect(image.height == 128, "the star's image: \(image)")
      // The image spans the page's width; the icon is the square in its middle.
      let onScreen = image.offset(by: try app.windowOrigin())
      let side = min(onScreen.width, onScreen.height)
      let square = LayoutReport.Rect(
        x: onScreen.midX - side / 2, y: onScreen.midY - side / 2, width: side, height: side)
      var rows = 0
      #expect(
        try app.screenUntil { shot in
          rows = Self.goldRows(style.gold, in: square, of: shot)
          return rows >= 100
        }, "gold on \(rows) rows of \(square)")
    }

    /// How many rows of `rect` hold a pixel close to `gold`, from the first to the last.
    static func goldRows(_ gold: Screenshot.Color, in rect: LayoutReport.Rect, of shot: Screenshot)
      -> Int
    {
      let rows = (max(0, rect.y)..<min(shot.height, rect.y + rect.height)).filter { y in
        (max(0, rect.x)..<min(shot.width, rect.x + rect.width)).contains { x in
          shot.color(x: x, y: y).isClose(to: gold)
        }
      }
      guard let first = rows.first, let last = rows.last else { return 0 }
      return last - first + 1
    }
  }
}
