#!/usr/bin/env bash
# Installs the two packages of DEBDIR with apt-get, plays both front ends from the installed paths,
# reads the manual page, asks the installed bash completion, then purges them and checks that
# nothing of theirs is left. Run as root (CI is); the player's files go to a temporary HOME.
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
if [ -z "$terminal_deb" ] || [ -z "$window_deb" ]; then
  echo "debs: $debdir lacks memorize_*_amd64.deb or memorize-gtk_*_amd64.deb" >&2
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
  lintian --fail-on error --allow-root "$terminal_deb" "$window_deb"
}
check "lintian reports no errors" lintian_clean

install_both() {
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    "$terminal_deb" "$window_deb"
}
check "apt-get install ./memorize_…deb ./memorize-gtk_…deb" install_both

no_swift_runtime() {
  for binary in /usr/games/memorize /usr/games/memorize-gtk; do
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

# What the packages installed, to look for after the purge.
dpkg -L memorize memorize-gtk 2>/dev/null | sort -u >"$scratch/installed"
purge_both() {
  DEBIAN_FRONTEND=noninteractive apt-get purge -y -q memorize memorize-gtk
}
check "apt-get purge memorize memorize-gtk" purge_both

nothing_left() {
  local left=0
  if dpkg-query -W -f '${db:Status-Abbrev} ${Package}\n' memorize memorize-gtk 2>/dev/null \
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
