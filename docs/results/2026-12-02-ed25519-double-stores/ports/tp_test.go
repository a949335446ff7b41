package tp
import "testing"

func Benchmark_ifma(b *testing.B) { for b.Loop() { ifma(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_mullq(b *testing.B) { for b.Loop() { mullq(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_addq(b *testing.B) { for b.Loop() { addq(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_srlq(b *testing.B) { for b.Loop() { srlq(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_andbc(b *testing.B) { for b.Loop() { andbc(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_mix_ifma_add(b *testing.B) { for b.Loop() { mix_ifma_add(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_mix_ifma_mull(b *testing.B) { for b.Loop() { mix_ifma_mull(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_mix_ifma_srl(b *testing.B) { for b.Loop() { mix_ifma_srl(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_xorzero(b *testing.B) { for b.Loop() { xorzero(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_mix_ifma_xor(b *testing.B) { for b.Loop() { mix_ifma_xor(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_mix_2ifma_add_xor(b *testing.B) { for b.Loop() { mix_2ifma_add_xor(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_mix_ifma_andbc(b *testing.B) { for b.Loop() { mix_ifma_andbc(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_mix_ifma_load(b *testing.B) { for b.Loop() { mix_ifma_load(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_store(b *testing.B) { for b.Loop() { store(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_load(b *testing.B) { for b.Loop() { load(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_mix_add_load(b *testing.B) { for b.Loop() { mix_add_load(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_addmem(b *testing.B) { for b.Loop() { addmem(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_ifmamem(b *testing.B) { for b.Loop() { ifmamem(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_mix_ifma_store(b *testing.B) { for b.Loop() { mix_ifma_store(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_mix_add_store(b *testing.B) { for b.Loop() { mix_add_store(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_mix_3ifma_store(b *testing.B) { for b.Loop() { mix_3ifma_store(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_mix_3ifma_load(b *testing.B) { for b.Loop() { mix_3ifma_load(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_mix_2ifma_2add(b *testing.B) { for b.Loop() { mix_2ifma_2add(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }
func Benchmark_mix_ifma_add_store(b *testing.B) { for b.Loop() { mix_ifma_add_store(1000) }; b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/96000, "ns/insn") }