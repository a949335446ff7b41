#!/usr/bin/env python3
"""Reprints the README table from raw.txt.

raw.txt holds the environment as '#' lines, then one line per run:
impl bytes reps instructions runtime. Instructions per byte are
(instructions - runtime) / (reps * bytes); the last column is vilya's with
the Go runtime's scheduler lines counted too.
"""
import os

runs = {}
sizes = []
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "raw.txt")) as f:
    for line in f:
        if line.startswith("#") or not line.strip():
            continue
        impl, n, reps, ins, rt = line.split()
        n = int(n)
        runs[impl, n] = (int(reps), int(ins), int(rt))
        if n not in sizes:
            sizes.append(n)


def per_byte(impl, n, with_runtime=False):
    reps, ins, rt = runs[impl, n]
    return (ins - (0 if with_runtime else rt)) / (reps * n)


print("| bytes | vilya neon (instr/B) | official C neon (instr/B) | vilya / C | vilya with runtime lines (instr/B) |")
print("| ---: | ---: | ---: | ---: | ---: |")
for n in sizes:
    v, c = per_byte("vilya", n), per_byte("c", n)
    print(f"| {n} | {v:.3f} | {c:.3f} | {v / c:.2f}x | {per_byte('vilya', n, True):.3f} |")
