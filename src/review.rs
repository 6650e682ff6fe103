//! Game review: what every step of a game cost its player, and an accuracy per player.
//! `patchwork review` prints it; the replay viewer drives the same [`Analyzer`] on a worker
//! thread. The contract of the figures is `docs/review.md`.
//!
//! - **A look at each position** (`look.rs`): the best few steps the mover could have taken
//!   instead of the one played, each valued by what the position it leads to is worth: the
//!   learned value ([`crate::bot::value`]) searched a few steps deep by the lookahead
//!   ([`crate::bot::lookahead`]), deeper as the budget allows; near the end, the endgame
//!   solver's proofs.
//! - **The figures, from the end back** (`chain.rs`): a position is worth the best of its step
//!   played (worth what the next position is worth) and the other steps looked at. So the step
//!   played lost exactly the difference it made, the expected margin moves only where someone
//!   lost something, and the best step and the step played are valued alike.
//! - **Classes** ([`Class`]) by the win probability and the points lost, whichever is worse;
//!   where two looks of different depths disagree on the class even after a deeper look, the
//!   step is [`Class::Unclear`], with the range of points found.
//!
//! Nothing is random: the same game and budget give the same review on every machine.
//!
//! ```
//! use patchwork::bot::{Budget, Stop};
//! use patchwork::history::History;
//! use patchwork::record::PlayerInfo;
//! use patchwork::review::{Analyzer, Settings};
//! use patchwork::rules::{Action, LeatherLayout, Setup, Variant};
//!
//! let setup = Setup::random(Variant::Express, LeatherLayout::Revised, 7);
//! let players = [PlayerInfo::human("Ada"), PlayerInfo::human("Ben")];
//! let mut history = History::new(setup, players).unwrap();
//! history.play(Action::Advance).unwrap();
//! let settings = Settings { budget: Budget::iterations(200), seed: 1 };
//! let mut analyzer = Analyzer::new(&history, settings);
//! let review = analyzer.run(2, &Stop::new(), |_| {}).unwrap();
//! assert_eq!(review.steps.len(), 1);
//! let step = &review.steps[0];
//! assert!((step.before.win[0] + step.before.win[1] - 1.0).abs() < 1e-9);
//! // The margin moves across the step by exactly what it lost.
//! let mover = step.player;
//! let moved = step.before.margin_for(mover) - step.after.margin_for(mover);
//! assert!((moved - step.points_lost).abs() < 0.01);
//! ```

mod analyzer;
#[cfg(feature = "tui")]
pub mod cache;
mod chain;
pub mod look;
mod position;
mod step;

pub use analyzer::{Analyzer, Progress};
pub use position::Position;
pub use step::{Class, Review, StepReview, accuracy, move_accuracy};

use crate::bot::Budget;

/// The version of the analysis: part of every cache key, raised whenever the figures would
/// change for the same game and settings. Its history is in docs/review.md.
pub const VERSION: u32 = 9;

/// The folder of the data directory the cache of reviews lives in, beside `games`.
pub const CACHE_FOLDER: &str = "reviews";

/// Win probability lost up to which a step can be [`Class::Excellent`].
pub const EXCELLENT: f64 = 0.02;
/// Win probability lost up to which a step can be [`Class::Good`].
pub const GOOD: f64 = 0.05;
/// Win probability lost up to which a step can be an [`Class::Inaccuracy`].
pub const INACCURACY: f64 = 0.10;
/// Win probability lost up to which a step can be a [`Class::Mistake`].
pub const MISTAKE: f64 = 0.20;
/// Points lost up to which a step can be [`Class::Excellent`].
pub const EXCELLENT_POINTS: f64 = 0.5;
/// Points lost up to which a step can be [`Class::Good`].
pub const GOOD_POINTS: f64 = 1.0;
/// Points lost up to which a step can be an [`Class::Inaccuracy`].
pub const INACCURACY_POINTS: f64 = 2.5;
/// Points lost up to which a step can be a [`Class::Mistake`]; above, a [`Class::Blunder`].
pub const MISTAKE_POINTS: f64 = 5.0;
/// What a point lost counts as, in win probability, for a step's accuracy: about what a point
/// is worth in a close game.
pub const POINT_AS_WIN: f64 = 0.04;

