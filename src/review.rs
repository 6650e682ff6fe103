//! Game review: the strong bot's view of every position of a game, what each step cost, and an
//! accuracy per player. `patchwork review` prints it; the replay viewer drives the same
//! [`Analyzer`] on a worker thread. The contract of the figures is `docs/review.md`.
//!
//! - A **position** ([`Position`]) is the game before a step (as [`History`] counts steps: a
//!   turn with its leather decisions) or after the last one. The strong bot searches it (one
//!   thread, its own seed derived from the settings' seed and the position's number) and
//!   reports each player's **win probability** and the **expected margin** (player 0's final
//!   score minus player 1's) from the playouts through its best move; a finished game is exact;
//!   a position with one legal turn is judged by the position that turn leads to.
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
//! [`Stop`] (the viewer closes) ends the work within milliseconds:
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

pub mod cache;

use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use crate::bot::{Budget, Stop, Strong};
use crate::history::{History, Step};
use crate::rules::{Action, Game, Move, Phase, Player, Variant};

/// The version of the analysis: part of every cache key, raised whenever the figures would
/// change for the same game and settings (the search, the calibration, the rules of a class).
pub const VERSION: u32 = 1;

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

/// The analysis was stopped (its [`Stop`] raised) before it finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the analysis was stopped")]
pub struct Stopped;

/// The strong bot's view of one position. Figures are from player 0's side where a side is
/// needed (`margin`), and per player where each has one (`win`).
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    /// Who moves; `None` once the game is over.
    pub mover: Option<Player>,
    /// Each player's win probability (calibrated, see [`calibrated`]); they sum to 1.
    pub win: [f64; 2],
    /// The uncalibrated playout win rate of player 0 (for calibration tools).
    pub raw_win: f64,
    /// The expected final score of player 0 minus player 1, in points.
    pub margin: f64,
    /// The bot's best turn; `None` once the game is over.
    pub best: Option<Move>,
    /// Whether the mover had only one legal turn (the figures are then those of the position
    /// it leads to).
    pub forced: bool,
    /// Search iterations behind the figures (0 for a finished game).
    pub iterations: u64,
    /// Playouts through the best move, the sample the figures are means of (0 for a finished
    /// game).
    pub playouts: u64,
    /// The move played from here, as the same search saw it, when it was one of the search's
    /// root moves and not the best one.
    pub played: Option<Alternative>,
}

/// A root move of a search other than the best, with its own figures from the side of the
/// player to move (the same search as the best move's, so the two compare without the noise of
/// a second search).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Alternative {
    /// The move.
    pub mv: Move,
    /// The mover's win probability after it (calibrated as the position's).
    pub win: f64,
    /// The mover's expected margin after it, in points.
    pub margin: f64,
    /// Playouts through it.
    pub playouts: u64,
}

/// The fewest playouts through the move played for its own figures in the search before it to
/// judge the step ([`Compared::Search`]); with fewer, the position after the step judges it.
pub const MIN_PLAYOUTS: u64 = 200;

/// What a step's cost was measured against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Compared {
    /// Nothing: the step was the best move, or forced.
    Nothing,
    /// The played move's own playouts in the search of the position before (at least
    /// [`MIN_PLAYOUTS`]).
    Search,
    /// The evaluation of the position after the step.
    After,
}

impl Compared {
    /// The name `--json` prints (`null` for [`Compared::Nothing`]).
    pub const fn name(self) -> Option<&'static str> {
        match self {
            Self::Nothing => None,
            Self::Search => Some("search"),
            Self::After => Some("after"),
        }
    }
}

impl Position {
    /// `player`'s win probability.
    pub fn win_for(&self, player: Player) -> f64 {
        self.win[player.index()]
    }

    /// The expected margin from `player`'s side: their score minus the other's.
    pub fn margin_for(&self, player: Player) -> f64 {
        match player {
            Player::One => self.margin,
            Player::Two => -self.margin,
        }
    }

    /// Whether the figures are exact: the game is over.
    pub fn is_exact(&self) -> bool {
        self.mover.is_none()
    }

