//! Parses a Bencher Metric Format file the way Bencher's API does on `bencher run --adapter json`
//! (`AdapterResultsArray::new` with `Adapter::Json`), then checks that every benchmark and measure
//! of the input came through with its value, lower_value and upper_value unchanged.
//! Built as an example of Bencher's bencher_adapter crate by calibration/bencher-check.sh.
#![expect(
    unused_crate_dependencies,
    reason = "an example sees all of bencher_adapter's dependencies"
)]
use bencher_adapter::{AdapterResultsArray, Settings};
use bencher_json::{BenchmarkNameId, MeasureNameId, project::report::Adapter};
use std::{process::exit, str::FromStr as _};

fn kind<U, S, N>(id: &bencher_json::NameId<U, S, N>) -> &'static str {
    match id {
        bencher_json::NameId::Uuid(_) => "uuid",
        bencher_json::NameId::Slug(_) => "slug",
        bencher_json::NameId::Name(_) => "name",
    }
}

fn main() {
    let path = std::env::args().nth(1).expect("usage: serbench_check <bencher.json>");
    let input = std::fs::read_to_string(&path).expect("readable file");
    let parsed = match AdapterResultsArray::new(&[input.as_str()], Adapter::Json, Settings::default()) {
        Ok(parsed) => parsed,
        Err(e) => {
            println!("REJECTED by Bencher's json adapter: {e}");
            exit(1);
        },
    };
    let results = parsed.inner.into_iter().next().expect("one result set");
    let raw: serde_json::Value = serde_json::from_str(&input).expect("valid JSON");
    let raw = raw.as_object().expect("an object of benchmarks");
    let mut problems = 0;
    let mut measures = 0;
    for (name, raw_measures) in raw {
        let id = BenchmarkNameId::from_str(name).expect("benchmark id");
        let Some(metrics) = results.inner.get(&id) else {
            println!("MISSING benchmark {name}");
            problems += 1;
            continue;
        };
        for (measure, raw_metric) in raw_measures.as_object().expect("an object of measures") {
            measures += 1;
            let mid = MeasureNameId::from_str(measure).expect("measure id");
            let Some(metric) = metrics.inner.get(&mid) else {
                println!("MISSING measure {name} / {measure}");
                problems += 1;
                continue;
            };
            for (field, got) in [
                ("value", Some(metric.value.0)),
                ("lower_value", metric.lower_value.map(|v| v.0)),
                ("upper_value", metric.upper_value.map(|v| v.0)),
            ] {
                let want = raw_metric.get(field).and_then(serde_json::Value::as_f64);
                if want != got {
                    println!("CHANGED {name} / {measure} / {field}: {want:?} -> {got:?}");
                    problems += 1;
                }
            }
            for field in raw_metric.as_object().expect("a metric object").keys() {
                if !["value", "lower_value", "upper_value"].contains(&field.as_str()) {
                    println!("IGNORED field {name} / {measure} / {field}");
                    problems += 1;
                }
            }
            let (lo, hi) = (metric.lower_value, metric.upper_value);
            if lo.is_some_and(|lo| lo > metric.value) || hi.is_some_and(|hi| hi < metric.value) {
                println!("OUT OF ORDER {name} / {measure}: {lo:?} <= {} <= {hi:?}", metric.value);
                problems += 1;
            }
            if name == raw.keys().next().expect("one") {
                println!("  e.g. {name} ({}) / {measure} ({}): {metric:?}", kind(&id), kind(&mid));
            }
        }
    }
    if results.inner.len() != raw.len() {
        println!("COUNT parsed {} benchmarks of {}", results.inner.len(), raw.len());
        problems += 1;
    }
    println!(
        "Bencher json adapter: {} benchmarks, {measures} measures parsed from {path}; {problems} problem(s)",
        results.inner.len()
    );
    exit(i32::from(problems > 0));
}
