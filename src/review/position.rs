//! One position of a review: the strong bot's search of it ([`evaluate`]), its figures
//! ([`Position`]) and the calibration of the playouts' win rate ([`calibrated`]); proved lines
//! are in `proved.rs`.

use super::{Settings, Stopped};
use crate::bot::solver::{Solver, Value};
use crate::bot::{Stop, Strong};
use crate::rules::{Action, Cell, Game, Move, Phase, Player};

/// The strong bot's view of one position. Figures are from `Player::One`'s side where a side is
/// needed (`margin`), and per player where each has one (`win`).
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    /// Who moves; `None` once the game is over.
    pub mover: Option<Player>,
    /// Each player's win probability (calibrated, see [`calibrated`]); they sum to 1.
    pub win: [f64; 2],
    /// The uncalibrated playout win rate of `Player::One` (for calibration tools).
    pub raw_win: f64,
    /// The expected final score of `Player::One` minus `Player::Two`'s, in points.
    pub margin: f64,
    /// The bot's best turn; `None` once the game is over.
    pub best: Option<Move>,
    /// Where a proved best turn's leather patches go, as the solver chose them (empty when
    /// the turn wins none or the position is not proved: the bot's own placement then).
    pub best_leather: Vec<Option<Cell>>,
    /// Whether the mover had only one legal turn (the figures are then those of the position
    /// it leads to).
    pub forced: bool,
    /// Search iterations behind the figures (0 for a finished game).
    pub iterations: u64,
    /// Playouts through the best move, the sample the figures are means of (0 for a finished
    /// game).
    pub playouts: u64,
    /// Whether the figures are exact: the game is over, or the endgame solver proved the
    /// result (the win then 1 or 0, the margin the final one with best play on both sides).
    pub exact: bool,
    /// Near the end, when the solver did not prove the position but proved where the search's
    /// most visited turns lead: the figures are those of the best of them (proved, the win 1
    /// or 0, a whole margin), which the mover can be sure to reach; `best` is that turn.
    pub proved_line: bool,
}

/// What a step's cost was measured against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Compared {
    /// Nothing: the step was the best move, or forced.
    Nothing,
    /// The evaluation of the position after the step: a search of its own with the whole
    /// budget (or exact), which is also the next step's position before.
    After,
}

