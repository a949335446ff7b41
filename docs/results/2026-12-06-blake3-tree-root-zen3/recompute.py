#!/usr/bin/env python3
"""Reprint every figure of README.md from the raw output beside it (Python
3.11, standard library only)."""
import glob, json, os, re, statistics, collections

HERE = os.path.dirname(os.path.abspath(__file__))


def rng(xs, f="{:.3f}"):
    return f"{f.format(min(xs))}-{f.format(max(xs))}"


def human(n):
    return f"{n >> 20} MiB" if n >= 1 << 20 else f"{n >> 10} KiB" if n >= 1024 else f"{n} B"


# inproc/: vilya's Sum256 and the official C in one process, round by round.
LINE = re.compile(r"round (\d+) size (\d+) vilya ([\d.]+) c ([\d.]+)")
BUILDS = ("old", "glue", "groups")


def load_inproc(p):
    rows = collections.defaultdict(list)
    for line in open(p):
        m = LINE.match(line)
        if m:
            rows[int(m[2])].append((float(m[3]), float(m[4])))
    return rows


runs = {b: [load_inproc(p) for p in sorted(glob.glob(os.path.join(HERE, "inproc", "raw", f"{b}-*.txt")))] for b in BUILDS}
assert all(len(v) == 4 for v in runs.values()), {k: len(v) for k, v in runs.items()}
print("== inproc/: official C time / vilya time, range of four runs' medians of the in-round ratios;")
print("   least vilya time over all rounds (ns)")
print("| size | old | glue (kept) | groups (rejected) | least vilya ns: old, glue, groups | least C ns |")
print("| --- | --- | --- | --- | --- | --- |")
for n in sorted(runs["old"][0]):
    cells, least = [], []
    for b in BUILDS:
        cells.append(rng([statistics.median(c / v for v, c in r[n]) for r in runs[b]]))
        least.append(min(v for r in runs[b] for v, _ in r[n]))
    cl = min(c for b in BUILDS for r in runs[b] for _, c in r[n])
    print(f"| {human(n)} | {' | '.join(cells)} | {', '.join(f'{x:.0f}' for x in least)} | {cl:.0f} |")

# depth/: Sum256 below each of the matrix's 103 stack depths, three passes.
print("\n== depth/: Sum256 below each stack depth; per depth the least of three passes;")
print("   old/new per depth: median and range over the depths")
print("| size | old median ns | new median ns | old/new median | old/new range | depths slower than 1.03x their size's median (old; new) |")
print("| --- | --- | --- | --- | --- | --- |")
for s in (64, 2048, 4096, 8192, 16384, 65536):
    least = {}
    for b in ("old", "new"):
        per = []
        for p in sorted(glob.glob(os.path.join(HERE, "depth", "raw", f"{b}-{s}-*.txt"))):
            ns = {}
            for line in open(p):
                if line.startswith("k "):
                    f = line.split()
                    ns[int(f[1])] = float(f[-1])
            per.append(ns)
        assert len(per) == 3 and all(len(p) == 103 for p in per), (b, s)
        least[b] = {k: min(p[k] for p in per) for k in per[0]}
    r = [least["old"][k] / least["new"][k] for k in least["old"]]
    slow = [[k for k, v in least[b].items() if v > 1.03 * statistics.median(least[b].values())] for b in ("old", "new")]
    print(f"| {human(s)} | {statistics.median(least['old'].values()):.1f} | {statistics.median(least['new'].values()):.1f} | "
          f"{statistics.median(r):.3f} | {rng(r)} | {slow[0]}; {slow[1]} |")

# gotest/: the package benchmarks, old and new test binaries alternated.
BL = re.compile(r"^(Benchmark\S+?)(?:-\d+)?\s+\d+\s+([\d.]+) ns/op")
for sub, count in (("raw", 8), ("raw-small", 16)):
    d = collections.defaultdict(lambda: collections.defaultdict(list))
    for b in ("old", "new"):
        files = sorted(glob.glob(os.path.join(HERE, "gotest", sub, f"{b}-*.txt")), key=lambda p: int(p.rsplit("-", 1)[1][:-4]))
        assert len(files) == count, (sub, b, len(files))
        for p in files:
            for line in open(p):
                m = BL.match(line)
                if m:
                    d[m[1]][b].append(float(m[2]))
    print(f"\n== gotest/{sub}/: {count} alternated runs a binary; ns/op medians, old/new of paired runs")
    print("| benchmark | old | new | old/new median | old/new range | least old, new |")
    print("| --- | --- | --- | --- | --- | --- |")
    for k, v in d.items():
        r = [o / n for o, n in zip(v["old"], v["new"])]
        print(f"| {k} | {statistics.median(v['old']):.1f} | {statistics.median(v['new']):.1f} | {statistics.median(r):.3f} | {rng(r)} | "
              f"{min(v['old']):.1f}, {min(v['new']):.1f} |")

# matrix/: the gap matrix's blake3 group, three runs a commit, alternated.
def load_matrix(p):
    return {(r["op"], r["size"], r["batch"], r["impl"]): r for r in json.load(open(p))["rows"]}


mx = {b: [load_matrix(os.path.join(HERE, "matrix", f"{b}-{i}.json")) for i in (1, 2, 3)] for b in ("old", "new")}
print("\n== matrix/: official C time / vilya time (each run's paired median of the repetitions), range over three runs")
print("| op | size | old | new |")
print("| --- | --- | --- | --- |")
for op in ("hash", "keyed", "derive-key"):
    for size in (64, 1024, 4096, 16384, 65536, 262144, 1 << 20):
        k = (op, size, 0, "official-c")
        print(f"| {op} | {human(size)} | " + " | ".join(rng([t[k]["ratio_paired_median"] for t in mx[b]], "{:.2f}") for b in ("old", "new")) + " |")
