package kernelspec

import (
	"errors"
	"reflect"
	"testing"
)

func TestApply(t *testing.T) {
	errNo := errors.New("refused")
	for _, tc := range []struct {
		spec    string
		want    []string
		wantErr bool
	}{
		{"", nil, false},
		{"  ", nil, false},
		{"blake3=avx2", []string{"blake3:avx2"}, false},
		{"blake3=avx2, ed25519=portable", []string{"blake3:avx2", "ed25519:portable"}, false},
		{"blake3", nil, true},
		{"blake3=", nil, true},
		{"blake3=avx2,", []string{"blake3:avx2"}, true},
		{"blake3=avx2,sha512x", []string{"blake3:avx2"}, true},
		{"refuse=x,blake3=avx2", []string{"refuse:x"}, true},
	} {
		var got []string
		err := Apply(tc.spec, func(pkg, name string) error {
			got = append(got, pkg+":"+name)
			if pkg == "refuse" {
				return errNo
			}
			return nil
		})
		if (err != nil) != tc.wantErr || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Apply(%q): calls %v, error %v; want calls %v, error %v", tc.spec, got, err, tc.want, tc.wantErr)
		}
	}
}
