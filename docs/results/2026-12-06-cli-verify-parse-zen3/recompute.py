#!/usr/bin/env python3
"""Reprints this folder's figures: from raw/valid-*.json (measure.py's
output) per case each command's median time per run and, per run, the
median of the rounds' own old/new ratios; from raw/parse-bench.txt the
least and greatest ns/op of each binary's BenchmarkParseSigLine and the
ratio of their medians. Ranges over the runs."""
import glob, json, re, statistics

runs = [json.load(open(f)) for f in sorted(glob.glob("raw/valid-*.json"))]
assert len(runs) == 3, "want raw/valid-1..3.json"
print("%s, %d runs of %d rounds; old time / new time:" % (runs[0]["list"], len(runs), 1 + max(r["round"] for r in runs[0]["runs"])))
for case in runs[0]["cases"]:
    meds, ratios = {"old": [], "new": []}, []
    for run in runs:
        t = {}
        for r in run["runs"]:
            if r["case"] == case:
                t.setdefault(r["cmd"], {})[r["round"]] = r["wall"]
        for c in meds:
            meds[c].append(statistics.median(t[c].values()) * 1e3)
        ratios.append(statistics.median(t["old"][k] / t["new"][k] for k in t["new"]))
    print("  %-24s old %s ms, new %s ms, old/new %.2f-%.2f" % (
        case, "/".join("%.0f" % m for m in meds["old"]), "/".join("%.0f" % m for m in meds["new"]),
        min(ratios), max(ratios)))

ns = {"old": [], "new": []}
who = None
for line in open("raw/parse-bench.txt"):
    m = re.match(r"# round \d+: (\w+)", line)
    if m:
        who = m.group(1)
    m = re.match(r"BenchmarkParseSigLine\S*\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        ns[who].append(float(m.group(1)))
assert len(ns["old"]) == len(ns["new"]) > 0
print("BenchmarkParseSigLine (%d counts each): old %.0f-%.0f ns, new %.0f-%.0f ns, medians' ratio %.2f" % (
    len(ns["old"]), min(ns["old"]), max(ns["old"]), min(ns["new"]), max(ns["new"]),
    statistics.median(ns["old"]) / statistics.median(ns["new"])))
