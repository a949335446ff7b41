package measureenv

import (
	"runtime"
	"strings"
	"testing"
)

// TestHeader checks that the header names the Go version and has one line
// per field, each a comment.
func TestHeader(t *testing.T) {
	h := Header()
	for _, field := range []string{"# cpu: ", "# flags: ", "# go: " + runtime.Version(), "# commit: ", "# load: "} {
		if !strings.Contains(h, field) {
			t.Errorf("header lacks %q:\n%s", field, h)
		}
	}
	for _, line := range strings.Split(strings.TrimSuffix(h, "\n"), "\n") {
		if !strings.HasPrefix(line, "# ") {
			t.Errorf("header line %q is not a comment", line)
		}
	}
}
