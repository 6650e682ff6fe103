//! Every sentence the player reads, in one place: prompts, hints, help, and the narration of
//! the core's events.

use crate::rules::{Event, IllegalAction, PatchId, Player, Variant};

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

/// A short reason why a patch can't be bought, from the core's refusal.
pub fn blocker(reason: &IllegalAction) -> String {
    match reason {
        IllegalAction::CannotAfford { cost, buttons, .. } => {
            format!("costs {cost}, you have {buttons}")
        }
        IllegalAction::NoRoom { .. } => "no room on your quilt".to_owned(),
        other => other.to_string(),
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
                    "{} sewed the leather patch on {cell}",
                    name(player)
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
pub const PROMPT_CHOOSE: &str =
    "choose a patch with 1-3 (or ←/→ and Enter), or press a to advance and take buttons";
/// Prompt while placing a legal ghost.
pub const PROMPT_GHOST_OK: &str = "this spot is legal: Enter sews the patch here";
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
pub const GAME_OVER_KEYS: &str = "n or Enter: new game   q: quit";

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

/// The advance question.
pub fn confirm_advance(to: u8, buttons: u32) -> String {
    format!(
        "Advance to space {to} and take {buttons} button{}? (y / n)",
        plural(buttons)
    )
}

/// The hints of each screen: (keys, what they do).
pub mod hints {
    /// While choosing a patch.
    pub const CHOOSE: &[(&str, &str)] = &[
        ("1-3", "choose"),
        ("←→ Enter", "pick"),
        ("a", "advance"),
        ("[ ]", "scroll circle"),
        ("?", "help"),
        ("q", "quit"),
    ];
    /// While placing a ghost.
    pub const PLACE: &[(&str, &str)] = &[
        ("←↓↑→ hjkl", "move"),
        ("r/R", "rotate"),
        ("f", "flip"),
        ("Enter", "sew"),
        ("Esc", "back"),
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
    pub const OVER: &[(&str, &str)] = &[("n Enter", "new game"), ("q", "quit")];
    /// In the help.
    pub const HELP: &[(&str, &str)] = &[("Esc ?", "close help")];
}

/// The help's key list: (keys, what they do).
pub const HELP_KEYS: &[(&str, &str)] = &[
    ("1 2 3", "choose one of the next three patches"),
    ("← → then Enter", "pick the highlighted patch"),
    ("arrows / h j k l", "move the ghost or the leather patch"),
    ("r   R", "rotate the ghost clockwise / anticlockwise"),
    ("f", "flip the ghost (mirror image)"),
    ("Enter", "sew the patch or leather here; yes"),
    ("Esc", "back to choosing; no; close"),
    (
        "a",
        "advance in front of the other token, +1 button a space",
    ),
    ("s", "set a leather patch aside (Express, or a full quilt)"),
    ("[ ]  PgUp PgDn", "scroll the rest of the circle"),
    ("?  F1", "this help"),
    ("q   Ctrl-C", "quit (asks first)   quit at once"),
];

/// The one-screen rules summary.
pub const HELP_RULES: &[&str] = &[
    "The player further back on the time board moves; on a shared space, the token on top.",
    "On your turn either buy one of the 3 patches after the neutral token (pay its buttons,",
    "sew it on your quilt anywhere it fits, move your token by its time), or advance to just",
    "in front of the other token and take 1 button per space.",
    "Crossing a $ space pays your income (the buttons on your patches). The first to cross a",
    "leather space sews that 1x1 patch at once. The first to cover a 7x7 square takes +7.",
    "When both tokens reach the end: score = buttons (+7 bonus) - 2 per empty cell.",
    "On equal scores the player who reached the last space first wins.",
];
