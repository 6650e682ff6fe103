//! The figures of every position from the looks, from the end back ([`chain`]).
//!
//! A position is worth what its mover's best step makes of it: the step played, worth what the
//! position after it is worth, or a better step found by its look. So, from the last position
//! back, `F(i) = max(F(i + 1), best other step)` from the mover's side, and the step played
//! lost `F(i) - F(i + 1)`, never less than 0: the margin moves across a step exactly by what
//! that step lost, and not at all across a step nothing beats. Where the solver proved a
//! position and every one after it, `F(i)` is the proof.

use super::look::Look;
use super::step::round;
use super::{Class, Position, Review, StepReview, accuracy};
use crate::bot::value::{spaces_left, win_chance};
use crate::history::Step;
use crate::rules::{Action, Game, Player};

/// A position's figure in the chain: `Player::One`'s margin and, when exact, whether
/// `Player::One` wins.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Figure {
    margin: f64,
    exact_win: Option<bool>,
}

impl Figure {
    fn margin_for(self, p: Player) -> f64 {
        match p {
            Player::One => self.margin,
            Player::Two => -self.margin,
        }
    }

    /// The figure whose margin for `p` is `m`.
    fn of(p: Player, m: f64, exact_win_for_p: Option<bool>) -> Self {
        match p {
            Player::One => Self {
                margin: m,
                exact_win: exact_win_for_p,
            },
            Player::Two => Self {
                margin: -m,
                exact_win: exact_win_for_p.map(|w| !w),
            },
        }
    }

    /// `p`'s chance to win in `game`: exact, or the calibration of the margin.
    fn win_for(self, p: Player, game: &Game) -> f64 {
        match self.exact_win {
            Some(w) => {
                if (p == Player::One) == w {
                    1.0
                } else {
                    0.0
                }
            }
            None => win_chance(game.variant(), self.margin_for(p), spaces_left(game)),
        }
    }
}

/// The review the looks give, and the steps whose class two looks of different depths
/// disagree on, where `deepened` says a deeper look was not taken yet (the caller may deepen
/// those and chain again; where it was, the step is [`Class::Unclear`]). `None` when a
/// position's look is missing. `games[i]` is position `i`, `looks[i]` its look (the last
/// position's counts only when the game is unfinished).
pub(super) fn chain(
    games: &[Game],
    steps: &[Step],
    looks: &[Option<Look>],
    deepened: &[bool],
) -> Option<(Review, Vec<usize>)> {
    let n = steps.len();
    let last_game = games.get(n)?;
    let mut figures = vec![
        Figure {
            margin: 0.0,
            exact_win: None
        };
        n + 1
    ];
    let mut exact = vec![false; n + 1];
    (figures[n], exact[n]) = last_figure(last_game, looks.get(n)?.as_ref())?;
    let mut reviews: Vec<Option<StepReview>> = vec![None; n];
    let mut unsettled = Vec::new();
    for i in (0..n).rev() {
        let game = &games[i];
        let step = &steps[i];
        let mover = step.player;
        let look = looks.get(i)?.as_ref()?;
        let next = figures[i + 1];
        let next_m = next.margin_for(mover);
        let judged = judge(
            game,
            step,
            look,
            next,
            exact[i + 1],
            deepened.get(i).copied(),
        );
        exact[i] = judged.exact;
        if judged.unsettled {
            unsettled.push(i);
        }
        let (here, best, class, range) = (judged.here, judged.best, judged.class, judged.range);
        figures[i] = here;
        let best = if matches!(class, Class::Best | Class::Forced) {
            step.actions.clone()
        } else {
            best
        };
        let lost = (here.margin_for(mover) - next_m).max(0.0);
        let win_lost = (here.win_for(mover, game) - next.win_for(mover, game)).max(0.0);
        reviews[i] = Some(StepReview {
            index: i,
            player: mover,
            played: step.actions.clone(),
            best,
            // Both filled in below, once every figure is known.
            before: Position::default(),
            after: Position::default(),
            win_lost: round(win_lost, 4),
            points_lost: round(lost, 2),
            class,
            range: range.map(|(a, b)| (round(a, 2), round(b, 2))),
        });
    }
    // The positions' figures, now that all are known.
    let position = |k: usize| -> Position {
        let g = &games[k];
        let f = figures[k];
        let w0 = f.win_for(Player::One, g);
        let (nodes, depth) = looks
            .get(k)
            .and_then(Option::as_ref)
            .filter(|_| !exact[k])
            .map_or((0, 0), |l| (l.nodes, l.depth()));
        Position {
            mover: g.to_move(),
            win: [w0, 1.0 - w0],
            margin: f.margin,
            exact: exact[k],
            nodes,
            depth,
        }
    };
    let steps: Vec<StepReview> = reviews
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            r.map(|r| StepReview {
                before: position(i),
                after: position(i + 1),
                ..r
            })
        })
        .collect::<Option<_>>()?;
    unsettled.sort_unstable();
    Some((
        Review {
            accuracy: accuracies(&steps),
            steps,
            last: position(n),
        },
        unsettled,
    ))
}

