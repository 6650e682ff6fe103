//! The [`Analyzer`]: a whole game's positions looked at on worker threads, chained into a
//! review as they come, the doubtful steps looked at once more, and kept for the viewer and the
//! cache (its key, [`Analyzer::key`]).

use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use super::chain::chain;
use super::look::{self, Look};
use super::{Review, Settings, Stopped, VERSION};
use crate::bot::Stop;
use crate::history::{History, Step};
use crate::rules::{Game, Variant};

/// What a running analysis has done, told after each position looked at.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress<'a> {
    /// Positions looked at (cached ones included).
    pub done: usize,
    /// Positions in all.
    pub total: usize,
    /// The review as it stands: where a position is not looked at yet, its first glance (the
    /// learned value of each step, no search) stands in.
    pub review: &'a Review,
}

/// Reviews one game: looks at its positions on worker threads ([`Analyzer::run`]) and keeps
/// what it found. It owns copies of the games, so it can move to a worker thread; a raised
/// [`Stop`] ends a run within milliseconds with [`Stopped`], keeping what was done.
#[derive(Clone, Debug)]
pub struct Analyzer {
    settings: Settings,
    /// `games[i]` is position `i`: the game before step `i` (the last one after every step).
    games: Vec<Game>,
    steps: Vec<Step>,
    /// Each position's look, once taken.
    looks: Vec<Option<Look>>,
    /// Each position's first glance, standing in for its look in an interim review.
    glances: Vec<Option<Look>>,
    /// Whether a position was looked at once more (its doubtful step settled or unclear).
    deepened: Vec<bool>,
    key: String,
}

