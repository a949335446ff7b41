#!/bin/sh
# summary.sh recomputes the README table from raw.txt: for each size, the
# instructions per byte of each implementation, (count at r - median count
# at r = 0) / (r * bytes), and vilya's ratio to the official C.
set -eu
cd "$(dirname "$0")"
awk '
$3 == 0 { base[$1, $2, ++nb[$1, $2]] = $4; next }
{ reps[$1, $2] = $3; cnt[$1, $2] = $4; if (!($2 in seen)) { seen[$2] = 1; order[++ns] = $2 } }
function median(i, n,   a, b, c) {
	a = base[i, n, 1]; b = base[i, n, 2]; c = base[i, n, 3]
	if ((a <= b && b <= c) || (c <= b && b <= a)) return b
	if ((b <= a && a <= c) || (c <= a && a <= b)) return a
	return c
}
function ipb(i, n) { return (cnt[i, n] - median(i, n)) / (reps[i, n] * n) }
END {
	printf "| bytes | vilya neon (instr/B) | official C neon (instr/B) | vilya / C |\n"
	printf "| ---: | ---: | ---: | ---: |\n"
	for (k = 1; k <= ns; k++) {
		n = order[k]
		v = ipb("vilya", n); c = ipb("c", n)
		printf "| %d | %.3f | %.3f | %.2fx |\n", n, v, c, v / c
	}
}' raw.txt
