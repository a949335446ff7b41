#!/usr/bin/env python3
"""Reprints the figures of README.md from raw-*.txt (Python 3, standard
library only): per section "== LABEL KIND LOAD [run N]" of the measurement
tests, WriteParallel's speedup over Write per size (one-core median over
all-cores median, recomputed), then every cell from 512 KiB to 256 MiB
below the bar of 0.97 and every idle cell from 64 MiB below 1.85."""
import glob, os, re

here = os.path.dirname(os.path.abspath(__file__))


def human(n):
    return f"{n / (1 << 20):g} MiB" if n >= 1 << 20 else f"{n >> 10} KiB"


low, short = [], []
for path in sorted(glob.glob(os.path.join(here, "raw-*.txt"))):
    name = os.path.basename(path)
    key = None
    for line in open(path):
        m = re.match(r"== (\S+) (\S+) (\S+)(.*)", line)
        if m:
            key = f"{m.group(2)} {m.group(3)}{m.group(4).rstrip()}"
            print(f"{name}: {key}")
            continue
        f = line.split()
        if key and len(f) == 4 and f[0].isdigit():
            n, s = int(f[0]), float(f[1]) / float(f[2])
            print(f"  {human(n):>12} {s:.2f}")
            if n >= 512 << 10 and s < 0.97:
                low.append(f"{name} {key} {human(n)} {s:.2f}")
            if n >= 64 << 20 and "idle" in key and s < 1.85:
                short.append(f"{name} {key} {human(n)} {s:.2f}")
print("\ncells below 0.97 (512 KiB-256 MiB):")
for x in low:
    print("  " + x)
print("idle cells from 64 MiB below 1.85:")
for x in short:
    print("  " + x)
