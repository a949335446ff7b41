#!/bin/sh
# build.sh OUT.so compiles cpuidmask.c (see its comment) into OUT.so.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
gcc -O2 -Wall -shared -fPIC -o "${1:?output .so}" "$here/cpuidmask.c"
