#!/usr/bin/env bash
# Makes Packaging/memorize.order again: the functions a whole game runs, for lld to place together
# (Package.swift; issue 28). Run it when the game's code changed: a function a game runs that the
# order leaves out lands among code the game never runs, and each such one can cost the game a
# 64 KB block of resident memory (the order made anew after the stop-35 changes took the peak of
# a game from 9.6 to 8.5 MB). Needs valgrind (installed when missing and root).
# Usage: Packaging/make-order.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
if ! command -v valgrind >/dev/null; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
  else
    echo "make-order: valgrind is missing and this is not root to install it" >&2
    exit 1
  fi
fi
light=(-c release --static-swift-stdlib -Xlinker -no-pie)
swift build "${light[@]}" --product memorize-bench
swift build "${light[@]}" --product memorize
binary="$(swift build "${light[@]}" --show-bin-path)/memorize"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cat >"$scratch/memorize" <<WRAP
#!/bin/sh
exec valgrind -q --tool=callgrind --demangle=no --callgrind-out-file="$scratch/out-%p" "$binary" "\$@"
WRAP
chmod +x "$scratch/memorize"
for motion in animated reduced; do
  "$(dirname "$binary")/memorize-bench" --only game --size 80x24 --game-runs 1 --motion "$motion" \
    --memorize "$scratch/memorize" >/dev/null
done
# Every function callgrind saw (a name is written in full the first time its number is used),
# kept when the binary defines it.
cat "$scratch"/out-* | sed -nE 's/^c?fn=\([0-9]+\) //p' | sort -u >"$scratch/executed"
nm --defined-only "$binary" | awk '{ print $3 }' | sort -u >"$scratch/defined"
{
  sed -n '/^#/p' Packaging/memorize.order
  comm -12 "$scratch/executed" "$scratch/defined"
} >"$scratch/order"
mv "$scratch/order" Packaging/memorize.order
echo "make-order: $(grep -vc '^#' Packaging/memorize.order) functions; relink memorize to use them:"
echo "  rm -f '$binary' && swift build ${light[*]} --product memorize"
