#!/usr/bin/env python3
"""Reprint the figures of README.md from the files beside this file (Python
3, standard library only): per set, b3sum time / vilya time for vilya's
default (the probes pick mapping on both files) and for reading
(VILYA_B3SUM_NO_MMAP=1), one thread and all threads, the ratio of the
medians and the median of the rounds' own ratios; and the throwaway
probes' read and mapped times."""
import glob, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))


def rounds(path):
    t = {}
    for line in open(path):
        if line.startswith("round"):
            for name, ms in re.findall(r"(\S+/\S+) ([0-9.]+)", line):
                t.setdefault(name, []).append(float(ms))
    return t


for kind in ("fresh", "folio"):
    print(f"== {kind}")
    rows = {}
    for p in sorted(glob.glob(os.path.join(HERE, f"raw-{kind}-*.txt"))):
        t = rounds(p)
        for th in ("1", "all"):
            b = t[f"b3sum/{th}"]
            for v in ("vilya", "vilya-read"):
                x = t[f"{v}/{th}"]
                rm = statistics.median(b) / statistics.median(x)
                pm = statistics.median([i / j for i, j in zip(b, x)])
                rows.setdefault((th, v), []).append((rm, pm))
                print(f"  {os.path.basename(p)} threads={th} {v:>10}: ratio of medians {rm:.3f}, paired median {pm:.3f}"
                      f" (median {statistics.median(x):.0f} ms, b3sum {statistics.median(b):.0f})")
    for th in ("1", "all"):
        r = [statistics.median(t[f"vilya-read/{th}"]) / statistics.median(t[f"vilya/{th}"])
             for t in map(rounds, sorted(glob.glob(os.path.join(HERE, f"raw-{kind}-*.txt"))))]
        print(f"  threads={th}: reading's median time / mapping's, per set: {min(r):.3f}-{max(r):.3f}")
    for (th, v), xs in rows.items():
        print(f"  threads={th} {v:>10}, over {len(xs)} sets: ratio of medians {min(r for r, _ in xs):.3f}-{max(r for r, _ in xs):.3f},"
              f" paired medians {min(p for _, p in xs):.3f}-{max(p for _, p in xs):.3f}")

print("== throwaway probes on the fresh file (probe.patch), least of each kind, read / (mapped + dropping its pages):")
for p in sorted(glob.glob(os.path.join(HERE, "probes-*.txt"))):
    text = open(p).read()
    reads = [float(x) for x in re.findall(r"read probe \d+: ([0-9.]+)ms", text)]
    maps = [(float(a), float(b) * (1e-3 if u == "µs" else 1 if u == "ms" else 1e-6))
            for a, b, u in re.findall(r"mapped probe \d+: ([0-9.]+)ms \(zap ([0-9.]+)(µs|ms|ns)\)", text)]
    full = [a + b for a, b in maps]
    zap = statistics.median(b / a for a, b in maps)
    print(f"  {os.path.basename(p)}: read {min(reads):.2f} ms, mapped {min(a for a, _ in maps):.2f} ms,"
          f" mapped + drop {min(full):.2f} ms (dropping the pages a median {100 * zap:.0f} % of the mapped time),"
          f" ratio {min(reads) / min(full):.3f}")
