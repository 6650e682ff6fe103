//! Bots: the greedy evaluation on constructed positions, every bot on the awkward positions
//! (leather to place, a full quilt, only advance legal, game over), legality over random
//! positions, determinism, the compact moves against the `Action` path, and the `move` and
//! `arena` commands run as real processes. Budgets here are iteration counts, never time.

use patchwork::bot::{self, Bot, BotError, BotKind, Budget, Greedy, Strong};
use patchwork::record::{self, RecordAction};
use patchwork::rules::{
    Action, Cell, Game, LeatherLayout, Move, PatchId, Phase, Player, PlayerState, Quilt, Setup,
    TimePos, Variant,
};
use proptest::prelude::*;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use crate::common::patchwork;

/// A small search budget so tests stay fast and repeatable.
const SMALL: Budget = Budget::iterations(64);

/// Every bot, the strong one on one thread.
fn all_bots(seed: u64) -> Vec<Box<dyn Bot>> {
    BotKind::ALL.iter().map(|k| k.build(seed, 1)).collect()
}

/// A classic game whose circle starts with `first` (not patch 0, which ends every circle; the
/// rest in id order), player 0 to move.
fn classic(first: &[u8]) -> Game {
    let mut circle: Vec<PatchId> = first.iter().map(|&i| PatchId(i)).collect();
    for id in 1..33 {
        if !first.contains(&id) {
            circle.push(PatchId(id));
        }
    }
    circle.push(PatchId(0));
    let setup = Setup {
        variant: Variant::Classic,
        layout: LeatherLayout::Revised,
        circle,
        first_player: Player::One,
        blue_order: Vec::new(),
    };
    Game::new(&setup).expect("valid set-up")
}

fn cells(list: &[(u8, u8)]) -> Quilt {
    list.iter().map(|&(r, c)| Cell::new(r, c)).collect()
}

fn state(quilt: Quilt, buttons: u32, position: u8) -> PlayerState {
    PlayerState {
        quilt,
        buttons,
        income: 0,
        position: TimePos(position),
    }
}

/// Plays the step and checks each action is legal and the step is complete.
fn play_step(game: &mut Game, step: &[Action]) {
    let mover = game.to_move();
    assert!(!step.is_empty(), "a step has at least one action");
    for &a in step {
        game.play(a)
            .unwrap_or_else(|e| panic!("illegal {a:?}: {e}"));
    }
    assert!(
        !matches!(game.phase(), Phase::PlaceLeather(p) if Some(p) == mover),
        "the step places every leather patch it wins"
    );
}

/// Isolated empty cells: no empty neighbour on the board.
fn isolated(quilt: Quilt, size: u8) -> Vec<Cell> {
    let empty = |r: i32, c: i32| {
        (0..i32::from(size)).contains(&r)
            && (0..i32::from(size)).contains(&c)
            && !quilt.contains(Cell::new(r as u8, c as u8))
    };
    let mut out = Vec::new();
    for r in 0..i32::from(size) {
        for c in 0..i32::from(size) {
            let lonely = [(0, 1), (0, -1), (1, 0), (-1, 0)]
                .iter()
                .all(|(dr, dc)| !empty(r + dr, c + dc));
            if empty(r, c) && lonely {
                out.push(Cell::new(r as u8, c as u8));
            }
        }
    }
    out
}

// ---------------------------------------------------------------- greedy on constructed positions

#[test]
fn greedy_buys_the_patch_that_completes_the_seven_by_seven_square() {
    // Player 0's top-left 7x7 window is covered except a straight three at (6, 4..=6); the
    // next patches are 2 (the straight three), 1 and 3 (two Ls that do not fit the hole).
    let hole = cells(&[(6, 4), (6, 5), (6, 6)]);
    let quilt = Quilt::full(7).minus(hole);
    let game = classic(&[2, 1, 3]).with_player_state(Player::One, state(quilt, 5, 0));
    let step = Greedy::new(0)
        .choose(&game, Budget::DEFAULT)
        .expect("a turn");
    assert_eq!(
        step[0],
        Action::Patch {
            patch: PatchId(2),
            cells: hole
        }
    );
    let mut after = game.clone();
    play_step(&mut after, &step);
    assert_eq!(after.bonus(), Some(Player::One));
}

