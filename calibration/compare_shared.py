#!/usr/bin/env python3
"""Compares run-shared-fork.sh's two modes, paired by round (each round's shared / separate
figure, geometric mean over rounds), and prints the figures and between-codec ratios as markdown.
Usage: compare_shared.py <out dir> [--csv file] (the csv keeps every round's scores)."""
import collections, glob, itertools, json, math, os, statistics, sys

def main(argv):
    out = argv[1]
    scores = {}
    for f in glob.glob(os.path.join(out, '*.json')):
        mode, rnd, codec = os.path.basename(f)[:-5].split('-', 2)
        for b in json.load(open(f)):
            scores[(codec, b['benchmark'].split('.')[-1], mode, int(rnd))] = b['primaryMetric']['score']
    if '--csv' in argv:
        with open(argv[argv.index('--csv') + 1], 'w') as csv:
            csv.write('codec,operation,mode,round,ns_per_op\n')
            for k in sorted(scores):
                csv.write('%s,%s,%s,%d,%.2f\n' % (k + (scores[k],)))
    rounds = sorted({k[3] for k in scores})
    keys = sorted({(k[0], k[1]) for k in scores})
    paired = {}
    print('| codec | operation | shared / separate (geomean of %d paired rounds) | per round |' % len(rounds))
    print('|---|---|---:|---|')
    for c, o in keys:
        rs = [scores[(c, o, 'shared', r)] / scores[(c, o, 'separate', r)] for r in rounds]
        g = math.exp(statistics.mean(map(math.log, rs)))
        paired[(c, o)] = g
        print('| %s | %s | %+.1f%% | %+.0f%% to %+.0f%% |' % (c, o, 100 * (g - 1), 100 * (min(rs) - 1), 100 * (max(rs) - 1)))
    within = sum(abs(v - 1) <= 0.10 for v in paired.values())
    print('\nFigures within ±10%%: %d of %d.' % (within, len(paired)))
    total = ok = 0
    worst = (0, None)
    for op in ('serialize', 'deserialize'):
        codecs = sorted(c for c, o in keys if o == op)
        for a, b in itertools.combinations(codecs, 2):
            d = paired[(a, op)] / paired[(b, op)] - 1
            total += 1
            ok += abs(d) <= 0.10
            if abs(d) > abs(worst[0]):
                worst = (d, '%s %s / %s' % (op, a, b))
    print('Between-codec ratios within ±10%%: %d of %d; largest %+.1f%% (%s).' % (ok, total, 100 * worst[0], worst[1]))

if __name__ == '__main__':
    main(sys.argv)
