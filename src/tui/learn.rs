//! Learning and practice in the terminal app: what the app knows of the player's progress
//! ([`Learning`], read from the data directory at start), the cards drawn over a lesson or a
//! puzzle, the daily deal's result, and the first-game tips ([`Tip`]), each said once when it
//! first happens.

use crate::learn::daily::Date;
use crate::learn::progress::{Daily, DailyResult, Lessons, Puzzles, Tips};
use crate::learn::puzzles::{Choice, Proof, Puzzle};
use crate::learn::{LESSONS, Wrong};
use crate::rules::{Event, Game, IllegalAction, Phase, Player};
use crate::saves::progress::Kept;

use super::keys::{self, Command, Context};
use super::kind::{Answer, Kind, LessonCard};
use super::strings;

/// The player's progress as read at start, and today's date. Its default (an app the
/// launcher gave no progress, as in tests) knows no date and says no tips.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Learning {
    /// Today (UTC), when the clock gave it: the daily deal needs it.
    pub today: Option<Date>,
    /// The lessons done.
    pub lessons: Kept<Lessons>,
    /// The first-game tips.
    pub tips: Kept<Tips>,
    /// The daily deals played.
    pub daily: Kept<Daily>,
    /// The puzzles tried.
    pub puzzles: Kept<Puzzles>,
    /// The puzzles there are, easiest first.
    pub set: Vec<Puzzle>,
}

impl Default for Learning {
    fn default() -> Self {
        Self {
            today: None,
            lessons: Kept::default(),
            tips: Kept {
                // On, but past the games that have them: nothing said, nothing to keep.
                value: Tips {
                    games: crate::learn::progress::TIP_GAMES,
                    ..Tips::default()
                },
                broken: None,
            },
            daily: Kept::default(),
            puzzles: Kept::default(),
            set: Vec::new(),
        }
    }
}

impl Learning {
    /// What the menu shows of it.
    pub fn menu(&self) -> super::menu::MenuLearn {
        let today = self.today.map(|d| d.to_string());
        let today_result = today
            .as_deref()
            .and_then(|d| self.daily.value.day(d))
            .map(|r| strings::daily_result(r.score, r.other));
        super::menu::MenuLearn {
            done: LESSONS
                .iter()
                .map(|l| self.lessons.value.is_done(l.id))
                .collect(),
            today,
            today_result,
            tips: !self.tips.value.off,
            puzzles: (!self.set.is_empty()).then(|| {
                // Only the puzzles shipped count: a file may name others (a later version's,
                // or made up).
                let p = &self.puzzles.value;
                let solved = self
                    .set
                    .iter()
                    .filter(|puzzle| p.solved.contains(&puzzle.id()))
                    .count();
                let streak = p.streak.min(u32::try_from(solved).unwrap_or(u32::MAX));
                strings::puzzles_row(solved, self.set.len(), streak)
            }),
            problem: self
                .broken()
                .first()
                .map(|file| crate::tr!("progress-broken", file = file.as_str())),
        }
    }

    /// The first puzzle not tried yet, in the set's order (the first when all were).
    pub fn next_puzzle(&self) -> usize {
        self.set
            .iter()
            .position(|p| !self.puzzles.value.tried(&p.id()))
            .unwrap_or(0)
    }

    /// The progress files that could not be read, in words (they are left as they are).
    pub fn broken(&self) -> Vec<String> {
        [
            &self.lessons.broken,
            &self.tips.broken,
            &self.daily.broken,
            &self.puzzles.broken,
        ]
        .into_iter()
        .flatten()
        .cloned()
        .collect()
    }
}

/// A card over the game, in words: a heading, paragraphs and the keys that work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    /// The heading.
    pub title: String,
    /// The paragraphs.
    pub paragraphs: Vec<String>,
    /// The keys, in one line.
    pub keys: String,
}

/// The card to draw over a lesson or a puzzle, if one is up.
pub fn card(kind: &Kind) -> Option<Card> {
    match kind {
        Kind::Puzzle {
            index,
            of,
            puzzle,
            played: Some(played),
            ..
        } => Some(puzzle_card(*index, *of, puzzle, *played)),
        Kind::Lesson {
            index,
            card: Some(card),
            ..
        } => Some(lesson_card(*index, *card)),
        _ => None,
    }
}

/// A lesson's card: its explanation, a wrong try's reason, or its end.
fn lesson_card(index: usize, card: LessonCard) -> Card {
    let last = index + 1 == LESSONS.len();
    let (paragraphs, next) = match card {
        LessonCard::Intro => (
            vec![
                strings::lesson(index, "intro"),
                strings::lesson(index, "task"),
            ],
            "lesson-key-begin",
        ),
        LessonCard::Wrong(wrong) => (
            vec![wrong_line(wrong), strings::lesson(index, "task")],
            "lesson-key-again",
        ),
        LessonCard::Done => (
            vec![strings::lesson(index, "done")],
            if last {
                "lesson-key-first-game"
            } else {
                "lesson-key-next"
            },
        ),
    };
    let keys = keys::said(
        Context::Card,
        &[
            (Command::Confirm, next),
            (Command::Leave, "lesson-key-menu"),
        ],
    );
    Card {
        title: strings::lesson_heading(index),
        paragraphs,
        keys,
    }
}

