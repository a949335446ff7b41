// Command bench measures vilya against its peers, side by side in one run,
// and holds the differential tests that compare vilya with them.
package main