    /// A finished game's exact figures.
    fn over(game: &Game) -> Self {
        let margin = f64::from(game.score(Player::One).total - game.score(Player::Two).total);
        let p0 = if game.winner() == Some(Player::One) {
            1.0
        } else {
            0.0
        };
        Self {
            mover: None,
            win: [p0, 1.0 - p0],
            raw_win: p0,
            margin,
            best: None,
            forced: false,
            iterations: 0,
            playouts: 0,
            played: None,
        }
    }
}

/// Weight of the logit of the raw playout win rate in [`calibrated`].
pub const CALIBRATION_LOGIT: f64 = 0.3905;
/// Weight of the expected margin (points) in [`calibrated`].
pub const CALIBRATION_MARGIN: f64 = 0.1521;
/// The constant term of [`calibrated`]: the player to move wins a little less often than the
/// playouts say.
pub const CALIBRATION_BIAS: f64 = -0.2993;

/// Maps the playouts' raw win rate and expected margin, both from the side of the player to
/// move, to that player's win probability:
/// `sigmoid(0.3905 x logit(raw) + 0.1521 x margin - 0.2993)`, the raw rate clamped to
/// 0.005..0.995. The weights are a logistic regression fitted on 2,162 positions of 64
/// strong-against-strong games (`examples/calibrate.rs`, seed 101); the README's calibration
/// table checks it on other games. The raw rate alone is too sure of itself at both ends.
pub fn calibrated(raw_win: f64, margin: f64) -> f64 {
    let p = raw_win.clamp(0.005, 0.995);
    let x =
        CALIBRATION_LOGIT * (p / (1.0 - p)).ln() + CALIBRATION_MARGIN * margin + CALIBRATION_BIAS;
    1.0 / (1.0 + (-x).exp())
}

