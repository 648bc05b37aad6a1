// Shims for the parts of libsoup 3, GIO and GObject that Swift cannot call directly: variadic
// functions, macros, and a property that only newer libsoup releases have.
#ifndef MEMORIZE_CSOUP_SHIM_H
#define MEMORIZE_CSOUP_SHIM_H

#include <libsoup/soup.h>
#include <gio/gio.h>
#include <glib.h>

/// A server with no properties set (soup_server_new is variadic).
static inline SoupServer *memorize_soup_server_new(void) {
  return SOUP_SERVER(g_object_new(SOUP_TYPE_SERVER, NULL));
}

/// Disconnects every signal handler of `instance` whose user data is `data`
/// (g_signal_handlers_disconnect_by_data is a macro).
static inline guint memorize_signal_handlers_disconnect_by_data(gpointer instance, gpointer data) {
  return g_signal_handlers_disconnect_matched(instance, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL,
                                              data);
}

/// Bounds the size of a whole (possibly fragmented) incoming message where libsoup can: the
/// `max-total-message-size` property arrived in libsoup 3.5 (Debian 12 has 3.2, which bounds
/// each frame only). Returns whether the bound was set.
static inline gboolean memorize_websocket_set_max_total_message_size(
    SoupWebsocketConnection *connection, guint64 size) {
  if (g_object_class_find_property(G_OBJECT_GET_CLASS(connection), "max-total-message-size") ==
      NULL)
    return FALSE;
  g_object_set(connection, "max-total-message-size", size, NULL);
  return TRUE;
}

#endif
