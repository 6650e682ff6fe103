//! The key bar of a game's screen: what the context, the table and the replay's review allow,
//! most important first.

use super::keys::{self, Command, Context};
use crate::rules::Game;
use crate::tui::replay::Analysis;

/// The key bar of a game: the context's, without setting a classic leather patch aside
/// unless the rules allow it now (on a full quilt). At a table, the table's keys (phrases,
/// resigning: for its players) instead of hints and redo; elsewhere, not the table's keys. In
/// the replay viewer, `r` until the review is asked for, then its keys first once it is done.
pub(super) fn game_hints(
    game: &Game,
    context: Context,
    table: Option<&crate::table::TableInfo>,
    analysis: Option<&Analysis>,
) -> Vec<keys::KeyHint> {
    let mut hints = keys::bar(context);
    if context == Context::Leather && !game.moves().can_set_aside() {
        hints.retain(|h| h.command != Command::SetAside);
    }
    let seated = table.is_some_and(|t| t.you.is_some());
    hints.retain(|h| match h.command {
        Command::Say(_) | Command::Resign => seated,
        Command::Claim => table.is_some_and(|t| t.claimable),
        // Stepping through the game so far: a spectator's, while the players play.
        Command::ReplayGame if context == Context::BotTurn => {
            table.is_some_and(|t| t.you.is_none())
        }
        // No hint, redo or review at a table (its replay says reviews are not offered), and no
        // new game or rematch: a table holds one game.
        Command::Hint | Command::Redo | Command::Review | Command::NewGame | Command::Rematch => {
            table.is_none()
        }
        // A spectator has no step to take back.
        Command::Undo => table.is_none_or(|t| t.you.is_some()),
        _ => true,
    });
    // The replay's review: asked for once; once done, its keys come first.
    if let Some(analysis) = analysis {
        let done = matches!(analysis, Analysis::Done(_));
        let reviewing =
            |h: &keys::KeyHint| matches!(h.command, Command::NextMistake | Command::ShowBest);
        hints.retain(|h| match h.command {
            Command::Review => matches!(analysis, Analysis::Idle),
            _ => done || !reviewing(h),
        });
        for h in hints.iter_mut().filter(|h| reviewing(h)) {
            h.rank = 1;
        }
        hints.sort_by_key(|h| (h.always, h.rank, !reviewing(h)));
    }
    hints
}
