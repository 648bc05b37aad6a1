#!/usr/bin/env bash
# Fuzzes the input decoder, the theme file, the save files, the screens and the messages a shared
# table is sent, with libFuzzer.
#
#   Fuzz/run.sh [SECONDS_PER_TARGET] [TARGET...]     default: 60 seconds, every target
#
# Builds every target (see build.sh), then runs each for the given time from its committed seed
# corpus (Fuzz/corpus/<target>/; new inputs go to a scratch corpus in the build folder, so the
# repository is never written). Exits non-zero on any crash, hang (-timeout=10), broken promise or
# sanitizer report; the input that did it is saved as Fuzz/.build/artifacts/<target>/crash-* etc.
# Copy it to Fuzz/regressions/<target>/ once fixed: the test suite replays every file there.
set -euo pipefail
source "$(dirname "$0")/build.sh"

seconds="${1:-60}"
shift || true
targets=("$@")
((${#targets[@]})) || targets=(input-decoder theme-file save-file screen-input table-message)

build_fuzzers

# Traps and assertion failures must reach libFuzzer as crashes, not as Swift's own backtrace
# (its crash handler reads memory ASan considers off limits and muddles the report).
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$FUZZ_DIR/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
if command -v llvm-symbolizer >/dev/null 2>&1; then
  export ASAN_SYMBOLIZER_PATH="${ASAN_SYMBOLIZER_PATH:-$(command -v llvm-symbolizer)}"
fi

failures=0
summary=()
for target in "${targets[@]}"; do
  binary="$BUILD_DIR/fuzz/$target"
  work="$BUILD_DIR/corpus/$target"
  artifacts="$BUILD_DIR/artifacts/$target"
  log="$BUILD_DIR/logs/$target.log"
  mkdir -p "$work" "$artifacts" "$(dirname "$log")"
  options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1
    -artifact_prefix="$artifacts/")
  case "$target" in
  theme-file | save-file) options+=(-dict="$FUZZ_DIR/dictionaries/files.dict") ;;
  # A script of a few hundred events reaches every screen; longer ones only run slower.
  screen-input) options+=(-max_len=1024) ;;
  table-message) options+=(-dict="$FUZZ_DIR/dictionaries/table.dict" -max_len=4096) ;;
  esac
  echo "== fuzz $target for ${seconds}s"
  status=0
  "$binary" "${options[@]}" "$work" "$FUZZ_DIR/corpus/$target" >"$log" 2>&1 || status=$?
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
  if ((status != 0)); then
    failures=$((failures + 1))
    echo "fuzz $target: FAILED (exit $status); the end of $log:"
    grep -v -e '^#' -e 'NEW_FUNC' "$log" | tail -n 40
    ls "$artifacts"
    summary+=("$target: FAILED after ${executions:-?} executions")
  else
    summary+=("$target: ${executions:-?} executions in ${seconds}s (${rate:-?}/s), no crash")
  fi
done

echo "== fuzz summary"
printf '%s\n' "${summary[@]}"
exit $((failures > 0))
