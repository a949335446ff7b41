#!/usr/bin/env python3
"""Reprints every figure that STATUS, NOTEBOOK and the commit messages
quote from this folder's raw output."""
import glob, json, os, re, statistics

os.chdir(os.path.dirname(os.path.abspath(__file__)))
COMMITS = ["92eeb66", "3e8e15b", "06adc85"]


def short(cmd):
    return cmd.split()[0].replace("/tmp/bin-", "")


print("== Fixed cost of a process (run-tiny.sh): median ms, least ms, paired median of 92eeb66's time / this time")
paired = {}
for f in sorted(glob.glob("raw/tiny-*.json")):
    d = json.load(open(f))
    base = d["ms"][0]
    print(f"-- {f}")
    for c, t in zip(d["cmds"], d["ms"]):
        r = statistics.median(a / b for a, b in zip(base, t))
        paired.setdefault(short(c), []).append(r)
        print(f"   {short(c):20s} median {statistics.median(t):6.2f}  least {min(t):6.2f}  paired {r:.3f}")
for k, v in paired.items():
    print(f"   range over sets: {k:20s} {min(v):.3f}-{max(v):.3f}")

print("\n== Gap matrix whole-process rows (run-matrix.sh): b3sum time / vilya time, ratio of medians (median of paired ratios)")
row = re.compile(r"^\| (process-1-thread|process-all-threads)[^|]*\| 256 MiB \|[^|]*\|([^|]*)\|([^|]*)\| ([0-9.]+) \(([0-9.]+)\) \|")
res = {}
for c in ("92eeb66", "06adc85"):
    for i in range(1, 9):
        for line in open(f"raw/matrix-{c}-{i}.md"):
            m = row.match(line)
            if m:
                res.setdefault((c, m.group(1)), []).append((float(m.group(4)), float(m.group(5))))
for (c, op), v in sorted(res.items(), key=lambda kv: (kv[0][1], COMMITS.index(kv[0][0]))):
    rs, ps = [a for a, _ in v], [b for _, b in v]
    print(f"   {op:20s} {c}: " + " ".join(f"{a:.2f}({b:.2f})" for a, b in v)
          + f"   range {min(rs):.2f}-{max(rs):.2f}, paired {min(ps):.2f}-{max(ps):.2f}")
for op in ("process-1-thread", "process-all-threads"):
    d = [n[0] - o[0] for o, n in zip(res[("92eeb66", op)], res[("06adc85", op)])]
    print(f"   {op:20s} 06adc85 - 92eeb66 by run: " + " ".join(f"{x:+.2f}" for x in d)
          + f"  median {statistics.median(d):+.3f}")

print("\n== Package initialisation (run-inittrace.sh): mean over runs of the summed init clocks, ms, and heap bytes")
line = re.compile(r"^init (\S+) @\S+ ms, ([0-9.]+) ms clock, (\d+) bytes, (\d+) allocs")
for c in COMMITS:
    runs, cur = [], None
    for l in open(f"raw/inittrace-vilya-{c}.txt"):
        if l.startswith("# run"):
            cur = {}
            runs.append(cur)
            continue
        m = line.match(l)
        if m and cur is not None:
            cur[m.group(1)] = (float(m.group(2)), int(m.group(3)))
    sums = [sum(v[0] for v in r.values()) for r in runs]
    vil = [sum(v[0] for k, v in r.items() if k == "main" or "vilyacrypto" in k or "edwards25519" in k) for r in runs]
    big = {k: v[1] for k, v in runs[0].items() if (k == "main" or "vilyacrypto" in k) and v[1] > 4096}
    print(f"   {c}: {len(runs)} runs, all packages {statistics.mean(sums):.2f} ms (median {statistics.median(sums):.2f}),"
          f" main + vilya + edwards25519 {statistics.mean(vil):.2f} ms; vilya inits over 4 KiB: {big}")

print("\n== perf stat (run-inittrace.sh), 100 runs each, not interleaved: minor page faults per run")
for c in COMMITS:
    t = open(f"raw/perfstat-vilya-{c}.txt").read()
    m = re.search(r"([0-9,]+)\s+page-faults", t)
    print(f"   {c}: {m.group(1)}")

print("\n== One binary three ways into the page cache (run-pagecache.sh): paired medians of time ratios")
for f in sorted(glob.glob("raw/pagecache-*.json")):
    d = json.load(open(f))
    t = dict(zip((c.split()[0].replace("/tmp/pc-", "") for c in d["cmds"]), d["ms"]))
    med = lambda a, b: statistics.median(x / y for x, y in zip(t[a], t[b]))
    print(f"   {f}: built / copied {med('built', 'copied'):.3f}, reread / copied {med('reread', 'copied'):.3f},"
          f" built / reread {med('built', 'reread'):.3f}")

print("\n== Hot paths with the tables behind sync.OnceValue (hot-paths/run.sh): new / old time, each round's medians")
bench = re.compile(r"^(Benchmark\S+?)(?:-\d+)?\s+\d+\s+([0-9.]+) ns/op")
ratios = {}
for r in range(1, 9):
    for kind in ("r51", "ed"):
        med = {}
        for side in ("old", "new"):
            t = {}
            for l in open(f"hot-paths/r{r}-{kind}-{side}.txt"):
                m = bench.match(l)
                if m:
                    t.setdefault(m.group(1), []).append(float(m.group(2)))
            med[side] = {k: statistics.median(v) for k, v in t.items()}
        for k in med["old"]:
            ratios.setdefault(k, []).append(med["new"][k] / med["old"][k])
for k, v in ratios.items():
    print(f"   {k:45s} " + " ".join(f"{x:.3f}" for x in v) + f"   range {min(v):.3f}-{max(v):.3f}")
pairs = [l.split() for l in open("hot-paths/batch-pairs.txt")]
old = [float(v) for k, v in pairs if k == "old"]
new = [float(v) for k, v in pairs if k == "new"]
print(f"   portable batch of 64, {len(old)} pairs (hot-paths/run2.sh): new / old, median of the pairs' ratios"
      f" {statistics.median(n / o for n, o in zip(new, old)):.3f}")
for name, v in ratios.items():
    print(f"   median over rounds, {name}: {statistics.median(v):.3f}")

print("\n== Binary sizes (raw/binary-sizes.txt), MB")
for l in open("raw/binary-sizes.txt"):
    if not l.startswith("#"):
        name, size = l.split()
        print(f"   {name}: {int(size) / 1e6:.2f}")
