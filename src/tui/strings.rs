//! Every sentence the player reads, in one place: prompts, notices, help, and the narration of
//! the core's events. The key bar and the help's key list come from the binding table
//! ([`super::keys`]); everything else a player reads comes from here.

use super::mode::{AdvancePreview, Hint, Loss, Notice};
use crate::rules::{Action, Cell, IllegalAction, LeatherLayout, Variant};

pub use super::fit::ellipsis;
pub use narration::{narrate, patch};

mod narration;

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

/// Why a patch can't be bought, in a sentence: said to the person to move ("you have"), or
/// about `who` when the player to move is a bot.
pub fn blocker(reason: &IllegalAction, who: Option<&str>) -> String {
    match (reason, who) {
        (IllegalAction::CannotAfford { cost, buttons, .. }, None) => {
            format!("costs {cost}, you have {buttons}")
        }
        (IllegalAction::CannotAfford { cost, buttons, .. }, Some(name)) => {
            format!("costs {cost}, {name} has {buttons}")
        }
        (IllegalAction::NoRoom { .. }, None) => "no room on your quilt".to_owned(),
        (IllegalAction::NoRoom { .. }, Some(name)) => format!("no room on {name}'s quilt"),
        (other, _) => refusal(other),
    }
}

/// Why a patch can't be bought, in a few words (a narrow entry): no "you", so it reads right
/// whoever is to move.
pub fn short_blocker(reason: &IllegalAction, who: Option<&str>) -> String {
    match (reason, who) {
        (IllegalAction::CannotAfford { cost, buttons, .. }, _) => {
            format!("costs {cost}, has {buttons}")
        }
        (IllegalAction::NoRoom { .. }, _) => "no room on quilt".to_owned(),
        _ => "not now".to_owned(),
    }
}

pub(crate) fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The first log line of a game (the seed when the record says it).
pub fn game_started(variant: Variant, seed: Option<u64>, first: &str) -> String {
    let game = match variant {
        Variant::Classic => "Patchwork",
        Variant::Express => "Patchwork Express",
    };
    match seed {
        Some(seed) => format!("new game of {game} (seed {seed}); {first} starts"),
        None => format!("game of {game}; {first} starts"),
    }
}

/// The banner's turn line: "[A] Ada's turn", with the bot that plays the seat.
pub fn whose_turn(token: char, name: &str, bot: Option<&str>) -> String {
    match bot {
        Some(bot) => format!(" [{token}] {name}'s turn (bot {bot})"),
        None => format!(" [{token}] {name}'s turn"),
    }
}

/// Why the player behind moves.
pub fn turn_behind(
    me: impl std::fmt::Display,
    other: impl std::fmt::Display,
    them: &str,
) -> String {
    format!("behind on the time board (space {me}, {them} is on {other})")
}

/// Why the player on top moves.
pub fn turn_on_top(at: impl std::fmt::Display, name: &str) -> String {
    format!("both tokens on space {at}, and {name}'s is on top")
}

/// Why the player who won leather moves.
pub const TURN_LEATHER: &str = "won a leather patch and sews it now";

/// The banner when the game is over.
pub fn game_over_line(winner: Option<String>) -> String {
    match winner {
        Some(w) => format!(" {GAME_OVER}: {w} wins"),
        None => GAME_OVER.to_owned(),
    }
}

/// The banner's second line while a bot has the turn.
pub fn bot_plays(name: &str, bot: &str) -> String {
    format!("{name} ({bot}) plays this turn; u undoes, q quits")
}

/// A notice in words.
pub fn notice(notice: &Notice, variant: Variant) -> String {
    match notice {
        Notice::Refused(reason) => format!("{REFUSED}{}", refusal(reason)),
        Notice::CannotBuy(patch, reason) => format!(
            "{} can't be bought: {}",
            self::patch(variant, *patch),
            blocker(reason, None)
        ),
        Notice::Undone => UNDONE.to_owned(),
        Notice::Redone => REDONE.to_owned(),
        Notice::NothingToUndo => NOTHING_TO_UNDO.to_owned(),
        Notice::NothingToRedo => NOTHING_TO_REDO.to_owned(),
        Notice::PlayingOn => CONTINUED.to_owned(),
        Notice::NothingToPlayOn => NOTHING_TO_PLAY_ON.to_owned(),
        Notice::SaveFailed(reason) => save_failed(reason),
        Notice::BotFailed(reason) => bot_failed(&reason.to_string()),
        Notice::SetupFailed(reason) => format!("a new game could not be set up: {reason}"),
        Notice::HintThinking => HINT_THINKING.to_owned(),
        Notice::Hint(h) => hint(h, variant),
        Notice::News(lines) => lines.join(" · "),
    }
}

