#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/: the gap matrix's
StdlibCompat rows (n = 8 and 64, both sizes) in bench binaries of five
commits, the perf sample counts, and the stack-depth scans and A/B.
Usage: python3 recompute.py (from anywhere; standard library)."""
import os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))
raw = os.path.join(here, "raw")
row = re.compile(r"^\| verify-batch-stdlibcompat \| (\d+) \| (\d+) \| ([\d.]+) ")

def rows(path):
    out = {}
    for line in open(path):
        m = row.match(line)
        if m:
            out[(int(m.group(1)), int(m.group(2)))] = float(m.group(3))
    return out

print("== bench binaries, vilya µs a signature, StdlibCompat (size/n); each line one matrix process")
bf = os.path.join(raw, "bench-filtered")
for prefix, what in (("ab3-", "three alternations, e22126c and 5c7c97b"),
                     ("four-", "two alternations of four commits"),
                     ("head-", "one alternation, 2069593 and the revert 1a8332a")):
    print(what + ":")
    for f in sorted(os.listdir(bf), key=lambda f: (f.rsplit("-", 1)[1], f)):
        if f.startswith(prefix):
            r = rows(os.path.join(bf, f))
            print(f"  {f[len(prefix):-3]:12s} " + "  ".join(f"{s}/{n}: {v:.2f}" for (s, n), v in sorted(r.items())))
by = {}
for f in os.listdir(bf):
    if f.startswith(("ab3-", "four-")):
        c = f.split("-")[1]
        by.setdefault(c, []).extend(rows(os.path.join(bf, f)).values())
print("mean over every row and run: " + ", ".join(f"{c} {statistics.mean(v):.2f} ({len(v)} cells)" for c, v in sorted(by.items())))

print("\n== perf samples of one matrix process each (StdlibCompat, n = 64), vilya's top symbols")
for c in ("2069593", "5c7c97b"):
    print(c + ":")
    for line in open(os.path.join(raw, "perf", f"top-{c}.txt")):
        p = line.split()
        if len(p) >= 4:
            print(f"  {p[1]:>6s} {p[3].split('/')[-1]}")

print("\n== stack-depth scans, µs a signature (raw/stack-depth/scan-5c7c97b.txt)")
blocks, cur = [], None
for line in open(os.path.join(raw, "stack-depth", "scan-5c7c97b.txt")):
    if line.startswith("#"):
        cur = []
        blocks.append((line.strip("# \n"), cur))
        continue
    cur.extend(float(x) for x in re.findall(r"d=\s*\d+ ([\d.]+)", line))
names = ["main's kernels", "scratch just past p", "scratch clear of p and q"]
for name, (_, v) in zip(names, [b for b in blocks if b[1]]):
    mid, ends = v[10:56], v[:10] + v[56:]
    print(f"  {name:26s} depths 10-55 mean {statistics.mean(mid):.2f} ({min(mid):.2f}-{max(mid):.2f}), "
          f"0-9 and 56-63 mean {statistics.mean(ends):.2f} ({min(ends):.2f}-{max(ends):.2f}); range {min(v):.2f}-{max(v):.2f}")
for f in sorted(os.listdir(os.path.join(raw, "stack-depth"))):
    if f.startswith("sd-"):
        v = [float(l.split()[-1]) for l in open(os.path.join(raw, "stack-depth", f))]
        print(f"  {f:14s} (whole binaries, {'placed' if 'new' in f else 'main'}): median {statistics.median(v):.2f}, range {min(v):.2f}-{max(v):.2f}")
print("\n== in-process A/B of the scratch placement (raw/stack-depth/scratch-ab.txt)")
for line in open(os.path.join(raw, "stack-depth", "scratch-ab.txt")):
    if line.startswith("n="):
        print("  " + line.strip())

print("\n== ed25519 test binaries (raw/test-binaries-cold.txt), µs a signature over four rounds")
tb = {}
for line in open(os.path.join(raw, "test-binaries-cold.txt")):
    m = re.match(r"\d+ (\w+) 8x1232-2 ([\d.]+)\s+64x1232-2 ([\d.]+)", line)
    if m:
        tb.setdefault(m.group(1), []).append((float(m.group(2)), float(m.group(3))))
for c, v in tb.items():
    print(f"  {c}: n = 8 {min(x[0] for x in v):.2f}-{max(x[0] for x in v):.2f}, n = 64 {min(x[1] for x in v):.2f}-{max(x[1] for x in v):.2f}")
