#!/usr/bin/env python3
"""Prints where the gap matrix's derive-key context string lies in bench
binaries: its page offset and whether sumChunkAVX512's last masked 16-byte
load of it (at +48, the string being 41 bytes) reaches the next 4 KiB page.
Usage: offsets.py BIN... (binaries built by `cd bench && go build -o BIN .`
at the commits named in README.md; static, non-PIE, so a file offset and
its address agree modulo 4096 when the segment does, which readelf shows)."""
import sys
s = b"vilya bench 2026-11-29 derive-key context"
for path in sys.argv[1:]:
    d = open(path, "rb").read()
    i = d.find(s)
    off = i % 4096
    last = off + 48 + 15  # the last byte the fourth masked load touches
    print(f"{path}: file offset {i:#x}, page offset {off:#x}, {4096 - off} bytes to the page end, "
          f"loads reach {'the next page' if last >= 4096 else 'only this page'}")