impl Compared {
    /// The name `--json` prints (`null` for [`Compared::Nothing`]).
    pub const fn name(self) -> Option<&'static str> {
        match self {
            Self::Nothing => None,
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

    /// Whether the figures are exact: the game is over, or the solver proved them.
    pub fn is_exact(&self) -> bool {
        self.exact
    }

    /// Whether the figures are proved: exact, or a proved line.
    pub fn is_proved(&self) -> bool {
        self.exact || self.proved_line
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
            best_leather: Vec::new(),
            forced: false,
            iterations: 0,
            playouts: 0,
            exact: true,
            proved_line: false,
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
/// leads. Near the end, the endgame solver is tried first: what it proves is exact.
///
/// # Errors
/// [`Stopped`] when `stop` is raised before the search ends (within milliseconds).
pub fn evaluate(
    game: &Game,
    settings: &Settings,
    index: usize,
    stop: &Stop,
) -> Result<Position, Stopped> {
    // A search always gives figures; only a seam's proof may give none.
    evaluate_with(game, settings, index, stop, Effort::Search)?.ok_or(Stopped)
}

/// How hard a position is looked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Effort {
    /// The search (and the solver first, near the end).
    Search,
    /// Only the solver, with [`SEAM_SHARE`] times its budget and a larger table, however far
    /// from the end: for a position whose step leads to a proved one (see [`prove_seam`]).
    Seam,
}

/// Tries harder to prove `game`, position `index` of a review, whose step leads to a position
/// proved exact (or a proved line) while its own figures are sampled: a search's average, set
/// against a proof, can make a good step look like a blunder (a review check found a step called
/// 14.5 points lost where both sides, proved, differ by 2). The solver gets [`SEAM_SHARE`] times
/// its budget for a position, however far from the end (the analyzer asks only near it).
/// `Ok(None)` when it does not prove it.
///
/// # Errors
/// [`Stopped`] when `stop` is raised first.
pub fn prove_seam(
    game: &Game,
    settings: &Settings,
    index: usize,
    stop: &Stop,
) -> Result<Option<Position>, Stopped> {
    evaluate_with(game, settings, index, stop, Effort::Seam)
}

/// [`evaluate`] or [`prove_seam`]: `Ok(None)` only when a seam's proof fails.
fn evaluate_with(
    game: &Game,
    settings: &Settings,
    index: usize,
    stop: &Stop,
    effort: Effort,
) -> Result<Option<Position>, Stopped> {
    let mover = game.to_move();
    let (position, forced_move) = play_forced(game, stop)?;
    if position.is_over() {
        return Ok(Some(Position {
            mover,
            best: forced_move,
            forced: forced_move.is_some(),
            ..Position::over(&position)
        }));
    }
    let searched = match effort {
        Effort::Search => search(&position, settings, index, stop)?,
        Effort::Seam => {
            let mover = position.to_move().ok_or(Stopped)?;
            let harder = Settings {
                budget: crate::bot::Budget {
                    millis: settings
                        .budget
                        .millis
                        .map(|ms| ms.saturating_mul(SEAM_SHARE)),
                    iterations: settings
                        .budget
                        .iterations
                        .map(|n| n.saturating_mul(SEAM_SHARE)),
                },
                ..*settings
            };
            let mut solver = Solver::new(SEAM_TABLE_BITS);
            match solve(&mut solver, &position, mover, &harder, stop) {
                Some(proved) => proved,
                None if stop.is_raised() => return Err(Stopped),
                None => return Ok(None),
            }
        }
    };
    // The leather of a later mover's proved turn is not this position's.
    let best_leather = if forced_move.is_some() {
        Vec::new()
    } else {
        searched.best_leather.clone()
    };
    Ok(Some(Position {
        mover,
        best: forced_move.or(searched.best),
        best_leather,
        forced: forced_move.is_some(),
        ..searched
    }))
}

/// `game` played on while there is no choice to make (one legal turn, or leather the bot
/// places): the game at its first choice or its end, and the first forced turn, if any.
fn play_forced(game: &Game, stop: &Stop) -> Result<(Game, Option<Move>), Stopped> {
    let mut position = game.clone();
    let mut forced_move = None;
    loop {
        if stop.is_raised() {
            return Err(Stopped);
        }
        match position.phase() {
            Phase::Over => return Ok((position, forced_move)),
            Phase::PlaceLeather(_) => {
                // Only a partial step waits for leather; the bot places it.
                let leather = first_leather(&position).ok_or(Stopped)?;
                position.play_unchecked(leather);
            }
            Phase::Turn(_) => {
                let legal = position.legal_moves();
                let [only] = legal[..] else {
                    return Ok((position, forced_move));
                };
                forced_move.get_or_insert(only);
                for action in Strong::step_of(&position, only).unwrap_or_default() {
                    position.play_unchecked(action);
                }
            }
        }
    }
}

/// The win chance and expected margin (both `Player::One`'s) the strong bot's search alone
/// gives `game`, position `index` of a review (after its forced turns, with the seed its
/// evaluation's search has), even where the solver proves it: what the search says where a
/// proof is known shows how far the search is off there. `None` when the game is over by then.
///
/// # Errors
/// [`Stopped`] when `stop` is raised first.
pub fn sampled_figures(
    game: &Game,
    settings: &Settings,
    index: usize,
    stop: &Stop,
) -> Result<Option<(f64, f64)>, Stopped> {
    let (position, _) = play_forced(game, stop)?;
    if position.is_over() {
        return Ok(None);
    }
    let (_, sampled) = sample(&position, settings, index, stop)?;
    Ok(Some((sampled.win[0], sampled.margin)))
}

/// How many times its budget for a position the solver gets at a seam ([`prove_seam`]).
pub const SEAM_SHARE: u64 = 8;
/// The solver's table at a seam: 2^22 entries (64 MiB), for its larger budget. A review
/// check found seams that 16 million nodes prove and 8 million did not.
const SEAM_TABLE_BITS: u32 = 22;

/// Searches `game`, which waits for a turn, and gives its figures (see [`evaluate`]).
fn search(
    game: &Game,
    settings: &Settings,
    index: usize,
    stop: &Stop,
) -> Result<Position, Stopped> {
    let mover = game.to_move().ok_or(Stopped)?;
    // One solver for the position: what it stored while failing to prove the whole position
    // (only whole subtrees are stored) speeds up the proved lines after the search.
    let mut solver = near_end(game).then(|| Solver::new(SOLVER_TABLE_BITS));
    if let Some(proved) = solver
        .as_mut()
        .and_then(|solver| solve(solver, game, mover, settings, stop))
    {
        return Ok(proved);
    }
    if stop.is_raised() {
        return Err(Stopped);
    }
    let (report, sampled) = sample(game, settings, index, stop)?;
    let line = solver.as_mut().and_then(|solver| {
        super::proved::proved_line(solver, game, mover, &report, settings, stop)
    });
    Ok(match line {
        // The proved line keeps the search's counts.
        Some(line) => Position {
            iterations: sampled.iterations,
            playouts: sampled.playouts,
            ..line
        },
        None => sampled,
    })
}

/// The strong bot's search of `game` (waiting for a turn), as position `index`: its report, and
/// the figures of the playouts through its best move.
fn sample(
    game: &Game,
    settings: &Settings,
    index: usize,
    stop: &Stop,
) -> Result<(crate::bot::strong::SearchReport, Position), Stopped> {
    let mover = game.to_move().ok_or(Stopped)?;
    let mut bot = Strong::new(position_seed(settings.seed, index)).with_threads(1);
    let report = bot.search_until(game, settings.budget, stop);
    if stop.is_raised() {
        return Err(Stopped);
    }
    let report = report.ok_or(Stopped)?;
    let o = report.outcomes.first().copied().unwrap_or_default();
    let raw = o.win_rate().unwrap_or(0.5);
    let margin = o.mean_margin().unwrap_or(0.0);
    let win = calibrated(raw, margin);
    let (win0, raw0, margin0) = match mover {
        Player::One => (win, raw, margin),
        Player::Two => (1.0 - win, 1.0 - raw, -margin),
    };
    let sampled = Position {
        mover: Some(mover),
        win: [win0, 1.0 - win0],
        raw_win: raw0,
        margin: margin0,
        best: Some(report.best),
        best_leather: Vec::new(),
        forced: false,
        iterations: report.iterations,
        playouts: o.playouts,
        exact: false,
        proved_line: false,
    };
    Ok((report, sampled))
}

/// Solver nodes for each search iteration of the budget: with an iteration budget, what is
/// proved depends only on the budget. Near the end the search's playouts are a poor guide (a
/// review check found a search 17 points off where the solver needed about a million nodes),
/// so the solver gets a generous share: 2,000 iterations buy 2 million nodes.
const SOLVER_NODES_PER_ITERATION: u64 = 1000;
/// The solver's time for a position, in multiples of the position's time budget (the search
/// still gets its whole budget after, when the solver does not prove the result).
const SOLVER_TIME_SHARE: u64 = 2;
/// The solver's table for a review position: 2^20 entries (16 MiB).
const SOLVER_TABLE_BITS: u32 = 20;

/// Whether `game` is near enough to its end for the endgame solver to be tried.
fn near_end(game: &Game) -> bool {
    crate::bot::solver::near_end(game, crate::bot::solver::NEAR_END_SPACES)
}

/// The exact figures of `game` (near its end) when the endgame `solver` proves them within its
/// share of the position's budget; `None` otherwise.
fn solve(
    solver: &mut Solver,
    game: &Game,
    mover: Player,
    settings: &Settings,
    stop: &Stop,
) -> Option<Position> {
    let budget = solver_budget(settings);
    let proof = solver.solve(game, budget, stop)?;
    let best_leather = proved_leather(solver, game, proof.best, budget, stop);
    let (p0, margin0) = proved_figures(mover, proof.value);
    Some(Position {
        mover: Some(mover),
        win: [p0, 1.0 - p0],
        raw_win: p0,
        margin: margin0,
        best: Some(proof.best),
        best_leather,
        forced: false,
        iterations: 0,
        playouts: 0,
        exact: true,
        proved_line: false,
    })
}

/// `Player::One`'s win (1 or 0) and the margin from its side, of a `value` proved for `mover`.
pub(super) fn proved_figures(mover: Player, value: Value) -> (f64, f64) {
    let won = value.wins();
    let margin = f64::from(value.margin());
    match mover {
        Player::One => (if won { 1.0 } else { 0.0 }, margin),
        Player::Two => (if won { 0.0 } else { 1.0 }, -margin),
    }
}

/// The solver's budget for a position (see [`SOLVER_NODES_PER_ITERATION`] and
/// [`SOLVER_TIME_SHARE`]).
pub(super) fn solver_budget(settings: &Settings) -> crate::bot::Budget {
    crate::bot::Budget {
        millis: settings
            .budget
            .millis
            .map(|ms| ms.saturating_mul(SOLVER_TIME_SHARE).max(1)),
        iterations: settings
            .budget
            .iterations
            .map(|n| n.saturating_mul(SOLVER_NODES_PER_ITERATION)),
    }
}

/// Where the proved best turn `best`'s leather patches go, each decision solved in turn (the
/// solver's table still holds the search, so these are quick); empty when the turn wins no
/// leather, or when a decision is not proved within `budget` (the bot's placement then).
pub(super) fn proved_leather(
    solver: &mut Solver,
    game: &Game,
    best: Move,
    budget: crate::bot::Budget,
    stop: &Stop,
) -> Vec<Option<Cell>> {
    let mut after = game.clone();
    let Some(first) = best.to_action(game.variant()) else {
        return Vec::new();
    };
    if after.play(first).is_err() {
        return Vec::new();
    }
    let mut leather = Vec::new();
    while let Phase::PlaceLeather(_) = after.phase() {
        let Some(proof) = solver.solve(&after, budget, stop) else {
            return Vec::new();
        };
        let Move::Leather(cell) = proof.best else {
            return Vec::new();
        };
        if after.play(Action::Leather(cell)).is_err() {
            return Vec::new();
        }
        leather.push(cell);
    }
    leather
}

/// The best step of `position` in `game`: its best turn, then its leather as the solver placed
/// it (when it did), else as the bot would; empty once the game is over.
pub(super) fn best_step(game: &Game, position: &Position) -> Vec<Action> {
    let Some(best) = position.best else {
        return Vec::new();
    };
    if !position.best_leather.is_empty()
        && let Some(first) = best.to_action(game.variant())
    {
        let step: Vec<Action> = std::iter::once(first)
            .chain(position.best_leather.iter().map(|&c| Action::Leather(c)))
            .collect();
        let mut g = game.clone();
        if step.iter().all(|&a| g.play(a).is_ok()) && !matches!(g.phase(), Phase::PlaceLeather(_)) {
            return step;
        }
    }
    Strong::step_of(game, best).unwrap_or_default()
}

/// A legal leather decision in a game waiting for one (the first the core lists).
fn first_leather(game: &Game) -> Option<Action> {
    game.legal_moves()
        .first()
        .and_then(|m| m.to_action(game.variant()))
}
