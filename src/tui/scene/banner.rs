//! The banner: whose turn it is and why, then what just happened, the prompt or the refusal;
//! in the replay viewer, where it stands, then the step shown in words (with the review's
//! verdict). Each row comes in forms from the roomiest (names whole, every clause in full) to
//! the tightest (names cut short, a few words a clause); the widget draws the first that fits.

use ratatui::style::Style;

use super::{Blocked, Parts, review};
use crate::rules::{PatchId, Player, TurnReason, Variant};
use crate::table::SeatView;
use crate::text::Shown;
use crate::tui::keys::line as keys_line;
use crate::tui::keys::{Command, Context};
use crate::tui::mode::{Mode, Notice, TurnStep};
use crate::tui::options::Opponent;
use crate::tui::replay::Replay;
use crate::tui::session::Session;
use crate::tui::strings::{self, News, SHORT_NAME};
use crate::tui::theme::Theme;
use crate::tui::turn::BuyPreview;

/// How a form of the banner tells things: names cut to `names` characters (or whole), and
/// whether in a few words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Telling {
    /// The longest a name is.
    names: usize,
    /// A few words a clause: the other player by their token, the news in short, the replay
    /// without its speed and the step's words.
    compact: bool,
}

impl Telling {
    /// The forms, from the roomiest: names whole (only when a name is longer than
    /// [`SHORT_NAME`]), in full then in short; names cut short, in full then in short.
    fn all(session: &Session) -> Vec<Self> {
        let long = Player::BOTH
            .iter()
            .any(|&p| session.name(p).chars().count() > SHORT_NAME);
        let names = if long {
            vec![usize::MAX, SHORT_NAME]
        } else {
            vec![SHORT_NAME]
        };
        names
            .into_iter()
            .flat_map(|names| [false, true].map(|compact| Self { names, compact }))
            .collect()
    }

    /// The news of a step in this form.
    fn news(self, news: &News) -> String {
        match (self.compact, self.names) {
            (true, _) => news.compact.join(" · "),
            (false, SHORT_NAME) => news.short.join(" · "),
            (false, _) => news.whole.join(" · "),
        }
    }
}

/// Whose turn and why, in words (the game-over line when it is over), as `telling` tells it.
fn turn_parts(session: &Session, thinking: bool, telling: Telling, theme: &Theme) -> Parts {
    let game = session.game();
    let name = |p: Player| strings::ellipsis(session.name(p), telling.names);
    if let Some(quitter) = session.table().and_then(|t| t.resigned) {
        let (name, winner) = (name(quitter), name(quitter.other()));
        let line = if session.table().is_some_and(|t| t.claimed) {
            crate::tr!("table-claimed", name = name, winner = winner)
        } else {
            crate::tr!("table-resigned", name = name, winner = winner)
        };
        return vec![(format!(" {line}"), theme.title)];
    }
    let (Some(p), Some(reason)) = (game.to_move(), game.turn_reason()) else {
        return vec![(
            format!(" {}", strings::game_over_line(game.winner().map(name))),
            theme.title,
        )];
    };
    let me = game.player(p).position;
    let other = game.player(p.other()).position;
    let why = match (reason, telling.compact) {
        (TurnReason::Behind, false) => {
            strings::turn_behind(me.get(), other.get(), &name(p.other()))
        }
        (TurnReason::Behind, true) => {
            strings::turn_behind_short(me.get(), other.get(), session.token(p.other()))
        }
        (TurnReason::OnTop, false) => strings::turn_on_top(me.get(), &name(p)),
        (TurnReason::OnTop, true) => strings::turn_on_top_short(me.get()),
        (TurnReason::LeatherWon, _) => strings::turn_leather(),
    };
    let bot = session.bot_of(p).map(Opponent::label);
    let who = format!(
        " {}",
        strings::whose_turn(session.token(p), &name(p), bot.as_deref())
    );
    let mut parts = vec![(who, theme.players[p.index()])];
    if thinking && bot.is_some() {
        parts.push((strings::because(&strings::bot_thinking()), theme.ok));
    } else {
        parts.push((strings::because(&why), theme.title));
    }
    parts
}

