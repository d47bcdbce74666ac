"""splice.py P cutP S cutS MAPRE N out.ll
Kernel = P's body before line cutP + S's body from line cutS on. S's live-ins
defined before cutS: the last N results of calls matching MAPRE in S's prefix map,
in order, to the last N such results in P's prefix; any other live-in is recomputed
by cloning its (pure) backward slice from S's prefix."""
import re,sys
P,cutP,S,cutS,mapre,N,out=sys.argv[1],int(sys.argv[2]),sys.argv[3],int(sys.argv[4]),sys.argv[5],int(sys.argv[6]),sys.argv[7]
def load(f):
    L=open(f).read().split('\n')
    st=next(i for i,l in enumerate(L) if l.startswith('define'))
    en=next(i for i in range(st,len(L)) if L[i]=='}')
    return L,st,en
def clean(l,tag):
    l=re.sub(r', !dbg !\d+','',l)
    l=re.sub(r'\) #\d+$',') #99',l)
    return re.sub(r'%([A-Za-z_.][\w.]*|\d+)\b',lambda m: '%'+m.group(1) if re.fullmatch(r'[0-7]',m.group(1)) else '%'+tag+m.group(1).replace('.','_'),l)
def defname(l):
    m=re.match(r'\s+(%[\w.]+) = ',l); return m.group(1) if m else None
PL,pst,pen=load(P); SL,sst,sen=load(S)
pre=[PL[i] for i in range(pst+1,cutP-1)]
spre=list(range(sst+1,cutS-1)); suf=[SL[i] for i in range(cutS-1,sen)]
sdefs={defname(SL[i]):i for i in spre if defname(SL[i])}
def uses(l): return re.findall(r'%[\w.]+',l.split(' = ',1)[-1])
need=set()
for l in suf:
    for v in uses(l):
        if v in sdefs: need.add(v)
pm=[defname(l) for l in pre if re.search(mapre,l)][-N:] if N else []
sm=[defname(SL[i]) for i in spre if re.search(mapre,SL[i])][-N:] if N else []
assert len(pm)==len(sm)==N,(len(pm),len(sm))
mapping=dict(zip(sm,pm))
clone=set(); work=[v for v in need if v not in mapping]
while work:
    v=work.pop()
    if v in clone: continue
    l=SL[sdefs[v]]
    if re.search(r'\bload\b|asm|shfl|wgmma|barrier|div\.full|ex2',l) and 'sreg' not in l:
        sys.exit('impure live-in %s: %s'%(v,l.strip()))
    clone.add(v)
    work+= [u for u in uses(l) if u in sdefs and u not in mapping]
body=[clean(l,'p') for l in pre]
body+=[clean(SL[i],'s') for i in spre if defname(SL[i]) in clone]
sm2={clean(k,'s').strip():clean(v,'p').strip() for k,v in mapping.items()}
for l in suf:
    l=clean(l,'s')
    l=re.sub(r'%s[\w]+\b',lambda m: sm2.get(m.group(0),m.group(0)),l)
    body.append(l)
hdr=re.sub(r' !dbg !\d+','',PL[pst])
decls={}
for L in (PL,SL):
    for l in L:
        if l.startswith('declare'):
            l=re.sub(r' #\d+$','',l); name=re.search(r'@[\w.]+',l).group(0); decls.setdefault(name,l)
attr0=next(l for l in PL if l.startswith('attributes #0'))
o=PL[:pst]+[hdr]+body+['}','']+list(decls.values())+['',attr0,'attributes #99 = { nounwind }','','!llvm.module.flags = !{!0}','!0 = !{i32 4, !"nvvm-reflect-ftz", i32 1}','']
o=[l for l in o if not l.startswith('; Function Attrs')]
open(out,'w').write('\n'.join(o))
print('cloned',len(clone),'mapped',len(mapping))
