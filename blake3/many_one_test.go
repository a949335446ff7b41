package blake3

import (
	"math/rand/v2"
	"testing"
)

// groupKernels returns the lane kernels whose group kernel (manyOne) to
// test: the generic twin at 16 and 4 lanes, and every level this CPU and
// build can run that has a group kernel.
func groupKernels(t testing.TB) []manyKern {
	ks := []manyKern{manyGen, manyGen4}
	for _, k := range laneKernels(t) {
		if hasGroupKernel(k) {
			ks = append(ks, k)
		}
	}
	return ks
}

// manyModes are the three modes with their one-shot functions.
var manyModes = func() []struct {
	key  *[8]uint32
	flag uint32
	one  func([]byte) [Size]byte
} {
	keyB := [KeySize]byte([]byte("whats the Elvish word for friend"))
	var key [8]uint32
	loadWords(key[:], keyB[:])
	ctx := contextKey("vilya many test")
	return []struct {
		key  *[8]uint32
		flag uint32
		one  func([]byte) [Size]byte
	}{
		{&iv, 0, Sum256},
		{&key, flagKeyedHash, func(m []byte) [Size]byte { return KeyedSum256(&keyB, m) }},
		{&ctx, flagDeriveKeyMaterial, func(m []byte) (d [Size]byte) {
			DeriveKey(d[:], "vilya many test", m)
			return d
		}},
	}
}()

// checkGroups hashes msgs with sumGroups on kernel k in every mode and
// compares each digest with the one-shot function's.
func checkGroups(t *testing.T, k manyKern, msgs [][]byte) {
	t.Helper()
	out := make([][Size]byte, len(msgs))
	for _, mode := range manyModes {
		clear(out)
		sumGroups(k, out, msgs, mode.key, mode.flag)
		for i, m := range msgs {
			if want := mode.one(m); out[i] != want {
				t.Fatalf("%v mode %#x: message %d of %d (%d bytes): got %x, want %x", k, mode.flag, i, len(msgs), len(m), out[i], want)
			}
		}
	}
}

// TestManyOneKernels runs every group kernel directly on groups holding a
// message of every length 0..64 in every lane position, beside one-block
// messages of other lengths (nil ones among them), in every mode; and on
// groups holding one longer message in any lane, before which the kernel
// must stop without writing that group's digests.
func TestManyOneKernels(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for _, k := range groupKernels(t) {
		w := k.width()
		msgs := make([][]byte, 3*w)
		out := make([][Size]byte, 3*w)
		for n := 0; n <= BlockSize; n++ {
			for p := range w {
				for i := range msgs {
					switch l := r.IntN(BlockSize + 2); l {
					case BlockSize + 1:
						msgs[i] = nil
					default:
						msgs[i] = manyMsg(r.IntN(5000), l)
					}
				}
				msgs[w+p] = manyMsg(n, n)
				mode := manyModes[(n+p)%len(manyModes)]
				f := mode.flag | flagChunkStart | flagChunkEnd | flagRoot
				clear(out)
				if g := manyOne(k, out, msgs, 3, mode.key, f); g != 3 {
					t.Fatalf("%v: %d groups hashed, want 3", k, g)
				}
				for i, m := range msgs {
					if want := mode.one(m); out[i] != want {
						t.Fatalf("%v mode %#x: %d bytes in lane %d: message %d (%d bytes) differs", k, mode.flag, n, p, i, len(m))
					}
				}
				// A longer message in group 1 stops the kernel there.
				msgs[w+p] = manyMsg(n, BlockSize+1+r.IntN(2000))
				clear(out)
				if g := manyOne(k, out, msgs, 3, mode.key, f); g != 1 {
					t.Fatalf("%v: %d groups hashed with a long message in group 1, want 1", k, g)
				}
				for i := range out {
					if i < w && out[i] != mode.one(msgs[i]) || i >= w && out[i] != ([Size]byte{}) {
						t.Fatalf("%v: long message in lane %d: digest %d wrong or written", k, p, i)
					}
				}
			}
		}
	}
}

