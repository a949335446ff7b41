package main

import (
	"bufio"
	"bytes"
	"crypto/ed25519"
	"encoding/hex"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// goodLine returns a line with a valid signature of msg.
func goodLine(msg []byte) string {
	priv := ed25519.NewKeyFromSeed(make([]byte, ed25519.SeedSize))
	return hex.EncodeToString(priv.Public().(ed25519.PublicKey)) + " " +
		hex.EncodeToString(ed25519.Sign(priv, msg)) + " " + hex.EncodeToString(msg)
}

// TestVerifyQueueBounded feeds many malformed lines, then well-formed ones:
// the queue of entries waiting for their batch must stay within its bounds
// (it used to keep every malformed line until a batch of well-formed ones
// filled, rescanning them all on each line: quadratic time, memory growing
// with the input, no output until its end).
func TestVerifyQueueBounded(t *testing.T) {
	c := &verifyCmd{verifyOptions: verifyOptions{batch: 64}, out: bufio.NewWriter(io.Discard)}
	e, _ := parseSigLine([]byte(goodLine([]byte("m"))), false)
	for i := range 3*maxPendingEntries + 7 {
		c.add(sigEntry{src: "x", line: i + 1, malformed: "bad"})
		if len(c.pending) >= maxPendingEntries {
			t.Fatalf("after %d malformed lines %d entries are queued", i+1, len(c.pending))
		}
	}
	for range 1000 {
		c.add(e)
		if c.queued >= c.batch {
			t.Fatalf("%d well-formed entries queued, batch is %d", c.queued, c.batch)
		}
	}
	big := e
	big.msg = make([]byte, maxPendingBytes/3)
	for range 10 {
		c.add(big)
		if c.pendingBytes >= maxPendingBytes {
			t.Fatalf("%d message bytes queued", c.pendingBytes)
		}
	}
	c.flush()
	if c.total != 3*maxPendingEntries+7+1000+10 || c.bad != 3*maxPendingEntries+7 {
		t.Fatalf("total %d, malformed %d", c.total, c.bad)
	}
}

// TestVerifyStreams checks that verdicts come out while the input is still
// open: a run over a pipe prints the verdicts of what it has read before
// the writer closes it.
func TestVerifyStreams(t *testing.T) {
	cmd := exec.Command(vilyaBin, "verify")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	defer in.Close()
	timer := time.AfterFunc(time.Minute, func() { cmd.Process.Kill() })
	defer timer.Stop()
	go func() {
		for range maxPendingEntries {
			io.WriteString(in, "garbage\n")
		}
		for range 64 {
			io.WriteString(in, goodLine(nil)+"\n")
		}
	}()
	br := bufio.NewReader(out)
	for i := range maxPendingEntries + 64 {
		line, err := br.ReadString('\n')
		if err != nil {
			t.Fatalf("verdict %d: %v (the input is still open)", i+1, err)
		}
		if want := "-:" + strconv.Itoa(i+1) + ": "; !strings.HasPrefix(line, want) {
			t.Fatalf("verdict %d: %q", i+1, line)
		}
	}
}

// TestVerifyMsgFiles checks that @file messages are read only under
// --msg-files, and then only from regular files of at most maxMsgFile
// bytes: a device, a FIFO or a large file is a malformed line, at once.
func TestVerifyMsgFiles(t *testing.T) {
	dir := t.TempDir()
	msg := []byte("from a file")
	writeFile(t, dir, "msg", msg)
	line := goodLine(msg)
	line = line[:strings.LastIndexByte(line, ' ')+1]
	big, err := os.Create(filepath.Join(dir, "big"))
	if err != nil {
		t.Fatal(err)
	}
	big.Truncate(maxMsgFile + 1) // sparse
	big.Close()
	if err := mkfifo(filepath.Join(dir, "fifo")); err != nil {
		t.Skip(err)
	}
	for _, c := range []struct {
		file, flag, want string
	}{
		{"msg", "--msg-files", "OK"},
		{"msg", "--quiet", "MALFORMED (message file: not read without --msg-files)"},
		{"/dev/zero", "--msg-files", "MALFORMED (message file: /dev/zero: not a regular file)"},
		{"fifo", "--msg-files", "MALFORMED (message file: fifo: not a regular file)"},
		{"big", "--msg-files", "MALFORMED (message file: big: larger than 16777216 bytes)"},
		{"missing", "--msg-files", "MALFORMED (message file: open missing: no such file or directory)"},
	} {
		writeFile(t, dir, "list", []byte(line+"@"+c.file+"\n"))
		r := runOut(t, dir, nil, "verify", c.flag, "list")
		if want := "list:1: " + c.want + "\n"; string(r.stdout) != want {
			t.Errorf("@%s %s: %v\nwant stdout %q", c.file, c.flag, r, want)
		}
	}
}

// TestVerifyEmpty checks that an input without any signature fails, as a
// gate that passes on nothing would be wrong, unless --allow-empty.
func TestVerifyEmpty(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "empty", nil)
	writeFile(t, dir, "comments", []byte("# nothing\n\n   \n"))
	for _, c := range []struct {
		args []string
		code int
	}{
		{[]string{"empty"}, 1},
		{[]string{"comments", "empty"}, 1},
		{[]string{"-"}, 1},
		{[]string{"--allow-empty", "empty"}, 0},
		{[]string{"comments", "--allow-empty"}, 0},
	} {
		r := vilya(t, dir, "empty", append([]string{"verify"}, c.args...)...)
		if r.code != c.code || c.code == 1 && !strings.Contains(string(r.stderr), "no signature") {
			t.Errorf("verify %q: %v, want exit %d", c.args, r, c.code)
		}
	}
}

