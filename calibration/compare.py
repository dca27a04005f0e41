#!/usr/bin/env python3
"""Compares serbench's figures with the hand-written JMH benchmark's, over paired rounds.

    compare.py [--estimator geomean|median|mean] HW1.json SB1.json [HW2.json SB2.json ...]
    compare.py --merge OUT.json PART.json [PART.json ...]

Each round is a pair: the JMH JSON that run-handwritten.sh wrote and the results.json that
run-serbench.sh copied out. A figure is one message, codec and operation; its observations are
fork means (a JMH fork's mean over its measured iterations; a serbench fork's steady mean, the
forks serbench replaced left out, as its own figure leaves them out). The forks of every round are
pooled into the figure; the per-round table shows each round alone. The estimator defaults to
serbench's own: the geometric mean of the fork means.

--merge joins JMH JSON files of the same benchmarks (one per round of forks) into one, their forks
side by side, as run-handwritten.sh does.

Prints markdown: every figure with both sides and their ratio (serbench / hand-written), every
between-codec ratio (codec A / codec B, for each message and operation) on both sides and the ratio
of the two, the share of each within +-10 % and +-20 %, the largest deviations, and the per-round
figures.
"""

import argparse
import itertools
import json
import math
import statistics
import sys

# the codec order of the tables; codecs outside it follow by name
CODECS = [
    "fory",
    "fory-registered",
    "kryo-registered",
    "kryo",
    "fastjson2",
    "jackson-cbor",
    "jackson-json",
    "msgpack",
]
OPERATIONS = ["serialize", "deserialize"]
BENCHMARK_PACKAGE = "io.serbench.calibration."
MODEL_PACKAGE = "demo.shop."
MIX = "mix"


def estimators():
    return {
        "geomean": lambda xs: math.exp(statistics.fmean(math.log(x) for x in xs)),
        "median": statistics.median,
        "mean": statistics.fmean,
    }


def handwritten_forks(path):
    """{(message, codec, operation): [fork mean, ...]} of a JMH JSON file."""
    forks = {}
    with open(path) as f:
        for entry in json.load(f):
            cls, method = entry["benchmark"].rsplit(".", 1)
            message = cls[len(BENCHMARK_PACKAGE):] if cls.startswith(BENCHMARK_PACKAGE) else cls
            message = message.removesuffix("Benchmark")
            codec = entry.get("params", {}).get("codec")
            if method not in OPERATIONS or codec is None:
                continue
            unit = entry["primaryMetric"]["scoreUnit"]
            if unit != "ns/op":
                sys.exit(f"{path}: {entry['benchmark']} is in {unit}, not ns/op")
            means = [statistics.fmean(fork) for fork in entry["primaryMetric"]["rawData"] if fork]
            forks.setdefault((message, codec, method), []).extend(means)
    return forks


def serbench_forks(path):
    """{(message, codec, operation): [fork mean, ...]} of results.json: every generated sample's
    own figures, and the mix's under the message "mix"."""
    forks = {}
    with open(path) as f:
        results = json.load(f)
    samples = [
        (s["modelClass"].removeprefix(MODEL_PACKAGE), s)
        for s in results.get("samples", [])
        if s.get("size") is None and s["name"] == f"generated({s['modelClass']})"
    ]
    mix = results.get("mix")
    if mix and mix.get("result"):
        samples.append((MIX, mix["result"]))
    for message, sample in samples:
        for result in sample.get("results", []):
            for operation in OPERATIONS:
                score = result.get(operation + "Ns")
                if score and score.get("unit", "ns/op") == "ns/op" and score.get("perFork"):
                    forks.setdefault((message, result["codec"], operation), []).extend(
                        fork["mean"] for fork in score["perFork"]
                    )
    return forks


def jvm_options(hw_path, sb_path):
    """The forks' JVM options on each side, as the two files record them."""
    with open(hw_path) as f:
        hw = {" ".join(e.get("jvmArgs", [])) for e in json.load(f)}
    with open(sb_path) as f:
        environment = json.load(f).get("environment") or {}
    return " / ".join(sorted(hw)), " ".join(environment.get("jvmArgs") or [])


def mix_messages(path):
    """The members of results.json's mix, by simple class name, and the calls in one pass."""
    with open(path) as f:
        mix = json.load(f).get("mix") or {}
    members = [m["modelClass"].removeprefix(MODEL_PACKAGE) for m in mix.get("members", [])]
    return members, mix.get("passLength")


