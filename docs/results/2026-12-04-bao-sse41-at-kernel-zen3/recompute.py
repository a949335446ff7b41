#!/usr/bin/env python3
"""Reprints the figures of README.md: for every bao-group run held to the
SSE4.1 kernels (-kernels blake3=sse41; bao-N-<commit>.json), vilya's Sum256
time over vilya's time for each op and size, and vilya's speed over
lukechampine's; then the ranges per commit. The parsing is the AVX2
folder's (bao_group in ../2026-12-04-bao-avx2-at-kernel-zen3/recompute.py)."""
import importlib.util, os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    'avx2_at', os.path.join(HERE, '..', '2026-12-04-bao-avx2-at-kernel-zen3', 'recompute.py'))
avx2_at = importlib.util.module_from_spec(spec)
spec.loader.exec_module(avx2_at)
avx2_at.bao_group(HERE)
