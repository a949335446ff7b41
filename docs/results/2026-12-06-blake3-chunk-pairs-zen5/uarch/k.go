// Command uarch times single AVX-512 instructions on this CPU. A chain of
// dependent scalar additions (one a cycle) gives the clock, and the others
// are reported in those cycles: throughput kernels issue independent
// instructions, latency kernels a dependent chain, and the chain kernels
// four or eight independent chains of an addition, a XOR and a rotation
// (BLAKE3's G function in the lanes: one 16-lane group runs four such
// chains, two groups eight).
package main

import (
	"fmt"
	"time"
)

func clk(n uint64)     // 8 dependent ADDQ
func tp(n uint64)      // 12 independent VPMADD52LUQ zmm
func lat(n uint64)     // 4 dependent VPMADD52LUQ zmm
func mullq(n uint64)   // 4 VPMULLQ + 4 VPMADD52LUQ zmm, independent
func mixtp(n uint64)   // 8 VPMADD52LUQ + 8 VPADDQ zmm, independent
func addtp(n uint64)   // 12 independent VPADDQ zmm
func addlat(n uint64)  // 4 dependent VPADDQ zmm
func rortp(n uint64)   // 8 independent VPRORQ zmm
func rorlat(n uint64)  // 4 dependent VPRORQ zmm
func terntp(n uint64)  // 8 independent VPTERNLOGQ zmm
func ternlat(n uint64) // 4 dependent VPTERNLOGQ zmm
func mix2(n uint64)    // 4 VPRORQ + 4 VPTERNLOGQ + 4 VPADDQ zmm, independent
func chain4(n uint64)  // 4 chains of VPADDD, VPXORD, VPRORD zmm
func chain8(n uint64)  // 8 such chains

func main() {
	const n = 20000000
	for r := 0; r < 3; r++ {
		t := time.Now()
		clk(n)
		ghz := float64(n*8) / float64(time.Since(t).Nanoseconds())
		fmt.Printf("round %d: clock %.3f GHz\n", r, ghz)
		f := func(name string, g func(uint64), per int) {
			t := time.Now()
			g(n)
			c := float64(time.Since(t).Nanoseconds()) * ghz / float64(n*per)
			fmt.Printf("  %-44s %.3f cycles\n", name, c)
		}
		f("VPMADD52LUQ throughput, per instruction", tp, 12)
		f("VPMADD52LUQ latency", lat, 4)
		f("4 VPMULLQ + 4 VPMADD52LUQ, per group", mullq, 1)
		f("8 VPMADD52LUQ + 8 VPADDQ, per group", mixtp, 1)
		f("VPADDQ throughput, per instruction", addtp, 12)
		f("VPADDQ latency", addlat, 4)
		f("VPRORQ throughput, per instruction", rortp, 8)
		f("VPRORQ latency", rorlat, 4)
		f("VPTERNLOGQ throughput, per instruction", terntp, 8)
		f("VPTERNLOGQ latency", ternlat, 4)
		f("4 VPRORQ + 4 VPTERNLOGQ + 4 VPADDQ, per group", mix2, 1)
		f("4 add-xor-rotate chains, per instruction", chain4, 12)
		f("8 add-xor-rotate chains, per instruction", chain8, 24)
	}
}
