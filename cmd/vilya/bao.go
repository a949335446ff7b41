package main

import (
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"github.com/vilyacrypto/vilya/blake3"
	"github.com/vilyacrypto/vilya/blake3/bao"
)

const baoUsage = `USAGE:
    vilya bao hash [<inputs>...]
    vilya bao encode [--group=<g>] <input> (<output> | --outboard=<file>)
    vilya bao decode [--group=<g>] <hash> [<input>] [<output>] [--outboard=<file>] [--start=<offset>] [--count=<count>]
    vilya bao slice [--group=<g>] <start> <count> [<input>] [<output>] [--outboard=<file>]
    vilya bao decode-slice [--group=<g>] <hash> <start> <count> [<input>] [<output>]

Bao verified streaming over BLAKE3, with the arguments and outputs of the
bao command (bao 0.13): "-" or a missing <input> is standard input, "-" or a
missing <output> standard output.

  hash          prints the root hash (the BLAKE3 digest) of each input; with
                several, "<hash>  <name>" lines. A large file is hashed on
                every core, as vilya b3sum hashes it (RAYON_NUM_THREADS
                caps the threads, as in bao). An unreadable input is
                reported on standard error and the rest are hashed (exit 1).
  encode        writes the combined encoding of <input> to <output>, or with
                --outboard=<file> the outboard encoding to <file>. The
                output must be a file (it is written out of order). A
                regular file is read and hashed on every core
                (RAYON_NUM_THREADS caps the threads); an input of unknown
                length (a pipe) is encoded on one core in post-order and
                then reordered in place. On an error the output file is
                removed.
  decode        verifies the encoding <input> (with --outboard, <input> is
                the content and <file> its outboard encoding) against <hash>
                and writes the content, from --start and at most --count
                bytes.
  slice         extracts the slice of <count> bytes from <start> of the
                encoding <input> (or of the content <input> with its
                outboard <file>). It verifies nothing: decode-slice does.
  decode-slice  verifies the slice <input> of <count> bytes from <start>
                against <hash> and writes those content bytes.

No unverified byte is ever written. To a named <output> file, decode,
decode-slice and slice write a temporary file beside it and rename it to
<output> only when everything has been verified (or extracted); on any error
no <output> is created. To standard output they write verified content as
it is verified (in pieces of up to 1 MiB, written while the next is
verified): on an error, standard output holds only a verified prefix of the
content, an error message goes to standard error, and the exit code is 1.

FLAGS:
    --outboard=<file>   the outboard encoding (a second input; for encode,
                        the output)
    --start=<offset>    decode: the first content byte to write
    --count=<count>     decode: the most content bytes to write
    --group=<g>         chunk groups of 2^g chunks (0-8; iroh's bao-tree
                        uses 4); 0, the default, is the bao crate's format.
                        The root hash is the same for every group.
    -h, --help          this text

Exit codes: 0 success, 1 failure (a mismatch, a short or unreadable input,
an unwritable output), 2 a usage error.
`

// baoArgs holds a parsed vilya bao command line.
type baoArgs struct {
	cmd                string
	pos                []string
	outboard           string
	start, count       uint64
	hasStart, hasCount bool
	group              int
	help               bool
}

// parseBaoArgs parses the arguments after "vilya bao".
func parseBaoArgs(args []string) (*baoArgs, error) {
	a := &baoArgs{}
	if len(args) == 0 {
		return nil, errors.New("missing command")
	}
	a.cmd = args[0]
	switch a.cmd {
	case "-h", "--help", "help":
		a.help = true
		return a, nil
	case "hash", "encode", "decode", "slice", "decode-slice":
	default:
		return nil, fmt.Errorf("unknown command %q", a.cmd)
	}
	rest := args[1:]
	for i := 0; i < len(rest); i++ {
		s := rest[i]
		if s == "--" {
			a.pos = append(a.pos, rest[i+1:]...)
			break
		}
		if s == "-h" || s == "--help" {
			a.help = true
			continue
		}
		if !strings.HasPrefix(s, "--") {
			a.pos = append(a.pos, s)
			continue
		}
		name, val, hasVal := strings.Cut(s[2:], "=")
		switch name {
		case "outboard", "start", "count", "group":
		default:
			return nil, fmt.Errorf("unknown flag %q", s)
		}
		if !hasVal {
			if i+1 >= len(rest) {
				return nil, fmt.Errorf("flag --%s needs a value", name)
			}
			i++
			val = rest[i]
		}
		switch name {
		case "outboard":
			if val == "" {
				return nil, errors.New("flag --outboard needs a file name")
			}
			a.outboard = val
		case "start", "count":
			v, err := strconv.ParseUint(val, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("flag --%s: not a byte count: %q", name, val)
			}
			if name == "start" {
				a.start, a.hasStart = v, true
			} else {
				a.count, a.hasCount = v, true
			}
		case "group":
			g, err := strconv.Atoi(val)
			if err != nil || g < 0 || g > bao.MaxGroup {
				return nil, fmt.Errorf("flag --group: want 0 to %d, got %q", bao.MaxGroup, val)
			}
			a.group = g
		}
	}
	if a.help {
		return a, nil
	}
	if (a.hasStart || a.hasCount) && a.cmd != "decode" {
		return nil, errors.New("--start and --count are flags of decode; slice and decode-slice take them as arguments")
	}
	if a.outboard != "" && (a.cmd == "hash" || a.cmd == "decode-slice") {
		return nil, fmt.Errorf("%s takes no --outboard", a.cmd)
	}
	min, max := 0, -1
	switch a.cmd {
	case "encode":
		min, max = 1, 2
		if a.outboard != "" {
			max = 1
		}
	case "decode":
		min, max = 1, 3
	case "slice":
		min, max = 2, 4
	case "decode-slice":
		min, max = 3, 5
	}
	if len(a.pos) < min || max >= 0 && len(a.pos) > max {
		return nil, fmt.Errorf("wrong number of arguments for %s", a.cmd)
	}
	if a.cmd == "encode" && a.outboard == "" && len(a.pos) < 2 {
		return nil, errors.New("encode needs an <output> or --outboard=<file>")
	}
	return a, nil
}