#[test]
fn greedy_places_without_leaving_a_hole_it_can_never_fill() {
    // Everything is covered but a 3x3 square in the bottom-left corner; the next patch is the T
    // (patch 4). Some T placements there leave an isolated cell (only leather could fill it).
    let region: Quilt = (6..9)
        .flat_map(|r| (0..3).map(move |c| Cell::new(r, c)))
        .collect();
    let quilt = Quilt::full(9).minus(region);
    let game = classic(&[4]).with_player_state(Player::One, state(quilt, 5, 0));
    let some_leave_holes = game.legal_actions().into_iter().any(|a| match a {
        Action::Patch { cells, .. } => !isolated(quilt.or(cells), 9).is_empty(),
        _ => false,
    });
    assert!(some_leave_holes, "the position offers a bad placement");
    let step = Greedy::new(0)
        .choose(&game, Budget::DEFAULT)
        .expect("a turn");
    let Action::Patch { patch, cells } = step[0] else {
        panic!("greedy should buy the T here, not {:?}", step[0]);
    };
    assert_eq!(patch, PatchId(4));
    assert_eq!(isolated(quilt.or(cells), 9), Vec::<Cell>::new());
}

// ---------------------------------------------------------------- awkward positions, every bot

#[test]
fn every_bot_places_a_leather_patch_the_game_waits_for() {
    // Player 0 on 25 advances past the leather patch on 26 and must place it.
    let base = classic(&[])
        .with_player_state(Player::One, state(cells(&[(0, 0)]), 5, 25))
        .with_player_state(Player::Two, state(Quilt::EMPTY, 5, 30));
    let mut waiting = base.clone();
    waiting.play(Action::Advance).expect("legal");
    assert_eq!(waiting.phase(), Phase::PlaceLeather(Player::One));
    for mut b in all_bots(1) {
        let step = b.choose(&waiting, SMALL).expect("a decision");
        assert_eq!(step.len(), 1, "{}: just the leather decision", b.name());
        assert!(matches!(step[0], Action::Leather(Some(_))), "{}", b.name());
        play_step(&mut waiting.clone(), &step);
        // From the turn before, the step is the advance and its leather.
        let step = b.choose(&base, SMALL).expect("a turn");
        play_step(&mut base.clone(), &step);
    }
}

#[test]
fn every_bot_sets_leather_aside_on_a_full_quilt_and_advances_when_nothing_else_is_legal() {
    // A full quilt and no buttons: advancing is the only legal turn, and the leather it wins
    // can only be set aside.
    let game = classic(&[])
        .with_player_state(Player::One, state(Quilt::full(9), 0, 25))
        .with_player_state(Player::Two, state(Quilt::EMPTY, 5, 30));
    assert_eq!(game.moves().len(), 1);
    for mut b in all_bots(2) {
        let step = b.choose(&game, SMALL).expect("a turn");
        assert_eq!(
            step,
            vec![Action::Advance, Action::Leather(None)],
            "{}",
            b.name()
        );
    }
}

#[test]
fn every_bot_says_game_over_on_a_finished_game() {
    let mut game = Game::new(&Setup::random(Variant::Express, LeatherLayout::Revised, 4))
        .expect("valid set-up");
    while !game.is_over() {
        game.play_move(game.moves().get(0).expect("a legal move"))
            .expect("legal");
    }
    for mut b in all_bots(3) {
        assert!(matches!(b.choose(&game, SMALL), Err(BotError::GameOver)));
    }
}

// ---------------------------------------------------------------- whole games and properties

#[test]
fn bots_finish_games_of_both_variants_with_legal_actions_only() {
    for variant in [Variant::Classic, Variant::Express] {
        for (a, b) in [
            (BotKind::Greedy, BotKind::Random),
            (BotKind::Mcts, BotKind::Greedy),
        ] {
            let game = Game::new(&Setup::random(variant, LeatherLayout::Revised, 8))
                .expect("valid set-up");
            let mut bots = [a, b].map(|k| k.build(5, 1));
            let played = bot::play_game(game, &mut bots, Budget::iterations(40))
                .expect("bots play legal actions to the end");
            assert!(played.game.is_over());
        }
    }
}

#[test]
fn strong_is_deterministic_for_a_seed_and_an_iteration_budget() {
    let game = Game::new(&Setup::random(Variant::Classic, LeatherLayout::Revised, 21))
        .expect("valid set-up");
    let answer = || {
        Strong::new(77)
            .with_threads(2)
            .choose(&game, Budget::iterations(400))
            .expect("a turn")
    };
    assert_eq!(answer(), answer());
}

