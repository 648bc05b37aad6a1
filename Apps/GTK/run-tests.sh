#!/usr/bin/env bash
# Runs the GTK front end's tests: unit tests, and end-to-end tests that start memorize-gtk under a
# virtual X display (Xvfb) on a private D-Bus session, click with real X events (xdotool), judge
# screenshots (ImageMagick), read the size hints windows give (xprop) and read the window as a
# screen reader does (AT-SPI, pyatspi); the window joined to a real memorize-table (built here, on
# libsoup 3 and libqrencode) on 127.0.0.1, alone and beside the terminal faces in tmux.
# Installs what is missing when run as root. Usage: Apps/GTK/run-tests.sh [swift test options]
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

# A runtime folder of its own: the accessibility bus puts its socket there, and without one it
# uses ~/.cache/at-spi/bus, which another run on the same machine replaces and then deletes (the
# AT-SPI tests then failed with "Couldn't connect to accessibility bus").
runtime="$(mktemp -d)"
chmod 700 "$runtime"
trap 'rm -rf "$runtime"' EXIT
export XDG_RUNTIME_DIR="$runtime"

# A screen large enough for a 1920×1080 window, in true colour so pixels can be judged; a session
# bus of its own, for the single-instance application and the accessibility bus. -noreset: by
# default Xvfb resets whenever its last client leaves, as one test's window closes before the
# next test's opens, and a client connecting during the reset is refused (memorize-gtk then
# exited at once with "cannot open a display"; about 1 connection in 1,500 here).
dbus-run-session -- xvfb-run -a -s "-screen 0 1920x1200x24 -noreset" \
  swift test --package-path . "$@"
