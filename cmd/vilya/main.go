// Command vilya is the command line of the vilya cryptography library.
//
// Usage:
//
//	vilya b3sum [FLAGS] [OPTIONS] [FILE]...   BLAKE3 sums, compatible with b3sum
//	vilya sum ...                             the same as vilya b3sum
//	vilya verify [--profile NAME] [FILE]...   batch-verify Ed25519 signatures
//	vilya cpu                                 the CPU, its features and the kernels in use
//	vilya bao hash|encode|decode|slice|decode-slice ...   Bao verified streaming
//
// Installed or linked under the name b3sum, vilya behaves as vilya b3sum.
//
// vilya b3sum accepts the flags of b3sum 1.2.0 and writes the same bytes to
// standard output, the same messages to standard error and the same exit
// codes. It also takes what later b3sum versions (1.8) added: --seek,
// --tag, and --tag's lines and lines ending in CRLF in a checkfile; it
// escapes a carriage return in a name as \r, as they do. Large files are hashed on all cores (or --num-threads of them)
// through blake3.Hasher.WriteParallel or WriteReaderAt; given many files,
// those under 4 MiB several at a time, one a core, ahead of the output,
// which still comes in argument order (checkfile order under --check).
// When standard error is a terminal, a
// file still hashing after a second gets a progress bar there, erased before
// its line is printed; VILYA_NO_PROGRESS=1 turns it off.
//
// vilya verify reads one signature per line: a hex public key, a hex
// signature and the message, as hex or (with --msg-files) as @path,
// separated by white space; or a JSON object with the keys "pub", "sig" and
// "msg" (or "public_key", "signature", "message"). Blank lines and lines
// starting with # are skipped. It prints one verdict per signature as each
// batch is verified and a summary, and exits 1 if any signature is invalid,
// any line malformed, or there is no signature at all (unless
// --allow-empty).
//
// vilya cpu prints the CPU model, the features vilya uses, and for each
// package the kernel or backend selected and those available: the first
// lines of a useful bug report.
//
// The environment variable VILYA_KERNELS forces kernels for every command,
// for diagnostics and measurements: a comma-separated list of package=name,
// such as VILYA_KERNELS=blake3=avx2 or blake3=generic,ed25519=portable,
// with the names vilya cpu lists as available. A name the CPU cannot run
// is an error (exit code 2), never a silent fallback.
package main

import (
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
)

// version is the vilya version that -V and --version report.
const version = "0.1.0-dev"

func main() {
	// A write to a closed pipe then fails with EPIPE, which the commands
	// report (b3sum, in Rust, ignores SIGPIPE the same way), instead of
	// killing vilya without a word.
	signal.Ignore(syscall.SIGPIPE)
	os.Exit(run(os.Args))
}

// run dispatches on the subcommand and returns the exit code.
func run(args []string) int {
	if !applyKernelsEnv() {
		return 2
	}
	if len(args) > 0 && strings.TrimSuffix(filepath.Base(args[0]), ".exe") == "b3sum" {
		return b3sumMain("b3sum", args[1:])
	}
	if len(args) < 2 {
		usage(os.Stderr)
		return 2
	}
	switch args[1] {
	case "b3sum", "sum":
		return b3sumMain("vilya", args[2:])
	case "verify":
		return verifyMain(args[2:])
	case "cpu":
		return cpuMain(args[2:])
	case "bao":
		return baoMain(args[2:])
	case "-h", "--help", "help":
		return exitPrinted("vilya", usage(os.Stdout), 0)
	case "-V", "--version", "version":
		_, err := fmt.Printf("vilya %s\n", version)
		return exitPrinted("vilya", err, 0)
	}
	fmt.Fprintf(os.Stderr, "vilya: unknown command %q\n\n", args[1])
	usage(os.Stderr)
	return 2
}

// exitPrinted returns code, unless err, from writing standard output, is
// not nil: then it reports err for the command cmd and returns 1, so that
// output lost to a full disk or a closed pipe is never a silent success.
func exitPrinted(cmd string, err error, code int) int {
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: writing standard output: %v\n", cmd, err)
		return 1
	}
	return code
}

func usage(w io.Writer) error {
	_, err := fmt.Fprint(w, `vilya: fast, correct BLAKE3 and Ed25519 verification

USAGE:
    vilya b3sum [FLAGS] [OPTIONS] [FILE]...   BLAKE3 sums (b3sum-compatible; alias: sum)
    vilya verify [--profile NAME] [FILE]...   batch-verify Ed25519 signatures
    vilya cpu                                 CPU model, features, kernels in use
    vilya bao hash|encode|decode|slice|decode-slice ...   Bao verified streaming
    vilya help | version

Run 'vilya b3sum --help', 'vilya verify --help' or 'vilya bao --help' for a
command's flags.
VILYA_KERNELS=blake3=avx2 (package=name, comma-separated; names as 'vilya
cpu' lists them) forces kernels, for diagnostics.
'vilya b3sum' draws a progress bar on standard error for a file still
hashing after a second, when standard error is a terminal;
VILYA_NO_PROGRESS=1 turns it off.
`)
	return err
}