/// The banner's forms (see [`Telling::all`]): the widget draws each row in the first form that
/// fits.
pub(super) struct Banners {
    /// The usual form of each row: names cut short, in full.
    pub usual: [Parts; 2],
    /// Each row's forms, from the roomiest to the tightest.
    pub forms: [Vec<Parts>; 2],
}

/// What the banner is made from, besides how it tells it.
#[derive(Clone, Copy)]
pub(super) struct Sources<'a> {
    /// The game and who plays it.
    pub session: &'a Session,
    /// What the screen waits for.
    pub mode: &'a Mode,
    /// The line under the turn line, if any.
    pub notice: Option<&'a Notice>,
    /// Why each of the three choosable patches cannot be bought, if it cannot.
    pub blocked: &'a [Option<Blocked>],
    /// The highlighted patch and what buying it would do.
    pub looked: Option<(PatchId, BuyPreview)>,
    /// Styles.
    pub theme: &'a Theme,
}

/// The banner's forms (see [`Banners`]) for the replay viewer or for play.
pub(super) fn banners(sources: &Sources<'_>) -> Banners {
    let session = sources.session;
    // The step told in words, once for every form: the one the replay shows, or on the
    // game-over screen the last one, which ended the game (the keys are on the key bar and in
    // the box).
    let news = match sources.mode {
        Mode::Replay(_) => Some(session.step_news(session.history().cursor())),
        Mode::Over(_) if sources.notice.is_none() => {
            Some(session.step_news(session.history().cursor()))
        }
        _ => None,
    };
    // In the replay, the compact form first with the step's words after the verdict, then
    // without them: never a row cut.
    let banners_of = |telling: Telling| match sources.mode {
        Mode::Replay(r) if telling.compact => vec![
            replay_banner(sources, r, news.as_ref(), telling, true),
            replay_banner(sources, r, news.as_ref(), telling, false),
        ],
        Mode::Replay(r) => vec![replay_banner(sources, r, news.as_ref(), telling, true)],
        _ => vec![play_banner(sources, news.as_ref(), telling)],
    };
    let mut usual = None;
    let mut forms: [Vec<Parts>; 2] = [Vec::new(), Vec::new()];
    for telling in Telling::all(session) {
        for [first, second] in banners_of(telling) {
            if telling.names == SHORT_NAME && !telling.compact {
                usual = Some([first.clone(), second.clone()]);
            }
            for (row, parts) in forms.iter_mut().zip([first, second]) {
                if row.last() != Some(&parts) {
                    row.push(parts);
                }
            }
        }
    }
    Banners {
        usual: usual.unwrap_or_else(|| [Vec::new(), Vec::new()]),
        forms,
    }
}

/// The banner in play: the turn line, then the notice or the prompt, as `telling` tells it
/// (`over_news`: what ended the game, on the game-over screen with its box shown).
fn play_banner(sources: &Sources<'_>, over_news: Option<&News>, telling: Telling) -> [Parts; 2] {
    let thinking = matches!(sources.mode, Mode::Thinking(_));
    let second = match sources.notice {
        Some(notice) => notice_line(sources, notice, telling),
        None => match (sources.mode, over_news) {
            // The box has the keys: the row under the turn line says what ended the game.
            (Mode::Over(_), Some(news)) => (format!(" {}", telling.news(news)), sources.theme.ok),
            _ => prompt_line(sources, telling),
        },
    };
    [
        turn_parts(sources.session, thinking, telling, sources.theme),
        vec![second],
    ]
}

/// Whether none of the three choosable patches can be bought.
fn nothing_to_buy(blocked: &[Option<Blocked>]) -> bool {
    !blocked.is_empty() && blocked.iter().all(Option::is_some)
}

/// That advancing is the only move, as `telling` tells it.
fn only_advance(telling: Telling) -> String {
    if telling.compact {
        strings::prompt_only_advance_short()
    } else {
        strings::prompt_only_advance()
    }
}

