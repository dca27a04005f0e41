"""Tests of compare.py on small files of the two formats: python3 -m unittest test_compare."""

import io
import json
import os
import tempfile
import unittest

import compare


def jmh_entry(message, method, codec, forks):
    return {
        "benchmark": f"io.serbench.calibration.{message}Benchmark.{method}",
        "mode": "avgt",
        "forks": len(forks),
        "jvmArgs": ["-Xms1g", "-Xmx1g"],
        "params": {"codec": codec},
        "primaryMetric": {"score": 0, "scoreUnit": "ns/op", "rawData": forks},
    }


def score(means):
    return {
        "score": 0,
        "unit": "ns/op",
        "forks": len(means),
        "perFork": [{"round": i + 1, "mean": m, "iterationScores": [m]} for i, m in enumerate(means)],
    }


def sample(model, results):
    return {"name": f"generated({model})", "modelClass": model, "results": results}


class CompareTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()

    def write(self, name, content):
        path = os.path.join(self.dir, name)
        with open(path, "w") as f:
            json.dump(content, f)
        return path

    def test_merge_joinsTheForksOfEveryRound(self):
        one = self.write("1.json", [jmh_entry("Order", "serialize", "kryo", [[100.0, 102.0]])])
        two = self.write("2.json", [jmh_entry("Order", "serialize", "kryo", [[104.0, 106.0]])])
        out = os.path.join(self.dir, "out.json")
        compare.merge(out, [one, two])
        self.assertEqual(
            {("Order", "kryo", "serialize"): [101.0, 105.0]}, compare.handwritten_forks(out)
        )

    def test_serbenchForks_readsEachGeneratedSampleAndTheMix(self):
        results = self.write(
            "results.json",
            {
                "samples": [
                    sample(
                        "demo.shop.Order",
                        [{"codec": "kryo", "serializeNs": score([90.0, 110.0])}],
                    )
                ],
                "mix": {"result": {"name": "mix", "results": [
                    {"codec": "kryo", "deserializeNs": score([7.0])}]}},
            },
        )
        self.assertEqual(
            {("Order", "kryo", "serialize"): [90.0, 110.0], ("mix", "kryo", "deserialize"): [7.0]},
            compare.serbench_forks(results),
        )

    def test_report_givesFigureAndBetweenCodecRatios(self):
        hw = self.write(
            "hw.json",
            [
                jmh_entry("Order", "serialize", "kryo", [[100.0], [100.0]]),
                jmh_entry("Order", "serialize", "fory", [[50.0], [50.0]]),
            ],
        )
        sb = self.write(
            "sb.json",
            {
                "environment": {"jvmArgs": ["-Xms1g", "-Xmx1g"]},
                "samples": [
                    sample(
                        "demo.shop.Order",
                        [
                            {"codec": "kryo", "serializeNs": score([125.0, 125.0])},
                            {"codec": "fory", "serializeNs": score([50.0, 50.0])},
                        ],
                    )
                ],
            },
        )
        out = io.StringIO()
        compare.report([(hw, sb)], "geomean", out)
        text = out.getvalue()
        # kryo: 125 / 100; fory: 50 / 50; fory / kryo: 0.4 / 0.5
        self.assertIn("| Order | serialize | kryo | 100 | 100 | 2 | 125 | 125 | 2 | 100 | 125 | 1.250 (+25.0 %) |", text)
        self.assertIn("| Order | serialize | fory / kryo | 0.500 | 0.400 | 0.800 (-20.0 %) |", text)
        self.assertIn("| figures | 1 of 2 (50 %) | 1 of 2 (50 %) | +25.0 % (Order serialize kryo) |", text)
        self.assertIn("| between-codec ratios | 0 of 1 (0 %) |", text)
        self.assertIn("**not met**", text)

    def test_report_sixForksEachWithinTenPercent_meetsTheAcceptance(self):
        hw = self.write(
            "hw.json",
            [
                jmh_entry("Order", "serialize", "kryo", [[100.0]] * 6),
                jmh_entry("Order", "serialize", "fory", [[50.0]] * 6),
            ],
        )
        sb = self.write(
            "sb.json",
            {
                "samples": [
                    sample(
                        "demo.shop.Order",
                        [
                            {"codec": "kryo", "serializeNs": score([105.0] * 6)},
                            {"codec": "fory", "serializeNs": score([50.0] * 6)},
                        ],
                    )
                ],
            },
        )
        out = io.StringIO()
        compare.report([(hw, sb)], "geomean", out)
        self.assertIn("**met**", out.getvalue())


if __name__ == "__main__":
    unittest.main()
