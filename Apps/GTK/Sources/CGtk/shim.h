// Shims for the parts of GTK 4 and libadwaita that Swift cannot call directly: variadic functions
// and macros.
#ifndef MEMORIZE_CGTK_SHIM_H
#define MEMORIZE_CGTK_SHIM_H

#include <adwaita.h>
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <pango/pangocairo.h>

/// Sets the name a screen reader reads for `widget` (gtk_accessible_update_property is variadic).
static inline void memorize_set_accessible_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// Sets the longer description a screen reader offers for `widget`.
static inline void memorize_set_accessible_description(GtkWidget *widget, const char *text) {
  gtk_accessible_update_property(
      GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/// Marks a toggle-like widget as pressed or not for assistive technologies.
static inline void memorize_set_accessible_pressed(GtkWidget *widget, gboolean pressed) {
  gtk_accessible_update_state(
      GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_PRESSED,
      pressed ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}

/// Binds `source`'s boolean `source_property` to `target`'s `target_property`, both ways in sync
/// from the start (g_object_bind_property takes flags the importer cannot see as an enum).
static inline void memorize_bind_property(
    gpointer source, const char *source_property, gpointer target, const char *target_property) {
  g_object_bind_property(source, source_property, target, target_property, G_BINDING_SYNC_CREATE);
}

/// Sets the one accelerator of an application action (the call takes a NULL-terminated array).
static inline void memorize_set_accels(GtkApplication *app, const char *action, const char *first,
                                       const char *second) {
  const char *accels[] = {first, second, NULL};
  gtk_application_set_accels_for_action(app, action, accels);
}

/// Closes `window` on Escape and Ctrl+W, as every GNOME dialog does.
static inline void memorize_close_on_escape(GtkWidget *window) {
  GtkEventController *controller = gtk_shortcut_controller_new();
  gtk_shortcut_controller_add_shortcut(
      GTK_SHORTCUT_CONTROLLER(controller),
      gtk_shortcut_new(gtk_shortcut_trigger_parse_string("Escape|<Control>w"),
                       gtk_named_action_new("window.close")));
  gtk_widget_add_controller(window, controller);
}

/// The `PANGO_SCALE` macro as a value.
static inline int memorize_pango_scale(void) { return PANGO_SCALE; }

#endif
