#!/usr/bin/env bash
# The browser face in a real browser: Debian's headless Chromium, driven by Selenium through
# Debian's chromedriver (nothing that downloads a browser of its own), against the real
# memorize-table and a real `memorize --join … --plain`, on 127.0.0.1 only.
#
#   bash Apps/Table/Tests/Browser/run.sh [OUTPUT_FOLDER]
#
# Installs chromium, chromium-driver and python3-selenium when run as root. Without them and
# without root it says so and exits 1 under CI (CI set), 77 (skipped) elsewhere. Screenshots go
# to OUTPUT_FOLDER (default: a new folder under /tmp, printed). Ends with the line
# "browser: N passed, M failed"; exits non-zero when any check failed.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../../.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
python=/usr/bin/python3

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
"$python" -c 'import selenium' >/dev/null 2>&1 || missing+=(python3-selenium)
# The faces on the cards and the Chinese page need fonts with emoji and CJK.
fonts="$(fc-list 2>/dev/null || true)"
grep -qi 'color emoji' <<<"$fonts" || missing+=(fonts-noto-color-emoji)
grep -qi 'CJK SC' <<<"$fonts" || missing+=(fonts-noto-cjk)
if ((${#missing[@]})); then
  if [ "$(id -u)" = 0 ]; then
    echo "browser: installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  elif [ -n "${CI:-}" ]; then
    echo "browser: need ${missing[*]} and cannot install them without root" >&2
    exit 1
  else
    echo "browser: skipped: need ${missing[*]} (apt-get install -y ${missing[*]}, as root)" >&2
    exit 77
  fi
fi

out="${1:-$(mktemp -d /tmp/memorize-browser.XXXXXX)}"
mkdir -p "$out"
echo "browser: screenshots in $out"

(cd "$root" && swift build --product memorize 2>&1 | tail -n 1)
swift build --package-path "$root/Apps/Table" --product memorize-table 2>&1 | tail -n 1
table="$(swift build --package-path "$root/Apps/Table" --show-bin-path)/memorize-table"
memorize="$(cd "$root" && swift build --show-bin-path)/memorize"

# The browser's own home, so nothing of the machine's user is read or written.
export HOME="$(mktemp -d /tmp/memorize-browser-home.XXXXXX)"
trap 'rm -rf "$HOME"' EXIT
PYTHONDONTWRITEBYTECODE=1 timeout 600 "$python" "$here/browser_tests.py" --table "$table" --memorize "$memorize" \
  --chromium "$(command -v chromium)" --chromedriver "$(command -v chromedriver)" --out "$out"
