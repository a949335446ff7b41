#!/usr/bin/env python3
"""Reprints the race-flake hunt's figures from raw.txt: batches, runs of
each test, failures, split by GOMAXPROCS and -short."""
import collections, os, re

here = os.path.dirname(os.path.abspath(__file__))
runs = collections.Counter()
fails = collections.Counter()
batches = 0
for line in open(os.path.join(here, "raw.txt")):
    if line.startswith("#"):
        continue
    m = re.search(r"GOMAXPROCS=(\d+) short=(\S*) count=(\d+) (PASS|FAIL)", line)
    if not m:
        continue
    batches += 1
    key = (int(m.group(1)), "short" if m.group(2) == "yes" else "full")
    runs[key] += int(m.group(3))
    if m.group(4) == "FAIL":
        fails[key] += int(m.group(3))  # a failing batch: counted whole
for key in sorted(runs):
    print(f"GOMAXPROCS={key[0]} {key[1]}: {runs[key]} runs of each test, failing batches' runs {fails[key]}")
print(f"total: {batches} batches, {sum(runs.values())} runs of each WriteReaderAt test under -race, "
      f"{sum(fails.values())} in failing batches")
