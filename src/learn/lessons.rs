//! The lessons: about ten short ones in the order of the rulebooks. Each starts from a
//! prepared position ([`Prepared`], a game of the rules core), asks the person (always
//! [`Player::One`]) to do one thing, and judges the step they took ([`Lesson::judge`]): done,
//! or wrong with the reason in a sentence ([`Wrong`]). Their words are the catalogue's
//! `lesson-<id>-*` messages.

use crate::history::{Cover, Covers};
use crate::rules::{
    ByPlayer, Event, Game, LeatherLayout, PatchId, Phase, Player, PlayerState, Quilt, Setup,
    SetupError, TimePos, Variant,
};

/// A lesson's starting position: the set-up it comes from, the game as prepared, and what
/// covers each quilt (for drawing).
#[derive(Clone, Debug)]
pub struct Prepared {
    /// The set-up (variant, circle order, first player).
    pub setup: Setup,
    /// The position.
    pub game: Game,
    /// What covers each cell of each quilt.
    pub covers: ByPlayer<Covers>,
}

/// What a lesson asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Task {
    /// Buy any patch.
    Buy,
    /// Take a step after which you still move.
    MoveAgain,
    /// Buy a patch that earns income.
    BuyIncome,
    /// Sew a patch that fills these cells exactly.
    Fill(Quilt),
    /// Advance.
    Advance,
    /// Be paid income.
    CrossIncome,
    /// Win a leather patch.
    WinLeather,
    /// Take the 7x7 bonus.
    TakeBonus,
    /// End the game as its winner.
    Win,
}

/// How a try went wrong, in a sentence of the catalogue (`lesson-wrong-*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wrong {
    /// A patch was wanted and the player advanced.
    Advanced,
    /// The player's token passed the other's: the other moves now.
    Passed {
        /// Where the player's token landed.
        at: u8,
        /// Where the other token stands.
        other: u8,
    },
    /// The patch bought earns no income.
    NoIncome,
    /// The patch was sewn but the cells asked for are not all covered.
    Gap,
    /// A patch was bought instead of advancing.
    Bought,
    /// The token stopped before the income space.
    ShortOfIncome {
        /// Where it stopped.
        at: u8,
    },
    /// The token stopped before the leather patch.
    ShortOfLeather {
        /// Where it stopped.
        at: u8,
    },
    /// The 7x7 square still has empty cells.
    NoBonus,
    /// The game ended and the other player won.
    Lost {
        /// The player's score.
        mine: i32,
        /// The other's.
        theirs: i32,
    },
}

/// The judgement of a try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The lesson is done.
    Done,
    /// Not what was asked: why.
    Wrong(Wrong),
}

/// One lesson.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    /// The lesson's id: its messages are `lesson-<id>-title`, `-intro`, `-task`, `-hint` and
    /// `-done`, and its progress is kept under it.
    pub id: &'static str,
    task: Task,
    build: fn() -> Result<Prepared, SetupError>,
}

/// The lessons, in the order of the rulebooks.
pub const LESSONS: [Lesson; 10] = [
    Lesson {
        id: "goal",
        task: Task::Buy,
        build: goal,
    },
    Lesson {
        id: "turn",
        task: Task::MoveAgain,
        build: turn,
    },
    Lesson {
        id: "buy",
        task: Task::BuyIncome,
        build: buy,
    },
    Lesson {
        id: "place",
        task: Task::Fill(PLACE_GAP),
        build: place,
    },
    Lesson {
        id: "advance",
        task: Task::Advance,
        build: advance,
    },
    Lesson {
        id: "income",
        task: Task::CrossIncome,
        build: income,
    },
    Lesson {
        id: "leather",
        task: Task::WinLeather,
        build: leather,
    },
    Lesson {
        id: "bonus",
        task: Task::TakeBonus,
        build: bonus,
    },
    Lesson {
        id: "end",
        task: Task::Win,
        build: end,
    },
    Lesson {
        id: "express",
        task: Task::WinLeather,
        build: express,
    },
];

impl Lesson {
    /// The lesson's starting position.
    ///
    /// # Errors
    /// The core's refusal of the lesson's set-up (a test checks every lesson's).
    pub fn prepare(&self) -> Result<Prepared, SetupError> {
        (self.build)()
    }

    /// Whether the lesson is about placing a patch (where the app opens the ghost away from the
    /// spot asked for, so that it is moved there).
    pub fn places(&self) -> bool {
        matches!(self.task, Task::Fill(_))
    }

