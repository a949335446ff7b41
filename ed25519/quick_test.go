package ed25519

import (
	"crypto/ed25519"
	"testing"
)

func TestQuickStdlib(t *testing.T) {
	pub, priv, _ := ed25519.GenerateKey(nil)
	msg := []byte("hello")
	sig := ed25519.Sign(priv, msg)
	for p := Profile(0); p < numProfiles; p++ {
		if !VerifyWithProfile(p, pub, msg, sig) {
			t.Errorf("%v: valid rejected", p)
		}
		sig[5] ^= 1
		if VerifyWithProfile(p, pub, msg, sig) {
			t.Errorf("%v: invalid accepted", p)
		}
		sig[5] ^= 1
	}
	pubs := make([][]byte, 10)
	msgs := make([][]byte, 10)
	sigs := make([][]byte, 10)
	for i := range pubs {
		pubs[i], msgs[i], sigs[i] = pub, msg, sig
	}
	v := make([]bool, 10)
	if !VerifyBatch(ZIP215, pubs, msgs, sigs, v) {
		t.Error("batch")
	}
	sigs[3] = append([]byte(nil), sig...)
	sigs[3][1] ^= 1
	if VerifyBatch(ZIP215, pubs, msgs, sigs, v) || v[3] || !v[2] {
		t.Error("batch bad", v)
	}
}
