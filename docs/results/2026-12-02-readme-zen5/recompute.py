#!/usr/bin/env python3
"""Reprint the README's Performance tables from the raw gap-matrix JSON.

Usage: python3 recompute.py   (from this folder; standard library only)

One table per CPU class, the rows a user compares: BLAKE3 one-shot hashes
of 64 B, 1 KiB and 1 MiB against the official C and the Go ports, the
command line against b3sum on a 256 MiB cached file, and Ed25519 of
1232-byte messages (single, ZIP215 batches of 8 and 64, 64 warm keys)
against crypto/ed25519 and curve25519-voi. A cell is peer time / vilya
time (above 1: vilya is faster), the range over every run of the set
(one figure where there is one run); vilya's own time is the median over
the runs of its per-run median.

- Zen 5: this folder's runs (blake3-*.json, ed25519-*.json), three of each
  group at one commit (README.md names it).
- Zen 4: ../2026-12-01-sha512x-few-messages/matrix-before.json (BLAKE3,
  one run, c4be08c) and ../2026-12-01-ed25519-avx2-zen4-main/default/
  (Ed25519 with the package's own backend, one run, 574d625).
- Sapphire Rapids: ../2026-12-01-blake3-forced-levels/native/native-1.json
  (BLAKE3 at the default level, one run on the thread clock, f090de6; its
  command-line rows are n/a), ../2026-11-30-gap-matrix/run*/ (the
  command-line rows, ten runs, wall clock, 2026-11-30) and
  ../2026-11-30-ed25519-single/run*/ (Ed25519, three runs).
"""
import glob, json, os, re, statistics

HERE = os.path.dirname(os.path.abspath(__file__))


def natural(p):
    return [int(x) if x.isdigit() else x for x in re.split(r"(\d+)", p)]


def load(pattern):
    out = []
    for p in sorted(glob.glob(os.path.join(HERE, pattern)), key=natural):
        d = json.load(open(p))
        if not d["env"].get("commit"):
            # Older runs name the commit only in the markdown header beside
            # the JSON ("- commit: X"), or not at all.
            md = p[:-len(".json")] + ".md"
            if os.path.exists(md):
                m = re.search(r"^- commit: (.+)$", open(md).read(), re.M)
                if m:
                    d["env"]["commit"] = m.group(1) + " (from the .md header)"
        t = {(r["group"], r["op"], r["size"], r["batch"], r["impl"]): r["ns_median"] for r in d["rows"]}
        out.append((os.path.relpath(p, HERE), d["env"], t))
    return out


def rng(xs, fmt="{:.2f}"):
    if not xs:
        return "–"
    lo, hi = min(xs), max(xs)
    return fmt.format(lo) if fmt.format(lo) == fmt.format(hi) else fmt.format(lo) + "–" + fmt.format(hi)


def human_ns(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.3g} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.3g} µs"
    return f"{ns:.3g} ns"


def vilya_time(runs, key):
    """vilya's median time, the median over the runs (a single run's slow
    burst moves every implementation of a row alike, so the ratios hold
    where the times do not)."""
    xs = [t.get(key + ("vilya",)) for _, _, t in runs]
    xs = [x for x in xs if x]
    if not xs:
        return "–"
    return human_ns(statistics.median(xs))


def ratios(runs, key, peer):
    out = []
    for _, _, t in runs:
        v, p = t.get(key + ("vilya",)), t.get(key + (peer,))
        if v and p:
            out.append(p / v)
    return out


NAMES = {"official-c": "official C", "zeebo": "zeebo", "lukechampine": "lukechampine", "b3sum": "b3sum",
         "stdlib": "crypto/ed25519", "voi": "curve25519-voi", "voi-batch": "voi batch verifier"}

BLAKE3 = [("BLAKE3 hash, 64 B", ("blake3", "hash", 64, 0)),
          ("BLAKE3 hash, 1 KiB", ("blake3", "hash", 1024, 0)),
          ("BLAKE3 hash, 1 MiB", ("blake3", "hash", 1 << 20, 0))]
