package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
)

// b3sumFlags holds the parsed command line of vilya b3sum.
type b3sumFlags struct {
	check, keyed, noMmap, noNames, raw, quiet, tag bool

	length, numThreads, deriveKey, seek             string
	hasLength, hasNumThreads, hasDeriveKey, hasSeek bool

	files []string
	// order lists the long names of the options given, in command-line
	// order, once per occurrence.
	order []string
}

// fileArg is the name b3sum's parser gives its file arguments, as
// b3sumOption.requires spells it.
const fileArg = "FILE"

// A b3sumOption is one option of b3sum 1.2.0's command line, as its clap 2
// parser declares it, or one of the two that later b3sum versions added
// (--seek and --tag, of b3sum 1.8), declared in the same style. b3sumOptions drives the
// parser, the --help text, the usage lines of errors and the conflict and
// requirement rules.
type b3sumOption struct {
	long  string
	short byte   // 0 for none
	value string // the value's name in help and messages; "" for a flag
	// help is the --help text, its lines as b3sum wraps them.
	help string
	// conflicts lists the options this one cannot be used with, in the
	// order b3sum declares them (clap reports the first one given).
	conflicts []string
	// requires names the option (or fileArg) this one needs.
	requires string
	// set records the option in f: a flag when it is given, an option when
	// its value arrives. nil for -h and -V, which answer at once.
	set func(f *b3sumFlags, v string)
}

// b3sumOptions are b3sum's options, in the order of their names, which
// clap's help text and usage lines follow.
var b3sumOptions = []b3sumOption{
	{long: "check", short: 'c',
		help:      "Reads BLAKE3 sums from the [file]s and checks them",
		conflicts: []string{"derive-key", "keyed", "length", "raw", "tag", "no-names"},
		set:       func(f *b3sumFlags, _ string) { f.check = true }},
	{long: "derive-key", value: "CONTEXT",
		help: "Uses the key derivation mode, with the given\n" +
			"context string. Cannot be used with --keyed.",
		conflicts: []string{"keyed"},
		set:       func(f *b3sumFlags, v string) { f.deriveKey, f.hasDeriveKey = v, true }},
	{long: "help", short: 'h',
		help: "Prints help information"},
	{long: "keyed",
		help: "Uses the keyed mode. The secret key is read from standard\n" +
			"input, and it must be exactly 32 raw bytes.",
		requires: fileArg,
		set:      func(f *b3sumFlags, _ string) { f.keyed = true }},
	{long: "length", short: 'l', value: "LEN",
		help: "The number of output bytes, prior to hex\n" +
			"encoding (default 32)",
		set: func(f *b3sumFlags, v string) { f.length, f.hasLength = v, true }},
	{long: "no-mmap",
		help: "Disables memory mapping. Currently this also disables\n" +
			"multithreading.",
		set: func(f *b3sumFlags, _ string) { f.noMmap = true }},
	{long: "no-names",
		help: "Omits filenames in the output",
		set:  func(f *b3sumFlags, _ string) { f.noNames = true }},
	{long: "num-threads", value: "NUM",
		help: "The maximum number of threads to use. By\n" +
			"default, this is the number of logical cores.\n" +
			"If this flag is omitted, or if its value is 0,\n" +
			"RAYON_NUM_THREADS is also respected.",
		set: func(f *b3sumFlags, v string) { f.numThreads, f.hasNumThreads = v, true }},
	{long: "quiet",
		help: "Skips printing OK for each successfully verified file.\n" +
			"Must be used with --check.",
		requires: "check",
		set:      func(f *b3sumFlags, _ string) { f.quiet = true }},
	{long: "raw",
		help: "Writes raw output bytes to stdout, rather than hex.\n" +
			"--no-names is implied. In this case, only a single\n" +
			"input is allowed.",
		set: func(f *b3sumFlags, _ string) { f.raw = true }},
	{long: "seek", value: "SEEK",
		help: "The starting output byte offset, prior to hex\n" +
			"encoding (default 0)",
		set: func(f *b3sumFlags, v string) { f.seek, f.hasSeek = v, true }},
	{long: "tag",
		help: "Outputs BSD-style checksums: BLAKE3 ([FILE]) = [HASH]",
		set:  func(f *b3sumFlags, _ string) { f.tag = true }},
	{long: "version", short: 'V',
		help: "Prints version information"},
}

// b3sumFileHelp is the help text of the file arguments.
const b3sumFileHelp = "Files to hash, or checkfiles to check. When no file is given,\n" +
	"or when - is given, read standard input."

// display returns the option as clap names it in messages: --long, with
// <VALUE> for an option that takes one; fileArg is <FILE>....
func (o *b3sumOption) display() string {
	if o.value != "" {
		return "--" + o.long + " <" + o.value + ">"
	}
	return "--" + o.long
}

