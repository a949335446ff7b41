#!/usr/bin/env python3
"""Reprints every figure of README.md from the raw files in ab/ and matrix/."""
import collections, glob, json, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))


def gotest(folder):
    """{benchmark: {build: [ns/op, ...]}} from ab/<folder>/<build>-<round>.txt."""
    res = collections.defaultdict(lambda: collections.defaultdict(list))
    for f in sorted(glob.glob(os.path.join(HERE, "ab", folder, "*.txt"))):
        build = os.path.basename(f).rsplit("-", 1)[0]
        for line in open(f):
            m = re.match(r"Benchmark(\S+)-2\s+\d+\s+([\d.]+) ns/op", line)
            if m:
                res[m.group(1)][build].append(float(m.group(2)))
    return res


def show(folder, builds, title):
    print(title)
    res = gotest(folder)
    for name, by in res.items():
        base = statistics.median(by[builds[0]])
        cells = []
        for b in builds:
            v = by[b]
            cells.append(f"{b} {statistics.median(v):8.0f} ns ({min(v)/base:.3f}-{max(v)/base:.3f})")
        print(f"  {name:40s} " + "  ".join(cells))
    return res


print("go-test rounds; each cell: median ns/op and every run over the first build's median")
print("builds: old = e9321f3, t15 = ba5773f with t15.patch (13 positions of k), t10 = ba5773f\n")
for folder, title in (("hot", "ab/hot: ifma (default backend), three rounds of two counts"),
                      ("hot-avx2", "ab/hot-avx2: VILYA_ED25519_BACKEND=avx2, three rounds of two counts")):
    res = show(folder, ["old", "t15", "t10"], title)
    for b in ["old", "t15", "t10"]:
        c = statistics.median(res["VerifyCold/stdlib/1232"][b])
        h = statistics.median(res["VerifyPublicKey/stdlib/1232"][b])
        print(f"  cold / hot, StdlibCompat 1232 bytes, {b}: {c/h:.2f}")
    print()
show("new-key", ["old", "t10"], "ab/new-key: NewExpandedPublicKey, two rounds")
print()
show("many-keys", ["old", "t10"], "ab/many-keys: hot keys cycled, two rounds")
show("many-keys-2", ["old", "t10"], "ab/many-keys-2: the same at 64 and 256 keys, two later rounds")
print()
if glob.glob(os.path.join(HERE, "ab", "cold-batches", "*.txt")):
    show("cold-batches", ["old", "t10"], "ab/cold-batches: cold batches (code unchanged; the lanes' scratch layout changed), three rounds")
    print()

show("solo-sub", ["base", "sub"], "ab/solo-sub: avx2 forced, ba5773f (base) against ba5773f with solo-sub.patch (sub, not kept), three rounds")
print()

show("select-add", ["base", "fusepad"], "ab/select-add: ifma, ba5773f (base) against select-add.patch with pad.patch (fusepad), kernels at the same places modulo 64, three rotated rounds")
show("select-add", ["basepad", "fuse"], "ab/select-add: ba5773f with pad.patch (basepad) against select-add.patch (fuse), the other placement")
print()

print("matrix/: gap matrix -group ed25519 -ops verify,verify-hot-key,verify-batch-warm, vilya's rows")
for k in ("ifma", "avx2"):
    for c in ("e9321f3", "ba5773f"):
        ratios = collections.defaultdict(list)
        for f in sorted(glob.glob(os.path.join(HERE, "matrix", f"{k}-{c}-*.json"))):
            by = {(r["op"], r["size"], r["impl"]): r["ns_median"] for r in json.load(open(f))["rows"]}
            cells = []
            for size in (200, 1232):
                cold, hotk = by[("verify", size, "vilya")], by[("verify-hot-key", size, "vilya")]
                warm = by[("verify-batch-warm", size, "vilya")]
                ratios[size].append(cold / hotk)
                cells.append(f"{size} B: cold {cold/1e3:.2f} µs, hot {hotk/1e3:.2f} µs ({cold/hotk:.2f}x), warm 64 {warm/1e3:.2f} µs/sig")
            print(f"  {k} {c} run {f[-6]}: " + "; ".join(cells))
        print(f"  {k} {c}: cold / hot " + ", ".join(f"{s} B {min(v):.2f}-{max(v):.2f}x" for s, v in ratios.items()))
print()
print("README (Sapphire Rapids table, warm keys row): ifma ba5773f, batch of 64 warm keys, 1232 bytes")
vil, rat = [], collections.defaultdict(list)
for f in sorted(glob.glob(os.path.join(HERE, "matrix", "ifma-ba5773f-*.json"))):
    by = {(r["op"], r["size"], r["impl"]): r["ns_median"] for r in json.load(open(f))["rows"]}
    v = by[("verify-batch-warm", 1232, "vilya")]
    vil.append(v)
    for peer in ("stdlib", "voi"):
        rat[peer].append(by[("verify-batch-warm", 1232, peer)] / v)
print(f"  vilya {statistics.median(vil)/1e3:.2f} µs /sig; " + ", ".join(f"{p} {min(v):.2f}-{max(v):.2f}" for p, v in rat.items()))
print("done")
