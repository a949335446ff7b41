#!/usr/bin/env python3
"""Sums this soak's runs per target from raw*.txt (rounds, seconds of
fuzzing, CPU seconds the runs got, executions, new interesting inputs,
results). Lines starting with # are the environment and load notes."""
import collections, glob, os, re

here = os.path.dirname(os.path.abspath(__file__))


def seconds(s):
    return sum(float(n) * {"h": 3600, "m": 60, "s": 1}[u] for n, u in re.findall(r"([\d.]+)([hms])", s))


rows = collections.OrderedDict()
for path in sorted(glob.glob(os.path.join(here, "raw*.txt"))):
    commit = "?"
    for line in open(path):
        if line.startswith("#") or not line.strip():
            if line.startswith("# commit: "):
                commit = line[len("# commit: "):].strip()
            if line.startswith("# cpu: ") or line.startswith("# go: "):
                print(os.path.basename(path), line.strip())
            continue
        f = line.rstrip("\n").split("\t")
        r = rows.setdefault(f[0] + " @" + commit, {"runs": 0, "secs": 0.0, "cpu": 0.0, "execs": 0, "new": 0, "res": collections.Counter()})
        r["runs"] += 1
        r["secs"] += seconds(f[2]) if f[2] != "?" else 0
        r["cpu"] += float(f[7]) if f[7] not in ("", "?") else 0
        r["execs"] += int(f[3])
        r["new"] += int(f[4])
        r["res"][f[5]] += 1
print(f"{'target':48} {'runs':>4} {'seconds':>8} {'cpu s':>6} {'executions':>11} {'new':>4}  results")
tot = collections.Counter()
for t, r in rows.items():
    print(f"{t:48} {r['runs']:4d} {r['secs']:8.0f} {r['cpu']:6.0f} {r['execs']:11d} {r['new']:4d}  "
          + ", ".join(f"{k} {v}" for k, v in sorted(r["res"].items())))
    tot.update({"secs": r["secs"], "execs": r["execs"], "fail": r["res"]["fail"]})
print(f"total: {tot['secs']:.0f} s of fuzzing, {tot['execs']} executions, {tot['fail']} failing runs")
assert tot["fail"] == 0, "a run failed"
