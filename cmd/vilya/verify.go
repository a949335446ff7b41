package main

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

const verifyUsage = `USAGE:
    vilya verify [--profile NAME] [--batch N] [--quiet] [--msg-files] [--allow-empty] [FILE]...

Batch-verifies Ed25519 signatures, one per line, read from the FILEs or from
standard input ("-", or no FILE). A line is either

    <public key hex> <signature hex> [<message hex> | @<message file>]

(white-space separated; no message field means the empty message), or a
JSON object

    {"pub": "<hex>", "sig": "<hex>", "msg": "<hex>" | "@<message file>"}

("public_key", "signature" and "message" are accepted too). Blank lines and
lines starting with # are skipped. Lines are limited to 16 MiB. A message
file is read only under --msg-files (a list could otherwise make vilya read
any file it can); it must be a regular file of at most 16 MiB, and a
relative name is relative to the current directory.

Each signature gets one line on standard output, FILE:LINE: OK,
FAILED (reason) or MALFORMED (reason), printed as each batch is verified;
the reason for FAILED names the rule of the profile the signature breaks.
Each batch is verified on every core (GOMAXPROCS limits them), in parts of
at least 16 signatures, while the next is read; each verdict is the
signature's own. A summary follows on standard error. The exit code is 0
when every signature is valid, 1 when any is invalid or malformed, a FILE
cannot be read, standard output cannot be written, or there is no
signature at all (unless --allow-empty), 2 on a usage error. Flags may
follow the FILEs; "--" ends them.

FLAGS:
`

// Bounds on memory, so that no input makes the run allocate without bound:
// maxVerifyLine bounds one input line and maxMsgFile one message file; the
// entries waiting for their batch, malformed ones included, are handed to
// be verified once there are --batch of them, or maxPendingEntries whatever
// --batch says, or once they hold maxPendingBytes/2 in all (entryBytes:
// everything an entry holds, not only its message), and one batch is
// verified while the next fills: at most two batches are held.
const (
	maxVerifyLine     = 16 << 20
	maxMsgFile        = 16 << 20
	maxPendingEntries = 4096
	maxPendingBytes   = 64 << 20
	// verifyMemoryLimit is the soft limit vilya verify gives the garbage
	// collector (unless GOMEMLIMIT is set): what the bounds above let it
	// hold alive (two batches, each under maxPendingBytes/2 but for its
	// last entry, one line, one message file being read, copies of one
	// long name) is about 150 MiB, and the limit keeps the garbage of
	// earlier lines from doubling that.
	verifyMemoryLimit = 192 << 20
)

// A sigEntry is one input line that holds a signature.
type sigEntry struct {
	src       string
	line      int
	pub, sig  []byte
	msg       []byte
	malformed string // why the line could not be parsed; "" when it could
	valid     bool
	failed    string // why a parsed signature is invalid
}

// verifyCmd is one run of vilya verify.
type verifyCmd struct {
	verifyOptions
	out *bufio.Writer

	// pending holds the entries not yet handed to be verified, queued of
	// them well-formed, holding pendingBytes in all (entryBytes); inflight
	// is the batch being verified, whose verdicts are printed next, and
	// spare the array of the batch printed last, for the next pending.
	pending, spare             []sigEntry
	queued, pendingBytes       int
	inflight                   *verifyJob
	total, valid, invalid, bad int
	ioErr                      bool
	// outErr is the first failure to write standard output; reading stops
	// there.
	outErr error
	// workers is how many cores verify a batch (verifyParts).
	workers int
}

// verifyOptions is the parsed command line of vilya verify.
type verifyOptions struct {
	profile                     verifyProfile
	batch                       int
	quiet, msgFiles, allowEmpty bool
	files                       []string
}

