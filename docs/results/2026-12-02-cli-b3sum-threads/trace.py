import sys
root=sys.argv[1]  # a copy of the tree (git archive), edited in place
def rep(p, pairs):
    s=open(root+'/'+p).read()
    for a,b in pairs:
        if a not in s:
            print("skipped in", p, ":", a.strip().splitlines()[0])
            continue
        s=s.replace(a,b)
    open(root+'/'+p,'w').write(s)
rep('blake3/parallel.go',[('''		for j := 1; j < w; j++ {
			go win.help(j, hash)
		}
		f := win.work(hash)''','''		Tracef("window kind=%d m=%d w=%d seg=%d start helpers", kind, m, w, seg)
		for j := 1; j < w; j++ {
			go win.help(j, hash)
		}
		f := win.work(hash)
		Tracef("window done")'''),('''				noteRate(kind, int64(k*seg), time.Since(t))''','''				noteRate(kind, int64(k*seg), time.Since(t))
				Tracef("baseline piece k=%d took %v", k, time.Since(t))''')])
rep('blake3/share.go',[('''	win.closed.Store(true)
	for win.held.Load() != 0 {
		<-win.idle
	}''','''	win.closed.Store(true)
	Tracef("caller out of work")
	for win.held.Load() != 0 {
		<-win.idle
	}
	Tracef("caller waited")'''),('''func (win *window) help(j int, hash func(i, k, worker int) bool) {
	for {''','''func (win *window) help(j int, hash func(i, k, worker int) bool) {
	Tracef("helper %d start", j)
	defer Tracef("helper %d end", j)
	for {''')])
rep('cmd/vilya/b3sum_input.go',[('''			t := time.Now()
			if err := h.WriteReaderAt(r, off, n''','''			t := time.Now()
			blake3.Tracef("probe read off=%d n=%d", off, n)
			if err := h.WriteReaderAt(r, off, n'''),('''			t = time.Now()
			hashMapped(h, data[off+n:off+2*n]''','''			blake3.Tracef("probe read took %v", time.Since(t))
			t = time.Now()
			hashMapped(h, data[off+n:off+2*n]'''),('''			if d := time.Since(t); mapped == 0 || d < mapped {''','''			blake3.Tracef("probe map took %v", time.Since(t))
			if d := time.Since(t); mapped == 0 || d < mapped {'''),('''	if c.fileMode == modeRead {
		return h.WriteReaderAt(r, off, size-off, c.workers)
	}''','''	blake3.Tracef("main mode=%d off=%d", c.fileMode, off)
	defer blake3.Tracef("main done")
	if c.fileMode == modeRead {
		return h.WriteReaderAt(r, off, size-off, c.workers)
	}''')])
rep('cmd/vilya/b3sum_input.go',[('''			off += n
			if f := minorFaults(); i == 1''','''			off += n
			blake3.Tracef("probe %d (mapped) took %v", i, time.Since(t))
			if f := minorFaults(); i == 1'''),('''				off += n
				continue''','''				blake3.Tracef("probe %d (read) took %v", i, time.Since(t))
				off += n
				continue''')])
rep('cmd/vilya/main.go',[('''	signal.Ignore(syscall.SIGPIPE)
	os.Exit(run(os.Args))''','''	signal.Ignore(syscall.SIGPIPE)
	blake3.Tracef("main entry")
	code := run(os.Args)
	blake3.Tracef("exit")
	blake3.TraceDump()
	os.Exit(code)'''),('import (','import (\n\t"github.com/vilyacrypto/vilya/blake3"')])
