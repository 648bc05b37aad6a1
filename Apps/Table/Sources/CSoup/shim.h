// Shims for the parts of libsoup 3, GIO and GObject that Swift cannot call directly: variadic
// functions, macros, and a property that only newer libsoup releases have.
#ifndef MEMORIZE_CSOUP_SHIM_H
#define MEMORIZE_CSOUP_SHIM_H

#include <libsoup/soup.h>
#include <gio/gio.h>
#include <glib.h>
#include <glib-unix.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>

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

/// The socket under a server-side WebSocket connection: libsoup keeps it on the stolen stream as
/// "GSocket". NULL when there is none.
static inline GSocket *memorize_websocket_socket(SoupWebsocketConnection *connection) {
  GIOStream *stream = soup_websocket_connection_get_io_stream(connection);
  gpointer socket = stream ? g_object_get_data(G_OBJECT(stream), "GSocket") : NULL;
  return socket && G_IS_SOCKET(socket) ? (GSocket *)socket : NULL;
}

/// Where the kernel puts `tcpi_bytes_received` in its `struct tcp_info` (Linux 4.1 and later; the
/// layout only grows). glibc's `struct tcp_info` stops before it, and the kernel's own header
/// (linux/tcp.h) cannot be included beside glibc's in one module build, so the field is read by
/// its offset.
#define MEMORIZE_TCPI_BYTES_RECEIVED_OFFSET 128

/// The bytes of a TCP socket that its reader has taken: received (TCP_INFO) less those still
/// waiting in the kernel (FIONREAD). -1 when the system does not say.
static inline gint64 memorize_socket_bytes_taken(int fd) {
  unsigned char info[256];
  socklen_t length = sizeof info;
  guint64 received = 0;
  int waiting = 0;
  memset(info, 0, sizeof info);
  if (getsockopt(fd, IPPROTO_TCP, TCP_INFO, info, &length) != 0 ||
      length < MEMORIZE_TCPI_BYTES_RECEIVED_OFFSET + sizeof received)
    return -1;
  memcpy(&received, info + MEMORIZE_TCPI_BYTES_RECEIVED_OFFSET, sizeof received);
  if (ioctl(fd, FIONREAD, &waiting) != 0) return -1;
  return (gint64)received - waiting;
}

#endif
