package tp

//go:noescape
func ifma(n uint64)

//go:noescape
func mullq(n uint64)

//go:noescape
func addq(n uint64)

//go:noescape
func srlq(n uint64)

//go:noescape
func andbc(n uint64)

//go:noescape
func mix_ifma_add(n uint64)

//go:noescape
func mix_ifma_mull(n uint64)

//go:noescape
func mix_ifma_srl(n uint64)
//go:noescape
func xorzero(n uint64)
//go:noescape
func mix_ifma_xor(n uint64)
//go:noescape
func mix_2ifma_add_xor(n uint64)
//go:noescape
func mix_ifma_andbc(n uint64)
//go:noescape
func mix_ifma_load(n uint64)
//go:noescape
func store(n uint64)
//go:noescape
func load(n uint64)
//go:noescape
func mix_add_load(n uint64)
//go:noescape
func addmem(n uint64)
//go:noescape
func ifmamem(n uint64)
//go:noescape
func mix_ifma_store(n uint64)
//go:noescape
func mix_add_store(n uint64)
//go:noescape
func mix_3ifma_store(n uint64)
//go:noescape
func mix_3ifma_load(n uint64)
//go:noescape
func mix_2ifma_2add(n uint64)
//go:noescape
func mix_ifma_add_store(n uint64)
