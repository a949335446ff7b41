#!/usr/bin/env python3
"""Times `b3sum --check` of a data set's checkfile with b3sum and two vilya
binaries, alternated.

usage: measure_check.py OLD_VILYA NEW_VILYA DATADIR SET[,SET...] OUT.json [ROUNDS]

DATADIR/SET is a set measure.py made; DATADIR/SET.sums is written with
b3sum's output for it first (paths relative to DATADIR/SET). Each round
runs every set with every command once, in an order rotated from round to
round; every command must report every file OK (exit status 0).
"""
import json, os, resource, subprocess, sys, time

old, new, data, names, out = sys.argv[1:6]
rounds = int(sys.argv[6]) if len(sys.argv) > 6 else 15
cmds = {"b3sum": ["b3sum"], "old": [old, "b3sum"], "new": [new, "b3sum"]}
sets = names.split(",")
for s in sets:
    d = os.path.join(data, s)
    with open(os.path.join(data, s + ".sums"), "w") as f:
        subprocess.run(["b3sum"] + sorted(os.listdir(d)), cwd=d, stdout=f, check=True)
order = [(s, c) for s in sets for c in cmds]
runs = []
for r in range(rounds):
    k = r * 2 % len(order)
    for s, c in order[k:] + order[:k]:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        subprocess.run(cmds[c] + ["--check", "../" + s + ".sums"], cwd=os.path.join(data, s),
                       stdout=subprocess.DEVNULL, check=True)
        wall = time.perf_counter() - t
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        runs.append({"round": r, "case": s + "/check", "cmd": c, "wall": wall,
                     "user": after.ru_utime - before.ru_utime,
                     "sys": after.ru_stime - before.ru_stime,
                     "minflt": after.ru_minflt - before.ru_minflt})
json.dump({"rounds": rounds, "cases": [s + "/check" for s in sets], "runs": runs}, open(out, "w"), indent=0)
print("wrote", out)
