//! End to end, the app's modes in the real binary: keys on the too-small screen play nothing,
//! the thinking banner goes when the bot has moved, and undo pressed again and again while the
//! strong bot thinks leaves no search running: the idle process keeps its few threads and uses
//! no CPU.

use std::time::{Duration, Instant};

use crate::common::tmux::Tmux;

/// Threads of a process, from /proc.
fn threads(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/task")).map_or(0, Iterator::count)
}

/// User plus system CPU time of a process so far, in clock ticks.
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("/proc stat");
    // The fields after the command name (in parentheses, which may hold spaces).
    let rest = &stat[stat.rfind(')').expect("a command name") + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the name.
    fields[11].parse::<u64>().expect("utime") + fields[12].parse::<u64>().expect("stime")
}

#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn too_small_keys_thinking_banner_and_searches_that_stop() {
    let tmux = Tmux::new("modes");
    // 1. Keys on the too-small screen play nothing.
    tmux.start("--seed 7", 120, 40);
    tmux.wait_for("Ada's turn");
    // A resize can be missed by a busy machine's terminal: ask again until it is seen.
    let small = (0..5).any(|_| {
        tmux.run(&["resize-window", "-t", "game", "-x", "40", "-y", "12"]);
        tmux.shows_within("too small", 3)
    });
    assert!(small, "the too-small screen: {}", tmux.screen());
    tmux.send(&["1", "Enter", "a", "y"]);
    tmux.run(&["resize-window", "-t", "game", "-x", "120", "-y", "40"]);
    let screen = tmux.wait_for("Ada's turn");
    assert!(!screen.contains("1. Ada"), "nothing was played: {screen}");
    tmux.quit();

    // 2. A key pressed while the bot thinks does not leave "thinking" on screen.
    tmux.start("--seed 7 --player1 Ada --vs strong --seat second", 120, 40);
    tmux.wait_for("thinking");
    tmux.send_and_wait_for(&["a"], "1. Strong");
    tmux.wait_until("the banner no longer says the bot thinks", |s| {
        !s.contains("thinking")
    });
    tmux.quit();

    // 8. Undo again and again while the strong bot thinks: every search stops.
    tmux.start("--seed 7 --player1 Ada --vs strong", 120, 40);
    tmux.wait_for("Ada's turn");
    let pid = tmux.pane_pid();
    for _ in 0..30 {
        tmux.send_and_wait_for(&["a", "y"], "thinking");
        tmux.send(&["u", "u", "u", "u", "u"]);
        tmux.wait_until("the undo took the advance back", |s| {
            !s.contains("thinking") && s.contains("Ada's turn")
        });
    }
    // Idle now: the searches' threads are gone, and the process sleeps.
    let deadline = Instant::now() + Duration::from_secs(5);
    while threads(pid) > 4 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    let idle_threads = threads(pid);
    assert!(
        idle_threads <= 4,
        "{idle_threads} threads while idle (main, input, signals, saver)"
    );
    let before = cpu_ticks(pid);
    // The measuring window: one second of an idle app. 100 ticks would be a whole core (a
    // search left running); an idle loop sleeps, and 10 ticks leave room for a busy machine.
    std::thread::sleep(Duration::from_secs(1));
    let used = cpu_ticks(pid) - before;
    assert!(used <= 10, "{used} ticks of CPU in a second while idle");
    tmux.quit();
    let _ = std::fs::remove_dir_all(tmux.data_dir());
}

/// The replay viewer's review in the real binary: a game reviewed once on the command line is
/// in the cache beside the saves, so `r` in the viewer shows it at once; `n` goes to the first
/// mistake with the bot's verdict and best step.
#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn the_viewer_reviews_a_game_from_the_cache_the_command_line_filled() {
    let tmux = Tmux::new("review");
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records/valid/classic-finished.json"
    );
    let data = tmux.data_dir();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_patchwork"))
        .args(["review", fixture, "--data-dir"])
        .arg(&data)
        .output()
        .expect("review runs");
    assert!(out.status.success(), "{out:?}");
    tmux.start(&format!("replay {fixture}"), 80, 24);
    tmux.wait_for("Replay · step 0");
    tmux.send_and_wait_for(&["r"], "accuracy");
    tmux.send_and_wait_for(&["n"], "best:");
    tmux.quit();
    let _ = std::fs::remove_dir_all(data);
}

/// The menu in the real binary: a new game against a level chosen there; and a rematch from
/// the game-over screen of a finished game.
#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn the_menu_a_level_and_a_rematch() {
    let tmux = Tmux::new("menu");
    tmux.start("", 80, 24);
    tmux.wait_for("New game");
    tmux.send_and_wait_for(&["Enter"], "Opponent");
    // Game, Time board, Opponent: Beginner, the default; then down to Start.
    tmux.send_and_wait_for(&["Down", "Down"], "the computer, Beginner");
    tmux.send(&["Down", "Down", "Down", "Down", "Enter"]);
    // The game: the bot's seat named by its level (cut to fit at 80 columns).
    tmux.wait_until("the game against the beginner", |s| {
        s.contains("'s turn") && (s.contains("Beginner") || s.contains("Begin…"))
    });
    tmux.quit();

    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records/valid/classic-finished.json"
    );
    tmux.start(&format!("--load {fixture}"), 80, 24);
    tmux.wait_for("rematch");
    let before = tmux.screen();
    tmux.send(&["m"]);
    tmux.wait_until("a new game, seats swapped", |s| {
        s != before && s.contains("'s turn") && !s.contains("rematch")
    });
    tmux.quit();
    let _ = std::fs::remove_dir_all(tmux.data_dir());
}

