import re,sys
regs={'AX':'%rax','BX':'%rbx','CX':'%rcx','DX':'%rdx','SP':'%rsp'}
def op(o):
    o=o.strip()
    m=re.match(r'^Y(\d+)$',o)
    if m: return '%ymm'+m.group(1)
    if o in regs: return regs[o]
    m=re.match(r'^\$(.*)$',o)
    if m: return '$'+m.group(1)
    m=re.match(r'^(\w+)<>\+(\d+)\(SB\)$',o)
    if m: return '%s+%s(%%rip)'%(m.group(1),m.group(2))
    m=re.match(r'^(-?\w*)\((\w+)\)$',o)
    if m: return '%s(%s)'%(m.group(1),regs[m.group(2)])
    raise Exception(o)
out=[]
for line in open(sys.argv[1]):
    line=line.strip()
    if not line: continue
    parts=line.split(None,1)
    ins=parts[0].lower()
    if ins in ('vzeroupper',): continue
    ops=[op(x) for x in parts[1].split(',')] if len(parts)>1 else []
    if ins=='movq' and ops[0].startswith(('out','a+','b+')): continue
    out.append('\t%s %s'%(ins,', '.join(ops)))
print("\n".join(out))
