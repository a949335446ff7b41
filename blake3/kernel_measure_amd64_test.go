//go:build measure && !purego

package blake3

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vilyacrypto/vilya/internal/measureenv"
)

// TestMeasureTails measures, interleaved and by median, one call of every
// route a short batch can take, and derives for each batch size 1..15 the
// cheapest sequence of steps. It only runs with VILYA_MEASURE_TAILS=1 on an
// AVX-512 machine; its output is the table recorded in
// docs/results/2026-11-29-blake3-tails.
func TestMeasureTails(t *testing.T) {
	if os.Getenv("VILYA_MEASURE_TAILS") == "" {
		t.Skip("set VILYA_MEASURE_TAILS=1 to measure the tail routes")
	}
	if !kernelAvailable("avx512") {
		t.Skip("tail measurement needs AVX-512")
	}
	fmt.Print(measureenv.Header())
	SetKernel("avx512")
	defer SetKernel("auto")
	in := make([]byte, 16*chunkLen)
	out := make([]byte, 16*64)
	key := iv
	var block [BlockSize]byte
	var o [16]uint32
	type prim struct {
		name string
		f    func()
	}
	prims := []prim{
		{"chunks x16", func() { hashChunksAVX512(&in[0], 16, &key, 0, 0, &out[0]) }},
		{"chunks x16 (1 lane)", func() { hashChunksAVX512(&in[0], 1, &key, 0, 0, &out[0]) }},
		{"chunks x8", func() { hashChunksAVX512x8(&in[0], 8, &key, 0, 0, &out[0]) }},
		{"chunks x4", func() { hashChunksAVX512x4(&in[0], 4, &key, 0, 0, &out[0]) }},
		{"chunks r4", func() { hashChunksAVX512r4(&in[0], 4, &key, 0, 0, &out[0]) }},
		{"chunks r4 (1 lane)", func() { hashChunksAVX512r4(&in[0], 1, &key, 0, 0, &out[0]) }},
		{"chunks x1 (compress)", func() { hashChunkCompress(levelAVX512, in[:chunkLen], &key, 0, 0, out[:32]) }},
		{"parents x16", func() { hashParentsAVX512(&in[0], 16, &key, 0, &out[0]) }},
		{"parents x8", func() { hashParentsAVX512x8(&in[0], 8, &key, 0, &out[0]) }},
		{"parents x4", func() { hashParentsAVX512x4(&in[0], 4, &key, 0, &out[0]) }},
		{"parents r4", func() { hashParentsAVX512r4(&in[0], 4, &key, 0, &out[0]) }},
		{"parents x1 (compress)", func() {
			compress(&o, &key, (*[BlockSize]byte)(in), 0, BlockSize, flagParent)
			putWords(out[:32], o[:8])
		}},
		{"avx2 chunks x8", func() { hashChunksAVX2(&in[0], 8, &key, 0, 0, &out[0]) }},
		{"avx2 chunks x4", func() { hashChunksSSE41(&in[0], 4, &key, 0, 0, &out[0]) }},
		{"avx2 chunks r4", func() { hashChunksAVX2r4(&in[0], 4, &key, 0, 0, &out[0]) }},
		{"avx2 chunks x1 (compress)", func() { chunkCompressSSE41(in[:chunkLen], &key, out[:32]) }},
		{"avx2 parents x8", func() { hashParentsAVX2(&in[0], 8, &key, 0, &out[0]) }},
		{"avx2 parents x4", func() { hashParentsSSE41(&in[0], 4, &key, 0, &out[0]) }},
		{"avx2 parents r4", func() { hashParentsAVX2r4(&in[0], 4, &key, 0, &out[0]) }},
		{"avx2 parents x1 (compress)", func() {
			compressSSE41(&o, &key, (*[BlockSize]byte)(in), 0, BlockSize, flagParent)
			putWords(out[:32], o[:8])
		}},
		{"avx2 xof x8", func() { xofAVX2(&out[0], 8, &key, &block, 0, 64, flagRoot) }},
		{"avx2 xof x4", func() { xofSSE41(&out[0], 4, &key, &block, 0, 64, flagRoot) }},
		{"avx2 xof r4", func() { xofAVX2r4(&out[0], 4, &key, &block, 0, 64, flagRoot) }},
		{"avx2 xof r4 (2 blocks)", func() { xofAVX2r4(&out[0], 2, &key, &block, 0, 64, flagRoot) }},
		{"avx2 xof x2 (row2)", func() { xofSSE41x2(&out[0], 2, &key, &block, 0, 64, flagRoot) }},
		{"avx2 xof x1 (compress)", func() {
			compressSSE41(&o, &key, &block, 0, 64, flagRoot)
			putWords(out[:64], o[:])
		}},
		{"xof x16", func() { xofAVX512(&out[0], 16, &key, &block, 0, 64, flagRoot) }},
		{"xof r4", func() { xofAVX512r4(&out[0], 4, &key, &block, 0, 64, flagRoot) }},
		{"xof x1 (compress)", func() {
			compress(&o, &key, &block, 0, 64, flagRoot)
			putWords(out[:64], o[:])
		}},
	}
	const reps, calls = 41, 200
	samples := make([][]float64, len(prims))
	for r := 0; r < reps; r++ {
		for i := range prims {
			p := prims[(i+r)%len(prims)]
			st := time.Now()
			for c := 0; c < calls; c++ {
				p.f()
			}
			el := float64(time.Since(st).Nanoseconds()) / calls
			samples[(i+r)%len(prims)] = append(samples[(i+r)%len(prims)], el)
		}
	}
	cost := map[string]float64{}
	var sb strings.Builder
	sb.WriteString("| step | median ns/call | min | max |\n|---|--:|--:|--:|\n")
	for i, p := range prims {
		s := samples[i]
		slices.Sort(s)
		cost[p.name] = s[len(s)/2]
		fmt.Fprintf(&sb, "| %s | %.0f | %.0f | %.0f |\n", p.name, s[len(s)/2], s[0], s[len(s)-1])
	}
	plan := func(kind string, steps []routeStep) {
		top := steps[0].inputs()
		best := make([]float64, top)
		first := make([]routeStep, top)
		for n := 1; n < top; n++ {
			best[n] = -1
			for _, w := range steps {
				name := fmt.Sprintf("%s x%d", kind, w.inputs())
				switch w {
				case row1:
					name += " (compress)"
				case rows4:
					name = kind + " r4"
				}
				c := cost[name] + best[max(n-w.inputs(), 0)]
				if best[n] < 0 || c < best[n] {
					best[n], first[n] = c, w
				}
			}
		}
		fmt.Fprintf(&sb, "\n%s: n -> first step (estimated ns for the whole tail)\n", kind)
		for n := 1; n < top; n++ {
			fmt.Fprintf(&sb, "%d:%v(%.0f) ", n, first[n], best[n])
		}
		sb.WriteString("\n")
		fmt.Fprintf(&sb, "table: %v\n", first)
	}
	plan("chunks", []routeStep{x16, x8, x4, rows4, row1})
	plan("parents", []routeStep{x16, x8, x4, rows4, row1})
	plan("xof", []routeStep{x16, rows4, row1})
	plan("avx2 chunks", []routeStep{x8, x4, rows4, row1})
	plan("avx2 parents", []routeStep{x8, x4, rows4, row1})
	plan("avx2 xof", []routeStep{x8, x4, rows4, row1})
	t.Log("\n" + sb.String())
}

// chunkCompressSSE41 hashes one chunk with compressChainSSE41 and
// compressSSE41, the per-chunk route of the AVX2 and SSE4.1 levels.
func chunkCompressSSE41(in []byte, key *[8]uint32, out []byte) {
	cv := *key
	compressChainSSE41(&cv, &in[0], chunkLen/BlockSize-1, 0, flagChunkStart)
	var o [16]uint32
	compressSSE41(&o, &cv, (*[BlockSize]byte)(in[chunkLen-BlockSize:]), 0, BlockSize, flagChunkEnd)
	putWords(out[:32], o[:8])
}

// String names step s as the route tables spell it, so that the "table:"
// lines above can be pasted into them.
func (s routeStep) String() string {
	switch s {
	case row1:
		return "row1"
	case row2:
		return "row2"
	case rows4:
		return "rows4"
	case x4:
		return "x4"
	case x8:
		return "x8"
	case x16:
		return "x16"
	}
	return "0"
}