CLI = [("`vilya b3sum`, 1 thread", ("blake3", "process-1-thread", 256 << 20, 0)),
       ("`vilya b3sum`, all threads", ("blake3", "process-all-threads", 256 << 20, 0))]
ED = [("Ed25519 verify, single", ("ed25519", "verify", 1232, 1), ("stdlib", "voi")),
      ("Ed25519 batch of 8 (ZIP215)", ("ed25519", "verify-batch", 1232, 8), ("stdlib", "voi", "voi-batch")),
      ("Ed25519 batch of 64 (ZIP215)", ("ed25519", "verify-batch", 1232, 64), ("stdlib", "voi", "voi-batch")),
      ("Ed25519, 64 warm keys", ("ed25519", "verify-batch-warm", 1232, 64), ("stdlib", "voi"))]


def table(title, b3, ed, cli=None):
    if cli is None:
        cli = b3
    print(f"### {title}\n")
    for name, runs in (("BLAKE3", b3), ("command line", cli), ("Ed25519", ed)):
        envs = sorted({(e.get("cpu", "?"), e.get("cpuid", ""), e.get("commit", ""), e["kernels"].get("ed25519" if name == "Ed25519" else "blake3", "?")) for _, e, _ in runs})
        print(f"{name}: {len(runs)} run(s): " + ", ".join(p for p, _, _ in runs))
        print("  env: " + "; ".join(f"{c} {i}".strip() + f", commit {m or 'not in the JSON'}, kernel {k}" for c, i, m, k in envs))
    print()
    print("| row | vilya | peer time / vilya time |")
    print("| --- | --- | --- |")
    for label, key in BLAKE3:
        cells = [f"{NAMES[p]} {rng(ratios(b3, key, p))}" for p in ("official-c", "zeebo", "lukechampine") if ratios(b3, key, p)]
        print(f"| {label} | {vilya_time(b3, key)} | {', '.join(cells)} |")
    for label, key in CLI:
        rs = ratios(cli, key, "b3sum")
        if rs:
            print(f"| {label} | {vilya_time(cli, key)} | b3sum {rng(rs)} |")
    for label, key, peers in ED:
        cells = [f"{NAMES[p]} {rng(ratios(ed, key, p))}" for p in peers if ratios(ed, key, p)]
        print(f"| {label} | {vilya_time(ed, key)} per signature | {', '.join(cells)} |")
    print()


zen5_b3 = load("blake3-*.json")
zen5_ed = load("ed25519-*.json")
table("AMD Zen 5 (this folder)", zen5_b3, zen5_ed)
table("AMD Zen 4", load("../2026-12-01-sha512x-few-messages/matrix-before.json"),
      load("../2026-12-01-ed25519-avx2-zen4-main/default/matrix.json"))
table("Intel Sapphire Rapids", load("../2026-12-01-blake3-forced-levels/native/native-1.json"),
      load("../2026-11-30-ed25519-single/run*/matrix.json"),
      cli=load("../2026-11-30-gap-matrix/run*/matrix.json"))

# The chart's caption and the plot verb read the same JSON; the figures the
# README quotes in prose about this machine:
print("Zen 5 summaries per run (the matrix's own summary lines):")
for p, _, _ in zen5_b3 + zen5_ed:
    d = json.load(open(os.path.join(HERE, p)))
    for s in d["summary"]:
        if s["peer"] in ("official-c", "zeebo", "lukechampine", "b3sum", "stdlib", "voi", "voi-batch") and s["geomean"]:
            print(f"  {p:18} {s['group']:8} vs {s['peer']:13} rows {s['rows']:3}  wins {s['wins']:3} ties {s['ties']:3} losses {s['losses']:3}  geomean {s['geomean']:.2f}")

