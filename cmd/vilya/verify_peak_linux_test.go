package main

import (
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// maxVerifyPeakRSS is the peak resident set the README promises for vilya
// verify, whatever its input.
const maxVerifyPeakRSS = 256 << 20

// TestVerifyPeakMemory runs vilya verify on hostile streams and checks its
// peak resident set (Linux's maxrss) against the README's promise. The
// streams: lines naming long missing message files (they reached 2 GB in
// 60 lines), lines of many short fields, lines of long hex messages, and
// message files of maxMsgFile bytes: 6 of each (12 files), 2 under -short,
// VILYA_VERIFY_PEAK_LINES when set.
func TestVerifyPeakMemory(t *testing.T) {
	if raceEnabled {
		t.Skip("a -race build of vilya keeps shadow memory several times its heap; the bound is for the plain build")
	}
	dir := t.TempDir()
	line := goodLine(nil)
	prefix := line[:strings.LastIndexByte(line, ' ')+1]
	big := make([]byte, maxMsgFile)
	writeFile(t, dir, "big", big)
	lines := 6
	if testing.Short() {
		lines = 2
	}
	if n, err := strconv.Atoi(os.Getenv("VILYA_VERIFY_PEAK_LINES")); err == nil {
		lines = n
	}
	nameLine := prefix + "@" + strings.Repeat("n", maxVerifyLine-len(prefix)-1) + "\n"
	fieldLine := strings.Repeat("a ", maxVerifyLine/2) + "\n"
	hexLine := prefix + strings.Repeat("00", (maxVerifyLine-len(prefix))/2) + "\n"
	fileLine := prefix + "@big\n"
	for _, c := range []struct {
		name string
		line string
		n    int
	}{
		{"long names", nameLine, lines},
		{"short fields", fieldLine, lines},
		{"hex messages", hexLine, lines},
		{"message files", fileLine, 2 * lines},
	} {
		cmd := exec.Command(vilyaBin, "verify", "--msg-files", "--batch", "4096")
		cmd.Dir = dir
		in, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stdout = io.Discard
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		go func() {
			defer in.Close()
			for range c.n {
				if _, err := io.WriteString(in, c.line); err != nil {
					return
				}
			}
		}()
		cmd.Wait()
		ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
		if !ok {
			t.Skip("no rusage")
		}
		peak := ru.Maxrss << 10 // KiB on Linux
		t.Logf("%s: %d lines of %d bytes, peak RSS %d MiB", c.name, c.n, len(c.line), peak>>20)
		if peak > maxVerifyPeakRSS {
			t.Errorf("%s: peak RSS %d MiB, more than the %d MiB promised", c.name, peak>>20, maxVerifyPeakRSS>>20)
		}
	}
}
