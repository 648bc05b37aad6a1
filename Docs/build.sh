#!/usr/bin/env bash
# Builds the documentation of CardGames, Memorize and TerminalKit into one static site with the
# toolchain's own DocC: symbol graphs from the compiler, the catalogs in Sources/<Module>/<Module>.docc,
# every symbol link checked (warnings are errors).
#
#   Docs/build.sh [--serve] [--coverage] [OUTDIR]     default OUTDIR: .build/docs
#
# --coverage  also writes DocC's documentation coverage and fails unless every public symbol that
#             CardGames and Memorize declare has a summary (see Docs/coverage.py).
# --serve     then serves the site on http://127.0.0.1:8000/ until Ctrl-C (python3's http.server).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

serve=false
coverage=false
out=""
for argument in "$@"; do
  case "$argument" in
    --serve) serve=true ;;
    --coverage) coverage=true ;;
    -h | --help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "build.sh: unknown option $argument" >&2; exit 2 ;;
    *) out="$argument" ;;
  esac
done
out="${out:-.build/docs}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
modules=(CardGames Memorize TerminalKit)

# The graphs live beside the documentation build's own scratch folder: an up-to-date module is not
# compiled again, so its graph from the last compile is the current one.
scratch="$PWD/.build/docs-build"
graphs="$scratch/symbol-graphs"
rm -rf "$out/site"
mkdir -p "$graphs/all" "$out/site"

# Public API only, without the members the compiler synthesises (==, hash(into:), Codable): those
# are the standard library's to document.
for module in "${modules[@]}"; do
  swift build --target "$module" --scratch-path "$scratch" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
    -Xswiftc -symbol-graph-skip-synthesized-members -Xswiftc -symbol-graph-skip-inherited-docs \
    2>&1 | tail -n 1
done

for module in "${modules[@]}"; do
  rm -rf "${graphs:?}/$module"
  mkdir -p "$graphs/$module"
  cp "$graphs/all/$module".symbols.json "$graphs/$module/"
  cp "$graphs/all/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true
  options=(
    "Sources/$module/$module.docc"
    --additional-symbol-graph-dir "$graphs/$module"
    --fallback-display-name "$module"
    --fallback-bundle-identifier "org.memorize.$module"
    --output-path "$out/site/$module"
    --transform-for-static-hosting --hosting-base-path "$module"
    --warnings-as-errors
  )
  if $coverage; then
    options+=(--experimental-documentation-coverage --coverage-summary-level brief)
  fi
  echo "== $module"
  docc convert "${options[@]}"
done

lower() { tr '[:upper:]' '[:lower:]' <<<"$1"; }
{
  echo '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Memorize documentation</title></head>'
  echo '<body><h1>Memorize documentation</h1><ul>'
  for module in "${modules[@]}"; do
    echo "<li><a href=\"$module/documentation/$(lower "$module")/\">$module</a></li>"
  done
  echo '</ul></body></html>'
} >"$out/site/index.html"

if $coverage; then
  python3 Docs/coverage.py "$graphs" "$out/site/CardGames" "$out/site/Memorize"
fi

echo "docs: $out/site/index.html (serve it: Docs/build.sh --serve)"
if $serve; then
  echo "docs: http://127.0.0.1:8000/ — Ctrl-C stops"
  exec python3 -m http.server 8000 --bind 127.0.0.1 --directory "$out/site"
fi
