#!/usr/bin/env python3
"""Reprint the figures of README.md from the files beside this file (Python
3, standard library only): per set, the median times and the ratios
(ratio of the medians; median of the rounds' own ratios) of the old and
new `vilya bao hash`, `vilya b3sum` and b3sum; and the small files' run."""
import glob, json, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
agg = {}
for p in sorted(glob.glob(os.path.join(HERE, "raw-*.txt"))):
    t = {}
    for line in open(p):
        if line.startswith("round"):
            for k, ms in re.findall(r"(\S+) ([0-9.]+)", line[len("round"):]):
                if not k.isdigit():
                    t.setdefault(k, []).append(float(ms))
    state = os.path.basename(p)[4:-4].rsplit("-", 1)[0]
    med = {k: statistics.median(v) for k, v in t.items()}
    print(f"{os.path.basename(p)}: medians " + ", ".join(f"{k} {v:.0f} ms" for k, v in med.items()))
    for a in ("bao-hash-old", "b3sum", "vilya-b3sum"):
        rm = med[a] / med["bao-hash-new"]
        pm = statistics.median(x / y for x, y in zip(t[a], t["bao-hash-new"]))
        agg.setdefault((state, a), []).append((rm, pm))
        print(f"  {a} / bao-hash-new: ratio of medians {rm:.3f}, paired median {pm:.3f}")
for (state, a), xs in agg.items():
    print(f"{state}, {a} / bao-hash-new over {len(xs)} sets: ratio of medians {min(r for r, _ in xs):.3f}-{max(r for r, _ in xs):.3f},"
          f" paired medians {min(p for _, p in xs):.3f}-{max(p for _, p in xs):.3f}")
runs = {r["command"]: r for r in json.load(open(os.path.join(HERE, "small-files.json")))["results"]}
o, n = runs["old"], runs["new"]
print(f"2,000 files of 0-4095 bytes, one command line: old {1e3 * o['median']:.1f} ms, new {1e3 * n['median']:.1f} ms"
      f" (medians of {len(o['times'])}), old / new {o['median'] / n['median']:.2f}")