// parseVerifyArgs parses the command line of vilya verify. On --help it
// prints the usage to stdout, on a usage error the error and the synopsis
// to stderr, and returns done with the exit code.
func parseVerifyArgs(args []string, stdout, stderr io.Writer) (o verifyOptions, code int, done bool) {
	fs := flag.NewFlagSet("vilya verify", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are printed below, with two dashes
	fs.Usage = func() {}     // printed below, to stdout for --help
	// The back-quoted word names the value, as the synopsis does.
	profileName := fs.String("profile", defaultProfileName, "the verification profile `NAME`: "+strings.Join(profileNames(), ", "))
	fs.IntVar(&o.batch, "batch", 64, "`N` lines per batch, malformed ones included: verdicts are printed after each (at most 4096)")
	fs.BoolVar(&o.quiet, "quiet", false, "print only the signatures that are not OK")
	fs.BoolVar(&o.msgFiles, "msg-files", false, "read @file messages (regular files of at most 16 MiB)")
	fs.BoolVar(&o.allowEmpty, "allow-empty", false, "exit 0 on an input without any signature")
	var err error
	if o.files, err = parseInterspersed(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			printVerifyUsage(stdout, fs)
			return o, 0, true
		}
		synopsis, _, _ := strings.Cut(verifyUsage, "\n\n")
		fmt.Fprintf(stderr, "vilya verify: %s\n%s\n\nRun 'vilya verify --help' for the flags.\n", twoDashes(err.Error()), synopsis)
		return o, 2, true
	}
	if o.profile, err = parseVerifyProfile(*profileName); err != nil {
		fmt.Fprintf(stderr, "vilya verify: %v\n", err)
		return o, 2, true
	}
	if o.batch < 1 {
		fmt.Fprintf(stderr, "vilya verify: --batch must be at least 1\n")
		return o, 2, true
	}
	return o, 0, false
}

// printVerifyUsage prints the usage text and the flags, spelt with two
// dashes as the synopsis spells them (one dash is accepted too).
func printVerifyUsage(w io.Writer, fs *flag.FlagSet) {
	fmt.Fprint(w, verifyUsage)
	fs.VisitAll(func(f *flag.Flag) {
		name, usage := flag.UnquoteUsage(f)
		if name != "" {
			name = " " + name
		}
		fmt.Fprintf(w, "  --%s%s\n    \t%s", f.Name, name, usage)
		if f.DefValue != "" && f.DefValue != "false" {
			fmt.Fprintf(w, " (default %s)", f.DefValue)
		}
		fmt.Fprintln(w)
	})
}

// twoDashes returns a message of the flag package with the flag it names
// ("flag provided but not defined: -x", "invalid value ... for flag -x:
// ...", "flag needs an argument: -x") spelt with two dashes, as the
// synopsis and the flag list spell it: "-" after ": ", " flag " or " for "
// and before a letter or digit becomes "--". (Plain string code: a
// regular expression would link the regexp package and its Unicode tables
// into the command, whose every start, b3sum's included, initialises
// them.)
func twoDashes(msg string) string {
	var b strings.Builder
	for i := 0; i < len(msg); i++ {
		b.WriteByte(msg[i])
		done, rest := msg[:i+1], msg[i+1:]
		if len(rest) < 2 || rest[0] != '-' || !isASCIIAlnum(rest[1]) {
			continue
		}
		if strings.HasSuffix(done, ": ") || strings.HasSuffix(done, " flag ") || strings.HasSuffix(done, " for ") {
			b.WriteByte('-')
		}
	}
	return b.String()
}