# The README's note on the multi-core rows (Zen 5): vilya b3sum with one
# thread and with all, b3sum likewise, per run (medians in ms), and the
# in-process multicore row (WriteParallel) against the single-threaded C.
print("\nZen 5 multi-core rows per run:")
P1, PA = ("blake3", "process-1-thread", 256 << 20, 0), ("blake3", "process-all-threads", 256 << 20, 0)
for p, _, t in zen5_b3:
    v1, va, b1, ba = t[P1 + ("vilya",)], t[PA + ("vilya",)], t[P1 + ("b3sum",)], t[PA + ("b3sum",)]
    mc = t[("blake3", "multicore", 256 << 20, 0, "official-c")] / t[("blake3", "multicore", 256 << 20, 0, "vilya")]
    print(f"  {p}: vilya b3sum 1 thread {v1 / 1e6:.1f} ms, all threads {va / 1e6:.1f} ms;"
          f" b3sum {b1 / 1e6:.1f} -> {ba / 1e6:.1f} ms ({(1 - ba / b1) * 100:.0f} % less);"
          f" WriteParallel 256 MiB: official C (one thread) / vilya {mc:.2f}")

print("\nZen 5, the lowest rows against the official C per run:")
for p, _, t in zen5_b3:
    rs = sorted((t[k[:4] + ("official-c",)] / t[k[:4] + ("vilya",)], k[1], k[2]) for k in t
                if k[4] == "vilya" and t[k] and t.get(k[:4] + ("official-c",)))
    print(f"  {p}: " + ", ".join(f"{o} {s} {r:.3f}" for r, o, s in rs[:3]))

print("\nZen 5 per run: lukechampine / vilya at hash 1 KiB; ZIP215 batch of 8 (1232 B) in µs/sig, vilya and crypto/ed25519:")
for p, _, t in zen5_b3:
    k = ("blake3", "hash", 1024, 0)
    print(f"  {p}: {t[k + ('lukechampine',)] / t[k + ('vilya',)]:.2f}")
for p, _, t in zen5_ed:
    k = ("ed25519", "verify-batch", 1232, 8)
    print(f"  {p}: vilya {t[k + ('vilya',)] / 1e3:.2f}, crypto/ed25519 {t[k + ('stdlib',)] / 1e3:.1f}")

# The README's many-messages figures on this CPU (issue 32): a batch call
# against a loop of Sum256 over the same 1024 messages, and the peers' loops.
print("\nZen 5 many messages (batch of 1024), loop time / batch time per run:")
for p, _, t in zen5_b3:
    cells = []
    for op, size in (("many", 64), ("many", 1024), ("many-mixed", 4096)):
        k = ("blake3", op, size, 1024)
        v = t.get(k + ("vilya",))
        if v:
            cells.append(f"{op} {size}: " + ", ".join(f"{q} {t[k + (q,)] / v:.2f}" for q in ("vilya-loop", "official-c", "zeebo", "lukechampine") if t.get(k + (q,))))
    print(f"  {p}: " + "; ".join(cells))

# Issue 27's item 4 on this CPU: ZIP215 (op verify-batch) and FIPS186_5
# batches of 64 against crypto/ed25519, and each against the cofactorless
# batches (StdlibCompat, DalekStrict) of the same n: vilya's time ratio.
print("\nZen 5 cofactored batches of 64, crypto/ed25519 time / vilya time, and cofactorless vilya time / cofactored vilya time:")
for p, _, t in zen5_ed:
    cells = []
    for size in (1232, 200):
        for op in ("verify-batch", "verify-batch-fips186-5"):
            k = ("ed25519", op, size, 64)
            v = t[k + ("vilya",)]
            slower = min(t[("ed25519", c, size, 64, "vilya")] for c in ("verify-batch-stdlibcompat", "verify-batch-dalekstrict")) / v
            cells.append(f"{op} {size} B: x stdlib {t[k + ('stdlib',)] / v:.2f}, cofactorless/this {slower:.2f}")
    print(f"  {p}: " + "; ".join(cells))
