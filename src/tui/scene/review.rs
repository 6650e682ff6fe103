//! What the replay viewer shows of the strong bot's review: the progress while it runs, each
//! player's accuracy, the verdict on the step shown with the bot's best step as a ghost, the
//! `?!` `?` `??` marks in the move list and the win-probability graph.

use std::borrow::Cow;

use super::{Entry, Graph};
use crate::review::{Review, StepReview};
use crate::rules::{Player, Quilt};
use crate::tui::replay::{Analysis, Replay};
use crate::tui::session::Session;
use crate::tui::strings;

/// The review, when it is done.
pub(super) fn done(replay: &Replay) -> Option<&Review> {
    match &replay.analysis {
        Analysis::Done(review) => Some(review),
        _ => None,
    }
}

/// The review of the step just shown: the one the viewer stands after, or the one whose best
/// step is shown on the position before it.
fn shown_step<'a>(
    session: &Session,
    replay: &Replay,
    review: &'a Review,
) -> Option<&'a StepReview> {
    let step = replay.best_of.unwrap_or(session.history().cursor());
    review.steps.get(step.checked_sub(1)?)
}

/// The banner's note: the review's progress while it runs, each player's accuracy once done
/// (each player by token and name cut to `names` characters, by token alone when `names` is 0).
pub(super) fn note(session: &Session, replay: &Replay, names: usize) -> Option<String> {
    match &replay.analysis {
        Analysis::Idle => None,
        Analysis::Running { done, total, .. } => Some(strings::reviewing(*done, *total)),
        Analysis::Done(review) => Some(strings::accuracy(
            Player::BOTH.map(|p| {
                (
                    session.token(p),
                    session.name(p),
                    review.accuracy[p.index()],
                )
            }),
            names,
        )),
    }
}

/// The verdict on the step shown (its class, what it lost and, with `best`, the bot's best
/// step), and whether it was an inaccuracy, a mistake or a blunder.
pub(super) fn verdict(session: &Session, replay: &Replay, best: bool) -> Option<(String, bool)> {
    let step = shown_step(session, replay, done(replay)?)?;
    let text = strings::verdict(
        step.class,
        step.win_lost,
        step.points_lost,
        step.range,
        best.then(|| step.best.first().copied()),
        session.variant(),
    );
    Some((text, step.class.is_error()))
}

/// The bot's best step when `b` asks for it, on the position before the step: its cells, on
/// its player's quilt (nothing when the step played was the best).
pub(super) fn best_ghost(session: &Session, replay: &Replay) -> Option<(Player, Quilt)> {
    replay.best_of?;
    let step = shown_step(session, replay, done(replay)?)?;
    if step.best == step.played {
        return None;
    }
    let cells = super::sewn(&step.best);
    (!cells.is_empty()).then_some((step.player, cells))
}

/// The move list with each judged step's mark after its first line.
pub(super) fn mark_entries(entries: &mut [Entry<'_>], replay: &Replay) {
    let Some(review) = done(replay) else {
        return;
    };
    let mut marked = 0;
    for entry in entries.iter_mut() {
        if entry.step == 0 || entry.step <= marked {
            continue;
        }
        marked = entry.step;
        let mark = review
            .steps
            .get(entry.step - 1)
            .map_or("", |s| s.class.mark());
        if !mark.is_empty() {
            entry.text = Cow::Owned(format!("{} {mark}", entry.text));
        }
    }
}

/// The win-probability graph of the first player, with the position shown.
pub(super) fn graph(session: &Session, replay: &Replay) -> Option<Graph> {
    let review = done(replay)?;
    Some(Graph {
        values: review.graph(),
        current: session.history().cursor(),
        name: session.name(Player::One).to_owned(),
    })
}
