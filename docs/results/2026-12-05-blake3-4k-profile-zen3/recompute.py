#!/usr/bin/env python3
"""Reprint the figures of README.md from the files beside this file (Python
3, standard library only): the share of each function in the two perf
profiles of a 4 KiB hash loop, the official C's hash_many_avx2 split into
its four-input and two-input blocks by address, and the parts timed in
parts-*.txt."""
import os, re

HERE = os.path.dirname(os.path.abspath(__file__))


def shares(name):
    out = {}
    for line in open(os.path.join(HERE, name)):
        m = re.match(r"\s+([0-9.]+)%\s+\S+\s+\S+\s+\[\.\]\s+(\S+)", line)
        if m:
            out[m.group(2).replace("github.com/vilyacrypto/vilya/blake3.", "")] = float(m.group(1))
    return out


v = shares("vilya-perf-report.txt")
c = shares("c-perf-report.txt")
vk = {k: v[k] for k in ("hashChunksAVX2r4.abi0", "hashParentsAVX2r4.abi0", "compressSSE41.abi0")}
print("vilya Sum256(4 KiB) loop, share of samples:", ", ".join(f"{k} {x:.2f} %" for k, x in vk.items()),
      f"; everything else in the package {sum(x for k, x in v.items() if k not in vk and not k.startswith(('runtime', 'math', 'TestZZ'))):.2f} %")

# The C's hash_many_avx2, by the address ranges of its blocks (the objdump
# of the test binary: 4 inputs at a time from 0x543940, 2 from 0x543e4d,
# 1 from 0x5440fa).
split = {"four inputs": 0.0, "two inputs": 0.0, "rest": 0.0}
for line in open(os.path.join(HERE, "c-hash-many-avx2-annotate.txt")):
    m = re.match(r"\s+([0-9.]+) :\s+([0-9a-f]+):", line)
    if not m:
        continue
    a, p = int(m.group(2), 16), float(m.group(1))
    key = "four inputs" if 0x543940 <= a < 0x543e4d else "two inputs" if 0x543e4d <= a < 0x5440fa else "rest"
    split[key] += p
hm = c["blake3_hash_many_avx2"]
print(f"official C blake3_hash(4 KiB) loop: hash_many_avx2 {hm:.2f} % (four inputs {hm * split['four inputs'] / 100:.2f} %,"
      f" two inputs {hm * split['two inputs'] / 100:.2f} %), compress_xof_sse41 {c['_blake3_compress_xof_sse41']:.2f} %,"
      f" the rest {100 - hm - c['_blake3_compress_xof_sse41']:.2f} %")
for name in ("parts-1.txt", "parts-2.txt"):
    parts = {}
    for line in open(os.path.join(HERE, name)):
        m = re.match(r"(.+?)\s+min ([0-9.]+) med ([0-9.]+)", line)
        parts[m.group(1).strip()] = float(m.group(2))
    print(f"{name}: least ns per call: " + ", ".join(f"{k} {x:.0f}" for k, x in parts.items()))
