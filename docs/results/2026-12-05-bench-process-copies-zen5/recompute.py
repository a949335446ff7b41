#!/usr/bin/env python3
"""Reprints the figures that STATUS and the results index quote from this
folder: the 256 MiB whole-process rows, b3sum time / vilya time, with the
bench before (old) and after (new) it ran both programs from copies."""
import os, re, statistics

os.chdir(os.path.dirname(os.path.abspath(__file__)))
row = re.compile(r"^\| (process-1-thread|process-all-threads)[^|]*\| 256 MiB \|[^|]*\|([^|]*)\|([^|]*)\| ([0-9.]+) \(([0-9.]+)\) \|")
res = {}
for side in ("old", "new"):
    for i in range(1, 7):
        for line in open(f"raw/matrix-{side}-{i}.md"):
            m = row.match(line)
            if m:
                res.setdefault((side, m.group(1)), []).append((float(m.group(4)), float(m.group(5))))
for op in ("process-1-thread", "process-all-threads"):
    for side in ("old", "new"):
        v = res[(side, op)]
        rs, ps = [a for a, _ in v], [b for _, b in v]
        print(f"{op:20s} {side}: " + " ".join(f"{a:.2f}({b:.2f})" for a, b in v)
              + f"   range {min(rs):.2f}-{max(rs):.2f}, paired {min(ps):.2f}-{max(ps):.2f}, median {statistics.median(rs):.3f}")
    d = [n[0] - o[0] for o, n in zip(res[("old", op)], res[("new", op)])]
    print(f"{op:20s} new - old by run: " + " ".join(f"{x:+.2f}" for x in d) + f"  median {statistics.median(d):+.3f}")
