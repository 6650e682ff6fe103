//! Puzzles: positions from strong-bot games where one step beats every other by a clear
//! margin. "Find the best step" asks for the *choice* (which of the three patches to buy, or
//! to advance); each puzzle carries the value of the best choice and of the next best, as the
//! exact endgame solver proved them ([`Proof::Exact`]) or the strong bot's deep search
//! estimated them ([`Proof::Deep`]), and a difficulty. A set of them ships in the binary
//! ([`shipped`], from `assets/puzzles.jsonl`); `patchwork puzzles --mine` finds more
//! ([`mine`](super::mine)).
//!
//! A puzzle's position is the game of [`Setup::random`] (classic, revised leather) from its
//! seed, after the actions of its line, written as the [`Move`]s of the rules core: `A`
//! (advance), `P<patch>.<orientation>.<anchor>` (a purchase), `L<cell index>` or `L-` (a
//! leather patch sewn or set aside).

use serde::{Deserialize, Serialize};

use crate::rules::{Action, Cell, Game, LeatherLayout, Move, PatchId, Setup, SetupError, Variant};

/// How a puzzle's values were found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Proof {
    /// The exact endgame solver, for every choice.
    Exact,
    /// The strong bot's search (mean final margins of its playouts).
    Deep,
}

/// A choice at a turn: advance, or buy this patch (wherever it goes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// Advance and take buttons.
    Advance,
    /// Buy this patch.
    Buy(PatchId),
}

impl Choice {
    /// The choice an action makes (`None` for a leather decision).
    pub fn of(action: Action) -> Option<Self> {
        match action {
            Action::Advance => Some(Self::Advance),
            Action::Patch { patch, .. } => Some(Self::Buy(patch)),
            Action::Leather(_) => None,
        }
    }

    /// As a puzzle file writes it: `A`, or `P` and the patch id.
    pub fn code(self) -> String {
        match self {
            Self::Advance => "A".to_owned(),
            Self::Buy(p) => format!("P{}", p.0),
        }
    }

    /// Reads [`Choice::code`].
    pub fn parse(text: &str) -> Option<Self> {
        if text == "A" {
            return Some(Self::Advance);
        }
        text.strip_prefix('P')?
            .parse()
            .ok()
            .map(|n| Self::Buy(PatchId(n)))
    }
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// The seed of the game's set-up.
    pub seed: u64,
    /// The actions from the start to the position, as moves (see the module docs).
    pub line: String,
    /// The best choice (`A` or `P<patch>`).
    pub best: String,
    /// Its value for the player to move: the final margin in points with best play (exact),
    /// or the search's mean final margin (deep).
    pub value: i32,
    /// The next best choice.
    pub second: String,
    /// Its value.
    pub second_value: i32,
    /// How the values were found.
    pub proof: Proof,
    /// 1 (easy) to 3 (hard): 1 when the greedy bot also finds the best choice, 2 when it does
    /// not and the margin is 8 points or more, 3 otherwise.
    pub difficulty: u8,
}

impl Puzzle {
    /// The puzzle's id, as progress keeps it: the seed and the number of actions of its line.
    pub fn id(&self) -> String {
        format!("{}:{}", self.seed, self.line.split_whitespace().count())
    }

    /// By how much the best choice beats the next best, in points.
    pub fn margin(&self) -> i32 {
        self.value - self.second_value
    }

    /// The best choice.
    pub fn best_choice(&self) -> Option<Choice> {
        Choice::parse(&self.best)
    }

    /// The next best choice.
    pub fn second_choice(&self) -> Option<Choice> {
        Choice::parse(&self.second)
    }

    /// The set-up and the actions that lead to the position.
    ///
    /// # Errors
    /// A line that does not replay: a move the rules refuse or cannot read.
    pub fn replay(&self) -> Result<(Setup, Vec<Action>, Game), PuzzleError> {
        let setup = Setup::random(Variant::Classic, LeatherLayout::Revised, self.seed);
        let mut game = Game::new(&setup).map_err(PuzzleError::Setup)?;
        let mut actions = Vec::new();
        for word in self.line.split_whitespace() {
            let m = parse_move(word).ok_or_else(|| PuzzleError::Move(word.to_owned()))?;
            let action = m
                .to_action(game.variant())
                .ok_or_else(|| PuzzleError::Move(word.to_owned()))?;
            game.play(action)
                .map_err(|_| PuzzleError::Move(word.to_owned()))?;
            actions.push(action);
        }
        Ok((setup, actions, game))
    }
}

/// Why a puzzle does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    /// The set-up is refused.
    #[error("the set-up: {0}")]
    Setup(SetupError),
    /// A move of the line cannot be read or is refused.
    #[error("the move {0}")]
    Move(String),
}

/// A move as a puzzle line writes it.
pub fn move_code(m: Move) -> String {
    match m {
        Move::Advance => "A".to_owned(),
        Move::Patch {
            patch,
            orientation,
            anchor,
        } => format!("P{}.{orientation}.{anchor}", patch.0),
        Move::Leather(Some(cell)) => format!("L{}", cell.index()),
        Move::Leather(None) => "L-".to_owned(),
    }
}

/// Reads [`move_code`].
pub fn parse_move(text: &str) -> Option<Move> {
    if text == "A" {
        return Some(Move::Advance);
    }
    if text == "L-" {
        return Some(Move::Leather(None));
    }
    if let Some(cell) = text.strip_prefix('L') {
        let index: u8 = cell.parse().ok()?;
        return (index < 81).then(|| Move::Leather(Some(Cell::from_index(index))));
    }
    let mut parts = text.strip_prefix('P')?.split('.');
    let patch = PatchId(parts.next()?.parse().ok()?);
    let orientation = parts.next()?.parse().ok()?;
    let anchor = parts.next()?.parse().ok()?;
    Some(Move::Patch {
        patch,
        orientation,
        anchor,
    })
}

/// The puzzles that ship with the program, easiest first (by difficulty, then margin, the
/// widest first). A line that does not read is left out (a test holds that none is).
pub fn shipped() -> Vec<Puzzle> {
    let mut all = parse_lines(include_str!("../../assets/puzzles.jsonl"));
    all.sort_by_key(|p| (p.difficulty, -p.margin()));
    all
}

/// Puzzles, one JSON object a line (blank lines and lines that do not read are skipped).
pub fn parse_lines(text: &str) -> Vec<Puzzle> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}
