//! The move history's lines: in play, the opening line, each step and a step in progress; in the
//! replay viewer, every step and the record's fault.

use std::borrow::Cow;

use super::Entry;
use crate::text::Shown;
use crate::tui::replay::Replay;
use crate::tui::session::Session;
use crate::tui::strings;

/// The move history in play: the opening line, each step shown, and a step in progress.
pub(super) fn play_entries(session: &Session) -> Vec<Entry<'_>> {
    let opening = session.opening_line();
    let mut entries = vec![Entry {
        step: 0,
        text: Cow::Owned(opening.text),
        fault: false,
    }];
    entries.extend(session.log().map(|l| Entry {
        step: l.step,
        text: Cow::Borrowed(l.text.as_str()),
        fault: false,
    }));
    entries.extend(session.partial_log().into_iter().map(|l| Entry {
        step: l.step,
        text: Cow::Owned(l.text),
        fault: false,
    }));
    entries
}

/// Every step of the replayed game in words, numbered, and the fault after them.
pub(super) fn replay_entries<'a>(session: &'a Session, replay: &Replay) -> Vec<Entry<'a>> {
    let mut entries = vec![Entry {
        step: 0,
        text: Cow::Owned(strings::replay_start()),
        fault: false,
    }];
    entries.extend(session.all_steps_log().map(|l| Entry {
        step: l.step,
        text: Cow::Borrowed(l.text.as_str()),
        fault: false,
    }));
    if let Some(fault) = &replay.fault {
        let n = session.history().len() + 1;
        entries.push(Entry {
            step: n,
            text: Cow::Owned(format!("{n}. ✗ {}", Shown::new(&fault.to_string()))),
            fault: true,
        });
    }
    entries
}

/// The move history's lines (in the replay viewer, with the review's marks) and which part of
/// it to show.
pub(super) fn move_history<'a>(
    session: &'a Session,
    replay: Option<&crate::tui::replay::Replay>,
    view: super::ViewState,
) -> (Vec<Entry<'a>>, super::Follow) {
    match replay {
        Some(r) => {
            let mut entries = replay_entries(session, r);
            super::review::mark_entries(&mut entries, r);
            let step = r.best_of.unwrap_or(session.history().cursor());
            (entries, super::Follow::Step(step))
        }
        None => (play_entries(session), super::Follow::Back(view.log_scroll)),
    }
}
