// Package kernelspec reads the lists with which the vilya command
// (VILYA_KERNELS) and the bench matrix (-kernels) force kernels: comma-
// separated package=name items, such as "blake3=avx2,ed25519=portable".
package kernelspec

import (
	"fmt"
	"strings"
)

// Apply calls set(pkg, name) for each item of spec, in order, and returns
// the first error: an item without "=" or with an empty name, or what set
// returned. Spaces around items are ignored; an empty spec does nothing.
func Apply(spec string, set func(pkg, name string) error) error {
	if strings.TrimSpace(spec) == "" {
		return nil
	}
	for _, kv := range strings.Split(spec, ",") {
		pkg, name, ok := strings.Cut(strings.TrimSpace(kv), "=")
		if !ok || name == "" {
			return fmt.Errorf("want package=kernel, got %q", kv)
		}
		if err := set(pkg, name); err != nil {
			return err
		}
	}
	return nil
}