// isASCIIAlnum reports whether c is an ASCII letter or digit.
func isASCIIAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// plural returns n and the noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// verifyMain runs vilya verify and returns the exit code.
func verifyMain(args []string) int {
	o, code, done := parseVerifyArgs(args, os.Stdout, os.Stderr)
	if done {
		return code
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(verifyMemoryLimit)
	}
	c := &verifyCmd{verifyOptions: o, out: bufio.NewWriter(os.Stdout),
		workers: min(runtime.GOMAXPROCS(0), runtime.NumCPU())}
	if len(c.files) == 0 {
		c.files = []string{"-"}
	}
	for _, name := range c.files {
		if c.outErr == nil {
			c.readFile(name)
		}
	}
	c.flush()
	if c.outErr != nil {
		return exitPrinted("vilya verify", c.outErr, 1)
	}
	fmt.Fprintf(os.Stderr, "vilya verify: %s: %d OK, %d FAILED, %d MALFORMED (profile %s, backend %s)\n",
		plural(c.total, "signature"), c.valid, c.invalid, c.bad, profileString(c.profile), verifyBackend())
	if c.total == 0 && !c.allowEmpty && !c.ioErr {
		fmt.Fprintf(os.Stderr, "vilya verify: no signature in the input (--allow-empty accepts that)\n")
		return 1
	}
	if c.invalid > 0 || c.bad > 0 || c.ioErr {
		return 1
	}
	return 0
}

// parseInterspersed parses args with fs, allowing flags after the file
// names as b3sum does, and returns the file names; "--" ends the flags.
func parseInterspersed(fs *flag.FlagSet, args []string) (files []string, err error) {
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if n := len(args) - len(rest); n > 0 && args[n-1] == "--" || len(rest) == 0 {
			return append(files, rest...), nil
		}
		files = append(files, rest[0])
		args = rest[1:]
	}
}

// readFile reads and verifies one list of signatures.
func (c *verifyCmd) readFile(name string) {
	var r io.Reader = os.Stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			c.fail(err)
			return
		}
		defer f.Close()
		r = f
	}
	// Reading a pipe or a terminal may wait for the writer, which may be
	// waiting for the verdicts so far: those are printed first.
	regular := false
	if f, ok := r.(*os.File); ok {
		regular = regularFile(f)
	}
	br := bufio.NewReaderSize(r, 64<<10)
	var buf []byte // reused from line to line: no entry points into it
	for lineNo := 1; c.outErr == nil; lineNo++ {
		if c.inflight != nil && !regular && !lineBuffered(br) {
			c.finish()
		}
		line, tooLong, err := readLineBuf(br, maxVerifyLine, buf[:0])
		buf = line
		if len(line) > 0 || tooLong {
			if tooLong {
				c.add(sigEntry{src: name, line: lineNo, malformed: fmt.Sprintf("line longer than %d bytes", maxVerifyLine)})
			} else if e, ok := parseSigLine(line, c.msgFiles); ok {
				e.src, e.line = name, lineNo
				c.add(e)
			}
		}
		if err == io.EOF {
			return
		}
		if err != nil {
			c.fail(fmt.Errorf("%s: %w", name, err))
			return
		}
	}
}

// fail reports an error reading an input list.
func (c *verifyCmd) fail(err error) {
	c.flush()
	fmt.Fprintf(os.Stderr, "vilya verify: %v\n", err)
	c.ioErr = true
}

// readLine returns the next line without its newline. A line longer than
// limit is skipped to its end and reported as tooLong.
func readLine(br *bufio.Reader, limit int) (line []byte, tooLong bool, err error) {
	return readLineBuf(br, limit, nil)
}