/// A random position of either variant: `plies` uniformly random actions from a seeded deal.
fn random_position(seed: u64, plies: usize, express: bool) -> Game {
    let variant = if express {
        Variant::Express
    } else {
        Variant::Classic
    };
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut game =
        Game::new(&Setup::random(variant, LeatherLayout::Revised, seed)).expect("valid set-up");
    for _ in 0..plies {
        let moves = game.moves();
        if moves.is_empty() {
            break;
        }
        let a = moves
            .get(rng.random_range(0..moves.len()))
            .expect("in range");
        game.play_move(a).expect("listed moves are legal");
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn every_bot_answers_legally_on_random_positions(
        seed in 0u64..10_000,
        plies in 0usize..70,
        express in any::<bool>(),
    ) {
        let game = random_position(seed, plies, express);
        for mut b in all_bots(seed) {
            match b.choose(&game, Budget::iterations(32)) {
                Ok(step) => play_step(&mut game.clone(), &step),
                Err(BotError::GameOver) => prop_assert!(game.is_over()),
                Err(e) => prop_assert!(false, "{}: {e}", b.name()),
            }
        }
    }

    #[test]
    fn compact_moves_name_the_same_actions_and_games(
        seed in 0u64..10_000,
        plies in 0usize..70,
        express in any::<bool>(),
    ) {
        let game = random_position(seed, plies, express);
        let actions = game.legal_actions();
        let moves = game.legal_moves();
        let mut direct = Vec::new();
        game.fill_legal_moves(&mut direct);
        prop_assert_eq!(&moves, &direct);
        prop_assert_eq!(moves.len(), actions.len());
        for (&m, &a) in moves.iter().zip(&actions) {
            prop_assert_eq!(m.to_action(game.variant()), Some(a));
            prop_assert_eq!(Move::from_action(game.variant(), a), Some(m));
            let (mut x, mut y) = (game.clone(), game.clone());
            prop_assert_eq!(x.play_move(m), y.play(a));
            prop_assert_eq!(x, y);
        }
    }
}

// ---------------------------------------------------------------- the commands

fn fixture(name: &str) -> String {
    crate::common::fixture(&format!("records/valid/{name}"))
        .to_str()
        .expect("UTF-8 path")
        .to_owned()
}

#[test]
fn move_prints_one_canonical_action_line_that_extends_the_record() {
    for (file, bot) in [
        ("spec-example.json", "greedy"),
        ("express-unfinished.json", "strong"),
        ("spec-start.json", "random"),
    ] {
        let path = fixture(file);
        let out = patchwork(&[
            "move",
            "--record",
            &path,
            "--bot",
            bot,
            "--iterations",
            "50",
            "--seed",
            "3",
        ]);
        assert!(out.status.success(), "{file}: {out:?}");
        let text = String::from_utf8(out.stdout).expect("UTF-8");
        assert!(
            text.ends_with('\n') && text.lines().count() == 1,
            "{text:?}"
        );
        let line = text.trim_end();
        // The line is the canonical form of the action it names...
        let (rec, replay) =
            record::load(&std::fs::read_to_string(&path).expect("readable")).expect("valid");
        let value: serde_json::Value = serde_json::from_str(line).expect("JSON");
        let mut json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).expect("readable")).expect("JSON");
        json["actions"].as_array_mut().expect("a list").push(value);
        let extended = record::Record::from_json(&json.to_string()).expect("well-formed");
        let last = extended.actions.last().expect("the new action");
        assert_eq!(last.to_line(rec.setup.variant), line);
        assert_eq!(
            Some(last.player),
            replay.game.to_move(),
            "the mover's number"
        );
        // ...and the record with it appended replays.
        extended.replay().expect("the bot's action is legal");
    }
}

#[test]
fn move_is_repeatable_and_matches_the_library() {
    let path = fixture("spec-example.json");
    let args = [
        "move",
        "--record",
        &path,
        "--bot",
        "strong",
        "--iterations",
        "200",
        "--seed",
        "9",
    ];
    let (a, b) = (patchwork(&args), patchwork(&args));
    assert_eq!(a.stdout, b.stdout);
    let (_, replay) =
        record::load(&std::fs::read_to_string(&path).expect("readable")).expect("valid");
    let game = replay.game;
    let mover = game.to_move().expect("unfinished");
    let step = Greedy::new(0)
        .choose(&game, Budget::DEFAULT)
        .expect("a turn");
    let expected = RecordAction::from_actions(mover, &step)
        .expect("a record action")
        .to_line(game.variant());
    let greedy = patchwork(&["move", "--record", &path, "--bot", "greedy"]);
    assert_eq!(String::from_utf8_lossy(&greedy.stdout), expected + "\n");
}