// b3sumOptionIndex returns the index in b3sumOptions of the option with
// the long name long, or -1.
func b3sumOptionIndex(long string) int {
	for i := range b3sumOptions {
		if b3sumOptions[i].long == long {
			return i
		}
	}
	return -1
}

// displayName returns the name clap gives long (an option or fileArg) in
// messages.
func displayName(long string) string {
	if long == fileArg {
		return "<FILE>..."
	}
	return b3sumOptions[b3sumOptionIndex(long)].display()
}

// b3sumProg returns the command's name in help and usage lines.
func b3sumProg(name string) string {
	if name != "b3sum" {
		return "vilya b3sum"
	}
	return name
}

// b3sumHelp is the --help text, b3sum's with the command's name (and, as
// vilya b3sum, the environment variables vilya adds), laid out
// from b3sumOptions as clap lays it out: flags, then options taking a
// value, each section's help column four spaces after its longest entry.
func b3sumHelp(name string) string {
	prog := b3sumProg(name)
	var b strings.Builder
	b.WriteString(prog + " (vilya " + version + ", compatible with b3sum " + b3sumVersion + ", with --seek and --tag of b3sum 1.8)\n\n")
	b.WriteString("USAGE:\n    " + prog + " [FLAGS] [OPTIONS] [FILE]...\n")
	type entry struct{ left, help string }
	section := func(title string, entries []entry) {
		width := 0
		for _, e := range entries {
			width = max(width, len(e.left))
		}
		b.WriteString("\n" + title + ":\n")
		for _, e := range entries {
			col := 4 + width + 4
			for i, line := range strings.Split(e.help, "\n") {
				if i == 0 {
					b.WriteString("    " + e.left + strings.Repeat(" ", col-4-len(e.left)))
				} else {
					b.WriteString(strings.Repeat(" ", col))
				}
				b.WriteString(line + "\n")
			}
		}
	}
	var flags, opts []entry
	for i := range b3sumOptions {
		o := &b3sumOptions[i]
		left := "    "
		if o.short != 0 {
			left = "-" + string(o.short) + ", "
		}
		e := entry{left + o.display(), o.help}
		if o.value == "" {
			flags = append(flags, e)
		} else {
			opts = append(opts, e)
		}
	}
	section("FLAGS", flags)
	section("OPTIONS", opts)
	section("ARGS", []entry{{displayName(fileArg), b3sumFileHelp}})
	if name != "b3sum" {
		// Under its own name, vilya says what b3sum lacks; as b3sum, its
		// help is b3sum's.
		section("ENVIRONMENT", []entry{
			{"VILYA_NO_PROGRESS=1", "Turns off the progress bar, which is drawn on\n" +
				"standard error for a file still hashing after a\n" +
				"second, only when standard error is a terminal."},
			{"VILYA_KERNELS=...", "Forces kernels, for diagnostics (see vilya --help)."},
		})
	}
	return b.String()
}

