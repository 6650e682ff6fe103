//! End to end, solo play: a person against the greedy bot (the bot answers, undo takes back
//! both moves), and the strong bot thinking while the screen stays live (help opens at once).

use crate::common::tmux::Tmux;

#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn solo_against_greedy_and_help_while_the_strong_bot_thinks() {
    let tmux = Tmux::new("solo");
    // Seed 7: Ada (the person) starts; Greedy sits in the right seat.
    tmux.start("--seed 7 --player1 Ada --vs greedy", 130, 45);
    tmux.wait_for("Ada's turn");
    let start = tmux.screen();
    assert!(start.contains("Greedy (bot)"), "{start}");
    tmux.send_and_wait_for(&["1"], "Enter sews the patch here");
    tmux.send_and_wait_for(&["Enter"], "1. Ada bought");
    // The bot answers on its own, and then it is the person's turn again.
    tmux.wait_for("2. Greedy");
    tmux.wait_for("Ada's turn");
    // Undo takes back the bot's reply and the person's move.
    tmux.send_and_wait_for(&["u"], "undone");
    tmux.wait_until("both moves taken back, Ada to move", |screen| {
        !screen.contains("1. Ada") && !screen.contains("2. Greedy") && screen.contains("Ada's turn")
    });
    tmux.quit();

    // The strong bot thinks for about a second; help opens meanwhile.
    tmux.start("--seed 7 --player1 Ada --vs strong --seat second", 130, 45);
    tmux.wait_for("thinking");
    tmux.send_and_wait_for(&["?"], "Help · Esc or ? closes");
    tmux.send_and_wait_for(&["Escape"], "1. Strong");
    tmux.quit();
    let _ = std::fs::remove_dir_all(tmux.data_dir());
}
