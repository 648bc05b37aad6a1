import Memorize
import TableServer

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The browser face: a page, its style and its script, served by the table itself, that joins
/// the table over the same WebSocket and protocol as every other face.
///
/// The three files beside this one are compiled into the program (`embedInCode`), so a table
/// serves them with nothing installed beside it. The page holds no game knowledge: it draws the
/// views the table sends and sends intents back. Its own few words (the form, the connection
/// line) come from the catalog too, as `/words.json`, made when the table starts.
public enum WebFace {
  /// The policy every response carries: the page's own script, style and connection, nothing
  /// inline and nothing from elsewhere (`connect-src 'self'` takes the WebSocket to the same
  /// host and port); images only from the page or `data:`.
  public static let contentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    + "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

  /// The page's files by path: `/` (the page), `/app.js`, `/style.css` and `/words.json`.
  public static var resources: [String: StaticResource] {
    [
      "/": StaticResource(
        contentType: "text/html; charset=utf-8", bytes: PackageResources.index_html),
      "/app.js": StaticResource(
        contentType: "text/javascript; charset=utf-8", bytes: PackageResources.app_js),
      "/style.css": StaticResource(
        contentType: "text/css; charset=utf-8", bytes: PackageResources.style_css),
      "/words.json": StaticResource(
        contentType: "application/json; charset=utf-8", text: wordsJSON),
    ]
  }

  /// The page's words in every language a player may choose, by locale name (`en`, `zh_CN`),
  /// each by the key the script looks it up with.
  public static var words: [String: [String: String]] {
    Dictionary(
      uniqueKeysWithValues: Language.playable.map { language in
        (language.rawValue, Localization.withLanguage(language) { Phrases.Table.Web.words })
      })
  }

  /// ``words`` as JSON with sorted keys.
  public static var wordsJSON: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(words) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// `configuration` serving the page: its files, its policy, and WebSocket upgrades from pages
  /// of this host and port only.
  public static func serve(in configuration: inout ServerConfiguration) {
    configuration.resources.merge(resources) { _, page in page }
    configuration.contentSecurityPolicy = contentSecurityPolicy
    configuration.requiresSameOrigin = true
  }
}
