package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/vilyacrypto/vilya/blake3"
)

// checkAll reads every argument as a checkfile. An unreadable checkfile or a
// failure to write standard output ends the run, as in b3sum; a bad line or
// a failed file is reported and checking goes on. Files under aheadMax
// bytes may be hashed ahead on helpers (b3sum_ahead.go); the output is the
// same.
func (c *b3sumCmd) checkAll() int {
	if n := aheadHelpers(c); n > 0 {
		c.ahead = startAhead(n, blake3.New)
		defer c.ahead.stop()
	}
	code := 0
	for i, path := range c.flags.files {
		failed, err := c.checkFile(path, i == len(c.flags.files)-1)
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

// maxCheckAhead bounds the bytes of the checkfile lines read ahead of the
// output for the helpers (beyond the line at the head).
const maxCheckAhead = 1 << 20

// A checkItem is one readLine outcome of a checkfile, waiting for its turn.
type checkItem struct {
	line    string
	tooLong bool
	err     error // readLine's: io.EOF or a read error ends the checkfile
	// parsed, when the line was parsed as it was read: p and perr are
	// parseCheckLine's; idx is the line's index in c.ahead when perr is
	// nil.
	parsed bool
	p      checkLine
	perr   error
	idx    int
}

// checkFile checks every line of one checkfile and reports whether any
// failed; err is an error reading the checkfile itself. With helpers, it
// reads lines ahead of the output, parses them and hands their paths to
// the helpers: from a regular checkfile as far as the window allows, from
// anything else (a pipe, a terminal) only lines already in the read
// buffer, so that it never waits for input while it owes output. last
// says that no checkfile follows.
func (c *b3sumCmd) checkFile(path string, last bool) (failed bool, err error) {
	var r io.Reader
	regular := false
	if path == "-" {
		r = os.Stdin
	} else {
		f, err := os.Open(path)
		if err != nil {
			return false, err
		}
		defer f.Close()
		r, regular = f, regularFile(f)
	}
	br := bufio.NewReaderSize(r, 64<<10)
	read := func() checkItem {
		line, tooLong, err := readLine(br, maxCheckLine)
		return checkItem{line: string(line), tooLong: tooLong, err: err}
	}
	var queue []checkItem // lines read and not yet checked, in order
	queued := 0           // their bytes
	for {
		if len(queue) == 0 {
			queue = append(queue, read())
		}
		// Read ahead for the helpers while the head is not the last line.
		for c.ahead != nil && queue[len(queue)-1].err == nil && queued < maxCheckAhead &&
			(regular || lineBuffered(br)) && c.ahead.room() {
			it := read()
			if !it.tooLong && utf8.ValidString(it.line) && (it.err == nil || it.line != "") {
				it.parsed = true
				if it.p, it.perr = parseCheckLine(it.line); it.perr == nil {
					it.idx = c.ahead.add(it.p.path)
				}
			}
			queue = append(queue, it)
			queued += len(it.line)
			if it.err != nil && last {
				c.ahead.close() // the last line of the last checkfile
			}
		}
		it := queue[0]
		queue[0] = checkItem{}
		queue = queue[1:]
		if len(queue) > 0 {
			queued -= len(queue[0].line)
		}
		if it.err == nil || it.line != "" || it.tooLong {
			switch {
			case it.tooLong:
				c.warn("Line longer than %d bytes", maxCheckLine)
				failed = true
			case !utf8.ValidString(it.line):
				return failed, errInvalidUTF8
			case !c.checkItem(&it):
				failed = true
			}
			if err := c.flush(); err != nil {
				return failed, err
			}
		}
		if it.err == io.EOF {
			return failed, nil
		}
		if it.err != nil {
			return failed, it.err
		}
	}
}

// lineBuffered reports whether br holds a whole line, which reading will
// not wait for. With regularFile, it tells the commands that read ahead of
// their output (--check, vilya verify) when reading may wait for a pipe's or
// a terminal's writer, who may be waiting for that output.
func lineBuffered(br *bufio.Reader) bool {
	b, _ := br.Peek(br.Buffered())
	return bytes.IndexByte(b, '\n') >= 0
}

// regularFile reports whether f is a regular file, which reading never
// waits on for long.
func regularFile(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode().IsRegular()
}

// checkLine checks one checkfile line and reports whether it passed.
func (c *b3sumCmd) checkLine(line string) bool {
	return c.checkItem(&checkItem{line: line})
}

// checkItem checks the line of it, parsing it unless it was parsed as it
// was read, and reports whether it passed. The 32 bytes compared are the
// output's from --seek, as in b3sum 1.8 (b3sumMain keeps them within the
// output).
func (c *b3sumCmd) checkItem(it *checkItem) bool {
	if !it.parsed {
		it.p, it.perr = parseCheckLine(it.line)
	}
	p := &it.p
	if it.perr != nil {
		c.warn("%v", it.perr)
		return false
	}
	shown := p.fileString
	if p.escaped {
		shown = `\` + shown
	}
	var sum [blake3.Size]byte
	if r, ok := c.takeAhead(it); ok {
		if r.err != nil {
			fmt.Fprintf(c.out, "%s: FAILED (%s)\n", shown, errText(r.err))
			return false
		}
		r.xof.SetPosition(c.seek)
		r.xof.Read(sum[:])
	} else {
		if c.checker == nil {
			c.checker = blake3.New()
		}
		h := c.checker
		h.Reset()
		if err := c.hashPath(h, p.path); err != nil {
			fmt.Fprintf(c.out, "%s: FAILED (%s)\n", shown, errText(err))
			return false
		}
		if c.seek == 0 {
			sum = h.Sum256()
		} else {
			x := h.XOF()
			x.SetPosition(c.seek)
			x.Read(sum[:])
		}
	}
	if sum == p.sum {
		if !c.flags.quiet {
			fmt.Fprintf(c.out, "%s: OK\n", shown)
		}
		return true
	}
	fmt.Fprintf(c.out, "%s: FAILED\n", shown)
	return false
}

// takeAhead returns a helper's result for the line of it, if it was handed
// to the helpers and one hashed it.
func (c *b3sumCmd) takeAhead(it *checkItem) (aheadResult, bool) {
	if c.ahead == nil || !it.parsed {
		return aheadResult{}, false
	}
	return c.ahead.take(it.idx)
}

// A checkLine is one parsed checkfile line.
type checkLine struct {
	fileString string // the name as written, escapes and all
	escaped    bool   // the line started with a backslash
	path       string // the name with escapes undone
	sum        [blake3.Size]byte
}

// parseCheckLine parses "<64 lowercase hex>  <name>", or --tag's
// "BLAKE3 (<name>) = <64 lowercase hex>", with an optional leading
// backslash that marks an escaped name, with b3sum's rules and messages:
// 1.2.0's for the first form, 1.8's for the second. A tagged name ends at
// the last ") = " of the line, so it may hold ") = " and two spaces (b3sum
// 1.8 takes a tagged line with two spaces in its name for an untagged one
// and rejects it; vilya, which looks for the tag first, does not: no
// untagged line starts with "BLAKE3 ("). Trailing carriage returns and
// newlines are not part of the line.
func parseCheckLine(line string) (checkLine, error) {
	var p checkLine
	line = strings.TrimRight(line, "\r\n")
	if line == "" {
		return p, errors.New("Empty line")
	}
	if line[0] == '\\' {
		p.escaped = true
		line = line[1:]
	}
	const hexLen = 2 * blake3.Size
	var hexSum string
	if rest, ok := strings.CutPrefix(line, "BLAKE3 ("); ok {
		i := strings.LastIndex(rest, ") = ")
		if i < 0 {
			return p, errors.New("Invalid check line format")
		}
		p.fileString, hexSum = rest[:i], rest[i+len(") = "):]
		if len(hexSum) != hexLen {
			return p, errors.New("Invalid hash length")
		}
	} else {
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
		p.fileString, hexSum = line[prefixLen:], line[:hexLen]
	}
	for i := range p.sum {
		hi, ok1 := lowerHexDigit(hexSum[2*i])
		lo, ok2 := lowerHexDigit(hexSum[2*i+1])
		if !ok1 || !ok2 {
			return p, errors.New("Invalid hex")
		}
		p.sum[i] = hi<<4 | lo
	}
	p.path = p.fileString
	if p.escaped {
		u, err := unescapeName(p.fileString)
		if err != nil {
			return p, err
		}
		p.path = u
	}
	if p.path == "" {
		return p, errors.New("empty file path")
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

// unescapeName undoes escapeName: \\, \n and \r are the only escapes.
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
		case 'r':
			b.WriteByte('\r')
		case '\\':
			b.WriteByte('\\')
		default:
			return "", errors.New("Invalid backslash escape")
		}
		s = s[i+2:]
	}
}
