#!/bin/sh
# summary.sh recomputes the README table from raw.txt (impl bytes reps
# instructions runtime): instructions per byte, (instructions - runtime) /
# (reps * bytes), of vilya and of the official C, and their ratio; the last
# column is vilya's with the runtime lines counted too.
set -eu
cd "$(dirname "$0")"
awk '
{ reps[$1, $2] = $3; ins[$1, $2] = $4; rt[$1, $2] = $5; if (!($2 in seen)) { seen[$2] = 1; order[++ns] = $2 } }
function ipb(i, n) { return (ins[i, n] - rt[i, n]) / (reps[i, n] * n) }
END {
	printf "| bytes | vilya neon (instr/B) | official C neon (instr/B) | vilya / C | vilya with runtime lines (instr/B) |\n"
	printf "| ---: | ---: | ---: | ---: | ---: |\n"
	for (k = 1; k <= ns; k++) {
		n = order[k]
		v = ipb("vilya", n); c = ipb("c", n)
		printf "| %d | %.3f | %.3f | %.2fx | %.3f |\n", n, v, c, v / c, ins["vilya", n] / (reps["vilya", n] * n)
	}
}' raw.txt
