#!/usr/bin/env python3
"""Sums this soak's runs per target from raw.txt here (rounds, seconds of
fuzzing, CPU seconds the runs got, executions, new interesting inputs,
results), then, for the 15 decoder and differential targets, adds the
earlier soaks (../2026-12-01-fuzz-soak, ../2026-12-02-fuzz-soak,
../2026-12-02-fuzz-soak-2, ../2026-12-02-fuzz-soak-3, ../2026-12-02-fuzz-soak-4, ../2026-12-02-fuzz-soak-5,
../2026-12-02-fuzz-soak-6, ../2026-12-02-fuzz-soak-7, ../2026-12-03-fuzz-soak-8,
../2026-12-03-fuzz-soak-9; other commits and
machines: Go's fuzz cache, the corpus, carried over only within a machine) and says which targets have reached the hour issue 34 asks.
A target is matched by its function name: several moved from the ed25519
package to ed25519/internal/* between the soaks (the same fuzz function)."""
import collections, glob, os, re

here = os.path.dirname(os.path.abspath(__file__))
earlier = ["2026-12-01-fuzz-soak", "2026-12-02-fuzz-soak", "2026-12-02-fuzz-soak-2", "2026-12-02-fuzz-soak-3", "2026-12-02-fuzz-soak-4", "2026-12-02-fuzz-soak-5", "2026-12-02-fuzz-soak-6", "2026-12-02-fuzz-soak-7", "2026-12-03-fuzz-soak-8", "2026-12-03-fuzz-soak-9"]
TARGETS = """blake3/bao:FuzzDecoder blake3/bao:FuzzSliceDecoder blake3:FuzzUnmarshal
blake3:FuzzUnmarshalXOF ed25519:FuzzPublicKeyUnmarshal ed25519:FuzzDecodeFe64
ed25519:FuzzVerify ed25519:FuzzVerifyMutated ed25519:FuzzKernelsIFMA
ed25519:FuzzKernelsAVX2 ed25519:FuzzFe64KernelsBMI2 ed25519:FuzzShortChallenge
blake3:FuzzKernels blake3:FuzzSum256Batch sha512x:FuzzSumBatch""".split()
HOUR = 3600


def seconds(s):
    total = 0.0
    for n, unit in re.findall(r"([\d.]+)([hms])", s):
        total += float(n) * {"h": 3600, "m": 60, "s": 1}[unit]
    return total


def load(d):
    rows = collections.OrderedDict()
    commits = []
    for path in sorted(glob.glob(os.path.join(d, "raw*.txt"))):
        for line in open(path):
            if line.startswith("# commit: "):
                commits.append(line[len("# commit: "):].strip())
            if line.startswith("#") or not line.strip():
                continue
            f = line.rstrip("\n").split("\t")
            target, el, execs, newi, result = f[0], f[2], f[3], f[4], f[5]
            cpu = f[7] if len(f) > 7 and f[7] not in ("", "?") else None
            target = target.split(":")[-1]  # the function name
            r = rows.setdefault(target, {"runs": 0, "secs": 0.0, "cpu": 0.0, "execs": 0,
                                         "new": 0, "results": collections.Counter()})
            r["runs"] += 1
            r["secs"] += seconds(el)
            r["cpu"] += float(cpu) if cpu else 0
            r["execs"] += int(execs)
            r["new"] += int(newi)
            r["results"][result] += 1
    return rows, commits


rows, commits = load(here)
print(f"This soak (commit {', '.join(commits)}; at nice 19, each 90 s run holding the build lock; lines starting with # are not counted):")
print(f"{'target':34} {'runs':>4} {'seconds':>8} {'cpu s':>6} {'executions':>11} {'new':>5}  results")
tot_s = tot_c = tot_e = 0
for target, r in rows.items():
    res = ", ".join(f"{k} {v}" for k, v in sorted(r["results"].items()))
    print(f"{target:34} {r['runs']:>4} {r['secs']:>8.0f} {r['cpu']:>6.0f} {r['execs']:>11} {r['new']:>5}  {res}")
    tot_s, tot_c, tot_e = tot_s + r["secs"], tot_c + r["cpu"], tot_e + r["execs"]
print(f"{len(rows)} targets, {tot_s:.0f} s of fuzzing ({tot_c:.0f} CPU s of a possible "
      f"{2 * tot_s:.0f} on 2 cores), {tot_e} executions in all")

sets = [load(os.path.join(here, "..", d))[0] for d in earlier] + [rows]
print()
print("All soaks so far (" + ", ".join("../" + d for d in earlier) + ", this one), seconds of fuzzing:")
print(f"{'target':34} {'12-01':>6} {'12-02':>6} {'12-02b':>6} {'12-02c':>6} {'12-02d':>6} {'12-02e':>6} {'12-02f':>6} {'12-02g':>6} {'12-03':>6} {'12-03b':>6} {'now':>6} {'total':>6} {'executions':>11}  hour")
reached = 0
for target in TARGETS:
    name = target.split(":")[-1]
    s = [x.get(name, {}).get("secs", 0.0) for x in sets]
    e = sum(x.get(name, {}).get("execs", 0) for x in sets)
    ok = sum(s) >= HOUR
    reached += ok
    print(f"{target:34} {s[0]:>6.0f} {s[1]:>6.0f} {s[2]:>6.0f} {s[3]:>6.0f} {s[4]:>6.0f} {s[5]:>6.0f} {s[6]:>6.0f} {s[7]:>6.0f} {s[8]:>6.0f} {s[9]:>6.0f} {s[10]:>6.0f} {sum(s):>6.0f} {e:>11}  {'yes' if ok else 'no'}")
print(f"{reached} of {len(TARGETS)} targets past an hour")