/// The notice under the turn line: what the last step did (after the only move there is, when
/// advancing is), a refusal, a hint...
fn notice_line(sources: &Sources<'_>, notice: &Notice, telling: Telling) -> (String, Style) {
    let theme = sources.theme;
    if let Notice::News(news) = notice {
        let text = telling.news(news);
        let choosing =
            matches!(sources.mode, Mode::Turn(t) if matches!(t.step, TurnStep::Choosing { .. }));
        if choosing && nothing_to_buy(sources.blocked) {
            // The only move there is comes before the news of the step before.
            return (format!(" {} · {text}", only_advance(telling)), theme.ok);
        }
        return (format!(" {text}"), theme.ok);
    }
    let style = if notice.is_error() {
        theme.error
    } else {
        theme.ok
    };
    (
        format!(" {}", notice.text(sources.session.game().variant())),
        style,
    )
}

/// The prompt under the turn line when there is no notice: what the player to move may do, or
/// who plays the turn.
fn prompt_line(sources: &Sources<'_>, telling: Telling) -> (String, Style) {
    let Sources {
        session,
        mode,
        blocked,
        looked,
        theme,
        ..
    } = *sources;
    let game = session.game();
    let name = |p: Player| strings::ellipsis(session.name(p), telling.names);
    match mode {
        Mode::Thinking(_) | Mode::Shown { .. } | Mode::BotFailed => {
            let (p, bot) = game
                .to_move()
                .and_then(|p| session.bot_of(p).map(|b| (p, b)))
                .map_or((Player::One, String::new()), |(p, b)| (p, b.label()));
            (
                format!(" {}", strings::bot_plays(&name(p), &bot)),
                theme.dim,
            )
        }
        Mode::Remote => (
            format!(" {}", remote_line(session, telling.names)),
            theme.dim,
        ),
        Mode::Turn(turn) => match &turn.step {
            TurnStep::Choosing { .. } => {
                if nothing_to_buy(blocked) {
                    (format!(" {}", only_advance(telling)), theme.ok)
                } else if let Some(line) = look_before_buying(session, looked, telling.names) {
                    (format!(" {line}"), theme.dim)
                } else {
                    (format!(" {}", strings::prompt_choose()), theme.dim)
                }
            }
            TurnStep::Placing(p) => match p.refusal() {
                None => (format!(" ✓ {}", strings::prompt_ghost_ok()), theme.ok),
                Some(e) => (format!(" ✗ {}", strings::ghost_refused(e)), theme.error),
            },
            TurnStep::Leather(_) => {
                let aside = game
                    .moves()
                    .can_set_aside()
                    .then_some(game.variant() == Variant::Express);
                (format!(" {}", strings::prompt_leather(aside)), theme.ok)
            }
            TurnStep::Advance(preview) => (format!(" {}", preview.question()), theme.ok),
        },
        Mode::Over(_) => (
            format!(
                " {}",
                keys_line(
                    Context::Over,
                    &[
                        Command::NewGame,
                        Command::Rematch,
                        Command::ReplayGame,
                        Command::ToggleBox,
                        Command::Quit
                    ]
                )
            ),
            theme.dim,
        ),
        Mode::Replay(_) | Mode::Menu(_) => (String::new(), theme.base),
    }
}

/// Look before you buy: what the highlighted patch would do if bought (where the token goes,
/// income and leather crossed, who moves next, the projected score), as the core tells it.
fn look_before_buying(
    session: &Session,
    looked: Option<(PatchId, BuyPreview)>,
    names: usize,
) -> Option<String> {
    let game = session.game();
    let (patch, p) = looked?;
    let buyer = game.to_move()?;
    Some(crate::tr!(
        "buy-preview",
        patch = crate::tr!(
            "circle-patch-short",
            name = game.variant().patch_name(patch).to_string()
        ),
        to = p.to,
        income = p.income,
        leather = p.leather,
        again = if p.again { "yes" } else { "no" },
        other = strings::ellipsis(session.name(buyer.other()), names),
        projected = format!("{:+}", p.projected)
    ))
}

