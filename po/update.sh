#!/usr/bin/env bash
# Keeps the translations in step with the sources, with GNU gettext (apt-get install gettext):
#
#   po/update.sh           extract every localized(...) sentence into po/memorize.pot, merge it
#                          into each po/LL.po (msgmerge), check them (msgfmt --check) and compile
#                          them into Sources/Memorize/Localization/Catalogs/CompiledCatalogs.swift
#   po/update.sh --check   change nothing; fail if any of those files is out of date (CI runs this)
#
# Swift string literals are C's for the sentences we extract (no interpolation: the functions take
# StaticString), so xgettext reads the sources as C. Placeholders are {name}, python-brace-format
# to gettext, so msgfmt --check refuses a translation whose placeholders differ.
set -euo pipefail
cd "$(dirname "$0")/.."
check=false
[ "${1:-}" = "--check" ] && check=true

compiled=Sources/Memorize/Localization/Catalogs/CompiledCatalogs.swift
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# 1. Extract. Sources in a fixed order; locations by file only, so moving code churns nothing.
find Sources Apps/GTK/Sources -name '*.swift' ! -path "$compiled" | LC_ALL=C sort >"$work/files"
xgettext --language=C --from-code=UTF-8 --no-wrap --add-location=file --sort-by-file \
  --add-comments=Translators: --keyword= --keyword=localized:1 --keyword=localizedPlural:1,2 \
  --keyword=localizedInContext:1c,2 --package-name=Memorize --msgid-bugs-address= \
  --force-po --files-from="$work/files" -o "$work/raw.pot" 2>"$work/xgettext.log" || {
  cat "$work/xgettext.log" >&2
  exit 1
}
# Multi-line string literals (never a catalog sentence: a test forbids them in localized(...))
# look unterminated to a C reader; the bugs address is left empty on purpose.
grep -v -e 'unterminated string literal' -e 'msgid-bugs-address' -e 'MSGID_BUGS_ADDRESS' -e 'Makevars' \
  -e '^ *specify an --msgid-bugs-address' "$work/xgettext.log" >&2 || true
# Every message with a {placeholder} is python-brace-format, so msgfmt --check compares them.
awk 'BEGIN { RS = ""; ORS = "\n\n" }
  /\nmsgid(_plural)? "[^\n]*\{[A-Za-z_][A-Za-z0-9_]*\}/ && !/^msgid ""\nmsgstr ""/ {
    if ($0 ~ /\n#, /) { sub(/\n#, /, "\n#, python-brace-format, ") }
    else if ($0 ~ /^#, /) { sub(/^#, /, "#, python-brace-format, ") }
    else { sub(/\nmsgctxt |\nmsgid /, "\n#, python-brace-format&") }
  }
  { print }' "$work/raw.pot" | sed -e 's/charset=CHARSET/charset=UTF-8/' >"$work/memorize.pot"
# A header line that changes on every run does not make a file out of date.
same_but_dates() { diff -q -I '^"POT-Creation-Date:' -I '^"PO-Revision-Date:' "$1" "$2" >/dev/null 2>&1; }

stale=()
place() { # place NEW TARGET: install NEW as TARGET unless only dates differ
  if same_but_dates "$1" "$2"; then return 0; fi
  if $check; then stale+=("$2"); else cp "$1" "$2"; fi
}
place "$work/memorize.pot" po/memorize.pot

# 2. Merge into each catalog, and check it.
for po in po/*.po; do
  msgmerge --quiet --force-po --no-wrap --add-location=file --sort-by-file --previous --no-fuzzy-matching \
    -o "$work/$(basename "$po")" "$po" "$work/memorize.pot"
  place "$work/$(basename "$po")" "$po"
  msgfmt --check --statistics -o /dev/null "$work/$(basename "$po")"
done

# 3. Compile: each catalog's exact text in a raw string literal, keyed by its language.
{
  echo '// swift-format-ignore-file'
  echo '// Made by po/update.sh from po/*.po; edit those files and run it, never this one.'
  echo '// Each catalog is the exact text of its .po file (a test compares them).'
  echo
  echo 'enum CompiledCatalogs {'
  echo '  static let text: [String: String] = ['
  for po in po/*.po; do
    source="$po" # as placed above: unchanged, or the merged one
    if grep -q '"""##' "$source"; then
      echo "po/update.sh: $po contains \"\"\"##, which ends the Swift literal" >&2
      exit 1
    fi
    printf '    "%s": ##"""\n' "$(basename "$po" .po)"
    cat "$source"
    printf '\n"""##,\n'
  done
  echo '  ]'
  echo '}'
} >"$work/CompiledCatalogs.swift"
if ! cmp -s "$work/CompiledCatalogs.swift" "$compiled"; then
  if $check; then stale+=("$compiled"); else cp "$work/CompiledCatalogs.swift" "$compiled"; fi
fi

if ((${#stale[@]})); then
  echo "po/update.sh: out of date: ${stale[*]}; run po/update.sh and commit the result" >&2
  exit 1
fi
