//! Every sentence the player reads, in one place: prompts, hints, help, and the narration of
//! the core's events.

use crate::rules::{Cell, Event, IllegalAction, LeatherLayout, PatchId, Player, Variant};

/// Names of the patches' shapes, by the shape as printed in the rules' tables.
const SHAPE_NAMES: &[(&str, &str)] = &[
    ("##", "domino"),
    ("#. / ##", "corner"),
    ("###", "line"),
    (".#. / ###", "T"),
    ("##. / .##", "S"),
    ("####", "line"),
    ("#.. / ###", "L"),
    ("## / ##", "square"),
    ("#.# / ###", "U"),
    ("##. / ###", "P"),
    ("##.. / .###", "N"),
    (".#.. / ####", "Y"),
    (".#. / ### / .#.", "plus"),
    (".#. / .#. / ###", "tall T"),
    ("#####", "line"),
    ("#... / ####", "L"),
    ("#.. / ##. / .##", "W"),
    (".#.. / #### / .#..", "cross"),
    ("#... / #### / ...#", "Z"),
    ("#..# / ####", "U"),
    (".#.. / #### / ..#.", "crooked cross"),
    (".#. / ### / #.#", "walker"),
    ("###. / .###", "step"),
    ("#... / #### / #...", "long T"),
    (".##. / ####", "hat"),
    ("#.. / ### / .##", "hook"),
    ("##.. / ####", "boot"),
    ("..#.. / ##### / ..#..", "long cross"),
    ("#.# / ### / #.#", "H"),
    (".##. / #### / .##.", "barrel"),
    ("##. / .#. / .##", "Z"),
    (".#. / ##. / .##", "F"),
    ("#.. / #.. / ###", "V"),
];

/// A patch in words: "the 5-cell Y (patch 14)".
pub fn patch(variant: Variant, id: PatchId) -> String {
    let name = variant.patch_name(id);
    match variant.patch(id) {
        Some(p) => {
            let shape = SHAPE_NAMES
                .iter()
                .find(|(s, _)| *s == p.shape)
                .map_or("patch", |(_, n)| n);
            format!("the {}-cell {shape} (patch {name})", p.cells)
        }
        None => format!("patch {name}"),
    }
}

/// The letters that name a quilt's columns, left to right.
pub const COLUMNS: &[u8] = b"ABCDEFGHI";

/// A quilt cell as the quilt's labels name it: its column letter, then its row number from 1
/// at the top (`C4` is the third column, fourth row).
pub fn cell(cell: Cell) -> String {
    let column = COLUMNS
        .get(usize::from(cell.col))
        .map_or('?', |&c| char::from(c));
    format!("{column}{}", u32::from(cell.row) + 1)
}

/// The core's refusal in words, with cells named as the quilt's labels name them.
pub fn refusal(reason: &IllegalAction) -> String {
    match reason {
        IllegalAction::Overlap { cell: c } => format!("cell {} is already covered", cell(*c)),
        IllegalAction::OffQuilt { .. } => "the patch would hang off the quilt".to_owned(),
        other => other.to_string(),
    }
}

/// A short reason why a patch can't be bought, from the core's refusal.
pub fn blocker(reason: &IllegalAction) -> String {
    match reason {
        IllegalAction::CannotAfford { cost, buttons, .. } => {
            format!("costs {cost}, you have {buttons}")
        }
        IllegalAction::NoRoom { .. } => "no room on your quilt".to_owned(),
        other => refusal(other),
    }
}

