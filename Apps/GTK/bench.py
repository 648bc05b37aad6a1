#!/usr/bin/env python3
"""Measures memorize-gtk against the bare GTK 4 window (memorize-gtk-baseline) in one run.

Run inside an X server (Apps/GTK/bench.sh starts Xvfb). Prints `key=value` lines that
memorize-bench reads:
  first-board-baseline-ms / first-board-app-ms: launch until the first card is drawn (each
    program prints it with MEMORIZE_GTK_TIMING=1), alternating launches, medians;
  clock-cpu-percent: memorize-gtk's CPU while only the game clock runs (a card chosen, then
    nothing), from /proc/PID/stat over a window of seconds, median of runs.
  renderer: the renderer each program drew its first frame with (both make the same choice:
    Cairo where OpenGL would run on the CPU, as under Xvfb; GTK's default otherwise; a
    GSK_RENDERER in the environment applies to both).
Timings are measurements, never pass/fail here.
Usage: bench.py BIN_DIR [--launches N] [--idle-seconds S] [--idle-runs N]
"""
import os
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


# The same game the terminal bench plays: a board is dealt at once (a fresh home otherwise asks
# for a theme first).
APP_ARGUMENTS = ["--theme", "food", "--pairs", "8", "--seed", "1"]


def launch(binary, home, arguments=()):
    environment = dict(os.environ)
    environment.update({
        "HOME": home,
        "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "XDG_DATA_HOME": os.path.join(home, "data"),
        "GTK_A11Y": "none",
        "MEMORIZE_GTK_TIMING": "1",
        "LANG": "C.UTF-8",
    })
    environment["MEMORIZE_GTK_SPAWN_NS"] = str(time.time_ns())
    return subprocess.Popen([binary, *arguments], env=environment, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)


RENDERERS = {}


def first_frame(process, name="", timeout=20):
    """The since-spawn-ms of the `timing first-frame` line, or None; notes the renderer."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([process.stdout], [], [], max(0, deadline - time.monotonic()))
        if not ready:
            return None
        line = process.stdout.readline()
        if not line:
            return None
        if line.startswith("timing first-frame"):
            fields = dict(field.split("=", 1) for field in line.split() if "=" in field)
            if name and "renderer" in fields:
                RENDERERS.setdefault(name, set()).add(fields["renderer"])
            if "since-spawn-ms" in fields:
                return float(fields["since-spawn-ms"])
            return None
    return None


def stop(process):
    process.terminate()
    try:
        process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def window_of(pid):
    for _ in range(100):
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                               capture_output=True, text=True).stdout.split()
        if found:
            return found[-1]
        time.sleep(0.1)
    return None


def main():
    bin_dir = sys.argv[1]
    options = dict(zip(sys.argv[2::2], sys.argv[3::2]))
    launches = int(options.get("--launches", 10))
    idle_seconds = float(options.get("--idle-seconds", 10))
    idle_runs = int(options.get("--idle-runs", 3))
    app = os.path.join(bin_dir, "memorize-gtk")
    baseline = os.path.join(bin_dir, "memorize-gtk-baseline")
    scratch = tempfile.mkdtemp(prefix="memorize-gtk-bench-")
    try:
        times = {"baseline": [], "app": []}
        # One uncounted launch of each warms the caches, then they alternate.
        for run in range(launches + 1):
            for name, binary, arguments in (("baseline", baseline, ()),
                                            ("app", app, APP_ARGUMENTS)):
                home = tempfile.mkdtemp(dir=scratch)
                process = launch(binary, home, arguments)
                milliseconds = first_frame(process, name)
                time.sleep(0.3)
                stop(process)
                if run > 0 and milliseconds is not None:
                    times[name].append(milliseconds)
        for name in ("baseline", "app"):
            if times[name]:
                print(f"first-board-{name}-ms={statistics.median(times[name]):.1f}")
                print(f"first-board-{name}-runs={','.join(f'{t:.1f}' for t in times[name])}")
        for name in ("baseline", "app"):
            if name in RENDERERS:
                print(f"renderer-{name}={','.join(sorted(RENDERERS[name]))}")
        ticks_per_second = os.sysconf("SC_CLK_TCK")
        shares = []
        for _ in range(idle_runs):
            home = tempfile.mkdtemp(dir=scratch)
            process = launch(app, home, APP_ARGUMENTS)
            if first_frame(process) is None:
                stop(process)
                continue
            window = window_of(process.pid)
            if window:
                subprocess.run(["xdotool", "windowfocus", "--sync", window])
                # Space chooses the focused card: the game clock starts and ticks each second.
                subprocess.run(["xdotool", "key", "space"])
            time.sleep(2)  # the flip ends
            before = cpu_ticks(process.pid)
            start = time.monotonic()
            time.sleep(idle_seconds)
            used = (cpu_ticks(process.pid) - before) / ticks_per_second
            shares.append(used / (time.monotonic() - start) * 100)
            stop(process)
        if shares:
            print(f"clock-cpu-percent={statistics.median(shares):.2f}")
            print(f"clock-cpu-runs={','.join(f'{s:.2f}' for s in shares)}")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