/// For the player to move, on the time board: "[A] $ in 3, leather in 7".
pub fn ahead(token: char, income: Option<u8>, leather: Option<u8>) -> String {
    let mut parts = Vec::new();
    if let Some(n) = income {
        parts.push(format!("$ in {n}"));
    }
    if let Some(n) = leather {
        parts.push(format!("leather in {n}"));
    }
    if parts.is_empty() {
        return format!("[{token}] nothing ahead");
    }
    format!("[{token}] {}", parts.join(", "))
}

/// The circle's note after a purchase: the neutral token now stands where the patch was.
pub fn bought_gap(name: &str) -> [String; 2] {
    [
        format!("◆ here was #{name}, just bought"),
        format!("◆ #{name} was here"),
    ]
}

/// The first player to reach the end of the time board (who wins a tie).
pub fn reached_the_end(name: &str) -> String {
    format!("{name} reaches the end first (and wins a tie)")
}

/// Playing on asked at the end of a finished game.
pub const NOTHING_TO_PLAY_ON: &str =
    "the game is over: there is nothing to play on (step back first)";

/// The quit question, saying what quitting would lose.
pub fn confirm_quit(loss: Loss) -> String {
    match loss {
        Loss::Purchase(_) => "The leather patch you won is not sewn yet: quitting now loses \
                              the purchase that won it (the save holds the game before it). \
                              Quit anyway? (y / n)"
            .to_owned(),
        Loss::Unsaved => "The last save failed: quitting now may lose this game. Quit anyway? \
                          (y / n)"
            .to_owned(),
    }
}

/// A player's game in figures, under their score on the game-over box.
pub fn tally(income: u32, patches: u32, cells: u32) -> String {
    format!(
        "{income} button{} from income · {patches} patch{} · {cells} cells covered",
        plural(income),
        if patches == 1 { "" } else { "es" }
    )
}

/// The review's progress, as a small gauge: "reviewing ▰▰▰▱▱ 12/41".
pub fn reviewing(done: usize, total: usize) -> String {
    const WIDTH: usize = 10;
    let filled = (done * WIDTH).checked_div(total).unwrap_or(0).min(WIDTH);
    format!(
        "reviewing {}{} {done}/{total}",
        "▰".repeat(filled),
        "▱".repeat(WIDTH - filled)
    )
}

/// Each player's accuracy over the game, once reviewed.
pub fn accuracy(one: &str, a: Option<f64>, two: &str, b: Option<f64>) -> String {
    let show = |x: Option<f64>| x.map_or_else(|| "–".to_owned(), |x| format!("{x:.0}"));
    format!(
        "accuracy {} {} · {} {}",
        ellipsis(one, 10),
        show(a),
        ellipsis(two, 10),
        show(b)
    )
}

/// The review's verdict on a step: its class and mark, what it lost, and the bot's best.
pub fn verdict(
    class: crate::review::Class,
    win_lost: f64,
    points_lost: f64,
    best: Option<Action>,
    variant: Variant,
) -> String {
    use crate::review::Class;
    let name = match class {
        Class::Best => "best",
        Class::Excellent => "excellent",
        Class::Good => "good",
        Class::Inaccuracy => "inaccuracy ?!",
        Class::Mistake => "mistake ?",
        Class::Blunder => "blunder ??",
        Class::Forced => "forced",
    };
    if matches!(class, Class::Best | Class::Forced) {
        return name.to_owned();
    }
    let best = suggestion(best, variant);
    format!(
        "{name}: -{:.0}% (-{points_lost:.0} points); best: {best}",
        win_lost * 100.0
    )
}