// baoMain runs vilya bao and returns the exit code.
func baoMain(args []string) int {
	a, err := parseBaoArgs(args)
	if err != nil {
		synopsis, _, _ := strings.Cut(baoUsage, "\n\n")
		fmt.Fprintf(os.Stderr, "vilya bao: %v\n%s\n\nRun 'vilya bao --help' for the details.\n", err, synopsis)
		return 2
	}
	if a.help {
		_, err := fmt.Print(baoUsage)
		return exitPrinted("vilya bao", err, 0)
	}
	if a.cmd == "hash" {
		return baoHash(a.pos)
	}
	if err := a.run(); err != nil {
		var ue usageError
		if errors.As(err, &ue) {
			fmt.Fprintf(os.Stderr, "vilya bao %s: %v\n", a.cmd, err)
			return 2
		}
		fmt.Fprintf(os.Stderr, "vilya bao %s: %v\n", a.cmd, err)
		return 1
	}
	return 0
}

type usageError struct{ error }

// arg returns positional argument i, or "-" if there is none.
func (a *baoArgs) arg(i int) string {
	if i < len(a.pos) {
		return a.pos[i]
	}
	return "-"
}

func baoHash(inputs []string) int {
	if len(inputs) == 0 {
		inputs = []string{"-"}
	}
	// The root hash is the BLAKE3 digest, so each input is hashed as vilya
	// b3sum hashes it: a large regular file mapped or read on every core
	// (the bao command maps files and hashes them on rayon's threads, and
	// honours RAYON_NUM_THREADS too), anything else streamed.
	c := &b3sumCmd{name: "vilya bao hash", workers: rayonThreads(runtime.GOMAXPROCS(0)), hasher: blake3.New()}
	code := 0
	for _, name := range inputs {
		h := c.hasher
		h.Reset()
		if err := c.hashPath(h, name); err != nil {
			fmt.Fprintf(os.Stderr, "vilya bao hash: %s: %v\n", name, err)
			code = 1
			continue
		}
		var err error
		if len(inputs) > 1 {
			_, err = fmt.Printf("%x  %s\n", h.Sum256(), name)
		} else {
			_, err = fmt.Printf("%x\n", h.Sum256())
		}
		if err != nil {
			return exitPrinted("vilya bao hash", err, 1)
		}
	}
	return code
}

// openIn opens an input; "-" is standard input, hidden behind a plain
// reader when it is not a regular file (a pipe can neither seek nor read at
// an offset).
func openIn(name string) (io.Reader, func(), error) {
	f := os.Stdin
	closeIn := func() {}
	if name != "-" {
		var err error
		if f, err = os.Open(name); err != nil {
			return nil, nil, err
		}
		closeIn = func() { f.Close() }
	}
	st, err := f.Stat()
	if err != nil {
		closeIn()
		return nil, nil, err
	}
	if st.IsDir() {
		closeIn()
		return nil, nil, errors.New("is a directory")
	}
	if !st.Mode().IsRegular() {
		return struct{ io.Reader }{f}, closeIn, nil
	}
	return f, closeIn, nil
}

func parseHash(s string) ([32]byte, error) {
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != 32 {
		return [32]byte{}, usageError{fmt.Errorf("invalid hash %q: want 64 hex digits", s)}
	}
	return [32]byte(b), nil
}