/// At a table served over SSH, while the other player (or, for a spectator, either) has the
/// turn: that they play it at their own terminal, or that the table waits for them to join or
/// to come back, and for how long.
fn remote_line(session: &Session, names: usize) -> String {
    let Some((p, table)) = session.game().to_move().zip(session.table()) else {
        return String::new();
    };
    let name = strings::ellipsis(session.name(p), names.max(24));
    match table.seats[p.index()] {
        SeatView::Open => crate::tr!("table-waits-join", name = name, code = table.code.as_str()),
        SeatView::Away(waited) => {
            let time = format!("{}:{:02}", waited.as_secs() / 60, waited.as_secs() % 60);
            if table.claimable {
                crate::tr!("table-waits-claim", name = name, time = time)
            } else {
                crate::tr!("table-waits-back", name = name, time = time)
            }
        }
        SeatView::Here => crate::tr!("table-plays", name = name),
    }
}

/// The banner of the replay viewer: where it is and whether it plays, then the step shown in
/// words (`news`, or the fault where the replay stops), as `telling` tells it (in short,
/// without the replay's speed and the players' names beside their accuracy), the step's words
/// after the review's verdict unless `words` is false (the tightest form: the move list shows
/// them).
fn replay_banner(
    sources: &Sources<'_>,
    replay: &Replay,
    news: Option<&News>,
    telling: Telling,
    words: bool,
) -> [Parts; 2] {
    let Sources {
        session,
        notice,
        theme,
        ..
    } = *sources;
    let compact = telling.compact;
    let history = session.history();
    let (cursor, len) = (history.cursor(), history.len());
    let mut first = vec![(
        format!(
            " {}",
            strings::replay_status(cursor, len, replay.autoplay, replay.speed, compact)
        ),
        theme.title,
    )];
    if let Some(entry) = &replay.entry {
        first.push((format!(" · {}▏", strings::go_to(entry)), theme.key));
    }
    if replay.fault.is_some() {
        first.push((
            format!(" · ✗ {}", strings::stops_before(len + 1)),
            theme.error,
        ));
    }
    let names = if compact {
        0
    } else {
        telling.names.min(SHORT_NAME)
    };
    if let Some(note) = review::note(session, replay, names) {
        first.push((format!(" · {note}"), theme.ok));
    }

    // With the best step shown on its quilt, the compact form leaves out its words.
    let verdict = review::verdict(session, replay, !(compact && replay.best_of.is_some()));
    let second = match (&replay.fault, cursor) {
        _ if notice.is_some() => {
            let notice = notice.map_or_else(String::new, |n| n.text(history.variant()));
            vec![(format!(" {notice}"), theme.error)]
        }
        // The best step of step `n`, on the position before it: what it was, and how to go back.
        _ if replay.best_of.is_some() => {
            let n = replay.best_of.unwrap_or_default();
            let mut parts = vec![(
                format!(" {}", crate::tr!("best-shown", step = n)),
                theme.best,
            )];
            if let Some((verdict, error)) = &verdict {
                parts.push((" ·".to_owned(), theme.base));
                parts.push((
                    format!(" {n}. {verdict}"),
                    if *error { theme.error } else { theme.ok },
                ));
            }
            parts
        }
        (Some(fault), c) if c == len => vec![(
            format!(
                " {}",
                strings::replay_fault(&Shown::new(&fault.to_string()))
            ),
            theme.error,
        )],
        (_, 0) => {
            let mut parts = vec![(format!(" {}", strings::replay_start_line()), theme.dim)];
            parts.extend(turn_parts(session, false, telling, theme));
            parts
        }
        (_, c) => {
            let told = news.map(|n| telling.news(n)).unwrap_or_default();
            match verdict {
                Some((verdict, error)) => {
                    let mut parts = vec![(
                        format!(" {c}. {verdict}"),
                        if error { theme.error } else { theme.ok },
                    )];
                    if words {
                        parts.push((format!(" · {told}"), theme.base));
                    }
                    parts
                }
                None => vec![(format!(" {c}. {told}"), theme.base)],
            }
        }
    };
    [first, second]
}
