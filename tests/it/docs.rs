//! The documents under `docs/` are the contract, and the code has one source of truth: the patch
//! tables of `docs/rules.md`, the time-board spaces and the stated limits are checked against
//! the code's own tables and constants.

use std::fs;
use std::path::Path;

use patchwork::cli::{CLOSED_PIPE, MAX_DEPTH};
use patchwork::record::{MAX_ACTIONS, MAX_RECORD_BYTES};
use patchwork::rules::{CLASSIC_PATCHES, EXPRESS_PATCHES, LeatherLayout, Patch, Variant};

fn doc(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs")
        .join(name);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The rows of the markdown table whose header row is `header`, each as its trimmed cells.
fn table(text: &str, header: &str) -> Vec<Vec<String>> {
    let mut lines = text.lines().skip_while(|l| l.trim() != header);
    assert!(lines.next().is_some(), "no table headed {header}");
    assert!(
        lines.next().is_some_and(|l| l.starts_with("|---")),
        "{header}"
    );
    lines
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            l.trim_matches('|')
                .split('|')
                .map(|c| c.trim().trim_matches('`').to_owned())
                .collect()
        })
        .collect()
}

/// A patch as a table row gives it: id, shape, cells, cost, time, income (and group).
fn row_of(variant: Variant, p: &Patch) -> Vec<String> {
    let mut row = vec![variant.patch_name(p.id).to_string()];
    if variant == Variant::Express {
        row.push(if p.blue { "blue" } else { "colourful" }.to_owned());
    }
    row.push(p.shape.to_owned());
    row.extend([p.cells, p.cost, p.time, p.income].map(|n| n.to_string()));
    row
}

#[test]
fn the_patch_tables_of_the_rules_are_the_code_tables() {
    let rules = doc("rules.md");
    let classic = table(&rules, "| id | shape | cells | cost | time | income |");
    let expected: Vec<Vec<String>> = CLASSIC_PATCHES
        .iter()
        .map(|p| row_of(Variant::Classic, p))
        .collect();
    assert_eq!(classic, expected);
    let express = table(
        &rules,
        "| id | group | shape | cells | cost | time | income |",
    );
    let expected: Vec<Vec<String>> = EXPRESS_PATCHES
        .iter()
        .map(|p| row_of(Variant::Express, p))
        .collect();
    assert_eq!(express, expected);
}

/// `[26, 32, 38]` as the documents write it: `26, 32 and 38`.
fn listed(spaces: &[u8]) -> String {
    let words: Vec<String> = spaces.iter().map(u8::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => words.concat(),
    }
}

#[test]
fn the_time_boards_of_the_rules_are_the_code_boards() {
    let rules = doc("rules.md")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    for (variant, layout, label) in [
        (Variant::Classic, LeatherLayout::Revised, "*Revised*"),
        (Variant::Classic, LeatherLayout::Original, "*Original*"),
        (Variant::Express, LeatherLayout::Revised, "Leather patches:"),
    ] {
        let leather = listed(variant.leather_spaces(layout));
        let at = rules.find(label).expect("the layout is described");
        assert!(
            rules[at..].contains(&format!("spaces {leather}")),
            "{label} {leather}"
        );
    }
    assert!(rules.contains(&format!(
        "Income spaces**: {}",
        listed(Variant::Classic.income_spaces())
    )));
    assert!(rules.contains(&format!(
        "Income spaces: {}",
        listed(Variant::Express.income_spaces())
    )));
}

#[test]
fn the_limits_the_documents_state_are_the_code_limits() {
    let verify = doc("verify.md");
    let record = doc("record-format.md");
    let perft = doc("perft.md");
    assert_eq!(MAX_RECORD_BYTES, 2 * 1024 * 1024);
    for text in [&verify, &record] {
        assert!(text.contains("2 MiB (2,097,152 bytes)"));
        assert!(text.contains(&format!("at most {MAX_ACTIONS} actions")));
    }
    assert!(verify.contains(&format!("a record may have at most {MAX_RECORD_BYTES}")));
    assert!(verify.contains(&format!("| {CLOSED_PIPE} |")));
    assert!(perft.contains(&format!("from 1 to {MAX_DEPTH}")));
}

