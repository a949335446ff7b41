#!/usr/bin/env python3
"""Reprint the figures of README.md from this folder's raw files (Python 3,
standard library only; run from anywhere, it reads beside itself):

- the README's AMD Zen 3 table from ed25519-*.json and blake3-*.json
  (three gap-matrix runs of each group): a cell is peer time / vilya time,
  the range over the runs; vilya's time is the median of its per-run
  medians;
- issue 27 item 3 on the avx2 backend: cold time / warm time, per run;
- the whole-process rows against b3sum, per run;
- bao-*.json: Sum256 time / Bao time per op and size;
- cli-1g*.txt and cli-1g-first-read-*.json: hyperfine medians on the
  1 GiB file;
- mc-raw-*.txt: WriteParallel over Write per cell, and the cells below the
  issue 29 bars (0.97 from 512 KiB, 1.85 idle from 64 MiB).
"""
import glob, json, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))


def load(pattern):
    out = []
    for p in sorted(glob.glob(os.path.join(HERE, pattern))):
        d = json.load(open(p))
        t = {(r["group"], r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in d["rows"]}
        out.append((os.path.basename(p), d["env"], t))
    return out


def rng(xs):
    lo, hi = f"{min(xs):.2f}", f"{max(xs):.2f}"
    return lo if lo == hi else f"{lo}–{hi}"


def human_ns(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.3g} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.3g} µs"
    return f"{ns:.3g} ns"


def ratios(runs, key, peer, base="vilya"):
    return [t[key + (peer,)] / t[key + (base,)] for _, _, t in runs if t.get(key + (peer,)) and t.get(key + (base,))]


NAMES = {"official-c": "official C", "zeebo": "zeebo", "lukechampine": "lukechampine", "b3sum": "b3sum",
         "stdlib": "crypto/ed25519", "voi": "curve25519-voi", "voi-batch": "voi batch verifier"}
ROWS = [("BLAKE3 hash, 64 B", ("blake3", "hash", 64, 0), ("official-c", "zeebo", "lukechampine")),
        ("BLAKE3 hash, 1 KiB", ("blake3", "hash", 1024, 0), ("official-c", "zeebo", "lukechampine")),
        ("BLAKE3 hash, 1 MiB", ("blake3", "hash", 1 << 20, 0), ("official-c", "zeebo", "lukechampine")),
        ("`vilya b3sum` 256 MiB, 1 thread", ("blake3", "process-1-thread", 256 << 20, 0), ("b3sum",)),
        ("`vilya b3sum` 256 MiB, all threads", ("blake3", "process-all-threads", 256 << 20, 0), ("b3sum",)),
        ("Ed25519 verify, single", ("ed25519", "verify", 1232, 1), ("stdlib", "voi")),
        ("Ed25519 batch of 8 (ZIP215)", ("ed25519", "verify-batch", 1232, 8), ("stdlib", "voi", "voi-batch")),
        ("Ed25519 batch of 64 (ZIP215)", ("ed25519", "verify-batch", 1232, 64), ("stdlib", "voi", "voi-batch")),
        ("Ed25519, 64 warm keys", ("ed25519", "verify-batch-warm", 1232, 64), ("stdlib", "voi"))]

b3, ed = load("blake3-*.json"), load("ed25519-*.json")
print("runs:", ", ".join(p for p, _, _ in b3 + ed))
for p, e, _ in b3 + ed:
    print(f"  {p}: {e.get('cpu')} {e.get('cpuid', '')}, kernels {e.get('kernels')}")
print("\n| | vilya | peer time / vilya time |\n| --- | --- | --- |")
for label, key, peers in ROWS:
    runs = b3 if key[0] == "blake3" else ed
    v = human_ns(statistics.median(t[key + ("vilya",)] for _, _, t in runs))
    unit = " /sig" if key[0] == "ed25519" else ""
    cells = [f"{NAMES[p]} {rng(ratios(runs, key, p))}" for p in peers if ratios(runs, key, p)]
    print(f"| {label} | {v}{unit} | {', '.join(cells)} |")

print("\nBLAKE3 one-shot hash rows against the official C (avx2 kernels on both sides), per run:")
for size in (4096, 16384, 65536, 262144, 1 << 20):
    print(f"  {size:>8} B: " + " ".join(f"{x:.3f}" for x in ratios(b3, ("blake3", "hash", size, 0), "official-c")))
print("derive-key 0-64 B against the official C, per run (issue 29: >= 1.0 in each):")
for size in (0, 1, 32, 64):
    print(f"  {size:>3} B: " + " ".join(f"{x:.2f}" for x in ratios(b3, ("blake3", "derive-key", size, 0), "official-c")))

