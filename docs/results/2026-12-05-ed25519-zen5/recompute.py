#!/usr/bin/env python3
"""Issue 27 on AMD Zen 5 (2026-12-05). Reprints every figure of this
folder's README (and the docs/STATUS.md and README lines that cite it):

- main-9f9da90/run1..4 and at-153219b/run1..3: full `matrix -group
  ed25519` runs (Narya c265ee9 forced to r51). Per cofactorless row
  (single verification, StdlibCompat and DalekStrict batches): vilya's µs
  per signature, Narya time / vilya time and crypto/ed25519 time / vilya
  time over the runs, and which of issue 27's Zen 5 bars hold in every
  run; the cofactored batches of 64 (item 4); the warm and hot-key rows.
- item3/: go-test rounds of item 3 (round.sh) at 9f9da90, ifma and avx2.
- branchless/: the A/B of 153219b (go-test rounds, and matrix/ alternated);
  warm-branchless/: the same change in the warm chain (not kept).
Usage: python3 recompute.py (from anywhere; standard library)."""
import glob, json, os, re, statistics

os.chdir(os.path.dirname(os.path.abspath(__file__)))

def rng(v, f="{:.2f}"):
    return (f + "-" + f).format(min(v), max(v))

def load(pattern):
    runs = []
    for p in sorted(glob.glob(pattern)):
        by = {}
        for x in json.load(open(p))["rows"]:
            if x["group"] == "ed25519" and x["ns_median"] is not None:
                by.setdefault((x["op"], x["size"], x["batch"]), {})[x["impl"]] = x["ns_median"] / 1000
        runs.append(by)
    return runs

BARS = {64: 8.5, 8: 8.0, 4: 4.5, 2: 4.0, 1: 2.4}
OPS = ["verify", "verify-batch-stdlibcompat", "verify-batch-dalekstrict"]

def report(folder):
    runs = load(folder + "/run*/matrix.json")
    print(f"\n== {folder}: {len(runs)} runs")
    keys = sorted((k for k in runs[0] if k[0] in OPS), key=lambda k: (k[1], OPS.index(k[0]), k[2]))
    print("| op | size | n | vilya µs | narya/vilya | stdlib/vilya | bars in every run |")
    print("|---|--:|--:|---|---|---|---|")
    low = {}
    for k in keys:
        v = [d[k]["vilya"] for d in runs]
        na = [d[k]["narya"] / d[k]["vilya"] for d in runs]
        sa = [d[k]["stdlib"] / d[k]["vilya"] for d in runs]
        held = ["narya>=1.15 " + ("yes" if min(na) >= 1.15 else "NO")]
        bar = BARS.get(k[2])
        if bar is not None and k[0] != "verify":
            held.append(f"stdlib>={bar} " + ("yes" if min(sa) >= bar else "NO"))
        low[k] = min(na)
        print(f"| {k[0]} | {k[1]} | {k[2]} | {rng(v, '{:.1f}')} | {rng(na)} | {rng(sa)} | {', '.join(held)} |")
    print("crypto/ed25519 time / vilya time by n over both batch profiles and sizes (the README's table):")
    for n in (1, 2, 4, 8, 16, 64):
        sa = [d[k]["stdlib"] / d[k]["vilya"] for d in runs for k in keys if k[0] != "verify" and k[2] == n]
        na = [d[k]["narya"] / d[k]["vilya"] for d in runs for k in keys if k[0] != "verify" and k[2] == n]
        print(f"  n = {n}: stdlib {rng(sa)}, narya {rng(na)}")
    sv = [d[k]["narya"] / d[k]["vilya"] for d in runs for k in keys if k[0] == "verify"]
    print(f"  single verification: narya {rng(sv)}")
    from8 = [w for k, w in low.items() if k[2] >= 8]
    kmin = min(low, key=low.get)
    print(f"Narya time / vilya time, lowest over every cofactorless row and run: {low[kmin]:.4f} ({kmin[0]}, {kmin[1]} B, n = {kmin[2]}); "
          f"from n = 8 up {rng(from8, '{:.3f}')} (lowest of each row); rows under 1.15 in some run: "
          f"{sum(1 for w in low.values() if w < 1.15)} of {len(low)}")
    print("Item 4, cofactored batches of 64: crypto/ed25519 time / vilya time (bar 10x); vilya time / StdlibCompat's in the same run (bar <= 1):")
    for op in ["verify-batch", "verify-batch-fips186-5"]:
        for size in (200, 1232):
            k = (op, size, 64)
            sa = [d[k]["stdlib"] / d[k]["vilya"] for d in runs]
            rel = [d[k]["vilya"] / d[("verify-batch-stdlibcompat", size, 64)]["vilya"] for d in runs]
            print(f"  {op} {size} B: {rng(sa)}x, {rng(rel)} of StdlibCompat's time, {rng([d[k]['vilya'] for d in runs])} µs")
    print("Warm and hot rows (µs; ratios to the same run's cold rows; each row's own min-max in the md files):")
    for size in (200, 1232):
        w = [d[("verify-batch-warm", size, 64)]["vilya"] for d in runs]
        c = [d[("verify-batch-stdlibcompat", size, 64)]["vilya"] for d in runs]
        h = [d[("verify-hot-key", size, 1)]["vilya"] for d in runs]
        s = [d[("verify", size, 1)]["vilya"] for d in runs]
        print(f"  {size} B: warm 64 {rng(w)}, cold StdlibCompat 64 / warm {rng([a / b for a, b in zip(c, w)])}; "
              f"hot {rng(h)}, cold Verify / hot {rng([a / b for a, b in zip(s, h)])}")

