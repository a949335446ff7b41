package kernelset

import (
	"errors"
	"slices"
	"testing"
)

func TestSet(t *testing.T) {
	errNo := errors.New("unavailable")
	var selected string
	s := &Set{
		Names:       []string{"generic", "mid", "wide"},
		Available:   func(n string) bool { return n != "wide" },
		Select:      func(n string) { selected = n },
		Unavailable: errNo,
	}
	if got := s.Kernels(); !slices.Equal(got, []string{"generic", "mid"}) {
		t.Fatalf("Kernels = %v", got)
	}
	if err := s.Force("auto"); err != nil || selected != "mid" {
		t.Fatalf("auto: %v, selected %q", err, selected)
	}
	if err := s.Force("generic"); err != nil || selected != "generic" {
		t.Fatalf("generic: %v, selected %q", err, selected)
	}
	for _, n := range []string{"wide", "nonsense", ""} {
		if err := s.Force(n); err != errNo || selected != "generic" {
			t.Fatalf("Force(%q) = %v, selected %q; want the error and no change", n, err, selected)
		}
	}
}
