#!/usr/bin/env python3
"""Write variants of body.inc (one fe10MulAVX2 body in GNU syntax) whose
timing says where the kernel's cycles go: va, the columns' VPMULUDQ on a
register instead of memory (the scratch's
multiples, and b's limbs where the kernel reads them in place); vb, without the stage that writes b's
multiples; vc, without the carries and the final stores; vd, without the
ten stores of b's own limbs; ve, without any store. Only the timing of a
variant means anything: its results are wrong."""
import re
body = open('body.inc').read().split('\n')
def write(name, lines):
    open(name, 'w').write('\n'.join(lines) + '\n')
write('va.inc', [re.sub(r'vpmuludq \d*\((?:%rbx|%rdx)\), (%ymm\d+), (%ymm\d+)', r'vpmuludq \1, \1, \2', l) for l in body])
cols = [i for i, l in enumerate(body) if re.search(r'vpmuludq \d+\(%rbx\)', l)][0]
write('vb.inc', body[cols - 10:])
carry = [i for i, l in enumerate(body) if 'vpsrlq' in l][0]
write('vc.inc', body[:carry])
out, prev = [], ''
for l in body:
    if re.match(r'\s*vmovdqu %ymm0, \d+\(%rbx\)', l) and '(%rdx)' in prev:
        prev = l
        continue
    out.append(l)
    prev = l
write('vd.inc', out)
write('ve.inc', [l for l in body if not re.match(r'\s*vmovdqu %ymm\d+, ', l)])
