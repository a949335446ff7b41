#!/usr/bin/env python3
"""Reprints the figures of README.md (Python 3, standard library only).

1. The alternated go-test rounds: per file, per benchmark, the median
   ns/op of each binary over every count of every round, B/A of those
   medians and the range of the per-round ratios, for the pairs README.md
   names.
2. The gap matrix at f1386f6 (raw/ifma-N.json) against the same rows at
   ae40cb2 (../2026-12-03-ed25519-spr-bars/raw/ifma-N.json): crypto/ed25519
   time / vilya time and Narya time / vilya time on the cofactorless
   batches, per run and as ranges, and the cold/hot single ratio."""
import glob, json, os, re, statistics as st

here = os.path.dirname(os.path.abspath(__file__))

# (file, base binary, changed binary, what)
PAIRS = [
    ("ab-hack.txt", "/tmp/ed-main.test", "/tmp/ed-w11.test", "throwaway radix-2^11 lanes chain (hack-w11.patch) / 61cf885"),
    ("ab-xy.txt", "/tmp/ed-main.test", "/tmp/ed-w11.test", "hack again / 61cf885"),
    ("ab-xy.txt", "/tmp/ed-w11.test", "/tmp/ed-w11xy.test", "hack + 2XY doubling, first order / hack"),
    ("ab-xy-order.txt", "/tmp/ed-w11.test", "/tmp/ed-w11xy.test", "hack + 2XY doubling, first order / hack"),
    ("ab-xy-order.txt", "/tmp/ed-w11.test", "/tmp/ed-w11xyb.test", "hack + 2XY doubling, order b (xy-order-b.patch) / hack"),
    ("ab-1.txt", "/tmp/ed-main.test", "/tmp/ed-r11.test", "f1386f6 / 61cf885"),
    ("ab-2.txt", "/tmp/ed-main.test", "/tmp/ed-r11.test", "f1386f6 / 61cf885"),
    ("ab-prefetch.txt", "/tmp/ed-main.test", "/tmp/ed-r11.test", "f1386f6 / 61cf885"),
    ("ab-prefetch.txt", "/tmp/ed-r11.test", "/tmp/ed-r11pf.test", "f1386f6 + prefetch.patch / f1386f6"),
    ("ab-decode-pair.txt", "/tmp/ed-r11.test", "/tmp/ed-pair.test", "f1386f6 + decode-pair.patch / f1386f6"),
    ("ab-branchless.txt", "/tmp/ed-r11.test", "/tmp/ed-bl.test", "f1386f6 + branchless.patch / f1386f6"),
]


def parse(name):
    d, cur, rnd = {}, None, None
    for line in open(os.path.join(here, name)):
        m = re.match(r"== round (\d+) (\S+)", line)
        if m:
            rnd, cur = int(m.group(1)), m.group(2)
            continue
        m = re.match(r"(Benchmark\S+?)(-\d+)?\s+\d+\s+([\d.]+) ns/op", line)
        if m and cur:
            d.setdefault(m.group(1), {}).setdefault(cur, {}).setdefault(rnd, []).append(float(m.group(3)))
    return d


print("1. go-test rounds, B/A of the medians (per-round range)")
for f, A, B, what in PAIRS:
    d = parse(f)
    print(f"{f}: {what}")
    for name, v in d.items():
        if A not in v or B not in v:
            continue
        a = [x for r in v[A].values() for x in r]
        b = [x for r in v[B].values() for x in r]
        per = [st.median(v[B][r]) / st.median(v[A][r]) for r in v[A] if r in v[B]]
        print(f"  {name:44s} A {st.median(a):10.1f} B {st.median(b):10.1f} ns  B/A {st.median(b) / st.median(a):.3f}  rounds {min(per):.3f}-{max(per):.3f} ({len(per)})")


def load(path):
    t = {}
    for r in json.load(open(path))["rows"]:
        t[(r["op"], r["size"], r["batch"], r["impl"])] = r["ns_median"]
    return t


def rng(xs):
    return f"{min(xs):.2f}-{max(xs):.2f}"


