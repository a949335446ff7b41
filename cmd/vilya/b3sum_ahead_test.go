package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/vilyacrypto/vilya/blake3"
)

// manyFiles writes count files to dir whose sizes cycle through the
// boundaries of BLAKE3 and of the helpers (parallelMin and, every 50th,
// aheadMax), some with names that need escaping, and returns their names
// with, interleaved, a missing file, a directory, standard input and a
// repeated name.
func manyFiles(t *testing.T, dir string, count int) []string {
	t.Helper()
	sizes := []int{0, 1, 64, 1023, 1024, 1025, 4096, 16<<10 + 1, 100 << 10, parallelMin - 1, parallelMin, parallelMin + 1, 2<<20 + 1}
	if err := os.Mkdir(filepath.Join(dir, "dir"), 0o755); err != nil {
		t.Fatal(err)
	}
	var names []string
	for i := range count {
		name := fmt.Sprintf("f%03d", i)
		if i%37 == 5 {
			name += "\\back\nslash"
		}
		size := sizes[i%len(sizes)]
		if i%50 == 45 {
			size = aheadMax - 1 + i%2*2
		}
		writeFile(t, dir, name, testData(size, uint64(i)))
		names = append(names, name)
		switch i % 50 {
		case 10:
			names = append(names, "missing")
		case 20:
			names = append(names, "dir")
		case 30:
			names = append(names, "-")
		case 40:
			names = append(names, names[0])
		}
	}
	writeFile(t, dir, "stdin", testData(3000, 1234))
	return names
}

// TestB3sumManyFiles hashes a few hundred files of mixed sizes and kinds in
// every mode with helpers hashing small files ahead (two threads or more)
// and without (one), and checks that the output, messages and exit code are
// the same, and the same as b3sum's.
func TestB3sumManyFiles(t *testing.T) {
	dir := t.TempDir()
	names := manyFiles(t, dir, 150)
	for _, mode := range [][]string{nil, {"--length", "77"}, {"--no-names"}, {"--derive-key", "vilya many files"}} {
		args := append(append(append([]string{}, mode...), "--"), names...)
		one := vilya(t, dir, "stdin", append([]string{"b3sum", "--num-threads", "1"}, args...)...)
		if one.code != 1 || !strings.Contains(string(one.stderr), "missing: No such file") {
			t.Fatalf("%q on one thread: %v", mode, one)
		}
		for _, threads := range []string{"2", "3", "0"} {
			r := vilya(t, dir, "stdin", append([]string{"b3sum", "--num-threads", threads}, args...)...)
			if r.code != one.code || string(r.stdout) != string(one.stdout) || string(r.stderr) != string(one.stderr) {
				t.Errorf("%q --num-threads %s: %v\none thread: %v", mode, threads, r, one)
			}
		}
		compareB3sum(t, dir, "stdin", args...)
	}
	// Keyed: "-" is an error there, and the key comes from standard input.
	keyed := []string{"--keyed", "--"}
	for _, n := range names {
		if n != "-" {
			keyed = append(keyed, n)
		}
	}
	keyed = append(keyed, "-")
	writeFile(t, dir, "key", testData(32, 7))
	one := vilya(t, dir, "key", append([]string{"b3sum", "--num-threads", "1"}, keyed...)...)
	two := vilya(t, dir, "key", append([]string{"b3sum", "--num-threads", "2"}, keyed...)...)
	if two.code != one.code || string(two.stdout) != string(one.stdout) || string(two.stderr) != string(one.stderr) {
		t.Errorf("--keyed on two threads: %v\none thread: %v", two, one)
	}
	compareB3sum(t, dir, "key", keyed...)
}

