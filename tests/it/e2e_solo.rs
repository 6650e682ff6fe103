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
    tmux.send(&["1"]);
    tmux.wait_for("Enter sews the patch here");
    tmux.send(&["Enter"]);
    tmux.wait_for("1. Ada bought");
    // The bot answers on its own, and then it is the person's turn again.
    tmux.wait_for("2. Greedy");
    tmux.wait_for("Ada's turn");
    // Undo takes back the bot's reply and the person's move.
    tmux.send(&["u"]);
    tmux.wait_for("undone");
    tmux.wait_until("both moves taken back, Ada to move", |screen| {
        !screen.contains("1. Ada") && !screen.contains("2. Greedy") && screen.contains("Ada's turn")
    });
    tmux.send(&["q"]);
    tmux.wait_dead();

    // The strong bot thinks for about a second; help opens meanwhile.
    tmux.start("--seed 7 --player1 Ada --vs strong --seat second", 130, 45);
    tmux.wait_for("thinking");
    tmux.send(&["?"]);
    tmux.wait_for("Rules in one screen");
    tmux.send(&["Escape"]);
    tmux.wait_for("1. Strong");
    tmux.send(&["q"]);
    tmux.wait_dead();
    let _ = std::fs::remove_dir_all(tmux.data_dir());
}
