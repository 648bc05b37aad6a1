#!/usr/bin/env bash
# Builds the three Debian packages into OUTDIR:
#   memorize_VERSION_amd64.deb        the terminal game      (/usr/games/memorize)
#   memorize-gtk_VERSION_amd64.deb    the desktop window     (/usr/games/memorize-gtk)
#   memorize-table_VERSION_amd64.deb  the shared table       (/usr/games/memorize-table)
# Release builds carry the Swift runtime statically, so they run without a Swift toolchain; the
# dependencies are what dpkg-shlibdeps finds the binaries linked against (libc, GTK 4 and
# libadwaita for the window, libsoup 3 and libqrencode for the table: runtime libraries, never
# -dev packages).
#
# Manual pages and completion scripts come from Packaging/ (memorize's and memorize-gtk's generated
# from the flag table and checked by GeneratedFilesTests, memorize-table's written by hand and
# checked by Apps/Table's PackagingFilesTests); the desktop file, icons and AppStream metainfo from
# Apps/GTK/data/ when it holds them; the table's systemd user unit and its example options from
# Packaging/systemd/. The version is Release.version in
# Sources/Memorize/CommandLine/Release.swift; the Debian revision is DEBIAN_REVISION (default 1).
#
# Usage: Packaging/build-debs.sh OUTDIR      (MAINTAINER="Name <address>" to sign the changelog)
set -euo pipefail

if [ $# -ne 1 ] || [ -z "$1" ]; then
  echo "usage: Packaging/build-debs.sh OUTDIR" >&2
  exit 2
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$1"
out="$(cd "$1" && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
export LC_ALL=C.UTF-8

for tool in swift dpkg-deb dpkg-shlibdeps gzip strip; do
  command -v "$tool" >/dev/null || { echo "build-debs: $tool is missing" >&2; exit 1; }
done

release_file="$root/Sources/Memorize/CommandLine/Release.swift"
upstream="$(sed -n 's/^ *public static let version = "\([0-9][0-9.]*\)"$/\1/p' "$release_file")"
[ -n "$upstream" ] || { echo "build-debs: no version in $release_file" >&2; exit 1; }
version="$upstream-${DEBIAN_REVISION:-1}"
maintainer="${MAINTAINER:-Memorize maintainers <memorize@users.noreply.github.com>}"
# The changelog's date: the commit's, so the same commit builds the same packages.
date_rfc2822="$(git -C "$root" log -1 --format=%aD 2>/dev/null || date -R)"
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)}"

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT

build() { # build PACKAGE_PATH PRODUCT [FLAGS...]: a static-stdlib release build; prints the binary's path
  local started=$SECONDS
  swift build -c release --static-swift-stdlib --package-path "$1" --product "$2" "${@:3}" >&2
  echo "build-debs: $2 built in $((SECONDS - started)) s" >&2
  echo "$(swift build -c release --package-path "$1" --show-bin-path)/$2"
}

# install_file SOURCE DEST MODE: copy into the staged tree
install_file() {
  mkdir -p "$(dirname "$2")"
  cp "$1" "$2"
  chmod "$3" "$2"
}

