package kernelreq

import "testing"

type recorder struct {
	testing.TB
	errors int
}

func (r *recorder) Helper()               {}
func (r *recorder) Logf(string, ...any)   {}
func (r *recorder) Errorf(string, ...any) { r.errors++ }

func TestCheck(t *testing.T) {
	t.Setenv("VILYA_REQUIRE_KERNELS", " avx2, ifma ,,other")
	for _, c := range []struct {
		known, available []string
		errors           int
	}{
		{[]string{"generic", "avx2", "avx512"}, []string{"generic", "avx2"}, 0},
		{[]string{"generic", "avx2", "avx512"}, []string{"generic"}, 1},
		{[]string{"portable", "ifma"}, []string{"portable"}, 1},
		{[]string{"portable", "ifma"}, []string{"portable", "ifma"}, 0},
		{[]string{"x"}, nil, 0},
	} {
		r := &recorder{TB: t}
		Check(r, "pkg", c.known, c.available)
		if r.errors != c.errors {
			t.Errorf("known %v available %v: %d errors, want %d", c.known, c.available, r.errors, c.errors)
		}
	}
}
