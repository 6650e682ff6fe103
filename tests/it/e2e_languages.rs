//! End to end, languages: the real binary in tmux choosing its language from the locale and
//! from `--lang`.

use patchwork::i18n::{self, Lang};

use crate::common::tmux::Tmux;

/// The real binary: the menu in French from the locale (`LANG`), a game started from it and
/// saved; the saved game replayed and reviewed with `--lang ru`.
#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn the_locale_and_lang_choose_the_language() {
    let tmux = Tmux::new("languages");
    let fr = |id: &str| i18n::with(Lang::Fr, || i18n::text(id, None));
    let ru = |id: &str| i18n::with(Lang::Ru, || i18n::text(id, None));
    let french = [
        ("LANG", "fr_FR.UTF-8"),
        ("LC_ALL", ""),
        ("LC_MESSAGES", ""),
        ("LANGUAGE", ""),
    ];
    tmux.start_with(&french, "", 80, 24);
    tmux.wait_for(&fr("menu-continue"));
    tmux.send_and_wait_for(&["Enter"], &fr("menu-start"));
    // Opponent: the default, Beginner; then down to Start.
    tmux.send(&["Down", "Down"]);
    tmux.wait_for(&i18n::with(Lang::Fr, || {
        patchwork::tui::strings::level(patchwork::bot::Level::Beginner)
    }));
    tmux.send_and_wait_for(&["Down", "Down", "Down", "Down", "Enter"], &fr("bar-undo"));
    // Advancing asks first, unless it is the only legal step (the deal is the clock's).
    tmux.send(&["a"]);
    let asked = tmux.wait_until("the advance asked or played", |s| {
        s.contains("(y / n)") || s.contains("2. ")
    });
    if asked.contains("(y / n)") {
        tmux.send_and_wait_for(&["y"], "2. ");
    }
    tmux.quit();
    // The pane's history, wrapped lines joined: the exit line is longer than the pane is wide.
    let out = tmux.run(&["capture-pane", "-p", "-J", "-S", "-50", "-t", "game"]);
    let said = String::from_utf8_lossy(&out.stdout);
    let saved = fr("outcome-saved");
    let saved = saved.split('{').next().unwrap_or_default().trim();
    assert!(said.contains(saved), "{said}");

    let games = tmux.data_dir().join("games");
    let file = std::fs::read_dir(&games)
        .expect("the games folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "json"))
        .expect("the game was saved");
    tmux.start(&format!("--lang ru replay {}", file.display()), 80, 24);
    tmux.wait_for(&ru("bar-review"));
    tmux.send(&["r"]);
    let accuracy = ru("accuracy");
    let accuracy = accuracy.split('{').next().unwrap_or_default().trim();
    tmux.wait_for(accuracy);
    tmux.quit();
    let _ = std::fs::remove_dir_all(tmux.data_dir());
}

/// `text` as the game draws it for a terminal that draws cells as they come (tmux): shaped and
/// reordered, right to left.
fn drawn(text: &str) -> String {
    use patchwork::i18n::bidi::{self, Direction, Rendering};
    let chars: Vec<(char, ())> = text.chars().map(|c| (c, ())).collect();
    bidi::line_for(&chars, Direction::Rtl, Rendering::Visual)
        .into_iter()
        .map(|(c, ())| c)
        .collect()
}

/// The real binary in Persian, in tmux (which draws cells strictly left to right): the check
/// screen first, answered with a Persian digit and kept for this terminal; the menu and a game
/// against the computer drawn by the game right to left and shaped; keys typed on a Persian
/// layout play; the next start goes straight to the menu.
#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn persian_is_drawn_right_to_left_by_the_game() {
    let tmux = Tmux::new("persian");
    let fa = |id: &str| i18n::with(Lang::Fa, || i18n::text(id, None));
    let sample = i18n::with(Lang::Fa, || {
        i18n::text_with("display-sample", [("key", i18n::arg("1"))])
    })
    .replace(['\u{2068}', '\u{2069}'], "");
    tmux.start("--lang fa", 80, 24);
    tmux.wait_for(&drawn(&format!("1. {sample}")));
    // A Persian digit answers: the game draws from now on, and the choice is kept.
    tmux.send_and_wait_for(&["۱"], &drawn(&fa("menu-new-game")));
    let kept = std::fs::read_to_string(tmux.data_dir().join("display.json")).expect("kept");
    assert!(kept.contains("\"visual\""), "{kept}");
    // A game against the computer (the form's last row starts it).
    tmux.send_and_wait_for(&["Enter"], &drawn(&fa("menu-start")));
    tmux.send_and_wait_for(&["Up", "Enter"], &drawn(&fa("bar-undo")));
    // Advancing with the Persian letter on the `a` key, yes with the one on `y`.
    tmux.send(&["ش"]);
    let asked = tmux.wait_until("the advance asked or played", |s| {
        s.contains("(y / n)") || s.contains(".۲")
    });
    if asked.contains("(y / n)") {
        tmux.send_and_wait_for(&["غ"], ".۲");
    }
    let screen = tmux.screen();
    // Nothing of the logical order reaches the screen: every Persian letter is in its joined
    // (presentation) form.
    assert!(
        !screen
            .chars()
            .any(|c| ('\u{627}'..='\u{6cc}').contains(&c) && c != '\u{645}'),
        "{screen}"
    );
    tmux.quit();
    // The next time, no check: the menu at once.
    tmux.start("--lang fa", 80, 24);
    tmux.wait_for(&drawn(&fa("menu-new-game")));
    tmux.quit();
    let _ = std::fs::remove_dir_all(tmux.data_dir());
}