print("\nIssue 27 item 3 on the avx2 backend (1232 bytes), per run:")
for p, _, t in ed:
    cold1, hot = t[("ed25519", "verify", 1232, 1, "vilya")], t[("ed25519", "verify-hot-key", 1232, 1, "vilya")]
    cold64, warm = t[("ed25519", "verify-batch-stdlibcompat", 1232, 64, "vilya")], t[("ed25519", "verify-batch-warm", 1232, 64, "vilya")]
    print(f"  {p}: cold Verify / hot key {cold1 / hot:.2f} ({cold1 / 1e3:.1f} / {hot / 1e3:.1f} µs); "
          f"cold StdlibCompat batch of 64 / warm {cold64 / warm:.2f} ({cold64 / 1e3:.1f} / {warm / 1e3:.1f} µs)")
print("Cofactorless batches against crypto/ed25519 at 1232 bytes (StdlibCompat), per run:")
for n in (1, 2, 4, 8, 16, 64):
    print(f"  n = {n:>2}: " + " ".join(f"{x:.2f}" for x in ratios(ed, ("ed25519", "verify-batch-stdlibcompat", 1232, n), "stdlib")))

bao = load("bao-*.json")
if bao:
    print("\nBao, Sum256 time / time (one core), per run:")
    keys = sorted({k[1:4] for _, _, t in bao for k in t if k[0] == "bao"})
    for op, size, batch in keys:
        xs = ratios(bao, ("bao", op, size, batch), "vilya-sum256", base="vilya")
        lk = ratios(bao, ("bao", op, size, batch), "lukechampine")
        print(f"  {op:16} {size >> 20:>3} MiB: x Sum256 {' '.join(f'{x:.2f}' for x in xs)}; lukechampine time / vilya time {' '.join(f'{x:.1f}' for x in lk)}")

for name in ("cli-1g.txt", "cli-1g-read.txt"):
    path = os.path.join(HERE, name)
    if not os.path.exists(path):
        continue
    print(f"\n{name}: hyperfine medians (ms), b3sum time / vilya time")
    section, res = None, {}
    for line in open(path):
        if line.startswith("== ") and "threads" in line:
            section = line.split("threads")[1].strip()
        if line.startswith("json ") and section:
            r = json.loads(line[5:])
            res.setdefault(section, []).append((r["command"], statistics.median(r["times"]) * 1e3))
    for sec, cmds in res.items():
        b = [m for c, m in cmds if c.startswith("b3sum")][0]
        for c, m in cmds:
            print(f"  threads {sec}: {m:7.1f} ms {b / m:5.2f}  {c}")

for name in ("cli-1g-first-read-one.json", "cli-1g-first-read-all.json"):
    print(f"\n{name}: hyperfine medians (ms), b3sum time / vilya time")
    rs = json.load(open(os.path.join(HERE, name)))["results"]
    b = statistics.median(rs[0]["times"])
    for r in rs:
        m = statistics.median(r["times"])
        print(f"  {m * 1e3:7.1f} ms {b / m:5.2f}  {r['command']}")

print("\ncli-1g-after-reread.json (6f2492c, the file back in the page cache in 2 MiB folios): medians (ms), b3sum / vilya")
rs = {r["command"]: statistics.median(r["times"]) * 1e3 for r in json.load(open(os.path.join(HERE, "cli-1g-after-reread.json")))["results"]}
for t in ("--num-threads 1 ", ""):
    b, v = rs[f"b3sum {t}f1g.bin"], rs[f"/tmp/x/vilya-6f2492c b3sum {t}f1g.bin"]
    print(f"  {'one thread' if t else 'all threads'}: b3sum {b:.1f}, vilya {v:.1f}, {b / v:.2f}")
print("teardown.txt: unmapping 1 GiB (drop + munmap) after the mapped hash, ms, per round:")
for line in open(os.path.join(HERE, "teardown.txt")):
    m = re.match(r"workers (\d+) map (\S+) \+drop \S+ \+munmap (\S+) read (\S+)", line)
    if m:
        ms = lambda x: float(x[:-2]) if x.endswith("ms") else float(x[:-1]) * 1e3
        print(f"  workers {m.group(1)}: hash mapped {ms(m.group(2)):.1f}, teardown {ms(m.group(3)) - ms(m.group(2)):.2f}, read {ms(m.group(4)):.1f}")

low, short = [], []
for path in sorted(glob.glob(os.path.join(HERE, "mc-raw-*.txt"))):
    name, key = os.path.basename(path), None
    for line in open(path):
        m = re.match(r"== (\S+) (\S+) (\S+)(.*)", line)
        if m:
            key = f"{m.group(2)} {m.group(3)}{m.group(4).rstrip()}"
            continue
        f = line.split()
        if key and len(f) == 4 and f[0].isdigit():
            n, s = int(f[0]), float(f[1]) / float(f[2])
            if n >= 512 << 10 and s < 0.97:
                low.append(f"{name} {key} {n >> 10} KiB {s:.2f}")
            if n >= 64 << 20 and "idle" in key:
                short.append(f"{name} {key} {n >> 20} MiB {s:.2f}" + ("" if s >= 1.85 else "  (below 1.85)"))
print("\nWriteParallel over Write: cells below 0.97 (512 KiB-256 MiB):")
for x in low:
    print("  " + x)
print("idle cells from 64 MiB:")
for x in short:
    print("  " + x)
