//! Game review: the strong bot's view of every position of a game, what each step cost, and an
//! accuracy per player. `patchwork review` prints it; the replay viewer drives the same
//! [`Analyzer`] on a worker thread. The contract of the figures is `docs/review.md`.
//!
//! - A **position** ([`Position`]) is the game before a step (as [`History`](crate::history::History) counts steps: a
//!   turn with its leather decisions) or after the last one. The strong bot searches it (one
//!   thread, its own seed derived from the settings' seed and the position's number) and
//!   reports each player's **win probability** and the **expected margin** (player 0's final
//!   score minus player 1's) from the playouts through its best move; a finished game is exact;
//!   a position with one legal turn is judged by the position that turn leads to.
//! - **Near the end** the endgame solver proves positions exactly. A sampled position right
//!   before a proved one (a *seam*) is tried again by the solver with a larger budget, so
//!   proofs chain back from the end; the sampled positions just before the first proof take
//!   the search's offset there, in margin and win probability (`docs/review.md`).
//! - A **step** ([`StepReview`]) compares the position before it with the one after it, both
//!   from the side of the player who took it (turns do not alternate: the mover after a step
//!   may be the same player): the win probability and the points it gave away against the
//!   bot's best move, and a [`Class`] by the win probability lost.
//! - A **review** ([`Review`]) is every step and each player's [`accuracy`].
//!
//! With an iteration budget the figures depend only on the game, the budget and the seed, on
//! any machine and with any number of workers.
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
//! assert!(step.win_lost >= 0.0);
//! ```
//!
//! A viewer runs it on a worker thread and hears of each position as it is found; raising the
//! [`Stop`](crate::bot::Stop) (the viewer closes) ends the work within milliseconds:
//!
//! ```
//! use std::sync::mpsc;
//! use patchwork::bot::{Budget, Stop};
//! use patchwork::history::History;
//! use patchwork::record::PlayerInfo;
//! use patchwork::review::{Analyzer, Settings};
//! use patchwork::rules::{Action, LeatherLayout, Setup, Variant};
//!
//! let setup = Setup::random(Variant::Express, LeatherLayout::Revised, 3);
//! let players = [PlayerInfo::human("Ada"), PlayerInfo::human("Ben")];
//! let mut history = History::new(setup, players).unwrap();
//! history.play(Action::Advance).unwrap();
//! let mut analyzer = Analyzer::new(&history, Settings { budget: Budget::iterations(100), seed: 0 });
//! let (tx, rx) = mpsc::channel();
//! let stop = Stop::new();
//! let worker_stop = stop.clone();
//! let worker = std::thread::spawn(move || {
//!     // The step shown first, then the rest of the game, one thread each.
//!     let _ = analyzer.step(0, &worker_stop);
//!     let review = analyzer.run(1, &worker_stop, |p| {
//!         let _ = tx.send((p.index, p.position.win[0], p.done, p.total));
//!     });
//!     (analyzer, review)
//! });
//! let (analyzer, review) = worker.join().unwrap();
//! let review = review.unwrap();
//! assert_eq!(review.graph().len(), 2);
//! assert_eq!(analyzer.done(), 2);
//! drop(stop); // raising it instead would have ended the work early
//! assert!(rx.try_iter().count() <= 2);
//! ```

mod analyzer;
#[cfg(feature = "tui")]
pub mod cache;
mod position;
mod proved;
mod step;

pub use analyzer::{Analyzer, Progress, SEAM_SPACES};
pub use position::{
    CALIBRATION_BIAS, CALIBRATION_LOGIT, CALIBRATION_MARGIN, Compared, Position, calibrated,
    evaluate,
};
pub use step::{Class, Review, StepReview, accuracy, move_accuracy};

use crate::bot::Budget;