report("main-9f9da90")
report("at-153219b")

def bench(p):
    d = {}
    for line in open(p):
        m = re.match(r"Benchmark(\S+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            d.setdefault(m.group(1), []).append(float(m.group(2)))
    return d

print("\n== item3/: go test at 9f9da90, StdlibCompat at 1232 bytes; cold time / warm time over every pair of counts in a round, and of the rounds' medians")
for be in ("ifma", "avx2"):
    per = {p: bench(p) for p in sorted(glob.glob(f"item3/r*-{be}.txt"))}
    pairs = [("hot key vs cold Verify (bar 2x)", "VerifyCold/stdlib/1232", "VerifyPublicKey/stdlib/1232", 1)]
    for n in (1, 8, 64):
        pairs.append((f"warm batch of {n} vs cold (bar 1.8x)", f"VerifyBatch/stdlib/{n}x1232", f"VerifyBatchKeys/stdlib/{n}x1232", n))
    pairs.append(("batch of 64 cycling 256 warm keys vs cold 64", "VerifyBatch/stdlib/64x1232", "VerifyManyKeys/batch64/256", 64))
    print(f"  {be}: {len(per)} rounds")
    for label, cold, warm, n in pairs:
        ratios = [c / w for r in per.values() for c in r[cold] for w in r[warm]]
        med = [statistics.median(r[cold]) / statistics.median(r[warm]) for r in per.values()]
        cv = [c / n / 1000 for r in per.values() for c in r[cold]]
        wv = [w / n / 1000 for r in per.values() for w in r[warm]]
        print(f"    {label}: {rng(ratios)}x (round medians {rng(med)}x; cold {rng(cv)} µs a signature, warm {rng(wv)})")

def ab(folder, what):
    print(f"\n== {folder}/: go-test rounds, {what}; new/old of the medians of each round's two counts")
    rounds = sorted({p.rsplit("-", 1)[0] for p in glob.glob(folder + "/r*-old.txt")})
    old = {r: bench(r + "-old.txt") for r in rounds}
    new = {r: bench(r + "-new.txt") for r in rounds}
    print("| benchmark | old µs | new µs | new/old by round |")
    print("|---|---|---|---|")
    for n in sorted(old[rounds[0]]):
        o = [v for r in rounds for v in old[r][n]]
        w = [v for r in rounds for v in new[r][n]]
        rr = [statistics.median(new[r][n]) / statistics.median(old[r][n]) for r in rounds]
        print(f"| {n} | {rng([x / 1e3 for x in o], '{:.1f}')} | {rng([x / 1e3 for x in w], '{:.1f}')} | "
              f"{', '.join(f'{x:.3f}' for x in rr)} (range {rng(rr, '{:.3f}')}, median {statistics.median(rr):.3f}) |")

ab("branchless", "old 9f9da90, new its tree with tree.patch (153219b)")
ab("warm-branchless", "old 153219b, new 153219b with tried-warm.patch and digitAbs (not kept)")

print("\n== branchless/matrix/: three alternated runs a build, crypto/ed25519 time / vilya time")
bo, bn = load("branchless/matrix/old-*.json"), load("branchless/matrix/new-*.json")
for k in sorted(bo[0]):
    so = [d[k]["stdlib"] / d[k]["vilya"] for d in bo]
    sn = [d[k]["stdlib"] / d[k]["vilya"] for d in bn]
    print(f"  {k[0]} {k[1]} B n={k[2]}: old {rng(so)} (median {statistics.median(so):.2f}), new {rng(sn)} (median {statistics.median(sn):.2f})")

# The README's sentence: Narya time / vilya time at 1232 bytes from n = 8
# up (StdlibCompat and DalekStrict), over both commits' seven runs.
both = load("main-9f9da90/run*/matrix.json") + load("at-153219b/run*/matrix.json")
v = [d[k]["narya"] / d[k]["vilya"] for d in both for k in d
     if k[0] in OPS[1:] and k[1] == 1232 and k[2] >= 8]
print(f"\nREADME: Narya time / vilya time at 1232 bytes from 8 signatures up, seven runs: {rng(v)}")

# probe/: the throwaway kernel probe (zz_sqr_probe_amd64_test.go.txt in
# ed25519/internal/r51x8 at a77f68d, the package as at 9f9da90; probe1.txt every case, count 3;
# probe2.txt the doublings, count 6): ns per eight-lane squaring or
# doubling, one chain against two alternated.
print("\n== probe/: ns per eight-lane operation, one chain against two alternated")
pr = {}
for f in ("probe/probe1.txt", "probe/probe2.txt"):
    for k, v in bench(f).items():
        pr.setdefault(k, []).extend(v)
for k, per in (("one/1", 200), ("two/1", 400), ("one/5", 200), ("two/5", 400), ("one/25", 200), ("two/25", 400),
               ("double-one/5", 250), ("double-two/5", 500)):
    v = pr["ZZSqrProbe/" + k]
    print(f"  {k}: {rng([x / per for x in v], '{:.1f}')} ns each ({len(v)} counts)")