func parseCount(what, s string) (uint64, error) {
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, usageError{fmt.Errorf("<%s>: not a byte count: %q", what, s)}
	}
	return v, nil
}

func (a *baoArgs) run() error {
	switch a.cmd {
	case "encode":
		return a.encode()
	case "decode":
		root, err := parseHash(a.pos[0])
		if err != nil {
			return err
		}
		in, closeIn, err := openIn(a.arg(1))
		if err != nil {
			return err
		}
		defer closeIn()
		var d *bao.Decoder
		if a.outboard != "" {
			ob, closeOb, err := openIn(a.outboard)
			if err != nil {
				return err
			}
			defer closeOb()
			d = bao.NewOutboardDecoder(in, ob, root, a.group)
		} else {
			d = bao.NewDecoder(in, root, a.group)
		}
		if a.hasStart {
			if a.start > 1<<63-1 {
				return usageError{errors.New("--start too large")}
			}
			if _, err := d.Seek(int64(a.start), io.SeekStart); err != nil {
				return err
			}
		}
		var r io.Reader = d
		if a.hasCount {
			r = io.LimitReader(d, int64(min(a.count, 1<<63-1)))
		}
		return writeOut(a.arg(2), r)
	case "slice":
		start, err := parseCount("start", a.pos[0])
		if err != nil {
			return err
		}
		count, err := parseCount("count", a.pos[1])
		if err != nil {
			return err
		}
		in, closeIn, err := openIn(a.arg(2))
		if err != nil {
			return err
		}
		defer closeIn()
		enc, data := in, io.Reader(nil)
		if a.outboard != "" {
			ob, closeOb, err := openIn(a.outboard)
			if err != nil {
				return err
			}
			defer closeOb()
			enc, data = ob, in
		}
		return writeOutFunc(a.arg(3), func(w io.Writer) error {
			return bao.ExtractSlice(w, enc, data, start, count, a.group)
		})
	case "decode-slice":
		root, err := parseHash(a.pos[0])
		if err != nil {
			return err
		}
		start, err := parseCount("start", a.pos[1])
		if err != nil {
			return err
		}
		count, err := parseCount("count", a.pos[2])
		if err != nil {
			return err
		}
		in, closeIn, err := openIn(a.arg(3))
		if err != nil {
			return err
		}
		defer closeIn()
		return writeOut(a.arg(4), bao.NewSliceDecoder(in, root, start, count, a.group))
	}
	return fmt.Errorf("unknown command %q", a.cmd)
}

// encode writes the encoding to a file: EncodeReaderAt on every core
// (RAYON_NUM_THREADS caps them, as for hash) when the input's length is
// known (a regular file), else EncodeStream.
func (a *baoArgs) encode() (err error) {
	in, closeIn, err := openIn(a.pos[0])
	if err != nil {
		return err
	}
	defer closeIn()
	outName, outboard := a.arg(1), false
	if a.outboard != "" {
		outName, outboard = a.outboard, true
	}
	if outName == "-" {
		return usageError{errors.New("the output must be a file: an encoding is written out of order")}
	}
	// The output is truncated before the input is read: writing onto the
	// input itself would destroy it (and the error path would remove it).
	if f, ok := in.(*os.File); ok {
		if fi, err := f.Stat(); err == nil {
			if oi, err := os.Stat(outName); err == nil && os.SameFile(fi, oi) {
				return fmt.Errorf("%s: the output is the input file", outName)
			}
		}
	}
	out, err := os.OpenFile(outName, os.O_RDWR|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := out.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(outName)
		}
	}()
	if f, ok := in.(*os.File); ok {
		st, err := f.Stat()
		if err != nil {
			return err
		}
		_, err = bao.EncodeReaderAt(out, f, st.Size(), a.group, outboard, rayonThreads(runtime.GOMAXPROCS(0)))
		return err
	}
	_, _, err = bao.EncodeStream(out, in, a.group, outboard)
	return err
}

// writeOut copies r to the output name; see writeOutFunc.
func writeOut(name string, r io.Reader) error {
	return writeOutFunc(name, func(w io.Writer) error {
		_, err := io.Copy(w, r)
		return err
	})
}

// writeOutFunc runs write to standard output ("-") as it goes, or to a
// temporary file beside the named output that replaces it only when write
// succeeds; on an error the temporary file is removed and no output is
// created. Either way the bytes go through an overlapWriter, so that the
// writing overlaps write's verifying; on an error, what write wrote before
// it still reaches standard output.
func writeOutFunc(name string, write func(io.Writer) error) error {
	if name == "-" {
		return writeOverlapped(os.Stdout, write)
	}
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".vilya-*")
	if err != nil {
		return err
	}
	err = writeOverlapped(tmp, write)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), name)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