/// The key tables of docs/keys.md are the binding table's: the same keys, the same words.
#[test]
fn the_documented_key_tables_are_generated_from_the_binding_table() {
    use patchwork::tui::keys::{Sheet, markdown};
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/keys.md"))
        .expect("docs/keys.md");
    for (sheet, name) in [(Sheet::Play, "play"), (Sheet::Replay, "replay")] {
        let open = format!("<!-- keys:{name} -->\n");
        let close = format!("<!-- /keys:{name} -->");
        let start = readme.find(&open).map(|i| i + open.len());
        let end = readme.find(&close);
        let (Some(start), Some(end)) = (start, end) else {
            panic!("docs/keys.md has no {open:?} … {close:?} block");
        };
        assert_eq!(
            &readme[start..end],
            markdown(sheet),
            "docs/keys.md's {name} keys differ from the binding table (src/tui/keys.rs)"
        );
    }
}

/// Every subcommand's `--help` reads as prose: the documentation comments clap shows carry no
/// rustdoc link syntax, and name no file an installed binary does not have (it points to
/// `patchwork docs` instead).
#[test]
fn the_help_texts_carry_no_rustdoc_links_and_name_no_file() {
    let subcommands = [
        "",
        "play",
        "verify",
        "perft",
        "move",
        "arena",
        "replay",
        "games",
        "review",
        "stats",
        "serve",
        "learn",
        "daily",
        "puzzles",
        "docs",
        "completions",
        "man",
    ];
    for sub in subcommands {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_patchwork"));
        if !sub.is_empty() {
            command.arg(sub);
        }
        let out = command.arg("--help").output().expect("the binary runs");
        assert!(out.status.success(), "{sub} --help");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("Usage:"), "{sub} --help:\n{text}");
        for link in ["[`", "`]", "](crate", "](super"] {
            assert!(!text.contains(link), "{sub} --help shows {link:?}:\n{text}");
        }
        for file in ["docs/", ".md", "README"] {
            assert!(!text.contains(file), "{sub} --help names {file:?}:\n{text}");
        }
    }
}

/// `patchwork docs TOPIC` prints the project's document byte for byte, and `patchwork docs`
/// lists every topic by its first heading.
#[test]
fn the_binary_carries_the_documents() {
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_patchwork"))
            .args(args)
            .output()
            .expect("the binary runs");
        assert!(out.status.success(), "{args:?}");
        out.stdout
    };
    let list = String::from_utf8(run(&["docs"])).expect("UTF-8");
    let topics = [
        ("rules", "rules.md"),
        ("record-format", "record-format.md"),
        ("perft", "perft.md"),
        ("verify", "verify.md"),
        ("move", "move.md"),
        ("review", "review.md"),
        ("online", "online.md"),
    ];
    assert_eq!(list.lines().count(), topics.len(), "{list}");
    for (topic, file) in topics {
        let text = doc(file);
        assert_eq!(run(&["docs", topic]), text.as_bytes(), "{topic}");
        let title = text
            .lines()
            .next()
            .unwrap_or_default()
            .trim_start_matches('#')
            .trim();
        assert!(
            list.lines()
                .any(|l| l.starts_with(topic) && l.ends_with(title)),
            "{topic} listed as {title:?}:\n{list}"
        );
    }
}

/// The relative link targets of a markdown text: what `](…)` holds, without its `#anchor`;
/// web addresses and links within the page left out.
fn relative_links(text: &str) -> Vec<&str> {
    text.split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .map(|target| target.split('#').next().unwrap_or_default())
        .filter(|target| !target.is_empty() && !target.contains("://"))
        .filter(|target| !target.starts_with("mailto:"))
        .collect()
}

/// Every relative link between the documents points to a file that exists.
#[test]
fn every_link_between_the_documents_resolves() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut documents: Vec<_> = ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md"]
        .iter()
        .map(|name| root.join(name))
        .collect();
    documents.extend(
        fs::read_dir(root.join("docs"))
            .expect("docs/")
            .map(|e| e.expect("an entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "md")),
    );
    let mut broken = Vec::new();
    for document in &documents {
        let text =
            fs::read_to_string(document).unwrap_or_else(|e| panic!("{}: {e}", document.display()));
        let dir = document.parent().expect("a folder");
        for target in relative_links(&text) {
            if !dir.join(target).exists() {
                broken.push(format!("{}: {target}", document.display()));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "links to nothing:\n{}",
        broken.join("\n")
    );
}
