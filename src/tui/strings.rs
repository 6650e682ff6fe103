//! Every sentence the player reads, in one place: prompts, notices, help, and the narration of
//! the core's events. Each function here asks the language's catalogue ([`crate::i18n`]) for
//! its message; the key bar and the help's key list come from the binding table
//! ([`super::keys`]), whose words are messages of the same catalogue.

use crate::rules::{Action, Cell, IllegalAction, LeatherLayout, Variant};
use crate::tr;

pub use super::fit::ellipsis;
pub use learn::{
    choice, daily_result, daily_row, daily_share, lesson, lesson_heading, lesson_line, lesson_row,
    puzzle_line, puzzles_row, tip, wrong,
};
pub use narration::{narrate, patch};
pub use news::{Besides, News, SHORT_NAME};
pub use table::{phrase, seated_table, table_notice, table_refusal, unavailable, watching};

mod learn;
mod narration;
mod news;
mod table;

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
        IllegalAction::GameOver => tr!("refusal-game-over"),
        IllegalAction::LeatherPending => tr!("refusal-leather-pending"),
        IllegalAction::NoLeatherPending => tr!("refusal-no-leather"),
        IllegalAction::NotAmongNextThree { patch } => {
            tr!("refusal-not-next-three", patch = patch.to_string())
        }
        IllegalAction::CannotAfford {
            patch,
            cost,
            buttons,
        } => tr!(
            "refusal-cannot-afford",
            patch = patch.to_string(),
            cost = *cost,
            buttons = *buttons
        ),
        IllegalAction::NoRoom { patch } => tr!("refusal-no-room", patch = patch.to_string()),
        IllegalAction::WrongShape { patch } => {
            tr!("refusal-wrong-shape", patch = patch.to_string())
        }
        IllegalAction::OffQuilt { .. } => tr!("refusal-off-quilt"),
        IllegalAction::Overlap { cell: c } => tr!("refusal-overlap", cell = cell(*c)),
        IllegalAction::MustPlaceLeather => tr!("refusal-must-place-leather"),
    }
}

/// Why a patch can't be bought, in a sentence: said to the person to move ("you have"), or
/// about `who` when the player to move is a bot.
pub fn blocker(reason: &IllegalAction, who: Option<&str>) -> String {
    match (reason, who) {
        (IllegalAction::CannotAfford { cost, buttons, .. }, None) => {
            tr!("blocker-afford-you", cost = *cost, buttons = *buttons)
        }
        (IllegalAction::CannotAfford { cost, buttons, .. }, Some(name)) => tr!(
            "blocker-afford-them",
            cost = *cost,
            buttons = *buttons,
            name = name
        ),
        (IllegalAction::NoRoom { .. }, None) => tr!("blocker-room-you"),
        (IllegalAction::NoRoom { .. }, Some(name)) => tr!("blocker-room-them", name = name),
        (other, _) => refusal(other),
    }
}

/// Why a patch can't be bought, in a few words (a narrow entry): no "you", so it reads right
/// whoever is to move.
pub fn short_blocker(reason: &IllegalAction) -> String {
    match reason {
        IllegalAction::CannotAfford { cost, buttons, .. } => {
            tr!("blocker-afford-short", cost = *cost, buttons = *buttons)
        }
        IllegalAction::NoRoom { .. } => tr!("blocker-room-short"),
        _ => tr!("blocker-short"),
    }
}

/// The game's name.
pub fn variant_name(variant: Variant) -> String {
    match variant {
        Variant::Classic => tr!("variant-classic"),
        Variant::Express => tr!("variant-express"),
    }
}

/// The first log line of a game (the seed when the record says it).
pub fn game_started(variant: Variant, seed: Option<u64>, first: &str) -> String {
    let game = variant_name(variant);
    match seed {
        Some(seed) => tr!(
            "log-new-game",
            game = game,
            seed = seed.to_string(),
            first = first
        ),
        None => tr!("log-game", game = game, first = first),
    }
}

/// The banner's turn line: "\[A\] Ada's turn", with the bot that plays the seat (a bot named
/// after its level, "Strong", is not named twice).
pub fn whose_turn(token: char, name: &str, bot: Option<&str>) -> String {
    match bot {
        Some(bot) if same_name(bot, name) => tr!("turn-of-bot-alone", token = token, name = name),
        Some(bot) => tr!("turn-of-bot", token = token, name = name, bot = bot),
        None => tr!("turn-of", token = token, name = name),
    }
}

/// Whether a player's name is the name of the bot that plays the seat ("Random" for the bot
/// "random"): then the bot is not named twice.
fn same_name(name: &str, bot: &str) -> bool {
    name.to_lowercase() == bot.to_lowercase()
}