    /// Judges the step the person took: `before` is the lesson's position, `after` the game
    /// after the whole step (leather included), `events` what the step did.
    pub fn judge(&self, before: &Game, after: &Game, events: &[Event]) -> Verdict {
        let me = Player::One;
        let bought = events.iter().find_map(|e| match *e {
            Event::Bought {
                player: p,
                patch,
                cells,
                ..
            } if p == me => Some((patch, cells)),
            _ => None,
        });
        let at = after.player(me).position.get();
        let wrong = match self.task {
            Task::Buy => bought.is_none().then_some(Wrong::Advanced),
            Task::MoveAgain => (after.phase() != Phase::Turn(me)).then_some(Wrong::Passed {
                at,
                other: after.player(me.other()).position.get(),
            }),
            Task::BuyIncome => match bought {
                None => Some(Wrong::Advanced),
                Some((patch, _)) => {
                    let income = before.variant().patch(patch).map_or(0, |p| p.income);
                    (income == 0).then_some(Wrong::NoIncome)
                }
            },
            Task::Fill(gap) => match bought {
                None => Some(Wrong::Advanced),
                Some((_, cells)) => (cells != gap).then_some(Wrong::Gap),
            },
            Task::Advance => bought.map(|_| Wrong::Bought),
            Task::CrossIncome => (!events
                .iter()
                .any(|e| matches!(*e, Event::Income { player, buttons: 1.. } if player == me)))
            .then_some(Wrong::ShortOfIncome { at }),
            Task::WinLeather => (!events
                .iter()
                .any(|e| matches!(*e, Event::LeatherWon { player, .. } if player == me)))
            .then_some(Wrong::ShortOfLeather { at }),
            Task::TakeBonus => (after.bonus() != Some(me)).then_some(Wrong::NoBonus),
            Task::Win => (after.winner() != Some(me)).then_some(Wrong::Lost {
                mine: after.score(me).total,
                theirs: after.score(me.other()).total,
            }),
        };
        wrong.map_or(Verdict::Done, Verdict::Wrong)
    }
}

/// What one player has in a lesson: a quilt drawn row by row (`.` empty, a letter for each
/// patch of `sewn`, in order), buttons and the token's space. Income is what the patches show.
struct Side {
    quilt: &'static [&'static str],
    sewn: &'static [u8],
    buttons: u32,
    position: u8,
}

const EMPTY: Side = Side {
    quilt: &[],
    sewn: &[],
    buttons: 5,
    position: 0,
};

/// A lesson's position: the variant, the three patches after the neutral token, who moved
/// first (on top on a shared space), and both sides.
fn position(
    variant: Variant,
    next: [u8; 3],
    first: Player,
    sides: &[Side; 2],
) -> Result<Prepared, SetupError> {
    let mut setup = Setup::random(variant, LeatherLayout::Revised, 27);
    let start = variant.starting_patch();
    let front: Vec<PatchId> = next.iter().map(|&n| PatchId(n)).collect();
    let mut circle = front.clone();
    circle.extend(
        variant
            .patches()
            .iter()
            .filter(|p| !p.blue && p.id != start && !front.contains(&p.id))
            .map(|p| p.id),
    );
    circle.push(start);
    setup.circle = circle;
    setup.first_player = first;
    let mut covers = ByPlayer([Covers::EMPTY; 2]);
    let mut states = ByPlayer(
        [PlayerState {
            quilt: Quilt::EMPTY,
            buttons: 0,
            income: 0,
            position: TimePos::START,
        }; 2],
    );
    let mut sewn = Vec::new();
    for (player, side) in Player::BOTH.into_iter().zip(sides) {
        let mut quilt = Quilt::EMPTY;
        let mut income = 0;
        for (k, &id) in side.sewn.iter().enumerate() {
            let letter = char::from(b'a' + k as u8);
            let cells = picture(side.quilt, letter);
            quilt = quilt.or(cells);
            income += variant
                .patch(PatchId(id))
                .map_or(0, |p| u32::from(p.income));
            covers[player].sew(
                cells,
                Cover::Patch {
                    patch: PatchId(id),
                    order: 20 + k as u8,
                },
            );
            sewn.push(PatchId(id));
        }
        states[player] = PlayerState {
            quilt,
            buttons: side.buttons,
            income,
            position: TimePos(side.position),
        };
    }
    let game = Game::prepared(&setup, states, &sewn)?;
    Ok(Prepared {
        setup,
        game,
        covers,
    })
}

/// The cells of `rows` marked with `letter`.
fn picture(rows: &[&str], letter: char) -> Quilt {
    let mut quilt = Quilt::EMPTY;
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            if ch == letter {
                quilt = quilt.or(Quilt::from_cell(crate::rules::Cell::new(r as u8, c as u8)));
            }
        }
    }
    quilt
}

fn goal() -> Result<Prepared, SetupError> {
    position(Variant::Classic, [4, 12, 7], Player::One, &[EMPTY, EMPTY])
}

fn turn() -> Result<Prepared, SetupError> {
    let me = Side {
        quilt: &["aa.......", "aa......."],
        sewn: &[9],
        buttons: 9,
        position: 4,
    };
    let them = Side {
        quilt: &["aaaa.....", ".a......."],
        sewn: &[14],
        buttons: 6,
        position: 8,
    };
    position(Variant::Classic, [17, 8, 22], Player::Two, &[me, them])
}

