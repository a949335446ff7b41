import sys,glob,re,collections,statistics
d=sys.argv[1]
res=collections.defaultdict(lambda: collections.defaultdict(list))
for f in sorted(glob.glob(d+'/*.txt')):
    b=f.split('/')[-1].rsplit('-',1)[0]
    for line in open(f):
        m=re.match(r'(Benchmark\S+)-2\s+\d+\s+([\d.]+) ns/op',line)
        if m: res[m.group(1)][b].append(float(m.group(2)))
bins=sys.argv[2].split(',')
for k,v in res.items():
    base=statistics.median(v[bins[0]])
    print(f"{k[9:]:45s}"+"".join(f" {b}:{statistics.median(v[b]):9.0f} ({min(v[b])/base:.3f}-{max(v[b])/base:.3f})" for b in bins))
