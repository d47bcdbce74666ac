import sys,re
L=open(sys.argv[1]).read().split('\n')
first=next(i for i,l in enumerate(L) if 'ld.global' in l)
fence=next(i for i,l in enumerate(L) if i>first and ('fence.proxy' in l or 'bar.sync' in l))
moved=[l for l in L[first:fence] if re.match(r'\s+st\.shared',l)]
rest=[l for l in L[first:fence] if not re.match(r'\s+st\.shared',l)]
open(sys.argv[2],'w').write('\n'.join(L[:first]+rest+moved+L[fence:]))
print(len(moved),'stores sunk')