impl Analyzer {
    /// An analyzer of every complete step `history` holds, wherever its cursor is.
    pub fn new(history: &History, settings: Settings) -> Self {
        let steps = history.steps().to_vec();
        let games: Vec<Game> = (0..=steps.len())
            .map(|i| history.game_at(i).clone())
            .collect();
        let key = cache_key(history, &steps, settings);
        Self {
            settings,
            looks: vec![None; games.len()],
            glances: vec![None; games.len()],
            deepened: vec![false; games.len()],
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

    /// The key of this game and these settings in a [`cache`](super::cache): 16 hexadecimal
    /// digits.
    pub fn key(&self) -> &str {
        &self.key
    }

    /// The games, position by position.
    pub fn games(&self) -> &[Game] {
        &self.games
    }

    /// How many positions are looked at.
    pub fn done(&self) -> usize {
        self.looks.iter().filter(|l| l.is_some()).count()
    }

    /// The game after position `i`'s step, if it has one.
    fn after(&self, i: usize) -> Option<&Game> {
        (i < self.steps.len()).then(|| &self.games[i + 1])
    }

    /// The review, once every position is looked at and every doubtful step looked at again.
    pub fn review(&self) -> Option<Review> {
        let (review, unsettled) = chain(&self.games, &self.steps, &self.looks, &self.deepened)?;
        unsettled.is_empty().then_some(review)
    }

    /// The review as it stands: each position's look, or its first glance where there is none
    /// yet.
    fn interim(&self) -> Option<Review> {
        let looks: Vec<Option<Look>> = self
            .looks
            .iter()
            .zip(&self.glances)
            .map(|(l, g)| l.clone().or_else(|| g.clone()))
            .collect();
        chain(&self.games, &self.steps, &looks, &self.deepened).map(|r| r.0)
    }

    /// Looks at every position not yet looked at, on `workers` threads (at least one; the
    /// caller's thread only chains), from the last position back; then looks once more at the
    /// positions whose step two looks class differently, until none is left. Calls `progress`
    /// on the caller's thread with the review as it stands: first from a glance at each
    /// position (milliseconds), then after each look. Returns the review.
    ///
    /// # Errors
    /// [`Stopped`] when `stop` is raised first; the looks taken so far are kept.
    pub fn run(
        &mut self,
        workers: usize,
        stop: &Stop,
        mut progress: impl FnMut(Progress<'_>),
    ) -> Result<Review, Stopped> {
        let total = self.games.len();
        if self.looks.iter().any(Option::is_none) {
            for i in 0..total {
                if self.looks[i].is_none() && self.glances[i].is_none() {
                    self.glances[i] = Some(look::glance(&self.games[i], self.after(i)));
                }
            }
            if let Some(review) = self.interim() {
                progress(Progress {
                    done: self.done(),
                    total,
                    review: &review,
                });
            }
        }
        let todo: Vec<usize> = (0..total)
            .rev()
            .filter(|&i| self.looks[i].is_none())
            .collect();
        self.on_workers(&todo, workers, stop, false, &mut progress)?;
        loop {
            let (_, unsettled) =
                chain(&self.games, &self.steps, &self.looks, &self.deepened).ok_or(Stopped)?;
            if unsettled.is_empty() {
                break;
            }
            self.on_workers(&unsettled, workers, stop, true, &mut progress)?;
        }
        self.review().ok_or(Stopped)
    }

    /// Looks at (or, with `deepen`, once more at) the positions `todo` on `workers` threads.
    fn on_workers(
        &mut self,
        todo: &[usize],
        workers: usize,
        stop: &Stop,
        deepen: bool,
        progress: &mut impl FnMut(Progress<'_>),
    ) -> Result<(), Stopped> {
        let total = self.games.len();
        let next = AtomicUsize::new(0);
        let (tx, rx) = mpsc::channel::<(usize, Result<Look, Stopped>)>();
        let settings = self.settings;
        let (games, looks) = (&self.games, &self.looks);
        let after = |i: usize| (i + 1 < games.len()).then(|| &games[i + 1]);
        let mut failed = false;
        let mut found = Vec::new();
        std::thread::scope(|s| {
            for _ in 0..workers.clamp(1, todo.len().max(1)) {
                let tx = tx.clone();
                let next = &next;
                s.spawn(move || {
                    while !stop.is_raised() {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&i) = todo.get(k) else { break };
                        let r = if deepen {
                            let mut l = looks[i].clone().unwrap_or_default();
                            look::deepen(&mut l, &games[i], &settings, stop).map(|()| l)
                        } else {
                            look::look(&games[i], after(i), &settings, stop)
                        };
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
                    Ok(l) => found.push((i, l)),
                    Err(Stopped) => failed = true,
                }
                if deepen {
                    continue;
                }
                // The review as it stands, the looks found so far in it.
                let mut looks: Vec<Option<Look>> = self
                    .looks
                    .iter()
                    .zip(&self.glances)
                    .map(|(l, g)| l.clone().or_else(|| g.clone()))
                    .collect();
                for (j, l) in &found {
                    looks[*j] = Some(l.clone());
                }
                let done = self.looks.iter().filter(|l| l.is_some()).count() + found.len();
                if let Some((review, _)) = chain(&self.games, &self.steps, &looks, &self.deepened) {
                    progress(Progress {
                        done,
                        total,
                        review: &review,
                    });
                }
            }
        });
        for (i, l) in found {
            self.looks[i] = Some(l);
            if deepen {
                self.deepened[i] = true;
            }
        }
        if failed || stop.is_raised() {
            return Err(Stopped);
        }
        Ok(())
    }

    /// The looks, position by position (for a cache), and whether each was looked at again.
    pub fn looks(&self) -> (&[Option<Look>], &[bool]) {
        (&self.looks, &self.deepened)
    }

    /// Takes `looks` (and whether each was looked at again) as every position's, after
    /// checking that they fit this game ([`look::fits`]). Returns whether they were taken (if
    /// not, nothing changes).
    pub fn restore(&mut self, looks: Vec<Look>, deepened: Vec<bool>) -> bool {
        if looks.len() != self.games.len() || deepened.len() != self.games.len() {
            return false;
        }
        let fits = looks
            .iter()
            .enumerate()
            .all(|(i, l)| look::fits(l, &self.games[i], self.after(i), &self.settings));
        if !fits {
            return false;
        }
        let looks: Vec<Option<Look>> = looks.into_iter().map(Some).collect();
        // A stored review is a finished one: no step left to look at again.
        match chain(&self.games, &self.steps, &looks, &deepened) {
            Some((_, unsettled)) if unsettled.is_empty() => {
                self.looks = looks;
                self.deepened = deepened;
                true
            }
            _ => false,
        }
    }
}

/// The 64-bit FNV-1a hash of `bytes`: stable across builds and platforms.
pub(super) fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// What a cache key is made of: the analysis and crate versions, the set-up, every step's
/// record form and the budget (the seed changes nothing since version 9).
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
        "millis {:?} iterations {:?}",
        settings.budget.millis, settings.budget.iterations
    );
    format!("{:016x}", fnv1a(s.as_bytes()))
}