/// What follows the turn line's name: the reason, after the language's colon (": why").
pub fn because(why: &str) -> String {
    tr!("turn-because", why = why)
}

/// Why the player behind moves.
pub fn turn_behind(me: u8, other: u8, them: &str) -> String {
    tr!("turn-behind", me = me, other = other, them = them)
}

/// Why the player behind moves, in a few words: the other player by their token.
pub fn turn_behind_short(me: u8, other: u8, token: char) -> String {
    tr!("turn-behind-short", me = me, other = other, token = token)
}

/// Why the player on top moves.
pub fn turn_on_top(at: u8, name: &str) -> String {
    tr!("turn-on-top", at = at, name = name)
}

/// Why the player on top moves, in a few words.
pub fn turn_on_top_short(at: u8) -> String {
    tr!("turn-on-top-short", at = at)
}

/// Why the player who won leather moves.
pub fn turn_leather() -> String {
    tr!("turn-leather")
}

/// The banner when the game is over.
pub fn game_over_line(winner: Option<String>) -> String {
    match winner {
        Some(w) => tr!("game-over-wins", name = w),
        None => tr!("game-over"),
    }
}

/// The title of the game-over screen.
pub fn game_over() -> String {
    tr!("game-over")
}

/// The banner's second line while a bot has the turn.
pub fn bot_plays(name: &str, bot: &str) -> String {
    // A bot named after its level ("Strong") is not named twice.
    if same_name(name, bot) {
        return tr!("bot-plays-alone", name = name);
    }
    tr!("bot-plays", name = name, bot = bot)
}

/// For the player to move, on the time board: "\[A\] $ in 3, leather in 7".
pub fn ahead(token: char, income: Option<u8>, leather: Option<u8>) -> String {
    let mut parts = Vec::new();
    if let Some(n) = income {
        parts.push(tr!("ahead-income", n = n));
    }
    if let Some(n) = leather {
        parts.push(tr!("ahead-leather", n = n));
    }
    if parts.is_empty() {
        return tr!("ahead-nothing", token = token);
    }
    tr!(
        "ahead",
        token = token,
        what = parts.join(&tr!("list-separator"))
    )
}

/// The circle's note after a purchase, long and short: the neutral token now stands where the
/// patch was.
pub fn bought_gap(name: &str) -> [String; 2] {
    [tr!("gap-long", name = name), tr!("gap-short", name = name)]
}

/// The first player to reach the end of the time board (who wins a tie).
pub fn reached_the_end(name: &str) -> String {
    tr!("reached-the-end", name = name)
}

/// The start-a-new-game question.
pub fn confirm_new_game() -> String {
    tr!("confirm-new-game")
}

/// A player's game in figures, under their score on the game-over box.
pub fn tally(income: u32, patches: u32, cells: u32) -> String {
    tr!("tally", income = income, patches = patches, cells = cells)
}

/// The score of the game-over box: "\[A\] Ada: 31 = 35 buttons + 7 bonus - 2×2 empty" (the
/// bonus where the variant has one).
pub fn final_score(
    token: char,
    name: &str,
    total: i32,
    buttons: u32,
    bonus: Option<i32>,
    empty: u32,
) -> String {
    match bonus {
        Some(bonus) => tr!(
            "final-score-bonus",
            token = token,
            name = name,
            total = total,
            buttons = buttons,
            bonus = bonus,
            empty = empty
        ),
        None => tr!(
            "final-score",
            token = token,
            name = name,
            total = total,
            buttons = buttons,
            empty = empty
        ),
    }
}

/// The winner, on the game-over box.
pub fn wins(name: &str) -> String {
    tr!("wins", name = name)
}

/// The tie rule, when it decided.
pub fn tie_rule(score: i32, name: &str, end: u8) -> String {
    tr!("tie-rule", score = score, name = name, end = end)
}

/// The review's progress, as a small gauge: "reviewing ▰▰▰▱▱ 12/41"; once every position is
/// evaluated, what is left: the proofs near the end, the last first.
pub fn reviewing(done: usize, total: usize) -> String {
    const WIDTH: usize = 10;
    if total > 0 && done >= total {
        return tr!("reviewing-end");
    }
    let filled = (done * WIDTH).checked_div(total).unwrap_or(0).min(WIDTH);
    let gauge = format!("{}{}", "▰".repeat(filled), "▱".repeat(WIDTH - filled));
    tr!("reviewing", gauge = gauge, done = done, total = total)
}