#[test]
fn move_on_a_finished_game_or_a_bad_record_fails_on_stderr() {
    // The exact lines and statuses of docs/move.md.
    let path = fixture("classic-finished.json");
    let finished = patchwork(&["move", "--record", &path]);
    assert_eq!(finished.status.code(), Some(1));
    assert!(finished.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&finished.stderr),
        format!("patchwork move: {path}: the game is over\n")
    );
    let invalid = crate::common::fixture("records/invalid/overlap.json");
    let bad = patchwork(&[
        "move",
        "--record",
        invalid.to_str().expect("UTF-8"),
        "--bot",
        "greedy",
    ]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(bad.stdout.is_empty());
    let expected = std::fs::read_to_string(invalid.with_extension("expected")).expect("golden");
    assert_eq!(
        String::from_utf8_lossy(&bad.stderr),
        format!(
            "patchwork move: {}: invalid record: {}\n",
            invalid.display(),
            expected.trim_end()
        )
    );
    let unknown = patchwork(&["move", "--record", &path, "--bot", "nobody"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(unknown.stdout.is_empty());
}

#[test]
fn arena_gives_each_side_its_budget_and_takes_levels() {
    let out = patchwork(&[
        "arena",
        "--a",
        "strong",
        "--a-iterations",
        "60",
        "--b-level",
        "beginner",
        "--games",
        "2",
        "--seed",
        "3",
        "--jobs",
        "1",
        "--variant",
        "express",
    ]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with(
            "2 games of express: A = strong (60 iterations), B = level beginner (greedy)"
        ),
        "{text}"
    );
    assert!(lines[3].contains("(standard error "), "{text}");
    assert!(lines[4].ends_with(" iterations a move"), "{text}");
}

#[test]
fn arena_refuses_out_of_range_options_and_an_unwritable_folder_before_playing() {
    let base = ["arena", "--a", "random", "--b", "greedy"];
    for extra in [
        &["--games", "0"][..],
        &["--games", "100001"],
        &["--games", "99999999999999999999999"],
        &["--games", "2", "--jobs", "0"],
        &["--games", "2", "--jobs", "100000"],
        &["--games", "2", "--millis", "18446744073709551615"],
        &["--games", "2", "--a-iterations", "18446744073709551615"],
    ] {
        let mut args = base.to_vec();
        args.extend_from_slice(extra);
        let out = patchwork(&args);
        assert_eq!(out.status.code(), Some(2), "{extra:?}: {out:?}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{err}");
    }
    // A file where the folder should be: refused before the first game.
    let file = std::env::temp_dir().join(format!("patchwork-arena-file-{}", std::process::id()));
    std::fs::write(&file, "").expect("writable temp");
    let mut args = base.to_vec();
    let path = file.to_str().expect("UTF-8").to_owned();
    args.extend_from_slice(&["--games", "2", "--save", &path]);
    let out = patchwork(&args);
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--save"));
    assert!(out.stdout.is_empty());
    let _ = std::fs::remove_file(&file);
    // The largest and smallest budgets in range run (one game, so quickly).
    for extra in [
        &["--games", "1", "--jobs", "256", "--iterations", "0"][..],
        &[
            "--games",
            "1",
            "--millis",
            "0",
            "--seed",
            "18446744073709551615",
        ],
    ] {
        let mut args = vec!["arena", "--a", "strong", "--b", "random"];
        args.extend_from_slice(extra);
        let out = patchwork(&args);
        assert!(out.status.success(), "{extra:?}: {out:?}");
    }
}

#[test]
fn arena_saves_games_that_verify_accepts_and_prints_the_summary() {
    let dir = std::env::temp_dir().join(format!("patchwork-arena-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let dir_str = dir.to_str().expect("UTF-8").to_owned();
    for variant in ["classic", "express"] {
        let out = patchwork(&[
            "arena",
            "--a",
            "random",
            "--b",
            "greedy",
            "--games",
            "4",
            "--seed",
            "5",
            "--jobs",
            "2",
            "--variant",
            variant,
            "--save",
            &dir_str,
        ]);
        assert!(out.status.success(), "{out:?}");
        let text = String::from_utf8(out.stdout).expect("UTF-8");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 6, "{text}");
        assert!(lines[0].starts_with(&format!("4 games of {variant}: A = random, B = greedy")));
        assert!(lines[1].starts_with("A wins "));
        assert!(lines[2].starts_with("A win rate ") && lines[2].contains("95% interval"));
        assert!(lines[3].starts_with("mean score A "));
        assert!(lines[4].starts_with("time per move A: mean "));
        assert!(lines[5].starts_with("time per move B: mean "));
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .expect("saved")
            .map(|e| e.expect("entry").path().to_str().expect("UTF-8").to_owned())
            .collect();
        files.sort();
        assert_eq!(files.len(), 4);
        let mut args = vec!["verify"];
        args.extend(files.iter().map(String::as_str));
        let verify = patchwork(&args);
        assert!(verify.status.success(), "{verify:?}");
        for line in String::from_utf8_lossy(&verify.stdout).lines() {
            assert!(line.contains(": ok: finished after "), "{line}");
        }
        for f in &files {
            std::fs::remove_file(f).expect("removable");
        }
    }
    // A side at a level is saved as a game against the computer saves it: its level named.
    let out = patchwork(&[
        "--lang",
        "en",
        "arena",
        "--a",
        "random",
        "--b-level",
        "beginner",
        "--games",
        "1",
        "--save",
        &dir_str,
    ]);
    assert!(out.status.success(), "{out:?}");
    let text = std::fs::read_to_string(dir.join("game-0001.json")).expect("saved");
    let record: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let players = record["players"].as_array().expect("players");
    let at_level: Vec<&serde_json::Value> = players
        .iter()
        .filter(|p| p["level"] == "beginner")
        .collect();
    assert_eq!(at_level.len(), 1, "{text}");
    assert_eq!(at_level[0]["name"], "Beginner");
    assert!(
        players
            .iter()
            .any(|p| p["name"] == "random" && p.get("level").is_none())
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `move --millis` is bounded (an hour), like every time option: a larger value is refused as
/// a bad option, before anything is read or searched.
#[test]
fn move_refuses_a_time_past_an_hour() {
    let spec = crate::common::fixture("records/valid/spec-start.json");
    let spec = spec.to_str().expect("UTF-8");
    let out = patchwork(&["move", "--record", spec, "--millis", "3600001"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("3600000"));
}

/// The mean error of the shipped learned value on the committed fixture of `variant`: games the
/// training held out (`train_value fixture`), each position from its first strong step on,
/// against the mover's final margin. Returns the mean error and the number of positions.
fn value_error(variant: Variant) -> (f64, u32) {
    let name = match variant {
        Variant::Classic => "classic",
        Variant::Express => "express",
    };
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(format!("tests/fixtures/value/{name}.jsonl"));
    let text = std::fs::read_to_string(&path).expect("the fixture");
    let (mut sum, mut n) = (0.0f64, 0u32);
    for line in text.lines() {
        let v: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        let start = usize::try_from(v["start"].as_u64().expect("start")).expect("small");
        let record = record::Record::from_json(&v["record"].to_string()).expect("a record");
        assert_eq!(record.setup.variant, variant);
        let history = ::patchwork::history::History::from_record(&record)
            .expect("a valid game")
            .history;
        let last = history.game_at(history.steps().len());
        for i in start..history.steps().len() {
            let g = history.game_at(i);
            let Phase::Turn(mover) = g.phase() else {
                continue;
            };
            let outcome = f64::from(last.score(mover).total - last.score(mover.other()).total);
            let e = f64::from(bot::value::estimate(g).margin_for(mover));
            sum += (e - outcome).abs();
            n += 1;
        }
    }
    (sum / f64::from(n), n)
}

/// The shipped weights give the error docs/bots.md states for them on the fixture of held-out
/// games (`train_value check --all` prints the same figure).
#[test]
fn the_shipped_values_give_the_documented_error() {
    let doc = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/bots.md"),
    )
    .expect("docs/bots.md");
    for (variant, name) in [(Variant::Classic, "classic"), (Variant::Express, "Express")] {
        let (error, n) = value_error(variant);
        let row = format!("| {name} fixture | {n} | {error:.2} |");
        assert!(doc.contains(&row), "docs/bots.md lacks the row {row}");
    }
}
