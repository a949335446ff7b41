package prep

import (
	"crypto/rand"
	"io"
)

// ReadCoefficients fills buf from rnd (crypto/rand when nil).
func ReadCoefficients(rnd io.Reader, buf []byte) bool {
	if rnd == nil {
		_, err := rand.Read(buf)
		return err == nil
	}
	_, err := io.ReadFull(rnd, buf)
	return err == nil
}
