//! The learned value of a position: the final margin and the chance to win that strong play on
//! both sides leads to from it, in microseconds and the same on every machine.
//!
//! A small network ([`net`]) reads a fixed list of numbers about the position ([`features`](mod@features):
//! both quilts, buttons, income, the race on the time board, the circle ahead, leather and the
//! bonus still to come). It was trained by `examples/train_value.rs` on the project's own games
//! (docs/bots.md says how and how well); its weights are built into the binary.
//!
//! ```
//! use patchwork::bot::value;
//! use patchwork::rules::{Game, LeatherLayout, Player, Setup, Variant};
//!
//! let game = Game::new(&Setup::random(Variant::Classic, LeatherLayout::Revised, 1)).unwrap();
//! let e = value::estimate(&game);
//! assert!((e.win_for(Player::One) + e.win_for(Player::Two) - 1.0).abs() < 1e-6);
//! assert_eq!(e.margin_for(Player::One), -e.margin_for(Player::Two));
//! ```

pub mod features;
pub mod net;

use features::{FEATURES, features};
use net::{MARGIN_SCALE, Net};

use super::eval::play_step_leather;
use crate::rules::{Game, Phase, Player, Variant};

/// The classic game's network.
static CLASSIC: Net = Net::from_bytes(include_bytes!("../../assets/value/classic.bin"));
/// Patchwork Express's network.
static EXPRESS: Net = Net::from_bytes(include_bytes!("../../assets/value/express.bin"));

/// The network of `variant`.
pub fn network(variant: Variant) -> &'static Net {
    match variant {
        Variant::Classic => &CLASSIC,
        Variant::Express => &EXPRESS,
    }
}

/// What a position is worth, from `Player::One`'s side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// `Player::One`'s final score less `Player::Two`'s, in points.
    pub margin: f32,
    /// `Player::One`'s chance to win, 0 to 1.
    pub win: f32,
}

impl Estimate {
    /// The margin from `player`'s side: their score less the other's.
    pub fn margin_for(self, player: Player) -> f32 {
        match player {
            Player::One => self.margin,
            Player::Two => -self.margin,
        }
    }

    /// `player`'s chance to win.
    pub fn win_for(self, player: Player) -> f32 {
        match player {
            Player::One => self.win,
            Player::Two => 1.0 - self.win,
        }
    }

    /// The exact figures of a finished game.
    #[allow(clippy::cast_precision_loss)] // scores stay far below 2^23
    pub fn of_finished(game: &Game) -> Self {
        let margin = game.score(Player::One).total - game.score(Player::Two).total;
        Self {
            margin: margin as f32,
            win: if game.winner() == Some(Player::One) {
                1.0
            } else {
                0.0
            },
        }
    }

    /// The figures `net` gives `features` for `mover`.
    fn of_outputs(outputs: [f32; 2], mover: Player) -> Self {
        let margin = outputs[0] * MARGIN_SCALE;
        let win = 1.0 / (1.0 + (-outputs[1]).exp());
        match mover {
            Player::One => Self { margin, win },
            Player::Two => Self {
                margin: -margin,
                win: 1.0 - win,
            },
        }
    }
}

/// The learned value of `game`: exact once it is over; a leather patch waiting to be placed
/// goes where the search puts it first.
pub fn estimate(game: &Game) -> Estimate {
    estimate_with(network(game.variant()), game)
}

/// [`estimate`] by the network `net` (of `game`'s variant), for tools that try a network not
/// built in.
pub fn estimate_with(net: &Net, game: &Game) -> Estimate {
    match game.phase() {
        Phase::Over => Estimate::of_finished(game),
        Phase::Turn(mover) => {
            let mut x = [0.0; FEATURES];
            features(game, mover, &mut x);
            Estimate::of_outputs(net.forward(&x), mover)
        }
        Phase::PlaceLeather(_) => {
            let mut g = game.clone();
            play_step_leather(&mut g);
            estimate_with(net, &g)
        }
    }
}

/// The two constants of [`win_chance`] for `variant`: the logistic slope per point on the last
/// space, and how it flattens with the time left. Fitted by maximum likelihood on the held-out
/// games of the training set, valued 4 steps deep (`examples/train_value.rs calibrate`,
/// docs/bots.md).
pub const fn win_curve(variant: Variant) -> (f64, f64) {
    match variant {
        Variant::Classic => (9.8295, 1.0),
        Variant::Express => (12.4188, 1.0),
    }
}

/// The chance that the player whose expected margin is `margin` wins, with `spaces` left to
/// play (both tokens' spaces to the end, added): `1 / (1 + exp(-slope x margin / (1 + spread x
/// spaces)))` with [`win_curve`]'s constants, kept within 0.1% of certainty. A lead counts for
/// more the less time is left to lose it.
pub fn win_chance(variant: Variant, margin: f64, spaces: u32) -> f64 {
    let (slope, spread) = win_curve(variant);
    let x = slope * margin / (1.0 + spread * f64::from(spaces));
    (1.0 / (1.0 + (-x).exp())).clamp(0.001, 0.999)
}

/// Both tokens' spaces to the final space, added: how much of the game is left.
pub fn spaces_left(game: &Game) -> u32 {
    let end = game.variant().final_space().get();
    Player::BOTH
        .iter()
        .map(|&p| u32::from(end - game.player(p).position.get()))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Action, LeatherLayout, Setup};

    #[test]
    fn a_finished_game_is_worth_its_score() {
        let mut game = Game::new(&Setup::random(Variant::Express, LeatherLayout::Revised, 3))
            .expect("a shuffled set-up is valid");
        while !game.is_over() {
            game.play(Action::Advance)
                .expect("advancing is always legal");
            while let Phase::PlaceLeather(_) = game.phase() {
                game.play(Action::Leather(None))
                    .expect("Express may set leather aside");
            }
        }
        let e = estimate(&game);
        let margin = game.score(Player::One).total - game.score(Player::Two).total;
        assert!((e.margin - f32::from(i16::try_from(margin).expect("small"))).abs() < f32::EPSILON);
        assert!(e.win == 0.0 || (e.win - 1.0).abs() < f32::EPSILON);
    }

    #[test]
    fn the_figures_are_the_movers_turned_to_player_ones_side() {
        let a = Estimate::of_outputs([0.5, 0.0], Player::One);
        let b = Estimate::of_outputs([0.5, 0.0], Player::Two);
        assert!((a.margin - 0.5 * MARGIN_SCALE).abs() < 1e-6);
        assert!((b.margin + 0.5 * MARGIN_SCALE).abs() < 1e-6);
        assert!((a.win - 0.5).abs() < 1e-6 && (b.win - 0.5).abs() < 1e-6);
        let c = Estimate::of_outputs([0.0, 2.0], Player::Two);
        assert!(c.win < 0.2 && c.win_for(Player::Two) > 0.8);
    }
}