/// Each player's accuracy over the game, once reviewed: each by token and name (cut to
/// `names` characters), or by token alone when `names` is 0.
pub fn accuracy(players: [(char, &str, Option<f64>); 2], names: usize) -> String {
    let [one, two] = players.map(|(token, name, value)| {
        let percent = value.map_or_else(
            || "–".to_owned(),
            |x| tr!("accuracy-percent", value = format!("{x:.0}")),
        );
        if names == 0 {
            tr!("accuracy-token", token = token, percent = percent)
        } else {
            tr!(
                "accuracy-player",
                token = token,
                name = ellipsis(name, names),
                percent = percent
            )
        }
    });
    tr!("accuracy", one = one, two = two)
}

/// The review's verdict on a step: its class and mark, what it lost (for an unclear step, the
/// `range` of points its looks found), and the best step found (when `best` says it: shown on
/// the quilt, it needs no words).
pub fn verdict(
    class: crate::review::Class,
    win_lost: f64,
    points_lost: f64,
    range: Option<(f64, f64)>,
    best: Option<Option<Action>>,
    variant: Variant,
) -> String {
    use crate::review::Class;
    let name = match class {
        Class::Best => tr!("class-best"),
        Class::Excellent => tr!("class-excellent"),
        Class::Good => tr!("class-good"),
        Class::Inaccuracy => tr!("class-inaccuracy"),
        Class::Mistake => tr!("class-mistake"),
        Class::Blunder => tr!("class-blunder"),
        Class::Forced => tr!("class-forced"),
        Class::Unclear => tr!("class-unclear"),
    };
    if matches!(class, Class::Best | Class::Forced) {
        return name;
    }
    // Whole figures, never below 0 ("-0%" says nothing): 0 has words of its own.
    let whole = |x: f64| {
        if x.is_finite() {
            x.round().max(0.0) as u32
        } else {
            0
        }
    };
    let judged = match range {
        // One decimal: an unclear range is often within a point or two.
        Some((low, high)) if class == Class::Unclear => tr!(
            "verdict-unclear",
            class = name,
            low = format!("{low:.1}"),
            high = format!("{high:.1}")
        ),
        _ => tr!(
            "verdict-judged",
            class = name,
            percent = whole(win_lost * 100.0),
            points = whole(points_lost)
        ),
    };
    match best {
        Some(best) => tr!("verdict", judged = judged, best = suggestion(best, variant)),
        None => judged,
    }
}

/// The menu's words, by their message id's last part (`title`, `new-game`, `continue`, ...).
pub fn menu(what: &str) -> String {
    crate::i18n::text(&format!("menu-{what}"), None)
}

/// A player's name row: "Your name" against a bot, else "Player 1" or "Player 2".
pub fn menu_name(i: usize, against_bot: bool) -> String {
    if against_bot {
        tr!("menu-your-name")
    } else {
        tr!("menu-player", n = i + 1)
    }
}

pub use crate::i18n::{bot_word as bot_kind, level_word as level};

/// The opponent: a friend on this keyboard, or a bot at a level.
pub fn opponent(level: Option<crate::bot::Level>) -> String {
    match level {
        None => tr!("menu-friend"),
        Some(l) => tr!("menu-computer", level = self::level(l)),
    }
}

/// The replay prompt while a step number is typed.
pub fn go_to(entry: &str) -> String {
    tr!("go-to", entry = entry)
}

/// Where a faulty record's replay stops.
pub fn stops_before(step: usize) -> String {
    tr!("stops-before", step = step)
}

/// Prompt while choosing.
pub fn prompt_choose() -> String {
    tr!("prompt-choose")
}

/// Prompt while choosing when no patch can be bought.
pub fn prompt_only_advance() -> String {
    tr!("prompt-only-advance")
}

/// The same, in a few words.
pub fn prompt_only_advance_short() -> String {
    tr!("prompt-only-advance-short")
}

/// Prompt while placing a legal ghost.
pub fn prompt_ghost_ok() -> String {
    tr!("prompt-ghost-ok")
}

/// The refusal shown while the ghost is where it can't be sewn.
pub fn ghost_refused(reason: &IllegalAction) -> String {
    tr!("ghost-refused", reason = refusal(reason))
}

/// Prompt while placing the leather patch; `aside` when setting it aside is allowed (and
/// whether that discards it, in Express).
pub fn prompt_leather(aside: Option<bool>) -> String {
    match aside {
        None => tr!("prompt-leather"),
        Some(false) => tr!("prompt-leather-aside"),
        Some(true) => tr!("prompt-leather-discard"),
    }
}

/// Express: the log line when the blue patches join the circle.
pub fn blue_join() -> String {
    tr!("blue-join")
}

/// A bot is thinking; keys other than help, undo and quit wait.
pub fn bot_thinking() -> String {
    tr!("bot-thinking")
}