/// The version of the analysis: part of every cache key, raised whenever the figures would
/// change for the same game and settings (the search, the calibration, the rules of a class).
///
/// Version 2: positions near the end proved by the endgame solver are exact (`exact` in
/// `--json`), and a step is always judged by the position after it (never by a barely visited
/// root move of the search before it). Version 3: where the solver proved the best turn, its
/// leather patches go where the solver put them (`best` in `--json`), and a step that took the
/// best turn with other leather is judged by the position after it, not called the best.
/// Version 4: a proved line is also found where one of the search's turns could not be valued
/// but is shown no better than the best proved one, and the solver keeps its table from the
/// position's own attempt for them. Version 5: where a sampled position's step leads to a
/// proved one, the solver tries again with four times its budget to prove the sampled one,
/// wherever it is (a seam: a search's average set against a proof had made a 2-point step a
/// 14.5-point one). Version 6: a forced position takes the final figures of the position its
/// turn leads to, seams chain back from the end through forced positions and seams, with
/// eight times the solver's budget and a larger table, a proved line is a seam too, and the
/// sampled positions just before a proved one are corrected by how far the search is off
/// there, fading over three steps (a step before a forced advance had been called 10 points
/// lost against a search's average where playing on says it lost nothing). Version 7: the
/// correction before a proof moves the win chance by the search's own offset there too (the
/// proof's 1 or 0 less the search's calibrated win chance), where version 6 moved the playouts'
/// rate and calibrated it again: the calibration keeps a sampled position short of certainty,
/// so the losing side's step into a proof was charged 6% or more (a 1.5-point step called a
/// mistake). Version 8: a forced turn (the only legal one) that wins leather takes the final
/// figures of the position after it when its leather goes where the bot sews it, as one without
/// leather did since version 6 (it kept a search of the same game with a seed of its own, so
/// consecutive steps did not agree: +5.9 before such a step, +4.9 after); sewn elsewhere, the
/// step is judged by the position after it like any step (it was `forced`, its leather's cost
/// uncounted).
pub const VERSION: u32 = 8;

/// The folder of the data directory the cache of reviews lives in, beside `games`.
pub const CACHE_FOLDER: &str = "reviews";

/// Win probability lost up to which a step is [`Class::Excellent`].
pub const EXCELLENT: f64 = 0.02;
/// Win probability lost up to which a step is [`Class::Good`].
pub const GOOD: f64 = 0.05;
/// Win probability lost up to which a step is an [`Class::Inaccuracy`].
pub const INACCURACY: f64 = 0.10;
/// Win probability lost up to which a step is a [`Class::Mistake`]; above it, a
/// [`Class::Blunder`].
pub const MISTAKE: f64 = 0.20;

/// The default budget of a position: 200 milliseconds.
pub const DEFAULT_BUDGET: Budget = Budget::millis(200);

/// How a review searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The budget of each position's search (one thread).
    pub budget: Budget,
    /// The seed the positions' seeds derive from.
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

    #[test]
    fn classes_follow_the_stated_thresholds() {
        let cases = [
            (0.0, Class::Excellent),
            (0.02, Class::Excellent),
            (0.0201, Class::Good),
            (0.05, Class::Good),
            (0.0501, Class::Inaccuracy),
            (0.10, Class::Inaccuracy),
            (0.1001, Class::Mistake),
            (0.20, Class::Mistake),
            (0.2001, Class::Blunder),
            (1.0, Class::Blunder),
        ];
        for (lost, class) in cases {
            assert_eq!(Class::of(lost), class, "{lost}");
        }
        assert_eq!(Class::Blunder.mark(), "??");
        assert_eq!(Class::Mistake.mark(), "?");
        assert_eq!(Class::Inaccuracy.mark(), "?!");
        assert_eq!(Class::Good.mark(), "");
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
    fn the_calibration_is_a_probability_rising_with_the_rate_and_the_margin() {
        let mut last = 0.0;
        for i in 0..=100 {
            let p = calibrated(f64::from(i) / 100.0, 0.0);
            assert!(p > 0.0 && p < 1.0 && p >= last, "{i}: {p}");
            last = p;
        }
        assert!(calibrated(0.5, 10.0) > calibrated(0.5, 0.0));
        assert!(calibrated(0.5, -10.0) < calibrated(0.5, 0.0));
        assert!(calibrated(1.0, 40.0) > 0.99 && calibrated(0.0, -40.0) < 0.01);
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
