// Shims for the parts of GTK 4 that Swift cannot call directly: variadic functions and macros.
#ifndef MEMORIZE_CGTK_SHIM_H
#define MEMORIZE_CGTK_SHIM_H

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

/// The `PANGO_SCALE` macro as a value.
static inline int memorize_pango_scale(void) { return PANGO_SCALE; }

#endif
