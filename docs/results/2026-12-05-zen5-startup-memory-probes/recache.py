#!/usr/bin/env python3
"""recache.py FILE...: drops each file's pages from the page cache
(fsync, then POSIX_FADV_DONTNEED) and reads it back in one pass, so that
binaries written in different ways (go build, cp) start from the same
page-cache state (the kernel's readahead decides the folio sizes)."""
import os, sys
for p in sys.argv[1:]:
    fd = os.open(p, os.O_RDONLY)
    os.fsync(fd)
    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    while os.read(fd, 1 << 20):
        pass
    os.close(fd)
