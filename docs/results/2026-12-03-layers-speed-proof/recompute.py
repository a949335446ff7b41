#!/usr/bin/env python3
"""Issue 28's speed proof: the gap matrix's ed25519 and blake3 groups at the
commit before the restructure (e42d27a) and at main (cba943a), alternated.

For every vilya row both builds measure, prints the median over runs of
vilya's time per side, after/before, and the same ratio normalised by a
reference peer measured in the same process (crypto/ed25519 for ed25519,
the official C for blake3, b3sum for the whole-process rows), then how many
rows are slower than 1.03x before; then the hash and keyed rows over nine
runs a side (run3.sh's five added); then the go-test rounds of the small
keyed inputs (keyed-small/). Runs to the end with the raw files of this
folder.
"""
import collections, glob, json, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw")
BEFORE, AFTER = "e42d27a", "cba943a"
# The runs' file prefix -> the reference peers, first present wins. The
# first two are the default kernels; the others are controls whose code had
# no speed work between the two commits (ed25519 forced to the portable
# backend, blake3 forced to the AVX2 kernels, sha512x).
REF = {
    "ed25519": ["stdlib"],
    "blake3": ["official-c", "b3sum"],
    "ed25519portable": ["stdlib"],
    "blake3avx2": ["official-c-avx2", "b3sum"],
    "sha512": ["crypto-sha512"],
}


def load(group, commit):
    runs = []
    for f in sorted(glob.glob(os.path.join(RAW, f"{group}-{commit}-*.json"))):
        with open(f) as fh:
            runs.append(json.load(fh)["rows"])
    return runs


def table(runs):
    """row key -> impl -> list of per-run medians (ns)."""
    out = {}
    for rows in runs:
        for r in rows:
            key = (r["op"], r["size"], r["batch"])
            out.setdefault(key, {}).setdefault(r["impl"], []).append(r["ns_median"])
    return out


def ref_ratio(runs, key, group):
    """per-run vilya/ref for the first reference peer the row has."""
    vals = []
    for rows in runs:
        by = {(r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in rows}
        v = by.get(key + ("vilya",))
        for ref in REF[group]:
            if key + (ref,) in by and v:
                vals.append(v / by[key + (ref,)])
                break
    return vals


def fmt_size(s):
    if s >= 1 << 20 and s % (1 << 20) == 0:
        return f"{s >> 20} MiB"
    if s >= 1024 and s % 1024 == 0:
        return f"{s >> 10} KiB"
    return f"{s} B"


worst_all = []
for group in REF:
    rb, ra = load(group, BEFORE), load(group, AFTER)
    if not rb or not ra:
        print(f"{group}: no runs")
        continue
    tb, ta = table(rb), table(ra)
    keys = [k for k in tb if k in ta and "vilya" in tb[k] and "vilya" in ta[k]]
    only_b = [k for k in tb if k not in ta and "vilya" in tb[k]]
    only_a = [k for k in ta if k not in tb and "vilya" in ta[k]]
    print(f"## {group}: {len(rb)} runs before ({BEFORE}), {len(ra)} after ({AFTER}); {len(keys)} rows in both")
    if only_b:
        print("rows only before:", ", ".join(f"{o} {fmt_size(s)} n={b}" for o, s, b in only_b))
    if only_a:
        print("rows only after:", ", ".join(f"{o} {fmt_size(s)} n={b}" for o, s, b in only_a))
    print()
    print("| op | size | batch | before ns | after ns | after/before | range over runs | normalised by ref |")
    print("|---|--:|--:|--:|--:|--:|--:|--:|")
    slow = []
    for k in keys:
        b = statistics.median(tb[k]["vilya"])
        a = statistics.median(ta[k]["vilya"])
        lo = min(ta[k]["vilya"]) / b
        hi = max(ta[k]["vilya"]) / b
        nb, na = ref_ratio(rb, k, group), ref_ratio(ra, k, group)
        norm = statistics.median(na) / statistics.median(nb) if nb and na else float("nan")
        print(f"| {k[0]} | {fmt_size(k[1])} | {k[2]} | {b:.1f} | {a:.1f} | {a/b:.3f} | {lo:.3f}-{hi:.3f} | {norm:.3f} |")
        if a / b > 1.03:
            slow.append((k, a / b, norm))
        worst_all.append((a / b, group, k, norm))
    print()
    print(f"{group}: rows with after/before above 1.03: {len(slow)} of {len(keys)}")
    for k, r, n in slow:
        print(f"  {k[0]} {fmt_size(k[1])} n={k[2]}: {r:.3f} (normalised {n:.3f})")
    print()

worst_all.sort(reverse=True)
print("slowest five rows after/before (time ratio; above 1 is slower after):")
for r, g, k, n in worst_all[:5]:
    print(f"  {g} {k[0]} {fmt_size(k[1])} n={k[2]}: {r:.3f} (normalised {n:.3f})")


# run3.sh: five more runs a side of the blake3 group's hash and keyed rows
# (raw/blake3small-*), pooled with the four full runs: nine a side.
print()
print("blake3 hash and keyed rows, nine runs a side (the four full runs and run3.sh's five):")
for op in ("hash", "keyed"):
    for size in (0, 1, 32, 64, 256, 1024):
        med = {}
        for commit in (BEFORE, AFTER):
            v, n = [], []
            files = glob.glob(os.path.join(RAW, f"blake3-{commit}-*.json")) + glob.glob(os.path.join(RAW, f"blake3small-{commit}-*.json"))
            for f in sorted(files):
                with open(f) as fh:
                    by = {(r["op"], r["size"], r["impl"]): r["ns_median"] for r in json.load(fh)["rows"]}
                v.append(by[(op, size, "vilya")])
                n.append(by[(op, size, "vilya")] / by[(op, size, "official-c")])
            med[commit] = (statistics.median(v), statistics.median(n), len(v))
        b, a = med[BEFORE], med[AFTER]
        print(f"  {op:5s} {fmt_size(size):6s} runs {b[2]}/{a[2]}  before {b[0]:6.1f}  after {a[0]:6.1f}  after/before {a[0]/b[0]:.3f}  normalised {a[1]/b[1]:.3f}")

# keyed-small/ab.txt: go test rounds of e42d27a (old), cba943a (main) and
# main with glob.patch (glob); medians over rounds and counts.
print()
print("keyed-small (go test, medians of 9 counts; ns/op):")
d = collections.defaultdict(list)
v = None
with open(os.path.join(HERE, "keyed-small", "ab.txt")) as fh:
    for line in fh:
        m = re.match(r"== round (\d) (\w+)", line)
        if m:
            v = m.group(2)
            continue
        m = re.match(r"(Benchmark\S+?)(-\d+)?\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            d[(m.group(1), v)].append(float(m.group(3)))
for n in sorted(set(k[0] for k in d)):
    o, mn, g = (statistics.median(d[(n, x)]) for x in ("old", "main", "glob"))
    print(f"  {n:24s} old {o:6.1f}  main {mn:6.1f}  glob {g:6.1f}  main/old {mn/o:.3f}  glob/main {g/mn:.3f}")
