#!/usr/bin/env python3
"""Times b3sum and two vilya binaries on many files, alternated.

usage: measure.py OLD_VILYA NEW_VILYA DATADIR OUT.json [ROUNDS]

Makes the data sets in DATADIR (once; deterministic bytes), then runs
ROUNDS rounds (default 15); each round runs every case once with every
command, in an order rotated from round to round, and records each run's
wall-clock time and its user and system CPU time (getrusage of the
children). Output goes to /dev/null; every command's output is checked
once against b3sum's before timing.
"""
import hashlib, json, os, resource, subprocess, sys, time

old, new, data, out = sys.argv[1:5]
rounds = int(sys.argv[5]) if len(sys.argv) > 5 else 15
KiB, MiB = 1 << 10, 1 << 20


def fill(path, n, seed):
    # deterministic, incompressible-looking bytes
    h = hashlib.shake_256(seed.encode())
    with open(path, "wb") as f:
        f.write(h.digest(n) if n else b"")


def make(name, sizes):
    d = os.path.join(data, name)
    if not os.path.isdir(d):
        os.makedirs(d)
        for i, n in enumerate(sizes):
            fill(os.path.join(d, "f%05d" % i), n, "%s-%d" % (name, i))
    return d


sets = {
    # content-addressed blobs: 10,000 files of 100 B to 16 KiB
    "small": make("small", [(100, 1 * KiB, 4 * KiB, 16 * KiB)[i % 4] for i in range(10000)]),
    # 1,000 files of 64 to 400 KiB (all under vilya's 512 KiB multi-core threshold)
    "medium": make("medium", [(64 * KiB, 128 * KiB, 256 * KiB, 400 * KiB)[i % 4] for i in range(1000)]),
    # 300 files of 1 and 1.5 MiB (above that threshold, under the helpers' 4 MiB)
    "mib": make("mib", [(1 * MiB, 3 * MiB // 2)[i % 2] for i in range(300)]),
    # 60 files of 6 MiB: above the helpers' bound, hashed as before
    "six-mib": make("six-mib", [6 * MiB] * 60),
    # 500 medium files with four 64 MiB files among them
    "mixed": make("mixed", [64 * MiB if i % 125 == 60 else (64 * KiB, 400 * KiB)[i % 2] for i in range(500)]),
    # one 256 MiB file: nothing to hash ahead (control)
    "one-large": make("one-large", [256 * MiB]),
}
for name, d in sets.items():
    files = sorted(os.listdir(d))
    with open(os.path.join(data, name + ".sums"), "w") as f:
        subprocess.run(["b3sum"] + files, cwd=d, stdout=f, check=True)

cmds = {"b3sum": ["b3sum"], "old": [old, "b3sum"], "new": [new, "b3sum"]}
cases = []  # (case name, set, extra args, check mode)
for name in sets:
    cases.append((name + "/all", name, [], False))
    cases.append((name + "/1", name, ["--num-threads", "1"], False))
for name in ("small", "medium"):
    cases.append((name + "/check", name, [], True))


def argv(cmd, case):
    _, name, extra, check = case
    d = sets[name]
    if check:
        return cmds[cmd] + extra + ["--check", os.path.join(data, name + ".sums")]
    return cmds[cmd] + extra + sorted(os.listdir(d))


# Every command's output once, against b3sum's.
for case in cases:
    d = sets[case[1]]
    ref = subprocess.run(argv("b3sum", case), cwd=d, capture_output=True, check=True).stdout
    for c in ("old", "new"):
        got = subprocess.run(argv(c, case), cwd=d, capture_output=True, check=True).stdout
        assert got == ref, (case, c)

runs = []
order = list(cmds)
for r in range(rounds):
    for case in cases:
        d = sets[case[1]]
        names = sorted(os.listdir(d))
        for k in range(len(order)):
            c = order[(r + k) % len(order)]
            a = argv(c, case)
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            t = time.perf_counter()
            subprocess.run(a, cwd=d, stdout=subprocess.DEVNULL, check=True)
            wall = time.perf_counter() - t
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            runs.append({"round": r, "case": case[0], "cmd": c, "wall": wall,
                         "user": after.ru_utime - before.ru_utime, "sys": after.ru_stime - before.ru_stime})
json.dump({"cases": [c[0] for c in cases], "runs": runs}, open(out, "w"), indent=0)