/// A suggested step in a few words, by its first action: "buy #12 and sew it at C3".
pub fn suggestion(first: Option<Action>, variant: Variant) -> String {
    match first {
        Some(Action::Patch { patch, cells }) => {
            let corner = Cell::new(
                cells.cells().map(|c| c.row).min().unwrap_or(0),
                cells.cells().map(|c| c.col).min().unwrap_or(0),
            );
            tr!(
                "suggest-buy",
                patch = variant.patch_name(patch).to_string(),
                cell = cell(corner)
            )
        }
        Some(Action::Advance) => tr!("suggest-advance"),
        Some(Action::Leather(Some(c))) => tr!("suggest-leather", cell = cell(c)),
        Some(Action::Leather(None)) => tr!("suggest-aside"),
        None => tr!("suggest-nothing"),
    }
}

/// The help's headings: the keys, and the rules.
pub fn help_heading(rules: bool) -> String {
    if rules {
        tr!("help-rules-title")
    } else {
        tr!("help-keys-title")
    }
}

/// The help's legend: each sign the game screen shows that no word explains, and what it
/// means, for `variant` (in the replay viewer, the review's best step too).
pub fn help_legend(variant: Variant, replay: bool) -> Vec<(String, String)> {
    let mut ids = vec![
        ("help-legend-income-sign", "help-legend-income"),
        ("help-legend-end-sign", "help-legend-end"),
        ("help-legend-projected-sign", "help-legend-projected"),
        ("help-legend-card-sign", "help-legend-card"),
        ("help-legend-board-sign", "help-legend-board"),
        ("help-legend-marks-sign", "help-legend-marks"),
        ("help-legend-ghost-sign", "help-legend-ghost"),
        ("help-legend-gap-sign", "help-legend-gap"),
    ];
    if replay {
        ids.push(("help-legend-best-sign", "help-legend-best"));
    }
    ids.push(match variant {
        Variant::Classic => ("help-legend-bonus-sign", "help-legend-bonus"),
        Variant::Express => ("help-legend-blue-sign", "help-legend-blue"),
    });
    ids.into_iter()
        .map(|(sign, what)| (tr!(sign), tr!(what)))
        .collect()
}

/// The rules summary of a variant, a paragraph an item.
pub fn help_rules(variant: Variant) -> Vec<String> {
    let prefix = match variant {
        Variant::Classic => "help-rules-classic",
        Variant::Express => "help-rules-express",
    };
    ["first", "second", "third"]
        .iter()
        .map(|part| crate::i18n::text(&format!("{prefix}.{part}"), None))
        .collect()
}

/// The leather layout in words, for the time board's title and the menu.
pub fn leather_layout(variant: Variant, layout: LeatherLayout) -> String {
    match (variant, layout) {
        (Variant::Express, _) => tr!("leather-express"),
        (Variant::Classic, LeatherLayout::Revised) => tr!("leather-revised"),
        (Variant::Classic, LeatherLayout::Original) => tr!("leather-original"),
    }
}

/// The circle's note while the blue patches wait (Express), long and short.
pub fn blue_waiting(short: bool) -> String {
    if short {
        tr!("blue-waiting-short")
    } else {
        tr!("blue-waiting")
    }
}

/// The replay banner's first line: where the viewer is and whether it plays (`compact`:
/// without the speed).
pub fn replay_status(
    step: usize,
    steps: usize,
    autoplay: Option<u8>,
    speed: u8,
    compact: bool,
) -> String {
    let seconds = |ticks: u8| seconds(f64::from(ticks) / 10.0);
    let play = match (autoplay, compact) {
        (Some(ticks), false) => tr!("replay-playing", seconds = seconds(ticks)),
        (None, false) => tr!("replay-paused", seconds = seconds(speed)),
        (Some(_), true) => tr!("replay-playing-short"),
        (None, true) => tr!("replay-paused-short"),
    };
    tr!("replay-status", step = step, steps = steps, play = play)
}

/// A figure with one decimal and its sign (`+5.8`), the language's decimal sign.
pub fn decimal(x: f64) -> String {
    crate::i18n::decimal_sign(format!("{x:+.1}"))
}

/// Seconds with one decimal, the language's decimal sign.
fn seconds(s: f64) -> String {
    crate::i18n::decimal_sign(format!("{s:.1}"))
}

/// The replay's fault, shown where the replay stops.
pub fn replay_fault(fault: &str) -> String {
    tr!("replay-fault", fault = fault)
}

/// Before the first action of a replay.
pub fn replay_start() -> String {
    tr!("replay-start")
}

/// The replay banner's second line before the first action, before whose turn it is
/// ("start:").
pub fn replay_start_line() -> String {
    tr!("replay-start-line")
}

#[cfg(test)]
mod tests;