def merge(out, parts):
    merged = {}
    order = []
    for part in parts:
        with open(part) as f:
            for entry in json.load(f):
                key = (entry["benchmark"], json.dumps(entry.get("params", {}), sort_keys=True))
                if key not in merged:
                    merged[key] = entry
                    order.append(key)
                    continue
                metric = merged[key]["primaryMetric"]
                metric["rawData"].extend(entry["primaryMetric"]["rawData"])
                merged[key]["forks"] = merged[key].get("forks", 1) + entry.get("forks", 1)
    for key in order:
        metric = merged[key]["primaryMetric"]
        scores = [x for fork in metric["rawData"] for x in fork]
        # JMH's own score of the merged forks: the mean over every iteration
        metric["score"] = statistics.fmean(scores)
        metric["scoreError"] = "NaN"
        metric["scoreConfidence"] = ["NaN", "NaN"]
    with open(out, "w") as f:
        json.dump([merged[k] for k in order], f, indent=2)


def codec_order(codecs):
    return sorted(codecs, key=lambda c: (CODECS.index(c) if c in CODECS else len(CODECS), c))


def fmt(x, digits=0):
    return "—" if x is None else f"{x:,.{digits}f}"


def pct(r):
    return "—" if r is None else f"{(r - 1) * 100:+.1f} %"


def share(ratios, limit):
    inside = [r for r in ratios if abs(r - 1) <= limit]
    return f"{len(inside)} of {len(ratios)} ({100 * len(inside) / len(ratios):.0f} %)" if ratios else "—"


def within(ratios, limit):
    """The share of ratios within the limit either way."""
    return sum(abs(r - 1) <= limit for r in ratios) / len(ratios)


def largest(ratios):
    """The ratio farthest from 1, and its label."""
    return max(ratios, key=lambda lr: abs(lr[1] - 1)) if ratios else (None, None)


