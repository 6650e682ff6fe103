//! The player's words, checked in each language.

use super::*;
use crate::i18n::{self, Lang};
use crate::review::Class;

#[test]
fn the_verdict_never_says_minus_zero_and_names_what_it_counts() {
    i18n::with(Lang::En, || {
        let best = Some(Some(Action::Advance));
        let text = verdict(Class::Excellent, 0.004, 11.4, best, Variant::Classic);
        assert_eq!(
            text,
            "excellent: win chance almost unchanged, 11 points fewer; best: advance"
        );
        let text = verdict(Class::Blunder, 0.31, 1.0, None, Variant::Classic);
        assert_eq!(text, "blunder ??: win chance -31%, 1 point fewer");
        let text = verdict(Class::Good, 0.02, -0.4, best, Variant::Classic);
        assert_eq!(text, "good: win chance -2%; best: advance");
    });
    i18n::with(Lang::Fr, || {
        let text = verdict(Class::Excellent, 0.0, 3.0, None, Variant::Classic);
        assert_eq!(
            text,
            "excellent\u{a0}: chances de victoire presque intactes, 3 points de moins"
        );
    });
    i18n::with(Lang::Ru, || {
        let text = verdict(Class::Mistake, 0.12, 22.0, None, Variant::Classic);
        assert_eq!(
            text,
            "ошибка ?: шансы на победу -12\u{a0}%, на 22 очка меньше"
        );
    });
}

#[test]
fn the_reviews_gauge_counts_positions_then_says_the_end_is_being_proved() {
    i18n::with(Lang::En, || {
        assert_eq!(reviewing(12, 40), "reviewing ▰▰▰▱▱▱▱▱▱▱ 12/40");
        assert_eq!(reviewing(0, 0), "reviewing ▱▱▱▱▱▱▱▱▱▱ 0/0");
        assert_eq!(reviewing(40, 40), "reviewing: proving the end…");
    });
    i18n::with(Lang::Fr, || {
        assert_eq!(reviewing(40, 40), "analyse\u{a0}: preuve de la fin…");
    });
}

#[test]
fn accuracy_tells_players_by_token_with_a_percent_sign() {
    i18n::with(Lang::En, || {
        let players = [('1', "greedy", Some(99.2)), ('2', "greedy", Some(78.0))];
        assert_eq!(
            accuracy(players, 16),
            "accuracy [1] greedy 99% · [2] greedy 78%"
        );
        assert_eq!(accuracy(players, 0), "accuracy [1] 99% · [2] 78%");
    });
    i18n::with(Lang::Fr, || {
        let players = [('A', "Ada", Some(50.0)), ('B', "Ben", None)];
        assert_eq!(accuracy(players, 0), "précision [A] 50\u{a0}% · [B] –");
    });
}
