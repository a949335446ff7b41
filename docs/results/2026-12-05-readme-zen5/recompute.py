#!/usr/bin/env python3
"""Reprint the README's AMD Zen 5 table (2026-12-05) from the raw gap-matrix
JSON of two sibling folders: the blake3 group, five fresh processes at
07307a4 (../2026-12-05-blake3-zen5/matrix/), and the ed25519 group, three
runs at 153219b (../2026-12-05-ed25519-zen5/at-153219b/). A cell is peer
time / vilya time (above 1: vilya is faster), the range over every run;
vilya's own time is the median over the runs of its per-run median.
chart.svg is drawn from the same eight files (README.md has the command).

Usage: python3 recompute.py   (from anywhere; standard library only)
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


zen5_b3 = load("../2026-12-05-blake3-zen5/matrix/blake3-*.json")
zen5_ed = load("../2026-12-05-ed25519-zen5/at-153219b/run*/matrix.json")
assert len(zen5_b3) == 5 and len(zen5_ed) == 3, (len(zen5_b3), len(zen5_ed))
table("AMD Zen 5", zen5_b3, zen5_ed)
