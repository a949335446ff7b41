#!/usr/bin/env python3
"""pipeGroups on Zen 5 (AMD EPYC family 26 model 2, cpu.Latency512): the
runs of 16 to 31 chunks that the pair kernel leaves go to the software-
pipelined 16-lane kernel (hashChunksAVX512Pipe) instead of the register-
transposing one (hashChunksAVX512).

gotest/round0..3: the blake3 test binary of 16edbd7 with
zz_pipe_tmp_test.go.txt (BenchmarkZZPipe: hashChunks and Sum256 with the
route off, then on, in one process; GOMAXPROCS=1). matrix/O-n, P-n: the
gap matrix's hash, keyed, derive-key and stream-16 KiB-writes rows, bench of
16edbd7's code ("O") and with change.patch ("P"), alternated (run-matrix.sh).

Usage: python3 recompute.py   (standard library only)
"""
import collections, glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))

print("## go test: time with the route off / time with it on (medians of each round's counts; least against least)\n")
allr = []
for p in sorted(glob.glob(os.path.join(HERE, "gotest/round*.txt"))):
    d = collections.defaultdict(list)
    for line in open(p):
        m = re.match(r"BenchmarkZZPipe/(\S+)/(\d+)/pipe=(\w+)-?\d*\s+\d+\s+([\d.]+) ns/op", line)
        if m:
            d[(m.group(1), int(m.group(2)), m.group(3))].append(float(m.group(4)))
    for k in sorted({(a, b) for a, b, _ in d}):
        off, on = sorted(d[k + ("false",)]), sorted(d[k + ("true",)])
        r = off[len(off) // 2] / on[len(on) // 2]
        if k[1] < 32:
            allr.append(r)
        print(f"{os.path.basename(p)} {k[0]:6s} {k[1]:2d} chunks: {r:.3f} ({off[0] / on[0]:.3f}), {len(off)} counts")
print(f"\nruns of 16-31 chunks, every round: {min(allr):.3f}-{max(allr):.3f}\n")


def load(p):
    d = json.load(open(p))
    return {(r["op"], r["size"], r["impl"]): r["ns_median"] for r in d["rows"] if r["ns_median"]}


O = [load(p) for p in sorted(glob.glob(os.path.join(HERE, "matrix/O-*.json")))]
P = [load(p) for p in sorted(glob.glob(os.path.join(HERE, "matrix/P-*.json")))]
assert len(O) == 3 and len(P) == 3
print("## gap matrix: official C time / vilya time, three runs each\n")
print("| op | size | off | on |")
print("| --- | --: | --- | --- |")
for k in sorted({k[:2] for k in O[0]}):
    o = [t[k + ("official-c",)] / t[k + ("vilya",)] for t in O]
    p = [t[k + ("official-c",)] / t[k + ("vilya",)] for t in P]
    mark = " (16 chunks)" if k[1] == 16384 else ""
    print(f"| {k[0]}{mark} | {k[1]} | {min(o):.2f}-{max(o):.2f} | {min(p):.2f}-{max(p):.2f} |")
