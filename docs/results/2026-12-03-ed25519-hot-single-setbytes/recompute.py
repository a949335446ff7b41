#!/usr/bin/env python3
"""Reprints the figures of README.md from ab.txt (Python 3, standard
library only): ed25519 test binaries of the base (/tmp/ed.test) and of the
change (/tmp/ed-sb.test), alternated by round. Per benchmark, the median
ns/op of each binary over every count of every round, new/old of those
medians and the range of the per-round ratios; then, per round and
binary, a cold single verification's time over a hot one's (issue 27's
"hot single at least 2x a cold Verify") at 1232 bytes."""
import os, re, statistics as st

here = os.path.dirname(os.path.abspath(__file__))
OLD, NEW = "/tmp/ed.test", "/tmp/ed-sb.test"
d, cur, rnd = {}, None, None
for line in open(os.path.join(here, "ab.txt")):
    m = re.match(r"== round (\d+) (\S+)", line)
    if m:
        rnd, cur = int(m.group(1)), m.group(2)
        continue
    m = re.match(r"(Benchmark\S+?)(-\d+)?\s+\d+\s+([\d.]+) ns/op", line)
    if m and cur:
        d.setdefault(m.group(1), {}).setdefault(cur, {}).setdefault(rnd, []).append(float(m.group(3)))
for name, v in d.items():
    a = [x for r in v[OLD].values() for x in r]
    b = [x for r in v[NEW].values() for x in r]
    per = [st.median(v[NEW][r]) / st.median(v[OLD][r]) for r in v[OLD] if r in v[NEW]]
    print(f"{name:44s} old {st.median(a):9.1f} new {st.median(b):9.1f} ns  new/old {st.median(b) / st.median(a):.3f}  rounds {min(per):.3f}-{max(per):.3f} ({len(per)})")
cold, hot = d["BenchmarkVerifyCold/stdlib/1232"], d["BenchmarkVerifyPublicKey/stdlib/1232"]
for b in (OLD, NEW):
    rs = [st.median(cold[b][r]) / st.median(hot[b][r]) for r in sorted(cold[b])]
    print(f"cold/hot at 1232 bytes, {b}: {min(rs):.3f}-{max(rs):.3f} ({' '.join(f'{x:.3f}' for x in rs)})")