/// The default budget of a position: lookahead nodes (the solver gets a multiple near the
/// end), so a review is the same on every machine.
pub const DEFAULT_BUDGET: Budget = Budget::iterations(DEFAULT_NODES);

/// The lookahead nodes of [`DEFAULT_BUDGET`].
pub const DEFAULT_NODES: u64 = 20_000;

/// How a review searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The budget of each position's look: lookahead nodes (`iterations`) and, or, time.
    pub budget: Budget,
    /// Kept for the command line's `--seed`: since version 9 nothing is random, and the seed
    /// changes nothing.
    pub seed: u64,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            budget: DEFAULT_BUDGET,
            seed: 0,
        }
    }
}

/// The analysis was stopped (its [`Stop`](crate::bot::Stop) raised) before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the analysis was stopped")]
pub struct Stopped;

#[cfg(test)]
mod tests {
    use super::analyzer::fnv1a;
    use super::*;
    use crate::bot::value::win_chance;
    use crate::rules::Variant;

    #[test]
    fn classes_take_the_worse_of_the_win_and_the_points_lost() {
        let cases = [
            (0.0, 0.0, Class::Best),
            (0.0, 0.01, Class::Excellent),
            (0.02, 0.5, Class::Excellent),
            (0.0201, 0.0, Class::Good),
            (0.0, 0.51, Class::Good),
            (0.05, 1.0, Class::Good),
            (0.0501, 0.0, Class::Inaccuracy),
            (0.0, 2.5, Class::Inaccuracy),
            (0.10, 0.0, Class::Inaccuracy),
            (0.1001, 0.0, Class::Mistake),
            (0.0, 5.0, Class::Mistake),
            (0.0, 5.01, Class::Blunder),
            (0.2001, 0.0, Class::Blunder),
            // A decided game: no win chance lost, ten points lost.
            (0.0, 10.0, Class::Blunder),
        ];
        for (won, lost, class) in cases {
            assert_eq!(Class::of(won, lost), class, "{won} {lost}");
        }
        assert_eq!(Class::Blunder.mark(), "??");
        assert_eq!(Class::Mistake.mark(), "?");
        assert_eq!(Class::Inaccuracy.mark(), "?!");
        assert_eq!(Class::Good.mark(), "");
        assert_eq!(Class::Unclear.mark(), "");
    }

    #[test]
    fn accuracy_weighs_a_blunder_heavily() {
        assert!((move_accuracy(0.0) - 100.0).abs() < 0.001);
        assert!(move_accuracy(0.2) < 45.0 && move_accuracy(0.2) > 35.0);
        assert!(move_accuracy(1.0) < 1.0);
        let mut steps = vec![100.0; 20];
        assert_eq!(accuracy(&steps).map(f64::round), Some(100.0));
        steps.push(move_accuracy(0.5));
        let plain = steps.iter().sum::<f64>() / 21.0;
        let weighted = accuracy(&steps).unwrap_or(100.0);
        assert!(weighted < plain - 5.0, "{weighted} vs {plain}");
        assert_eq!(accuracy(&[]), None);
    }

    #[test]
    fn a_lead_is_surer_the_less_time_is_left() {
        assert!((win_chance(Variant::Classic, 0.0, 50) - 0.5).abs() < 1e-9);
        assert!(win_chance(Variant::Classic, 5.0, 10) > win_chance(Variant::Classic, 5.0, 60));
        assert!(win_chance(Variant::Express, -5.0, 10) < win_chance(Variant::Express, -5.0, 60));
        for spaces in [0, 20, 100] {
            let mut last = 0.0;
            for m in -40..=40 {
                let p = win_chance(Variant::Classic, f64::from(m), spaces);
                assert!(p >= last && p > 0.0 && p < 1.0, "{m} {spaces}");
                last = p;
            }
        }
    }

    #[test]
    fn an_analyzer_can_move_to_a_worker_thread() {
        fn send<T: Send + 'static>() {}
        send::<Analyzer>();
        send::<Review>();
        #[cfg(feature = "tui")]
        send::<cache::Cache>();
    }

    #[test]
    fn the_hash_is_stable() {
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
