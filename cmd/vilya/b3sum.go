package main

import (
	"bufio"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"strconv"
	"strings"

	"github.com/vilyacrypto/vilya/blake3"
)

// b3sumVersion is the version of b3sum whose behaviour vilya b3sum follows:
// the one Debian 12 ships. Its output, messages and exit codes are the
// reference, with these of later versions (b3sum 1.8) added: --seek,
// --tag, --check reading --tag's lines and lines ending in CRLF, and
// carriage returns in names escaped as \r. Newer b3sum versions also add
// a summary warning to --check, and clap 4's messages; vilya keeps 1.2.0's.
const b3sumVersion = "1.2.0"

// b3sumCmd is one run of vilya b3sum.
type b3sumCmd struct {
	name    string // the name in messages: "b3sum" or "vilya"
	flags   b3sumFlags
	key     *[blake3.KeySize]byte
	seek    uint64 // --seek: the output offset printed or checked
	workers int
	out     *bufio.Writer
	// tty reports that standard error is a terminal, so that long hashes
	// may show progress there.
	tty bool
	// hasher and checker are reused for every file (a Hasher holds a
	// 16 KiB buffer: allocating one per file of a long checkfile made the
	// garbage collector run every few hundred lines).
	hasher, checker *blake3.Hasher
	// buf is the read buffer of stream and openInput (streamBuf bytes),
	// made on first use and kept: from a sync.Pool, a checkfile's lines
	// made a fresh one after every garbage collection that emptied it.
	buf []byte
	// fileMode says whether large files are mapped or read
	// (hashMappedOrRead).
	fileMode int
	// mid says whether files under probeFileMin bytes are mapped or read
	// (hashMidFile).
	mid midFiles
	// ahead hashes files under aheadMax bytes on helper goroutines ahead
	// of the output (b3sum_ahead.go); nil when none run.
	ahead *ahead
}

// b3sumMain runs vilya b3sum with the arguments after the subcommand and
// returns the exit code, following b3sum 1.2.0: 0 when everything hashed
// (or checked OK), 1 otherwise or on a usage error, 101 when standard output
// cannot be written (see stdoutError).
func b3sumMain(name string, args []string) int {
	c := &b3sumCmd{name: name, out: bufio.NewWriterSize(os.Stdout, 64<<10)}
	f, code, done := parseB3sumFlags(name, args, c.out, os.Stderr)
	if done {
		if err := c.out.Flush(); err != nil {
			c.stdoutFailed(err)
			return 1 // b3sum's exit code when --version cannot be printed
		}
		return code
	}
	c.flags = f
	if len(f.files) == 0 {
		f.files = []string{"-"}
		c.flags.files = f.files
	}
	if f.raw && len(f.files) > 1 {
		return c.fatal(errors.New("Only one filename can be provided when using --raw"))
	}
	if f.keyed {
		key, err := readKey(os.Stdin)
		if err != nil {
			return c.fatal(err)
		}
		c.key = key
	}
	if f.hasSeek {
		n, err := parseRustUint(f.seek, 64)
		if err != nil {
			return c.fatal(fmt.Errorf("Failed to parse seek.\n\nCaused by:\n    %v", err))
		}
		c.seek = n
		if f.check && n > math.MaxUint64-blake3.Size {
			return c.fatal(errors.New("--seek leaves fewer than 32 bytes of the output (2^64-1 bytes) to check"))
		}
	}
	c.workers = runtime.GOMAXPROCS(0)
	if f.hasNumThreads {
		n, err := parseRustUint(f.numThreads, strconv.IntSize)
		if err != nil {
			return c.fatal(fmt.Errorf("Failed to parse num threads.\n\nCaused by:\n    %v", err))
		}
		if n > 0 {
			c.workers = int(min(n, 1<<16))
		} else {
			c.workers = rayonThreads(c.workers)
		}
	} else {
		c.workers = rayonThreads(c.workers)
	}
	c.tty = progressWanted(os.Stderr, os.Getenv("VILYA_NO_PROGRESS"))
	if f.check {
		return c.checkAll()
	}
	return c.hashAll()
}

