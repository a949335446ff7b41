//go:build linux

package main

import (
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/vilyacrypto/vilya/blake3"
)

// TestB3sumProgress runs vilya under script(1), so that standard error is a
// terminal, hashing standard input from a pipe that stalls for longer than
// the progress delay: the progress line must appear, and then be erased
// before the result. Without a terminal (every other test) standard error
// stays empty.
func TestB3sumProgress(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the 1.5 s progress test in -short mode")
	}
	script, err := exec.LookPath("script")
	if err != nil || runtime.GOOS != "linux" {
		t.Skip("SKIPPING the progress-bar test: it needs util-linux script(1) on Linux")
	}
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("cannot make a FIFO:", err)
	}
	data := testData(3<<20, 11)
	d := blake3.Sum256(data)
	s := runStalled(t, script, dir, fifo, data, "")
	if !strings.Contains(s, "\r\x1b[K-  1.0 MiB") {
		t.Errorf("no progress line in %q", s)
	}
	if !strings.HasSuffix(s, "\r\x1b[K"+hex.EncodeToString(d[:])+"  -\r\n") {
		t.Errorf("the progress line is not erased before the result: %q", s)
	}
	// VILYA_NO_PROGRESS turns it off, on a terminal too.
	s = runStalled(t, script, dir, fifo, data, "VILYA_NO_PROGRESS=1")
	if s != hex.EncodeToString(d[:])+"  -\r\n" {
		t.Errorf("VILYA_NO_PROGRESS=1: output %q, want the digest line alone", s)
	}
}

// runStalled runs vilya b3sum under script(1) on data written to fifo with a
// 1.5 s stall after its first MiB, with env added to the environment, and
// returns what the terminal received.
func runStalled(t *testing.T, script, dir, fifo string, data []byte, env string) string {
	go func() {
		f, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err != nil {
			return
		}
		defer f.Close()
		f.Write(data[:1<<20])
		time.Sleep(1500 * time.Millisecond)
		f.Write(data[1<<20:])
	}()
	cmd := exec.Command(script, "-qec", vilyaBin+" b3sum - < fifo", "/dev/null")
	cmd.Dir = dir
	cmd.Stdin = nil
	cmd.Env = os.Environ()
	if env != "" {
		cmd.Env = append(cmd.Env, env)
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("script: %v\n%q", err, out)
	}
	return string(out)
}
