#!/usr/bin/env python3
"""Recompute this folder's README figures from raw.txt.

Usage: python3 recompute.py   (from this folder; standard library only)

raw.txt has the shape of 2026-11-30-blake3-tails/raw.txt ("## run N"
sections with step medians and route tables), so this runs that folder's
script on this folder's raw.txt; see it for what is printed.
"""
import os, runpy, sys
here = os.path.dirname(os.path.abspath(__file__))
sys.argv = [sys.argv[0], os.path.join(here, "raw.txt")]
runpy.run_path(os.path.join(here, "..", "2026-11-30-blake3-tails", "recompute.py"), run_name="__main__")
