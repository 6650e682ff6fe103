//! Perft: the number of legal action sequences of a given length, as `docs/perft.md` defines
//! it (placing or setting aside a leather patch won is part of the action that won it), and its
//! divide, for cross-checking the move generator against other engines.

use super::action::Action;
use super::compact::Move;
use super::game::{Game, Phase};
use super::patch::PatchId;

impl Game {
    /// Counts the legal action sequences of `depth` actions as `docs/perft.md` defines them: placing or
    /// setting aside a leather patch won is part of the action that won it.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.phase() == Phase::Over {
            return 0;
        }
        // The compact moves, one to one with the actions and in the same order, are the
        // cheapest to list and to play.
        let mut moves = Vec::new();
        self.fill_legal_moves(&mut moves);
        let mut total = 0;
        // On the last level a purchase counts 1 unless it wins a leather patch, and whether it
        // does depends on the patch bought (the time it costs), not on where it is sewn: one
        // placement of each patch is played, and its siblings are counted with it.
        let mut last: Option<(PatchId, bool)> = None;
        for m in moves {
            if let (1, Move::Patch { patch, .. }, Some((seen, false))) = (depth, m, last)
                && patch == seen
            {
                total += 1;
                continue;
            }
            let mut next = self.clone();
            next.play_move_unchecked(m);
            // A leather decision completes the same perft action: same depth.
            let leather = matches!(next.phase(), Phase::PlaceLeather(_));
            if let Move::Patch { patch, .. } = m {
                last = Some((patch, leather));
            }
            total += if leather {
                next.perft(depth)
            } else if depth == 1 {
                1
            } else {
                next.perft(depth - 1)
            };
        }
        total
    }

    /// The legal perft actions of this position, each as its main action followed by the leather
    /// decisions it includes, with the perft count at `depth - 1` after it (`depth >= 1`).
    pub fn divide(&self, depth: u32) -> Vec<(Vec<Action>, u64)> {
        let mut out = Vec::new();
        if depth == 0 || self.phase() == Phase::Over {
            return out;
        }
        self.divide_into(depth, &mut Vec::new(), &mut out);
        out
    }

    fn divide_into(&self, depth: u32, prefix: &mut Vec<Action>, out: &mut Vec<(Vec<Action>, u64)>) {
        for action in self.legal_actions() {
            let mut next = self.clone();
            next.play_unchecked(action);
            prefix.push(action);
            if matches!(next.phase(), Phase::PlaceLeather(_)) {
                next.divide_into(depth, prefix, out);
            } else {
                out.push((prefix.clone(), next.perft(depth - 1)));
            }
            prefix.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{LeatherLayout, Setup, Variant};

    /// Perft the slow, obvious way: every action built and played.
    fn perft_by_actions(game: &Game, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        game.legal_actions()
            .into_iter()
            .map(|action| {
                let mut next = game.clone();
                next.play_unchecked(action);
                if matches!(next.phase(), Phase::PlaceLeather(_)) {
                    perft_by_actions(&next, depth)
                } else {
                    perft_by_actions(&next, depth - 1)
                }
            })
            .sum()
    }

    #[test]
    fn perft_agrees_with_playing_every_action_through_whole_games() {
        let mut leather_positions = 0;
        for (variant, seed) in [(Variant::Classic, 4), (Variant::Express, 9)] {
            let mut game = Game::new(&Setup::random(variant, LeatherLayout::Revised, seed))
                .expect("valid set-up");
            let mut ply = 0_usize;
            while !game.is_over() {
                let depth = if ply.is_multiple_of(4) { 2 } else { 1 };
                let naive = perft_by_actions(&game, depth);
                assert_eq!(
                    game.perft(depth),
                    naive,
                    "{variant:?} seed {seed} ply {ply}"
                );
                // Count the positions where some purchase or advance wins a leather patch.
                leather_positions += usize::from(game.legal_actions().into_iter().any(|a| {
                    let mut next = game.clone();
                    next.play_unchecked(a);
                    matches!(next.phase(), Phase::PlaceLeather(_))
                }));
                let moves = game.legal_actions();
                game.play_unchecked(moves[(ply * 7 + 3) % moves.len()]);
                ply += 1;
            }
        }
        assert!(leather_positions >= 4, "the games cross leather spaces");
    }
}
