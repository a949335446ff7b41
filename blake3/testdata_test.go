package blake3

import (
	"os"
	"path/filepath"
	"testing"
)

// testdataDir returns the shared conformance corpora folder: VILYA_TESTDATA,
// or ../shared/testdata beside the repository. When it is missing the test
// is skipped loudly, and under CI=true it fails.
func testdataDir(t testing.TB) string {
	dir := os.Getenv("VILYA_TESTDATA")
	if dir == "" {
		dir = filepath.Join("..", "..", "shared", "testdata")
	}
	if _, err := os.Stat(dir); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("conformance corpora missing at %s (set VILYA_TESTDATA): %v", dir, err)
		}
		t.Skipf("SKIPPING: conformance corpora missing at %s (set VILYA_TESTDATA); these tests did NOT run", dir)
	}
	return dir
}
