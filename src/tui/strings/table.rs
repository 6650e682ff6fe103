//! The words of a table served over SSH: the phrases players say, what the table tells each
//! person (an undo asked, answered or waited for; who joined or came back; a refusal), that the
//! reader watches, the guest's unfinished tables, and what a host cannot do.

use crate::table::{Phrase, Refusal};
use crate::tr;
use crate::tui::mode::{Role, TableNotice, Unavailable};

/// A phrase in the player's language.
pub fn phrase(phrase: Phrase) -> String {
    match phrase {
        Phrase::GoodGame => tr!("say-good-game"),
        Phrase::Thinking => tr!("say-thinking"),
        Phrase::BackSoon => tr!("say-back-soon"),
    }
}

/// What the table said, as the line under the banner.
pub fn table_notice(told: &TableNotice) -> String {
    match told {
        TableNotice::Reset => tr!("table-reset"),
        TableNotice::UndoRequested(other) => tr!("table-undo-requested", other = other.as_str()),
        TableNotice::UndoAsked(asker) => tr!("table-undo-asked", asker = asker.as_str()),
        TableNotice::UndoWatched { asker, other } => tr!(
            "table-undo-watched",
            asker = asker.as_str(),
            other = other.as_str()
        ),
        TableNotice::UndoPending => tr!("table-undo-pending"),
        TableNotice::UndoAnswered {
            by,
            asker,
            agreed,
            to,
        } => {
            let (by, asker) = (by.as_str(), asker.as_str());
            match (to, agreed) {
                (Role::Asker, true) => tr!("table-undo-agreed-yours", by = by),
                (Role::Asker, false) => tr!("table-undo-refused-yours", by = by),
                (Role::Answerer, true) => tr!("table-undo-agreed-you", asker = asker),
                (Role::Answerer, false) => tr!("table-undo-refused-you", asker = asker),
                (Role::Watcher, true) => tr!("table-undo-agreed", by = by, asker = asker),
                (Role::Watcher, false) => tr!("table-undo-refused", by = by, asker = asker),
            }
        }
        TableNotice::Said(who, said) => {
            tr!("table-said", name = who.as_str(), phrase = phrase(*said))
        }
        TableNotice::NotHere => tr!("table-not-here"),
        TableNotice::Joined(name) => tr!("table-joined", name = name.as_str()),
        TableNotice::Back(name) => tr!("table-back", name = name.as_str()),
        TableNotice::Refused(refusal) => tr!("table-refused", reason = table_refusal(refusal)),
        TableNotice::Unsaved(why) => tr!(
            "table-unsaved",
            reason = crate::text::Shown::new(why).to_string()
        ),
        TableNotice::Replaced => tr!("online-replaced"),
    }
}

/// Why the table did not take a request, in words.
pub fn table_refusal(refusal: &Refusal) -> String {
    match refusal {
        Refusal::Watcher => tr!("table-refusal-watcher"),
        Refusal::Over => tr!("table-refusal-over"),
        Refusal::Stale => tr!("table-refusal-stale"),
        Refusal::NotYourTurn => tr!("table-refusal-not-your-turn"),
        Refusal::Illegal(reason) => super::refusal(reason),
    }
}

/// That the reader watches a table, for the key bar's right end (a seated reader's quilt says
/// "you").
pub fn watching() -> String {
    tr!("table-watching")
}

/// What the host cannot do, said when it was asked.
pub fn unavailable(what: Unavailable) -> String {
    match what {
        Unavailable::Suspend => tr!("unavailable-suspend"),
        Unavailable::Save => tr!("unavailable-save"),
        Unavailable::Search => tr!("unavailable-search"),
        Unavailable::Table => tr!("unavailable-table"),
    }
}

/// One of a guest's unfinished tables as the online menu lists it: its code, both players'
/// names (made safe here) and whether it is the guest's turn.
pub fn seated_table(code: &str, names: &[String; 2], your_turn: bool) -> String {
    let [one, two] = names
        .clone()
        .map(|n| crate::tui::fit::ellipsis(&crate::text::Shown::new(&n), 16));
    if your_turn {
        tr!("menu-table-your-turn", code = code, one = one, two = two)
    } else {
        tr!("menu-table-their-turn", code = code, one = one, two = two)
    }
}