/// The seed of position `index`'s search.
fn position_seed(seed: u64, index: usize) -> u64 {
    seed ^ (index as u64)
        .wrapping_add(1)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Evaluates `game` as position `index` of a review: a search of `settings.budget` on one
/// thread, seeded from `settings.seed` and `index`. A position with one legal turn (or a
/// leather decision waiting) is played on with the bot's choices and judged by where it
/// leads. `played`, the turn taken from here if known, gets its own figures from the same
/// search when it is one of its root moves ([`Position::played`]).
///
/// # Errors
/// [`Stopped`] when `stop` is raised before the search ends (within milliseconds).
pub fn evaluate(
    game: &Game,
    settings: &Settings,
    index: usize,
    played: Option<Move>,
    stop: &Stop,
) -> Result<Position, Stopped> {
    let mover = game.to_move();
    let mut position = game.clone();
    let mut forced_move = None;
    // Play on while there is no choice to make.
    loop {
        if stop.is_raised() {
            return Err(Stopped);
        }
        match position.phase() {
            Phase::Over => {
                return Ok(Position {
                    mover,
                    best: forced_move,
                    forced: forced_move.is_some(),
                    ..Position::over(&position)
                });
            }
            Phase::PlaceLeather(_) => {
                // Only a partial step waits for leather; the bot places it.
                let leather = first_leather(&position).ok_or(Stopped)?;
                position.play_unchecked(leather);
            }
            Phase::Turn(_) => {
                let legal = position.legal_moves();
                let [only] = legal[..] else { break };
                forced_move.get_or_insert(only);
                for action in Strong::step_of(&position, only).unwrap_or_default() {
                    position.play_unchecked(action);
                }
            }
        }
    }
    let played = if forced_move.is_some() { None } else { played };
    let searched = search(&position, settings, index, played, stop)?;
    Ok(Position {
        mover,
        best: forced_move.or(searched.best),
        forced: forced_move.is_some(),
        ..searched
    })
}

/// Searches `game`, which waits for a turn, and gives its figures (see [`evaluate`]).
fn search(
    game: &Game,
    settings: &Settings,
    index: usize,
    played: Option<Move>,
    stop: &Stop,
) -> Result<Position, Stopped> {
    let mover = game.to_move().ok_or(Stopped)?;
    let mut bot = Strong::new(position_seed(settings.seed, index)).with_threads(1);
    let report = bot.search_until(game, settings.budget, stop);
    if stop.is_raised() {
        return Err(Stopped);
    }
    let report = report.ok_or(Stopped)?;
    let figures = |k: usize| {
        let o = report.outcomes.get(k).copied().unwrap_or_default();
        let raw = o.win_rate().unwrap_or(0.5);
        let margin = o.mean_margin().unwrap_or(0.0);
        (raw, margin, o.playouts)
    };
    let (raw, margin, playouts) = figures(0);
    let alternative = played
        .filter(|&mv| mv != report.best)
        .and_then(|mv| report.root.iter().position(|r| r.0 == mv).map(|k| (mv, k)))
        .map(|(mv, k)| {
            let (raw, margin, playouts) = figures(k);
            Alternative {
                mv,
                win: calibrated(raw, margin),
                margin,
                playouts,
            }
        });
    let win = calibrated(raw, margin);
    let (win0, raw0, margin0) = match mover {
        Player::One => (win, raw, margin),
        Player::Two => (1.0 - win, 1.0 - raw, -margin),
    };
    Ok(Position {
        mover: Some(mover),
        win: [win0, 1.0 - win0],
        raw_win: raw0,
        margin: margin0,
        best: Some(report.best),
        forced: false,
        iterations: report.iterations,
        playouts,
        played: alternative,
    })
}

/// A legal leather decision in a game waiting for one (the first the core lists).
fn first_leather(game: &Game) -> Option<Action> {
    game.legal_moves()
        .first()
        .and_then(|m| m.to_action(game.variant()))
}

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

/// Rounds to `places` decimals.
fn round(x: f64, places: i32) -> f64 {
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
        let best = before
            .best
            .and_then(|m| Strong::step_of(game, m))
            .unwrap_or_default();
        let same_search = before
            .played
            .filter(|a| Some(a.mv) == played_move && a.playouts >= MIN_PLAYOUTS);
        let (win_lost, points_lost, class, compared, played_playouts) = if before.forced {
            (0.0, 0.0, Class::Forced, Compared::Nothing, 0)
        } else if played_move.is_some() && played_move == before.best {
            (0.0, 0.0, Class::Best, Compared::Nothing, 0)
        } else {
            let (win, margin, compared, n) = match same_search {
                Some(a) => (a.win, a.margin, Compared::Search, a.playouts),
                None => (
                    after.win_for(p),
                    after.margin_for(p),
                    Compared::After,
                    after.playouts,
                ),
            };
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

    /// Player 0's win probability at each position, first to last: the graph.
    pub fn graph(&self) -> Vec<f64> {
        self.steps
            .iter()
            .map(|s| s.before.win[0])
            .chain([self.last.win[0]])
            .collect()
    }
}

/// What a running analysis has done, told after each position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress<'a> {
    /// Positions evaluated (cached ones included).
    pub done: usize,
    /// Positions in all.
    pub total: usize,
    /// The number of the position just evaluated (positions finish in any order).
    pub index: usize,
    /// What it was found to be (a graph can grow as they come).
    pub position: &'a Position,
}

/// Reviews one game: evaluates its positions one by one ([`Analyzer::step`]) or all on
/// worker threads ([`Analyzer::run`]), and keeps what it found. It owns copies of the games,
/// so it can move to a worker thread; a raised [`Stop`] ends any call within milliseconds
/// with [`Stopped`], keeping what was done.
#[derive(Clone, Debug)]
pub struct Analyzer {
    settings: Settings,
    /// `games[i]` is position `i`: the game before step `i` (the last one after every step).
    games: Vec<Game>,
    steps: Vec<Step>,
    positions: Vec<Option<Position>>,
    key: String,
}

impl Analyzer {
    /// An analyzer of every complete step `history` holds, wherever its cursor is (a replay
    /// viewer's cursor moves; the steps after it are the rest of the game).
    pub fn new(history: &History, settings: Settings) -> Self {
        let steps = history.steps().to_vec();
        let games: Vec<Game> = (0..=steps.len())
            .map(|i| history.game_at(i).clone())
            .collect();
        let key = cache_key(history, &steps, settings);
        Self {
            settings,
            positions: vec![None; games.len()],
            games,
            steps,
            key,
        }
    }

    /// The settings.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// How many steps the game has.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether the game has no step.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.games[0].variant()
    }

    /// The key of this game and these settings in a [`cache`]: 16 hexadecimal digits.
    pub fn key(&self) -> &str {
        &self.key
    }

    /// Position `index` (0 to [`Analyzer::len`]), once evaluated.
    pub fn position(&self, index: usize) -> Option<&Position> {
        self.positions.get(index).and_then(Option::as_ref)
    }

    /// How many positions are evaluated.
    pub fn done(&self) -> usize {
        self.positions.iter().filter(|p| p.is_some()).count()
    }

    /// Evaluates position `index` (0 to [`Analyzer::len`]) unless it already is, on the
    /// calling thread.
    ///
    /// # Errors
    /// [`Stopped`] when `stop` is raised first, or `index` is past the last position.
    pub fn evaluate(&mut self, index: usize, stop: &Stop) -> Result<&Position, Stopped> {
        let game = self.games.get(index).ok_or(Stopped)?;
        if self.positions[index].is_none() {
            let played = played_move(game, self.steps.get(index));
            let p = evaluate(game, &self.settings, index, played, stop)?;
            self.positions[index] = Some(p);
        }
        self.positions[index].as_ref().ok_or(Stopped)
    }

    /// Reviews step `index` (from 0), evaluating the positions before and after it as needed.
    ///
    /// # Errors
    /// [`Stopped`] when `stop` is raised first, or `index` is past the last step.
    pub fn step(&mut self, index: usize, stop: &Stop) -> Result<StepReview, Stopped> {
        if index >= self.steps.len() {
            return Err(Stopped);
        }
        self.evaluate(index, stop)?;
        self.evaluate(index + 1, stop)?;
        self.step_review(index).ok_or(Stopped)
    }

    /// Step `index` reviewed, if both its positions are evaluated.
    pub fn step_review(&self, index: usize) -> Option<StepReview> {
        let step = self.steps.get(index)?;
        let before = self.position(index)?;
        let after = self.position(index + 1)?;
        Some(StepReview::new(
            index,
            &self.games[index],
            step,
            before,
            after,
        ))
    }

    /// The whole review, if every position is evaluated.
    pub fn review(&self) -> Option<Review> {
        let steps = (0..self.steps.len())
            .map(|i| self.step_review(i))
            .collect::<Option<Vec<_>>>()?;
        let last = self.position(self.steps.len())?.clone();
        let accuracy = Player::BOTH.map(|p| {
            let accs: Vec<f64> = steps
                .iter()
                .filter(|s| s.player == p)
                .filter_map(StepReview::accuracy)
                .collect();
            accuracy(&accs).map(|a| round(a, 1))
        });
        Some(Review {
            steps,
            last,
            accuracy,
        })
    }

    /// Evaluates every position not yet evaluated on `workers` threads (at least one; the
    /// caller's thread only waits), calling `progress` on the caller's thread after each, and
    /// returns the review.
    ///
    /// # Errors
    /// [`Stopped`] when `stop` is raised first; the positions evaluated so far are kept.
    pub fn run(
        &mut self,
        workers: usize,
        stop: &Stop,
        mut progress: impl FnMut(Progress<'_>),
    ) -> Result<Review, Stopped> {
        let todo: Vec<usize> = (0..self.positions.len())
            .filter(|&i| self.positions[i].is_none())
            .collect();
        let total = self.positions.len();
        let mut done = total - todo.len();
        let next = AtomicUsize::new(0);
        let (tx, rx) = mpsc::channel::<(usize, Result<Position, Stopped>)>();
        let settings = self.settings;
        let games = &self.games;
        let played: Vec<Option<Move>> = games
            .iter()
            .enumerate()
            .map(|(i, g)| played_move(g, self.steps.get(i)))
            .collect();
        let played = &played;
        let mut failed = false;
        std::thread::scope(|s| {
            for _ in 0..workers.clamp(1, todo.len().max(1)) {
                let tx = tx.clone();
                let (next, todo) = (&next, &todo);
                s.spawn(move || {
                    while !stop.is_raised() {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&i) = todo.get(k) else { break };
                        let r = evaluate(&games[i], &settings, i, played[i], stop);
                        let stopped = r.is_err();
                        if tx.send((i, r)).is_err() || stopped {
                            break;
                        }
                    }
                });
            }
            drop(tx);
            for (i, r) in rx {
                match r {
                    Ok(p) => {
                        done += 1;
                        progress(Progress {
                            done,
                            total,
                            index: i,
                            position: &p,
                        });
                        self.positions[i] = Some(p);
                    }
                    Err(Stopped) => failed = true,
                }
            }
        });
        if failed || stop.is_raised() {
            return Err(Stopped);
        }
        self.review().ok_or(Stopped)
    }

    /// The positions as found (for a cache).
    pub fn positions(&self) -> &[Option<Position>] {
        &self.positions
    }

    /// The games, position by position.
    pub fn games(&self) -> &[Game] {
        &self.games
    }

    /// Takes `positions` as the evaluation of every position, after checking that they fit
    /// this game: one per position, the right mover, a legal best move, finite figures in
    /// range. Returns whether they were taken (if not, nothing changes).
    pub fn restore(&mut self, positions: Vec<Position>) -> bool {
        if positions.len() != self.games.len() {
            return false;
        }
        let fits = positions
            .iter()
            .zip(&self.games)
            .all(|(p, g)| position_fits(p, g));
        if fits {
            self.positions = positions.into_iter().map(Some).collect();
        }
        fits
    }
}

