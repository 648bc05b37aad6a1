#!/usr/bin/env bash
# Builds memorize-gtk and the bare GTK 4 window (memorize-gtk-baseline) for release and measures
# both in one run under a virtual X display (see bench.py for what is printed). memorize-bench's
# `gtk` section calls this. Usage: Apps/GTK/bench.sh [bench.py options]
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
swift build -c release --product memorize-gtk >&2
swift build -c release --product memorize-gtk-baseline >&2
bin="$(swift build -c release --show-bin-path)"
# -noreset: Xvfb would otherwise reset between two launches, when the last client has left, and
# refuse a launch that connects during it (see run-tests.sh).
exec dbus-run-session -- xvfb-run -a -s "-screen 0 1920x1200x24 -noreset" python3 bench.py "$bin" "$@"
