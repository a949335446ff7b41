package main

import (
	"bufio"
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
