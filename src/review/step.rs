//! One step of a review and the whole game: the cost of each step ([`StepReview`]), its
//! [`Class`], and each player's accuracy ([`Review`], [`accuracy`]).

use super::Position;
use super::{
    EXCELLENT, EXCELLENT_POINTS, GOOD, GOOD_POINTS, INACCURACY, INACCURACY_POINTS, MISTAKE,
    MISTAKE_POINTS, POINT_AS_WIN,
};
use crate::rules::{Action, Player};

/// How a step is judged: by the win probability and the points it lost, whichever is worse
/// (see the thresholds in [`super`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    /// Nothing better was found.
    Best,
    /// Lost at most 2% and half a point.
    Excellent,
    /// Lost at most 5% and a point.
    Good,
    /// Lost at most 10% and 2.5 points.
    Inaccuracy,
    /// Lost at most 20% and 5 points.
    Mistake,
    /// Lost more than 20% or 5 points.
    Blunder,
    /// The only legal turn, its leather (if any) sewn as well as it could be: not judged.
    Forced,
    /// Two looks of different depths put the step in different classes, also after a deeper
    /// look: the analysis cannot tell, and says so with the range of points it found.
    Unclear,
}

impl Class {
    /// Every class, in order.
    pub const ALL: [Self; 8] = [
        Self::Best,
        Self::Excellent,
        Self::Good,
        Self::Inaccuracy,
        Self::Mistake,
        Self::Blunder,
        Self::Forced,
        Self::Unclear,
    ];

    /// The class of a step that lost `win_lost` (0 to 1) and `points_lost`, both at least 0:
    /// the worse of its class by each. Losing nothing is [`Class::Best`].
    pub fn of(win_lost: f64, points_lost: f64) -> Self {
        if win_lost <= 0.0 && points_lost <= 0.0 {
            return Self::Best;
        }
        let by_win = if win_lost <= EXCELLENT {
            Self::Excellent
        } else if win_lost <= GOOD {
            Self::Good
        } else if win_lost <= INACCURACY {
            Self::Inaccuracy
        } else if win_lost <= MISTAKE {
            Self::Mistake
        } else {
            Self::Blunder
        };
        let by_points = if points_lost <= EXCELLENT_POINTS {
            Self::Excellent
        } else if points_lost <= GOOD_POINTS {
            Self::Good
        } else if points_lost <= INACCURACY_POINTS {
            Self::Inaccuracy
        } else if points_lost <= MISTAKE_POINTS {
            Self::Mistake
        } else {
            Self::Blunder
        };
        by_win.max(by_points)
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
            Self::Unclear => "unclear",
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
    /// The best step found in the position before: the one played when nothing better was
    /// found.
    pub best: Vec<Action>,
    /// The position before the step.
    pub before: Position,
    /// The position after it.
    pub after: Position,
    /// The mover's win probability lost against the best step, 0 to 1, rounded to 4 decimals.
    pub win_lost: f64,
    /// The mover's expected points lost against the best step, at least 0, rounded to 2
    /// decimals: exactly the mover's margin before the step less their margin after it.
    pub points_lost: f64,
    /// The judgement.
    pub class: Class,
    /// For an [`Class::Unclear`] step, the least and the most points lost the looks found.
    pub range: Option<(f64, f64)>,
}

impl StepReview {
    /// The step's accuracy, 0 to 100 (see [`move_accuracy`]); `None` for a forced step.
    pub fn accuracy(&self) -> Option<f64> {
        (self.class != Class::Forced).then(|| move_accuracy(self.severity()))
    }

    /// What the step lost as a share of a win: the win probability lost, or
    /// [`POINT_AS_WIN`] for each point lost, whichever is more (so a decided game's lost
    /// points still count).
    pub fn severity(&self) -> f64 {
        self.win_lost.max(POINT_AS_WIN * self.points_lost).min(1.0)
    }
}

/// A step's accuracy from what it lost as a share of a win (0 to 1), as lichess computes it
/// from the win probability: `103.1668 x exp(-0.04354 x L) - 3.1669` with `L` in percentage
/// points, clamped to 0..100. Nothing lost gives 100; 10% about 64; 20% about 40; 50% 8.
pub fn move_accuracy(lost: f64) -> f64 {
    let l = 100.0 * lost.clamp(0.0, 1.0);
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

/// Rounds to `places` decimals.
pub(super) fn round(x: f64, places: i32) -> f64 {
    let k = 10f64.powi(places);
    (x * k).round() / k
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

    /// `Player::One`'s expected margin at each position, first to last.
    pub fn margins(&self) -> Vec<f64> {
        self.steps
            .iter()
            .map(|s| s.before.margin)
            .chain([self.last.margin])
            .collect()
    }
}