/// `patchwork games` numbers the saves; `--load N` and `--load NAME` open them without a path.
#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn games_are_numbered_and_load_takes_a_number_or_a_name() {
    let tmux = Tmux::new("load");
    let games = tmux.data_dir().join("games");
    std::fs::create_dir_all(&games).expect("the games folder");
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records/valid/express-unfinished.json"
    );
    std::fs::copy(fixture, games.join("mine.json")).expect("a saved game");
    let out = tmux.run(&["-V"]);
    assert!(out.status.success());
    let listed = std::process::Command::new(env!("CARGO_BIN_EXE_patchwork"))
        .arg("games")
        .arg("--data-dir")
        .arg(tmux.data_dir())
        .output()
        .expect("games runs");
    let listed = String::from_utf8_lossy(&listed.stdout).into_owned();
    assert!(listed.contains("  1. "), "{listed}");
    assert!(listed.contains("in progress  mine.json"), "{listed}");
    for which in ["1", "mine"] {
        tmux.start(&format!("--load {which}"), 80, 24);
        tmux.wait_for("'s turn");
        tmux.quit();
    }
    let _ = std::fs::remove_dir_all(tmux.data_dir());
}

/// Learning in the real binary: `patchwork learn` opens the first lesson, a patch bought ends
/// it and is kept in `lessons.json`; back in the menu the lesson is marked done; `patchwork
/// daily` opens today's deal against Casual.
#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn a_lesson_is_played_and_remembered_and_the_daily_deal_opens() {
    let tmux = Tmux::new("learn");
    tmux.start("learn", 80, 24);
    tmux.wait_for("Lesson 1 of 10: The goal of the game");
    tmux.send_and_wait_for(&["Enter"], "Lesson 1/10");
    tmux.send_and_wait_for(&["1", "Enter"], "Your first patch is sewn");
    // Opened from the command line: Esc opens the menu.
    tmux.send_and_wait_for(&["Escape"], "Learn to play");
    tmux.send_and_wait_for(&["Down"], "▶ Learn to play");
    tmux.send_and_wait_for(&["Enter"], "✓ done");
    // Opened from the menu: Esc comes back to the list of lessons.
    // The cursor is on the first lesson not done.
    tmux.send_and_wait_for(&["Enter"], "Lesson 2 of 10");
    tmux.send_and_wait_for(&["Escape"], "✓ done");
    let kept = std::fs::read_to_string(tmux.data_dir().join("lessons.json")).expect("kept");
    assert!(kept.contains("\"goal\""), "{kept}");
    tmux.send_and_wait_for(&["Escape"], "Learn to play");
    tmux.quit();
    tmux.start("daily", 80, 24);
    tmux.wait_until("the daily deal against Casual", |s| {
        s.contains("Casual") && s.contains("'s turn")
    });
    tmux.quit();
    let _ = std::fs::remove_dir_all(tmux.data_dir());
}

/// The menu stays open when the game it chose cannot be opened (here a folder with something
/// in it sits at the game's lock name): it comes back saying why, instead of the program
/// ending.
#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn the_menu_says_why_a_game_cannot_be_opened_and_stays() {
    let tmux = Tmux::new("menu-broken");
    let games = tmux.data_dir().join("games");
    std::fs::create_dir_all(&games).expect("the games folder");
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records/valid/express-unfinished.json"
    );
    std::fs::copy(fixture, games.join("mine.json")).expect("a saved game");
    let planted = games.join(".mine.json.lock");
    std::fs::create_dir(&planted).expect("a folder at the lock name");
    std::fs::write(planted.join("x"), b"x").expect("something in it");
    tmux.start("", 120, 40);
    tmux.wait_for("Continue");
    // New game, Learn, Puzzles, Daily deal, then Continue.
    tmux.send(&["Down", "Down", "Down", "Down", "Enter"]);
    // The note wraps wherever the folder's name (of any length) puts the line ends: read its
    // words with the frame and the line ends taken out.
    let words = |screen: &str| -> String {
        screen
            .lines()
            .map(|l| l.trim_matches(|c: char| c.is_whitespace() || c == '║'))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let screen = tmux.wait_until("the note saying the game cannot be locked", |screen| {
        words(screen).contains("cannot lock the game")
    });
    assert!(screen.contains("Continue"), "the menu again: {screen}");
    assert!(
        !words(&screen).contains('…'),
        "the note is whole, its reason included: {screen}"
    );
    tmux.quit();
    let _ = std::fs::remove_dir_all(tmux.data_dir());
}

/// A saved game that does not replay is listed in the menu's lists as damaged, not left out;
/// choosing it says why it cannot be opened, and the menu stays.
#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn the_menu_lists_a_damaged_game_and_says_why_it_does_not_open() {
    let tmux = Tmux::new("menu-damaged");
    let games = tmux.data_dir().join("games");
    std::fs::create_dir_all(&games).expect("the games folder");
    std::fs::write(games.join("broken.json"), b"{ not a record").expect("a damaged file");
    tmux.start("", 120, 40);
    tmux.wait_for("Load a saved game");
    // New game, Learn, Puzzles, Daily deal, then Load (no game to continue).
    tmux.send(&["Down", "Down", "Down", "Down", "Enter"]);
    tmux.wait_for("broken.json  damaged: does not open");
    tmux.send(&["Enter"]);
    let screen = tmux.wait_for("malformed JSON");
    assert!(screen.contains("broken.json"), "{screen}");
    tmux.quit();
    let _ = std::fs::remove_dir_all(tmux.data_dir());
}
