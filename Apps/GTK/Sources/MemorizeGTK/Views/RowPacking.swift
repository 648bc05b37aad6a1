import CGtk

/// Whether a page's rows stand closer together (``MemorizePage/packedMargin`` rather than
/// ``MemorizePage/margin``): where the window is shorter than ``MemorizePage/shortWindowHeight``
/// and seats or people's buttons take a row of their own. Memorize's and Set's pages pack
/// alike; each says which of its rows move.
@MainActor final class RowPacking {
  /// Whether the rows stand closer now.
  private(set) var isPacked = false

  /// Whether `widget`'s window is short enough to pack rows in; `nil` before it is in one.
  static func isShortWindow(of widget: Widget) -> Bool? {
    gtk_widget_get_root(widget).map {
      gtk_widget_get_height(cast($0)) < MemorizePage.shortWindowHeight
    }
  }

  /// Packs the rows (or spaces them again) when `packed` differs from now: `apply` gets the
  /// margin to set and whether they are packed. Not during allocation, where a margin changing
  /// the rows' sizes would be lost: at the next idle, if still wanted.
  func choose(_ packed: Bool, apply: @escaping @MainActor (_ margin: Int32, _ packed: Bool) -> Void)
  {
    guard packed != isPacked else { return }
    MainLoop.idle { [weak self] in
      guard let self, packed != isPacked else { return }
      isPacked = packed
      apply(packed ? MemorizePage.packedMargin : MemorizePage.margin, packed)
    }
  }
}
