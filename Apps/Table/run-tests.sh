#!/usr/bin/env bash
# Runs the table server's transport tests: real servers and libsoup's own WebSocket and HTTP
# clients, on loopback only (127.0.0.1 and ::1); memorize-table with memorize --join; the join
# link's QR code against Debian's qrencode command; the manual page, completions and systemd unit
# of the memorize-table package (mandoc, bash, zsh, fish, systemd-analyze).
# Installs what is missing when run as root. Usage: Apps/Table/run-tests.sh [swift test options]
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"

# libqrencode-dev builds the QR code; qrencode is the tests' independent oracle for it; script
# (bsdutils) gives memorize-table a pseudo-terminal; zsh and fish load the completion scripts,
# mandoc and man read the manual pages, systemd's systemd-analyze verifies the user unit.
packages=(libsoup-3.0-dev libqrencode-dev qrencode bsdutils pkg-config zsh fish mandoc man-db systemd)
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

# The end-to-end tests run the real memorize beside the real memorize-table.
(cd ../.. && swift build --product memorize 2>&1 | tail -n 1)
swift build --package-path . --product memorize-table 2>&1 | tail -n 1
# memorize-table --play starts the memorize beside it: built here too, from the same sources.
swift build --package-path . --product memorize 2>&1 | tail -n 1
swift test --package-path . "$@"
