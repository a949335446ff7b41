package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"syscall"
	"unicode/utf8"
)

// rayonThreads returns RAYON_NUM_THREADS when it holds a positive number,
// as b3sum does without --num-threads, and def otherwise.
func rayonThreads(def int) int {
	if n, err := strconv.Atoi(os.Getenv("RAYON_NUM_THREADS")); err == nil && n > 0 {
		return min(n, 1<<16)
	}
	return def
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
