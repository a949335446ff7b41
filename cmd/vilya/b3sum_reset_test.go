//go:build linux

package main

import (
	"bytes"
	"errors"
	"net"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// TestB3sumInputResetHalfway gives vilya b3sum a standard input that fails
// in the middle of the stream: a loopback TCP connection whose peer writes
// 8 MiB through small socket buffers (so that most of it has been read)
// and then resets it. The error must be reported with the input's name and
// b3sum's message, no digest printed for it, and the exit code 1, as
// b3sum does.
func TestB3sumInputResetHalfway(t *testing.T) {
	for _, bin := range []string{vilyaBin, b3sumBinOrEmpty()} {
		if bin == "" {
			continue
		}
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Skipf("no loopback TCP: %v", err)
		}
		client, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		server, err := ln.Accept()
		ln.Close()
		if err != nil {
			t.Fatal(err)
		}
		sc, cc := server.(*net.TCPConn), client.(*net.TCPConn)
		sc.SetWriteBuffer(16 << 10)
		cc.SetReadBuffer(16 << 10)
		stdin, err := cc.File()
		cc.Close()
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin, "b3sum", "-")
		if bin != vilyaBin {
			cmd = exec.Command(bin, "-")
		}
		var out, errb bytes.Buffer
		cmd.Stdin, cmd.Stdout, cmd.Stderr = stdin, &out, &errb
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		stdin.Close()
		data := testData(8<<20, 7)
		if _, err := sc.Write(data); err != nil {
			t.Fatalf("writing the stream: %v", err)
		}
		sc.SetLinger(0) // close with a reset
		sc.Close()
		err = cmd.Wait()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 1 {
			t.Errorf("%s: exit %v, want status 1; stderr %q", bin, err, errb.String())
		}
		if out.Len() != 0 {
			t.Errorf("%s: printed %q for an input that failed", bin, out.String())
		}
		if want := "-: " + syscall.ECONNRESET.Error(); !strings.Contains(strings.ToLower(errb.String()), strings.ToLower(want)) {
			t.Errorf("%s: stderr %q, want it to contain %q", bin, errb.String(), want)
		}
	}
}

// b3sumBinOrEmpty is the reference b3sum's path, or "" where it is not
// installed (TestB3sumErrors already requires it under CI=true).
func b3sumBinOrEmpty() string {
	p, _ := exec.LookPath("b3sum")
	return p
}
