#!/usr/bin/env bash
# Soak: plays the full-screen game automatically for a while and samples its memory, to tell a
# leak (resident memory that keeps climbing) from a working set that settles.
#
#   Fuzz/soak.sh [MINUTES] [CSV-FILE]        default: 10 minutes, samples to standard output only
#
# Starts the real `memorize` in a private tmux server (its own socket, its own HOME and XDG
# folders in a temporary directory), then sends bursts of random keys — moves, choices, new games,
# shuffles, hints, section switches, Matchismo and Set commands — about 100 keys a second, and
# every SOAK_INTERVAL seconds (default 10) prints `seconds,rss_kb,hwm_kb,keys` from
# /proc/PID/status. At the end it quits with `q`, checks the exit status, and prints the first,
# lowest, highest and last resident size, and how much it grew over the second half of the run.
# Not part of CI: it is a measurement, and ROBUSTNESS.md records its curve.
#
# MEMORIZE_BINARY=path uses that binary instead of building `swift build -c release`.
set -euo pipefail

minutes="${1:-10}"
csv="${2:-}"
interval="${SOAK_INTERVAL:-10}"
root="$(cd "$(dirname "$0")/.." && pwd)"
if [[ -z "${MEMORIZE_BINARY:-}" ]]; then
  (cd "$root" && swift build -c release --product memorize >&2)
  MEMORIZE_BINARY="$root/.build/release/memorize"
fi

folder="$(mktemp -d "${TMPDIR:-/tmp}/memorize-soak.XXXXXX")"
socket="memorize-soak-$$"
cleanup() {
  tmux -L "$socket" kill-server 2>/dev/null || true
  rm -rf "$folder"
}
trap cleanup EXIT
mkdir -p "$folder/config" "$folder/data" "$folder/home"

# The pane's shell runs memorize and keeps its exit status for the end.
tmux -L "$socket" -f /dev/null new-session -d -x 120 -y 40 \
  "env -i PATH=/usr/bin:/bin HOME='$folder/home' XDG_CONFIG_HOME='$folder/config' \
   XDG_DATA_HOME='$folder/data' TERM=xterm-256color LANG=C.UTF-8 \
   '$MEMORIZE_BINARY' --seed 1; echo \$? > '$folder/status'; sleep 30"
pid="$(tmux -L "$socket" display-message -p '#{pane_pid}')"
# The pane's process is the shell (or memorize itself, if the shell exec'd it).
for _ in $(seq 50); do
  if [[ "$(readlink "/proc/$pid/exe" 2>/dev/null || true)" == *memorize* ]]; then break; fi
  child="$(pgrep -P "$pid" | head -n 1 || true)"
  if [[ -n "$child" && "$(readlink "/proc/$child/exe" 2>/dev/null || true)" == *memorize* ]]; then
    pid="$child"
    break
  fi
  sleep 0.1
done
[[ "$(readlink "/proc/$pid/exe" 2>/dev/null || true)" == *memorize* ]] || {
  echo "soak: memorize did not start" >&2
  exit 1
}

keys=(Left Right Up Down Left Right Up Down Space Space Space Space Enter n s i d m '[' ']' Tab BTab
  1 2 3 4 t Escape)
sample() {
  local now="$1" sent="$2"
  local rss hwm
  rss="$(awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status")"
  hwm="$(awk '/^VmHWM:/ { print $2 }' "/proc/$pid/status")"
  local line="$now,$rss,$hwm,$sent"
  echo "$line"
  echo "$line" >> "$folder/samples"
  if [[ -n "$csv" ]]; then echo "$line" >> "$csv"; fi
}

if [[ -n "$csv" ]]; then echo "seconds,rss_kb,hwm_kb,keys" > "$csv"; fi
echo "seconds,rss_kb,hwm_kb,keys"
start=$SECONDS
duration=$((minutes * 60))
sent=0
next_sample=0
while (( SECONDS - start < duration )); do
  if (( SECONDS - start >= next_sample )); then
    sample "$((SECONDS - start))" "$sent"
    next_sample=$((next_sample + interval))
  fi
  burst=()
  for _ in $(seq 20); do burst+=("${keys[RANDOM % ${#keys[@]}]}"); done
  tmux -L "$socket" send-keys -t 0 "${burst[@]}"
  sent=$((sent + 20))
  sleep 0.2
  [[ -d "/proc/$pid" ]] || {
    echo "soak: memorize exited during the soak" >&2
    exit 1
  }
done
sample "$((SECONDS - start))" "$sent"
# Esc closes an overlay; a pause, or Esc and q together would read as Alt-q.
tmux -L "$socket" send-keys -t 0 Escape
sleep 0.5
tmux -L "$socket" send-keys -t 0 q
for _ in $(seq 100); do
  [[ -s "$folder/status" ]] && break
  sleep 0.1
done
status="$(cat "$folder/status" 2>/dev/null || echo none)"
if [[ "$status" == none ]]; then
  echo "soak: memorize did not quit on q; its screen:" >&2
  tmux -L "$socket" capture-pane -p -t 0 >&2 || true
fi
echo "soak: $sent keys in $minutes min; exit status $status"
# Resident size: first, lowest, highest, last, and the growth from the middle sample to the end.
awk -F, '{ rss[NR] = $2; if (NR == 1 || $2 < low) low = $2; if ($2 > high) high = $2 }
  END {
    middle = rss[int((NR + 1) / 2)]
    printf "soak: rss first %d KB, lowest %d KB, highest %d KB, last %d KB; second half %+d KB\n",
      rss[1], low, high, rss[NR], rss[NR] - middle
  }' "$folder/samples"
[[ "$status" == 0 ]]