// fatal reports an error that ends the run, in the format of b3sum's
// top-level errors, and returns exit code 1.
func (c *b3sumCmd) fatal(err error) int {
	c.out.Flush()
	fmt.Fprintf(os.Stderr, "Error: %v\n", err)
	return 1
}

// A stdoutError is a failure to write standard output. b3sum stops at the
// first one (Rust's print! panics: "failed printing to stdout", exit code
// 101), so vilya stops there too, rather than going on and blaming the
// next file for an error the output already had. Output goes through a
// buffer flushed after every line, so that the error is seen at once.
type stdoutError struct{ err error }

func (e stdoutError) Error() string { return e.err.Error() }

// exitStdoutFailed is b3sum's exit code after a failed write to standard
// output.
const exitStdoutFailed = 101

// stdoutFailed reports a failed write to standard output and returns
// exitStdoutFailed.
func (c *b3sumCmd) stdoutFailed(err error) int {
	fmt.Fprintf(os.Stderr, "%s: failed printing to stdout: %s\n", c.name, errText(err))
	return exitStdoutFailed
}

// flush writes the buffered output, returning a failure as a stdoutError.
func (c *b3sumCmd) flush() error {
	if err := c.out.Flush(); err != nil {
		return stdoutError{err}
	}
	return nil
}

// warn reports an error about one file; the run goes on.
func (c *b3sumCmd) warn(format string, a ...any) {
	c.out.Flush()
	fmt.Fprintf(os.Stderr, "%s: "+format+"\n", append([]any{c.name}, a...)...)
}

// newHasher returns a fresh Hasher in the mode the flags select.
func (c *b3sumCmd) newHasher() *blake3.Hasher {
	switch {
	case c.key != nil:
		return blake3.NewKeyed(c.key)
	case c.flags.hasDeriveKey:
		return blake3.NewDeriveKey(c.flags.deriveKey)
	}
	return blake3.New()
}

// hashAll hashes every file argument, printing a line for each; errors are
// reported and the remaining files still hashed. A failure to write standard
// output ends the run. Files under aheadMax bytes may be hashed ahead on
// helpers (b3sum_ahead.go); the output is the same.
func (c *b3sumCmd) hashAll() int {
	files := c.flags.files
	added := 0
	if n := aheadHelpers(c); n > 0 && len(files) > 1 { // --raw takes one file
		c.ahead = startAhead(n, c.newHasher)
		defer c.ahead.stop()
	}
	code := 0
	for i, path := range files {
		for c.ahead != nil && added < len(files) && c.ahead.room() {
			c.ahead.add(files[added])
			if added++; added == len(files) {
				c.ahead.close()
			}
		}
		err := c.hashOne(i, path)
		if err == nil {
			err = c.flush()
		}
		var se stdoutError
		if errors.As(err, &se) {
			return c.stdoutFailed(se.err)
		}
		if err != nil {
			c.warn("%s: %s", lossy(path), errText(err))
			code = 1
		}
	}
	return code
}

// hashOne hashes argument i, path, or takes a helper's hash of it, and
// prints its line. A failure to write the line is a stdoutError, except
// under --raw, where, as in b3sum, it is an error about the file.
func (c *b3sumCmd) hashOne(i int, path string) error {
	if c.ahead != nil {
		if r, ok := c.ahead.take(i); ok {
			if r.err != nil {
				return r.err
			}
			return c.printLine(path, r.xof)
		}
	}
	if c.hasher == nil {
		c.hasher = c.newHasher()
	}
	h := c.hasher
	h.Reset()
	if err := c.hashPath(h, path); err != nil {
		return err
	}
	return c.printLine(path, h.XOF())
}