/// Each player's accuracy over `steps`.
fn accuracies(steps: &[StepReview]) -> [Option<f64>; 2] {
    Player::BOTH.map(|p| {
        let accs: Vec<f64> = steps
            .iter()
            .filter(|s| s.player == p)
            .filter_map(StepReview::accuracy)
            .collect();
        accuracy(&accs).map(|a| round(a, 1))
    })
}

/// The figure of the last position, and whether it is exact: the end of the game, or an
/// unfinished game's proof or best step (`None` without a look there).
fn last_figure(last: &Game, look: Option<&Look>) -> Option<(Figure, bool)> {
    let Some(m) = last.to_move() else {
        let margin = last.score(Player::One).total - last.score(Player::Two).total;
        let figure = Figure {
            margin: f64::from(margin),
            exact_win: Some(last.winner() == Some(Player::One)),
        };
        return Some((figure, true));
    };
    let look = look?;
    if let Some(p) = &look.proof {
        return Some((Figure::of(m, f64::from(p.margin), Some(p.wins)), true));
    }
    let (_, v) = look.best_at(look.depth() as usize)?;
    Some((Figure::of(m, v, None), false))
}

/// The class of a step that lost `won` of a win and `lost` points, at a position looked at as
/// `look`: nothing lost on the only legal turn is forced.
fn judged(look: &Look, won: f64, lost: f64) -> Class {
    match Class::of(round(won, 4), round(lost, 2)) {
        Class::Best if look.forced_turn => Class::Forced,
        c => c,
    }
}

/// What [`judge`] finds of one step.
struct Judged {
    /// The position's figure.
    here: Figure,
    /// Whether it is exact.
    exact: bool,
    /// The best step found.
    best: Vec<Action>,
    class: Class,
    /// For an unclear step, the least and the most points lost.
    range: Option<(f64, f64)>,
    /// Whether the looks disagree on the class and a deeper look was not taken yet.
    unsettled: bool,
}

/// Judges `step`, taken in `game` (looked at as `look`), whose next position's figure is `next`
/// (`next_exact` when proved): a proof where it and every position after are proved, else the
/// best of the step played and the look's other steps. `deepened` says whether the position
/// was looked at once more (`None`: treat as yes).
fn judge(
    game: &Game,
    step: &Step,
    look: &Look,
    next: Figure,
    next_exact: bool,
    deepened: Option<bool>,
) -> Judged {
    let mover = step.player;
    let next_m = next.margin_for(mover);
    if let (Some(proof), true) = (&look.proof, next_exact) {
        let here = Figure::of(mover, f64::from(proof.margin), Some(proof.wins));
        let lost = (f64::from(proof.margin) - next_m).max(0.0);
        let best = if lost > 0.0 {
            proof.best.clone()
        } else {
            step.actions.clone()
        };
        let won = here.win_for(mover, game) - next.win_for(mover, game);
        return Judged {
            here,
            exact: true,
            best,
            class: judged(look, won.max(0.0), lost),
            range: None,
            unsettled: false,
        };
    }
    let depth = look.depth() as usize;
    let Some((j, v)) = look.best_at(depth).filter(|&(_, v)| v > next_m) else {
        return Judged {
            here: next,
            exact: false,
            best: step.actions.clone(),
            class: if look.forced_turn {
                Class::Forced
            } else {
                Class::Best
            },
            range: None,
            unsettled: false,
        };
    };
    let spaces = spaces_left(game);
    let cost = |v: f64| {
        let points = (v - next_m).max(0.0);
        let win = (win_chance(game.variant(), v, spaces) - next.win_for(mover, game)).max(0.0);
        (win, points)
    };
    let (win, points) = cost(v);
    let class = judged(look, win, points);
    // The look one step shallower: the same class, or the verdict is in doubt.
    let shallower = depth
        .checked_sub(1)
        .and_then(|d| look.best_at(d))
        .map(|(_, w)| cost(w));
    let (mut range, mut unsettled) = (None, false);
    if let Some((w2, p2)) = shallower
        && judged(look, w2, p2) != class
    {
        if deepened.unwrap_or(true) {
            range = Some((p2.min(points), p2.max(points)));
        } else {
            unsettled = true;
        }
    }
    Judged {
        here: Figure::of(mover, v, None),
        exact: false,
        best: look.alternatives[j].step.clone(),
        class: if range.is_some() {
            Class::Unclear
        } else {
            class
        },
        range,
        unsettled,
    }
}
