package kernelset

import (
	"errors"
	"slices"
	"testing"
)

func TestSet(t *testing.T) {
	errNo := errors.New("unavailable")
	s := &Set{
		Names:       []string{"generic", "mid", "wide"},
		Available:   func(n string) bool { return n != "wide" },
		Unavailable: errNo,
	}
	if s.Name() != "generic" || s.Level() != 0 {
		t.Fatalf("zero Set: %q (level %d), want generic (0)", s.Name(), s.Level())
	}
	if got := s.Kernels(); !slices.Equal(got, []string{"generic", "mid"}) {
		t.Fatalf("Kernels = %v", got)
	}
	if err := s.Force("auto"); err != nil || s.Name() != "mid" || s.Level() != 1 {
		t.Fatalf("auto: %v, selected %q (level %d)", err, s.Name(), s.Level())
	}
	if err := s.Force("generic"); err != nil || s.Name() != "generic" || s.Level() != 0 {
		t.Fatalf("generic: %v, selected %q (level %d)", err, s.Name(), s.Level())
	}
	for _, n := range []string{"wide", "nonsense", ""} {
		if err := s.Force(n); err != errNo || s.Name() != "generic" {
			t.Fatalf("Force(%q) = %v, selected %q; want the error and no change", n, err, s.Name())
		}
	}
}
