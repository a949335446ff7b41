#!/usr/bin/env python3
"""Reprints README.md's figures: from the hyperfine JSON files, per round
the median wall time of each command and b3sum time / vilya time for
vilya b3sum at 8db7f85 (base) and at e391887 (new), then each ratio's
range over every round; from the matrix runs, the 256 MiB whole-process
rows' ratio b3sum / vilya for each build."""
import collections, glob, json, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))


def who(cmd):
    if cmd.startswith("b3sum"):
        return "b3sum"
    return re.match(r"/tmp/v(\w+) ", cmd).group(1)


ratios = collections.defaultdict(list)
for path in sorted(glob.glob(os.path.join(HERE, "raw", "round*-*.json"))):
    rnd, f = os.path.basename(path)[:-5].split("-", 1)
    med = {}
    for r in json.load(open(path))["results"]:
        threads = "1 thread" if "--num-threads 1" in r["command"] else "all threads"
        med[(who(r["command"]), threads)] = statistics.median(r["times"]) * 1e3
    for threads in ("all threads", "1 thread"):
        b = med[("b3sum", threads)]
        line = f"{rnd} {f:5} {threads:11} b3sum {b:6.1f} ms"
        for v in ("base", "new"):
            t = med[(v, threads)]
            ratios[(f, threads, v)].append(b / t)
            line += f"  {v} {t:6.1f} ms ({b / t:.3f})"
        print(line)
print("b3sum time / vilya time over every round:")
for (f, threads, v), rs in sorted(ratios.items()):
    print(f"  {f:5} {threads:11} {v:4} {min(rs):.3f}-{max(rs):.3f}")

print("matrix, 256 MiB whole-process rows, b3sum / vilya:")
rows = collections.defaultdict(list)
for path in sorted(glob.glob(os.path.join(HERE, "raw", "matrix-*.md"))):
    build = os.path.basename(path).split("-")[1]
    for line in open(path):
        c = [x.strip() for x in line.split("|")[1:-1]]
        if c and c[0].startswith("process-"):
            rows[(c[0].split(" ")[0], build)].append(float(c[5]))
for (op, build), rs in sorted(rows.items()):
    print(f"  {op:20} {build:4} {' '.join(f'{r:.2f}' for r in rs)}  ({min(rs):.2f}-{max(rs):.2f})")
