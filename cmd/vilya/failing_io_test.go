package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// runOut runs vilya with args in dir, with standard output going to out
// (or, if out is nil, into the result), and returns what it printed and its
// exit code; it fails the test if vilya runs for more than a minute or dies
// of a signal.
func runOut(t *testing.T, dir string, out io.Writer, args ...string) result {
	t.Helper()
	cmd := exec.Command(vilyaBin, args...)
	cmd.Dir = dir
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "LC_ALL=C"}
	var outb, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = out, &errb
	if out == nil {
		cmd.Stdout = &outb
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	timer := time.AfterFunc(time.Minute, func() { cmd.Process.Kill() })
	defer timer.Stop()
	err := cmd.Wait()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
		if code < 0 {
			t.Errorf("vilya %q: %v (stderr %q)", args, err, errb.String())
		}
	} else if err != nil {
		t.Fatal(err)
	}
	return result{outb.Bytes(), errb.Bytes(), code}
}

// closedPipe returns the write end of a pipe whose read end is closed.
func closedPipe(t *testing.T) *os.File {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r.Close()
	t.Cleanup(func() { w.Close() })
	return w
}

// devFull opens /dev/full, on which every write fails with ENOSPC, or skips.
func devFull(t *testing.T) *os.File {
	t.Helper()
	f, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full:", err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// TestB3sumStdoutFails checks that a failure to write standard output (a
// full device, a closed pipe) is reported, blamed on standard output rather
// than on a file, and ends the run with b3sum's exit code 101; under --raw
// it is an error about the file (exit code 1), as in b3sum.
func TestB3sumStdoutFails(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "a", []byte("hello"))
	writeFile(t, dir, "b", []byte("world"))
	r := vilya(t, dir, "", "b3sum", "a", "b")
	writeFile(t, dir, "sums", r.stdout)
	const full = "No space left on device (os error 28)"
	const pipe = "Broken pipe (os error 32)"
	for _, tc := range []struct {
		out    func(*testing.T) *os.File
		args   []string
		code   int
		stderr string
	}{
		{devFull, []string{"a", "b"}, 101, "vilya: failed printing to stdout: " + full + "\n"},
		{devFull, []string{"a"}, 101, "vilya: failed printing to stdout: " + full + "\n"},
		{devFull, []string{"--no-names", "a", "b"}, 101, "vilya: failed printing to stdout: " + full + "\n"},
		{devFull, []string{"--length", "100000", "a"}, 101, "vilya: failed printing to stdout: " + full + "\n"},
		{devFull, []string{"-c", "sums"}, 101, "vilya: failed printing to stdout: " + full + "\n"},
		{devFull, []string{"--raw", "a"}, 1, "vilya: a: " + full + "\n"},
		{devFull, []string{"--raw", "--length", "100000", "a"}, 1, "vilya: a: " + full + "\n"},
		{closedPipe, []string{"a", "b"}, 101, "vilya: failed printing to stdout: " + pipe + "\n"},
		{closedPipe, []string{"-c", "sums"}, 101, "vilya: failed printing to stdout: " + pipe + "\n"},
	} {
		r := runOut(t, dir, tc.out(t), append([]string{"b3sum"}, tc.args...)...)
		if r.code != tc.code || string(r.stderr) != tc.stderr {
			t.Errorf("b3sum %q: %v\nwant exit %d, stderr %q", tc.args, r, tc.code, tc.stderr)
		}
	}
	// The reference b3sum agrees on the exit codes, where it does not lose
	// the output silently itself (--raw of a few bytes to /dev/full exits
	// 0), and its message (a panic's) names the same error.
	ref := b3sumBin(t)
	for _, args := range [][]string{{"a", "b"}, {"-c", "sums"}, {"--raw", "--length", "100000", "a"}} {
		cmd := exec.Command(ref, args...)
		cmd.Dir, cmd.Stdout = dir, devFull(t)
		var errb bytes.Buffer
		cmd.Stderr = &errb
		err := cmd.Run()
		var ee *exec.ExitError
		got := runOut(t, dir, devFull(t), append([]string{"b3sum"}, args...)...)
		if !errors.As(err, &ee) || ee.ExitCode() != got.code || !strings.Contains(errb.String(), full) {
			t.Errorf("b3sum %q > /dev/full: b3sum %v %q, vilya %v", args, err, errb.String(), got)
		}
	}
}

// TestB3sumHugeThreadCounts hashes a 20 MiB file with thread counts far
// above the cores: each run must end (within runOut's minute) with the
// right line. --num-threads 65536 used to hang.
func TestB3sumHugeThreadCounts(t *testing.T) {
	dir := t.TempDir()
	data := testData(20<<20, 13)
	writeFile(t, dir, "big", data)
	for _, n := range []string{"65536", "48000", "18446744073709551615"} {
		r := runOut(t, dir, nil, "b3sum", "--num-threads", n, "big")
		if r.code != 0 || string(r.stdout) != sumLine(data, "big") {
			t.Errorf("--num-threads %s: %v", n, r)
		}
	}
}

// TestB3sumCheckLongLine checks that a checkfile line longer than
// maxCheckLine is reported and skipped, not held in memory, and that the
// lines after it are still checked.
func TestB3sumCheckLongLine(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "a", []byte("hello"))
	long := strings.Repeat("0", maxCheckLine+1)
	writeFile(t, dir, "sums", []byte(long+"\n"+sumLine([]byte("hello"), "a")))
	r := vilya(t, dir, "", "b3sum", "-c", "sums")
	want := "vilya: Line longer than 1048576 bytes\n"
	if r.code != 1 || string(r.stdout) != "a: OK\n" || string(r.stderr) != want {
		t.Errorf("a long line: %v", r)
	}
}

// TestOtherOutputFails checks the commands' other output: help, version
// and the CPU report fail, with a message, when standard output is full.
func TestOtherOutputFails(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{{"cpu"}, {"cpu", "-h"}, {"version"}, {"help"}, {"b3sum", "-V"}, {"b3sum", "--help"}} {
		r := runOut(t, dir, devFull(t), args...)
		if r.code != 1 || !strings.Contains(string(r.stderr), "o space left on device") {
			t.Errorf("vilya %q > /dev/full: %v", args, r)
		}
	}
}
