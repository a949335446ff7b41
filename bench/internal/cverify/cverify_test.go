package cverify

import (
	"crypto/ed25519"
	"os"
	"testing"
)

func TestAgainstStdlib(t *testing.T) {
	pub, priv, _ := ed25519.GenerateKey(nil)
	for _, n := range []int{0, 1, 200, 1232} {
		msg := make([]byte, n)
		for i := range msg {
			msg[i] = byte(i * 7)
		}
		sig := ed25519.Sign(priv, msg)
		bad := append([]byte(nil), sig...)
		bad[5] ^= 1
		for _, c := range []struct {
			name string
			load func() error
			ver  func(pub, msg, sig []byte) bool
		}{{"libsodium", Sodium, SodiumVerify}, {"openssl", OpenSSL, OpenSSLVerify}} {
			if err := c.load(); err != nil {
				if os.Getenv("CI") == "true" {
					t.Fatalf("peer %s is missing under CI=true: %v", c.name, err)
				}
				t.Logf("SKIPPING peer %s: %v", c.name, err)
				continue
			}
			if !c.ver(pub, msg, sig) {
				t.Errorf("%s rejects a valid signature on %d bytes", c.name, n)
			}
			if c.ver(pub, msg, bad) {
				t.Errorf("%s accepts a corrupted signature on %d bytes", c.name, n)
			}
		}
	}
	t.Logf("libsodium %s, %s", SodiumVersion(), OpenSSLVersion())
}