/// The turn of `step`, taken in `game`, as a move.
fn played_move(game: &Game, step: Option<&Step>) -> Option<Move> {
    let first = *step?.actions.first()?;
    Move::from_action(game.variant(), first)
}

/// Whether `p` can be the evaluation of `game`.
fn position_fits(p: &Position, game: &Game) -> bool {
    let finite = p
        .win
        .iter()
        .chain([&p.raw_win, &p.margin])
        .all(|x| x.is_finite());
    let in_range = p
        .win
        .iter()
        .chain([&p.raw_win])
        .all(|x| (0.0..=1.0).contains(x))
        && (p.win[0] + p.win[1] - 1.0).abs() < 1e-6
        && p.margin.abs() <= 1000.0;
    let best_ok = match (game.phase(), p.best) {
        (Phase::Over, None) => true,
        (Phase::Turn(_), Some(m)) => Strong::step_of(game, m).is_some_and(|step| {
            let mut g = game.clone();
            step.iter().all(|&a| g.play(a).is_ok())
        }),
        _ => false,
    };
    let played_ok = p.played.is_none_or(|a| {
        a.win.is_finite()
            && (0.0..=1.0).contains(&a.win)
            && a.margin.is_finite()
            && a.mv
                .to_action(game.variant())
                .is_some_and(|x| game.is_legal(x))
    });
    finite && in_range && best_ok && played_ok && p.mover == game.to_move()
}

/// The 64-bit FNV-1a hash of `bytes`: stable across builds and platforms.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// What a cache key is made of: the analysis and crate versions, the set-up, every step's
/// record form, the budget and the seed.
fn cache_key(history: &History, steps: &[Step], settings: Settings) -> String {
    let setup = history.setup();
    let mut s = format!(
        "patchwork-review {VERSION} {} {:?} {:?} {:?} {:?} {:?}\n",
        env!("CARGO_PKG_VERSION"),
        setup.variant,
        setup.layout,
        setup.circle,
        setup.first_player,
        setup.blue_order
    );
    for step in steps {
        let line = step
            .to_record_action()
            .map(|a| a.to_line(setup.variant))
            .unwrap_or_default();
        let _ = writeln!(s, "{line}");
    }
    let _ = write!(
        s,
        "millis {:?} iterations {:?} seed {}",
        settings.budget.millis, settings.budget.iterations, settings.seed
    );
    format!("{:016x}", fnv1a(s.as_bytes()))
}

#[cfg(test)]
mod tests {
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
        send::<cache::Cache>();
    }

    #[test]
    fn the_hash_is_stable() {
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
