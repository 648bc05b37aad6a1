/*
 * A small Concentration game written the way ncurses games usually are: the whole screen is
 * drawn into stdscr after every key or clock second, and ncurses' refresh works out what
 * reaches the terminal. memorize-bench compiles it at run time (cc -O2 ... -lncursesw) and plays
 * it with the same perfect player, through the same pseudo-terminal, as memorize itself: it is
 * the project's own baseline for what a whole game costs in bytes, CPU and memory. It is not
 * part of the app and copies no outside game.
 *
 * The board: 8 pairs of food emoji, dealt by a seed (SplitMix64, then Fisher-Yates from the last
 * card down, the order CursesGame.deal mirrors), in rows of 8 cards when the terminal is wide
 * enough (else 4). Each card is a box 8 columns by 6 rows of the terminal's line-drawing
 * characters: a face-down card is red and filled with a checkerboard, a face-up card shows its
 * emoji in the terminal's own colours, a matched pair leaves the table at the next choice. The
 * focus is the card's top edge in bold yellow (on an empty slot, its four corners). Arrows or
 * h j k l move; Space or Enter chooses; q quits.
 * Rules as in memorize: a second card that does not match stays up until the next choice, which
 * turns both face down and its own card up. A line at the top keeps the pairs, the flips and the
 * time (from the first choice until the last pair, once a second); the last line the keys.
 *
 * usage: concentration [--seed N]
 */
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <ncursesw/curses.h>

enum { PAIRS = 8, CARDS = 2 * PAIRS, CARD_WIDTH = 8, CARD_HEIGHT = 6, GAP = 1 };
enum { BACK = 1, FACE, FOCUS, TITLE };

static const char *const foods[PAIRS] = {"🍎", "🍐", "🍊", "🍋", "🍌", "🍉", "🍇", "🍓"};

struct card {
  int pair;
  int face_up;
  int matched;
};

static struct card cards[CARDS];
static int focus, flips, pairs_found, columns, left, top;
static int first_up = -1; /* the one and only face-up card, if there is one */
static int mismatched[2] = {-1, -1};
static int just_matched[2] = {-1, -1}; /* shown face up until the next choice */
static double started_at = -1, ended_at = -1;

static uint64_t splitmix_state;

