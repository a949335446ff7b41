#!/usr/bin/env python3
"""Times two vilya binaries' `verify` on one signature list, alternated.

usage: measure.py OLD_VILYA NEW_VILYA LIST OUT.json [ROUNDS]

LIST's name is recorded with the run.

Each round runs every case once with each command, the order alternated
from round to round; wall clock of the whole process, output to
/dev/null (exit code 1: the list holds invalid signatures). Both
commands' output is compared once before timing.
"""
import json, os, subprocess, sys, time

old, new, lst, out = sys.argv[1:5]
rounds = int(sys.argv[5]) if len(sys.argv) > 5 else 10
cases = [
    ("stdlib/64", ["--profile", "stdlib"], None),
    ("zip215/64", ["--profile", "zip215"], None),
    ("zip215/1024", ["--profile", "zip215", "--batch", "1024"], None),
    ("stdlib/64 GOMAXPROCS=1", ["--profile", "stdlib"], "1"),
]
cmds = {"old": old, "new": new}


def run(cmd, case, capture=False):
    env = dict(os.environ)
    if case[2]:
        env["GOMAXPROCS"] = case[2]
    a = [cmds[cmd], "verify"] + case[1] + [lst]
    return subprocess.run(a, env=env, stdout=subprocess.PIPE if capture else subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL)


for case in cases:
    a, b = run("old", case, True), run("new", case, True)
    assert a.stdout == b.stdout and a.returncode == b.returncode == 1, case

runs = []
for r in range(rounds):
    for case in cases:
        for cmd in (["old", "new"] if r % 2 == 0 else ["new", "old"]):
            t = time.perf_counter()
            run(cmd, case)
            runs.append({"round": r, "case": case[0], "cmd": cmd, "wall": time.perf_counter() - t})
json.dump({"list": os.path.basename(lst), "cases": [c[0] for c in cases], "runs": runs}, open(out, "w"), indent=0)
