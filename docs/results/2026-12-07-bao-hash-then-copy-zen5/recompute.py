#!/usr/bin/env python3
"""Bao's combined encoding on Zen 5 (AMD EPYC family 26 model 2,
cpu.Latency512): complete subtrees hashed in place by the two-group chunk
kernel, then leaves and parent nodes written in order (hazmat.HashThenCopy,
ea32ac2), against the 16-lane copying kernel (ad132e9); and the probes that
bound what a kernel writing the content once more can reach on this VM.

matrix/O-n, P-n: the gap matrix's bao group, the bench of ad132e9 ("O") and
of ea32ac2 ("P"), alternated, GOMAXPROCS=2 (single-core rows).
ab/hash-then-copy.txt: one process each, both routes alternated per round
(ab/hash-then-copy.patch on ad132e9; the same code path as ea32ac2).
ab/rejected-in-kernel-call.txt: the copy done inside hashChunksCopy after
each call instead (ab/rejected-in-kernel-call.patch), not kept.
ab/parallel.txt: a643490 (ea32ac2's code) with ab/zz_htc_tmp_test.go.txt
(parallel.patch)
(TestZZHTCPar: EncodeParallel against WriteParallel, GOMAXPROCS=2).
probe/*.txt: probe/probe.patch on ad132e9 (go generate, then
ZZPROBE=1 GOMAXPROCS=1 blake3.test -test.run ZZProbeWrite); hcbig-*.txt
the same on a643490 with two more cases written as hc256k is (512 KiB and
1 MiB pieces; hcbig.patch). prev-*.txt: probe/probe-prev.patch on ce8907c (probe.patch
and one more kernel, whole).

Usage: python3 recompute.py   (standard library only)
"""
import glob, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))


def load(p):
    d = json.load(open(p))
    return {(r["op"], r["size"], r["impl"]): r["ns_median"] for r in d["rows"] if r["ns_median"]}


O = [load(p) for p in sorted(glob.glob(os.path.join(HERE, "matrix/O-*.json")))]
P = [load(p) for p in sorted(glob.glob(os.path.join(HERE, "matrix/P-*.json")))]
assert len(O) == 3 and len(P) == 3
print("## gap matrix, bao group, three runs a side: Sum256 time / Bao time, and lukechampine time / vilya time\n")
print("| op | size | sum256/vilya O | sum256/vilya P | O time / P time | lukechampine/vilya P |")
print("| --- | --: | --- | --- | --- | --- |")
for op in ["encode", "encode-outboard", "decode", "decode-outboard"]:
    for size in [1 << 20, 64 << 20]:
        k = (op, size)
        so = [t[k + ("vilya-sum256",)] / t[k + ("vilya",)] for t in O]
        sp = [t[k + ("vilya-sum256",)] / t[k + ("vilya",)] for t in P]
        vo = [t[k + ("vilya",)] for t in O]
        vp = [t[k + ("vilya",)] for t in P]
        lp = [t[k + ("lukechampine",)] / t[k + ("vilya",)] for t in P]
        print(f"| {op} | {size >> 20} MiB | {min(so):.2f}-{max(so):.2f} | {min(sp):.2f}-{max(sp):.2f} "
              f"| {min(vo) / max(vp):.2f}-{max(vo) / min(vp):.2f} | {min(lp):.1f}-{max(lp):.1f} |")

for name in ["hash-then-copy", "rejected-in-kernel-call", "parallel"]:
    base = "WriteParallel / EncodeParallel (1 MiB: Encode)" if name == "parallel" else "Sum256 / encoding"
    print(f"\n## ab/{name}.txt: copying kernel time / new time per round, and {base} (medians)\n")
    print("| size | rounds (all processes) | kernel | new |")
    print("| --: | --- | --- | --- |")
    rows = {}
    for line in open(os.path.join(HERE, f"ab/{name}.txt")):
        m = re.match(r"\s*(\d+) KiB .*\(sum/enc ([\d.]+)\).*\(sum/enc ([\d.]+)\).*per round:(.*)", line)
        if m:
            r = rows.setdefault(int(m.group(1)), ([], [], []))
            r[0].extend(float(x) for x in m.group(4).split())
            r[1].append(float(m.group(2)))
            r[2].append(float(m.group(3)))
    for kib, (rs, sk, sn) in sorted(rows.items()):
        rs = sorted(rs)
        print(f"| {kib >> 10} MiB | {rs[0]:.3f}-{rs[-1]:.3f} (median {rs[len(rs) // 2]:.3f}, {len(rs)} rounds) "
              f"| {min(sk):.3f}-{max(sk):.3f} | {min(sn):.3f}-{max(sn):.3f} |")

print("\n## probes: Sum256 time / probe time (medians of each process's rounds), 64 MiB and 1 GiB\n")
print("| probe | what it writes besides hashing | 64 MiB | 1 GiB |")
print("| --- | --- | --- | --- |")
what = {
    "plain": "nothing (the two-group chunk kernel alone)",
    "ord": "the block's words, 1 KiB a group, one place, in order (VMOVDQU32)",
    "nt": "the same with VMOVNTDQ",
    "lanes0": "the same bytes to each lane's chunk, 16 places, aligned lines",
    "lanes8": "the same 8 bytes past line boundaries, as an encoding's content lies",
    "stage": "rows to a 64 KiB buffer, the pair before streamed out in order (VMOVNTDQ)",
    "stord": "the same streamed with ordinary stores",
    "spnt": "1 KiB a group in order with MOVNTI spread through the rounds",
    "spord": "the same with MOVQ",
    "hc32k": "kernel over 32 KiB, then copy() of it in order",
    "hc256k": "kernel over 256 KiB, then copy() of it in order",
    "hc512k": "kernel over 512 KiB, then copy() of it in order (hcbig-*)",
    "hc1024k": "kernel over 1 MiB, then copy() of it in order (hcbig-*)",
    "prev0": "the pair before's input (in the caches) copied in order from the kernel, 32 lines a step (prev-*)",
    "prev8": "the same 8 bytes past line boundaries, as an encoding's content lies (prev-*)",
}
res = {}
for p in sorted(glob.glob(os.path.join(HERE, "probe/*.txt"))):
    med = {}
    for line in open(p):
        m = re.match(r"\s*(\d+) MiB (\S+)\s+ms: min [\d.]+ med ([\d.]+)", line)
        if m:
            med[(int(m.group(1)), m.group(2))] = float(m.group(3))
    for (mib, name), t in med.items():
        if name != "sum256":
            res.setdefault((name, mib), []).append(med[(mib, "sum256")] / t)
for name in what:
    a, b = res.get((name, 64)), res.get((name, 1024))
    if a is None:
        continue
    print(f"| {name} | {what[name]} | {min(a):.2f}-{max(a):.2f} ({len(a)}) | {min(b):.2f}-{max(b):.2f} ({len(b)}) |")