// readLineBuf is readLine appending the line to buf[:0], whose array it
// reuses when large enough.
func readLineBuf(br *bufio.Reader, limit int, buf []byte) (line []byte, tooLong bool, err error) {
	line = buf[:0]
	for {
		frag, err := br.ReadSlice('\n')
		if !tooLong {
			if len(line)+len(bytes.TrimSuffix(frag, []byte{'\n'})) > limit {
				tooLong, line = true, nil
			} else {
				line = append(line, frag...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if tooLong {
			line = nil
		}
		return bytes.TrimSuffix(line, []byte{'\n'}), tooLong, err
	}
}

// parseSigLine parses one line. It returns ok false for a line without a
// signature (blank or comment), and an entry with malformed set for a line
// that cannot be parsed. An @file message is read only if msgFiles is set.
// It allocates only what the entry keeps (and, for a JSON line, what the
// JSON decoder needs): fields are counted without splitting the line, so
// a line of many short fields costs no more than its own bytes.
func parseSigLine(raw []byte, msgFiles bool) (e sigEntry, ok bool) {
	line := bytes.TrimSpace(raw)
	if len(line) == 0 || line[0] == '#' {
		return e, false
	}
	var pubHex, sigHex, msgField []byte
	if line[0] == '{' {
		var j struct {
			Pub       *string `json:"pub"`
			PublicKey *string `json:"public_key"`
			Sig       *string `json:"sig"`
			Signature *string `json:"signature"`
			Msg       *string `json:"msg"`
			Message   *string `json:"message"`
		}
		if err := json.Unmarshal(line, &j); err != nil {
			e.malformed = "bad JSON: " + shorten(err.Error())
			return e, true
		}
		pick := func(a, b *string) ([]byte, bool) {
			switch {
			case a != nil:
				return []byte(*a), true
			case b != nil:
				return []byte(*b), true
			}
			return nil, false
		}
		var okPub, okSig bool
		pubHex, okPub = pick(j.Pub, j.PublicKey)
		sigHex, okSig = pick(j.Sig, j.Signature)
		msgField, _ = pick(j.Msg, j.Message)
		if !okPub || !okSig {
			e.malformed = `JSON needs "pub" and "sig"`
			return e, true
		}
	} else {
		var fields [3][]byte
		n := splitFields(line, fields[:])
		if n < 2 || n > 3 {
			e.malformed = fmt.Sprintf("want 2 or 3 fields (public key, signature, message), have %d", n)
			return e, true
		}
		pubHex, sigHex, msgField = fields[0], fields[1], fields[2]
	}
	var err error
	if e.pub, err = decodeHexField("public key", pubHex, verifyPublicKeySize); err != nil {
		e.malformed = err.Error()
		return e, true
	}
	if e.sig, err = decodeHexField("signature", sigHex, verifySignatureSize); err != nil {
		e.malformed = err.Error()
		return e, true
	}
	if name, isFile := bytes.CutPrefix(msgField, []byte("@")); isFile {
		if !msgFiles {
			e.malformed = "message file: not read without --msg-files"
			return e, true
		}
		if e.msg, err = readMsgFile(string(name)); err != nil {
			e.malformed = "message file: " + err.Error()
			return e, true
		}
	} else if e.msg, err = decodeHex(msgField); err != nil {
		e.malformed = "message: bad hex"
		return e, true
	}
	return e, true
}

// splitFields stores the first len(dst) white-space separated fields of
// line in dst (subslices of line; nil when absent) and returns how many
// fields line has, all of them counted, none allocated. White space is
// what strings.Fields splits on.
func splitFields(line []byte, dst [][]byte) int {
	clear(dst)
	n, start := 0, -1 // start: where the current field began, or -1
	for i := 0; i < len(line); {
		if start >= 0 {
			// Within a field, its printable ASCII bytes at once (hex).
			for i < len(line) && ' ' < line[i] && line[i] < utf8.RuneSelf {
				i++
			}
			if i == len(line) {
				break
			}
		}
		var space bool
		size := 1
		if c := line[i]; c < utf8.RuneSelf {
			space = c == ' ' || '\t' <= c && c <= '\r' // unicode.IsSpace's ASCII spaces
		} else {
			var r rune
			r, size = utf8.DecodeRune(line[i:])
			space = unicode.IsSpace(r)
		}
		if space && start >= 0 {
			if n < len(dst) {
				dst[n] = line[start:i]
			}
			n, start = n+1, -1
		} else if !space && start < 0 {
			start = i
		}
		i += size
	}
	if start >= 0 {
		if n < len(dst) {
			dst[n] = line[start:]
		}
		n++
	}
	return n
}

// maxReasonName bounds how much of a file name a MALFORMED reason quotes,
// so that an entry waiting for its batch never holds a long name.
const maxReasonName = 256

// shorten bounds a reason that may quote the input: beyond maxReasonName
// bytes it keeps the head and says how much it dropped.
func shorten(s string) string {
	if len(s) <= maxReasonName {
		return s
	}
	return fmt.Sprintf("%s... (%d bytes)", strings.ToValidUTF8(s[:maxReasonName], ""), len(s))
}

// readMsgFile reads a message file: a regular file of at most maxMsgFile
// bytes. It is opened without blocking, so that naming a FIFO or a device
// fails instead of waiting. The message it returns has no spare capacity,
// and its errors quote at most maxReasonName bytes of name.
func readMsgFile(name string) ([]byte, error) {
	short := shorten(name)
	f, err := os.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, shortPath(err, short)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, shortPath(err, short)
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", short)
	}
	if fi.Size() > maxMsgFile {
		return nil, fmt.Errorf("%s: larger than %d bytes", short, maxMsgFile)
	}
	msg := make([]byte, fi.Size())
	if _, err := io.ReadFull(f, msg); err != nil {
		return nil, fmt.Errorf("%s: %v (changed while read?)", short, err)
	}
	var more [1]byte
	if n, _ := f.Read(more[:]); n > 0 {
		return nil, fmt.Errorf("%s: grew while read", short)
	}
	return msg, nil
}

// shortPath replaces the file name in a *os.PathError by short.
func shortPath(err error, short string) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		pe.Path = short
	}
	return err
}

