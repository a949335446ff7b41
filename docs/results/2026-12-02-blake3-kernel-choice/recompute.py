#!/usr/bin/env python3
"""Reprint this folder's figures from raw1.txt and raw2.txt (run.sh measure,
two sets of three alternated before/after rounds: the atomic kernel level)
and routes.txt (run.sh routes, three rounds: the named route steps).

Usage: python3 recompute.py   (from this folder; standard library only)

Per row: the medians of every before and every after ns/op (2 sets x 3
rounds x 3 counts each), after/before of those medians, and the range of
the per-round ratios (each round's after median over the same round's
before median, all six rounds), which is what the README quotes.
"""
import re
import statistics


def report(title, files):
    runs = {}  # (row, side) -> (file, round) -> [ns/op]
    order = []
    for f in files:
        side = rnd = None
        for line in open(f):
            m = re.match(r"## round (\d+) (before|after)", line)
            if m:
                rnd, side = (f, int(m.group(1))), m.group(2)
                continue
            m = re.match(r"(Benchmark\S+?)-\d+\s+\d+\s+([\d.]+) ns/op", line)
            if m and side:
                if m.group(1) not in order:
                    order.append(m.group(1))
                runs.setdefault((m.group(1), side), {}).setdefault(rnd, []).append(float(m.group(2)))
    print(f"== {title} ({', '.join(files)})")
    print(f"{'row':44} {'before':>9} {'after':>9} {'a/b':>6}  per-round a/b (min-max, then each)")
    for row in order:
        b, a = runs[(row, "before")], runs[(row, "after")]
        mb = statistics.median(x for v in b.values() for x in v)
        ma = statistics.median(x for v in a.values() for x in v)
        per = [statistics.median(a[r]) / statistics.median(b[r]) for r in sorted(b)]
        each = " ".join(f"{p:.3f}" for p in per)
        print(f"{row.removeprefix('Benchmark'):44} {mb:9.1f} {ma:9.1f} {ma / mb:6.3f}  {min(per):.3f}-{max(per):.3f}  [{each}]")
    print("\nraw ns/op per round (file:round before | after):")
    for row in order:
        print(row)
        for r in sorted(runs[(row, "before")]):
            bs = " ".join(f"{x:g}" for x in runs[(row, "before")][r])
            as_ = " ".join(f"{x:g}" for x in runs[(row, "after")][r])
            print(f"    {r[0]}:{r[1]}  {bs:28} | {as_}")
    print()


report("kernel choice: use flags (e42d27a) -> atomic level (ecbcde2)", ["raw1.txt", "raw2.txt"])
report("route steps: lane counts (eb81aa1) -> named steps (00ebbcd)", ["routes.txt"])
report("route steps as input counts: lane counts (eb81aa1) -> f2ce8c7", ["routes2.txt"])
report("route steps, xof widest first: lane counts (eb81aa1) -> 4dc40e2", ["routes3.txt"])