// TestVerifyFlagsAfterFiles checks that flags after the file names are
// flags, and that "--" ends them.
func TestVerifyFlagsAfterFiles(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "good", []byte(goodLine([]byte("x"))+"\n"))
	if r := vilya(t, dir, "", "verify", "good", "--quiet", "good"); r.code != 0 || len(r.stdout) != 0 {
		t.Errorf("good --quiet good: %v", r)
	}
	if r := vilya(t, dir, "", "verify", "good", "--profile", "bogus"); r.code != 2 {
		t.Errorf("good --profile bogus: %v", r)
	}
	r := vilya(t, dir, "", "verify", "good", "--", "--quiet")
	if r.code != 1 || string(r.stdout) != "good:1: OK\n" || !strings.Contains(string(r.stderr), "--quiet: no such file") {
		t.Errorf("good -- --quiet: %v", r)
	}
}

// TestVerifyStdoutFails checks that verdicts that cannot be written fail
// the run, at once, with a message, rather than being lost silently.
func TestVerifyStdoutFails(t *testing.T) {
	dir := t.TempDir()
	var many strings.Builder
	for range 10000 {
		many.WriteString(goodLine(nil) + "\n")
	}
	writeFile(t, dir, "good", []byte(many.String()))
	for name, out := range map[string]func(*testing.T) *os.File{"/dev/full": devFull, "a closed pipe": closedPipe} {
		r := runOut(t, dir, out(t), "verify", "good")
		if r.code != 1 || !strings.HasPrefix(string(r.stderr), "vilya verify: writing standard output: ") {
			t.Errorf("to %s: %v", name, r)
		}
	}
}

// TestVerifyMalformedCountTowardBatch checks that malformed lines fill a
// batch as well-formed ones do: they used to wait for maxPendingEntries,
// whatever --batch said.
func TestVerifyMalformedCountTowardBatch(t *testing.T) {
	c := &verifyCmd{verifyOptions: verifyOptions{batch: 64}, out: bufio.NewWriter(io.Discard)}
	e, _ := parseSigLine([]byte(goodLine([]byte("m"))), false)
	for i := range 1000 {
		if i%3 == 0 {
			c.add(e)
		} else {
			c.add(sigEntry{src: "x", line: i + 1, malformed: "bad"})
		}
		if len(c.pending) >= c.batch {
			t.Fatalf("after %d lines %d entries are queued, batch is %d", i+1, len(c.pending), c.batch)
		}
	}
}

// heldBytes is what the queued entries hold, counted independently of
// entryBytes: their reasons and the arrays they point to.
func heldBytes(c *verifyCmd) (n int) {
	for _, e := range c.pending {
		n += len(e.malformed) + len(e.failed) + cap(e.pub) + cap(e.sig) + cap(e.msg)
	}
	return n
}

// TestVerifyReasonsBounded checks that a MALFORMED reason quotes a bounded
// part of a message file's name, so that lines naming long files cannot
// fill the queue: each used to keep its whole name (twice) in its reason,
// about 33 MiB held per line of 16 MiB, 130 GiB allowed before a flush.
func TestVerifyReasonsBounded(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	line := goodLine(nil)
	prefix := line[:strings.LastIndexByte(line, ' ')+1]
	name := strings.Repeat("n", 1<<20)
	c := &verifyCmd{verifyOptions: verifyOptions{batch: maxPendingEntries, msgFiles: true}, out: bufio.NewWriter(io.Discard)}
	for i := range 200 {
		e, ok := parseSigLine([]byte(prefix+"@"+name+strconv.Itoa(i)), true)
		if !ok || !strings.HasPrefix(e.malformed, "message file: open nnnn") || len(e.malformed) > 2*maxReasonName {
			t.Fatalf("line %d: reason of %d bytes: %.80q", i, len(e.malformed), e.malformed)
		}
		c.add(e)
		if held := heldBytes(c); held > maxPendingBytes {
			t.Fatalf("after %d lines the queue holds %d bytes", i+1, held)
		}
	}
	// A name the file system refuses as too long, and one of a directory.
	for _, n := range []string{strings.Repeat("d", 300), strings.Repeat("/", 1<<20) + "."} {
		e, _ := parseSigLine([]byte(prefix+"@"+n), true)
		if len(e.malformed) > 2*maxReasonName {
			t.Errorf("@%.20q...: reason of %d bytes: %.80q", n, len(e.malformed), e.malformed)
		}
	}
}

// TestParseSigLineManyFields checks that a line of many short fields is
// rejected without splitting it: the whole line used to be split first,
// 16 bytes a field (a 16 MiB line of "a a a ..." peaked at 411 MB).
func TestParseSigLineManyFields(t *testing.T) {
	line := bytes.Repeat([]byte("a "), 2<<20) // 4 MiB, 2 Mi fields
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	e, ok := parseSigLine(line, false)
	runtime.ReadMemStats(&after)
	if !ok || e.malformed != "want 2 or 3 fields (public key, signature, message), have 2097152" {
		t.Fatalf("%v %q", ok, e.malformed)
	}
	if n := after.TotalAlloc - before.TotalAlloc; n > 64<<10 {
		t.Errorf("parsing a %d-byte line allocated %d bytes", len(line), n)
	}
	// Long fields are checked before they are decoded.
	long := bytes.Repeat([]byte("ab"), 2<<20)
	for _, line := range [][]byte{
		append(append([]byte{}, long...), " 00"...),
		append([]byte(strings.Repeat("0", 64)+" "), long...),
	} {
		runtime.ReadMemStats(&before)
		e, _ := parseSigLine(line, false)
		runtime.ReadMemStats(&after)
		if n := after.TotalAlloc - before.TotalAlloc; n > 64<<10 || !strings.Contains(e.malformed, "bytes, want") {
			t.Errorf("%q: allocated %d bytes", e.malformed, n)
		}
	}
}
