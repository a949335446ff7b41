#!/usr/bin/env python3
"""Reprints every figure of README.md from the raw files in raw/."""
import collections, glob, os, re, statistics

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "raw"))
CELL = re.compile(r"([\d.]+) \(([\d.]+)–([\d.]+)\)")
C_PEERS = ("official-c", "libsodium", "openssl")


def table(path):
    """Yields (op, size, batch, {impl: (median, min, max)}) per matrix row."""
    hdr = None
    for line in open(path):
        if line.startswith("| op |"):
            hdr = [c.strip() for c in line.strip().strip("|").split("|")]
            continue
        if hdr and line.startswith("| ") and not line.startswith("|---"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            got = {}
            for name, c in zip(hdr, cells):
                m = CELL.match(c)
                if m and not name.startswith("×"):
                    got["vilya" if "vilya" in name else name] = tuple(float(x) for x in m.groups())
            yield cells[0], cells[1], cells[2], got


def spread(path):
    """Median over the rows of each implementation's median / fastest repetition."""
    acc = collections.defaultdict(list)
    for _, _, _, got in table(path):
        for k, (med, lo, _) in got.items():
            acc[k].append(med / lo)
    return {k: statistics.median(v) for k, v in acc.items()}


print("## A. blake3 hash rows (-kernels blake3=sse41): median over rows of median/fastest repetition")
order = ["vilya", "zeebo", "lukechampine", "official-c", "official-c-avx2", "official-c-sse41"]
print("| file | " + " | ".join(order) + " |")
for f in ["b3-proc.md", "b3-proclock.md", "b3-thr.md", "b3-instr.md", "b3-unl.md"] + sorted(glob.glob("final-blake3-*.md")):
    s = spread(f)
    print(f"| {f} | " + " | ".join(f"{s.get(k, float('nan')):.3f}" for k in order) + " |")

print("\n## B. lukechampine hash, µs per call (median), by clock")
for f in ["b3-proc.md", "b3-thr.md", "b3-unl.md"] + sorted(glob.glob("final-blake3-*.md")):
    row = {size: got["lukechampine"][0] / 1000 for op, size, _, got in table(f) if op == "hash"}
    print(f"{f}: 4 KiB {row['4 KiB']:.1f}, 64 KiB {row['64 KiB']:.1f}, 1 MiB {row['1 MiB']:.1f}")

print("\n## C. ed25519, vilya µs per signature: single verification and ZIP215 batch of one")
print("| file | verify 200 | batch-1 200 | verify 1232 | batch-1 1232 |")
for f in ["e-proc.md", "e-proc-gcoff.md", "e-thr.md", "e-0de4b56-proc.md", "e-0de4b56-thr.md",
          "e-b2a1980-proc.md", "e-unl.md"] + sorted(glob.glob("final-ed25519-*.md")):
    v = {(op, size): got["vilya"] for op, size, batch, got in table(f) if batch == "1"}
    cell = lambda k: "%.1f (%.1f–%.1f)" % v[k]
    print(f"| {f} | {cell(('verify', '200'))} | {cell(('verify-batch', '200'))} | "
          f"{cell(('verify', '1232'))} | {cell(('verify-batch', '1232'))} |")
print("\nmedian/fastest over the ed25519 rows:")
for f in sorted(glob.glob("final-ed25519-*.md")):
    print(f, " ".join(f"{k} {v:.3f}" for k, v in spread(f).items()))

print("\n## D. CPU of the other threads during a repetition, per CPU of the thread that ran it")
REP = re.compile(r"REP (\S+) (\S+) prev=(\S+) thr=(\S+) other=(\S+) wall=(\S+)(?: moved=(\S+))?")
for f in ["b3-instr.rep.txt", "b3-unl.rep.txt", "e-unl.rep.txt"]:
    acc, runs, moved = collections.defaultdict(list), collections.Counter(), collections.Counter()
    for line in open(f):
        row, impl, prev, thr, other, wall, mv = REP.match(line).groups()
        kind = "first" if prev == "-" else ("after C" if prev.startswith(C_PEERS) else "after Go")
        runs[impl] += 1
        if mv == "true":
            moved[impl] += 1
            continue
        acc[(impl, kind)].append((float(other) / float(thr), float(wall) / float(thr)))
    print(f"{f} (runs that ended on another thread left out):")
    for (impl, kind), v in sorted(acc.items()):
        if kind != "first":
            print(f"  {impl:16} {kind:8} n={len(v):3} other/thread median {statistics.median(o for o, _ in v):.4f}"
                  f"  wall/thread median {statistics.median(w for _, w in v):.4f}")
    if moved:
        print("  runs that ended on another thread:", ", ".join(f"{k} {moved[k]} of {runs[k]}" for k in sorted(moved)))

print("\n## E. clockexp stack-position scans (thread CPU time, ns per call)")
for f in sorted(glob.glob("clockexp-scan*.txt")):
    vals = collections.defaultdict(list)
    slow = []
    for line in open(f):
        pad = int(re.search(r"pad=\s*(\d+)", line).group(1))
        sp = int(re.search(r"sp%4096=(\d+)", line).group(1))
        for k, v in re.findall(r"(verify|batch1|std)\s+([\d.]+)", line):
            vals[k].append((float(v), pad, sp))
    for k, v in vals.items():
        med = statistics.median(x for x, _, _ in v)
        worst = [(x, pad, sp) for x, pad, sp in v if x > 1.05 * med]
        print(f"{f} {k}: {len(v)} positions, median {med:.0f}; over 1.05x median: "
              + ", ".join(f"pad {p} (sp%4096={s}) {x:.0f} = {x / med:.2f}x" for x, p, s in worst))

print("\n## F. clockexp -sysmon: CPU (ms) of the thread asleep in hrtimer_nanosleep (sysmon)")
acc = collections.defaultdict(list)
for line in open("clockexp-sysmon.txt"):
    phase = re.match(r"rep \d+ (.+?)\s{2,}", line).group(1)
    for ms in re.findall(r"wchan hrtimer_nanosleep\) ([\d.]+) ms", line):
        acc[phase].append(float(ms))
for phase, v in acc.items():
    print(f"{phase}: " + ", ".join(f"{x:.3f}" for x in v))

print("\n## G. single verification, libsodium and OpenSSL µs per signature: median (fastest)")
old = sorted(glob.glob("../../2026-11-30-ed25519-single/run*/matrix.md"))
for f in old + ["e-proc.md"] + sorted(glob.glob("final-ed25519-*.md")):
    cells = [f"{size} B: libsodium {got['libsodium'][0]:.1f} ({got['libsodium'][1]:.1f}), "
             f"openssl {got['openssl'][0]:.0f} ({got['openssl'][1]:.0f})"
             for op, size, _, got in table(f) if op == "verify"]
    print(os.path.relpath(f), "; ".join(cells))
