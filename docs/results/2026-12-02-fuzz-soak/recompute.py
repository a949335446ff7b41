#!/usr/bin/env python3
"""Sums the fuzz soak's runs per target from raw*.txt here (rounds,
seconds, executions, new interesting inputs, results), then adds, for the
same targets, the runs of the earlier soak in ../2026-12-01-fuzz-soak
(another commit; the corpus in Go's fuzz cache carried over) and prints
both and their sum."""
import collections, glob, os, re

here = os.path.dirname(os.path.abspath(__file__))
earlier_dir = os.path.join(here, "..", "2026-12-01-fuzz-soak")

def seconds(s):
    total = 0.0
    for n, unit in re.findall(r"([\d.]+)([hms])", s):
        total += float(n) * {"h": 3600, "m": 60, "s": 1}[unit]
    return total

def load(d):
    rows = collections.OrderedDict()
    commits = []
    for path in sorted(glob.glob(os.path.join(d, "raw*.txt"))):
        for line in open(path):
            if line.startswith("# commit: "):
                commits.append(line[len("# commit: "):].strip())
            if line.startswith("#") or not line.strip():
                continue
            target, rnd, el, execs, newi, result, _ = line.rstrip("\n").split("\t")
            r = rows.setdefault(target, {"runs": 0, "secs": 0.0, "execs": 0, "new": 0,
                                         "results": collections.Counter()})
            r["runs"] += 1
            r["secs"] += seconds(el)
            r["execs"] += int(execs)
            r["new"] += int(newi)
            r["results"][result] += 1
    return rows, commits

rows, commits = load(here)
print(f"This soak (commit {', '.join(commits)}):")
print(f"{'target':34} {'runs':>4} {'seconds':>8} {'executions':>11} {'new inputs':>10}  results")
tot_s = tot_e = 0
for target, r in rows.items():
    res = ", ".join(f"{k} {v}" for k, v in sorted(r["results"].items()))
    print(f"{target:34} {r['runs']:>4} {r['secs']:>8.0f} {r['execs']:>11} {r['new']:>10}  {res}")
    tot_s += r["secs"]
    tot_e += r["execs"]
print(f"{len(rows)} targets, {tot_s:.0f} s of fuzzing, {tot_e} executions in all")

early, ecommits = load(earlier_dir)
print()
print(f"With the earlier soak (../2026-12-01-fuzz-soak, commit {', '.join(ecommits)}), same targets:")
print(f"{'target':34} {'s before':>8} {'s now':>6} {'s total':>7} {'execs before':>12} {'execs now':>10} {'execs total':>11}")
tot = [0, 0, 0, 0]
for target, r in rows.items():
    e = early.get(target, {"secs": 0.0, "execs": 0})
    print(f"{target:34} {e['secs']:>8.0f} {r['secs']:>6.0f} {e['secs'] + r['secs']:>7.0f} "
          f"{e['execs']:>12} {r['execs']:>10} {e['execs'] + r['execs']:>11}")
    tot = [tot[0] + e["secs"], tot[1] + r["secs"], tot[2] + e["execs"], tot[3] + r["execs"]]
print(f"{'all':34} {tot[0]:>8.0f} {tot[1]:>6.0f} {tot[0] + tot[1]:>7.0f} {tot[2]:>12} {tot[3]:>10} {tot[2] + tot[3]:>11}")
