#!/usr/bin/env python3
"""The ifma backend's routes for a short group, and where a hot key's single
verification goes, on Zen 5 (AMD EPYC family 26 model 2).

routes.txt: the ifma test binary of 88bab3d (plus the comment-only edits of
5a70e36.patch) built with -tags measure,
GOMAXPROCS=1 ./ifma.test -test.run '^$' -test.bench GroupRoutes -test.count 3.
hot-1..2.txt: the ed25519 test binary of 88bab3d, GOMAXPROCS=1 ./ed25519.test
-test.run '^$' -test.bench 'VerifyCold/stdlib/1232|VerifyPublicKey/stdlib/1232'
-test.count 3, two processes. hot-profile.txt: go tool pprof -top of
-test.bench VerifyPublicKey/stdlib/1232 -test.benchtime 3s -test.cpuprofile.

Usage: python3 recompute.py   (standard library only)
"""
import collections, glob, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
r = collections.defaultdict(list)
for line in open(os.path.join(HERE, "routes.txt")):
    m = re.match(r"BenchmarkGroupRoutes/n=(\d)/(\w+)\S*\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        r[(int(m.group(1)), m.group(2))].append(float(m.group(3)) / 1000)
print("## Routes for a cold group of n (µs a group, three counts); * marks the route VerifyChunk takes\n")
print("| n | lanes | pairs | halves |")
print("| --: | --- | --- | --- |")
taken = {1: "pairs", 2: "pairs", 3: "halves", 4: "halves"}
for n in range(1, 9):
    cells = []
    for route in ("lanes", "pairs", "halves"):
        v = r.get((n, route))
        if not v:
            cells.append("")
            continue
        star = "*" if taken.get(n, "lanes") == route else ""
        cells.append(f"{min(v):.1f}-{max(v):.1f}{star}")
    print(f"| {n} | " + " | ".join(cells) + " |")
for n in range(1, 9):
    best = min(("lanes", "pairs", "halves"), key=lambda k: sorted(r[(n, k)])[1] if r.get((n, k)) else 1e9)
    assert best == taken.get(n, "lanes"), (n, best)
print("\nEvery n: the route taken has the least median.")

t = collections.defaultdict(list)
for p in sorted(glob.glob(os.path.join(HERE, "hot-*.txt"))):
    for line in open(p):
        m = re.match(r"Benchmark(VerifyCold|VerifyPublicKey)/stdlib/1232\S*\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            t[m.group(1)].append(float(m.group(2)) / 1000)
cold, hot = t["VerifyCold"], t["VerifyPublicKey"]
print(f"\n## Hot key, 1232 bytes: cold Verify {min(cold):.2f}-{max(cold):.2f} µs, hot {min(hot):.2f}-{max(hot):.2f} µs, "
      f"cold / hot {min(cold) / max(hot):.2f}-{max(cold) / min(hot):.2f}")
print("\n## Hot key profile (cum % of the samples)\n")
for line in open(os.path.join(HERE, "hot-profile.txt")):
    f = line.split()
    if len(f) == 6 and f[4].endswith("%"):
        name = f[5]
        for key in ("sha512.(*Digest).Write", "r51.InvertVar", "pair4AddIFMAMulQ", "pair4DoubleIFMAMulQ", "pair4SelectIFMA"):
            if name.endswith(key):
                print(f"- {key}: {f[4]}")
