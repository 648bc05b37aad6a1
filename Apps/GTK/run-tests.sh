#!/usr/bin/env bash
# Runs the GTK front end's tests: unit tests, and end-to-end tests that start memorize-gtk under a
# virtual X display (Xvfb) on a private D-Bus session, click with real X events (xdotool), judge
# screenshots (ImageMagick), read the size hints windows give (xprop) and read the window as a
# screen reader does (AT-SPI, pyatspi); the window joined to a real memorize-table (built here, on
# libsoup 3 and libqrencode) on 127.0.0.1, alone and beside the terminal faces in tmux.
# Installs what is missing when run as root. Usage: Apps/GTK/run-tests.sh [swift test options]: with
# options, one run of `swift test` with them; without, the whole suite in runners side by side.
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"

packages=(libadwaita-1-dev libgtk-4-dev xvfb xauth fonts-noto-color-emoji fonts-noto-cjk xdotool faketime
  imagemagick x11-utils dbus-daemon at-spi2-core python3-pyatspi desktop-file-utils appstream
  libsoup-3.0-dev libqrencode-dev pkg-config tmux)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if ((${#missing[@]})); then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "run-tests: missing ${missing[*]} and not root to install them" >&2
    exit 1
  fi
fi

# The table the joined window's tests sit at; without it they would skip (CI fails a skip).
swift build --package-path ../Table --product memorize-table 2>&1 | tail -n 1
# The terminal faces the window shares a table with (in tmux), from the same sources, beside
# memorize-gtk.
swift build --package-path . --product memorize 2>&1 | tail -n 1

# Each run of the window tests has a display (Xvfb), a session bus and a runtime folder of its own:
# the accessibility bus puts its socket in the runtime folder, and without one it uses
# ~/.cache/at-spi/bus, which another run on the same machine replaces and then deletes (the AT-SPI
# tests then failed with "Couldn't connect to accessibility bus"). The screen is large enough for a
# 1920×1080 window, in true colour so pixels can be judged. -noreset: by default Xvfb resets
# whenever its last client leaves, as one test's window closes before the next test's opens, and a
# client connecting during the reset is refused (memorize-gtk then exited at once with "cannot open
# a display"; about 1 connection in 1,500 here). -n: where xvfb-run starts looking for a free
# display number, apart for each shard so that two starting at once never pick the same one.
under_x() { # DISPLAY_FROM COMMAND...: COMMAND under its own Xvfb, session bus and runtime folder
  local from="$1" runtime status
  shift
  runtime="$(mktemp -d)"
  chmod 700 "$runtime"
  XDG_RUNTIME_DIR="$runtime" dbus-run-session -- xvfb-run -a -n "$from" \
    -s "-screen 0 1920x1200x24 -noreset" "$@" && status=0 || status=$?
  rm -rf "$runtime"
  return "$status"
}

if (($#)); then
  under_x 99 swift test --package-path . "$@"
  exit
fi

# The whole suite. The window tests wait on windows far more than they compute (about a sixth of
# a core each), and they run one at a time (two windows on one session bus would meet as one), so
# several runners take them side by side, each on its own display and bus. The tests come in
# groups (a nested suite of `WindowTests`, or the tests a suite holds itself) on a queue, the
# groups of most tests first; a runner takes the next group when it is done with one. MEMORIZE_GTK_RUNNERS says
# how many (3 unless said; 1 runs the suite as one). The runners share the one build, made first:
# --ignore-lock lets them run at once (they build nothing), where SwiftPM's lock on the build
# folder would run them one after another.
runners="${MEMORIZE_GTK_RUNNERS:-3}"
listing="$(mktemp)"
work="$(mktemp -d)"
trap 'rm -rf "$listing" "$work"' EXIT
if ! swift build --package-path . --build-tests > "$work/build.log" 2>&1; then
  cat "$work/build.log"
  exit 1
fi
tail -n 1 "$work/build.log"
{ swift test --package-path . list --skip-build 2>/dev/null || true; } |
  { grep -E '^[A-Za-z]+Tests\.' || true; } > "$listing"
if ! [ -s "$listing" ] || ! [ "$runners" -gt 1 ] 2>/dev/null; then
  under_x 99 swift test --package-path . --skip-build
  exit
fi
# The queue: a file a group, named so that the groups of most tests come first, holding the
# group's filter (its name escaped for a regular expression).
export queue="$work/queue" taken="$work/taken" logs="$work/logs"
mkdir -p "$queue" "$taken" "$logs"
python3 - "$listing" "$queue" <<'PYTHON'
import os, re, sys
listing, queue = sys.argv[1], sys.argv[2]
# A group: a nested suite ("WindowTests.WindowTests/PlayFeel/x()"), or the tests a suite holds
# itself ("MemorizeGTKTests.CardGridTests/x()", "WindowTests.WindowTests/y()"), by name.
nested, direct = {}, {}
for line in open(listing, encoding="utf-8"):
    parts = line.strip().split("/")
    if len(parts) > 2:
        key = parts[0] + "/" + parts[1] + "/"
        nested[key] = nested.get(key, 0) + 1
    elif len(parts) == 2:
        direct.setdefault(parts[0], []).append(parts[1])
groups = [(count, "^" + re.escape(key)) for key, count in nested.items()]
groups += [
    (len(names), "^" + re.escape(suite + "/") + "(" + "|".join(map(re.escape, names)) + ")")
    for suite, names in direct.items()
]
for rank, (_, pattern) in enumerate(sorted(groups, key=lambda group: (-group[0], group[1]))):
    with open(os.path.join(queue, "%04d" % rank), "w", encoding="utf-8") as file:
        file.write(pattern + "\n")
PYTHON
# A runner (its index the argument): takes groups from the queue until it is empty, a group by
# renaming its file, so that no two runners take the same one. A script of its own, as the
# display's wrapper (a /bin/sh script) drops exported shell functions.
cat > "$work/runner.sh" <<'RUNNER'
for item in "$queue"/*; do
  name="$(basename "$item")"
  mv "$item" "$taken/$name" 2>/dev/null || continue
  swift test --package-path . --skip-build --ignore-lock --filter "$(cat "$taken/$name")" \
    >> "$logs/runner-$1.log" 2>&1 || echo "$name" >> "$logs/failed"
done
RUNNER
pids=()
for ((index = 0; index < runners; index++)); do
  under_x "$((99 + 100 * index))" bash "$work/runner.sh" "$index" &
  pids+=($!)
done
status=0
for index in "${!pids[@]}"; do
  wait "${pids[$index]}" || status=1
  echo "-- window tests, runner $((index + 1)) of ${#pids[@]}"
  cat "$logs/runner-$index.log" 2>/dev/null || true
done
[ -e "$logs/failed" ] && status=1
# Every listed test ran: a filter that missed one would lose it in silence.
listed="$(wc -l < "$listing")"
ran="$({ cat "$logs"/runner-*.log 2>/dev/null || true; } | { grep -Eo 'Test run with [0-9]+ tests?' || true; } |
  awk '{ s += $4 } END { print s + 0 }')"
if [ "$ran" != "$listed" ]; then
  echo "run-tests: the runners ran $ran tests of the $listed listed"
  status=1
fi
exit "$status"
