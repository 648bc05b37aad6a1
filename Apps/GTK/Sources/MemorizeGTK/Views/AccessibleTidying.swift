import CGtk
import Memorize

/// What a screen reader finds in the parts of the window GTK and libadwaita build themselves
/// (the section switcher's buttons, the header's squeezers, the leaflet, the scroll bars, a
/// drop-down's insides): GTK 4.8 names a widget that has no name by its type ("AdwSqueezer",
/// "GtkStackPage", "GtkImage"), and a switcher button holds two copies of its icon and title
/// under it.
@MainActor
enum AccessibleTidying {
  /// Goes through `root` and everything in it: a switcher button's insides are hidden (the tab
  /// already says its title), scroll bars are hidden (the pane scrolls with the keyboard's
  /// focus), an unnamed picture is hidden, a stack page with no title and a container that only
  /// lays out (an icon drawn by GTK too) keep no name.
  static func tidy(_ root: Widget) {
    var widget = gtk_widget_get_first_child(root)
    while let child = widget {
      tidyOne(child)
      widget = gtk_widget_get_next_sibling(child)
    }
  }

  private static func tidyOne(_ widget: Widget) {
    let type = String(cString: g_type_name(memorize_widget_type(widget)))
    if Widgets.isA(widget, gtk_stack_get_type()) {
      // A page with no title (a drop-down's chosen item and its placeholder) keeps no name.
      var child = gtk_widget_get_first_child(widget)
      while let page = child {
        if let stackPage = gtk_stack_get_page(cast(widget), page),
          gtk_stack_page_get_title(stackPage) == nil
        {
          memorize_set_accessible_label_of(UnsafeMutableRawPointer(stackPage), "")
        }
        child = gtk_widget_get_next_sibling(page)
      }
    }
    switch type {
    case "AdwViewSwitcherButton":
      var child = gtk_widget_get_first_child(widget)
      while let inside = child {
        memorize_set_accessible_hidden(inside, 1)
        child = gtk_widget_get_next_sibling(inside)
      }
      return
    case "AdwViewSwitcher":
      memorize_set_accessible_label(widget, WindowLabels.sections)
    case "AdwSqueezer":
      // A squeezer shows one of its children (New Game in words or as an icon; the sections or
      // the window's title) and leaves the others in the tree: a screen reader found two New
      // Game buttons and two lists of sections.
      memorize_set_accessible_label(widget, "")
      hideAllButShown(of: widget)
      onNotify(widget, property: "visible-child") { hideAllButShown(of: widget) }
    case "AdwViewSwitcherBar":
      // The sections at the foot, while the header shows them: not revealed, but in the tree.
      hideUnlessRevealed(widget)
      onNotify(widget, property: "reveal") { hideUnlessRevealed(widget) }
    case "GtkScrollbar", "GtkImage":
      memorize_set_accessible_hidden(widget, 1)
      return
    default:
      // A layout container of GTK's or libadwaita's own, named by its type when nobody named
      // it: an empty name, as GTK's own boxes have.
      let role = gtk_accessible_get_accessible_role(cast(widget))
      if role == GTK_ACCESSIBLE_ROLE_GENERIC || role == GTK_ACCESSIBLE_ROLE_WIDGET,
        type.hasPrefix("Gtk") || type.hasPrefix("Adw")
      {
        memorize_set_accessible_label(widget, "")
      }
    }
    tidy(widget)
  }

  private static func hideUnlessRevealed(_ bar: Widget) {
    let isRevealed = adw_view_switcher_bar_get_reveal(cast(bar)) != 0
    memorize_set_accessible_hidden(bar, isRevealed ? 0 : 1)
  }

  private static func hideAllButShown(of squeezer: Widget) {
    let shown = adw_squeezer_get_visible_child(cast(squeezer))
    var child = gtk_widget_get_first_child(squeezer)
    while let inside = child {
      memorize_set_accessible_hidden(inside, inside == shown ? 0 : 1)
      child = gtk_widget_get_next_sibling(inside)
    }
  }
}
