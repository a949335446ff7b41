#!/usr/bin/env python3
"""Times b3sum and two vilya binaries on sets of files from 1 to 256 MiB.

usage: measure.py OLD_VILYA NEW_VILYA DATADIR OUT.json [ROUNDS]

Makes the data sets it lacks in DATADIR (deterministic bytes; the sets of
../2026-12-06-cli-b3sum-many-files-zen3/measure.py are used as they are
if present), then runs ROUNDS rounds (default 15): each round runs every
case once with every command, in an order rotated from round to round,
and records each run's wall-clock time, user and system CPU time and
minor page faults (getrusage of the children). Output goes to /dev/null;
every command's output is checked against b3sum's before timing.
"""
import hashlib, json, os, resource, subprocess, sys, time

old, new, data, out = sys.argv[1:5]
rounds = int(sys.argv[5]) if len(sys.argv) > 5 else 15
KiB, MiB = 1 << 10, 1 << 20


def make(name, sizes, write=None):
    d = os.path.join(data, name)
    if not os.path.isdir(d):
        os.makedirs(d)
        for i, n in enumerate(sizes):
            b = hashlib.shake_256(("%s-%d" % (name, i)).encode()).digest(n)
            with open(os.path.join(d, "f%05d" % i), "wb", buffering=0) as f:
                step = write or max(n, 1)
                for o in range(0, n, step):
                    f.write(b[o:o + step])
    return d


sets = {
    # 60 files of 6 MiB (the many-files folders' set, written in one write each)
    "six-mib": make("six-mib", [6 * MiB] * 60),
    # 30 files of 10 MiB written 4 KiB at a time: a page cache in small folios
    "x10small": make("x10small", [10 * MiB] * 30, write=4 * KiB),
    # 30 files of 10 MiB written in one write each
    "x10mib": make("x10mib", [10 * MiB] * 30),
    # 20 files of 16 MiB and 6 of 48 MiB, written in one write each
    "x16mib": make("x16mib", [16 * MiB] * 20),
    "x48mib": make("x48mib", [48 * MiB] * 6),
    # controls: 300 files of 1-1.5 MiB (hashed ahead by the helpers),
    # medium files with four of 64 MiB, one 256 MiB file
    "mib": make("mib", [(1 * MiB, 3 * MiB // 2)[i % 2] for i in range(300)]),
    "mixed": make("mixed", [64 * MiB if i % 125 == 60 else (64 * KiB, 400 * KiB)[i % 2] for i in range(500)]),
    "one-large": make("one-large", [256 * MiB]),
}
cmds = {"b3sum": ["b3sum"], "old": [old, "b3sum"], "new": [new, "b3sum"]}
cases = [(name + "/all", name, []) for name in sets]
cases += [(name + "/1", name, ["--num-threads", "1"]) for name in ("six-mib", "x10small")]


def argv(cmd, case):
    d = sets[case[1]]
    return cmds[cmd] + case[2] + sorted(os.listdir(d))


for case in cases:
    d = sets[case[1]]
    ref = subprocess.run(argv("b3sum", case), cwd=d, capture_output=True, check=True).stdout
    for c in ("old", "new"):
        got = subprocess.run(argv(c, case), cwd=d, capture_output=True, check=True).stdout
        if got != ref:
            sys.exit("%s differs from b3sum on %s" % (c, case[0]))

runs = []
order = [(case, c) for case in cases for c in cmds]
for r in range(rounds):
    k = r * 7 % len(order)
    for case, c in order[k:] + order[:k]:
        a = argv(c, case)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        subprocess.run(a, cwd=sets[case[1]], stdout=subprocess.DEVNULL, check=True)
        wall = time.perf_counter() - t
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        runs.append({"round": r, "case": case[0], "cmd": c, "wall": wall,
                     "user": after.ru_utime - before.ru_utime,
                     "sys": after.ru_stime - before.ru_stime,
                     "minflt": after.ru_minflt - before.ru_minflt})
json.dump({"rounds": rounds, "cases": [c[0] for c in cases], "runs": runs}, open(out, "w"), indent=0)
print("wrote", out)