// TestManyOnePartial runs every group kernel on every count of one-block
// messages short of its width (manyOnePartial: empty messages in the spare
// lanes), lengths 0..64 and nil among them, in every mode, and checks that
// only out[:count] is written; a longer message in any position makes it
// hash and write nothing. Then sumGroups on every count up to three widths
// and a half, where the cascade's partial groups take the tails.
func TestManyOnePartial(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 26))
	var sentinel [Size]byte
	for i := range sentinel {
		sentinel[i] = 0xa5
	}
	for _, k := range groupKernels(t) {
		w := k.width()
		for n := 1; n < w; n++ {
			for it := range 20 {
				msgs := make([][]byte, n)
				for i := range msgs {
					if l := r.IntN(BlockSize + 2); l <= BlockSize {
						msgs[i] = manyMsg(r.IntN(5000), l)
					}
				}
				mode := manyModes[it%len(manyModes)]
				f := mode.flag | flagChunkStart | flagChunkEnd | flagRoot
				out := make([][Size]byte, w)
				for i := range out {
					out[i] = sentinel
				}
				if !manyOnePartial(k, out, msgs, mode.key, f) {
					t.Fatalf("%v: %d one-block messages refused", k, n)
				}
				for i := range out {
					if i < n && out[i] != mode.one(msgs[i]) || i >= n && out[i] != sentinel {
						t.Fatalf("%v mode %#x: %d messages: digest %d wrong or written", k, mode.flag, n, i)
					}
				}
				p := r.IntN(n)
				msgs[p] = manyMsg(p, BlockSize+1+r.IntN(3000))
				for i := range out {
					out[i] = sentinel
				}
				if manyOnePartial(k, out, msgs, mode.key, f) {
					t.Fatalf("%v: a long message in position %d of %d accepted", k, p, n)
				}
				for i := range out {
					if out[i] != sentinel {
						t.Fatalf("%v: long message in position %d of %d: digest %d written", k, p, n, i)
					}
				}
			}
		}
		for n := 1; n <= 3*w+w/2; n++ {
			msgs := make([][]byte, n)
			for i := range msgs {
				msgs[i] = manyMsg(r.IntN(5000), r.IntN(BlockSize+1))
			}
			checkGroups(t, k, msgs)
		}
	}
}

// TestManyGroupKernelLanes puts a message of every length 0..2 KiB in
// every lane position of the middle of three groups of one-block messages
// hashed by sumGroups, 13 more after them: the groups around it take the
// group kernel, it (and its group) the lanes once it is longer than a block,
// the 13 the narrower group kernels and the loop.
func TestManyGroupKernelLanes(t *testing.T) {
	step := 1
	if testing.Short() {
		step = 7
	}
	for _, k := range groupKernels(t) {
		w := k.width()
		msgs := make([][]byte, 3*w+13) // the last 13: narrower group kernels, then the loop
		want := make([][Size]byte, len(msgs))
		for i := range msgs {
			msgs[i] = manyMsg(2000+i, i%(BlockSize+1))
			want[i] = Sum256(msgs[i])
		}
		out := make([][Size]byte, len(msgs))
		for n := 0; n <= 2048; n += step {
			m := manyMsg(n, n)
			h := Sum256(m)
			for p := range w {
				saved := msgs[w+p]
				msgs[w+p] = m
				clear(out)
				sumGroups(k, out, msgs, &iv, 0)
				for i := range msgs {
					if i == w+p && out[i] != h || i != w+p && out[i] != want[i] {
						t.Fatalf("%v: %d bytes in lane %d: message %d differs", k, n, p, i)
					}
				}
				msgs[w+p] = saved
			}
		}
	}
}

// TestManyGroupKernelMixed hashes batches of mixed lengths with sumGroups in
// every mode: runs of one-block groups between groups with longer messages,
// counts that leave part of a group, aliasing messages.
func TestManyGroupKernelMixed(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	for _, k := range groupKernels(t) {
		for it := range 60 {
			n := r.IntN(200)
			msgs := make([][]byte, n)
			long := r.IntN(4) // how often a message is longer than a block
			for i := range msgs {
				l := r.IntN(BlockSize + 1)
				if long > 0 && r.IntN(16*long) == 0 {
					l = r.IntN(3 * manyMaxChunks * chunkLen)
				}
				msgs[i] = manyMsg(r.IntN(1000), l)
				if i > 0 && r.IntN(10) == 0 {
					msgs[i] = msgs[r.IntN(i)]
				}
			}
			_ = it
			checkGroups(t, k, msgs)
		}
	}
}