def report(pairs, estimator_name, out):
    estimate = estimators()[estimator_name]
    rounds = [(handwritten_forks(hw), serbench_forks(sb)) for hw, sb in pairs]
    hw_all, sb_all = {}, {}
    for hw, sb in rounds:
        for k, v in hw.items():
            hw_all.setdefault(k, []).extend(v)
        for k, v in sb.items():
            sb_all.setdefault(k, []).extend(v)
    messages = sorted({k[0] for k in hw_all})
    codecs = codec_order({k[1] for k in hw_all})
    mixed, pass_length = mix_messages(pairs[0][1])
    p = lambda line="": print(line, file=out)

    p("# serbench against the hand-written JMH benchmark")
    p()
    p(f"{len(pairs)} paired round(s): " + ", ".join(f"`{hw}` with `{sb}`" for hw, sb in pairs) + ".")
    p(
        f"A figure is the {estimator_name} of its fork means, the forks of every round pooled; "
        "ratio = serbench / hand-written."
    )
    p()
    for i, (hw, sb) in enumerate(pairs):
        hw_options, sb_options = jvm_options(hw, sb)
        p(f"- round {i + 1}: forks' JVM options: hand-written `{hw_options}`, "
          f"serbench `{sb_options}`")
    p()

    figure_ratios = []
    p("## Every figure (ns per operation)")
    p()
    p("| message | operation | codec | hand-written median | hand-written mean | forks "
      "| serbench median | serbench mean | forks | hand-written | serbench | serbench / hand-written |")
    p("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    figures_hw, figures_sb = {}, {}
    for message in messages:
        for operation in OPERATIONS:
            for codec in codecs:
                key = (message, codec, operation)
                hw, sb = hw_all.get(key), sb_all.get(key)
                if not hw:
                    continue
                figures_hw[key] = estimate(hw)
                ratio = None
                if sb:
                    figures_sb[key] = estimate(sb)
                    ratio = figures_sb[key] / figures_hw[key]
                    figure_ratios.append((f"{message} {operation} {codec}", ratio))
                p(
                    f"| {message} | {operation} | {codec} | {fmt(statistics.median(hw))} "
                    f"| {fmt(statistics.fmean(hw))} | {len(hw)} "
                    f"| {fmt(statistics.median(sb) if sb else None)} "
                    f"| {fmt(statistics.fmean(sb) if sb else None)} | {len(sb) if sb else 0} "
                    f"| {fmt(figures_hw[key])} | {fmt(figures_sb.get(key))} "
                    f"| {fmt(ratio, 3)} ({pct(ratio)}) |"
                )
    missing = [k for k in figures_hw if k not in figures_sb]
    p()
    if missing:
        p("serbench has no figure for: " + ", ".join(" ".join(k) for k in missing) + ".")
        p()

    pair_ratios = []
    p("## Every between-codec ratio (codec A / codec B)")
    p()
    p("| message | operation | A / B | hand-written | serbench | serbench / hand-written |")
    p("|---|---|---|---:|---:|---:|")
    for message in messages:
        for operation in OPERATIONS:
            present = [c for c in codecs if (message, c, operation) in figures_sb]
            for a, b in itertools.combinations(present, 2):
                hw = figures_hw[(message, a, operation)] / figures_hw[(message, b, operation)]
                sb = figures_sb[(message, a, operation)] / figures_sb[(message, b, operation)]
                pair_ratios.append((f"{message} {operation} {a} / {b}", sb / hw))
                p(f"| {message} | {operation} | {a} / {b} | {hw:.3f} | {sb:.3f} "
                  f"| {sb / hw:.3f} ({pct(sb / hw)}) |")
    p()

    p("## Agreement")
    p()
    p("| | within ±10 % | within ±20 % | largest deviation |")
    p("|---|---:|---:|---|")
    for name, ratios in (("figures", figure_ratios), ("between-codec ratios", pair_ratios)):
        label, ratio = largest(ratios)
        values = [r for _, r in ratios]
        p(f"| {name} | {share(values, 0.10)} | {share(values, 0.20)} "
          f"| {pct(ratio)}{f' ({label})' if label else ''} |")
    p()
    fewest_hw = min((len(v) for v in hw_all.values()), default=0)
    fewest_sb = min((len(sb_all[k]) for k in figures_sb), default=0)
    p(f"Fewest forks of a figure: {fewest_hw} hand-written, {fewest_sb} serbench.")
    p()
    met = (
        not missing
        and min(fewest_hw, fewest_sb) >= 6
        and all(
            ratios and within(ratios, 0.10) >= 0.9 and within(ratios, 0.20) == 1.0
            for ratios in ([r for _, r in figure_ratios], [r for _, r in pair_ratios])
        )
    )
    p(
        "Acceptance of #65 (at least 6 forks per figure on each side, at least 90 % of the figures "
        "and of the between-codec ratios within ±10 %, none beyond ±20 %): "
        + ("**met**." if met else "**not met**.")
    )
    p()

    if mixed:
        p(f"## serbench's mix ({', '.join(mixed)}) against the hand-written figures")
        p()
        if len(mixed) == 1:
            p(f"The mix holds one message, so its figures are serbench's headline figures of "
              f"{mixed[0]}: one JMH call runs a pass of {pass_length} calls of the codec "
              f"(each result to a Blackhole), through the ring's members in turn.")
            p()
            p("| operation | codec | hand-written | serbench mix | mix / hand-written |")
            p("|---|---|---:|---:|---:|")
            for operation in OPERATIONS:
                for codec in codecs:
                    hw = figures_hw.get((mixed[0], codec, operation))
                    sb = sb_all.get((MIX, codec, operation))
                    if hw and sb:
                        r = estimate(sb) / hw
                        p(f"| {operation} | {codec} | {fmt(hw)} | {fmt(estimate(sb))} "
                          f"| {r:.3f} ({pct(r)}) |")
        else:
            p("The mix holds several messages: no hand-written figure matches it.")
        p()

    p("## Per round")
    p()
    header = "| message | operation | codec |"
    rule = "|---|---|---|"
    for i in range(len(rounds)):
        header += f" r{i + 1} hand-written | r{i + 1} serbench | r{i + 1} ratio |"
        rule += "---:|---:|---:|"
    p(header)
    p(rule)
    per_round = [[] for _ in rounds]
    for key in figures_hw:
        message, codec, operation = key
        row = f"| {message} | {operation} | {codec} |"
        for i, (hw, sb) in enumerate(rounds):
            h = estimate(hw[key]) if hw.get(key) else None
            s = estimate(sb[key]) if sb.get(key) else None
            r = s / h if h and s else None
            if r is not None:
                per_round[i].append(r)
            row += f" {fmt(h)} | {fmt(s)} | {fmt(r, 3)} |"
        p(row)
    p()
    for i, ratios in enumerate(per_round):
        p(f"Round {i + 1}: figures within ±10 %: {share(ratios, 0.10)}.")
    p()


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--merge", action="store_true", help="merge JMH JSON files: OUT PART...")
    parser.add_argument("--estimator", choices=sorted(estimators()), default="geomean")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args(argv)
    if args.merge:
        if len(args.files) < 2:
            parser.error("--merge needs OUT.json and at least one part")
        merge(args.files[0], args.files[1:])
        return
    if len(args.files) % 2:
        parser.error("give pairs: HANDWRITTEN.json RESULTS.json per round")
    report(list(zip(args.files[::2], args.files[1::2])), args.estimator, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