// TestAhead drives the helpers directly: every small regular file they
// take is hashed right, they decline everything else, they stay within
// the window and they start nothing while paused.
func TestAhead(t *testing.T) {
	dir := t.TempDir()
	names := manyFiles(t, dir, 300)
	for i := range 3 { // at the end, where helpers keep under parallelMin
		name := fmt.Sprintf("tail%d", i)
		writeFile(t, dir, name, testData(parallelMin+i, uint64(i)))
		names = append(names, name)
	}
	paths := make([]string, len(names))
	for i, n := range names {
		if n != "-" {
			n = filepath.Join(dir, n)
		}
		paths[i] = n
	}
	a := startAhead(3, blake3.New)
	defer a.stop()
	helped, added := 0, 0
	for i, p := range paths {
		for added < len(paths) && a.room() {
			if j := a.add(paths[added]); j != added {
				t.Fatalf("add returned %d, want %d", j, added)
			}
			added++
		}
		if added-i > a.window {
			t.Fatalf("%d paths added ahead of %d (window %d)", added-i, i, a.window)
		}
		if i%60 == 0 || i == len(paths)-4 {
			time.Sleep(5 * time.Millisecond) // let the helpers fill the window
		}
		r, ok := a.take(i)
		fi, err := os.Stat(p)
		limit := int64(aheadMax)
		if i >= len(paths)-3 {
			limit = parallelMin // no work for the other helpers after it
		}
		if !ok {
			continue
		}
		helped++
		if p == "-" || err != nil || !fi.Mode().IsRegular() || fi.Size() >= limit {
			t.Errorf("%q: a helper took it", p)
			continue
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var got [32]byte
		if r.err != nil {
			t.Errorf("%q: %v", p, r.err)
		} else if r.xof.Read(got[:]); got != blake3.Sum256(data) {
			t.Errorf("%q: a helper's hash differs", p)
		}
	}
	if helped < len(paths)/4 {
		t.Errorf("helpers hashed %d of %d paths", helped, len(paths))
	}

	// Paused, the helpers finish what they hold and start nothing.
	b := startAhead(2, blake3.New)
	defer b.stop()
	b.pause()
	count := func() (n int) {
		b.mu.Lock()
		defer b.mu.Unlock()
		if b.busy != 0 {
			t.Errorf("%d helpers busy while paused", b.busy)
		}
		return b.next
	}
	for b.room() {
		b.add(paths[b.end])
	}
	before := count()
	time.Sleep(10 * time.Millisecond)
	if after := count(); after != before {
		t.Errorf("paused helpers took %d paths", after-before)
	}
	b.resume()
	for i := range b.end {
		b.take(i)
	}
}

// TestB3sumCheckManyFiles checks a checkfile of a few hundred lines (files
// of mixed sizes and kinds, failures, malformed and overlong lines, a
// second checkfile that ends at a line that is not UTF-8) with helpers
// hashing ahead and without, and against b3sum.
func TestB3sumCheckManyFiles(t *testing.T) {
	dir := t.TempDir()
	names := manyFiles(t, dir, 150)
	var files []string
	for _, n := range names {
		if n != "-" {
			files = append(files, n)
		}
	}
	sums := vilya(t, dir, "", append([]string{"b3sum", "--"}, files...)...)
	lines := strings.SplitAfter(string(sums.stdout), "\n")
	// b3sum has no bound on a line: "long" has vilya's overlong lines,
	// "check" is for both.
	var check, long strings.Builder
	for i, l := range lines {
		check.WriteString(l)
		long.WriteString(l)
		switch i % 40 {
		case 3:
			check.WriteString("garbage\n")
		case 13:
			check.WriteString(strings.Repeat("0", 64) + "  " + files[0] + "\n") // FAILED
		case 23:
			long.WriteString(strings.Repeat("x", maxCheckLine+10) + "\n")
		case 33:
			check.WriteString("\n")
		}
	}
	writeFile(t, dir, "check", []byte(check.String()))
	writeFile(t, dir, "long", []byte(long.String()))
	writeFile(t, dir, "notutf8", []byte(lines[0]+lines[1]+strings.Repeat("0", 64)+"  \xff\n"+lines[2]))
	for _, args := range [][]string{{"check"}, {"--quiet", "check"}, {"check", "notutf8", "long"}, {"-"}} {
		stdin := ""
		if args[0] == "-" {
			stdin = "check"
		}
		one := vilya(t, dir, stdin, append([]string{"b3sum", "--num-threads", "1", "-c"}, args...)...)
		if one.code != 1 || !strings.Contains(string(one.stderr), "line") {
			t.Fatalf("-c %q on one thread: %v", args, one)
		}
		for _, threads := range []string{"2", "3", "0"} {
			r := vilya(t, dir, stdin, append([]string{"b3sum", "--num-threads", threads, "-c"}, args...)...)
			if r.code != one.code || string(r.stdout) != string(one.stdout) || string(r.stderr) != string(one.stderr) {
				t.Errorf("-c %q --num-threads %s: %v\none thread: %v", args, threads, r, one)
			}
		}
	}
	compareB3sum(t, dir, "", "-c", "check", "notutf8", "check")
}

// TestB3sumCheckInteractive feeds a checkfile through a pipe one line at a
// time, each after the result of the one before: with helpers, checking
// reads ahead only lines already buffered, so it never waits for input
// while it owes a result.
func TestB3sumCheckInteractive(t *testing.T) {
	dir := t.TempDir()
	names := manyFiles(t, dir, 8)
	var files []string
	for _, n := range names {
		if n != "-" && !strings.Contains(n, "\n") {
			files = append(files, n)
		}
	}
	sums := vilya(t, dir, "", append([]string{"b3sum", "--"}, files...)...)
	cmd := exec.Command(vilyaBin, "b3sum", "--num-threads", "2", "-c", "-")
	cmd.Dir = dir
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	timer := time.AfterFunc(20*time.Second, func() { cmd.Process.Kill() })
	defer timer.Stop()
	out := bufio.NewReader(outPipe)
	for _, l := range strings.SplitAfter(string(sums.stdout), "\n") {
		if l == "" {
			break
		}
		if _, err := io.WriteString(in, l); err != nil {
			t.Fatal(err)
		}
		got, err := out.ReadString('\n')
		if err != nil {
			t.Fatalf("after %q: %v (killed after 20 s without a result)", l, err)
		}
		if !strings.HasSuffix(got, ": OK\n") {
			t.Errorf("after %q: %q", l, got)
		}
	}
	in.Close()
	if err := cmd.Wait(); err != nil {
		t.Error(err)
	}
}

// TestAheadMidSize adds files from parallelMin to aheadMax bytes one at a
// time, as the caller does while it prints: each is a helper's once as
// many paths as helpers follow it (not skipped for arriving last), and the
// last ones, after close, are the caller's.
func TestAheadMidSize(t *testing.T) {
	dir := t.TempDir()
	const n, helpers = 10, 2
	a := startAhead(helpers, blake3.New)
	defer a.stop()
	for i := range n {
		p := filepath.Join(dir, fmt.Sprintf("m%d", i))
		writeFile(t, dir, filepath.Base(p), testData(parallelMin+i<<16, uint64(i)))
		a.add(p)
		time.Sleep(2 * time.Millisecond) // the helpers wait at the end
	}
	a.close()
	deadline := time.Now().Add(10 * time.Second)
	for {
		a.mu.Lock()
		done, busy := 0, a.busy
		for i := range n {
			if a.slots[i%a.window].state == slotDone {
				done++
			}
		}
		a.mu.Unlock()
		if done == n-helpers && busy == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(time.Millisecond)
	}
	for i := range n {
		_, ok := a.take(i)
		if want := i < n-helpers; ok != want {
			t.Errorf("file %d of %d: hashed by a helper %v, want %v", i, n, ok, want)
		}
	}
}