/// The line over a lesson's or a puzzle's game (instead of whose turn it is).
pub fn line(kind: &Kind) -> Option<String> {
    match kind {
        Kind::Lesson { index, .. } => Some(strings::lesson_line(*index)),
        Kind::Puzzle {
            index, of, puzzle, ..
        } => Some(strings::puzzle_line(*index, *of, puzzle.difficulty)),
        _ => None,
    }
}

/// The move history's first line for a lesson (its position was prepared, not dealt).
pub fn opening(kind: &Kind) -> Option<String> {
    match kind {
        Kind::Lesson { index, .. } => Some(strings::lesson_heading(*index)),
        _ => None,
    }
}

/// The card that answers a puzzle: right or not, the best choice and the next best with their
/// values, and the margin between them.
fn puzzle_card(index: usize, of: usize, puzzle: &Puzzle, answer: Answer) -> Card {
    let played = answer.choice;
    let best = puzzle.best_choice();
    let right = best == Some(played);
    let word = |c: Option<Choice>| strings::choice(c);
    let how = match puzzle.proof {
        Proof::Exact => crate::tr!("puzzle-proof-exact"),
        Proof::Deep => crate::tr!("puzzle-proof-deep"),
    };
    let mut paragraphs = vec![crate::tr!(
        "puzzle-best",
        best = word(best),
        value = format!("{:+}", puzzle.value),
        second = word(puzzle.second_choice()),
        second_value = format!("{:+}", puzzle.second_value),
        margin = puzzle.margin(),
        how = how
    )];
    if !right {
        paragraphs.push(crate::tr!("puzzle-you-played", played = word(Some(played))));
    }
    paragraphs.push(crate::tr!(
        "puzzle-streak",
        streak = answer.streak,
        best = answer.best_streak
    ));
    let keys = keys::said(
        Context::Card,
        &[
            (Command::Confirm, "puzzle-key-next"),
            (Command::Leave, "lesson-key-menu"),
        ],
    );
    Card {
        title: if right {
            crate::tr!("puzzle-right", n = index + 1, of = of)
        } else {
            crate::tr!("puzzle-wrong", n = index + 1, of = of)
        },
        paragraphs,
        keys,
    }
}

/// The day's result for the progress file, from the finished game (the person sits on the
/// left, [`Player::One`]).
pub fn daily_result(date: Date, game: &Game) -> DailyResult {
    let score = game.score(Player::One).total;
    let other = game.score(Player::Two).total;
    DailyResult {
        date: date.to_string(),
        level: crate::learn::daily::LEVEL.name().to_owned(),
        score,
        other,
        won_claimed: game.winner() == Some(Player::One),
        plays: 1,
    }
}

/// A first-game tip: something that happened for the first time, said in one line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tip {
    /// The person was paid income for the first time (`n` buttons).
    Income(u32),
    /// The person won a leather patch.
    Leather,
    /// The other player moves again (in a game between two people, either): turns do not
    /// alternate.
    Twice,
    /// A patch of the three costs more than the person has.
    Afford,
    /// A 7x7 square of the person's quilt is nearly covered (`n` cells to go).
    Bonus(u32),
}

impl Tip {
    /// The tip's id: its message is `tip-<id>`, and it is remembered under it.
    pub fn id(self) -> &'static str {
        match self {
            Tip::Income(_) => "income",
            Tip::Leather => "leather",
            Tip::Twice => "twice",
            Tip::Afford => "afford",
            Tip::Bonus(_) => "bonus",
        }
    }

    /// The tip in words.
    pub fn text(self) -> String {
        let n = match self {
            Tip::Income(n) | Tip::Bonus(n) => n,
            _ => 0,
        };
        strings::tip(self.id(), n)
    }
}

/// The cells a 7x7 square may still lack for the bonus tip.
const BONUS_NEAR: u32 = 6;

/// The tips the position after a step calls for: what the step just played did (`events`,
/// by `mover`) when a person took it, the same player moving again, and what a person to move
/// now faces. `person` says which seats people play.
pub fn tips(game: &Game, person: [bool; 2], mover: Player, events: &[Event]) -> Vec<Tip> {
    let mut tips = Vec::new();
    let hot_seat = person == [true, true];
    // "Your patches": between two people, only while the one paid is the one to move.
    let addressed = |player: Player| !hot_seat || game.phase() == Phase::Turn(player);
    for event in events {
        match *event {
            Event::Income { player, buttons }
                if person[player.index()] && buttons > 0 && addressed(player) =>
            {
                tips.push(Tip::Income(buttons));
            }
            Event::LeatherWon { player, .. } if person[player.index()] => tips.push(Tip::Leather),
            _ => {}
        }
    }
    // The other player moving twice: the bot's second step against a person, either player's
    // in a game between two people.
    if game.phase() == Phase::Turn(mover) && (hot_seat || !person[mover.index()]) {
        tips.push(Tip::Twice);
    }
    if let Phase::Turn(next) = game.phase()
        && person[next.index()]
    {
        let short = game.choosable().iter().any(|&p| {
            matches!(
                game.buy_blocker(p),
                Some(IllegalAction::CannotAfford { .. })
            )
        });
        if short {
            tips.push(Tip::Afford);
        }
        if game.variant().has_bonus() && game.bonus().is_none() {
            let most = game.player(next).quilt.most_of_a_bonus_window();
            if (49 - BONUS_NEAR..49).contains(&most) {
                tips.push(Tip::Bonus(49 - most));
            }
        }
    }
    tips
}

/// The line a lesson's wrong try leaves.
pub fn wrong_line(wrong: Wrong) -> String {
    strings::wrong(wrong)
}
