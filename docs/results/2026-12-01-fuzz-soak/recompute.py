#!/usr/bin/env python3
"""Sums the fuzz soak's runs per target from raw.txt (and any raw*.txt
beside it, from later invocations): rounds, seconds, executions, new
interesting inputs, and the results of the runs."""
import collections, glob, os, re

here = os.path.dirname(os.path.abspath(__file__))

def seconds(s):
    total = 0.0
    for n, unit in re.findall(r"([\d.]+)([hms])", s):
        total += float(n) * {"h": 3600, "m": 60, "s": 1}[unit]
    return total

rows = collections.OrderedDict()
for path in sorted(glob.glob(os.path.join(here, "raw*.txt"))):
    for line in open(path):
        if line.startswith("#") or not line.strip():
            continue
        target, rnd, el, execs, newi, result, _ = line.rstrip("\n").split("\t")
        r = rows.setdefault(target, {"runs": 0, "secs": 0.0, "execs": 0, "new": 0, "results": collections.Counter()})
        r["runs"] += 1
        r["secs"] += seconds(el)
        r["execs"] += int(execs)
        r["new"] += int(newi)
        r["results"][result] += 1
print(f"{'target':34} {'runs':>4} {'seconds':>8} {'executions':>11} {'new inputs':>10}  results")
tot_s = tot_e = 0
for target, r in rows.items():
    res = ", ".join(f"{k} {v}" for k, v in sorted(r["results"].items()))
    print(f"{target:34} {r['runs']:>4} {r['secs']:>8.0f} {r['execs']:>11} {r['new']:>10}  {res}")
    tot_s += r["secs"]
    tot_e += r["execs"]
print(f"{len(rows)} targets, {tot_s:.0f} s of fuzzing, {tot_e} executions in all")