/// The menu's title.
pub const MENU_TITLE: &str = "Patchwork";
/// The menu's rows and pages.
pub const MENU_NEW_GAME: &str = "New game";
/// Continue the newest unfinished game.
pub const MENU_CONTINUE: &str = "Continue the last game";
/// Play on a saved game from the list.
pub const MENU_LOAD: &str = "Load a saved game";
/// Replay a saved game from the list.
pub const MENU_REPLAY: &str = "Replay a saved game";
/// Statistics across the saved games.
pub const MENU_STATS: &str = "Statistics";
/// Leave.
pub const MENU_QUIT: &str = "Quit";
/// The new game's rows.
pub const MENU_VARIANT: &str = "Game";
/// The leather layout row.
pub const MENU_BOARD: &str = "Time board";
/// The opponent row.
pub const MENU_OPPONENT: &str = "Opponent";
/// The seat row.
pub const MENU_SEAT: &str = "You move";
/// The start row.
pub const MENU_START: &str = "Start the game";
/// While a name is typed.
pub const MENU_TYPING: &str = "type the name, then Enter";
/// An empty list of saved games.
pub const MENU_NO_GAMES: &str = "no saved game here yet";

/// A player's name row: "Your name" against a bot, else "Player 1" or "Player 2".
pub fn menu_name(i: usize, against_bot: bool) -> String {
    if against_bot {
        "Your name".to_owned()
    } else {
        format!("Player {}", i + 1)
    }
}

/// The variant's name.
pub fn variant_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Classic => "Patchwork",
        Variant::Express => "Patchwork Express",
    }
}

/// The opponent: a friend on this keyboard, or a bot at a level.
pub fn opponent(level: Option<crate::bot::Level>) -> String {
    match level {
        None => "a friend on this keyboard".to_owned(),
        Some(level) => format!("the computer, {}", level.name()),
    }
}

/// The seat against a bot.
pub fn seat(seat: super::session::Seat) -> String {
    match seat {
        super::session::Seat::First => "first".to_owned(),
        super::session::Seat::Second => "second".to_owned(),
        super::session::Seat::Lot => "by lot".to_owned(),
    }
}

/// The replay prompt while a step number is typed.
pub fn go_to(entry: &str) -> String {
    format!("go to {entry}")
}

/// Where a faulty record's replay stops.
pub fn stops_before(step: usize) -> String {
    format!("stops before {step} (faulty)")
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
/// Title of the game-over screen.
pub const GAME_OVER: &str = "Game over";
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
pub fn hint(hint: &Hint, variant: Variant) -> String {
    format!(
        "Hint: {}: {:+} projected (Enter plays it)",
        suggestion(hint.first, variant),
        hint.gain
    )
}

/// A suggested step in a few words, by its first action: "buy #12 and sew it at C3".
pub fn suggestion(first: Option<Action>, variant: Variant) -> String {
    match first {
        Some(Action::Patch { patch, cells }) => {
            let corner = Cell::new(
                cells.cells().map(|c| c.row).min().unwrap_or(0),
                cells.cells().map(|c| c.col).min().unwrap_or(0),
            );
            format!(
                "buy #{} and sew it at {}",
                variant.patch_name(patch),
                cell(corner)
            )
        }
        Some(Action::Advance) => "advance".to_owned(),
        Some(Action::Leather(Some(c))) => format!("sew the leather patch at {}", cell(c)),
        Some(Action::Leather(None)) => "set the leather patch aside".to_owned(),
        None => "nothing to suggest".to_owned(),
    }
}

/// A save failed; the game goes on.
pub fn save_failed(reason: &str) -> String {
    format!("could not save the game: {reason} (the game goes on; q asks before quitting)")
}

/// A bot gave no move.
pub fn bot_failed(reason: &str) -> String {
    format!("the computer could not move: {reason} (u undoes)")
}

/// The advance question: where to, the buttons taken, and the income and leather it crosses.
pub fn confirm_advance(preview: &AdvancePreview) -> String {
    let AdvancePreview {
        to,
        buttons,
        income,
        leather,
    } = *preview;
    let crossing = if income > 0 {
        format!(" It crosses income: +{income}.")
    } else {
        String::new()
    };
    let leather = if leather > 0 {
        format!(
            " It wins {leather} leather patch{}.",
            if leather == 1 { "" } else { "es" }
        )
    } else {
        String::new()
    };
    format!(
        "Advance to space {to} and take {buttons} button{}?{crossing}{leather} (y / n)",
        plural(buttons)
    )
}

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
