#!/usr/bin/env python3
"""Reprints this folder's figures from raw/run-*.json (measure.py's output).

For each case: the median wall time of each command per run, and per run
the median of the rounds' own ratios (each round runs the three commands
close together): b3sum time / new vilya time and old vilya time / new
vilya time; ranges are over the three runs.
"""
import glob, json, statistics

runs = [json.load(open(f)) for f in sorted(glob.glob("raw/run-*.json"))]
assert runs, "no raw/run-*.json"
cases = runs[0]["cases"]


def table(run):
    t = {}
    for r in run["runs"]:
        t.setdefault((r["case"], r["cmd"]), {})[r["round"]] = r
    return t


tables = [table(r) for r in runs]
print("%d runs of %s rounds" % (len(runs), "/".join(str(len(t[(cases[0], 'new')])) for t in tables)))
print("%-16s %-26s %-26s %-26s %-15s %-15s" % ("case", "b3sum ms (run medians)", "old ms", "new ms",
                                              "b3sum/new", "old/new"))
summary = {}
for case in cases:
    cols = []
    for cmd in ("b3sum", "old", "new"):
        meds = [statistics.median(r["wall"] for r in t[(case, cmd)].values()) * 1e3 for t in tables]
        cols.append(" ".join("%.1f" % m for m in meds))
    ratios = {}
    for ref in ("b3sum", "old"):
        per_run = []
        for t in tables:
            new = t[(case, "new")]
            per_run.append(statistics.median(t[(case, ref)][k]["wall"] / new[k]["wall"] for k in new))
        ratios[ref] = per_run
    summary[case] = ratios
    print("%-16s %-26s %-26s %-26s %-15s %-15s" % (case, cols[0], cols[1], cols[2],
          "%.2f-%.2f" % (min(ratios["b3sum"]), max(ratios["b3sum"])),
          "%.2f-%.2f" % (min(ratios["old"]), max(ratios["old"]))))

print()
print("b3sum / old (the command before), paired medians per run:")
for case in cases:
    per_run = []
    for t in tables:
        old = t[(case, "old")]
        per_run.append(statistics.median(t[(case, "b3sum")][k]["wall"] / old[k]["wall"] for k in old))
    print("  %-16s %.2f-%.2f" % (case, min(per_run), max(per_run)))

print()
print("CPU time (user+sys) per run, medians, ms, and new/old:")
for case in cases:
    line = []
    for cmd in ("b3sum", "old", "new"):
        meds = [statistics.median((r["user"] + r["sys"]) for r in t[(case, cmd)].values()) * 1e3 for t in tables]
        line.append("%s %s" % (cmd, "/".join("%.0f" % m for m in meds)))
        if cmd == "old":
            old_meds = meds
    line.append("new/old %.2f-%.2f" % (min(n / o for n, o in zip(meds, old_meds)), max(n / o for n, o in zip(meds, old_meds))))
    print("  %-16s %s" % (case, ", ".join(line)))

# With the earlier folder's three runs (../2026-12-06-cli-b3sum-many-files-zen3,
# the same harness, 91b422e as "new" there): b3sum / vilya over all six runs,
# each run's vilya being the newer command it measured.
earlier = [json.load(open(f)) for f in sorted(glob.glob("../2026-12-06-cli-b3sum-many-files-zen3/raw/run-*.json"))]
assert len(earlier) == 3, "the earlier folder's three runs"
print()
print("b3sum / vilya (the newer command of each run), all six runs of both folders:")
for case in cases:
    per_run = []
    for t in [table(r) for r in earlier] + tables:
        new = t[(case, "new")]
        per_run.append(statistics.median(t[(case, "b3sum")][k]["wall"] / new[k]["wall"] for k in new))
    print("  %-16s %.2f-%.2f" % (case, min(per_run), max(per_run)))

print()
print("six-mib/all, CPU time / wall clock, run medians (this folder):")
for cmd in ("b3sum", "new"):
    print("  %-5s %s" % (cmd, " ".join("%.2f" % statistics.median((r["user"] + r["sys"]) / r["wall"] for r in t[("six-mib/all", cmd)].values()) for t in tables)))
