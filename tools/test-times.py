#!/usr/bin/env python3
"""Per-test times of one build, from its Failsafe and invoker reports: a tool, not a test.

Run it after `mvn -B verify` or `mvn -B verify -Pcatalog` in the root of the checkout; it prints a
Markdown table (the tier, the test, its seconds and its result) that CONTRIBUTING's table of
measured times is pasted from, the longest first. Failsafe's TEST-*.xml files give each core IT's
class time (its tests together, in one of the two test JVMs); the invoker's BUILD-*.xml files give
each invoker IT's time (all its invocations, in one of the two invoker threads). Both run beside
each other, so the times add up to more than the build's wall clock.

    python3 tools/test-times.py [checkout]            # the table
    python3 tools/test-times.py [checkout] --tier catalog
"""
import argparse
import glob
import os
import xml.etree.ElementTree as ET


def failsafe(root):
    for path in glob.glob(os.path.join(root, "serbench-core-it/target/failsafe-reports/TEST-*.xml")):
        suite = ET.parse(path).getroot()
        failed = int(suite.get("failures", 0)) + int(suite.get("errors", 0))
        skipped = int(suite.get("skipped", 0))
        tests = int(suite.get("tests", 0))
        result = "failed" if failed else ("skipped" if skipped == tests else "passed")
        name = suite.get("name").rsplit(".", 1)[-1]
        yield ("core IT", name, float(suite.get("time", 0)), result)


def invoker(root):
    reports = os.path.join(root, "serbench-maven-plugin/target")
    for directory, label in (("invoker-reports", "invoker IT"),
                             ("invoker-reports-maven4", "invoker IT, Maven 4"),
                             ("invoker-reports-jdk25", "invoker IT, Maven on JDK 25")):
        for path in glob.glob(os.path.join(reports, directory, "BUILD-*.xml")):
            job = ET.parse(path).getroot()
            name = job.get("project", os.path.basename(path)).split("/")[0]
            yield (label, name, float(job.get("time", 0)), job.get("result", "?"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("checkout", nargs="?", default=".")
    parser.add_argument("--tier", default="default", help="the tier's name in the table")
    args = parser.parse_args()
    rows = sorted(list(failsafe(args.checkout)) + list(invoker(args.checkout)),
                  key=lambda r: -r[2])
    if not rows:
        raise SystemExit("no Failsafe or invoker reports under " + os.path.abspath(args.checkout)
                         + ": run mvn -B verify (or -Pcatalog) there first")
    print("| tier | kind | test | seconds | result |")
    print("|---|---|---|---:|---|")
    for kind, name, seconds, result in rows:
        print(f"| {args.tier} | {kind} | `{name}` | {seconds:.0f} | {result} |")
    total = sum(r[2] for r in rows)
    print(f"\n{len(rows)} tests, {total:.0f} s together (two JVMs and two invoker threads run"
          " beside each other, so the wall clock is shorter)")


if __name__ == "__main__":
    main()
