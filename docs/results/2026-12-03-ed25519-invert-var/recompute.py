#!/usr/bin/env python3
"""Reprints every figure of README.md from the raw files in ab/ and matrix/."""
import collections, glob, json, os, statistics

HERE = os.path.dirname(os.path.abspath(__file__))


def gotest(name):
    """{(backend, benchmark): {build: [ns/op, ...]}} from ab/<name>."""
    res = collections.defaultdict(lambda: collections.defaultdict(list))
    for line in open(os.path.join(HERE, "ab", name)):
        build, backend, bench, _, ns = line.split()[:5]
        res[(backend, bench.removeprefix("Benchmark").rsplit("-", 1)[0])][build].append(float(ns))
    return res


def show(name, builds):
    res = gotest(name)
    for (backend, bench), by in sorted(res.items()):
        base = statistics.median(by["old"])
        cells = [f"old {base:9.0f} ns"]
        for b in builds:
            v = by[b]
            cells.append(f"{b} {statistics.median(v)/base:.3f} ({min(v)/max(by['old']):.3f}-{max(v)/min(by['old']):.3f})")
        print(f"  {backend} {bench:38s} " + "  ".join(cells))
    return res


print("go-test rounds, each build's median over old's median (in brackets: its fastest")
print("run over old's slowest, its slowest over old's fastest); old = d219822")
print("ab/ifma.txt: three rounds, ifma; newpad = new with pad.patch (r51x8 kernels at old's placement)")
show("ifma.txt", ["new", "newpad"])
print("ab/avx2.txt: three rounds, VILYA_ED25519_BACKEND=avx2 (r25x4 kernels at old's placement)")
show("avx2.txt", ["new"])
print("ab/avx2-batch.txt: four more rounds of the avx2 batch rows")
show("avx2-batch.txt", ["new"])
print()

def load(folder):
    rows = {}
    for f in sorted(glob.glob(os.path.join(HERE, folder, "*.json"))):
        k, c, r = os.path.basename(f)[:-5].split("-")
        rows[(k, c, r)] = {(x["op"], x["size"], x["batch"], x["impl"]): x["ns_median"] for x in json.load(open(f))["rows"]}
    return lambda k, c: [v for (kk, cc, _), v in sorted(rows.items()) if kk == k and cc == c]


def batch_ratios(runs, k, cs, ops):
    for op, label in ops:
        print(f"{k}: crypto/ed25519 time / vilya time, {label} cold batches, per run")
        for c in cs:
            cells = []
            for size in (200, 1232):
                for n in (8, 64):
                    rs = [by[(op, size, n, "stdlib")] / by[(op, size, n, "vilya")] for by in runs(k, c)]
                    cells.append(f"{size} B n={n} {min(rs):.2f}-{max(rs):.2f}x")
            print(f"  {c:8s} " + "; ".join(cells))


print("matrix/: gap matrix -group ed25519, vilya's rows, three runs a build")
runs = load("matrix")


builds = {"ifma": ("d219822", "inv", "invpad"), "avx2": ("d219822", "inv")}
for k, cs in builds.items():
    print(f"{k}: vilya's cold Verify / its hot key (StdlibCompat), per run")
    for c in cs:
        cells = []
        for size in (200, 1232):
            rs = [by[("verify", size, 1, "vilya")] / by[("verify-hot-key", size, 1, "vilya")] for by in runs(k, c)]
            hot = [by[("verify-hot-key", size, 1, "vilya")] / 1e3 for by in runs(k, c)]
            cells.append(f"{size} B {min(rs):.2f}-{max(rs):.2f}x (hot {min(hot):.2f}-{max(hot):.2f} µs)")
        print(f"  {c:8s} " + "; ".join(cells))
    batch_ratios(runs, k, cs, [("verify-batch", "ZIP215 (unchanged code, a control)")])
    print()
print("batches/: the cofactorless cold batches of 8 and 64, three runs a build")
runs = load("batches")
for k, cs in builds.items():
    batch_ratios(runs, k, cs, [("verify-batch-stdlibcompat", "StdlibCompat"), ("verify-batch-dalekstrict", "DalekStrict")])
    print()
