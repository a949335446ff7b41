#!/usr/bin/env python3
"""Reprints the figures of README.md from raw-cli*.txt and raw-matrix.txt
(Python 3, standard library only): per file and thread count, each
command's median wall time over hyperfine's 10 runs, its mean user and
system time, and b3sum's median over its median (> 1: faster than b3sum)."""
import glob, json, os, re, statistics

here = os.path.dirname(os.path.abspath(__file__))


def label(cmd):
    cmd = re.sub(r"--num-threads 1 ", "", cmd)
    parts = cmd.split()
    if parts[0] == "b3sum":
        return "b3sum"
    env = "NO_MMAP " if parts[0] == "env" else ""
    if "hello" in cmd:
        return "go-hello"
    binary = [p for p in parts if "vilya" in p][0]
    return env + os.path.basename(binary)


for path in sorted(glob.glob(os.path.join(here, "raw-cli*.txt")) + glob.glob(os.path.join(here, "raw-startup.txt"))):
    print(f"== {os.path.basename(path)}")
    for line in open(path):
        if line.startswith("== time:"):
            print("  " + line[3:].strip())
    section = None
    rows = []

    def flush():
        if not rows:
            return
        base = statistics.median(next(r for r in rows if r["l"] == "b3sum")["times"])
        print(f"  {section}")
        for r in rows:
            m = statistics.median(r["times"])
            print(f"    {r['l']:26} median {m*1000:7.1f} ms  user {r['user']*1000:6.1f}  sys {r['system']*1000:6.1f}  x b3sum {base/m:.2f}  (runs {min(r['times'])*1000:.1f}-{max(r['times'])*1000:.1f})")
        rows.clear()

    for line in open(path):
        m = re.match(r"== (\S+) threads (\S+)", line)
        if m:
            flush()
            section = f"{os.path.basename(m.group(1))}, threads {m.group(2)}"
            continue
        if line.startswith("json "):
            j = json.loads(line[5:])
            j["l"] = label(j["command"])
            rows.append(j)
    flush()

# raw-matrix*.txt: the gap matrix's whole-process rows, per fresh process.
for p in sorted(glob.glob(os.path.join(here, "raw-matrix*.txt"))):
    print(f"== {os.path.basename(p)} (vilya ms, b3sum ms, x b3sum)")
    run = None
    got = {}
    for line in open(p):
        m = re.match(r"== process (\w+) round (\d+)", line)
        if m:
            run = m.group(1)
            continue
        m = re.match(r"\| (process-[\w-]+)[^|]*\| 256 MiB \| [^|]+ \| ([\d.]+) \([^)]*\) \| ([\d.]+) \([^)]*\) \| ([\d.]+) \|", line)
        if m and run:
            got.setdefault((run, m.group(1)), []).append((float(m.group(2)), float(m.group(3)), float(m.group(4))))
    for (run, op), xs in sorted(got.items()):
        print(f"  {run:6} {op:20} vilya {min(x[0] for x in xs)}-{max(x[0] for x in xs)} ms, b3sum {min(x[1] for x in xs)}-{max(x[1] for x in xs)} ms, x b3sum {min(x[2] for x in xs):.2f}-{max(x[2] for x in xs):.2f} ({len(xs)} processes)")

# raw-trace.txt: phase timing inside single processes, and touching fresh
# memory.
p = os.path.join(here, "raw-trace.txt")
if os.path.exists(p):
    print("== raw-trace.txt")
    for line in open(p):
        line = line.rstrip()
        if line.startswith("== "):
            print("  " + line[3:].replace("/tmp/b3cli/", ""))
        elif re.search(r"helper|caller|window|probe|main mode|main done|exit|main entry|baseline|hugepage|4k |mmap anon|go make|populate", line):
            print("    " + line.strip())
