//! The [`Analyzer`]: a whole game's positions evaluated one by one or on worker threads, kept
//! for the viewer and the cache (its key, [`Analyzer::key`]).

mod correct;
mod seams;

use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use super::step::round;
use super::{Position, Review, Settings, StepReview, Stopped, VERSION, accuracy, evaluate};
use crate::bot::{Stop, Strong};
use crate::history::{History, Step};
use crate::rules::{Game, Phase, Player, Variant};

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
    /// By position: whether its figures are final ([`Analyzer::settle`]), or restored from a
    /// cache (where they were final already).
    settled: Vec<bool>,
    /// By position: the win chance and the margin its own search gave (both
    /// `Player::One`'s), kept when settling replaced its figures or a correction needed them
    /// (see `correct.rs`); `None` until then.
    searched: Vec<Option<(f64, f64)>>,
    /// Seam proofs made ahead of their time, beside another, by position (see `seams.rs`).
    seam_proofs: std::collections::HashMap<usize, Option<Position>>,
    /// Whether seams may be proved two at a time: [`Analyzer::run`] was given more than one
    /// thread.
    seams_in_pairs: bool,
    /// By position: whether its figures are corrected (see `correct.rs`), or restored from a
    /// cache (where they were corrected already).
    corrected: Vec<bool>,
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
            settled: vec![false; games.len()],
            searched: vec![None; games.len()],
            seam_proofs: std::collections::HashMap::new(),
            seams_in_pairs: false,
            corrected: vec![false; games.len()],
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

    /// The key of this game and these settings in a [`cache`](super::cache): 16 hexadecimal digits.
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
            let p = evaluate(game, &self.settings, index, stop)?;
            self.positions[index] = Some(p);
        }
        self.positions[index].as_ref().ok_or(Stopped)
    }

    /// Reviews step `index` (from 0), evaluating the positions before and after it as needed
    /// (and the ones after those whose figures lean on them: forced positions and seams, see
    /// the [module docs](super)), with the same figures as [`Analyzer::run`] gives it. Far from
    /// the end that is two or three positions; within [`SEAM_SPACES`] of the end it can be the
    /// rest of the game.
    ///
    /// # Errors
    /// [`Stopped`] when `stop` is raised first, or `index` is past the last step.
    pub fn step(&mut self, index: usize, stop: &Stop) -> Result<StepReview, Stopped> {
        if index >= self.steps.len() {
            return Err(Stopped);
        }
        // Correcting a position evaluates and settles it and what it leans on first.
        self.correct(index + 1, stop)?;
        self.correct(index, stop)?;
        self.step_review(index).ok_or(Stopped)
    }

    /// Whether position `j` is evaluated as forced and takes the next one's figures.
    fn forced_step(&self, j: usize) -> bool {
        self.positions
            .get(j)
            .and_then(Option::as_ref)
            .zip(self.steps.get(j))
            .is_some_and(|(p, step)| takes_next(p, step, &self.games[j]))
    }

    /// Whether position `i`'s final figures depend on the next position's (see
    /// [`Analyzer::settle`]), once it is evaluated.
    fn leans_on_next(&self, i: usize) -> bool {
        let (Some(Some(here)), Some(step)) = (self.positions.get(i), self.steps.get(i)) else {
            return false;
        };
        takes_next(here, step, &self.games[i]) || may_be_seam(here, &self.games[i])
    }

    /// Evaluates position `k` and the positions after it that its figures lean on, and settles
    /// them, the last first.
    fn settle_from(&mut self, k: usize, stop: &Stop) -> Result<(), Stopped> {
        let mut end = k;
        loop {
            self.evaluate(end, stop)?;
            if end + 1 >= self.positions.len() || self.settled[end] || !self.leans_on_next(end) {
                break;
            }
            end += 1;
        }
        for i in (k..=end).rev() {
            self.settle(i, stop)?;
        }
        Ok(())
    }

    /// Makes position `i`'s figures final, once the next position's are (the last position's
    /// and those that lean on nothing are final as evaluated). Returns whether they changed.
    ///
    /// - A **forced** position (one legal turn, taken without leather) takes the figures of
    ///   the position after it: the step leads there whatever the mover wants.
    /// - A **seam**, a position whose figures are sampled (within [`SEAM_SPACES`] of the end)
    ///   while the next position's are proved (exact or a proved line, by its own evaluation,
    ///   as a seam, or as a forced position), is tried again by the solver, harder
    ///   (`prove_seam`, two at a time: `seams.rs`), so its step is judged proof against
    ///   proof instead of a search's average against a proof. So is a proved line there
    ///   (what the mover can be sure of among the search's best turns), which a proof of the
    ///   whole position may better.
    ///
    /// So proofs chain back from the end through forced positions and seams, as far as the
    /// solver reaches. What a position becomes depends only on the evaluations from it to the
    /// end, so step by step and the whole game agree.
    fn settle(&mut self, i: usize, stop: &Stop) -> Result<bool, Stopped> {
        if self.settled.get(i).is_none_or(|&settled| settled) {
            return Ok(false);
        }
        let Some(Some(here)) = self.positions.get(i) else {
            return Ok(false);
        };
        if i + 1 >= self.positions.len() || !self.leans_on_next(i) {
            self.settled[i] = true;
            return Ok(false);
        }
        let (Some(Some(next)), true) = (self.positions.get(i + 1), self.settled[i + 1]) else {
            // Not until the next position is final.
            return Ok(false);
        };
        if !here.is_proved() {
            // What the search said, for a correction where a proof replaces it.
            self.searched[i] = Some((here.win[0], here.margin));
        }
        let settled = if takes_next(here, &self.steps[i], &self.games[i]) {
            Some(Position {
                mover: here.mover,
                best: here.best,
                best_leather: Vec::new(),
                forced: true,
                ..next.clone()
            })
        } else if next.is_proved() {
            self.seam_proof(i, stop)?
        } else {
            None
        };
        self.settled[i] = true;
        Ok(match settled {
            Some(p) if self.positions[i].as_ref() != Some(&p) => {
                self.positions[i] = Some(p);
                true
            }
            _ => false,
        })
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
        self.seams_in_pairs = workers > 1;
        let total = self.positions.len();
        let mut done = total - todo.len();
        let next = AtomicUsize::new(0);
        let (tx, rx) = mpsc::channel::<(usize, Result<Position, Stopped>)>();
        let settings = self.settings;
        let games = &self.games;
        let mut failed = false;
        std::thread::scope(|s| {
            for _ in 0..workers.clamp(1, todo.len().max(1)) {
                let tx = tx.clone();
                let (next, todo) = (&next, &todo);
                s.spawn(move || {
                    while !stop.is_raised() {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&i) = todo.get(k) else { break };
                        let r = evaluate(&games[i], &settings, i, stop);
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
        self.finish(stop, &mut progress)?;
        self.review().ok_or(Stopped)
    }

    /// Settles every position not yet settled ([`Analyzer::settle`]), the last first, then
    /// corrects every one (see `correct.rs`), telling `progress` of each position whose
    /// figures changed.
    fn finish(
        &mut self,
        stop: &Stop,
        progress: &mut impl FnMut(Progress<'_>),
    ) -> Result<(), Stopped> {
        let total = self.positions.len();
        let settling = (0..total).rev().map(|i| (i, false));
        let correcting = (0..total).map(|i| (i, true));
        for (i, correct) in settling.chain(correcting) {
            let changed = if correct {
                self.correct(i, stop)?
            } else {
                self.settle(i, stop)?
            };
            if changed && let Some(p) = &self.positions[i] {
                progress(Progress {
                    done: total,
                    total,
                    index: i,
                    position: p,
                });
            }
        }
        Ok(())
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
            .all(|(p, g)| position_fits(p, g, self.settings));
        if fits {
            self.positions = positions.into_iter().map(Some).collect();
            // A cached review was settled when it was made.
            self.settled.fill(true);
            self.corrected.fill(true);
        }
        fits
    }
}

/// How near the end a position must be for a seam's proof to be tried (a sampled position
/// before a proved one, proved again by the solver with more budget): both tokens within 16
/// spaces of the end. Version 5's seams (four times the solver's budget) were proved up to 14
/// spaces from the end over 20 classic games at 2,000 iterations a position; further back a
/// try would only cost time, and a review step by step would have to evaluate the rest of the
/// game to know a position is no seam.
pub const SEAM_SPACES: u8 = 16;

/// Whether a position evaluated as `here` (in `game`) takes the figures of the position after
/// its `step`: forced (one legal turn) and taken without leather, or with the leather sewn where
/// the bot sews it (version 8), so the position after is where its evaluation went.
fn takes_next(here: &Position, step: &Step, game: &Game) -> bool {
    here.forced
        && (step.actions.len() == 1
            || here
                .best
                .and_then(|m| Strong::step_of(game, m))
                .is_some_and(|bots| bots == step.actions))
}

/// Whether a position evaluated as `here` in `game` is a seam if the position after it is
/// proved: near enough to the end ([`SEAM_SPACES`]), its figures sampled or a proved line (what
/// the mover can be sure of among the search's best turns, which a proof of the whole position
/// may better).
fn may_be_seam(here: &Position, game: &Game) -> bool {
    !here.exact && here.mover.is_some() && crate::bot::solver::near_end(game, SEAM_SPACES)
}

/// The most search iterations a cached position may claim when the budget was time: far more
/// than any machine searches in the longest time `review` takes (a day).
const MAX_CLAIMED_ITERATIONS: u64 = 1 << 40;
/// The largest margin a game can end with, with room to spare (a full quilt against an empty
/// one is under 250 points).
const MAX_MARGIN: f64 = 400.0;

/// Whether `p` can be the evaluation of `game` searched with `settings`: its figures in range
/// and consistent with each other as [`evaluate`] makes them (a sampled win chance strictly
/// between 0 and 1, a proved one 1 or 0; the playouts at most the iterations, these at most
/// the budget's; a proved line's figures as a proof's), and `forced` true exactly when the
/// mover had one legal turn. A hand-edited entry whose checksum was recomputed fails here.
// A proved position's figures are exactly 0, 1 and a whole margin, stored bit for bit: they
// are compared exactly.
#[allow(clippy::float_cmp)]
fn position_fits(p: &Position, game: &Game, settings: Settings) -> bool {
    let finite = p
        .win
        .iter()
        .chain([&p.raw_win, &p.margin])
        .all(|x| x.is_finite());
    if !finite || p.mover != game.to_move() {
        return false;
    }
    let in_range = p
        .win
        .iter()
        .chain([&p.raw_win])
        .all(|x| (0.0..=1.0).contains(x))
        && (p.win[0] + p.win[1] - 1.0).abs() < 1e-6
        && p.margin.abs() <= MAX_MARGIN;
    let limit = settings.budget.iterations.unwrap_or(MAX_CLAIMED_ITERATIONS);
    let figures = if p.is_proved() {
        // Proved: a won or lost game and its whole margin (a tie goes by the tie rule); a
        // proved line also has the search's iterations behind its choice.
        let counts = if p.exact {
            !p.proved_line && p.iterations == 0 && p.playouts == 0
        } else {
            p.playouts <= p.iterations && p.iterations <= limit
        };
        (p.win[0] == 0.0 || p.win[0] == 1.0)
            && p.raw_win == p.win[0]
            && p.margin.fract() == 0.0
            && (p.margin == 0.0 || (p.margin > 0.0) == (p.win[0] == 1.0))
            && counts
    } else {
        // Sampled: never certain (a calibration, maybe moved by a correction before a proof).
        p.win[0] > 0.0 && p.win[0] < 1.0 && p.playouts <= p.iterations && p.iterations <= limit
    };
    let (forced_ok, best_ok) = match (game.phase(), p.best) {
        (Phase::Over, None) => (!p.forced, true),
        (Phase::Turn(_), Some(m)) => (
            p.forced == (game.legal_moves().len() == 1),
            Strong::step_of(game, m).is_some_and(|step| {
                let mut g = game.clone();
                step.iter().all(|&a| g.play(a).is_ok())
            }),
        ),
        _ => (false, false),
    };
    // The solver's leather for the best turn: only where proved, and all of it legal.
    let leather_ok = p.best_leather.is_empty()
        || (p.is_proved() && {
            let step = super::position::best_step(game, p);
            step.len() == 1 + p.best_leather.len()
                && step[1..]
                    .iter()
                    .zip(&p.best_leather)
                    .all(|(a, &c)| *a == crate::rules::Action::Leather(c))
        });
    in_range && figures && forced_ok && best_ok && leather_ok
}

/// The 64-bit FNV-1a hash of `bytes`: stable across builds and platforms.
pub(super) fn fnv1a(bytes: &[u8]) -> u64 {
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
mod tests;
