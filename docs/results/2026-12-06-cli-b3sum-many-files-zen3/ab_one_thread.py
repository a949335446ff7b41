#!/usr/bin/env python3
"""The medium/1 control alone: OLD and NEW alternated, 40 rounds, --num-threads 1.

usage: ab_one_thread.py OLD_VILYA NEW_VILYA DATADIR/medium OUT.json
"""
import json, os, subprocess, sys, time

old, new, d, out = sys.argv[1:5]
files = sorted(os.listdir(d))
cmds = {"old": [old, "b3sum", "--num-threads", "1"] + files, "new": [new, "b3sum", "--num-threads", "1"] + files}
t = {k: [] for k in cmds}
for r in range(40):
    ks = list(cmds)[r % 2:] + list(cmds)[:r % 2]
    for k in ks:
        s = time.perf_counter()
        subprocess.run(cmds[k], cwd=d, stdout=subprocess.DEVNULL, check=True)
        t[k].append(time.perf_counter() - s)
json.dump(t, open(out, "w"))
