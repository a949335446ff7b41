#!/bin/sh
# Time one fe10MulAVX2 body, taken from the generated assembly of a commit,
# in a loop of independent iterations (out, a and b apart), and the
# variants of ablate.py. Run from this folder: sh run.sh [commit]
# (default 8962ba9, the commit before the change; its ablations are the
# ones quoted). Cycles assume the 3.66 GHz measured by
# docs/results/2026-12-01-ed25519-avx2-zen4/ports.
set -eu
rev=${1:-8962ba9}
git show "$rev:ed25519/avx2_amd64.s" | awk '/^TEXT ·fe10MulAVX2/{f=1;next} f&&/RET/{exit} f' | grep -v '+[0-9]*(FP)' >mul.goasm
python3 conv.py mul.goasm | grep -v 'leaq (%rsp)\|addq \$0x1f, %rbx\|andq \$-32, %rbx' >body.inc
python3 ablate.py
for v in body va vb vc vd ve; do
	gcc -O1 -DBODY="\"$v.inc\"" main.c harness.S -o "h_$v" 2>/dev/null
	printf '%s: ' "$v"; "./h_$v"
done
rm -f h_* *.inc mul.goasm
