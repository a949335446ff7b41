#!/usr/bin/env python3
"""Reprints the figures of README.md from raw-*.txt (Python 3, standard
library only). Per section "== COMMIT run N KIND LOAD" of the measurement
tests: WriteParallel's speedup over Write per size (one-core median over
all-cores median, recomputed). Then, per cell (kind, load, size), the range
over every run; every cell from 512 KiB to 256 MiB below the bar of 0.97;
every idle cell from 64 MiB below 1.85; and the policy's lags after the
64 and 256 MiB rows."""
import glob, os, re
from collections import defaultdict

here = os.path.dirname(os.path.abspath(__file__))


def human(n):
    return f"{n / (1 << 20):g} MiB" if n >= 1 << 20 else f"{n >> 10} KiB"


cells = defaultdict(list)
low, short = [], []
for path in sorted(glob.glob(os.path.join(here, "raw-*.txt"))):
    name = os.path.basename(path)
    key = None
    for line in open(path):
        m = re.match(r"== \S+ run (\d+) (\S+) (\S+)", line)
        if m:
            key = (m.group(2), m.group(3))
            print(f"{name}: {key[0]} {key[1]}")
            continue
        f = line.split()
        if key and len(f) == 4 and f[0].isdigit():
            n, s = int(f[0]), float(f[1]) / float(f[2])
            print(f"  {human(n):>12} {s:.2f}")
            cells[(key, n)].append(s)
            if n >= 512 << 10 and s < 0.97:
                low.append(f"{name} {key[0]} {key[1]} {human(n)} {s:.2f}")
            if n >= 64 << 20 and key[1] == "idle" and s < 1.85:
                short.append(f"{name} {key[0]} {key[1]} {human(n)} {s:.2f}")
print("\nranges over every run (speedup):")
for (key, n), v in sorted(cells.items()):
    print(f"  {key[0]:9} {key[1]:7} {human(n):>12} {min(v):.2f}-{max(v):.2f} ({len(v)} runs)")
for kind in ("cold", "repeated"):
    for load in ("idle", "pinned", "procs8"):
        v = [s for (k, n), l in cells.items() if k == (kind, load) and (512 << 10) <= n < (64 << 20) for s in l]
        w = [s for (k, n), l in cells.items() if k == (kind, load) and n >= (64 << 20) for s in l]
        if v:
            print(f"  {kind} {load}: 512 KiB-32 MiB {min(v):.2f}-{max(v):.2f}; 64-256 MiB {min(w):.2f}-{max(w):.2f}")
print("\ncells below 0.97 (512 KiB-256 MiB):")
for x in low:
    print("  " + x)
print("idle cells from 64 MiB below 1.85:")
for x in short:
    print("  " + x)

# The control (control-*.txt): both columns Write; the spread of the ratio
# where nothing differs.
print("\ncontrol (both columns Write), ratio per cell:")
cv = []
for path in sorted(glob.glob(os.path.join(here, "control-*.txt"))):
    key = None
    for line in open(path):
        m = re.match(r"== \S+ run (\d+) (\S+) (\S+)", line)
        if m:
            key = f"{m.group(2)} {m.group(3)}"
            continue
        f = line.split()
        if key and len(f) == 4 and f[0].isdigit():
            n, s = int(f[0]), float(f[1]) / float(f[2])
            if n >= 512 << 10:
                cv.append(s)
                print(f"  {os.path.basename(path)} {key} {human(n)} {s:.2f}")
if cv:
    print(f"control range from 512 KiB: {min(cv):.2f}-{max(cv):.2f} ({len(cv)} cells)")
