//! Perft counts as data: every row of `tests/fixtures/perft.tsv` (a saved game, a depth, the
//! count) checked through the library and through `patchwork perft`.

use std::collections::BTreeMap;

use patchwork::record;

use crate::common::{fixture, patchwork, text};

/// One row of the table: the record (under `tests/fixtures/`), the depth and the count.
struct Case {
    record: String,
    depth: u32,
    nodes: u64,
}

/// The table's rows, comments, blank lines and the header left out.
fn cases() -> Vec<Case> {
    let table = std::fs::read_to_string(fixture("perft.tsv")).expect("tests/fixtures/perft.tsv");
    table
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#') && !l.starts_with("record\t"))
        .map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            assert_eq!(cols.len(), 4, "four tab-separated columns: {line:?}");
            Case {
                record: cols[0].to_owned(),
                depth: cols[1].parse().expect("a depth"),
                nodes: cols[2].parse().expect("a count"),
            }
        })
        .collect()
}

#[test]
fn perft_counts_match_the_table_in_the_library_and_the_command() {
    let cases = cases();
    assert!(!cases.is_empty());
    let mut by_record: BTreeMap<&str, Vec<&Case>> = BTreeMap::new();
    for case in &cases {
        by_record.entry(&case.record).or_default().push(case);
    }
    let mut wrong = Vec::new();
    for (name, rows) in by_record {
        let path = fixture(name);
        let file = path.to_str().expect("UTF-8 path");
        let (_, replay) =
            record::load(&std::fs::read_to_string(&path).expect("readable")).expect("valid");
        let deepest = rows.iter().map(|c| c.depth).max().expect("a row");
        let out = patchwork(&["perft", "--record", file, "--depth", &deepest.to_string()]);
        assert!(out.status.success(), "{name}: {}", text(&out.stderr));
        let printed = text(&out.stdout);
        for case in rows {
            let counted = replay.game.perft(case.depth);
            if counted != case.nodes {
                wrong.push(format!(
                    "{name} depth {}: the library counts {counted}, the table says {}",
                    case.depth, case.nodes
                ));
            }
            let line = format!("perft {} {}", case.depth, case.nodes);
            if !printed.lines().any(|l| l == line) {
                wrong.push(format!(
                    "{name}: `patchwork perft` printed no {line:?}: {printed}"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
