#!/usr/bin/env python3
"""Recompute this folder's README figures from run*/matrix.json.

Usage: python3 recompute.py   (from this folder; standard library only)

The matrix JSON schema is the same as in 2026-11-30-gap-matrix, so this
runs that folder's script on this folder's runs. run1's vilya BLAKE3 is the
portable Go code (no kernels yet).
"""
import os, runpy
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                            "..", "2026-11-30-gap-matrix", "recompute.py"), run_name="__main__")
