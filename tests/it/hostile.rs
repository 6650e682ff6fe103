//! Hostile and careless input to `verify` and `perft`, as `docs/verify.md` promises to meet it: a
//! named pipe with no writer, a device, an over-size file, a million actions, control characters
//! in every printed field and in a file name, a closed standard output and a full disk. Each
//! gives its exact message and exit status, quickly, and nothing panics.

use std::fs;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use patchwork::record::{self, MAX_ACTIONS, MAX_RECORD_BYTES, Record, SyntaxError};
use serde_json::Value;

fn binary() -> Command {
    Command::new(env!("CARGO_BIN_EXE_patchwork"))
}

/// A scratch folder of this test's own, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Self {
        let dir =
            std::env::temp_dir().join(format!("patchwork-hostile-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("temp dir");
        Self(dir)
    }

    fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// Waits for `child` at most `secs` seconds; a child still running then is killed and the test
/// fails (it hung).
fn finish_within(mut child: Child, secs: u64) -> Output {
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        if child.try_wait().expect("wait").is_some() {
            return child.wait_with_output().expect("output");
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the command hung for {secs} s");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn run(args: &[&std::ffi::OsStr]) -> Output {
    let child = binary()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    finish_within(child, 20)
}

fn verify(files: &[&Path]) -> Output {
    let mut args = vec![std::ffi::OsStr::new("verify")];
    args.extend(files.iter().map(|p| p.as_os_str()));
    run(&args)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8 output")
}

fn spec_start() -> Value {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records/valid/spec-start.json");
    serde_json::from_str(&fs::read_to_string(path).expect("readable")).expect("JSON")
}

// ---------------------------------------------------------------- what is not a record file

#[test]
fn a_named_pipe_with_no_writer_is_refused_without_waiting() {
    let dir = Scratch::new("fifo");
    let fifo = dir.path("pipe.json");
    match Command::new("mkfifo").arg(&fifo).status() {
        Ok(s) if s.success() => {}
        _ => {
            eprintln!("skipped: mkfifo is not available");
            return;
        }
    }
    let out = verify(&[&fifo]);
    assert_eq!(
        text(&out.stdout),
        format!("{}: not a regular file (a named pipe)\n", fifo.display())
    );
    assert_eq!(out.status.code(), Some(1));
    let out = run(&[
        "perft".as_ref(),
        "--record".as_ref(),
        fifo.as_os_str(),
        "--depth".as_ref(),
        "1".as_ref(),
    ]);
    assert_eq!(
        text(&out.stderr),
        format!(
            "patchwork perft: {}: not a regular file (a named pipe)\n",
            fifo.display()
        )
    );
    assert!(out.stdout.is_empty());
    assert_eq!(out.status.code(), Some(1));
    // `move` reads through the same bounded reader.
    let out = run(&["move".as_ref(), "--record".as_ref(), fifo.as_os_str()]);
    assert_eq!(
        text(&out.stderr),
        format!(
            "patchwork move: {}: not a regular file (a named pipe)\n",
            fifo.display()
        )
    );
    assert!(out.stdout.is_empty());
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn devices_and_directories_are_refused() {
    let zero = Path::new("/dev/zero");
    if zero.exists() {
        let out = verify(&[zero]);
        assert_eq!(
            text(&out.stdout),
            "/dev/zero: not a regular file (a character device)\n"
        );
        assert_eq!(out.status.code(), Some(1));
    }
    let dir = Scratch::new("dir");
    let out = verify(&[&dir.0]);
    assert_eq!(
        text(&out.stdout),
        format!("{}: not a regular file (a directory)\n", dir.0.display())
    );
}

#[test]
fn an_over_size_file_is_refused_by_its_size() {
    let dir = Scratch::new("size");
    // Sparse: ten gigabytes that take no room and are never read.
    let huge = dir.path("huge.json");
    fs::File::create(&huge)
        .and_then(|f| f.set_len(10 << 30))
        .expect("a sparse file");
    let just_over = dir.path("just-over.json");
    fs::File::create(&just_over)
        .and_then(|f| f.set_len(MAX_RECORD_BYTES + 1))
        .expect("a file");
    let out = verify(&[&huge, &just_over]);
    assert_eq!(
        text(&out.stdout),
        format!(
            "{}: file too large: 10737418240 bytes (a record may have at most 2097152)\n\
             {}: file too large: 2097153 bytes (a record may have at most 2097152)\n",
            huge.display(),
            just_over.display()
        )
    );
    assert_eq!(out.status.code(), Some(1));
}

// ---------------------------------------------------------------- too many actions

/// The spec's start with `n` advances by player 0, built as text (a million take 30 MB).
fn with_advances(n: usize) -> String {
    let start = serde_json::to_string(&spec_start()).expect("JSON");
    let mut list = r#"{"type":"advance","player":0},"#.repeat(n);
    list.pop();
    let with = start.replacen(r#""actions":[]"#, &format!(r#""actions":[{list}]"#), 1);
    assert_ne!(with, start);
    with
}

#[test]
fn a_million_actions_are_refused_after_the_limit_unread() {
    let text = with_advances(1_000_000);
    let got = Record::from_json(&text);
    assert_eq!(got, Err(SyntaxError::TooManyActions { limit: MAX_ACTIONS }));
    // Unread past the limit: what follows the first action too many is never parsed, so text
    // that is no JSON at all there changes nothing.
    let over = with_advances(MAX_ACTIONS + 2);
    let cut = over
        .rfind(r#",{"type":"advance","player":0}"#)
        .expect("the last action");
    let broken = format!("{}, this is no JSON {{{{{{", &over[..cut]);
    assert_eq!(
        Record::from_json(&broken),
        Err(SyntaxError::TooManyActions { limit: MAX_ACTIONS })
    );
    assert_eq!(
        got.map(|_| ()).expect_err("refused").to_string(),
        "too many actions: a record holds at most 200 (no game lasts more than 106)"
    );
    // As a file it is over the size limit; one action over the limit fits and is named.
    let dir = Scratch::new("actions");
    let big = dir.path("million.json");
    fs::write(&big, &text).expect("written");
    let over = dir.path("over.json");
    fs::write(&over, with_advances(MAX_ACTIONS + 1)).expect("written");
    let at = dir.path("at.json");
    fs::write(&at, with_advances(MAX_ACTIONS)).expect("written");
    let out = verify(&[&big, &over, &at]);
    assert_eq!(
        self::text(&out.stdout),
        format!(
            "{}: file too large: {} bytes (a record may have at most 2097152)\n\
             {}: too many actions: a record holds at most 200 (no game lasts more than 106)\n\
             {}: action 2: wrong player: it is player 1's turn, not player 0's\n",
            big.display(),
            text.len(),
            over.display(),
            at.display()
        )
    );
}

// ---------------------------------------------------------------- control characters

/// A record with `edit` applied to the spec's start, written under `name`.
fn write_edited(dir: &Scratch, name: &str, edit: impl FnOnce(&mut String)) -> PathBuf {
    let mut body = serde_json::to_string_pretty(&spec_start()).expect("JSON");
    edit(&mut body);
    let path = dir.path(name);
    fs::write(&path, body).expect("written");
    path
}

#[test]
fn control_characters_from_files_and_names_are_printed_escaped() {
    let dir = Scratch::new("escape");
    let esc = "\\u001b[2J\\u001b[1;1H";
    let files = [
        write_edited(&dir, "variant.json", |b| {
            *b = b.replace(
                "\"variant\": \"classic\"",
                &format!("\"variant\": \"{esc}\""),
            );
        }),
        write_edited(&dir, "board.json", |b| {
            *b = b.replace("\"board\": \"revised\"", &format!("\"board\": \"{esc}\""));
        }),
        write_edited(&dir, "kind.json", |b| {
            *b = b.replace("\"kind\": \"human\"", &format!("\"kind\": \"{esc}\""));
        }),
        write_edited(&dir, "type.json", |b| {
            *b = b.replace(
                "\"actions\": []",
                &format!("\"actions\": [{{\"type\": \"{esc}\", \"player\": 0}}]"),
            );
        }),
        write_edited(&dir, "key.json", |b| {
            *b = b.replacen('{', &format!("{{\"{esc}\": 1, \"{esc}\": 2,"), 1);
        }),
        write_edited(&dir, "format.json", |b| {
            *b = b.replace(
                "\"format\": \"patchwork-record\"",
                &format!("\"format\": \"{esc}\\u202e\""),
            );
        }),
        write_edited(&dir, "name.json", |b| {
            *b = b.replace("\"name\": \"Ada\"", &format!("\"name\": \"{esc}\""));
        }),
        write_edited(&dir, "forged\u{1b}[2K\r\u{202e}.json\nx.json: ok", |_| {}),
    ];
    let refs: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    let out = verify(&refs);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(!stdout.contains('\u{1b}') && !stdout.contains('\r'));
    assert!(!stdout.contains('\u{202e}'));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), files.len(), "one line per file:\n{stdout}");
    let d = dir.0.display();
    let shown = r"\u{1b}[2J\u{1b}[1;1H";
    let expected = [
        format!(
            "{d}/variant.json: malformed record: unknown variant `{shown}`, expected `classic` or \
             `express` at line 54 column 35"
        ),
        format!(
            "{d}/board.json: malformed record: `board`: unknown variant `{shown}`, expected \
             `revised` or `original` at line 56 column 1"
        ),
        format!(
            "{d}/kind.json: malformed record: unknown variant `{shown}`, expected `human` or `bot` \
             at line 7 column 36"
        ),
        format!(
            "{d}/type.json: action 1: malformed action: unknown variant `{shown}`, expected \
             `advance` or `patch`"
        ),
        format!("{d}/key.json: malformed JSON: duplicate key `{shown}` at line 1 column 50"),
        format!(
            "{d}/format.json: not a patchwork record: `format` is \"{shown}\\u{{202e}}\", \
             expected \"patchwork-record\""
        ),
        format!("{d}/name.json: ok: unfinished after 0 actions, scores -157 and -157 so far"),
        format!(
            "{d}/forged\\u{{1b}}[2K\\u{{d}}\\u{{202e}}.json\\u{{a}}x.json: ok: ok: unfinished \
             after 0 actions, scores -157 and -157 so far"
        ),
    ];
    assert_eq!(lines, expected);

    // JSON lines stay JSON, name the real file, and carry no raw control character either.
    let mut args = vec![std::ffi::OsStr::new("verify"), "--json".as_ref()];
    args.extend(files.iter().map(|p| p.as_os_str()));
    let out = run(&args);
    let stdout = text(&out.stdout);
    assert!(!stdout.contains('\u{1b}') && !stdout.contains('\u{202e}'));
    assert!(stdout.contains(r"\u202e"));
    let rows: Vec<Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    assert_eq!(rows.len(), files.len());
    for (row, file) in rows.iter().zip(&files) {
        assert_eq!(row["file"], file.display().to_string());
    }
    assert_eq!(
        rows[0]["error"],
        "malformed record: unknown variant `\u{1b}[2J\u{1b}[1;1H`, expected `classic` or \
         `express` at line 54 column 35"
    );
}

/// A value a message quotes (a wrong `format`) is quoted as it is: the text line escapes it as
/// every text line does, and the JSON line decodes to the value itself.
#[test]
fn a_quoted_value_decodes_to_itself_in_json_lines() {
    let dir = Scratch::new("quoted");
    let file = write_edited(&dir, "format.json", |b| {
        *b = b.replace(
            "\"format\": \"patchwork-record\"",
            "\"format\": \"\\u001b[2J\\u202e\"",
        );
    });
    let line = text(&verify(&[&file]).stdout);
    let expected =
        r#": not a patchwork record: `format` is "\u{1b}[2J\u{202e}", expected "patchwork-record""#;
    assert!(line.trim_end().ends_with(expected), "{line:?}");
    let out = run(&["verify".as_ref(), "--json".as_ref(), file.as_os_str()]);
    let row: Value = serde_json::from_str(text(&out.stdout).trim_end()).expect("JSON");
    assert_eq!(
        row["error"],
        "not a patchwork record: `format` is \"\u{1b}[2J\u{202e}\", expected \"patchwork-record\""
    );
}

/// Characters beyond U+FFFF that a terminal may not know (an unassigned one, an emoji of Unicode
/// 15) are escaped in text lines, and written as surrogate pairs in JSON lines, which stay
/// valid JSON and name the exact file.
#[test]
fn characters_beyond_the_first_plane_stay_valid_json() {
    let dir = Scratch::new("planes");
    let file = write_edited(&dir, "new\u{1fae8}\u{2fffe}\u{378}.json", |_| {});
    let out = verify(&[&file]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        text(&out.stdout),
        format!(
            "{}/new\\u{{1fae8}}\\u{{2fffe}}\\u{{378}}.json: ok: unfinished after 0 actions, \
             scores -157 and -157 so far\n",
            dir.0.display()
        )
    );
    let out = run(&["verify".as_ref(), "--json".as_ref(), file.as_os_str()]);
    let stdout = text(&out.stdout);
    assert!(stdout.contains(r"\ud83e\udee8"), "{stdout}");
    let row: Value = serde_json::from_str(stdout.trim_end()).expect("the line is JSON");
    assert_eq!(row["file"], file.display().to_string());
}

/// A mark with nothing before it to join (a file name starting with a combining accent) is
/// escaped in JSON lines as in text lines: the same rules, written as JSON escapes.
#[test]
fn a_lone_mark_is_escaped_in_json_lines_too() {
    let dir = Scratch::new("mark");
    write_edited(&dir, "\u{301}x.json", |_| {});
    // Named from its folder, so the mark begins the name as given.
    let in_dir = |json: bool| {
        let mut command = binary();
        command.current_dir(&dir.0).arg("verify");
        if json {
            command.arg("--json");
        }
        let child = command
            .arg("\u{301}x.json")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        text(&finish_within(child, 20).stdout)
    };
    let line = in_dir(false);
    assert!(line.starts_with(r"\u{301}x.json: ok"), "{line:?}");
    let stdout = in_dir(true);
    assert!(
        stdout.starts_with(r#"{"file": "\u0301x.json""#),
        "{stdout:?}"
    );
    let row: Value = serde_json::from_str(stdout.trim_end()).expect("the line is JSON");
    assert_eq!(row["file"], "\u{301}x.json");
}

#[test]
fn a_file_name_with_control_characters_is_escaped_by_perft_too() {
    let dir = Scratch::new("perft-name");
    let name = dir.path("bad\u{1b}]0;title\u{7}.json");
    fs::write(&name, "{").expect("written");
    let out = run(&[
        "perft".as_ref(),
        "--record".as_ref(),
        name.as_os_str(),
        "--depth".as_ref(),
        "1".as_ref(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        format!(
            "patchwork perft: {}/bad\\u{{1b}}]0;title\\u{{7}}.json: invalid record: malformed \
             JSON: EOF while parsing an object at line 1 column 1\n",
            dir.0.display()
        )
    );
    let out = run(&["move".as_ref(), "--record".as_ref(), name.as_os_str()]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        format!(
            "patchwork move: {}/bad\\u{{1b}}]0;title\\u{{7}}.json: invalid record: malformed \
             JSON: EOF while parsing an object at line 1 column 1\n",
            dir.0.display()
        )
    );
}

// ---------------------------------------------------------------- output that cannot be written

#[test]
fn a_closed_standard_output_ends_quietly_with_status_141() {
    let valid = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/records/valid/classic-finished.json");
    let mut child = binary()
        .arg("verify")
        .args(std::iter::repeat_n(&valid, 300))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // Read one line, then close the pipe, as `| head -1` does.
    let mut first = String::new();
    let mut reader = BufReader::new(child.stdout.take().expect("piped"));
    reader.read_line(&mut first).expect("a line");
    assert!(first.contains(": ok: finished"), "{first}");
    drop(reader);
    let out = finish_within(child, 20);
    assert_eq!(out.status.code(), Some(141));
    assert!(out.stderr.is_empty(), "{}", text(&out.stderr));

    // perft on a finished game writes 128 lines into a pipe closed at once.
    let mut child = binary()
        .args(["perft", "--record"])
        .arg(&valid)
        .args(["--depth", "128"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    drop(child.stdout.take());
    let out = finish_within(child, 20);
    assert!(
        matches!(out.status.code(), Some(0 | 141)),
        "{:?}",
        out.status
    );
    assert!(out.stderr.is_empty(), "{}", text(&out.stderr));
}

#[test]
fn a_full_disk_is_reported_once_with_status_1() {
    let Ok(full) = fs::OpenOptions::new().write(true).open("/dev/full") else {
        eprintln!("skipped: no /dev/full");
        return;
    };
    let valid = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/records/valid/classic-finished.json");
    let child = binary()
        .arg("verify")
        .args([&valid, &valid])
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let out = finish_within(child, 20);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "patchwork: cannot write the output: the disk is full\n"
    );
}

/// The help and the version are output like any other: written to a full disk, they fail
/// with status 1 and say so, instead of claiming success.
#[test]
fn help_and_version_on_a_full_disk_fail_with_status_1() {
    for args in [
        &["--help"][..],
        &["--version"],
        &["help"],
        &["games", "--help"],
    ] {
        let Ok(full) = fs::OpenOptions::new().write(true).open("/dev/full") else {
            eprintln!("skipped: no /dev/full");
            return;
        };
        let child = binary()
            .args(args)
            .stdout(full)
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let out = finish_within(child, 20);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(
            text(&out.stderr).contains("cannot write the output: the disk is full"),
            "{args:?}"
        );
    }
    // Written where it can be, the help succeeds.
    let out = binary().arg("--help").output().expect("the binary runs");
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).starts_with("The board game Patchwork"));
}

// ---------------------------------------------------------------- perft depth

#[test]
fn perft_prints_each_depth_as_soon_as_it_is_counted() {
    let start =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records/valid/spec-start.json");
    // Depth 3 takes far longer than this test waits: the first two lines must come before it.
    let mut child = binary()
        .args(["perft", "--record"])
        .arg(&start)
        .args(["--depth", "3"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut reader = BufReader::new(child.stdout.take().expect("piped"));
    let mut lines = Vec::new();
    for _ in 0..2 {
        let mut line = String::new();
        reader.read_line(&mut line).expect("a line");
        lines.push(line);
    }
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(lines, ["perft 1 641\n", "perft 2 429313\n"]);
    let mut rest = String::new();
    let _ = reader.read_to_string(&mut rest);
}

#[test]
fn perft_refuses_depths_outside_one_to_128() {
    let finished = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/records/valid/express-finished.json");
    for (depth, shown) in [("0", "0"), ("129", "129"), ("4294967295", "4294967295")] {
        let out = run(&[
            "perft".as_ref(),
            "--record".as_ref(),
            finished.as_os_str(),
            "--depth".as_ref(),
            depth.as_ref(),
        ]);
        assert_eq!(out.status.code(), Some(2));
        assert!(out.stdout.is_empty());
        assert!(
            text(&out.stderr).starts_with(&format!(
                "error: invalid value '{shown}' for '--depth <D>': {shown} is not in 1..=128"
            )),
            "{}",
            text(&out.stderr)
        );
    }
    let out = run(&[
        "perft".as_ref(),
        "--record".as_ref(),
        finished.as_os_str(),
        "--depth".as_ref(),
        "128".as_ref(),
    ]);
    assert!(out.status.success());
    let lines: Vec<String> = (1..=128).map(|d| format!("perft {d} 0")).collect();
    assert_eq!(text(&out.stdout), lines.join("\n") + "\n");
}

// ---------------------------------------------------------------- the reading function

#[test]
fn read_limited_takes_any_reader_and_stops_past_the_limit() {
    let endless = std::io::repeat(b'x');
    assert!(matches!(
        record::read_limited(endless, u64::MAX),
        Err(record::ReadError::TooLarge { size: None })
    ));
    let small = record::read_limited(&b"{}"[..], 2).expect("two bytes");
    assert_eq!(small, b"{}");
}

// ---------------------------------------------------------------- escaping, by property

proptest::proptest! {
    /// Whatever a file holds, its escaped form is one line with no character a terminal obeys
    /// and nothing left to escape, and text that needs no escape is left as it is.
    #[test]
    fn escaped_text_is_one_harmless_line(s in "\\PC*|[\\x00-\\x1f\\x7f-\\u{9f}\\u{202a}-\\u{202e}a\\\\]*") {
        let shown = patchwork::text::escape(&s);
        proptest::prop_assert!(!shown.chars().any(patchwork::text::is_unsafe));
        proptest::prop_assert!(!patchwork::text::needs_escape(&shown));
        proptest::prop_assert!(!shown.contains('\n') && !shown.contains('\r'));
        if !patchwork::text::needs_escape(&s) {
            proptest::prop_assert_eq!(shown.as_ref(), s.as_str());
        }
    }

    /// Any string as the `variant` of a record gives a reason that escapes to a harmless line.
    #[test]
    fn any_variant_gives_a_harmless_reason(s in "[\\x00-\\x1f\\u{202e}a-z]{0,12}") {
        let mut v = spec_start();
        v["variant"] = Value::String(s);
        let reason = match record::load(&v.to_string()) {
            Ok(_) => String::new(),
            Err(e) => e.to_string(),
        };
        let shown = patchwork::text::escape(&reason);
        proptest::prop_assert!(!shown.chars().any(patchwork::text::is_unsafe));
    }
}

// ---------------------------------------------------------------- limits of the free text

/// The spec's opening record with `edit` applied, written as `name`.
fn spec_edited(dir: &Scratch, name: &str, edit: impl FnOnce(&mut Value)) -> PathBuf {
    let mut v = spec_start();
    edit(&mut v);
    let path = dir.path(name);
    fs::write(&path, serde_json::to_string(&v).expect("JSON")).expect("write");
    path
}

#[test]
fn a_name_longer_than_64_characters_is_refused_naming_the_field_and_the_limit() {
    let dir = Scratch::new("long-name");
    let ok = spec_edited(&dir, "ok.json", |v| {
        v["players"][1]["name"] = Value::from("é".repeat(record::MAX_NAME_CHARS));
    });
    assert!(verify(&[&ok]).status.success());
    let long = spec_edited(&dir, "long.json", |v| {
        v["players"][1]["name"] = Value::from("x".repeat(1 << 20));
    });
    let out = verify(&[&long]);
    assert_eq!(
        text(&out.stdout),
        format!(
            "{}: `players[1].name` is too long: 1048576 characters, at most 64 characters\n",
            long.display()
        )
    );
    let bot = spec_edited(&dir, "bot.json", |v| {
        v["players"][0]["bot"] = Value::from("b".repeat(65));
    });
    assert!(text(&verify(&[&bot]).stdout).contains("`players[0].bot` is too long: 65 characters"));
    let level = spec_edited(&dir, "level.json", |v| {
        v["players"][1]["level"] = Value::from("l".repeat(65));
    });
    assert!(
        text(&verify(&[&level]).stdout).contains("`players[1].level` is too long: 65 characters")
    );
}

#[test]
fn informative_fields_are_bounded_in_values_and_text() {
    let dir = Scratch::new("info");
    let fits = spec_edited(&dir, "fits.json", |v| {
        v["app"] = Value::from("a".repeat(record::MAX_INFO_TEXT_BYTES - 8));
        v["created"] = Value::from("2026-01-01T00:00:00Z");
    });
    assert!(verify(&[&fits]).status.success());
    let wordy = spec_edited(&dir, "wordy.json", |v| {
        v["app"] = Value::from("a".repeat(record::MAX_INFO_TEXT_BYTES + 1));
    });
    assert_eq!(
        text(&verify(&[&wordy]).stdout),
        format!(
            "{}: `app` is too long: more than 1024 bytes of text, at most 1024 bytes\n",
            wordy.display()
        )
    );
    let many = spec_edited(&dir, "many.json", |v| {
        v["seed"] = Value::from(vec![1; 100_000]);
    });
    assert_eq!(
        text(&verify(&[&many]).stdout),
        format!(
            "{}: `seed` is too long: more than 256 JSON values, at most 256 values\n",
            many.display()
        )
    );
    let format = spec_edited(&dir, "format.json", |v| {
        v["format"] = Value::from("f".repeat(1 << 20));
    });
    assert!(text(&verify(&[&format]).stdout).contains("`format` is too long"));
}

#[test]
fn a_long_patch_id_is_quoted_cut() {
    let dir = Scratch::new("patch-id");
    let path = spec_edited(&dir, "id.json", |v| {
        v["setup"]["circle"][0] = Value::from("Z".repeat(100_000));
    });
    let line = text(&verify(&[&path]).stdout);
    assert!(line.len() < 300, "{line}");
    assert!(
        line.contains("\"ZZZZZZZZ\"... (100000 characters)"),
        "{line}"
    );
}

#[test]
fn a_name_too_long_is_refused_on_the_command_line() {
    let long = "n".repeat(65);
    let out = run(&["--player1".as_ref(), long.as_ref()]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        text(&out.stderr),
        "patchwork: the name of player 1 is too long: 65 characters, at most 64 (--player1)\n"
    );
    let out = run(&["--player2".as_ref(), long.as_ref()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("the name of player 2 is too long"));
}

#[test]
fn games_names_the_file_once_on_an_error_line() {
    let dir = Scratch::new("games-once");
    let games = dir.path("games");
    fs::create_dir_all(&games).expect("games");
    fs::write(games.join("broken.json"), b"{\"format\": 3}").expect("write");
    let out = run(&["games".as_ref(), "--data-dir".as_ref(), dir.0.as_os_str()]);
    let stdout = text(&out.stdout);
    let line = stdout
        .lines()
        .find(|l| l.contains("broken.json"))
        .expect("the broken file is listed");
    assert_eq!(line.matches("broken.json").count(), 1, "{line}");
    assert_eq!(
        line,
        "  1. broken.json: cannot be read: not a patchwork record: `format` is 3, expected \
         \"patchwork-record\""
    );
}

#[test]
fn games_lists_large_files_from_their_headers() {
    let dir = Scratch::new("games-large");
    let games = dir.path("games");
    fs::create_dir_all(&games).expect("games");
    // Close to the size limit: an annotation no listing needs.
    let mut v = spec_start();
    v["notes"] = Value::from("n".repeat(MAX_RECORD_BYTES as usize - 4096));
    v["created"] = Value::from("2026-01-02T03:04:05Z");
    fs::write(
        games.join("big.json"),
        serde_json::to_string(&v).expect("JSON"),
    )
    .expect("write");
    let out = run(&["games".as_ref(), "--data-dir".as_ref(), dir.0.as_os_str()]);
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("  1. ")
            && stdout.contains("  Ada vs Greedy  classic  0 actions  in progress  big.json"),
        "{stdout}"
    );
}

// ---------------------------------------------------------------- every numeric option

/// Runs the binary with `args` and checks it ended without a panic, with a sane status: 0, 1
/// (a refusal said on stderr) or 2 (clap's usage error).
fn no_panic(args: &[String]) {
    let args: Vec<&std::ffi::OsStr> = args.iter().map(std::ffi::OsStr::new).collect();
    let out = run(&args);
    let stderr = text(&out.stderr);
    assert!(
        !stderr.contains("panicked") && !stderr.contains("RUST_BACKTRACE"),
        "{args:?} panicked: {stderr}"
    );
    match out.status.code() {
        Some(0) => {}
        Some(1 | 2) => assert!(!stderr.is_empty(), "{args:?} failed silently"),
        other => panic!("{args:?} ended with {other:?}: {stderr}"),
    }
}

#[test]
fn every_numeric_option_of_every_command_takes_0_1_the_maximum_and_a_huge_value() {
    let valid = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/records/valid");
    let start = valid.join("spec-start.json").display().to_string();
    let finished = valid.join("express-finished.json").display().to_string();
    let max = u64::MAX.to_string();
    let huge = "99999999999999999999999999".to_owned();
    let values = ["0".to_owned(), "1".to_owned(), max.clone(), huge.clone()];
    let cmd = |s: &str| -> Vec<String> { s.split(' ').map(str::to_owned).collect() };
    for v in &values {
        // perft: the depth is checked (1 to 128); the deep ones count from a finished game.
        no_panic(
            &[
                cmd("perft --record"),
                vec![finished.clone()],
                cmd("--depth"),
                vec![v.clone()],
            ]
            .concat(),
        );
        no_panic(
            &[
                cmd("perft --divide --record"),
                vec![finished.clone()],
                cmd("--depth"),
                vec![v.clone()],
            ]
            .concat(),
        );
        // move: each number, the search kept short by one iteration.
        for (option, rest) in [
            ("--millis", "--iterations 1"),
            ("--iterations", "--millis 1"),
            ("--seed", "--iterations 1"),
            ("--threads", "--iterations 1"),
        ] {
            no_panic(
                &[
                    cmd("move --record"),
                    vec![start.clone()],
                    cmd(rest),
                    vec![option.to_owned(), v.clone()],
                ]
                .concat(),
            );
        }
        // arena: tiny games; `--games` is refused above its cap before any game is played.
        for option in ["--seed", "--millis", "--iterations", "--jobs"] {
            no_panic(
                &[
                    cmd("arena --a random --b random --games 1"),
                    vec![option.to_owned(), v.clone()],
                ]
                .concat(),
            );
        }
        no_panic(&[cmd("arena --a random --b random --games"), vec![v.clone()]].concat());
        // puzzles --mine: one game of the least effort; the counts are refused above their caps
        // before any game is played.
        let tiny = "--game-iterations 1 --deep-iterations 0 --solver-nodes 1";
        no_panic(&[cmd("puzzles"), cmd(tiny), cmd("--mine"), vec![v.clone()]].concat());
        for option in [
            "--seed",
            "--game-iterations",
            "--deep-iterations",
            "--solver-nodes",
        ] {
            // The least effort but for the option tried.
            let others: Vec<String> = cmd(tiny)
                .chunks(2)
                .filter(|pair| pair[0] != option)
                .flatten()
                .cloned()
                .collect();
            no_panic(
                &[
                    cmd("puzzles --mine 1"),
                    others,
                    vec![option.to_owned(), v.clone()],
                ]
                .concat(),
            );
        }
        // A new game's seed: parsed, then refused before the terminal opens (Express has one
        // board), so no terminal is needed.
        no_panic(
            &[
                cmd("--variant express --board original --seed"),
                vec![v.clone()],
            ]
            .concat(),
        );
    }
}
