//! One step of a review and the whole game: the cost of each step ([`StepReview`]), its
//! [`Class`], and each player's accuracy ([`Review`], [`accuracy`]).

use super::{Compared, EXCELLENT, GOOD, INACCURACY, MISTAKE, Position};
use crate::history::Step;
use crate::rules::{Action, Game, Move, Player};

/// How a step is judged, by the win probability it lost (see the thresholds [`EXCELLENT`],
/// [`GOOD`], [`INACCURACY`], [`MISTAKE`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    /// The bot's own choice.
    Best,
    /// Lost at most 2%.
    Excellent,
    /// Lost more than 2%, at most 5%.
    Good,
    /// Lost more than 5%, at most 10%.
    Inaccuracy,
    /// Lost more than 10%, at most 20%.
    Mistake,
    /// Lost more than 20%.
    Blunder,
    /// The only legal turn: not judged.
    Forced,
}

impl Class {
    /// Every class, in order.
    pub const ALL: [Self; 7] = [
        Self::Best,
        Self::Excellent,
        Self::Good,
        Self::Inaccuracy,
        Self::Mistake,
        Self::Blunder,
        Self::Forced,
    ];

    /// The class of a step that is not the bot's choice and lost `win_lost` (0 to 1).
    pub fn of(win_lost: f64) -> Self {
        if win_lost <= EXCELLENT {
            Self::Excellent
        } else if win_lost <= GOOD {
            Self::Good
        } else if win_lost <= INACCURACY {
            Self::Inaccuracy
        } else if win_lost <= MISTAKE {
            Self::Mistake
        } else {
            Self::Blunder
        }
    }

    /// The name `--json` prints.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Best => "best",
            Self::Excellent => "excellent",
            Self::Good => "good",
            Self::Inaccuracy => "inaccuracy",
            Self::Mistake => "mistake",
            Self::Blunder => "blunder",
            Self::Forced => "forced",
        }
    }

    /// The mark a move list shows: `?!`, `?`, `??` for an inaccuracy, a mistake, a blunder.
    pub const fn mark(self) -> &'static str {
        match self {
            Self::Inaccuracy => "?!",
            Self::Mistake => "?",
            Self::Blunder => "??",
            _ => "",
        }
    }

    /// Whether it is an inaccuracy, a mistake or a blunder.
    pub const fn is_error(self) -> bool {
        matches!(self, Self::Inaccuracy | Self::Mistake | Self::Blunder)
    }
}

/// One step reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct StepReview {
    /// The step's number, from 0 (position `index` is before it, `index + 1` after).
    pub index: usize,
    /// Who took it.
    pub player: Player,
    /// The actions played: the turn, then its leather decisions.
    pub played: Vec<Action>,
    /// The bot's best step in the position before: its best turn, leather placed as the bot
    /// places it.
    pub best: Vec<Action>,
    /// The position before the step.
    pub before: Position,
    /// The position after it.
    pub after: Position,
    /// The mover's win probability lost against the best move, 0 to 1, rounded to 4 decimals
    /// (0 for the best move and a forced one; never negative).
    pub win_lost: f64,
    /// The mover's expected points lost against the best move, rounded to 2 decimals (0 for
    /// the best move and a forced one; never negative).
    pub points_lost: f64,
    /// What the played step's figures came from.
    pub compared: Compared,
    /// The playouts behind the played step's figures (0 when exact or not compared).
    pub played_playouts: u64,
    /// The judgement.
    pub class: Class,
}

/// Whether `played` and `best`, each played from `game`, lead to the same game up to a turn or
/// a mirror image of each quilt ([`Game::same_up_to_symmetry`]).
fn equivalent(game: &Game, played: &[Action], best: &[Action]) -> bool {
    if best.is_empty() || played.is_empty() {
        return false;
    }
    let after = |actions: &[Action]| {
        let mut g = game.clone();
        actions.iter().all(|&a| g.play(a).is_ok()).then_some(g)
    };
    match (after(played), after(best)) {
        (Some(a), Some(b)) => a.same_up_to_symmetry(&b),
        _ => false,
    }
}

/// Rounds to `places` decimals.
pub(super) fn round(x: f64, places: i32) -> f64 {
    let k = 10f64.powi(places);
    (x * k).round() / k
}

