#!/usr/bin/env python3
"""Recompute this folder's README figures from run*/matrix.json (avx2
forced), portable/matrix.json and default/matrix.json.

Usage: python3 recompute.py   (from this folder; standard library only)

The method and the raw files' layout are those of
docs/results/2026-12-01-ed25519-avx2-zen4, whose script (itself running
docs/results/2026-12-01-ed25519-avx2-straus/recompute.py) is run here on
this folder's files: per-row ratios, issue 11's bars, the rows behind a
peer, and the package's own choice against the forced avx2 runs.
"""
import os, runpy

here = os.path.dirname(os.path.abspath(__file__))
runpy.run_path(os.path.join(here, "..", "2026-12-01-ed25519-avx2-zen4", "recompute.py"), run_name="__main__")
