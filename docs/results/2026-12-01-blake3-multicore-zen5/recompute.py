#!/usr/bin/env python3
"""Reprints every figure the README quotes from the raw files here.

raw-<label>.txt: the measurement tests (run.sh): for each section
"== LABEL KIND LOAD", rows of size, median time on one core, median time on
all cores, speedup. The speedup is recomputed from the two medians.
raw-cli-<n>.txt: run-cli.sh: hyperfine runs as JSON lines; median wall time
(and hyperfine's mean user and system time) per command, and b3sum's median
over each command's."""
import glob
import json
import os
import re
import statistics

here = os.path.dirname(os.path.abspath(__file__))


def parse_engine(path):
    out = {}  # (kind, load) -> {size: speedup}
    key = None
    for line in open(path):
        m = re.match(r"== (\S+) (\S+) (\S+)", line)
        if m:
            key = (m.group(2), m.group(3))
            out[key] = {}
            continue
        f = line.split()
        if key and len(f) == 4 and f[0].isdigit():
            out[key][int(f[0])] = float(f[1]) / float(f[2])
    return out


def human(n):
    return f"{n >> 20} MiB" if n >= 1 << 20 and n % (1 << 20) == 0 else f"{n >> 10} KiB" if n % 1024 == 0 else str(n)


def engine():
    files = sorted(glob.glob(os.path.join(here, "raw-*.txt")))
    files = [f for f in files if not os.path.basename(f).startswith("raw-cli")]
    runs = {}
    for f in files:
        label = os.path.basename(f)[4:-4]
        runs[label] = parse_engine(f)
    for label, r in runs.items():
        print(f"# {label}")
        for (kind, load), rows in r.items():
            print(f"  {kind:8} {load:6} " + "  ".join(f"{human(n)}:{s:.2f}" for n, s in sorted(rows.items())))
    # Range per group of runs (before-*, after-*) over every run, sizes from
    # 512 KiB (the bar's range).
    for group in ("before", "after"):
        rs = [r for label, r in runs.items() if label.startswith(group + "-")]
        if not rs:
            continue
        print(f"\n{group}: {len(rs)} runs, speedup (WriteParallel over Write) range over the runs, 512 KiB to 256 MiB")
        keys = sorted({k for r in rs for k in r})
        for k in keys:
            sizes = sorted({n for r in rs for n in r.get(k, {}) if n >= 512 << 10})
            cells = []
            worst = None
            for n in sizes:
                v = [r[k][n] for r in rs if n in r.get(k, {})]
                cells.append(f"{human(n)} {min(v):.2f}-{max(v):.2f}")
                worst = min(v) if worst is None else min(worst, min(v))
            print(f"  {k[0]:8} {k[1]:6} lowest {worst:.2f}: " + ", ".join(cells))


def cli():
    for f in sorted(glob.glob(os.path.join(here, "raw-cli-*.txt"))):
        print(f"\n# {os.path.basename(f)}")
        section = None
        res = {}
        for line in open(f):
            if line.startswith("== "):
                section = line[3:].strip()
                res[section] = []
            elif line.startswith("json "):
                res[section].append(json.loads(line[5:]))
        for section, rows in res.items():
            print(f"  {section}:")
            base = None
            for r in rows:
                med = statistics.median(r["times"])
                u, s = r["user"], r["system"]  # hyperfine keeps only their means
                cmd = r["command"].split()[0]
                if base is None:
                    base = med
                print(f"    {os.path.basename(cmd):14} wall {med*1e3:7.1f} ms  user(mean) {u*1e3:6.1f}  sys(mean) {s*1e3:6.1f}  b3sum/this {base/med:.2f}x   ({r['command']})")


def matrix():
    path = os.path.join(here, "raw-matrix.txt")
    if not os.path.exists(path):
        return
    section = None
    derive = {}  # (version) -> list of {size: (vilya, c)}
    process = {}
    for line in open(path):
        if line.startswith("== "):
            section = line[3:].split()
            if section[0] == "derive-key":
                derive.setdefault(section[1], []).append({})
            continue
        f = [x.strip() for x in line.strip().strip("|").split("|")]
        if len(f) < 6 or not f[3][:1].isdigit():
            continue
        vil, c = float(f[3].split()[0]), float(f[4].split()[0])
        if section and section[0] == "derive-key" and f[0] == "derive-key" and f[1] in ("0", "1", "32", "64"):
            derive[section[1]][-1][f[1]] = (vil, c)
        elif section and section[0] == "process" and f[0].startswith("process"):
            process.setdefault(section[1], []).append((f[0], f[1], vil, c))
    print("\nderive-key 0-64 bytes, vilya ns and official C / vilya, per fresh process:")
    for v, runs in derive.items():
        for i, r in enumerate(runs):
            cells = "  ".join(f"{n} B: {x:.0f} ns {c / x:.2f}x" for n, (x, c) in r.items())
            lo = min((c / x for x, c in r.values()), default=0)
            print(f"  {v:6} process {i + 1}: {cells}   lowest {lo:.2f}x")
    print("\nwhole-process rows (vilya b3sum ns/op, b3sum ns/op, b3sum/vilya):")
    for v, rows in process.items():
        for op, size, x, c in rows:
            print(f"  {v:6} {op:20} {size:8} {x:.0f} {c:.0f} {c / x:.2f}x")


engine()
cli()
matrix()
