#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/: the start-up decomposition
(paired.py's JSON files), the chunk kernel at offsets from memory, and the
VM's idle-memory effect. Runs from any directory."""
import json, os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))
raw = os.path.join(here, "raw")

print("== start-up, 3-byte file: median ms of 200 rounds; paired = median of (first / this)")
names = {"/tmp/bin-v b3sum /tmp/f3": "vilya b3sum", "/tmp/bin-vx b3sum /tmp/f3": "vilya, exit at main",
         "/tmp/bin-b /tmp/f3": "b3sum 1.2.0", "/tmp/bin-e": "empty Go", "/tmp/bin-s": "stdlib set",
         "/tmp/bin-nocrypto": "stdlib set less crypto", "/tmp/bin-nojson": "stdlib set less json",
         "/tmp/bin-b3": "stdlib set + blake3, bao, sha512x", "/tmp/bin-ed": "stdlib set + ed25519",
         "/tmp/bin-all": "stdlib set + every vilya package"}
for i in range(1, 5):
    d = json.load(open(os.path.join(raw, f"startup-paired-{i}.json")))
    ms = d["ms"]
    print(f"set {i}:")
    for c, t in zip(d["cmds"], ms):
        r = statistics.median(a / b for a, b in zip(ms[0], t))
        print(f"  {names.get(c, c):36s} median {statistics.median(t):6.2f}  paired {r:.3f}")
    if i == 2:
        med = {c: statistics.median(t) for c, t in zip(d["cmds"], ms)}
        v, vx, s, b = (med[k] for k in ["/tmp/bin-v b3sum /tmp/f3", "/tmp/bin-vx b3sum /tmp/f3", "/tmp/bin-s", "/tmp/bin-b /tmp/f3"])
        print(f"  main's work (v - vx) {v - vx:.2f} ms; vilya's packages and size (vx - s) {vx - s:.2f}; stdlib set over b3sum (s - b) {s - b:.2f}")

print("\n== hashChunksAt from memory: contiguous time / variant time, median over rounds (range)")
pat = re.compile(r"^(\S+)\s+median ([\d.]+) ms\s+paired contiguous/this median ([\d.]+) range ([\d.]+)-([\d.]+)")
for f in sorted(os.listdir(raw)):
    if not f.startswith("at-from-memory"):
        continue
    print(f)
    for line in open(os.path.join(raw, f)):
        if line.startswith("#") or line.startswith("=="):
            print("  " + line.rstrip()[:110])
            continue
        m = pat.match(line)
        if m and m.group(1) != "contiguous":
            print(f"    {m.group(1):20s} {float(m.group(3)):.3f} ({m.group(4)}-{m.group(5)}), {m.group(2)} ms")

cache = {}
for line in open(os.path.join(raw, "at-call-in-cache.txt")):
    m = re.match(r"BenchmarkZZAtCall/(\w+)/(\d+)-2 (\d+)", line)
    if m:
        cache.setdefault((m.group(1), int(m.group(2))), []).append(int(m.group(3)))
print("in cache, ns a call (median of 4): " + ", ".join(
    f"{n} chunks at {statistics.median(cache[('at', n)]):.0f} / contiguous {statistics.median(cache[('contiguous', n)]):.0f}"
    for n in (16, 64, 256)))

print("\n== idle memory: first random pass over a 256 MiB buffer idle since the previous pass, against a fresh one")
for line in open(os.path.join(raw, "idle-memory.txt")):
    m = re.match(r"t=\s*(\d+)s old rnd ([\d.]+)ms .* fresh rnd ([\d.]+)ms .* old again rnd ([\d.]+)ms", line)
    if m:
        t, old, fresh, again = int(m.group(1)), float(m.group(2)), float(m.group(3)), float(m.group(4))
        print(f"  t={t:3d}s old {old:6.1f} ms ({old * 1e3 / 65536:.2f} us a page)  fresh {fresh:5.1f}  old again {again:5.1f}")
