#!/usr/bin/env python3
"""paired.py ROUNDS OUT.json CMD...: runs each command once per round, in a
fresh random order each round, timing each run's wall clock from spawn to
exit (stdout to /dev/null), after two untimed runs of each. Writes every
time to OUT.json ({"cmds": [...], "ms": [[...], ...]}) and prints each
command's median and least time and the median over rounds of
(first command's time / this command's time)."""
import json, os, random, shlex, statistics, sys, time

rounds, out = int(sys.argv[1]), sys.argv[2]
cmds = sys.argv[3:]
argvs = [shlex.split(c) for c in cmds]
devnull = os.open(os.devnull, os.O_WRONLY)


def run(argv):
    t = time.perf_counter_ns()
    pid = os.posix_spawnp(argv[0], argv, os.environ,
                          file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
    os.waitpid(pid, 0)
    return (time.perf_counter_ns() - t) / 1e6


for a in argvs:
    run(a)
    run(a)
ms = [[] for _ in argvs]
for _ in range(rounds):
    order = list(range(len(argvs)))
    random.shuffle(order)
    for i in order:
        ms[i].append(run(argvs[i]))
json.dump({"cmds": cmds, "ms": ms}, open(out, "w"))
for c, t in zip(cmds, ms):
    r = statistics.median(a / b for a, b in zip(ms[0], t))
    print(f"{c[:60]:60s} median {statistics.median(t):7.3f} ms  least {min(t):7.3f}  paired {r:.3f}")