// decodeHex decodes a hex field into a slice of exactly its length.
func decodeHex(s []byte) ([]byte, error) {
	b := make([]byte, hex.DecodedLen(len(s)))
	if _, err := hex.Decode(b, s); err != nil {
		return nil, err
	}
	return b, nil
}

// decodeHexField decodes a hex field of exactly size bytes. A field of
// another length allocates nothing, and is "bad hex" where it holds a
// byte that is not a hex digit or an odd count of them.
func decodeHexField(what string, s []byte, size int) ([]byte, error) {
	if len(s) == 2*size {
		b := make([]byte, size)
		if _, err := hex.Decode(b, s); err != nil {
			return nil, fmt.Errorf("%s: bad hex", what)
		}
		return b, nil
	}
	for _, c := range s {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return nil, fmt.Errorf("%s: bad hex", what)
		}
	}
	if len(s)%2 != 0 {
		return nil, fmt.Errorf("%s: bad hex", what)
	}
	return nil, fmt.Errorf("%s: %s, want %d", what, plural(len(s)/2, "byte"), size)
}

// add queues an entry, handing the queue to be verified when a batch is
// full or the queue reaches its bounds (half of maxPendingBytes: a batch
// being verified and the next one filling hold at most maxPendingBytes).
func (c *verifyCmd) add(e sigEntry) {
	c.pending = append(c.pending, e)
	if e.malformed == "" {
		c.queued++
	}
	c.pendingBytes += entryBytes(&e)
	if len(c.pending) >= min(c.batch, maxPendingEntries) || c.pendingBytes >= maxPendingBytes/2 {
		c.dispatch()
	}
}

// minVerifyPart is the fewest signatures verifyParts gives a core: below
// it, a batch is verified on the calling goroutine alone.
const minVerifyPart = 16

