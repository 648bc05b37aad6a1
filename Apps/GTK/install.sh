#!/usr/bin/env bash
# Installs memorize-gtk as a desktop application: the binary, its .desktop file, its icons, its
# AppStream metainfo and its manual pages (English and Simplified Chinese), under a prefix (~/.local by default, where GNOME finds them for one user).
#
#   Apps/GTK/install.sh [--prefix DIR]                 build (release) and install
#   Apps/GTK/install.sh --uninstall [--prefix DIR]     remove exactly what install put there
#   --binary FILE   install this already-built memorize-gtk instead of building one
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"

id=io.github.cs193p.Memorize
prefix="$HOME/.local"
binary=""
uninstall=0
usage() { echo "usage: install.sh [--prefix DIR] [--binary FILE] | --uninstall [--prefix DIR]" >&2; }
while (($#)); do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { usage; exit 2; }; prefix="$2"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --binary) [ $# -ge 2 ] || { usage; exit 2; }; binary="$2"; shift 2 ;;
    --uninstall) uninstall=1; shift ;;
    -h | --help) usage; exit 0 ;;
    *) echo "install.sh: unknown option $1" >&2; usage; exit 2 ;;
  esac
done

# Where each file goes, relative to the prefix.
files=(
  "bin/memorize-gtk"
  "share/applications/$id.desktop"
  "share/icons/hicolor/scalable/apps/$id.svg"
  "share/icons/hicolor/symbolic/apps/$id-symbolic.svg"
  "share/metainfo/$id.metainfo.xml"
  "share/man/man6/memorize-gtk.6"
  "share/man/zh_CN/man6/memorize-gtk.6"
)

refresh_caches() {
  if command -v gtk4-update-icon-cache >/dev/null && [ -f "$prefix/share/icons/hicolor/index.theme" ]; then
    gtk4-update-icon-cache -q -t -f "$prefix/share/icons/hicolor" || true
  fi
  if command -v update-desktop-database >/dev/null; then
    update-desktop-database -q "$prefix/share/applications" 2>/dev/null || true
  fi
}

if ((uninstall)); then
  for file in "${files[@]}"; do
    rm -f "$prefix/$file"
  done
  refresh_caches
  echo "Removed Memorize from $prefix"
  exit 0
fi

if [ -z "$binary" ]; then
  swift build -c release --package-path . --product memorize-gtk
  binary="$(swift build -c release --package-path . --show-bin-path)/memorize-gtk"
fi
[ -x "$binary" ] || { echo "install.sh: no executable at $binary" >&2; exit 1; }

install -D -m 755 "$binary" "$prefix/${files[0]}"
install -D -m 644 "data/$id.desktop" "$prefix/${files[1]}"
install -D -m 644 "data/icons/$id.svg" "$prefix/${files[2]}"
install -D -m 644 "data/icons/$id-symbolic.svg" "$prefix/${files[3]}"
install -D -m 644 "data/$id.metainfo.xml" "$prefix/${files[4]}"
install -D -m 644 "../../Packaging/man/memorize-gtk.6" "$prefix/${files[5]}"
install -D -m 644 "../../Packaging/man/zh_CN/memorize-gtk.6" "$prefix/${files[6]}"
refresh_caches
echo "Installed Memorize under $prefix (run: $prefix/bin/memorize-gtk, or find it among your applications)"