print("README (Sapphire Rapids table): the warm-keys row and footnote 3, ifma, inv's three runs")
runs = load("matrix")
warm = [by[("verify-batch-warm", 1232, 64, "vilya")] / 1e3 for by in runs("ifma", "inv")]
print(f"  64 warm keys, 1232 B: {statistics.median(warm):.2f} µs/sig ({min(warm):.2f}-{max(warm):.2f}); peer time / vilya time: " +
      ", ".join(f"{peer} " + "-".join(f"{x:.2f}" for x in (min(v), max(v))) for peer in ("stdlib", "voi")
                for v in [[by[("verify-batch-warm", 1232, 64, peer)] / by[("verify-batch-warm", 1232, 64, "vilya")] for by in runs("ifma", "inv")]]))
for c in ("d219822", "invpad"):
    w = [by[("verify-batch-warm", 1232, 64, "vilya")] / 1e3 for by in runs("ifma", c)]
    r = [by[("verify-batch-warm", 1232, 64, "stdlib")] / by[("verify-batch-warm", 1232, 64, "vilya")] for by in runs("ifma", c)]
    print(f"  ({c} in the same runs: {min(w):.2f}-{max(w):.2f} µs/sig, crypto/ed25519 {min(r):.2f}-{max(r):.2f}x)")
hot = [by[("verify-hot-key", 1232, 1, "vilya")] / 1e3 for by in runs("ifma", "inv")]
rat = [by[("verify", 1232, 1, "vilya")] / by[("verify-hot-key", 1232, 1, "vilya")] for by in runs("ifma", "inv")]
print(f"  hot key, 1232 B: {min(hot):.2f}-{max(hot):.2f} µs, {min(rat):.2f}-{max(rat):.2f}x a cold Verify")
print()
print("ab/invert.txt: go test -bench Invert ./ed25519/internal/r51, three counts")
inv = collections.defaultdict(list)
for line in open(os.path.join(HERE, "ab", "invert.txt")):
    if "ns/op" in line:
        inv[line.split()[0].split("/")[1].rsplit("-", 1)[0]].append(float(line.split()[2]))
print(f"  InvertVar {min(inv['var']):.0f}-{max(inv['var']):.0f} ns, field.Element.Invert {min(inv['fermat']):.0f}-{max(inv['fermat']):.0f} ns: "
      f"{min(inv['var'])/max(inv['fermat']):.2f}-{max(inv['var'])/min(inv['fermat']):.2f} of the time")

print()
print("inline/: the transition matrix composed with the lookups (e72f302, inline.patch) against 36d2f4d's form")
inv = collections.defaultdict(list)
for line in open(os.path.join(HERE, "inline", "invert.txt")):
    p = line.split()
    inv[(p[0], p[1].split("/")[1].rsplit("-", 1)[0])].append(float(p[3]))
for form in ("path", "inline"):
    v, f = inv[(form, "var")], inv[(form, "fermat")]
    print(f"  {form:6s} InvertVar {min(v):.0f}-{max(v):.0f} ns, Fermat {min(f):.0f}-{max(f):.0f} ns "
          f"({statistics.median(v)/statistics.median(f):.2f} of Fermat's time)")
for name in ("ifma.txt", "avx2.txt"):
    res = collections.defaultdict(lambda: collections.defaultdict(list))
    for line in open(os.path.join(HERE, "inline", name)):
        build, backend, bench, _, ns = line.split()[:5]
        res[bench.removeprefix("Benchmark").rsplit("-", 1)[0]][build].append(float(ns))
    print(f"  inline/{name}: go-test rounds, median over new's (36d2f4d's code)")
    for bench, by in sorted(res.items()):
        base = statistics.median(by["new"])
        print(f"    {bench:36s} new {base:7.0f} ns  " + "  ".join(f"{b} {statistics.median(by[b])/base:.3f}" for b in ("new2", "new2pad")))
runs = load("inline")
for k in ("ifma", "avx2"):
    for c in ("inv", "inv2", "inv2pad"):
        rs = [by[("verify", 1232, 1, "vilya")] / by[("verify-hot-key", 1232, 1, "vilya")] for by in runs(k, c)]
        hs = [by[("verify-hot-key", 1232, 1, "vilya")] / 1e3 for by in runs(k, c)]
        r2 = [by[("verify", 200, 1, "vilya")] / by[("verify-hot-key", 200, 1, "vilya")] for by in runs(k, c)]
        print(f"  inline/ matrix {k} {c:8s} cold / hot 1232 B {min(rs):.2f}-{max(rs):.2f}x (hot {min(hs):.2f}-{max(hs):.2f} µs), 200 B {min(r2):.2f}-{max(r2):.2f}x")
