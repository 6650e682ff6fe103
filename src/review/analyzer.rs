//! The [`Analyzer`]: a whole game's positions evaluated one by one or on worker threads, kept
//! for the viewer and the cache (its key, [`Analyzer::key`]).

use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use super::position::prove_seam;
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
    /// By position: whether its seam was settled ([`Analyzer::settle_seam`]): tried, or not
    /// one, or restored from a cache (where it was settled already).
    seam_settled: Vec<bool>,
    /// By position: whether a seam's proof replaced its sampled figures.
    seam_proved: Vec<bool>,
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
            seam_settled: vec![false; games.len()],
            seam_proved: vec![false; games.len()],
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
    /// (and the one after that, which says whether the position after is a seam), with the
    /// same figures as [`Analyzer::run`] gives it.
    ///
    /// # Errors
    /// [`Stopped`] when `stop` is raised first, or `index` is past the last step.
    pub fn step(&mut self, index: usize, stop: &Stop) -> Result<StepReview, Stopped> {
        if index >= self.steps.len() {
            return Err(Stopped);
        }
        for i in index..(index + 3).min(self.positions.len()) {
            self.evaluate(i, stop)?;
        }
        self.settle_seam(index + 1, stop)?;
        self.settle_seam(index, stop)?;
        self.step_review(index).ok_or(Stopped)
    }

    /// Settles position `i`'s seam: where its figures are sampled while its step leads to a
    /// position proved by its own evaluation (exact, or a proved line), the solver tries again,
    /// harder, to prove it ([`prove_seam`]), so the step is judged proof against proof instead
    /// of a search's average against a proof. Whether a position is a seam depends only on its
    /// own evaluation and the next one's, so step by step and the whole game agree. Nothing to
    /// do once settled, or until both positions are evaluated.
    fn settle_seam(&mut self, i: usize, stop: &Stop) -> Result<(), Stopped> {
        if self.seam_settled.get(i).is_none_or(|&settled| settled) {
            return Ok(());
        }
        let (Some(Some(here)), Some(Some(next))) =
            (self.positions.get(i), self.positions.get(i + 1))
        else {
            return Ok(());
        };
        let sampled = !here.exact && !here.proved_line && here.mover.is_some();
        let proved = (next.exact || next.proved_line) && !self.seam_proved[i + 1];
        if sampled
            && proved
            && let Some(p) = prove_seam(&self.games[i], &self.settings, i, stop)?
        {
            self.positions[i] = Some(p);
            self.seam_proved[i] = true;
        }
        self.seam_settled[i] = true;
        Ok(())
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
        self.prove_seams(stop, &mut progress)?;
        self.review().ok_or(Stopped)
    }

    /// Settles every seam not yet settled ([`Analyzer::settle_seam`]), telling `progress` of
    /// each position a proof changed.
    fn prove_seams(
        &mut self,
        stop: &Stop,
        progress: &mut impl FnMut(Progress<'_>),
    ) -> Result<(), Stopped> {
        let total = self.positions.len();
        for i in 0..total {
            let was = self.seam_proved[i];
            self.settle_seam(i, stop)?;
            if !was
                && self.seam_proved[i]
                && let Some(p) = &self.positions[i]
            {
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
            self.seam_settled.fill(true);
        }
        fits
    }
}

/// The most search iterations a cached position may claim when the budget was time: far more
/// than any machine searches in the longest time `review` takes (a day).
const MAX_CLAIMED_ITERATIONS: u64 = 1 << 40;
/// The largest margin a game can end with, with room to spare (a full quilt against an empty
/// one is under 250 points).
const MAX_MARGIN: f64 = 400.0;

/// Whether `p` can be the evaluation of `game` searched with `settings`: its figures in range
/// and consistent with each other as [`evaluate`] makes them (the win chance is the
/// calibration of the playouts' rate and the margin, or 1 or 0 when proved; the playouts at
/// most the iterations, these at most the budget's; a proved line's figures as a proof's), and
/// `forced` true exactly when the mover
/// had one legal turn. A hand-edited entry whose checksum was recomputed fails here.
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
    let figures = if p.exact || p.proved_line {
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
        // Sampled: the calibration of the rate and the margin, seen from either side (a
        // forced step's figures are those of a later mover's search).
        let agrees =
            |raw: f64, margin: f64, win: f64| (super::calibrated(raw, margin) - win).abs() < 1e-9;
        (agrees(p.raw_win, p.margin, p.win[0]) || agrees(1.0 - p.raw_win, -p.margin, p.win[1]))
            && p.playouts <= p.iterations
            && p.iterations <= limit
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
        || ((p.exact || p.proved_line) && {
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
mod tests {
    use super::*;
    use crate::bot::Budget;

    /// The Express fixture, reviewed with a small budget.
    fn reviewed() -> Analyzer {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/review/express.json"
        );
        let text = std::fs::read_to_string(path).expect("the fixture");
        let (record, _) = crate::record::load(&text).expect("valid");
        let history = History::from_record(&record).expect("a game").history;
        let settings = Settings {
            budget: Budget::iterations(40),
            seed: 3,
        };
        let mut analyzer = Analyzer::new(&history, settings);
        analyzer.run(1, &Stop::new(), |_| {}).expect("reviewed");
        analyzer
    }

    /// The position as a search would give it: sampled figures, not proved.
    fn as_sampled(p: &Position) -> Position {
        Position {
            exact: false,
            proved_line: false,
            iterations: 100,
            playouts: 60,
            win: [0.5, 0.5],
            raw_win: 0.5,
            margin: p.margin + 9.0,
            ..p.clone()
        }
    }

    #[test]
    fn a_sampled_position_before_a_proved_one_is_proved_and_no_other() {
        let mut a = reviewed();
        // Near the end two proved positions in a row (not over, not forced).
        let i = (0..a.len() - 1)
            .rev()
            .find(|&i| {
                let ok = |k: usize| {
                    a.position(k)
                        .is_some_and(|p| p.exact && !p.forced && p.mover.is_some())
                };
                ok(i) && ok(i + 1)
            })
            .expect("proved positions near the end");
        let proved = a.position(i).cloned().expect("evaluated");
        // Its figures sampled instead (as a search far from the end gives them): a seam.
        a.positions[i] = Some(as_sampled(&proved));
        a.seam_settled[i] = false;
        a.settle_seam(i, &Stop::new()).expect("not stopped");
        assert_eq!(
            a.position(i),
            Some(&proved),
            "proved again, with the proof's figures"
        );
        assert!(a.seam_proved[i]);
        // A sampled position before a sampled one is no seam: left as it is.
        let j = i - 1;
        let sampled = as_sampled(&proved);
        a.positions[i] = Some(sampled.clone());
        a.seam_proved[i] = false;
        a.positions[j] = Some(as_sampled(a.position(j).expect("evaluated")));
        let before = a.position(j).cloned();
        a.seam_settled[j] = false;
        a.settle_seam(j, &Stop::new()).expect("not stopped");
        assert_eq!(a.position(j).cloned(), before);
        assert!(!a.seam_proved[j]);
        // Nor is one before a position proved only by its own seam: seams do not chain, so a
        // step's figures depend on its two positions alone.
        a.positions[i] = Some(proved);
        a.seam_proved[i] = true;
        a.seam_settled[j] = false;
        a.settle_seam(j, &Stop::new()).expect("not stopped");
        assert_eq!(a.position(j).cloned(), before);
    }
}