// printLine prints the line of path, whose hash xof reads: the --length
// bytes of output from --seek in hex and the name (after them, or, under
// --tag, before them), or the raw bytes under --raw.
func (c *b3sumCmd) printLine(path string, xof *blake3.OutputReader) error {
	xof.SetPosition(c.seek)
	if c.flags.raw {
		n, err := c.outLen()
		if err != nil {
			return err
		}
		if _, err = io.CopyN(c.out, xof, int64(min(n, 1<<62))); err != nil {
			return err
		}
		return c.out.Flush()
	}
	if c.flags.noNames {
		if err := c.writeHex(xof); err != nil {
			return err
		}
		c.out.WriteByte('\n')
		return nil
	}
	name, escaped := escapeName(path)
	if escaped {
		// b3sum prints the backslash before it parses --length.
		c.out.WriteByte('\\')
	}
	if c.flags.tag {
		if _, err := c.outLen(); err != nil { // before any of the line
			return err
		}
		c.out.WriteString("BLAKE3 (")
		c.out.WriteString(name)
		c.out.WriteString(") = ")
		if err := c.writeHex(xof); err != nil {
			return err
		}
		c.out.WriteByte('\n')
		return nil
	}
	if err := c.writeHex(xof); err != nil {
		return err
	}
	// A write error here sticks in c.out, and the caller's flush returns it.
	c.out.WriteString("  ")
	c.out.WriteString(name)
	c.out.WriteByte('\n')
	return nil
}

// errPastOutputEnd reports a --seek and --length that together pass the
// end of the output vilya serves (blake3.OutputReader: 2^64-1 bytes).
var errPastOutputEnd = errors.New("--seek plus --length passes the end of the output (2^64-1 bytes)")

// outLen parses --length (default 32) the way b3sum does, when it first
// needs it, and checks that the bytes from --seek end within the output.
func (c *b3sumCmd) outLen() (uint64, error) {
	n := uint64(blake3.Size)
	if c.flags.hasLength {
		var err error
		if n, err = parseRustUint(c.flags.length, 64); err != nil {
			return 0, errors.New("Failed to parse length.")
		}
	}
	if n > math.MaxUint64-c.seek {
		return 0, errPastOutputEnd
	}
	return n, nil
}

// writeHex writes --length bytes of output in lowercase hex; it stops at
// the first failed write, which it returns as a stdoutError.
func (c *b3sumCmd) writeHex(xof *blake3.OutputReader) error {
	n, err := c.outLen()
	if err != nil {
		return err
	}
	var raw [1024]byte
	var txt [2048]byte
	for n > 0 {
		k := int(min(n, uint64(len(raw))))
		xof.Read(raw[:k])
		hex.Encode(txt[:], raw[:k])
		if _, err := c.out.Write(txt[:2*k]); err != nil {
			return stdoutError{err}
		}
		n -= uint64(k)
	}
	return nil
}

// escapeName returns the name b3sum prints for path: invalid UTF-8
// replaced, and backslashes, newlines and carriage returns escaped as \\,
// \n and \r, in which case escaped is true and the line starts with a
// backslash.
func escapeName(path string) (name string, escaped bool) {
	name = lossy(path)
	if !strings.ContainsAny(name, "\\\n\r") {
		return name, false
	}
	return nameEscaper.Replace(name), true
}

var nameEscaper = strings.NewReplacer(`\`, `\\`, "\n", `\n`, "\r", `\r`)

// readKey reads exactly blake3.KeySize raw bytes from r, with b3sum's
// messages for too few or too many.
func readKey(r io.Reader) (*[blake3.KeySize]byte, error) {
	var buf [blake3.KeySize + 1]byte
	n, err := io.ReadFull(r, buf[:])
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return nil, errors.New(errText(err))
	}
	switch {
	case n < blake3.KeySize:
		return nil, fmt.Errorf("expected %d key bytes from stdin, found %d", blake3.KeySize, n)
	case n > blake3.KeySize:
		return nil, fmt.Errorf("read more than %d key bytes from stdin", blake3.KeySize)
	}
	key := new([blake3.KeySize]byte)
	copy(key[:], buf[:])
	return key, nil
}
