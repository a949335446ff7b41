#!/usr/bin/env python3
"""Reprints this folder's figures from raw/run-*.json (measure.py's output).

Per run and case: the median over rounds of each round's own ratio
(b3sum time / old time, b3sum time / new time, old time / new time), the
commands' CPU time over wall-clock time (medians), and their minor page
faults (medians); then the ranges over the runs that the README quotes.
"""
import glob, json, os, statistics

here = os.path.dirname(os.path.abspath(__file__))


def report(sub, title):
    files = sorted(glob.glob(os.path.join(here, sub, "run-*.json")))
    print("== %s: %s" % (sub, title))
    ranges = {}
    for path in files:
        run(path, ranges)
    print()
    print("ranges over %d runs (medians of the rounds' own ratios):" % len(files))
    cases = []
    for (case, _) in ranges:
        if case not in cases:
            cases.append(case)
    for case in cases:
        print("  %-16s" % case + "".join(
            "  %s %.2f-%.2f" % (k, min(ranges[(case, k)]), max(ranges[(case, k)]))
            for k in ("b3/old", "b3/new", "old/new")))
    print()
    return ranges


def run(path, ranges):
    d = json.load(open(path))
    print("%s (%d rounds)" % (os.path.basename(path), d["rounds"]))
    print("  %-16s %8s %8s %8s   %5s %5s %5s   %6s %6s %6s" % (
        "case", "b3/old", "b3/new", "old/new", "cores", "", "", "faults", "", ""))
    for case in d["cases"]:
        t = {}
        for x in d["runs"]:
            if x["case"] == case:
                t.setdefault(x["cmd"], {})[x["round"]] = x
        rs = sorted(t["b3sum"])
        ratio = lambda a, b: statistics.median(t[a][r]["wall"] / t[b][r]["wall"] for r in rs)
        cores = lambda c: statistics.median((t[c][r]["user"] + t[c][r]["sys"]) for r in rs) / statistics.median(t[c][r]["wall"] for r in rs)
        faults = lambda c: statistics.median(t[c][r]["minflt"] for r in rs)
        row = (ratio("b3sum", "old"), ratio("b3sum", "new"), ratio("old", "new"))
        for k, v in zip(("b3/old", "b3/new", "old/new"), row):
            ranges.setdefault((case, k), []).append(v)
        print("  %-16s %8.3f %8.3f %8.3f   %5.2f %5.2f %5.2f   %6d %6d %6d" % (
            (case,) + row + (cores("b3sum"), cores("old"), cores("new"),
                             faults("b3sum"), faults("old"), faults("new"))))
    print("  (cores and faults: b3sum, old, new)")


a = report("raw", "new = 6a6d4ec (files under 16 MiB probed)")
b = report("raw-64mib", "new = 10c5322 (files under 64 MiB probed)")
report("raw-check", "b3sum --check, new = 10c5322 (measure_check.py)")
# For files under 16 MiB the two commits do the same; the repository's
# README quotes b3sum / new over all six runs for those sets.
print("b3sum / new over both folders' six runs (the README's figures):")
for case in ("six-mib/all", "x10small/all"):
    v = a[(case, "b3/new")] + b[(case, "b3/new")]
    print("  %-16s %.2f-%.2f" % (case, min(v), max(v)))
for case in ("x16mib/all", "x48mib/all"):
    v = b[(case, "b3/new")]
    print("  %-16s %.2f-%.2f (10c5322's three)" % (case, min(v), max(v)))
