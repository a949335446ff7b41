#!/usr/bin/env python3
"""Issue 27 item 3 on Zen 4 (README): a hot ExpandedPublicKey's single
verification (BenchmarkVerifyPublicKey/stdlib: 64 keys cycled, their tables
in cache) against a cold Verify (BenchmarkVerifyCold/stdlib: 64 signers
cycled), StdlibCompat, the ifma backend, in one test binary at 6653adc, the
two benchmarks alternated: five rounds at 1232 bytes (raw/ifma-N.txt),
three at 64 bytes (raw/ifma64-N.txt); then the same with the test binary of
119426f, where the MulQ kernels run on Zen 4 (raw-mulq/). Prints cold / hot
per round.

Usage: python3 recompute.py   (from anywhere; standard library only)
"""
import glob, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
for raw, pat, size in (("raw", "ifma-*.txt", 1232), ("raw", "ifma64-*.txt", 64), ("raw-mulq", "ifma-*.txt", 1232), ("raw-mulq", "ifma64-*.txt", 64)):
    rs = []
    for p in sorted(glob.glob(os.path.join(HERE, raw, pat))):
        t = {}
        for line in open(p):
            m = re.match(r"Benchmark(VerifyCold|VerifyPublicKey)/stdlib/(\d+)-\d+\s+\d+\s+([\d.]+) ns/op", line)
            if m and int(m[2]) == size:
                t[m[1]] = float(m[3])
        rs.append((t["VerifyCold"], t["VerifyPublicKey"]))
    print(f"{raw}, {size} bytes: cold {min(c for c, _ in rs) / 1e3:.2f}-{max(c for c, _ in rs) / 1e3:.2f} µs, "
          f"hot {min(h for _, h in rs) / 1e3:.2f}-{max(h for _, h in rs) / 1e3:.2f} µs, "
          f"cold / hot per round {min(c / h for c, h in rs):.2f}-{max(c / h for c, h in rs):.2f} ({len(rs)} rounds)")
prof = open(os.path.join(HERE, "raw", "hot-1232-profile.txt")).read()
total = float(re.search(r"Total samples = ([\d.]+)s", prof)[1])
for name, pat in (("SHA-512 (crypto/sha512 blockAVX2)", r"sha512\.blockAVX2$"), ("eight-lane additions (pair4AddIFMA)", r"pair4AddIFMA$"),
                  ("the inversion (r51.InvertVar, cumulative)", r"r51\.InvertVar$"), ("doublings (pair4DoubleIFMA)", r"pair4DoubleIFMA$")):
    for line in prof.splitlines():
        f = line.split()
        if len(f) >= 6 and re.search(pat, f[-1]):
            s = float(f[3].rstrip("s")) if "Invert" in name else float(f[0].rstrip("s"))
            print(f"profile at 1232 bytes: {name} {100 * s / total:.0f} %")
