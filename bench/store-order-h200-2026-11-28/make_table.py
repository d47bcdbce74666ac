"""The conformance table of the final compiler: per kernel, the run with the
most rounds that timed its final cubin (README.md here says which)."""
import json, math, re, statistics, sys, os
here = os.path.dirname(os.path.abspath(__file__))
def load(names):
    out = {}
    for n in names:
        for k, v in json.load(open(os.path.join(here, n)))['results'].items():
            m = re.search(r'time ours [\d.]+ ms triton [\d.]+ ms ratio ([\d.]+)', ' '.join(v.get('detail', [])))
            if m:
                out[k] = float(m.group(1))
    return out
full = load(['final-%d.json' % s for s in range(4)] + ['rest-%d.json' % s for s in range(2)])
sel = load(['sel-%d.json' % s for s in range(2)])       # 9 rounds, ours = register order
rule = load(['rule-%d.json' % s for s in range(2)])     # 7 rounds, ours = the final rule
rule_kernels = set(open(os.path.join(here, 'rule-kernels.txt')).read().split())
table, source = {}, {}
for k, r in full.items():
    if k in rule_kernels:
        table[k], source[k] = rule[k], 'rule-*.json (7 rounds)'
    elif k in sel:
        table[k], source[k] = sel[k], 'sel-*.json (9 rounds)'
    else:
        table[k], source[k] = r, 'final-*/rest-*.json (3 rounds)'
groups = {'non-dot': [], 'dot, sm_90': [], 'dot, sm_80 PTX (driver JIT)': []}
for k, r in table.items():
    g = 'non-dot' if not k.startswith('dot_') else ('dot, sm_80 PTX (driver JIT)' if k.endswith('sm80') else 'dot, sm_90')
    groups[g].append(r)
groups['all'] = list(table.values())
print('| kernels | median | geomean | within 1.03x | at or below 1.00x | above 1.10x |')
print('| --- | --- | --- | --- | --- | --- |')
for g, rs in groups.items():
    print('| %d %s | %.3f | %.3f | %d | %d | %d |' % (len(rs), g, statistics.median(rs),
          math.exp(sum(map(math.log, rs)) / len(rs)), sum(r <= 1.03 for r in rs),
          sum(r <= 1.0 for r in rs), sum(r > 1.10 for r in rs)))
print('above 1.03x:', ', '.join('%s %.3f' % (k, r) for k, r in sorted(table.items(), key=lambda x: -x[1]) if r > 1.03))
json.dump({'note': 'ours/Triton per conformance kernel, two to four H200s, 2026-11-28, compiler of this directory\'s README', 'ratio': table, 'source': source},
          open(os.path.join(here, 'conformance-table.json'), 'w'), indent=1, sort_keys=True)