impl StepReview {
    /// Judges `step`, taken in `game` (position `index`), from the positions before and after.
    pub fn new(
        index: usize,
        game: &Game,
        step: &Step,
        before: &Position,
        after: &Position,
    ) -> Self {
        let p = step.player;
        let played_move = step
            .actions
            .first()
            .and_then(|&a| Move::from_action(game.variant(), a));
        let best = super::position::best_step(game, before);
        // Where the solver placed the best turn's leather, the step is the best only with the
        // same leather; elsewhere the turn decides (the bot's own placement is no verdict).
        // A forced position is evaluated after its turn with the bot's leather, so there the
        // leather decides too (version 8).
        let same = if before.best_leather.is_empty() && !before.forced {
            played_move.is_some() && played_move == before.best
        } else {
            step.actions == best
        };
        // The best step turned or mirrored on the quilt is the best step too (version 5): the
        // two games it leads to are worth the same, whatever two searches say of them.
        let same = same || equivalent(game, &step.actions, &best);
        // A forced turn costs nothing, unless the leather it won went elsewhere than the bot
        // would sew it: then it is judged like any step, by the position after it.
        let forced = before.forced && (step.actions.len() == 1 || same);
        let (win_lost, points_lost, class, compared, played_playouts) = if forced {
            (0.0, 0.0, Class::Forced, Compared::Nothing, 0)
        } else if same {
            (0.0, 0.0, Class::Best, Compared::Nothing, 0)
        } else {
            // The position after the step, searched with the whole budget (or exact), which is
            // also the next step's position before: consecutive steps agree by construction.
            let (win, margin, compared, n) = (
                after.win_for(p),
                after.margin_for(p),
                Compared::After,
                after.playouts,
            );
            let w = round((before.win_for(p) - win).clamp(0.0, 1.0), 4);
            let pts = round((before.margin_for(p) - margin).max(0.0), 2);
            (w, pts, Class::of(w), compared, n)
        };
        Self {
            index,
            player: p,
            played: step.actions.clone(),
            best,
            before: before.clone(),
            after: after.clone(),
            win_lost,
            points_lost,
            compared,
            played_playouts,
            class,
        }
    }

    /// The step's accuracy, 0 to 100 (see [`move_accuracy`]); `None` for a forced step.
    pub fn accuracy(&self) -> Option<f64> {
        (self.class != Class::Forced).then(|| move_accuracy(self.win_lost))
    }
}

/// A step's accuracy from the win probability it lost (0 to 1), as lichess computes it:
/// `103.1668 x exp(-0.04354 x L) - 3.1669` with `L` the loss in percentage points, clamped
/// to 0..100. Nothing lost gives 100; 10% lost about 64; 20% lost about 40; 50% lost 8.
pub fn move_accuracy(win_lost: f64) -> f64 {
    let l = 100.0 * win_lost.clamp(0.0, 1.0);
    (103.166_8 * (-0.043_54 * l).exp() - 3.166_9).clamp(0.0, 100.0)
}

/// A player's accuracy over a game from their steps' accuracies: the mean of the arithmetic
/// mean and the harmonic mean (each accuracy counted as at least 1), so one bad step weighs far
/// more than in a plain mean. `None` without steps.
#[allow(clippy::cast_precision_loss)] // step counts stay far below 2^52
pub fn accuracy(steps: &[f64]) -> Option<f64> {
    if steps.is_empty() {
        return None;
    }
    let n = steps.len() as f64;
    let mean = steps.iter().sum::<f64>() / n;
    let harmonic = n / steps.iter().map(|a| 1.0 / a.max(1.0)).sum::<f64>();
    Some(f64::midpoint(mean, harmonic))
}

/// A whole game reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// Every step, in order.
    pub steps: Vec<StepReview>,
    /// The position after the last step.
    pub last: Position,
    /// Each player's accuracy ([`accuracy`] of their steps that were not forced), rounded to
    /// one decimal; `None` for a player with no such step.
    pub accuracy: [Option<f64>; 2],
}

impl Review {
    /// How many of `player`'s steps are of `class`.
    pub fn count(&self, player: Player, class: Class) -> usize {
        self.steps
            .iter()
            .filter(|s| s.player == player && s.class == class)
            .count()
    }

    /// The steps numbers (from 0) of the inaccuracies, mistakes and blunders, for jumping
    /// from one to the next.
    pub fn errors(&self) -> Vec<usize> {
        self.steps
            .iter()
            .filter(|s| s.class.is_error())
            .map(|s| s.index)
            .collect()
    }

    /// `Player::One`'s win probability at each position, first to last: the graph.
    pub fn graph(&self) -> Vec<f64> {
        self.steps
            .iter()
            .map(|s| s.before.win[0])
            .chain([self.last.win[0]])
            .collect()
    }
}
