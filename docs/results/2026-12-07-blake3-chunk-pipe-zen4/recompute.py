#!/usr/bin/env python3
"""Zen 4: the pipelined 16-lane chunk kernel (hashChunksAVX512Pipe, chosen by
cpu.Split512) against 6653adc's (README). sum/: BenchmarkSum256 of the
blake3 test binaries of 6653adc ("cur") and of the change ("pipe"), six
alternated rounds; matrix/: the gap matrix's one-shot rows (hash, keyed,
derive-key), bench of 6653adc ("R") and of the change ("P"), three
alternated runs. Ratios: old time / new time, and official C time / vilya
time.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, json, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))


def sum_t(v, r, size):
    for line in open(os.path.join(HERE, "sum", f"{v}-{r}.txt")):
        m = re.match(rf"BenchmarkSum256/{size}-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            return float(m[1])


print("== Sum256, 6653adc time / new time per round (six rounds)")
for size in ("16KiB", "64KiB", "256KiB", "1MiB"):
    rel = [sum_t("cur", r, size) / sum_t("pipe", r, size) for r in range(1, 7)]
    print(f"  {size:7} {min(rel):.3f}-{max(rel):.3f} (median {statistics.median(rel):.3f})")


def load(v):
    out = []
    for p in sorted(glob.glob(os.path.join(HERE, "matrix", f"{v}-*.json"))):
        out.append({(r["op"], r["size"], r["impl"]): r["ns_median"] for r in json.load(open(p))["rows"] if r["ns_median"]})
    return out


old, new = load("R"), load("P")
assert len(old) == 3 and len(new) == 3
print("== gap matrix, official C time / vilya time, three runs each (16 KiB to 1 MiB; 4 KiB and under)")
for name, runs in (("6653adc", old), ("new", new)):
    big = [t[(op, s, "official-c")] / t[(op, s, "vilya")] for t in runs for (op, s, i) in t
           if i == "vilya" and op in ("hash", "keyed", "derive-key") and s >= 16 << 10]
    small = [t[(op, s, "official-c")] / t[(op, s, "vilya")] for t in runs for (op, s, i) in t
             if i == "vilya" and op in ("hash", "keyed", "derive-key") and s <= 4 << 10]
    print(f"  {name:8} 16 KiB-1 MiB {min(big):.2f}-{max(big):.2f} (median {statistics.median(big):.2f}); up to 4 KiB {min(small):.2f}-{max(small):.2f}")
for s in (16 << 10, 64 << 10, 1 << 20):
    print(f"  hash {s >> 10} KiB: 6653adc " + ", ".join(f"{t[('hash', s, 'official-c')] / t[('hash', s, 'vilya')]:.2f}" for t in old)
          + "; new " + ", ".join(f"{t[('hash', s, 'official-c')] / t[('hash', s, 'vilya')]:.2f}" for t in new))
