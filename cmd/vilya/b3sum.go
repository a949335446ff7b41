package main

import (
	"bufio"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"unicode/utf8"

	"github.com/vilyacrypto/vilya/blake3"
)

// b3sumVersion is the version of b3sum whose behaviour vilya b3sum follows:
// the one Debian ships. Its output, messages and exit codes are the
// reference; newer b3sum versions add a summary warning to --check.
const b3sumVersion = "1.2.0"

// b3sumFlags holds the parsed command line of vilya b3sum.
type b3sumFlags struct {
	check, keyed, noMmap, noNames, raw, quiet bool

	length, numThreads, deriveKey          string
	hasLength, hasNumThreads, hasDeriveKey bool

	files []string
	// order lists the flags given, in command-line order, for conflict
	// messages.
	order []string
}

// b3sumCmd is one run of vilya b3sum.
type b3sumCmd struct {
	name    string // the name in messages: "b3sum" or "vilya"
	flags   b3sumFlags
	key     *[blake3.KeySize]byte
	workers int
	out     *bufio.Writer
	// tty reports that standard error is a terminal, so that long hashes
	// may show progress there.
	tty bool
	// hasher and checker are reused for every file (a Hasher holds a
	// 16 KiB buffer: allocating one per file of a long checkfile made the
	// garbage collector run every few hundred lines).
	hasher, checker *blake3.Hasher
	// fileMode says whether large files are mapped or read
	// (hashMappedOrRead).
	fileMode int
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

// rayonThreads returns RAYON_NUM_THREADS when it holds a positive number,
// as b3sum does without --num-threads, and def otherwise.
func rayonThreads(def int) int {
	if n, err := strconv.Atoi(os.Getenv("RAYON_NUM_THREADS")); err == nil && n > 0 {
		return min(n, 1<<16)
	}
	return def
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
// output ends the run.
func (c *b3sumCmd) hashAll() int {
	code := 0
	for _, path := range c.flags.files {
		err := c.hashOne(path)
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

// hashOne hashes one input and prints its line. A failure to write the line
// is a stdoutError, except under --raw, where, as in b3sum, it is an error
// about the file.
func (c *b3sumCmd) hashOne(path string) error {
	if c.hasher == nil {
		c.hasher = c.newHasher()
	}
	h := c.hasher
	h.Reset()
	if err := c.hashPath(h, path); err != nil {
		return err
	}
	xof := h.XOF()
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
	if err := c.writeHex(xof); err != nil {
		return err
	}
	// A write error here sticks in c.out, and the caller's flush returns it.
	c.out.WriteString("  ")
	c.out.WriteString(name)
	c.out.WriteByte('\n')
	return nil
}

// outLen parses --length (default 32) the way b3sum does, when it first
// needs it.
func (c *b3sumCmd) outLen() (uint64, error) {
	if !c.flags.hasLength {
		return blake3.Size, nil
	}
	n, err := parseRustUint(c.flags.length, 64)
	if err != nil {
		return 0, errors.New("Failed to parse length.")
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

// checkAll reads every argument as a checkfile. An unreadable checkfile or a
// failure to write standard output ends the run, as in b3sum; a bad line or
// a failed file is reported and checking goes on.
func (c *b3sumCmd) checkAll() int {
	code := 0
	for _, path := range c.flags.files {
		failed, err := c.checkFile(path)
		var se stdoutError
		if errors.As(err, &se) {
			return c.stdoutFailed(se.err)
		}
		if err != nil {
			return c.fatal(errors.New(errText(err)))
		}
		if failed {
			code = 1
		}
	}
	return code
}

// errInvalidUTF8 is the message b3sum gives for a checkfile line that is
// not UTF-8.
var errInvalidUTF8 = errors.New("stream did not contain valid UTF-8")

// maxCheckLine bounds a checkfile line, so that no checkfile makes the run
// allocate without bound: far above the longest valid one (64 hex digits,
// two spaces and a path of at most 4096 bytes, escaped).
const maxCheckLine = 1 << 20

// checkFile checks every line of one checkfile and reports whether any
// failed; err is an error reading the checkfile itself.
func (c *b3sumCmd) checkFile(path string) (failed bool, err error) {
	var r io.Reader
	if path == "-" {
		r = os.Stdin
	} else {
		f, err := os.Open(path)
		if err != nil {
			return false, err
		}
		defer f.Close()
		r = f
	}
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		line, tooLong, err := readLine(br, maxCheckLine)
		if err == nil || len(line) > 0 || tooLong {
			switch {
			case tooLong:
				c.warn("Line longer than %d bytes", maxCheckLine)
				failed = true
			case !utf8.Valid(line):
				return failed, errInvalidUTF8
			case !c.checkLine(string(line)):
				failed = true
			}
			if err := c.flush(); err != nil {
				return failed, err
			}
		}
		if err == io.EOF {
			return failed, nil
		}
		if err != nil {
			return failed, err
		}
	}
}

// checkLine checks one checkfile line and reports whether it passed.
func (c *b3sumCmd) checkLine(line string) bool {
	p, err := parseCheckLine(line)
	if err != nil {
		c.warn("%v", err)
		return false
	}
	shown := p.fileString
	if p.escaped {
		shown = `\` + shown
	}
	if c.checker == nil {
		c.checker = blake3.New()
	}
	h := c.checker
	h.Reset()
	if err := c.hashPath(h, p.path); err != nil {
		fmt.Fprintf(c.out, "%s: FAILED (%s)\n", shown, errText(err))
		return false
	}
	if h.Sum256() == p.sum {
		if !c.flags.quiet {
			fmt.Fprintf(c.out, "%s: OK\n", shown)
		}
		return true
	}
	fmt.Fprintf(c.out, "%s: FAILED\n", shown)
	return false
}

// A checkLine is one parsed checkfile line.
type checkLine struct {
	fileString string // the name as written, escapes and all
	escaped    bool   // the line started with a backslash
	path       string // the name with escapes undone
	sum        [blake3.Size]byte
}

// parseCheckLine parses "<64 lowercase hex>  <name>" with an optional
// leading backslash that marks an escaped name, with b3sum's rules and
// messages.
func parseCheckLine(line string) (checkLine, error) {
	var p checkLine
	line = strings.TrimRight(line, "\n")
	if line == "" {
		return p, errors.New("Empty line")
	}
	if line[0] == '\\' {
		p.escaped = true
		line = line[1:]
	}
	const hexLen = 2 * blake3.Size
	const prefixLen = hexLen + 2
	if len(line) <= prefixLen {
		return p, errors.New("Short line")
	}
	for i := 0; i < prefixLen; i++ {
		if line[i] >= utf8.RuneSelf {
			return p, errors.New("Non-ASCII prefix")
		}
	}
	if line[hexLen:prefixLen] != "  " {
		return p, errors.New("Invalid space")
	}
	for i := range p.sum {
		hi, ok1 := lowerHexDigit(line[2*i])
		lo, ok2 := lowerHexDigit(line[2*i+1])
		if !ok1 || !ok2 {
			return p, errors.New("Invalid hex")
		}
		p.sum[i] = hi<<4 | lo
	}
	p.fileString = line[prefixLen:]
	p.path = p.fileString
	if p.escaped {
		u, err := unescapeName(p.fileString)
		if err != nil {
			return p, err
		}
		p.path = u
	}
	if strings.ContainsRune(p.path, 0) {
		return p, errors.New("Null character in path")
	}
	if strings.ContainsRune(p.path, utf8.RuneError) {
		return p, errors.New("Unicode replacement character in path")
	}
	return p, nil
}

func lowerHexDigit(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10, true
	}
	return 0, false
}

// escapeName returns the name b3sum prints for path: invalid UTF-8
// replaced, and backslashes and newlines escaped as \\ and \n, in which case
// escaped is true and the line starts with a backslash.
func escapeName(path string) (name string, escaped bool) {
	name = lossy(path)
	if !strings.ContainsAny(name, "\\\n") {
		return name, false
	}
	name = strings.ReplaceAll(name, `\`, `\\`)
	name = strings.ReplaceAll(name, "\n", `\n`)
	return name, true
}

// unescapeName undoes escapeName: \\ and \n are the only escapes.
func unescapeName(s string) (string, error) {
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '\\')
		if i < 0 {
			b.WriteString(s)
			return b.String(), nil
		}
		if i+1 >= len(s) {
			return "", errors.New("Invalid backslash escape")
		}
		b.WriteString(s[:i])
		switch s[i+1] {
		case 'n':
			b.WriteByte('\n')
		case '\\':
			b.WriteByte('\\')
		default:
			return "", errors.New("Invalid backslash escape")
		}
		s = s[i+2:]
	}
}

// lossy returns s with each maximal invalid UTF-8 subpart replaced by
// U+FFFD, as Rust's to_string_lossy (and so b3sum) does: an incomplete
// multi-byte sequence becomes one replacement character, a stray byte one.
func lossy(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		if r != utf8.RuneError || n > 1 {
			b.WriteString(s[:n])
			s = s[n:]
			continue
		}
		b.WriteRune(utf8.RuneError)
		s = s[maxSubpart(s):]
	}
	return b.String()
}

// maxSubpart returns the length of the maximal subpart of an ill-formed
// UTF-8 sequence at the start of s: the longest prefix of a well-formed
// sequence, and at least 1.
func maxSubpart(s string) int {
	c := s[0]
	var need int
	lo, hi := byte(0x80), byte(0xBF)
	switch {
	case c >= 0xC2 && c <= 0xDF:
		need = 1
	case c == 0xE0:
		need, lo = 2, 0xA0
	case c >= 0xE1 && c <= 0xEC, c == 0xEE, c == 0xEF:
		need = 2
	case c == 0xED:
		need, hi = 2, 0x9F
	case c == 0xF0:
		need, lo = 3, 0x90
	case c >= 0xF1 && c <= 0xF3:
		need = 3
	case c == 0xF4:
		need, hi = 3, 0x8F
	default:
		return 1
	}
	n := 1
	for n <= need && n < len(s) && s[n] >= lo && s[n] <= hi {
		n++
		lo, hi = 0x80, 0xBF
	}
	return n
}

// errText renders err as b3sum (Rust's io::Error) does: an operating-system
// error becomes its C library message and "(os error N)", without the file
// name, which the caller adds where b3sum does.
func errText(err error) string {
	var errno syscall.Errno
	if errors.As(err, &errno) {
		msg := errno.Error()
		if msg != "" {
			msg = strings.ToUpper(msg[:1]) + msg[1:]
		}
		return fmt.Sprintf("%s (os error %d)", msg, int(errno))
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return "failed to fill whole buffer"
	}
	return err.Error()
}

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

// parseRustUint parses an unsigned decimal integer of the given bit size as
// Rust's str::parse does (an optional leading +), with Rust's messages.
func parseRustUint(s string, bitSize int) (uint64, error) {
	if s == "" {
		return 0, errors.New("cannot parse integer from empty string")
	}
	d := strings.TrimPrefix(s, "+")
	if d == "" {
		return 0, errors.New("invalid digit found in string")
	}
	for i := 0; i < len(d); i++ {
		if d[i] < '0' || d[i] > '9' {
			return 0, errors.New("invalid digit found in string")
		}
	}
	n, err := strconv.ParseUint(d, 10, bitSize)
	if err != nil {
		return 0, errors.New("number too large to fit in target type")
	}
	return n, nil
}

// b3sumHelp is the --help text, b3sum's with the command's name.
func b3sumHelp(name string) string {
	prog := name
	if name != "b3sum" {
		prog = "vilya b3sum"
	}
	return prog + ` (vilya ` + version + `, compatible with b3sum ` + b3sumVersion + `)

USAGE:
    ` + prog + ` [FLAGS] [OPTIONS] [FILE]...

FLAGS:
    -c, --check       Reads BLAKE3 sums from the [file]s and checks them
    -h, --help        Prints help information
        --keyed       Uses the keyed mode. The secret key is read from standard
                      input, and it must be exactly 32 raw bytes.
        --no-mmap     Disables memory mapping. Currently this also disables
                      multithreading.
        --no-names    Omits filenames in the output
        --quiet       Skips printing OK for each successfully verified file.
                      Must be used with --check.
        --raw         Writes raw output bytes to stdout, rather than hex.
                      --no-names is implied. In this case, only a single
                      input is allowed.
    -V, --version     Prints version information

OPTIONS:
        --derive-key <CONTEXT>    Uses the key derivation mode, with the given
                                  context string. Cannot be used with --keyed.
    -l, --length <LEN>            The number of output bytes, prior to hex
                                  encoding (default 32)
        --num-threads <NUM>       The maximum number of threads to use. By
                                  default, this is the number of logical cores.
                                  If this flag is omitted, or if its value is 0,
                                  RAYON_NUM_THREADS is also respected.

ARGS:
    <FILE>...    Files to hash, or checkfiles to check. When no file is given,
                 or when - is given, read standard input.
`
}

// parseB3sumFlags parses the command line the way b3sum's clap 2 parser
// does: long options with "=" or a separate value, short options bundled or
// with an attached value, "--" ending the options, "-" a file; the first -h
// or -V answers at once; an option followed by an argument that starts
// with "-" is left without a value. On a usage error it prints clap's
// message and usage line to stderr and returns done with code 1 (errors in
// clap's order: while parsing, then an option left waiting at the end, the
// conflicts, the required arguments, repeated options and options without
// a value); for --help and --version it prints to stdout and returns done
// with code 0. The "Did you mean" hint clap adds for a misspelt option is
// not printed.
func parseB3sumFlags(name string, args []string, stdout, stderr io.Writer) (f b3sumFlags, code int, done bool) {
	prog := name
	if name != "b3sum" {
		prog = "vilya b3sum"
	}
	type opt struct {
		long  string
		short byte
		value string // value name, "" for a flag
	}
	// opts is in the order of clap's argument names, which its usage
	// lines follow.
	opts := []opt{
		{"check", 'c', ""}, {"derive-key", 0, "CONTEXT"}, {"help", 'h', ""}, {"keyed", 0, ""},
		{"length", 'l', "LEN"}, {"no-mmap", 0, ""}, {"no-names", 0, ""}, {"num-threads", 0, "NUM"},
		{"quiet", 0, ""}, {"raw", 0, ""}, {"version", 'V', ""},
	}
	display := func(o opt) string {
		if o.value != "" {
			return "--" + o.long + " <" + o.value + ">"
		}
		return "--" + o.long
	}
	byName := func(long string) opt {
		for _, o := range opts {
			if o.long == long {
				return o
			}
		}
		panic("b3sum: no option " + long)
	}
	// values counts the values each option given has received; an option
	// still waiting for its value has none.
	values := map[string]int{}
	// usageErr prints msg with clap's usage line for an error: the options
	// given so far and those they require (--keyed requires a FILE, --quiet
	// --check), in clap's order, or the general line when there are none.
	usageErr := func(msg string) (b3sumFlags, int, bool) {
		var used []string
		for _, o := range opts {
			if slices.Contains(f.order, o.long) || o.long == "check" && slices.Contains(f.order, "quiet") {
				used = append(used, display(o))
			}
		}
		if slices.Contains(f.order, "keyed") {
			used = append([]string{"<FILE>..."}, used...)
		}
		line := strings.Join(append([]string{prog}, used...), " ")
		if len(used) == 0 {
			line = prog + " [FLAGS] [OPTIONS] [FILE]..."
		}
		fmt.Fprintf(stderr, "error: %s\n\nUSAGE:\n    %s\n\nFor more information try --help\n", msg, line)
		return f, 1, true
	}
	// helpOrVersion prints what -h or -V asks for: clap answers the first
	// of them at once, whatever follows.
	helpOrVersion := func(long string) (b3sumFlags, int, bool) {
		switch {
		case long == "help":
			fmt.Fprint(stdout, b3sumHelp(name))
		case name == "b3sum":
			fmt.Fprintf(stdout, "b3sum %s (vilya %s)\n", b3sumVersion, version)
		default:
			fmt.Fprintf(stdout, "vilya b3sum %s (compatible with b3sum %s)\n", version, b3sumVersion)
		}
		return f, 0, true
	}
	set := func(o opt, v string) {
		values[o.long]++
		switch o.long {
		case "derive-key":
			f.deriveKey, f.hasDeriveKey = v, true
		case "length":
			f.length, f.hasLength = v, true
		case "num-threads":
			f.numThreads, f.hasNumThreads = v, true
		}
	}
	given := func(o opt) {
		f.order = append(f.order, o.long)
		switch o.long {
		case "check":
			f.check = true
		case "keyed":
			f.keyed = true
		case "no-mmap":
			f.noMmap = true
		case "no-names":
			f.noNames = true
		case "quiet":
			f.quiet = true
		case "raw":
			f.raw = true
		}
	}
	// waiting is the option whose value the next argument is, as clap
	// parses: an argument that starts with "-" (other than "-") is an
	// argument of its own, and leaves the option without a value.
	var waiting *opt
	trailing := false // after "--": files only
	for _, a := range args {
		switch {
		case trailing:
			f.files = append(f.files, a)
		case a == "--":
			trailing = true
		case strings.HasPrefix(a, "--"):
			nm, val, hasVal := strings.Cut(a[2:], "=")
			var o *opt
			for k := range opts {
				if opts[k].long == nm {
					o = &opts[k]
				}
			}
			if o == nil {
				return usageErr("Found argument '--" + nm + "' which wasn't expected, or isn't valid in this context")
			}
			if o.long == "help" || o.long == "version" {
				return helpOrVersion(o.long)
			}
			given(*o)
			waiting = nil
			// clap 2 ignores a value given to a flag with "=".
			if o.value != "" {
				if hasVal {
					set(*o, val)
				} else {
					waiting = o
				}
			}
		case len(a) > 1 && a[0] == '-':
			waiting = nil
			for j := 1; j < len(a); j++ {
				var o *opt
				for k := range opts {
					if opts[k].short != 0 && opts[k].short == a[j] {
						o = &opts[k]
					}
				}
				if o == nil {
					return usageErr("Found argument '-" + string(a[j]) + "' which wasn't expected, or isn't valid in this context")
				}
				if o.long == "help" || o.long == "version" {
					return helpOrVersion(o.long)
				}
				given(*o)
				if o.value == "" {
					continue
				}
				if j+1 < len(a) {
					set(*o, strings.TrimPrefix(a[j+1:], "="))
				} else {
					waiting = o
				}
				break
			}
		case waiting != nil:
			set(*waiting, a)
			waiting = nil
		default:
			f.files = append(f.files, a)
		}
	}
	required := func() (b3sumFlags, int, bool) {
		if f.quiet && !f.check {
			return usageErr("The following required arguments were not provided:\n    --check")
		}
		if f.keyed && len(f.files) == 0 {
			return usageErr("The following required arguments were not provided:\n    <FILE>...")
		}
		return f, 0, false
	}
	// An option waiting for its value at the end: clap checks the required
	// arguments, then that value, before anything else.
	if waiting != nil {
		if f, code, done := required(); done {
			return f, code, done
		}
		if values[waiting.long] == 0 {
			return usageErr("The argument '" + display(*waiting) + "' requires a value but none was supplied")
		}
	}
	if f.check {
		for _, o := range f.order {
			switch o {
			case "derive-key", "keyed", "length", "raw", "no-names":
				return usageErr("The argument '" + display(byName(o)) + "' cannot be used with '--check'")
			}
		}
	}
	if f.keyed && f.hasDeriveKey || f.keyed && slices.Contains(f.order, "derive-key") {
		return usageErr("The argument '--keyed' cannot be used with '--derive-key <CONTEXT>'")
	}
	if f, code, done := required(); done {
		return f, code, done
	}
	// Then each option given: more than once is refused, and an option
	// needs its value.
	for i, o := range f.order {
		if slices.Contains(f.order[:i], o) {
			continue
		}
		d := byName(o)
		if slices.Contains(f.order[i+1:], o) {
			return usageErr("The argument '" + display(d) + "' was provided more than once, but cannot be used multiple times")
		}
		if d.value != "" && values[o] == 0 {
			return usageErr("The argument '" + display(d) + "' requires a value but none was supplied")
		}
	}
	return f, 0, false
}