static uint64_t next_random(void) {
  uint64_t z = (splitmix_state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

static void deal(uint64_t seed) {
  splitmix_state = seed;
  for (int i = 0; i < CARDS; i++) cards[i] = (struct card){.pair = i / 2};
  for (int i = CARDS - 1; i > 0; i--) {
    int j = (int)(next_random() % (uint64_t)(i + 1));
    struct card swap = cards[i];
    cards[i] = cards[j];
    cards[j] = swap;
  }
}

static double now(void) {
  struct timespec time;
  clock_gettime(CLOCK_MONOTONIC, &time);
  return (double)time.tv_sec + (double)time.tv_nsec / 1e9;
}

static int elapsed_seconds(void) {
  if (started_at < 0) return 0;
  return (int)((ended_at >= 0 ? ended_at : now()) - started_at);
}

static void lay_out(void) {
  columns = COLS >= 8 * (CARD_WIDTH + GAP) ? 8 : 4;
  int rows = CARDS / columns;
  left = (COLS - columns * (CARD_WIDTH + GAP) + GAP) / 2;
  top = 1 + (LINES - 2 - rows * (CARD_HEIGHT + GAP) + GAP) / 2;
  if (left < 0) left = 0;
  if (top < 1) top = 1;
}

static void draw_card(int index) {
  const struct card *card = &cards[index];
  int y = top + (index / columns) * (CARD_HEIGHT + GAP);
  int x = left + (index % columns) * (CARD_WIDTH + GAP);
  if (card->matched && index != just_matched[0] && index != just_matched[1]) {
    for (int row = 0; row < CARD_HEIGHT; row++) mvhline(y + row, x, ' ', CARD_WIDTH);
    if (index == focus) {
      attron(COLOR_PAIR(FOCUS) | A_BOLD);
      mvaddch(y, x, ACS_ULCORNER);
      mvaddch(y, x + CARD_WIDTH - 1, ACS_URCORNER);
      mvaddch(y + CARD_HEIGHT - 1, x, ACS_LLCORNER);
      mvaddch(y + CARD_HEIGHT - 1, x + CARD_WIDTH - 1, ACS_LRCORNER);
      attroff(COLOR_PAIR(FOCUS) | A_BOLD);
    }
    return;
  }
  int shown = card->face_up || card->matched;
  /* A face-down card is a box filled with a red checkerboard; a face-up one shows its emoji. */
  int inside = shown ? COLOR_PAIR(FACE) : COLOR_PAIR(BACK);
  attron(inside);
  for (int row = 1; row < CARD_HEIGHT - 1; row++)
    mvhline(y + row, x + 1, shown ? ' ' : ACS_CKBOARD, CARD_WIDTH - 2);
  if (shown) mvaddstr(y + 2, x + 3, foods[card->pair]);
  mvvline(y + 1, x, ACS_VLINE, CARD_HEIGHT - 2);
  mvvline(y + 1, x + CARD_WIDTH - 1, ACS_VLINE, CARD_HEIGHT - 2);
  mvaddch(y + CARD_HEIGHT - 1, x, ACS_LLCORNER);
  mvhline(y + CARD_HEIGHT - 1, x + 1, ACS_HLINE, CARD_WIDTH - 2);
  mvaddch(y + CARD_HEIGHT - 1, x + CARD_WIDTH - 1, ACS_LRCORNER);
  attroff(inside);
  /* The focus is the top edge in bold yellow, as memorize marks it by the top edge alone. */
  attr_t frame = index == focus ? COLOR_PAIR(FOCUS) | A_BOLD : (attr_t)inside;
  attron(frame);
  mvaddch(y, x, ACS_ULCORNER);
  mvhline(y, x + 1, ACS_HLINE, CARD_WIDTH - 2);
  mvaddch(y, x + CARD_WIDTH - 1, ACS_URCORNER);
  attroff(frame);
}

static void draw(void) {
  int seconds = elapsed_seconds();
  move(0, 0);
  clrtoeol();
  attron(COLOR_PAIR(TITLE) | A_BOLD);
  mvaddstr(0, 1, "Concentration");
  attroff(COLOR_PAIR(TITLE) | A_BOLD);
  printw("   Pairs %d/%d   Flips %d   Time %d:%02d", pairs_found, PAIRS, flips, seconds / 60,
         seconds % 60);
  for (int index = 0; index < CARDS; index++) draw_card(index);
  move(LINES - 1, 0);
  clrtoeol();
  if (pairs_found == PAIRS) {
    mvprintw(LINES - 1, 1, "All pairs in %d flips and %d:%02d!   q quit", flips, seconds / 60,
             seconds % 60);
  } else {
    mvaddstr(LINES - 1, 1, "arrows/hjkl move   Space/Enter choose   q quit");
  }
  refresh();
}

static void choose(int index) {
  struct card *card = &cards[index];
  if (card->matched || index == first_up) return;
  if (started_at < 0) started_at = now();
  for (int i = 0; i < 2; i++) {
    if (mismatched[i] >= 0) cards[mismatched[i]].face_up = 0;
    mismatched[i] = just_matched[i] = -1;
  }
  card->face_up = 1;
  flips++;
  if (first_up < 0) {
    first_up = index;
    return;
  }
  if (cards[first_up].pair == card->pair) {
    cards[first_up].matched = card->matched = 1;
    just_matched[0] = first_up;
    just_matched[1] = index;
    if (++pairs_found == PAIRS) ended_at = now();
  } else {
    mismatched[0] = first_up;
    mismatched[1] = index;
  }
  first_up = -1;
}

static void move_focus(int rows, int across) {
  int row = focus / columns + rows, column = focus % columns + across;
  if (row >= 0 && row < CARDS / columns && column >= 0 && column < columns)
    focus = row * columns + column;
}

int main(int argc, char **argv) {
  uint64_t seed = 1;
  for (int i = 1; i + 1 < argc; i++)
    if (strcmp(argv[i], "--seed") == 0) seed = strtoull(argv[++i], NULL, 10);
  deal(seed);
  setlocale(LC_ALL, "");
  initscr();
  cbreak();
  noecho();
  keypad(stdscr, TRUE);
  curs_set(0);
  start_color();
  use_default_colors();
  init_pair(BACK, COLORS >= 256 ? 167 : COLOR_RED, -1);
  init_pair(FACE, -1, -1);
  init_pair(FOCUS, COLOR_YELLOW, -1);
  init_pair(TITLE, COLORS >= 256 ? 167 : COLOR_RED, -1);
  lay_out();
  for (;;) {
    draw();
    /* The clock shows seconds: wake at the next one while it runs, else wait for a key. */
    if (started_at >= 0 && ended_at < 0) {
      double elapsed = now() - started_at;
      timeout((int)((1.0 - (elapsed - (int)elapsed)) * 1000) + 1);
    } else {
      timeout(-1);
    }
    int key = getch();
    switch (key) {
    case 'q': endwin(); return 0;
    case KEY_UP: case 'k': move_focus(-1, 0); break;
    case KEY_DOWN: case 'j': move_focus(1, 0); break;
    case KEY_LEFT: case 'h': move_focus(0, -1); break;
    case KEY_RIGHT: case 'l': move_focus(0, 1); break;
    case ' ': case '\n': case '\r': case KEY_ENTER: choose(focus); break;
    case KEY_RESIZE: erase(); lay_out(); break;
    default: break;
    }
  }
}
