// The wide-character ncurses API, for memorize-bench's baseline only (no app code links it),
// plus the few C declarations memorize-bench needs that Swift's Glibc module does not import.
#ifndef MEMORIZE_CNCURSES_SHIM_H
#define MEMORIZE_CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <stdio.h>
#include <ncursesw/curses.h>

// Attribute masks are function-like macros, which Swift cannot import: expose them as values.
static inline attr_t cncurses_attr_bold(void) { return A_BOLD; }
static inline attr_t cncurses_attr_dim(void) { return A_DIM; }
static inline attr_t cncurses_attr_italic(void) { return A_ITALIC; }
static inline attr_t cncurses_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t cncurses_attr_reverse(void) { return A_REVERSE; }

// The standard and current screens, read through functions so Swift sees no mutable C global.
static inline WINDOW *cncurses_stdscr(void) { return stdscr; }
static inline WINDOW *cncurses_curscr(void) { return curscr; }

// The X/Open pseudo-terminal calls, which Swift's Glibc module leaves out (it is built without
// _XOPEN_SOURCE); memorize-bench starts `memorize` on a pty with them.
extern int posix_openpt(int flags);
extern int grantpt(int fd);
extern int unlockpt(int fd);
extern char *ptsname(int fd);

#endif