now = [load(p) for p in sorted(glob.glob(os.path.join(here, "raw", "ifma-*.json")))]
before = [load(p) for p in sorted(glob.glob(os.path.join(here, "..", "2026-12-03-ed25519-spr-bars", "raw", "ifma-*.json")))]
# sqrpair-micro.txt: 200 squarings of one element, of two one after the
# other, and of two interleaved (fe8SqrPairIFMA), by calls of n.
mic = {}
for line in open(os.path.join(here, "sqrpair-micro.txt")):
    m = re.match(r"BenchmarkTmpSqrPair/(\S+)/(\d+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        mic.setdefault((m.group(1), int(m.group(2))), []).append(float(m.group(3)))
print("sqrpair-micro.txt: ns per squaring (one chain; two in turn; two interleaved)")
for n in (1, 10, 100):
    one, two, pair = (st.median(mic[(k, n)]) for k in ("one-sqr", "two-sqr", "pair"))
    print(f"  calls of {n:3}: {one / 200:.2f}  {two / 400:.2f}  {pair / 400:.2f}  (pair / two in turn {pair / two:.3f})")

# micro.txt: the table's build and the two SignedWindows16 forms.
mt = {}
for line in open(os.path.join(here, "micro.txt")):
    m = re.match(r"(Benchmark\S+?)-\d+\s+\d+\s+([\d.]+) ns/op", line)
    if m:
        mt.setdefault(m.group(1), []).append(float(m.group(2)))
print("micro.txt: Base51Radix11 build %.2f ms; SignedWindows16 carry %.1f ns, offsets %.1f ns" % (
    st.median(mt["BenchmarkTmpRadix11Build"]) / 1e6, st.median(mt["BenchmarkTmpSW16/old"]), st.median(mt["BenchmarkTmpSW16/new"])))

print(f"2. gap matrix: {len(now)} runs at f1386f6, {len(before)} at ae40cb2")
for op in ("verify-batch-dalekstrict", "verify-batch-stdlibcompat"):
    for size in (1232, 200):
        for n in (1, 2, 4, 8, 16, 64):
            st_now = [t[(op, size, n, "stdlib")] / t[(op, size, n, "vilya")] for t in now]
            st_bef = [t[(op, size, n, "stdlib")] / t[(op, size, n, "vilya")] for t in before]
            na = [t[(op, size, n, "narya")] / t[(op, size, n, "vilya")] for t in now]
            runs = " ".join(f"{x:.3f}" for x in st_now)
            print(f"  {op:26} {size:5} n={n:2}  x stdlib {rng(st_now)} ({runs}; before {rng(st_bef)})  x narya {rng(na)}")
for size in (1232, 200):
    st_now = [t[("verify", size, 1, "stdlib")] / t[("verify", size, 1, "vilya")] for t in now]
    ch = [t[("verify", size, 1, "vilya")] / t[("verify-hot-key", size, 1, "vilya")] for t in now]
    print(f"  verify {size}: x stdlib {rng(st_now)}; cold/hot {rng(ch)}")

# Six runs at f1386f6: this folder's three and the README's three
# (../2026-12-03-readme-spr-ed25519), as docs/STATUS.md quotes them.
six = now + [load(p) for p in sorted(glob.glob(os.path.join(here, "..", "2026-12-03-readme-spr-ed25519", "ed25519-*.json")))]
print(f"3. {len(six)} runs at f1386f6 (this folder's and ../2026-12-03-readme-spr-ed25519's)")
for op in ("verify-batch-dalekstrict", "verify-batch-stdlibcompat"):
    for size in (1232, 200):
        for n, bar in ((8, 5.5), (64, 6.0)):
            xs = [t[(op, size, n, "stdlib")] / t[(op, size, n, "vilya")] for t in six]
            print(f"  {op:26} {size:5} n={n:2}  x stdlib {rng(xs)}, {sum(x < bar for x in xs)} of {len(xs)} below {bar}")
na = [t[(op, size, n, "narya")] / t[(op, size, n, "vilya")] for t in six
      for op in ("verify-batch-dalekstrict", "verify-batch-stdlibcompat") for size in (1232, 200) for n in (1, 2, 4, 8, 16, 64)]
print(f"  x narya over every cofactorless row: {rng(na)}")
