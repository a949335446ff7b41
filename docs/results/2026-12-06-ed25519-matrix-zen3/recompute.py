#!/usr/bin/env python3
"""Reprint the figures of README.md (and the repository README's Zen 3
Ed25519 rows) from the three gap-matrix runs beside this file (Python 3,
standard library only): peer time / vilya time, the range over the runs
(ratio of the medians, and the repetitions' paired medians); vilya's time,
the median over the runs; the least ratio of any row against any peer."""
import glob, json, os, statistics

HERE = os.path.dirname(os.path.abspath(__file__))
runs = [{(r["op"], r["size"], r["batch"], r["impl"]): r for r in json.load(open(p))["rows"]}
        for p in sorted(glob.glob(os.path.join(HERE, "ed25519-*.json")))]
assert len(runs) == 3, len(runs)


def rng(xs):
    lo, hi = f"{min(xs):.2f}", f"{max(xs):.2f}"
    return lo if lo == hi else f"{lo}–{hi}"


names = {"stdlib": "crypto/ed25519", "voi": "curve25519-voi", "voi-batch": "voi batch verifier"}
print("== the README's Zen 3 Ed25519 rows (ratio of the medians; paired medians in brackets)")
for label, key, peers in (("Ed25519 verify, single", ("verify", 1232, 1), ("stdlib", "voi")),
                          ("Ed25519 batch of 8 (ZIP215)", ("verify-batch", 1232, 8), ("stdlib", "voi", "voi-batch")),
                          ("Ed25519 batch of 64 (ZIP215)", ("verify-batch", 1232, 64), ("stdlib", "voi", "voi-batch")),
                          ("Ed25519, 64 warm keys", ("verify-batch-warm", 1232, 64), ("stdlib", "voi"))):
    v = statistics.median(t[key + ("vilya",)]["ns_median"] for t in runs) / 1e3
    cells = []
    for p in peers:
        rm = [t[key + (p,)]["ns_median"] / t[key + ("vilya",)]["ns_median"] for t in runs]
        rp = [t[key + (p,)]["ratio_paired_median"] for t in runs]
        cells.append(f"{names[p]} {rng(rm)} [{rng(rp)}]")
    print(f"| {label} | {v:.3g} µs /sig | {', '.join(cells)} |")
hot = [t[("verify", 1232, 1, "vilya")]["ns_median"] / t[("verify-hot-key", 1232, 1, "vilya")]["ns_median"] for t in runs]
print(f"cold Verify / hot key, 1232 bytes: {min(hot):.2f}-{max(hot):.2f}")
warm = [t[("verify-batch-stdlibcompat", 1232, 64, "vilya")]["ns_median"] / t[("verify-batch-warm", 1232, 64, "vilya")]["ns_median"] for t in runs]
print(f"cold StdlibCompat batch of 64 / the same with warm keys, 1232 bytes: {min(warm):.2f}-{max(warm):.2f}")
least = []
for k in runs[0]:
    if k[3] == "vilya" or runs[0][k]["ns_median"] is None:
        continue
    rm = min(t[k]["ns_median"] / t[k[:3] + ("vilya",)]["ns_median"] for t in runs)
    rp = min(t[k]["ratio_paired_median"] for t in runs)
    least.append((rm, rp, k))
least.sort()
print(f"{len(least)} row-peer cells; the least ratio of the medians in any run {least[0][0]:.3f} ({least[0][2]}),"
      f" the least paired median {min(x[1] for x in least):.3f}")
missing = sorted({k[3] for t in runs for k, r in t.items() if r["ns_median"] is None})
print("peers missing:", ", ".join(missing) or "none")

print("\n== ab/: the verify-batch rows alone, bench of 0a1c9b3 (old) and f5289a9 (new) alternated, three runs each:")
print("   vilya µs a signature and the paired median against crypto/ed25519, ZIP215 at 200 and 1232 bytes")
for r in (1, 2, 3):
    for v in ("old", "new"):
        rows = {(x["op"], x["size"], x["batch"], x["impl"]): x for x in json.load(open(os.path.join(HERE, "ab", f"{v}-{r}.json")))["rows"]}
        cells = []
        for sz in (200, 1232):
            for b in (2, 8, 64):
                k = ("verify-batch", sz, b)
                cells.append(f"{sz}/{b} {rows[k + ('vilya',)]['ns_median'] / 1e3:.1f} x{rows[k + ('stdlib',)]['ratio_paired_median']:.2f}")
        print(f"  run {r} {v}: " + " | ".join(cells))
