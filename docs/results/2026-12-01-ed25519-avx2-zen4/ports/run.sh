#!/bin/sh
# The CPU's clock and vector port throughput that the README quotes: clock.c
# times a chain of dependent 64-bit additions (one a cycle), vector-ports.c
# times independent VPMULUDQ, VPADDQ, a mix and shifts on YMM registers,
# dividing by the clock it assumes (3.65 GHz, clock.c's figure here). Run
# from this folder; writes ports.txt. Needs gcc.
set -eu
gcc -O1 clock.c -o /tmp/vilya-clock && gcc -O1 vector-ports.c -o /tmp/vilya-ports
{ /tmp/vilya-clock; /tmp/vilya-clock; /tmp/vilya-ports; /tmp/vilya-ports; } >ports.txt
rm -f /tmp/vilya-clock /tmp/vilya-ports
