#!/bin/sh
# ./ab.sh DIR OUT ROUNDS: runs DIR/base.test and DIR/new.test (go test -c
# of ./ed25519: base = cd3201c with base-bench.patch applied, the 1232-byte
# benchmarks only; new = the commit in commits.txt) alternated ROUNDS
# times, each run two counts of 1 s per benchmark under the exclusive
# measurement lock (cpujob bench), and appends the benchmark lines,
# prefixed by the variant, to OUT, after the environment header
# (internal/measureenv, printed by a throwaway main in the worktree).
# Run from this folder.
set -eu
dir=$1 out=$2 rounds=$3
root=$(git rev-parse --show-toplevel)
mkdir -p "$root/.hdr"
cat >"$root/.hdr/main.go" <<'GO'
package main

import (
	"fmt"

	"github.com/vilyacrypto/vilya/internal/measureenv"
)

func main() { fmt.Print(measureenv.Header()) }
GO
(cd "$root" && cpujob build go run ./.hdr) >>"$out"
rm -rf "$root/.hdr"
re='VerifyBatch/stdlib/(1|8|64)x1232$|VerifyBatchKeys/stdlib/(1|8|64)x1232$|VerifyCold/stdlib/1232$|VerifyPublicKey/stdlib/1232$|NewPublicKey'
for i in $(seq "$rounds"); do
	for v in base new; do
		cpujob bench "$dir/$v.test" -test.run '^$' -test.bench "$re" -test.benchtime 1s -test.count 2 2>&1 |
			grep '^Benchmark' | sed "s/^/$v /" >>"$out"
	done
done
