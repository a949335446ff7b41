#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

Prints the ratio columns of interleaved-cold.txt and interleaved-peers.txt
(time relative to crypto/ed25519.Verify in the same rounds), each peer's
time relative to vilya's for the same predicate, and the ZIP215 batch
ratios of interleaved-batch.txt.
"""

def table(path, first_col):
    """{name: [numbers at the end of the row]} for the rows after the header."""
    rows, seen = {}, False
    for line in open(path):
        f = line.split()
        if f[:1] == [first_col]:
            seen = True
            continue
        nums = []
        for x in reversed(f):
            try:
                nums.insert(0, float(x))
            except ValueError:
                break
        if seen and len(nums) >= 3:
            rows[f[0]] = nums
    return rows

print("interleaved-cold.txt: ratio-med ratio-min ratio-paired (to crypto/ed25519)")
for name, v in table("interleaved-cold.txt", "contender").items():
    print(f"  {name:26} {v[-3]:.3f} {v[-2]:.3f} {v[-1]:.3f}")

print("\ninterleaved-peers.txt: ratio-min ratio-paired (to crypto/ed25519); peer time / vilya time (paired)")
peers = table("interleaved-peers.txt", "implementation")
for name, v in peers.items():
    pred, impl = name.split("/", 1)
    rel = ""
    if impl != "vilya" and f"{pred}/vilya" in peers:
        rel = f"   {impl} / vilya = {v[-1] / peers[pred + '/vilya'][-1]:.2f}"
    print(f"  {name:26} {v[-2]:.3f} {v[-1]:.3f}{rel}")

print("\ninterleaved-batch.txt: n, batch/single (fastest blocks), keys/single")
for line in open("interleaved-batch.txt"):
    f = line.split()
    if len(f) == 7 and f[0].isdigit():
        print(f"  {f[0]:>3} {float(f[3]):.3f} {float(f[6]):.3f}")
