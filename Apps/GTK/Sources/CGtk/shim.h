// Shims for the parts of GTK 4 and libadwaita that Swift cannot call directly: variadic functions
// and macros.
#ifndef MEMORIZE_CGTK_SHIM_H
#define MEMORIZE_CGTK_SHIM_H

#include <adwaita.h>
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <pango/pangocairo.h>
#include <epoxy/gl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

/// Sets the name a screen reader reads for `widget` (gtk_accessible_update_property is variadic).
static inline void memorize_set_accessible_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// Sets the name a screen reader reads for `accessible`, an accessible object that is no widget (a
/// stack's page).
static inline void memorize_set_accessible_label_of(gpointer accessible, const char *label) {
  gtk_accessible_update_property(
      GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
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

/// A label with the accessible role `role`: presentation for text that a named parent already
/// says; such a label is never in the accessibility tree, so its changes are never announced.
static inline GtkWidget *memorize_label_with_role(GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "accessible-role", role, NULL));
}

/// Hides `widget` and everything in it from assistive technologies, or shows it again.
static inline void memorize_set_accessible_hidden(GtkWidget *widget, gboolean hidden) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/// The GType of `widget` (G_OBJECT_TYPE is a macro).
static inline GType memorize_widget_type(GtkWidget *widget) { return G_OBJECT_TYPE(widget); }

/// A box with the accessible role `role` (the role is fixed when a widget is made).
static inline GtkWidget *memorize_box_with_role(GtkOrientation orientation,
                                                GtkAccessibleRole role) {
  return GTK_WIDGET(
      g_object_new(GTK_TYPE_BOX, "orientation", orientation, "accessible-role", role, NULL));
}

/// A drawing area with the accessible role `role`: presentation for a drawing that only
/// decorates what its parent already says (a card's picture inside its button, a colour swatch),
/// so screen readers do not step through an empty "filler"; an image for a picture with a name.
static inline GtkWidget *memorize_drawing_area_with_role(GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL));
}

/// An overlay with the accessible role `role` (GtkOverlay's own is a generic "filler").
static inline GtkWidget *memorize_overlay_with_role(GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_OVERLAY, "accessible-role", role, NULL));
}

/// A read-only, wrapping, unfocusable text view with the accessible role of a status: GTK 4.8
/// reports every change of a text view's buffer to screen readers as text-changed events, which
/// it does not do for labels.
static inline GtkWidget *memorize_status_view(void) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_TEXT_VIEW, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS,
                                 "editable", FALSE, "cursor-visible", FALSE, "focusable", FALSE,
                                 "wrap-mode", GTK_WRAP_WORD_CHAR, NULL));
}

/// Where a cell sits in a grid, counted from 1, for assistive technologies.
static inline void memorize_set_accessible_cell(GtkWidget *widget, int row, int column) {
  gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_ROW_INDEX, row,
                                 GTK_ACCESSIBLE_RELATION_COL_INDEX, column, -1);
}

/// How many rows and columns a grid has, for assistive technologies.
static inline void memorize_set_accessible_grid_size(GtkWidget *widget, int rows, int columns) {
  gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_ROW_COUNT, rows,
                                 GTK_ACCESSIBLE_RELATION_COL_COUNT, columns, -1);
}

/// Sets GTK's theme name for the whole application, as libadwaita does when it starts
/// (g_object_set is variadic).
static inline void memorize_set_gtk_theme_name(const char *name) {
  g_object_set(gtk_settings_get_default(), "gtk-theme-name", name, NULL);
}

/// Chooses how GTK draws, before the first window is realized (GTK reads `GSK_RENDERER` then): its
/// default OpenGL renderer where OpenGL runs on a GPU, Cairo where it runs on the CPU (Mesa's
/// llvmpipe or softpipe: Xvfb, a virtual machine, a machine without a GPU driver). Software
/// OpenGL repaints the whole window for every change, a second's tick of a clock included, and
/// takes longer to start; Cairo repaints only what changed. A `GSK_RENDERER` the user set is left
/// alone. Returns the OpenGL renderer's name when it chose Cairo for it (free it), else NULL.
/// memorize-gtk and the bare window it is measured against both call it (BENCHMARKS.md).
static inline char *memorize_choose_renderer(void) {
  if (g_getenv("GSK_RENDERER") != NULL) return NULL;
  GdkDisplay *display = gdk_display_get_default();
  if (display == NULL) return NULL;
  // GDK has set up OpenGL already on X11 (it picks its visual with it), so this is cheap there.
  GdkGLContext *context = gdk_display_create_gl_context(display, NULL);
  if (context == NULL) return NULL;  // no OpenGL: GTK draws with Cairo anyway
  char *software = NULL;
  if (gdk_gl_context_realize(context, NULL)) {
    gdk_gl_context_make_current(context);
    const char *name = (const char *)glGetString(GL_RENDERER);
    if (name != NULL && (strstr(name, "llvmpipe") != NULL || strstr(name, "softpipe") != NULL ||
                         strstr(name, "Software Rasterizer") != NULL)) {
      software = g_strdup(name);
    }
    gdk_gl_context_clear_current();
  }
  g_object_unref(context);
  if (software != NULL) g_setenv("GSK_RENDERER", "cairo", TRUE);
  return software;
}

/// The name of the renderer GTK draws `widget`'s window with ("GskCairoRenderer", say).
static inline const char *memorize_renderer_name(GtkWidget *widget) {
  GtkNative *native = gtk_widget_get_native(widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer(native) : NULL;
  return renderer != NULL ? G_OBJECT_TYPE_NAME(renderer) : "none";
}

/// The `PANGO_SCALE` macro as a value.
static inline int memorize_pango_scale(void) { return PANGO_SCALE; }

/// Ends the process by `signal` with its default action, so the parent sees the honest cause (a
/// shell reports 128 + `signal`): once the window has closed and saved after that signal. GLib's
/// handler is replaced first; exits with 128 + `signal` if the signal somehow does not kill.
static inline void memorize_die_by_signal(int signal_number) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  sigaction(signal_number, &action, NULL);
  sigset_t unblock;
  sigemptyset(&unblock);
  sigaddset(&unblock, signal_number);
  pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
  raise(signal_number);
  _exit(128 + signal_number);
}

#endif
