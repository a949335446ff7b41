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
	"strings"
)

const verifyUsage = `USAGE:
    vilya verify [--profile NAME] [--batch N] [--quiet] [FILE]...

Batch-verifies Ed25519 signatures, one per line, read from the FILEs or from
standard input ("-", or no FILE). A line is either

    <public key hex> <signature hex> [<message hex> | @<message file>]

(white-space separated; no message field means the empty message; a relative
message file is relative to the current directory), or a JSON object

    {"pub": "<hex>", "sig": "<hex>", "msg": "<hex>" | "@<message file>"}

("public_key", "signature" and "message" are accepted too). Blank lines and
lines starting with # are skipped.

Each signature gets one line on standard output, FILE:LINE: OK,
FAILED (reason) or MALFORMED (reason); the reason for FAILED names the rule
of the profile the signature breaks. A summary follows on standard error. The exit code is 0
when every signature is valid, 1 when any is invalid or malformed or a FILE
cannot be read, 2 on a usage error.

FLAGS:
`

// maxVerifyLine bounds one input line, so that a bad input cannot make the
// run allocate without bound.
const maxVerifyLine = 16 << 20

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
	profile verifyProfile
	batch   int
	quiet   bool
	out     *bufio.Writer

	pending                    []sigEntry
	total, valid, invalid, bad int
	ioErr                      bool
}

// verifyMain runs vilya verify and returns the exit code.
func verifyMain(args []string) int {
	fs := flag.NewFlagSet("vilya verify", flag.ContinueOnError)
	fs.SetOutput(os.Stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), verifyUsage)
		fs.PrintDefaults()
	}
	profileName := fs.String("profile", defaultProfileName, "verification `profile`: "+strings.Join(profileNames(), ", "))
	batch := fs.Int("batch", 64, "signatures per batch verification")
	quiet := fs.Bool("quiet", false, "print only the signatures that are not OK")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	p, err := parseVerifyProfile(*profileName)
	if err != nil {
		fmt.Fprintf(os.Stderr, "vilya verify: %v\n", err)
		return 2
	}
	if *batch < 1 {
		fmt.Fprintf(os.Stderr, "vilya verify: --batch must be at least 1\n")
		return 2
	}
	c := &verifyCmd{profile: p, batch: *batch, quiet: *quiet, out: bufio.NewWriter(os.Stdout)}
	files := fs.Args()
	if len(files) == 0 {
		files = []string{"-"}
	}
	for _, name := range files {
		c.readFile(name)
	}
	c.flush()
	c.out.Flush()
	fmt.Fprintf(os.Stderr, "vilya verify: %d signatures: %d OK, %d FAILED, %d MALFORMED (profile %s, backend %s)\n",
		c.total, c.valid, c.invalid, c.bad, profileString(p), verifyBackend())
	if c.invalid > 0 || c.bad > 0 || c.ioErr {
		return 1
	}
	return 0
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
	br := bufio.NewReaderSize(r, 64<<10)
	for lineNo := 1; ; lineNo++ {
		line, tooLong, err := readLine(br, maxVerifyLine)
		if len(line) > 0 || tooLong {
			if tooLong {
				c.add(sigEntry{src: name, line: lineNo, malformed: fmt.Sprintf("line longer than %d bytes", maxVerifyLine)})
			} else if e, ok := parseSigLine(line); ok {
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
	c.out.Flush()
	fmt.Fprintf(os.Stderr, "vilya verify: %v\n", err)
	c.ioErr = true
}

// readLine returns the next line without its newline. A line longer than
// limit is skipped to its end and reported as tooLong.
func readLine(br *bufio.Reader, limit int) (line []byte, tooLong bool, err error) {
	for {
		frag, err := br.ReadSlice('\n')
		if !tooLong {
			if len(line)+len(frag) > limit+1 {
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
// that cannot be parsed.
func parseSigLine(raw []byte) (e sigEntry, ok bool) {
	line := strings.TrimSpace(string(raw))
	if line == "" || line[0] == '#' {
		return e, false
	}
	var pubHex, sigHex, msgField string
	if line[0] == '{' {
		var j struct {
			Pub       *string `json:"pub"`
			PublicKey *string `json:"public_key"`
			Sig       *string `json:"sig"`
			Signature *string `json:"signature"`
			Msg       *string `json:"msg"`
			Message   *string `json:"message"`
		}
		if err := json.Unmarshal([]byte(line), &j); err != nil {
			e.malformed = "bad JSON: " + err.Error()
			return e, true
		}
		pick := func(a, b *string) (string, bool) {
			switch {
			case a != nil:
				return *a, true
			case b != nil:
				return *b, true
			}
			return "", false
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
		fields := strings.Fields(line)
		if len(fields) < 2 || len(fields) > 3 {
			e.malformed = fmt.Sprintf("want 2 or 3 fields (public key, signature, message), have %d", len(fields))
			return e, true
		}
		pubHex, sigHex = fields[0], fields[1]
		if len(fields) == 3 {
			msgField = fields[2]
		}
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
	if name, isFile := strings.CutPrefix(msgField, "@"); isFile {
		if e.msg, err = os.ReadFile(name); err != nil {
			e.malformed = "message file: " + err.Error()
			return e, true
		}
	} else if e.msg, err = hex.DecodeString(msgField); err != nil {
		e.malformed = "message: bad hex"
		return e, true
	}
	return e, true
}

// decodeHexField decodes a hex field of exactly size bytes.
func decodeHexField(what, s string, size int) ([]byte, error) {
	b, err := hex.DecodeString(s)
	if err != nil {
		return nil, fmt.Errorf("%s: bad hex", what)
	}
	if len(b) != size {
		return nil, fmt.Errorf("%s: %d bytes, want %d", what, len(b), size)
	}
	return b, nil
}

// add queues an entry, verifying the queue when a batch is full.
func (c *verifyCmd) add(e sigEntry) {
	c.pending = append(c.pending, e)
	n := 0
	for i := range c.pending {
		if c.pending[i].malformed == "" {
			n++
		}
	}
	if n >= c.batch {
		c.flush()
	}
}

// flush verifies the queued signatures in one batch and prints every queued
// entry's verdict, in input order.
func (c *verifyCmd) flush() {
	var pubs, msgs, sigs [][]byte
	var idx []int
	for i, e := range c.pending {
		if e.malformed == "" {
			pubs, msgs, sigs = append(pubs, e.pub), append(msgs, e.msg), append(sigs, e.sig)
			idx = append(idx, i)
		}
	}
	if len(idx) > 0 {
		verdicts := make([]bool, len(idx))
		verifyBatch(c.profile, pubs, msgs, sigs, verdicts)
		for k, i := range idx {
			e := &c.pending[i]
			if e.valid = verdicts[k]; !e.valid {
				e.failed = verifyReason(c.profile, e.pub, e.msg, e.sig)
			}
		}
	}
	for _, e := range c.pending {
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
	c.pending = c.pending[:0]
}