# stage_package NAME BINARY SUMMARY DESCRIPTION: the common part of both packages
stage_package() {
  local name="$1" binary="$2" tree="$stage/$1"
  mkdir -p "$tree/DEBIAN"
  install_file "$binary" "$tree/usr/games/$name" 0755
  strip --strip-unneeded --remove-section=.comment --remove-section=.note "$tree/usr/games/$name"
  if ldd "$tree/usr/games/$name" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime'; then
    echo "build-debs: $name links the Swift runtime dynamically" >&2
    exit 1
  fi
  install_file "$root/Packaging/man/$name.6" "$tree/usr/share/man/man6/$name.6" 0644
  gzip -9n "$tree/usr/share/man/man6/$name.6"
  # The translated pages: Packaging/man/LL_CC/NAME.6 → /usr/share/man/LL_CC/man6/NAME.6.gz
  for page in "$root"/Packaging/man/*/"$name.6"; do
    local language
    language="$(basename "$(dirname "$page")")"
    install_file "$page" "$tree/usr/share/man/$language/man6/$name.6" 0644
    gzip -9n "$tree/usr/share/man/$language/man6/$name.6"
  done
  install_file "$root/Packaging/completions/bash/$name" \
    "$tree/usr/share/bash-completion/completions/$name" 0644
  install_file "$root/Packaging/completions/zsh/_$name" \
    "$tree/usr/share/zsh/vendor-completions/_$name" 0644
  install_file "$root/Packaging/completions/fish/$name.fish" \
    "$tree/usr/share/fish/vendor_completions.d/$name.fish" 0644

  local doc="$tree/usr/share/doc/$name"
  install_file "$root/Packaging/debian/copyright" "$doc/copyright" 0644
  install_file "$root/CHANGELOG.md" "$doc/changelog" 0644
  gzip -9n "$doc/changelog"
  cat > "$doc/changelog.Debian" <<EOF
$name ($version) unstable; urgency=medium

  * Built by Packaging/build-debs.sh; what changed is in changelog.gz.

 -- $maintainer  $date_rfc2822
EOF
  gzip -9n "$doc/changelog.Debian"
}

# finish_package NAME SUMMARY DESCRIPTION [RECOMMENDS]: control file, checksums, and the .deb
finish_package() {
  local name="$1" summary="$2" description="$3" recommends="${4:-}" tree="$stage/$1"
  # dpkg-shlibdeps reads the shared libraries the binary needs and names their packages.
  local work="$stage/shlibs-$name"
  mkdir -p "$work/debian"
  printf 'Source: memorize\n\nPackage: %s\nArchitecture: amd64\n' "$name" > "$work/debian/control"
  local depends
  depends="$(cd "$work" && dpkg-shlibdeps -O "$tree/usr/games/$name" 2>/dev/null \
    | sed -n 's/^shlibs:Depends=//p')"
  [ -n "$depends" ] || { echo "build-debs: dpkg-shlibdeps found nothing for $name" >&2; exit 1; }
  local size
  size="$(du -k -s --exclude=DEBIAN "$tree" | cut -f1)"
  {
    echo "Package: $name"
    echo "Version: $version"
    echo "Architecture: amd64"
    echo "Maintainer: $maintainer"
    echo "Installed-Size: $size"
    echo "Depends: $depends"
    [ -z "$recommends" ] || echo "Recommends: $recommends"
    echo "Section: games"
    echo "Priority: optional"
    echo "Description: $summary"
    printf '%s\n' "$description" | fold -s -w 78 | sed 's/ *$//; s/^/ /'
  } > "$tree/DEBIAN/control"
  (cd "$tree" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$tree/DEBIAN/md5sums"
  chmod 0644 "$tree/DEBIAN/control" "$tree/DEBIAN/md5sums"
  find "$tree" -type d -exec chmod 0755 {} +
  find "$tree" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
  dpkg-deb --root-owner-group -Zxz --build "$tree" "$out/${name}_${version}_amd64.deb" >&2
  echo "$out/${name}_${version}_amd64.deb"
}

# The terminal game is also not position-independent: no pointers to relocate at launch keeps it
# under 12 MB resident (BENCHMARKS.md, "Resident memory").
terminal_binary="$(build "$root" memorize -Xlinker -no-pie)"
window_binary="$(build "$root/Apps/GTK" memorize-gtk)"
table_binary="$(build "$root/Apps/Table" memorize-table)"

stage_package memorize "$terminal_binary"
finish_package memorize "card-matching games of CS193P for the terminal" \
  "Memorize (find the pairs), Matchismo (match rank or suit) and Set (find three that make a set), \
the card games of Stanford's CS193P course, full screen in a terminal with keyboard and mouse, or \
as plain lines of text for screen readers and scripts (--plain). One to four players, or against \
the computer. Games, themes and statistics are saved as you play."

stage_package memorize-gtk "$window_binary"
data="$root/Apps/GTK/data"
tree="$stage/memorize-gtk"
if [ -d "$data" ]; then
  for file in "$data"/*.desktop; do
    [ -e "$file" ] || continue
    install_file "$file" "$tree/usr/share/applications/$(basename "$file")" 0644
  done
  for file in "$data"/*.metainfo.xml; do
    [ -e "$file" ] || continue
    install_file "$file" "$tree/usr/share/metainfo/$(basename "$file")" 0644
  done
  # Apps/GTK/data/icons holds the scalable icon and its -symbolic twin, as Apps/GTK/install.sh
  # installs them.
  for icon in "$data"/icons/*.svg; do
    [ -e "$icon" ] || continue
    case "$icon" in
      *-symbolic.svg) size=symbolic ;;
      *) size=scalable ;;
    esac
    install_file "$icon" "$tree/usr/share/icons/hicolor/$size/apps/$(basename "$icon")" 0644
  done
else
  echo "build-debs: no Apps/GTK/data: the window package has no desktop file, icon or metainfo" >&2
fi
finish_package memorize-gtk "card-matching games of CS193P in a desktop window" \
  "Memorize (find the pairs), Matchismo (match rank or suit) and Set (find three that make a set), \
the card games of Stanford's CS193P course, in a GTK 4 and libadwaita window: one to four players, \
or against the computer. It shares games, themes and statistics with the memorize terminal game."

stage_package memorize-table "$table_binary"
tree="$stage/memorize-table"
# The user unit that keeps a table running, and the options file it reads, to copy and edit.
install_file "$root/Packaging/systemd/memorize-table.service" \
  "$tree/usr/lib/systemd/user/memorize-table.service" 0644
install_file "$root/Packaging/systemd/options" \
  "$tree/usr/share/doc/memorize-table/examples/options" 0644
finish_package memorize-table "shared table of Memorize, Matchismo or Set over the network" \
  "memorize-table opens a table of Memorize, Matchismo or Set, card games of Stanford's CS193P course, that \
players join over the network with memorize --join or from a browser: it prints the table code, \
the join command and link, and in a terminal a QR code of the link. The table alone decides every \
move, Set claim, turn and the end of the game, and sends each player only what that player may \
see. Plain HTTP and WebSocket on a LAN; put it behind an SSH tunnel or a TLS reverse proxy on the \
internet. A systemd user unit keeps a table running; with --play the host plays from the \
table's own terminal with memorize." "memorize (= $version)"
