#!/usr/bin/env python3
"""The gap matrix's whole-process rows (vilya b3sum against Debian's b3sum
1.2.0 on a 256 MiB file) on an AMD EPYC of family 26 model 2 (Zen 5), before
and after the rows write their file right before they run (stage.patch on
1692935). b3sum time / vilya time: above 1, vilya is faster.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))


def natural(p):
    return [int(x) if x.isdigit() else x for x in re.split(r"(\d+)", p)]


def rows(path):
    d = json.load(open(path))
    return {(r["op"], r["impl"]): r["ns_median"] for r in d["rows"] if r["group"] == "blake3" and r["op"].startswith("process") and r["ns_median"]}


def show(label, pattern):
    print(f"## {label}\n")
    print("| run | 1 thread: vilya / b3sum ms | ratio | all threads: vilya / b3sum ms | ratio |")
    print("| --- | --- | --: | --- | --: |")
    ratios = {"process-1-thread": [], "process-all-threads": []}
    for p in sorted(glob.glob(os.path.join(HERE, pattern)), key=natural):
        t = rows(p)
        cells = []
        for op in ratios:
            v, b = t[(op, "vilya")], t[(op, "b3sum")]
            ratios[op].append(b / v)
            cells += [f"{v / 1e6:.1f} / {b / 1e6:.1f}", f"{b / v:.2f}"]
        print(f"| {os.path.relpath(p, HERE)} | " + " | ".join(cells) + " |")
    for op, r in ratios.items():
        print(f"\n{op}: {min(r):.2f}-{max(r):.2f} over {len(r)} runs", end="")
    print("\n")


show("Before: the file written when the group starts (runs 1-3 the group's three runs of the day, run 4 with the residency trace)", "before/run-*.json")
show("After: the file and binaries written right before each row", "after/run-*.json")
show("The process rows alone, before the change (-ops, file just written)", "alone/*.json")

trace = open(os.path.join(HERE, "fincore-trace.txt")).read().split("\n")
print("Residency of the unstaged run's file (fincore, run 4):")
when = ""
for line in trace:
    if re.match(r"\d\d:\d\d:\d\d", line):
        when = line[:8] + (" (the first process row starts)" if "at row 53" in line else "")
    m = re.search(r"(\d+M) +(\d+) +256M", line)
    if m:
        print(f"  {when}: {m.group(1)} of 256M resident")
for p in sorted(glob.glob(os.path.join(HERE, "after/run-*.md")), key=natural):
    for line in open(p):
        if "page cache after the row" in line:
            print(f"  {os.path.relpath(p, HERE)}: {line.strip('- ').strip()}")

print("\nStart-up (cli/startup.json, hyperfine, 40 runs on a 4-byte file), mean ms:")
for r in json.load(open(os.path.join(HERE, "cli/startup.json")))["results"]:
    print(f"  {r['command']}: {1e3 * r['mean']:.2f} (median {1e3 * r['median']:.2f})")
print("\nperf stat -r 20 on a 256 MiB file just written, all threads (cli/perf-stat-256m.txt):")
cur = None
for line in open(os.path.join(HERE, "cli/perf-stat-256m.txt")):
    if line.startswith("=="):
        cur = line.strip("= \n")
    elif "task-clock" in line:
        tc = float(line.split()[0])
    elif "seconds time elapsed" in line:
        print(f"  {cur}: {tc:.1f} ms CPU, {1e3 * float(line.split()[0]):.1f} ms elapsed")
