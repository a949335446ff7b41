package measureenv

import (
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

// TestHeader checks that the header names the Go version and has one line
// per field, each a comment.
func TestHeader(t *testing.T) {
	h := Header()
	for _, field := range []string{"# cpu: ", "# flags: ", "# go: " + runtime.Version(), "# commit: " + Commit() + "\n", "# checkout: ", "# load: "} {
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

// TestCommit checks that the commit is the binary's: its VCS stamp where
// it has one, else the -X value, else "unknown", never the checkout's.
func TestCommit(t *testing.T) {
	stamped := func(settings ...string) *debug.BuildInfo {
		bi := &debug.BuildInfo{}
		for i := 0; i+1 < len(settings); i += 2 {
			bi.Settings = append(bi.Settings, debug.BuildSetting{Key: settings[i], Value: settings[i+1]})
		}
		return bi
	}
	const rev = "0123456789abcdef0123456789abcdef01234567"
	for _, c := range []struct {
		bi   *debug.BuildInfo
		ok   bool
		x    string
		want string
	}{
		{stamped("vcs", "git", "vcs.revision", rev, "vcs.modified", "false"), true, "", "0123456789ab"},
		{stamped("vcs.revision", rev, "vcs.modified", "true"), true, "", "0123456789ab (modified)"},
		{stamped("vcs.revision", rev), true, "feedbee", "0123456789ab"},
		{stamped("vcs.revision", "abc"), true, "", "abc"},
		{stamped("-buildmode", "exe"), true, "feedbee", "feedbee"},
		{stamped("-buildmode", "exe"), true, "", unknownCommit},
		{nil, false, "", unknownCommit},
		{nil, false, "feedbee (modified)", "feedbee (modified)"},
	} {
		if got := commitOf(c.bi, c.ok, c.x); got != c.want {
			t.Errorf("commitOf(%v, %q) = %q, want %q", c.bi, c.x, got, c.want)
		}
	}
	// This test binary: built by go test, whose stamp (if any) must be
	// what Commit reports.
	bi, ok := debug.ReadBuildInfo()
	if got, want := Commit(), commitOf(bi, ok, buildCommit); got != want {
		t.Errorf("Commit() = %q, want %q", got, want)
	}
	t.Logf("commit %q, checkout %q", Commit(), Checkout())
}