fn buy() -> Result<Prepared, SetupError> {
    position(Variant::Classic, [18, 2, 5], Player::One, &[EMPTY, EMPTY])
}

/// The hole the placing lesson asks to fill: `### / ..#` at the bottom right.
const PLACE_GAP: Quilt = Quilt::from_cell(crate::rules::Cell::new(7, 6))
    .or(Quilt::from_cell(crate::rules::Cell::new(7, 7)))
    .or(Quilt::from_cell(crate::rules::Cell::new(7, 8)))
    .or(Quilt::from_cell(crate::rules::Cell::new(8, 8)));

fn place() -> Result<Prepared, SetupError> {
    let me = Side {
        quilt: &[
            "aa.......",
            "aa.......",
            ".........",
            ".........",
            ".........",
            ".........",
            ".....bbbb",
            ".....b...",
            ".....ccc.",
        ],
        sewn: &[9, 18, 2],
        buttons: 6,
        position: 7,
    };
    let them = Side {
        quilt: &["aaa......", ".a.......", "aaa......"],
        sewn: &[31],
        buttons: 4,
        position: 9,
    };
    position(Variant::Classic, [7, 15, 30], Player::Two, &[me, them])
}

fn advance() -> Result<Prepared, SetupError> {
    let me = Side {
        quilt: &["aa.......", ".aa......"],
        sewn: &[5],
        buttons: 2,
        position: 12,
    };
    let them = Side {
        quilt: &["aaaa.....", "aa......."],
        sewn: &[29],
        buttons: 3,
        position: 16,
    };
    position(Variant::Classic, [26, 4, 19], Player::Two, &[me, them])
}

fn income() -> Result<Prepared, SetupError> {
    let me = Side {
        quilt: &["aabb.....", "aa.bb...."],
        sewn: &[9, 5],
        buttons: 4,
        position: 9,
    };
    let them = Side {
        quilt: &["a........", "aaa......", ".aa......"],
        sewn: &[28],
        buttons: 5,
        position: 14,
    };
    position(Variant::Classic, [23, 3, 12], Player::Two, &[me, them])
}

fn leather() -> Result<Prepared, SetupError> {
    let me = Side {
        quilt: &["aabbbb...", "aab......", "cccc.....", ".cc......"],
        sewn: &[9, 18, 27],
        buttons: 7,
        position: 24,
    };
    let them = Side {
        quilt: &[".aa......", "aaaa.....", ".aa......"],
        sewn: &[32],
        buttons: 9,
        position: 25,
    };
    position(Variant::Classic, [17, 31, 21], Player::Two, &[me, them])
}

fn bonus() -> Result<Prepared, SetupError> {
    let me = Side {
        quilt: &[
            "aaaabcc..",
            "ddaabcc..",
            "edfbbbc..",
            "edffbgh..",
            "edd.bgh..",
            "eei..gh..",
            "iiiiggg..",
        ],
        sewn: &[29, 30, 12, 21, 18, 1, 26, 2, 14],
        buttons: 8,
        position: 30,
    };
    let them = Side {
        quilt: &["aaabbccc.", "daaabcee.", "ddffbeeg.", "dffbbggg."],
        sewn: &[25, 22, 7, 4, 10, 5, 8],
        buttons: 10,
        position: 33,
    };
    position(Variant::Classic, [3, 15, 9], Player::Two, &[me, them])
}

fn end() -> Result<Prepared, SetupError> {
    // Advancing: 50 + 2 + 13 - 2 x 30 = 5; the other has 88 - 2 x 41 = 6. A patch that covers
    // 4 cells gains 8 points less its cost: patches 7 and 10 win, 18 does not.
    let me = Side {
        quilt: &[
            "aaaabcddd",
            "eeaabcccd",
            "effbbbccg",
            "efffbgggg",
            "eehhbiiig",
            "jjjhii...",
        ],
        sewn: &[29, 30, 28, 8, 22, 12, 26, 3, 13, 2],
        buttons: 50,
        position: 51,
    };
    let them = Side {
        quilt: &[
            "abbbbccdd",
            "aabbccdde",
            "aafffccee",
            "gagfhhhhe",
            "gggf.....",
        ],
        sewn: &[25, 27, 24, 5, 4, 16, 11, 6],
        buttons: 88,
        position: 53,
    };
    position(Variant::Classic, [7, 10, 18], Player::Two, &[me, them])
}

fn express() -> Result<Prepared, SetupError> {
    let me = Side {
        quilt: &["aa.....", "aaa....", "bbbbb.."],
        sewn: &[3, 14],
        buttons: 4,
        position: 5,
    };
    let them = Side {
        quilt: &[".a.....", ".a.....", "aaa...."],
        sewn: &[10],
        buttons: 5,
        position: 6,
    };
    position(Variant::Express, [12, 8, 2], Player::Two, &[me, them])
}
