#!/usr/bin/env bash
# Crash-safe saving: kills a saving process with SIGKILL at random moments and checks the file.
#
#   Fuzz/crash-safe-save.sh [CYCLES] [SEED]      default: 1000 cycles, a fixed seed
#
# Builds Fuzz/CrashSafeSave/main.swift with the CardGames and Memorize sources (see build.sh) and
# runs it. Each cycle starts a child that saves two large states (A, B) alternately through
# JSONFile.save, kills it with SIGKILL a random time (seeded) after it is ready, and checks that
# state.json decodes and equals A or B. Prints "N passed, M failed"; exits non-zero on any failure.
set -euo pipefail
source "$(dirname "$0")/build.sh"

cycles="${1:-1000}"
seed="${2:-20261130}"
build_saver
folder="$(mktemp -d "${TMPDIR:-/tmp}/memorize-crash-safe.XXXXXX")"
trap 'rm -rf "$folder"' EXIT
"$BUILD_DIR/saver/crash-safe-save" --cycles "$cycles" --seed "$seed" --folder "$folder"