// verifyParts is verifyBatch on up to workers cores: the batch in as many
// contiguous parts of at least minVerifyPart signatures, each verified as a
// batch of its own on its own goroutine (the first on the caller's). Every
// verdict is the signature's own, whatever batch it is verified in.
func verifyParts(p verifyProfile, pubs, msgs, sigs [][]byte, verdicts []bool, workers int) {
	n := len(pubs)
	parts := min(workers, n/minVerifyPart)
	if parts <= 1 {
		verifyBatch(p, pubs, msgs, sigs, verdicts)
		return
	}
	var wg sync.WaitGroup
	for k := 1; k < parts; k++ {
		lo, hi := k*n/parts, (k+1)*n/parts
		wg.Go(func() { verifyBatch(p, pubs[lo:hi], msgs[lo:hi], sigs[lo:hi], verdicts[lo:hi]) })
	}
	hi := n / parts
	verifyBatch(p, pubs[:hi], msgs[:hi], sigs[:hi], verdicts[:hi])
	wg.Wait()
}

// entryBytes is the memory a queued entry holds: the entry itself and the
// arrays and strings it points to (its src is the list's name, shared by
// all of the list's entries).
func entryBytes(e *sigEntry) int {
	return int(unsafe.Sizeof(*e)) + cap(e.pub) + cap(e.sig) + cap(e.msg) + len(e.malformed) + len(e.failed)
}

// A verifyJob is a batch of entries whose signatures are being verified,
// on other goroutines while the calling one reads on (verifyCmd.dispatch).
type verifyJob struct {
	entries []sigEntry
	done    chan struct{} // closed once every entry has its verdict
}

// dispatch hands the queued entries to be verified as one batch, then
// prints the verdicts of the batch before it (waiting for them). With more
// than one worker the batch is verified on other goroutines while the
// caller reads and parses the next; with one, before dispatch returns.
func (c *verifyCmd) dispatch() {
	job := &verifyJob{entries: c.pending, done: make(chan struct{})}
	c.pending, c.spare = c.spare[:0], nil
	c.queued, c.pendingBytes = 0, 0
	if c.workers > 1 {
		go c.verifyJob(job)
	} else {
		c.verifyJob(job)
	}
	c.finish()
	c.inflight = job
}

// verifyJob sets the verdict of every well-formed entry of job and closes
// job.done. It touches nothing of c but the options.
func (c *verifyCmd) verifyJob(job *verifyJob) {
	defer close(job.done)
	var pubs, msgs, sigs [][]byte
	var idx []int
	for i, e := range job.entries {
		if e.malformed == "" {
			pubs, msgs, sigs = append(pubs, e.pub), append(msgs, e.msg), append(sigs, e.sig)
			idx = append(idx, i)
		}
	}
	if len(idx) == 0 {
		return
	}
	verdicts := make([]bool, len(idx))
	verifyParts(c.profile, pubs, msgs, sigs, verdicts, c.workers)
	for k, i := range idx {
		e := &job.entries[i]
		if e.valid = verdicts[k]; !e.valid {
			e.failed = verifyReason(c.profile, e.pub, e.msg, e.sig)
		}
	}
}

// finish waits for the batch being verified, if any, and prints every
// entry's verdict in input order, recording a write error in c.outErr.
func (c *verifyCmd) finish() {
	job := c.inflight
	if job == nil {
		return
	}
	c.inflight = nil
	<-job.done
	for _, e := range job.entries {
		c.total++
		switch {
		case e.malformed != "":
			c.bad++
			fmt.Fprintf(c.out, "%s:%d: MALFORMED (%s)\n", e.src, e.line, e.malformed)
		case e.valid:
			c.valid++
			if !c.quiet {
				fmt.Fprintf(c.out, "%s:%d: OK\n", e.src, e.line)
			}
		default:
			c.invalid++
			fmt.Fprintf(c.out, "%s:%d: FAILED (%s)\n", e.src, e.line, e.failed)
		}
	}
	clear(job.entries) // drop the messages
	c.spare = job.entries
	if err := c.out.Flush(); err != nil && c.outErr == nil {
		c.outErr = err
	}
}

// flush verifies every queued entry and prints every verdict not yet
// printed.
func (c *verifyCmd) flush() {
	if len(c.pending) > 0 {
		c.dispatch()
	}
	c.finish()
}