/// The narration of one played action: one line per thing that happened.
pub fn narrate(events: &[Event], variant: Variant, name: impl Fn(Player) -> String) -> Vec<String> {
    let mut lines = Vec::new();
    let moved = |player: Player| {
        events.iter().find_map(|e| match *e {
            Event::Moved {
                player: p,
                from,
                to,
            } if p == player => Some((from, to)),
            _ => None,
        })
    };
    for event in events {
        match *event {
            Event::Bought {
                player,
                patch,
                cost,
                ..
            } => {
                let (from, to) = moved(player).unwrap_or_default();
                let spaces = to.get().saturating_sub(from.get());
                lines.push(format!(
                    "{} bought {} for {cost} button{} and moved {spaces} space{} (to {to})",
                    name(player),
                    self::patch(variant, patch),
                    plural(u32::from(cost)),
                    plural(u32::from(spaces)),
                ));
            }
            Event::Advanced { player, buttons } => {
                let to = moved(player).map_or(0, |(_, to)| to.get());
                lines.push(format!(
                    "{} advanced {buttons} space{} to {to} and took {buttons} button{}",
                    name(player),
                    plural(buttons),
                    plural(buttons),
                ));
            }
            Event::Income { player, buttons } if buttons > 0 => {
                lines.push(format!(
                    "income: {} +{buttons} button{}",
                    name(player),
                    plural(buttons)
                ));
            }
            Event::LeatherWon { player, space } => {
                lines.push(format!(
                    "{} won a leather patch (space {space})",
                    name(player)
                ));
            }
            Event::LeatherPlaced { player, cell } => {
                lines.push(format!(
                    "{} sewed the leather patch on {}",
                    name(player),
                    self::cell(cell)
                ));
            }
            Event::LeatherSetAside { player } => {
                lines.push(format!("{} set the leather patch aside", name(player)));
            }
            Event::BonusTaken { player } => {
                lines.push(format!("{} takes the 7x7 bonus", name(player)));
            }
            Event::GameOver { winner } => {
                lines.push(format!("game over: {} wins", name(winner)));
            }
            Event::Moved { .. } | Event::Income { .. } => {}
        }
    }
    lines
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The first log line of a game.
pub fn game_started(variant: Variant, seed: u64, first: &str) -> String {
    let game = match variant {
        Variant::Classic => "Patchwork",
        Variant::Express => "Patchwork Express",
    };
    format!("new game of {game} (seed {seed}); {first} starts")
}

/// Prompt while choosing.
pub const PROMPT_CHOOSE: &str = "choose a patch with 1-3 or a click, or press a to advance";
/// Prompt while choosing when no patch can be bought.
pub const PROMPT_ONLY_ADVANCE: &str = "no patch can be bought: advancing (a) is the only move";
/// Prompt while placing a legal ghost.
pub const PROMPT_GHOST_OK: &str = "this spot is legal: Enter sews the patch here";
/// The refusal shown while the ghost is where it can't be sewn.
pub fn ghost_refused(reason: &IllegalAction) -> String {
    format!("can't sew here: {}", refusal(reason))
}
/// Prompt while placing the leather patch.
pub const PROMPT_LEATHER: &str = "move the leather patch with the arrows and press Enter to sew it";
/// Extra prompt when setting aside is allowed.
pub const PROMPT_SET_ASIDE: &str = " (s sets it aside)";
/// Prefix of a refusal.
pub const REFUSED: &str = "refused: ";
/// The quit question.
pub const CONFIRM_QUIT: &str = "Quit this game? (y / n)";
/// Title of the game-over screen.
pub const GAME_OVER: &str = "Game over";
/// Keys on the game-over screen.
pub const GAME_OVER_KEYS: &str = "Enter: new game   Esc: see the quilts   q: quit";
/// Keys on the game-over screen of a replay.
pub const REPLAY_OVER_KEYS: &str = "←: step back   g: to the start   q: leave";

/// Express: the log line when the blue patches join the circle.
pub const BLUE_JOIN: &str =
    "only 5 patches were left: the 8 blue patches join the circle behind them";

/// A bot is thinking; keys other than help, undo and quit wait.
pub const BOT_THINKING: &str = "the computer is thinking…";
/// After continuing from a replay.
pub const CONTINUED: &str = "playing on from here as a new game (the replayed file is not changed)";
/// After an undo.
pub const UNDONE: &str = "undone (U or Ctrl-R redoes)";
/// After a redo.
pub const REDONE: &str = "redone";
/// Undo with nothing to undo.
pub const NOTHING_TO_UNDO: &str = "nothing to undo";
/// Redo with nothing to redo.
pub const NOTHING_TO_REDO: &str = "nothing to redo";
/// The start-a-new-game question.
pub const CONFIRM_NEW_GAME: &str = "Start a new game? This one is saved. (y / n)";

/// While the hint bot thinks.
pub const HINT_THINKING: &str = "looking for a good move…";

/// A hint: the move suggested and what it does.
pub fn hint(gains: &str) -> String {
    format!("hint: {gains} (Enter plays it, Esc goes back)")
}

/// A save failed; the game goes on.
pub fn save_failed(reason: &str) -> String {
    format!("could not save the game: {reason} (the game goes on; q asks before quitting)")
}

/// A bot gave no move.
pub fn bot_failed(reason: &str) -> String {
    format!("the computer could not move: {reason} (u undoes)")
}

/// The advance question: where to, the buttons taken, and the income it crosses.
pub fn confirm_advance(to: u8, buttons: u32, income: u32) -> String {
    let crossing = if income > 0 {
        format!(" It crosses income: +{income}.")
    } else {
        String::new()
    };
    format!(
        "Advance to space {to} and take {buttons} button{}?{crossing} (y / n)",
        plural(buttons)
    )
}

/// The hints of each screen: (keys, what they do).
pub mod hints {
    /// While choosing a patch.
    pub const CHOOSE: &[(&str, &str)] = &[
        ("1-3/click", "choose"),
        ("a", "advance"),
        ("u", "undo"),
        ("t", "hint"),
        ("?", "help"),
        ("q", "quit"),
        ("←→ Enter", "pick"),
        ("[ ]", "circle"),
        ("{ }", "moves"),
    ];
    /// While placing a ghost.
    pub const PLACE: &[(&str, &str)] = &[
        ("arrows/mouse", "move"),
        ("r/wheel", "rotate"),
        ("f", "flip"),
        ("Enter/click", "sew"),
        ("Esc", "back"),
        ("Home End PgUp PgDn", "edges"),
        ("?", "help"),
    ];
    /// While placing leather.
    pub const LEATHER: &[(&str, &str)] = &[
        ("←↓↑→ hjkl", "move"),
        ("Enter", "sew"),
        ("s", "set aside (if allowed)"),
        ("?", "help"),
        ("q", "quit"),
    ];
    /// In a yes/no question.
    pub const CONFIRM: &[(&str, &str)] = &[("y Enter", "yes"), ("n Esc", "no")];
    /// On the game-over screen.
    pub const OVER: &[(&str, &str)] = &[
        ("Enter", "new game"),
        ("Esc", "see the quilts"),
        ("q", "quit"),
    ];
    /// In the replay viewer.
    pub const REPLAY: &[(&str, &str)] = &[
        ("← →", "step"),
        ("Space", "autoplay"),
        ("+ -", "speed"),
        ("g G", "start/end"),
        ("0-9 Enter", "go to"),
        ("p", "play from here"),
        ("q", "leave"),
    ];
    /// In the help.
    pub const HELP: &[(&str, &str)] = &[("Esc ?", "close help")];
}

/// The help's key list: (keys, what they do).
pub const HELP_KEYS: &[(&str, &str)] = &[
    ("1 2 3, click", "choose a patch"),
    ("arrows hjkl", "move the patch"),
    ("mouse", "the patch follows"),
    ("r R, wheel", "rotate (or right-click)"),
    ("f", "flip (mirror image)"),
    ("Home End", "to the left/right edge"),
    ("PgUp PgDn", "to the top/bottom edge"),
    ("H L K J", "the same four edges"),
    ("Enter, click", "sew it here; yes"),
    ("Esc", "back; no; close"),
    ("a", "advance (+1 a space)"),
    ("s", "set leather aside"),
    ("[ ]", "page the circle"),
    ("{ }", "scroll the moves"),
    ("u U", "undo, redo"),
    ("t", "a hint from the strong bot"),
    ("? F1", "this help"),
    ("q, Ctrl-C", "quit (game is saved)"),
];

/// The replay viewer's keys for the help: (keys, what they do).
pub const HELP_REPLAY_KEYS: &[(&str, &str)] = &[
    ("← → h l", "one action back or forward"),
    ("g G Home End", "to the start or the end"),
    ("digits, Enter", "go to that action number"),
    ("Space", "autoplay on or off"),
    ("+ -", "autoplay faster or slower"),
    ("p", "play on from here as a new game"),
    ("?  F1", "this help"),
    ("q Esc", "leave the viewer"),
];

/// The one-screen rules summary of classic Patchwork.
pub const HELP_RULES: &[&str] = &[
    "The player further back on the time board moves (on a shared space, the token on top). \
     Either buy one of the 3 patches after the neutral token (pay its buttons, sew it anywhere \
     it fits, move by its time) or advance just past the other token, +1 button a space.",
    "Crossing $ pays your income; the first to cross a leather space sews that 1x1 patch. The \
     first to cover a 7x7 square takes +7.",
    "At the end: buttons (+7) - 2 per empty cell; a tie goes to the first to finish.",
];

/// The one-screen rules summary of Patchwork Express.
pub const HELP_RULES_EXPRESS: &[&str] = &[
    "Express: 7x7 quilts, 30 spaces. The player further back moves (on a shared space, the \
     token on top). Either buy one of the 3 patches after the neutral token (pay, sew it, move \
     by its time) or advance just past the other token, +1 button a space.",
    "With 5 patches left, the 8 blue patches join after them. Crossing $ pays your income; a \
     leather space won may be sewn or set aside.",
    "No bonus. At the end: buttons - 2 per empty cell; a tie goes to the first to finish.",
];

/// The rules summary of a variant.
pub fn help_rules(variant: Variant) -> &'static [&'static str] {
    match variant {
        Variant::Classic => HELP_RULES,
        Variant::Express => HELP_RULES_EXPRESS,
    }
}

/// The leather layout in words, for the time board's title.
pub fn leather_layout(variant: Variant, layout: LeatherLayout) -> String {
    match variant {
        Variant::Classic => format!("{layout} leather"),
        Variant::Express => "Express leather".to_owned(),
    }
}

/// The circle's note while the blue patches wait (Express).
pub const BLUE_WAITING: &str = "+8 blue patches join when 5 remain";
/// The same, short.
pub const BLUE_WAITING_SHORT: &str = "+8 blue at 5 left";

/// The replay banner's first line: where the viewer is and whether it plays.
pub fn replay_status(step: usize, steps: usize, autoplay: Option<u8>, speed: u8) -> String {
    let seconds = |ticks: u8| f64::from(ticks) / 10.0;
    let play = match autoplay {
        Some(ticks) => format!("▶ autoplay, {:.1} s a step", seconds(ticks)),
        None => format!("paused, {:.1} s a step", seconds(speed)),
    };
    format!("Replay · action {step} of {steps} · {play}")
}

/// The replay's fault, shown where the replay stops.
pub fn replay_fault(fault: &str) -> String {
    format!("✗ faulty record: {fault}")
}

/// Before the first action of a replay.
pub const REPLAY_START: &str = "start";
