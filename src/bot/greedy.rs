//! The greedy bot: one ply, a static evaluation, well under a millisecond a move.
//!
//! It values every legal action by what it gains and costs now and later, in end-of-game
//! points (the heuristic and its weights are documented in `src/bot/eval.rs`):
//! `2 x cells + income x income spaces ahead - cost - time spent`, plus 2 for a leather patch
//! won, the 7x7 bonus, and how fillable the quilt stays (isolated holes, corridor ends, edges
//! between empty and covered cells). Advancing is worth 0 (a button per space, a space of time
//! per space) plus any leather it wins. It plays the best; ties go to the first in the core's
//! order, so it is deterministic. Leather goes on the cell that keeps the quilt most fillable.

use super::eval::{best_leather_cell, scored_moves};
use super::{Bot, BotError, BotKind, Budget, Stop, complete_step};
use crate::rules::{Action, Cell, Game, Phase};

/// One-ply player with a static evaluation.
#[derive(Clone, Debug, Default)]
pub struct Greedy;

impl Greedy {
    /// The greedy bot. It is deterministic: the seed is accepted for a uniform interface and
    /// ignored.
    pub fn new(_seed: u64) -> Self {
        Self
    }
}

impl Bot for Greedy {
    fn kind(&self) -> BotKind {
        BotKind::Greedy
    }

    fn choose_until(
        &mut self,
        game: &Game,
        _budget: Budget,
        _stop: &Stop,
    ) -> Result<Vec<Action>, BotError> {
        let first = match game.phase() {
            Phase::Over => return Err(BotError::GameOver),
            Phase::PlaceLeather(_) => None,
            Phase::Turn(_) => scored_moves(game, 1)
                .first()
                .and_then(|&(m, _)| m.to_action(game.variant())),
        };
        complete_step(game, first, |g| {
            let cell = g.to_move().and_then(|p| best_leather_cell(g, p));
            Action::Leather(cell.map(Cell::from_index))
        })
    }
}
