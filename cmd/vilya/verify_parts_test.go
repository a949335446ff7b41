package main

import (
	"crypto/ed25519"
	"encoding/hex"
	"fmt"
	"strings"
	"testing"

	vilyaed "github.com/vilyacrypto/vilya/ed25519"
)

// partsCases returns n signatures by a few keys, every fifth one made
// invalid in a different way, with their verdicts.
func partsCases(n int) (pubs, msgs, sigs [][]byte, want []bool) {
	for i := range n {
		seed := make([]byte, ed25519.SeedSize)
		seed[0] = byte(i % 7)
		priv := ed25519.NewKeyFromSeed(seed)
		msg := []byte(fmt.Sprintf("message %d", i))
		sig := ed25519.Sign(priv, msg)
		ok := true
		switch i % 15 {
		case 4:
			sig[40] ^= 1 // S
			ok = false
		case 9:
			msg = append(msg, '!')
			ok = false
		case 14:
			sig[3] ^= 1 // R
			ok = false
		}
		pubs, msgs, sigs = append(pubs, priv.Public().(ed25519.PublicKey)), append(msgs, msg), append(sigs, sig)
		want = append(want, ok)
	}
	return pubs, msgs, sigs, want
}

// TestVerifyParts checks that verifying a batch in parts on several
// goroutines gives every signature its own verdict, for batch sizes around
// the parts' minimum and worker counts from one to more than the parts.
func TestVerifyParts(t *testing.T) {
	pubs, msgs, sigs, want := partsCases(150)
	for _, p := range []vilyaed.Profile{vilyaed.StdlibCompat, vilyaed.ZIP215} {
		for _, n := range []int{0, 1, minVerifyPart - 1, minVerifyPart, 2*minVerifyPart - 1, 2 * minVerifyPart, 2*minVerifyPart + 1, 64, 100, 150} {
			for _, workers := range []int{1, 2, 3, 4, 7} {
				got := make([]bool, n)
				verifyParts(p, pubs[:n], msgs[:n], sigs[:n], got, workers)
				for i := range got {
					if got[i] != want[i] {
						t.Errorf("%v, %d signatures on %d workers: signature %d verdict %v, want %v", p, n, workers, i, got[i], want[i])
					}
				}
			}
		}
	}
}

// TestVerifyCores runs vilya verify over a list of valid, invalid and
// malformed lines in large batches on every core and on one
// (GOMAXPROCS=1): the output must be the same, line for line.
func TestVerifyCores(t *testing.T) {
	dir := t.TempDir()
	pubs, msgs, sigs, want := partsCases(300)
	var in, wantOut strings.Builder
	line := 0
	for i := range pubs {
		line++
		fmt.Fprintf(&in, "%x %x %x\n", pubs[i], sigs[i], msgs[i])
		verdict := "OK"
		if !want[i] {
			verdict = "FAILED"
		}
		fmt.Fprintf(&wantOut, "sigs:%d: %s\n", line, verdict)
		if i%37 == 0 {
			line++
			in.WriteString(hex.EncodeToString(pubs[i]) + " zz\n")
			fmt.Fprintf(&wantOut, "sigs:%d: MALFORMED\n", line)
		}
	}
	writeFile(t, dir, "sigs", []byte(in.String()))
	verdicts := func(r result) string { // the verdicts without their reasons
		var b strings.Builder
		for _, l := range strings.SplitAfter(string(r.stdout), "\n") {
			if l != "" {
				head, _, _ := strings.Cut(strings.TrimSuffix(l, "\n"), " (")
				b.WriteString(head + "\n")
			}
		}
		return b.String()
	}
	for _, batch := range []string{"64", "300", "4096"} {
		one := runEnv(t, []string{"GOMAXPROCS=1"}, dir, "", vilyaBin, "verify", "--batch", batch, "sigs")
		all := runEnv(t, nil, dir, "", vilyaBin, "verify", "--batch", batch, "sigs")
		if one.code != 1 || verdicts(one) != wantOut.String() {
			t.Errorf("--batch %s, GOMAXPROCS=1: %v", batch, one)
		}
		if all.code != one.code || string(all.stdout) != string(one.stdout) {
			t.Errorf("--batch %s: on every core %v\non one %v", batch, all, one)
		}
	}
}
