#!/usr/bin/env bash
# Installs the three packages of DEBDIR with apt-get, plays both front ends from the installed
# paths, opens a shared table, reads the manual pages, asks the installed bash completions,
# verifies the table's systemd user unit, then purges them and checks that nothing of theirs is
# left. Run as root (CI is); the player's files go to a temporary HOME.
# Ends with "debs: N checks passed, M failed"; exits 1 when a check failed.
#
# Usage: Packaging/test-debs.sh DEBDIR
set -uo pipefail

if [ $# -ne 1 ] || [ ! -d "$1" ]; then
  echo "usage: Packaging/test-debs.sh DEBDIR" >&2
  exit 2
fi
debdir="$(cd "$1" && pwd)"
terminal_deb="$(ls "$debdir"/memorize_*_amd64.deb 2>/dev/null | head -n 1)"
window_deb="$(ls "$debdir"/memorize-gtk_*_amd64.deb 2>/dev/null | head -n 1)"
table_deb="$(ls "$debdir"/memorize-table_*_amd64.deb 2>/dev/null | head -n 1)"
if [ -z "$terminal_deb" ] || [ -z "$window_deb" ] || [ -z "$table_deb" ]; then
  echo "debs: $debdir lacks memorize_*, memorize-gtk_* or memorize-table_*_amd64.deb" >&2
  exit 1
fi
if [ "$(id -u)" != 0 ]; then
  echo "debs: installing packages needs root" >&2
  exit 1
fi

passed=0
failed=0
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
log="$scratch/log"

# check WHAT COMMAND...: runs the command, counts it, shows its output when it fails
check() {
  local what="$1"
  shift
  if "$@" >"$log" 2>&1; then
    passed=$((passed + 1))
    echo "ok   $what"
  else
    failed=$((failed + 1))
    echo "FAIL $what"
    sed 's/^/     /' "$log" | tail -n 20
  fi
}

# The player's files, as a fresh account would have them.
export HOME="$scratch/home" XDG_CONFIG_HOME="$scratch/home/.config" XDG_DATA_HOME="$scratch/home/.local/share"
mkdir -p "$HOME"
export LANG=C.UTF-8 TERM=dumb
# A player's PATH has /usr/games (Debian's default for users, not for root).
export PATH="$PATH:/usr/games"

lintian_clean() {
  command -v lintian >/dev/null || { echo "lintian is not installed"; return 1; }
  lintian --fail-on error --allow-root "$terminal_deb" "$window_deb" "$table_deb"
}
check "lintian reports no errors" lintian_clean

install_all() {
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    "$terminal_deb" "$window_deb" "$table_deb"
}
check "apt-get install ./memorize_…deb ./memorize-gtk_…deb ./memorize-table_…deb" install_all

no_swift_runtime() {
  for binary in /usr/games/memorize /usr/games/memorize-gtk /usr/games/memorize-table; do
    ldd "$binary" || return 1
    if ldd "$binary" | grep -E 'libswift|libFoundation|libdispatch'; then return 1; fi
  done
}
check "the binaries carry the Swift runtime (ldd: no libswift*, libFoundation*)" no_swift_runtime

version_line() {
  local line
  line="$(/usr/games/memorize --version)" || return 1
  echo "$line"
  grep -Eq '^memorize [0-9]+\.[0-9]+\.[0-9]+ \((commit [0-9a-f]+|unknown commit)\)$' <<<"$line" \
    && /usr/games/memorize-gtk --version | grep -q '^memorize-gtk '
}
check "memorize --version, memorize-gtk --version" version_line

list_themes() {
  local lines
  lines="$(/usr/games/memorize --list-themes)" || return 1
  echo "$lines"
  grep -q '^Animals: [0-9]* pairs, ' <<<"$lines"
}
check "memorize --list-themes" list_themes

plain_game() {
  local output
  output="$(printf '1\n2\nboard\nquit\n' | timeout 20 /usr/games/memorize --plain --seed 7)" || return 1
  printf '%s\n' "$output"
  grep -q '^Card 1: ' <<<"$output" && grep -q '^Card 2: ' <<<"$output" \
    && grep -q '^Score: -*[0-9]* Flips: 2$' <<<"$output" \
    && [ -f "$XDG_DATA_HOME/memorize/state.json" ]
}
check "a --plain game plays two cards and saves" plain_game

manual_page() {
  [ "$(man -w memorize)" = /usr/share/man/man6/memorize.6.gz ] || return 1
  [ "$(man -L zh_CN -w memorize)" = /usr/share/man/zh_CN/man6/memorize.6.gz ] || return 1
  [ "$(man -L zh_CN -w memorize-gtk)" = /usr/share/man/zh_CN/man6/memorize-gtk.6.gz ] || return 1
  MANWIDTH=80 man -P cat memorize | grep -q 'EXIT STATUS' || return 1
  MANWIDTH=80 man -P cat memorize-gtk | grep -q 'memorize-gtk --version'
}
check "man memorize, man memorize-gtk, in English and Chinese" manual_page

bash_completion() {
  local offers
  offers="$(bash --norc --noprofile -c '
    source /usr/share/bash-completion/completions/memorize
    COMP_WORDS=(memorize --vs-computer c); COMP_CWORD=2; _memorize; echo "${COMPREPLY[*]}"
    COMP_WORDS=(memorize --theme Ani); COMP_CWORD=2; _memorize; echo "${COMPREPLY[*]}"')"
  echo "$offers"
  [ "$offers" = "casual
Animals" ] && [ -f /usr/share/zsh/vendor-completions/_memorize ] \
    && [ -f /usr/share/fish/vendor_completions.d/memorize-gtk.fish ]
}
check "installed bash completion offers levels and themes" bash_completion

window_smoke() {
  command -v xvfb-run >/dev/null && command -v xdotool >/dev/null || return 1
  # The window opens on a virtual display, shows its title, and saves when asked to quit; then
  # it dies by the signal, as a shell sees it: 128 + 15 (ROBUSTNESS.md).
  dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24 -noreset" bash -c '
    /usr/games/memorize-gtk --game memorize --seed 3 & pid=$!
    found=$(timeout 30 xdotool search --sync --onlyvisible --pid "$pid" --name "^Memorize$")
    echo "window: ${found:-none}"
    kill -TERM "$pid"
    wait "$pid"
    status=$?
    echo "exit status $status"
    [ -n "$found" ] && [ "$status" = 143 ]'
}
check "memorize-gtk opens its window under Xvfb and quits on SIGTERM" window_smoke

desktop_entry() {
  local entries
  entries="$(dpkg -L memorize-gtk | grep '^/usr/share/applications/.*\.desktop$')" || {
    echo "no desktop file in memorize-gtk"
    return 1
  }
  for entry in $entries; do desktop-file-validate "$entry" || return 1; done
}
# The desktop file comes from Apps/GTK/data when the tree has one; then the package must carry it.
if ls "$(dirname "$0")"/../Apps/GTK/data/*.desktop >/dev/null 2>&1; then
  check "memorize-gtk installs a valid desktop file" desktop_entry
fi

table_help() {
  local usage status
  usage="$(/usr/games/memorize-table --help)" || return 1
  echo "$usage"
  # Laid out as memorize --help is: the synopsis wrapped under its first flag, then the help's line.
  grep -q '^usage: memorize-table \[--game memorize|matchismo|set\] ' <<<"$usage" || return 1
  grep -q '^ *\[--no-qr\] \[--play \[--name NAME\]\] \[--language LANG\]$' <<<"$usage" || return 1
  grep -q '^       memorize-table -h | --help$' <<<"$usage" || return 1
  /usr/games/memorize-table --no-such-flag >"$scratch/bad" 2>&1
  status=$?
  cat "$scratch/bad"
  # Curly quotes, or straight ones where the locale's charset has no curly ones (LANG=C).
  [ "$status" = 2 ] && case "$(head -n 1 "$scratch/bad")" in
    "memorize-table: unknown option “--no-such-flag”" | 'memorize-table: unknown option "--no-such-flag"') ;;
    *) false ;;
  esac
}
check "memorize-table --help, and a bad flag exits 2" table_help

table_opens() {
  # A table on loopback, at a port the system picks; not a terminal, so no QR code. SIGTERM
  # closes it: status 0 and its statistics folder under XDG_DATA_HOME.
  local output status
  /usr/games/memorize-table --listen 127.0.0.1 --port 0 --code DEBS-2024 >"$scratch/table" 2>&1 &
  local pid=$!
  for _ in $(seq 100); do
    grep -q '^Or open in a browser: ' "$scratch/table" && break
    sleep 0.1
  done
  kill -TERM "$pid"
  wait "$pid"
  status=$?
  output="$(cat "$scratch/table")"
  echo "$output"
  echo "exit status $status"
  [ "$status" = 0 ] \
    && grep -Eq '^Or open in a browser: http://127\.0\.0\.1:[0-9]+/#code=DEBS-2024$' <<<"$output" \
    && ! grep -q 'Or scan' <<<"$output" \
    && [ "$(tail -n 1 <<<"$output")" = "The table is closed." ] \
    && [ -d "$XDG_DATA_HOME/memorize-table" ]
}
check "memorize-table opens a table on 127.0.0.1, prints its join link, closes on SIGTERM" table_opens

table_state_directory() {
  # Under the systemd user unit, STATE_DIRECTORY names the table's folder (StateDirectory=).
  local state="$scratch/unit-state/memorize-table"
  STATE_DIRECTORY="$state" /usr/games/memorize-table --listen 127.0.0.1 --port 0 \
    --code DEBS-UNIT >"$scratch/unit-table" 2>&1 &
  local pid=$!
  for _ in $(seq 100); do
    grep -q '^Or open in a browser: ' "$scratch/unit-table" && break
    sleep 0.1
  done
  kill -TERM "$pid"
  wait "$pid"
  local status=$?
  ls -A "$state"
  [ "$status" = 0 ] && [ -d "$state" ]
}
check "memorize-table keeps its files in STATE_DIRECTORY when the unit names one" table_state_directory

table_recommends() {
  local recommends
  recommends="$(dpkg-query -W -f '${Recommends}' memorize-table)"
  echo "Recommends: $recommends"
  # --play starts the memorize of the same version beside it.
  [ "$recommends" = "memorize (= $(dpkg-query -W -f '${Version}' memorize))" ]
}
check "memorize-table recommends the memorize it plays --play with" table_recommends

table_manual() {
  [ "$(man -w memorize-table)" = /usr/share/man/man6/memorize-table.6.gz ] || return 1
  [ "$(man -L zh_CN -w memorize-table)" = /usr/share/man/zh_CN/man6/memorize-table.6.gz ] || return 1
  for page in /usr/share/man/man6/memorize-table.6.gz /usr/share/man/zh_CN/man6/memorize-table.6.gz; do
    zcat "$page" | mandoc -T lint -W warning || return 1
  done
  MANWIDTH=80 man -P cat memorize-table | grep -q 'SYSTEMD USER UNIT'
}
check "man memorize-table, in English and Chinese, mandoc -T lint clean" table_manual

table_completion() {
  local offers
  offers="$(bash --norc --noprofile -c '
    source /usr/share/bash-completion/completions/memorize-table
    COMP_WORDS=(memorize-table --no); COMP_CWORD=1; _memorize_table; echo "${COMPREPLY[*]}"
    COMP_WORDS=(memorize-table --game ""); COMP_CWORD=2; _memorize_table; echo "${COMPREPLY[*]}"')"
  echo "$offers"
  [ "$offers" = "--no-qr
memorize matchismo set" ] && [ -f /usr/share/zsh/vendor-completions/_memorize-table ] \
    && [ -f /usr/share/fish/vendor_completions.d/memorize-table.fish ]
}
check "installed bash completion of memorize-table offers flags and games" table_completion

table_unit() {
  local unit=/usr/lib/systemd/user/memorize-table.service
  [ -f "$unit" ] || { echo "no $unit"; return 1; }
  [ -f /usr/share/doc/memorize-table/examples/options ] || { echo "no example options"; return 1; }
  if ! command -v systemd-analyze >/dev/null; then
    # CI installs systemd (Apps/Table/run-tests.sh does); elsewhere the file's presence is checked.
    [ -z "${CI:-}" ] || { echo "systemd-analyze is missing"; return 1; }
    echo "systemd-analyze is not installed: the unit was not verified"
    return 0
  fi
  local runtime errors
  runtime="$(mktemp -d)"
  errors="$(XDG_RUNTIME_DIR="$runtime" systemd-analyze verify --user "$unit" 2>&1)"
  local status=$?
  rm -rf "$runtime"
  echo "$errors"
  [ "$status" = 0 ] && [ -z "$errors" ]
}
check "the systemd user unit is installed and systemd-analyze verify accepts it" table_unit

# What the packages installed, to look for after the purge.
dpkg -L memorize memorize-gtk memorize-table 2>/dev/null | sort -u >"$scratch/installed"
purge_all() {
  DEBIAN_FRONTEND=noninteractive apt-get purge -y -q memorize memorize-gtk memorize-table
}
check "apt-get purge memorize memorize-gtk memorize-table" purge_all

nothing_left() {
  local left=0
  if dpkg-query -W -f '${db:Status-Abbrev} ${Package}\n' memorize memorize-gtk memorize-table 2>/dev/null \
    | grep -v '^un '; then
    left=1
  fi
  while read -r path; do
    case "$path" in
      /usr/games/* | */memorize* | */_memorize*)
        if [ -e "$path" ]; then
          echo "left behind: $path"
          left=1
        fi
        ;;
    esac
  done <"$scratch/installed"
  [ "$(wc -l <"$scratch/installed")" -gt 10 ] || { echo "too few files were listed"; left=1; }
  return "$left"
}
check "nothing of the packages is left behind" nothing_left

echo "debs: $passed checks passed, $failed failed"
[ "$failed" -eq 0 ]
