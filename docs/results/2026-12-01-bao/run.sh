#!/bin/bash
# Runs the gap matrix's bao group RUNS times, each under the exclusive CPU
# lock (cpujob bench), into raw/. Build the binary in bench/ at the commit
# named in README.md first:
#   (cd ../../../bench && ./cblake3.sh && go build -o /tmp/vilya-matrix .)
#   bash run.sh /tmp/vilya-matrix 3
set -e
bin=${1:?matrix binary}
runs=${2:-3}
cd "$(dirname "$0")"
mkdir -p raw
for i in $(seq "$runs"); do
	cpujob bench "$bin" matrix -group bao -json "raw/run-$i.json" > "raw/run-$i.md" 2> "raw/run-$i.log"
done