// parseB3sumFlags parses the command line the way b3sum's clap 2 parser
// does: long options with "=" or a separate value, short options bundled or
// with an attached value, "--" ending the options, "-" a file; the first -h
// or -V answers at once; an option followed by an argument that starts
// with "-" is left without a value. On a usage error it prints clap's
// message and usage line to stderr and returns done with code 1; for --help
// and --version it prints to stdout and returns done with code 0. The "Did
// you mean" hint clap adds for a misspelt option is not printed.
//
// Errors come in clap's order: an unknown argument while parsing; then an
// option left waiting for its value at the end; then the conflicts; then,
// option by option, a missing value, a missing requirement and a repeat.
// clap walks the options given in hash-map order for the last two stages,
// so when two options fail in the same stage b3sum's report varies from run
// to run; vilya walks b3sumOptions in order, one of the orders b3sum may
// take, so that its report is always the same and always one b3sum gives.
func parseB3sumFlags(name string, args []string, stdout, stderr io.Writer) (f b3sumFlags, code int, done bool) {
	prog := b3sumProg(name)
	// count and values count the occurrences of each option in
	// b3sumOptions, and the values it has received.
	count := make([]int, len(b3sumOptions))
	values := make([]int, len(b3sumOptions))
	given := func(long string) bool {
		if long == fileArg {
			return len(f.files) > 0
		}
		return count[b3sumOptionIndex(long)] > 0
	}
	// usageErr prints msg with clap's usage line for an error: the options
	// given so far and those they require, in clap's order (<FILE>...
	// first), or the general line when there are none.
	usageErr := func(msg string) (b3sumFlags, int, bool) {
		var used []string
		for i := range b3sumOptions {
			o := &b3sumOptions[i]
			needed := false
			for j := range b3sumOptions {
				needed = needed || count[j] > 0 && b3sumOptions[j].requires == o.long
			}
			if count[i] > 0 || needed {
				used = append(used, o.display())
			}
		}
		for i := range b3sumOptions {
			if count[i] > 0 && b3sumOptions[i].requires == fileArg {
				used = append([]string{displayName(fileArg)}, used...)
				break
			}
		}
		line := strings.Join(append([]string{prog}, used...), " ")
		if len(used) == 0 {
			line = prog + " [FLAGS] [OPTIONS] [FILE]..."
		}
		fmt.Fprintf(stderr, "error: %s\n\nUSAGE:\n    %s\n\nFor more information try --help\n", msg, line)
		return f, 1, true
	}
	// answer handles an option found while parsing: -h and -V answer at
	// once (clap answers the first of them, whatever follows); any other
	// is counted, and a flag recorded.
	answer := func(i int) (b3sumFlags, int, bool) {
		o := &b3sumOptions[i]
		switch {
		case o.long == "help":
			fmt.Fprint(stdout, b3sumHelp(name))
			return f, 0, true
		case o.long == "version" && name == "b3sum":
			fmt.Fprintf(stdout, "b3sum %s (vilya %s)\n", b3sumVersion, version)
			return f, 0, true
		case o.long == "version":
			fmt.Fprintf(stdout, "vilya b3sum %s (compatible with b3sum %s)\n", version, b3sumVersion)
			return f, 0, true
		}
		count[i]++
		f.order = append(f.order, o.long)
		if o.value == "" {
			o.set(&f, "")
		}
		return f, 0, false
	}
	setValue := func(i int, v string) {
		values[i]++
		b3sumOptions[i].set(&f, v)
	}
	// waiting is the option whose value the next argument is, as clap
	// parses: an argument that starts with "-" (other than "-") is an
	// argument of its own, and leaves the option without a value.
	waiting := -1
	trailing := false // after "--": files only
	for _, a := range args {
		switch {
		case trailing:
			f.files = append(f.files, a)
		case a == "--":
			trailing = true
		case strings.HasPrefix(a, "--"):
			nm, val, hasVal := strings.Cut(a[2:], "=")
			i := b3sumOptionIndex(nm)
			if i < 0 {
				return usageErr("Found argument '--" + nm + "' which wasn't expected, or isn't valid in this context")
			}
			if f, code, done := answer(i); done {
				return f, code, done
			}
			waiting = -1
			// clap 2 ignores a value given to a flag with "=".
			if b3sumOptions[i].value != "" {
				if hasVal {
					setValue(i, val)
				} else {
					waiting = i
				}
			}
		case len(a) > 1 && a[0] == '-':
			waiting = -1
			for j := 1; j < len(a); j++ {
				i := -1
				for k := range b3sumOptions {
					if b3sumOptions[k].short != 0 && b3sumOptions[k].short == a[j] {
						i = k
					}
				}
				if i < 0 {
					return usageErr("Found argument '-" + string(a[j]) + "' which wasn't expected, or isn't valid in this context")
				}
				if f, code, done := answer(i); done {
					return f, code, done
				}
				if b3sumOptions[i].value == "" {
					continue
				}
				if j+1 < len(a) {
					setValue(i, strings.TrimPrefix(a[j+1:], "="))
				} else {
					waiting = i
				}
				break
			}
		case waiting >= 0:
			setValue(waiting, a)
			waiting = -1
		default:
			f.files = append(f.files, a)
		}
	}
	// An option waiting for its value at the end, with none before.
	if waiting >= 0 && values[waiting] == 0 {
		return usageErr("The argument '" + b3sumOptions[waiting].display() + "' requires a value but none was supplied")
	}
	// The conflicts: clap lists, option by option, the options each one
	// given conflicts with that are also given, and reports the first, with
	// the last option given that lists it.
	for i := range b3sumOptions {
		if count[i] == 0 {
			continue
		}
		for _, c := range b3sumOptions[i].conflicts {
			if !given(c) {
				continue
			}
			with := ""
			for j := range b3sumOptions {
				if count[j] > 0 && slices.Contains(b3sumOptions[j].conflicts, c) {
					with = b3sumOptions[j].display()
				}
			}
			return usageErr("The argument '" + displayName(c) + "' cannot be used with '" + with + "'")
		}
	}
	// Then each option given: it needs its value and what it requires, and
	// may not be repeated.
	for i := range b3sumOptions {
		o := &b3sumOptions[i]
		if count[i] == 0 {
			continue
		}
		if o.value != "" && values[i] == 0 {
			return usageErr("The argument '" + o.display() + "' requires a value but none was supplied")
		}
		if o.requires != "" && !given(o.requires) {
			return usageErr("The following required arguments were not provided:\n    " + displayName(o.requires))
		}
		if count[i] > 1 {
			return usageErr("The argument '" + o.display() + "' was provided more than once, but cannot be used multiple times")
		}
	}
	return f, 0, false
}
