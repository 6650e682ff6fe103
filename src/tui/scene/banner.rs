//! The banner's two rows: whose turn it is and why, then what just happened, the prompt or the
//! refusal; in the replay viewer, where it stands, then the step shown in words (with the
//! review's verdict).

use super::{Blocked, Parts, keys_line, review};
use crate::rules::{PatchId, Player, TurnReason, Variant};
use crate::text::Shown;
use crate::tui::keys::{Command, Context};
use crate::tui::mode::{Mode, Notice, TurnStep};
use crate::tui::options::Opponent;
use crate::tui::replay::Replay;
use crate::tui::session::Session;
use crate::tui::strings;
use crate::tui::table::SeatView;
use crate::tui::theme::Theme;
use crate::tui::turn::BuyPreview;

/// The longest a name is in the banner's short form: the long form has names whole.
const SHORT_NAME: usize = 16;

/// Whose turn and why, in words (the game-over line when it is over), with names cut to
/// `names` characters.
fn turn_parts(session: &Session, thinking: bool, names: usize, theme: &Theme) -> Parts {
    let game = session.game();
    let name = |p: Player| strings::ellipsis(session.name(p), names);
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
    let why = match reason {
        TurnReason::Behind => strings::turn_behind(me.get(), other.get(), &name(p.other())),
        TurnReason::OnTop => strings::turn_on_top(me.get(), &name(p)),
        TurnReason::LeatherWon => strings::turn_leather(),
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

/// The banner's forms, from the roomiest: with names whole (only when a name is longer than
/// the short form keeps), the usual one with names cut short, and in the replay viewer a
/// compact one (the status without its speed, the verdict without the step's words, which the
/// move list shows). The widget draws each row in the first form whose row fits.
pub(super) struct Banners {
    /// Names whole.
    pub wider: Option<[Parts; 2]>,
    /// The usual form.
    pub usual: [Parts; 2],
    /// The replay viewer's compact form.
    pub narrower: Option<[Parts; 2]>,
}

/// The banner's forms (see [`Banners`]) for the replay viewer or for play.
pub(super) fn banners(
    session: &Session,
    mode: &Mode,
    replay: Option<&Replay>,
    notice: Option<&Notice>,
    blocked: &[Option<Blocked>],
    looked: Option<(PatchId, BuyPreview)>,
    theme: &Theme,
) -> Banners {
    let banner_of = |names: usize, compact: bool| match replay {
        Some(r) => replay_banner(session, r, notice, names, compact, theme),
        None => play_banner(session, mode, notice, blocked, looked, names, theme),
    };
    let long = Player::BOTH
        .iter()
        .any(|&p| session.name(p).chars().count() > SHORT_NAME);
    Banners {
        wider: long.then(|| banner_of(usize::MAX, false)),
        usual: banner_of(SHORT_NAME, false),
        narrower: replay.is_some().then(|| banner_of(SHORT_NAME, true)),
    }
}

/// The banner in play: the turn line, then the notice or the prompt, with names cut to `names`
/// characters.
fn play_banner(
    session: &Session,
    mode: &Mode,
    notice: Option<&Notice>,
    blocked: &[Option<Blocked>],
    looked: Option<(PatchId, BuyPreview)>,
    names: usize,
    theme: &Theme,
) -> [Parts; 2] {
    let game = session.game();
    let thinking = matches!(mode, Mode::Thinking(_));
    let nothing_to_buy = !blocked.is_empty() && blocked.iter().all(Option::is_some);
    let only_advance = matches!(mode, Mode::Turn(t) if matches!(t.step, TurnStep::Choosing { .. }))
        && nothing_to_buy;
    let second = if let Some(notice) = notice {
        let style = if notice.is_error() {
            theme.error
        } else {
            theme.ok
        };
        let text = notice.text(game.variant());
        if only_advance && matches!(notice, Notice::News(_)) {
            // The only move there is comes before the news of the step before.
            (
                format!(" {} · {text}", strings::prompt_only_advance()),
                theme.ok,
            )
        } else {
            (format!(" {text}"), style)
        }
    } else {
        match mode {
            Mode::Thinking(_) | Mode::Shown { .. } | Mode::BotFailed => {
                let (p, bot) = game
                    .to_move()
                    .and_then(|p| session.bot_of(p).map(|b| (p, b)))
                    .map_or((Player::One, String::new()), |(p, b)| (p, b.label()));
                (
                    format!(" {}", strings::bot_plays(session.name(p), &bot)),
                    theme.dim,
                )
            }
            Mode::Remote => (format!(" {}", remote_line(session, names)), theme.dim),
            Mode::Turn(turn) => match &turn.step {
                TurnStep::Choosing { .. } => {
                    if nothing_to_buy {
                        (format!(" {}", strings::prompt_only_advance()), theme.ok)
                    } else if let Some(line) = look_before_buying(session, looked, names) {
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
    };
    [turn_parts(session, thinking, names, theme), vec![second]]
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
/// words (or the fault where the replay stops), with names cut to `names` characters;
/// `compact`, without the replay's speed and the step's words.
fn replay_banner(
    session: &Session,
    replay: &Replay,
    notice: Option<&Notice>,
    names: usize,
    compact: bool,
    theme: &Theme,
) -> [Parts; 2] {
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
    if let Some(note) = review::note(session, replay) {
        first.push((format!(" · {note}"), theme.ok));
    }

    let verdict = review::verdict(session, replay);
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
            let mut parts = vec![(format!(" {}:", strings::replay_start()), theme.dim)];
            parts.extend(turn_parts(session, false, names, theme));
            parts
        }
        (_, c) => {
            let words = history
                .steps()
                .get(c - 1)
                .map(|s| session.narrate(&s.events).join("; "))
                .unwrap_or_default();
            match verdict {
                Some((verdict, error)) => {
                    let mut parts = vec![(
                        format!(" {c}. {verdict}"),
                        if error { theme.error } else { theme.ok },
                    )];
                    if !compact {
                        parts.push((format!(" · {words}"), theme.base));
                    }
                    parts
                }
                None => vec![(format!(" {c}. {words}"), theme.base)],
            }
        }
    };
    [first, second]
}
