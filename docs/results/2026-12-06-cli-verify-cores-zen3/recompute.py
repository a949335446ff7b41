#!/usr/bin/env python3
"""Reprints this folder's figures from raw/run-*.json (measure.py's output):
per case, each command's median time per run and, per run, the median of
the rounds' own old/new ratios; ranges over the runs."""
import glob, json, statistics

def report(runs):
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


for name in ("valid", "hostile"):
    runs = [json.load(open(f)) for f in sorted(glob.glob("raw/%s-*.json" % name))]
    assert runs, "no raw/%s-*.json" % name
    print("%s: %s, %d runs" % (name, runs[0]["list"], len(runs)))
    report(runs)

# The hostile list's time over the valid list's, run by run (run medians).
print("hostile / valid time, zip215 batches of 64, per run:")
for cmd in ("old", "new"):
    ratios = []
    for n in (1, 2, 3):
        med = {}
        for name in ("valid", "hostile"):
            run = json.load(open("raw/%s-%d.json" % (name, n)))
            med[name] = statistics.median(r["wall"] for r in run["runs"] if r["case"] == "zip215/64" and r["cmd"] == cmd)
        ratios.append(med["hostile"] / med["valid"])
    print("  %s %s" % (cmd, " ".join("%.2f" % r for r in ratios)))
