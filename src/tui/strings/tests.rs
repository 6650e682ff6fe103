//! The player's words, checked in each language.

use super::*;
use crate::i18n::{self, Lang};
use crate::review::Class;

#[test]
fn the_verdict_never_says_minus_zero_and_names_what_it_counts() {
    i18n::with(Lang::En, || {
        let best = Some(Some(Action::Advance));
        let text = verdict(Class::Excellent, 0.004, 11.4, None, best, Variant::Classic);
        assert_eq!(
            text,
            "excellent: win chance almost unchanged, 11 points fewer; best: advance"
        );
        let text = verdict(Class::Blunder, 0.31, 1.0, None, None, Variant::Classic);
        assert_eq!(text, "blunder ??: win chance -31%, 1 point fewer");
        let text = verdict(Class::Good, 0.02, -0.4, None, best, Variant::Classic);
        assert_eq!(text, "good: win chance -2%; best: advance");
        let range = Some((1.24, 3.05));
        let text = verdict(Class::Unclear, 0.06, 3.05, range, best, Variant::Classic);
        assert_eq!(
            text,
            "unclear: between 1.2 and 3.0 points fewer; best: advance"
        );
    });
    i18n::with(Lang::Fr, || {
        let text = verdict(Class::Excellent, 0.0, 3.0, None, None, Variant::Classic);
        assert_eq!(
            text,
            "excellent\u{a0}: chances de victoire presque intactes, 3 points de moins"
        );
        let text = verdict(
            Class::Unclear,
            0.0,
            2.0,
            Some((0.5, 2.0)),
            None,
            Variant::Classic,
        );
        assert_eq!(text, "incertain\u{a0}: entre 0.5 et 2.0 points de moins");
    });
    i18n::with(Lang::Ru, || {
        let text = verdict(Class::Mistake, 0.12, 22.0, None, None, Variant::Classic);
        assert_eq!(
            text,
            "ошибка ?: шансы на победу -12\u{a0}%, на 22 очка меньше"
        );
        let text = verdict(
            Class::Unclear,
            0.0,
            2.0,
            Some((0.5, 2.0)),
            None,
            Variant::Classic,
        );
        assert_eq!(text, "неясно: от 0.5 до 2.0 очков меньше");
    });
}

#[test]
fn the_reviews_gauge_counts_positions_then_says_close_calls_are_looked_at_again() {
    i18n::with(Lang::En, || {
        assert_eq!(reviewing(12, 40), "reviewing ▰▰▰▱▱▱▱▱▱▱ 12/40");
        assert_eq!(reviewing(0, 0), "reviewing ▱▱▱▱▱▱▱▱▱▱ 0/0");
        assert_eq!(
            reviewing(40, 40),
            "reviewing: a second look at close calls…"
        );
    });
    i18n::with(Lang::Fr, || {
        assert_eq!(
            reviewing(40, 40),
            "analyse\u{a0}: second regard sur les coups serrés…"
        );
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
