#!/usr/bin/env python3
"""Recompute this folder's README figures from its raw files.

Usage: python3 recompute.py   (from this folder; standard library only)

The files are run.sh output, as in 2026-11-30-cli-vs-b3sum, so this runs
that folder's script on this folder's *.txt files; see it for what is
printed.
"""
import glob, os, runpy, sys
here = os.path.dirname(os.path.abspath(__file__))
sys.argv = [sys.argv[0]] + sorted(glob.glob(os.path.join(here, "*.txt")))
runpy.run_path(os.path.join(here, "..", "2026-11-30-cli-vs-b3sum", "recompute.py"), run_name="__main__")
