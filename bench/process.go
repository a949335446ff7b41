package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// processRows returns whole-process rows: Debian's b3sum against the vilya
// command (vilya b3sum) hashing one file from the page cache, with one
// thread and with all threads. The vilya binary is vilyaBin when set, else
// built from ../cmd/vilya when that directory exists; both programs run
// from copies in the rows' directory (copyExecutable). cleanup removes the
// file and the binaries.
func processRows(quick bool, vilyaBin string, notef func(string, ...any)) (rows []rowSpec, cleanup func()) {
	size := 256 * mib
	if quick {
		size = 16 * mib
	}
	dir, err := os.MkdirTemp("", "vilya-bench-")
	if err != nil {
		notef("whole-process rows skipped: %v", err)
		return nil, func() {}
	}
	cleanup = func() { os.RemoveAll(dir) }
	file := filepath.Join(dir, "input.bin")
	b3sum, b3err := exec.LookPath("b3sum")
	vilya, vilyaNA := vilyaBin, ""
	if vilya == "" {
		vilya, vilyaNA = buildVilya(dir)
	} else if _, err := os.Stat(vilya); err != nil {
		vilyaNA = fmt.Sprintf("-vilya-bin: %v", err)
	} else {
		notef("whole-process vilya is the prebuilt %s (-vilya-bin)", vilya)
	}
	// stage writes the file and the copies of both programs afresh, each
	// under a new name renamed over the old, so that a failure leaves the
	// last ones in place; each row runs it again right before it is
	// measured. A file left idle while the group's other rows run can
	// leave the page cache: a VM's proactive reclaim (DAMON) paged out a
	// third of this 256 MiB file within the two minutes before these
	// rows, which then timed reading it back
	// (docs/results/2026-12-07-bench-process-stage-zen5).
	var copies [][2]string // source, copy
	stage := func() error {
		fresh := file + ".new"
		if err := os.WriteFile(fresh, input(size), 0o600); err != nil {
			return err
		}
		if err := os.Rename(fresh, file); err != nil {
			return err
		}
		for _, c := range copies {
			fresh := c[1] + ".new"
			os.Remove(fresh)
			if err := copyExecutable(c[0], fresh); err != nil {
				return fmt.Errorf("copying %s: %v", c[0], err)
			}
			if err := os.Rename(fresh, c[1]); err != nil {
				return err
			}
		}
		return nil
	}
	if err := stage(); err != nil {
		notef("whole-process rows skipped: %v", err)
		return nil, cleanup
	}
	if b3err == nil {
		copied := filepath.Join(dir, "b3sum")
		if err := copyExecutable(b3sum, copied); err != nil {
			b3err = fmt.Errorf("copying b3sum: %v", err)
		} else {
			copies = append(copies, [2]string{b3sum, copied})
		}
		b3sum = copied
	}
	if vilyaNA == "" {
		copied := filepath.Join(dir, "vilya")
		if err := copyExecutable(vilya, copied); err != nil {
			vilyaNA = fmt.Sprintf("copying %s: %v", vilya, err)
		} else {
			copies = append(copies, [2]string{vilya, copied})
		}
		vilya = copied
	}
	notef("whole-process rows run b3sum and vilya from copies written just before, so that both binaries enter the page cache the same way")

	var want string
	if b3err == nil {
		out, err := exec.Command(b3sum, "--no-names", file).Output()
		if err != nil {
			b3err = fmt.Errorf("b3sum failed: %v", err)
		}
		want = strings.TrimSpace(string(out))
	} else {
		b3err = fmt.Errorf("b3sum not installed (apt-get install b3sum)")
	}
	if vilyaNA == "" {
		out, err := exec.Command(vilya, "b3sum", "--no-names", file).Output()
		got := strings.TrimSpace(string(out))
		switch {
		case err != nil:
			vilyaNA = fmt.Sprintf("vilya b3sum failed: %v", err)
		case want != "" && got != want:
			notef("vilya b3sum prints %q, b3sum %q: the whole-process rows time a wrong answer", got, want)
		}
	}
	if vilyaNA != "" {
		notef("whole-process vilya is n/a: %s", vilyaNA)
	}

	for _, threads := range []string{"1", ""} {
		op := "process-1-thread"
		if threads == "" {
			op = "process-all-threads"
		}
		r := rowSpec{group: "blake3", op: op, size: size, perItem: 1, multicore: threads == "", process: true,
			stage: stage, residency: func() string { return residency(file) }}
		mk := func(name, bin string, pre []string, miss string, na bool) impl {
			im := impl{name: name, missing: miss, na: na}
			if miss != "" || na {
				return im
			}
			args := append(append([]string(nil), pre...), "--no-names")
			if threads != "" {
				args = append(args, "--num-threads", threads)
			}
			args = append(args, file)
			im.run = func(n int) {
				for range n {
					cmd := exec.Command(bin, args...)
					var out bytes.Buffer
					cmd.Stdout = &out
					if err := cmd.Run(); err != nil {
						panic(fmt.Sprintf("%s %v: %v", bin, args, err))
					}
				}
			}
			return im
		}
		b3miss := ""
		if b3err != nil {
			b3miss = b3err.Error()
		}
		r.impls = []impl{mk("vilya", vilya, []string{"b3sum"}, "", vilyaNA != ""), mk("b3sum", b3sum, nil, b3miss, false)}
		rows = append(rows, r)
	}
	return rows, cleanup
}

// buildVilya builds ../cmd/vilya into dir and returns its path, or a reason
// why the vilya command is n/a.
func buildVilya(dir string) (path, na string) {
	src := filepath.Join("..", "cmd", "vilya")
	if m, _ := filepath.Glob(filepath.Join(src, "*.go")); len(m) == 0 {
		return "", "../cmd/vilya does not exist in this checkout"
	}
	path = filepath.Join(dir, "vilya-built")
	cmd := exec.Command("go", "build", "-o", path, "./cmd/vilya")
	cmd.Dir = ".."
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Sprintf("go build ./cmd/vilya failed: %v: %s", err, bytes.TrimSpace(out))
	}
	return path, ""
}

// copyExecutable copies the executable src to dst (a new file, mode 0755)
// with ordinary writes. The whole-process rows run both programs from such
// copies, so that their binaries enter the page cache the same way, as
// installing them does: how a binary got there moves a short process's
// time by a few percent (docs/results/2026-12-05-cli-startup-zen5).
func copyExecutable(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o755)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
