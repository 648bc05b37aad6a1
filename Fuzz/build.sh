#!/usr/bin/env bash
# Builds the fuzz targets (libFuzzer + AddressSanitizer) and the crash-safe saving tool with swiftc,
# without SwiftPM. Sourced by run.sh and crash-safe-save.sh; call build_fuzzers or build_saver.
#
# Each library module (CardGames, Memorize, TerminalKit) is compiled once into an object file and a
# .swiftmodule, so the probes keep their ordinary `import` lines; only the final link pulls in the
# libFuzzer runtime. Objects of the fuzz build are instrumented with -sanitize=fuzzer,address.
set -euo pipefail

FUZZ_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_DIR="$(dirname "$FUZZ_DIR")"
BUILD_DIR="${FUZZ_BUILD_DIR:-$FUZZ_DIR/.build}"
SWIFTC="${SWIFTC:-swiftc}"

# The linker warns about every local ASan symbol it cannot export; that is noise, not trouble.
quiet_link() { grep -v -e "warning: Cannot export local symbol" -e "^$" || true; }

# build_module OUT_DIR FLAGS MODULE SOURCES...
build_module() {
  local out="$1" flags="$2" module="$3"
  shift 3
  mkdir -p "$out/modules"
  # shellcheck disable=SC2086
  "$SWIFTC" $flags -parse-as-library -wmo -module-name "$module" -I "$out/modules" \
    -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
    -c -o "$out/$module.o" "$@"
}

cardgames_sources() { find "$REPO_DIR/Sources/CardGames" -name '*.swift' | sort; }
memorize_sources() { find "$REPO_DIR/Sources/Memorize" -name '*.swift' | sort; }
terminalkit_sources() { find "$REPO_DIR/Sources/TerminalKit" -name '*.swift' | sort; }
memorizeterminal_sources() { find "$REPO_DIR/Sources/MemorizeTerminal" -name '*.swift' | sort; }
tablenetwork_sources() { find "$REPO_DIR/Sources/TableNetwork" -name '*.swift' | sort; }

build_fuzzers() {
  local out="$BUILD_DIR/fuzz" flags="-O -sanitize=fuzzer,address"
  mkdir -p "$out"
  echo "fuzz: building modules into $out"
  # shellcheck disable=SC2046
  build_module "$out" "$flags" CardGames $(cardgames_sources)
  # The WebSocket client a joined face's link (in Memorize) and the terminal's module import.
  # shellcheck disable=SC2046
  build_module "$out" "$flags" TableNetwork $(tablenetwork_sources)
  # shellcheck disable=SC2046
  build_module "$out" "$flags" Memorize $(memorize_sources)
  # shellcheck disable=SC2046
  build_module "$out" "$flags" TerminalKit $(terminalkit_sources)
  # The commit --version names is not the fuzzer's business: record none.
  printf 'let recordedCommit: String? = nil\n' >"$out/RecordedCommit.swift"
  build_module "$out" "$flags" MemorizeBuild "$REPO_DIR/Sources/MemorizeBuild/BuildCommit.swift" \
    "$out/RecordedCommit.swift"
  # The screen probe reads the screens' focus and overlays, as the unit tests do (@testable).
  # shellcheck disable=SC2046
  build_module "$out" "$flags -enable-testing" MemorizeTerminal $(memorizeterminal_sources)
  local probes_tk="$REPO_DIR/Tests/TerminalKitTests/Robustness/InputDecoderProbe.swift"
  local probes_files="$REPO_DIR/Tests/MemorizeTests/Robustness/FileProbe.swift"
  local support="$FUZZ_DIR/Targets/FileFuzzSupport.swift"
  local probes_screen="$REPO_DIR/Tests/MemorizeTerminalTests/Robustness/ScreenProbe.swift"
  echo "fuzz: linking targets"
  # shellcheck disable=SC2086
  "$SWIFTC" $flags -parse-as-library -I "$out/modules" -module-name InputDecoderFuzz \
    "$probes_tk" "$FUZZ_DIR/Targets/InputDecoderFuzz.swift" "$out/TerminalKit.o" \
    -o "$out/input-decoder" 2>&1 | quiet_link
  # shellcheck disable=SC2086
  "$SWIFTC" $flags -parse-as-library -I "$out/modules" -module-name ThemeFileFuzz \
    "$probes_files" "$support" "$FUZZ_DIR/Targets/ThemeFileFuzz.swift" \
    "$out/CardGames.o" "$out/Memorize.o" "$out/TableNetwork.o" -lm -o "$out/theme-file" 2>&1 | quiet_link
  # shellcheck disable=SC2086
  "$SWIFTC" $flags -parse-as-library -I "$out/modules" -module-name SaveFileFuzz \
    "$probes_files" "$support" "$FUZZ_DIR/Targets/SaveFileFuzz.swift" \
    "$out/CardGames.o" "$out/Memorize.o" "$out/TableNetwork.o" -lm -o "$out/save-file" 2>&1 | quiet_link
  # shellcheck disable=SC2086
  "$SWIFTC" $flags -parse-as-library -I "$out/modules" -module-name TableMessageFuzz \
    "$REPO_DIR/Tests/MemorizeTests/Robustness/TableMessageProbe.swift" \
    "$FUZZ_DIR/Targets/TableMessageFuzz.swift" "$out/CardGames.o" "$out/Memorize.o" \
    "$out/TableNetwork.o" -lm \
    -o "$out/table-message" 2>&1 | quiet_link
  # The screen probe checks every cell of every frame: built without coverage instrumentation,
  # which would otherwise take half the time and teach libFuzzer nothing about the app.
  build_module "$out" "-O -sanitize=address -enable-testing" ScreenFuzzProbe "$probes_screen"
  # shellcheck disable=SC2086
  "$SWIFTC" $flags -parse-as-library -I "$out/modules" -module-name ScreenFuzz \
    "$support" "$FUZZ_DIR/Targets/ScreenFuzz.swift" "$out/ScreenFuzzProbe.o" "$out/CardGames.o" \
    "$out/Memorize.o" "$out/TerminalKit.o" "$out/MemorizeBuild.o" "$out/MemorizeTerminal.o" \
    "$out/TableNetwork.o" -lm \
    -o "$out/screen-input" 2>&1 | quiet_link
  for target in input-decoder theme-file save-file screen-input table-message; do
    [ -x "$out/$target" ] || { echo "fuzz: $target did not build" >&2; return 1; }
  done
}

build_saver() {
  local out="$BUILD_DIR/saver"
  mkdir -p "$out"
  echo "crash-safe-save: building into $out"
  # shellcheck disable=SC2046
  build_module "$out" "-O" CardGames $(cardgames_sources)
  # shellcheck disable=SC2046
  build_module "$out" "-O" TableNetwork $(tablenetwork_sources)
  # shellcheck disable=SC2046
  build_module "$out" "-O" Memorize $(memorize_sources)
  "$SWIFTC" -O -I "$out/modules" -module-name CrashSafeSave "$FUZZ_DIR/CrashSafeSave/main.swift" \
    "$out/CardGames.o" "$out/TableNetwork.o" "$out/Memorize.o" -lm -o "$out/crash-safe-save" \
    2>&1 | quiet_link
  [ -x "$out/crash-safe-save" ]
}
