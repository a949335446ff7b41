// Command bench measures vilya against its peers, side by side in one run,
// and holds the differential tests that compare vilya with them.
//
//	go run . matrix [-group blake3|ed25519|sha512] [-quick] [-json FILE] [-reps N] [-target D]
//
// prints the gap matrix as markdown tables on stdout and a progress line per
// row on stderr. See README.md.
package main
