#!/usr/bin/env python3
"""Reprints the figures of README.md from raw/: VerifyBatchKeys under ZIP215
with hot avx2 keys on AMD Zen 3.
- raw/hotab-*.txt (1bec22a + switch.patch): each signature on its own
  against the combined checks, in one process, eleven alternated rounds.
- raw/hotchunk-*.txt (920159f + switch-new.patch): the kept rule (each
  signature for hot chunks of at most 32) against the combined check
  forced, fifteen alternated rounds.
Usage: python3 recompute.py (from anywhere; standard library)."""
import collections, os, re

here = os.path.dirname(os.path.abspath(__file__))
raw = os.path.join(here, "raw")
old_re = re.compile(r"^avx2 size (\d+) n=(\d+): hot keys, each signature ([\d.]+) us/sig .*?, combined ([\d.]+) .*?"
                    r"each/combined median ([\d.]+) .*?; cold VerifyBatch ([\d.]+)$")
new_re = re.compile(r"^avx2 size (\d+) n=(\d+): main's rule ([\d.]+) us/sig .*?, combined forced ([\d.]+) .*?"
                    r"rule/combined median ([\d.]+) ")


def load(prefix, rx):
    rows = collections.defaultdict(list)
    for f in sorted(os.listdir(raw)):
        if not f.startswith(prefix):
            continue
        for line in open(os.path.join(raw, f)):
            m = rx.match(line.strip())
            if m:
                rows[(int(m.group(1)), int(m.group(2)))].append(tuple(float(m.group(i)) for i in range(3, 6)))
    return rows


def table(rows, head):
    print(head)
    print("| size | n | ratio (per process) | first µs/sig | second µs/sig |")
    print("|--:|--:|---|---|---|")
    for k in sorted(rows):
        v = rows[k]
        r = [x[2] for x in v]
        a = [x[0] for x in v]
        b = [x[1] for x in v]
        print(f"| {k[0]} | {k[1]} | {min(r):.3f}-{max(r):.3f} | {min(a):.2f}-{max(a):.2f} | {min(b):.2f}-{max(b):.2f} |")
    print()


old = load("hotab-", old_re)
new = load("hotchunk-", new_re)
table(old, "each/combined, median of each process's rounds' ratios (raw/hotab-*): first = each, second = combined")
table(new, "rule/combined forced, median of each process's rounds' ratios (raw/hotchunk-*): first = main's rule, second = combined")


def span(rows, pred):
    r = [x[2] for k, v in rows.items() if pred(k[1]) for x in v]
    return f"{min(r):.3f}-{max(r):.3f}"


print("each/combined: n = 2..32", span(old, lambda n: n <= 32), "; n = 48..64", span(old, lambda n: 48 <= n <= 64),
      "; n = 128", span(old, lambda n: n == 128), "; n = 256 (bucket sum)", span(old, lambda n: n == 256))
if new:
    print("rule/combined: n = 2..32", span(new, lambda n: n <= 32), "; n = 33..96 (rule takes the combined check)",
          span(new, lambda n: n > 32))
