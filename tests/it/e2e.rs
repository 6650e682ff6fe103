//! End to end: the real binary in tmux, played with send-keys and read with capture-pane.

use crate::common::tmux::Tmux;

#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn play_a_few_actions_in_tmux() {
    let tmux = Tmux::new("play");
    let data = tmux.data_dir();
    tmux.start("--seed 7 --player1 Ada --player2 Ben", 140, 45);
    tmux.wait_for("Ada's turn");
    tmux.wait_for("Patch circle");
    // Choose the first patch, rotate, flip, move, and sew it.
    tmux.send_and_wait_for(&["1"], "this spot is legal");
    tmux.send(&["r"]);
    tmux.send(&["f"]);
    tmux.send_and_wait_for(&["Right"], "▓▓");
    tmux.send_and_wait_for(
        &["Enter"],
        "Ada bought the 5-cell P (patch 12) for 2 buttons and moved 2 spaces",
    );
    tmux.wait_for("Ben's turn: behind on the time board");
    // Ben advances after the confirmation.
    tmux.send_and_wait_for(&["a"], "Advance to space 3 and take 3 buttons?");
    tmux.send_and_wait_for(&["y"], "Ben advanced 3 spaces to 3 and took 3 buttons");
    tmux.wait_for("Ada's turn");
    // Help, then quit with the question.
    tmux.send_and_wait_for(&["?"], "Rules in one screen");
    tmux.send(&["Escape"]);
    // Wait for the help to close: a key sent right after Escape would read as Alt+key.
    tmux.wait_until("the help closed", |s| !s.contains("Rules in one screen"));
    // Every step is saved, so q quits at once.
    tmux.quit();
    let record = tmux.the_saved_game();
    assert_eq!(record.actions.len(), 2);
    let _ = std::fs::remove_dir_all(&data);
}

/// At 80x24, the most common default terminal: a patch sewn with the mouse (SGR mouse reports,
/// as a terminal sends them), then one sewn in a corner with four keys.
#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn play_at_80x24_with_the_mouse_and_the_jump_keys() {
    let tmux = Tmux::new("80x24");
    let data = tmux.data_dir();
    tmux.start("--seed 7 --player1 Ada --player2 Ben", 80, 24);
    tmux.wait_for("Ada's turn");
    let screen = tmux.wait_for("Patch circle");
    assert!(!screen.contains("too small"), "{screen}");

    // SGR mouse reports are 1-based: press and release.
    let click = |x: u16, y: u16| {
        tmux.send(&["-l", &format!("\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m")]);
    };
    // The second patch's entry in the circle (column 50, row 8 on screen, under the banner's
    // three rows).
    click(51, 9);
    tmux.wait_for("Enter sews the patch here");
    // Hover over Ada's cell E5 (column 11, row 9): the ghost follows; a click sews it there.
    tmux.send_and_wait_for(&["-l", "\x1b[<35;12;10M"], "5 · · · ▓▓▓▓▓▓");
    click(12, 10);
    tmux.wait_for("1. Ada bought the 5-cell N (patch 13)");
    tmux.wait_for("Ben's turn");
    // Ben: choose, jump right, jump down, sew: four keys to the bottom-right corner.
    tmux.send_and_wait_for(&["1", "End", "PageDown", "Enter"], "2. Ben bought");
    tmux.quit();
    let record = tmux.the_saved_game();
    assert_eq!(record.actions.len(), 2);
    let history = patchwork::history::History::from_record(&record).expect("replays");
    let game = history.history.current();
    let ben = game.player(patchwork::rules::Player::Two).quilt;
    assert!(
        ben.cells().any(|c| c.row == 8) && ben.cells().any(|c| c.col == 8),
        "Ben's patch is in the bottom-right corner"
    );
    let ada = game.player(patchwork::rules::Player::One).quilt;
    assert!(
        ada.contains(patchwork::rules::Cell::new(4, 4)),
        "Ada's patch is under the pointer"
    );
    let _ = std::fs::remove_dir_all(&data);
}
