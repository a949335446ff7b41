#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw-*.md matrices.

Usage: python3 recompute.py   (from this folder; standard library only)

The files have the gap matrix's markdown shape, so this runs
2026-11-29-blake3-kernels/recompute.py on this folder's raw-*.md files;
see that script for what it prints.
"""
import glob, os, runpy, sys
here = os.path.dirname(os.path.abspath(__file__))
sys.argv = [sys.argv[0]] + sorted(glob.glob(os.path.join(here, "raw-*.md")))
runpy.run_path(os.path.join(here, "..", "2026-11-29-blake3-kernels", "recompute.py"), run_name="__main__")
