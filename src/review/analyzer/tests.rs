//! The analyzer's settling and correction, on a reviewed Express game.

use super::*;
use crate::bot::Budget;
use crate::review::analyzer::correct::CORRECTED_STEPS;
use crate::review::position::prove_seam;

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

/// Whether position `k` is proved exact, not forced and not over.
fn proved_here(a: &Analyzer, k: usize) -> bool {
    a.position(k)
        .is_some_and(|p| p.exact && !p.forced && p.mover.is_some())
}

#[test]
fn proofs_chain_back_through_seams_and_stop_at_a_sampled_position() {
    let mut a = reviewed();
    // Near the end three proved positions in a row (not over, not forced).
    let i = (2..a.len() - 1)
        .rev()
        .find(|&i| proved_here(&a, i - 1) && proved_here(&a, i) && proved_here(&a, i + 1))
        .expect("proved positions near the end");
    let proved = [i - 1, i].map(|k| a.position(k).cloned().expect("evaluated"));
    // Both with sampled figures instead (as a search further from the end gives them).
    for k in [i - 1, i] {
        a.positions[k] = Some(as_sampled(&proved[k + 1 - i]));
        a.settled[k] = false;
    }
    // The earlier one waits for the later one's figures to be final.
    assert!(!a.settle(i - 1, &Stop::new()).expect("not stopped"));
    assert!(!a.settled[i - 1]);
    // The later one is a seam before a proved position: proved again, with the proof's
    // figures; then the earlier one is a seam too, and proved.
    assert!(a.settle(i, &Stop::new()).expect("not stopped"));
    assert!(a.settle(i - 1, &Stop::new()).expect("not stopped"));
    assert_eq!(a.position(i - 1), Some(&proved[0]));
    assert_eq!(a.position(i), Some(&proved[1]));
    // A sampled position before one that stayed sampled is no seam: left as it is.
    let sampled = as_sampled(&proved[0]);
    a.positions[i] = Some(as_sampled(&proved[1]));
    a.positions[i - 1] = Some(sampled.clone());
    a.settled[i - 1] = false;
    assert!(!a.settle(i - 1, &Stop::new()).expect("not stopped"));
    assert_eq!(a.position(i - 1), Some(&sampled));
    assert!(a.settled[i - 1]);
    // A proved line before a proved position is a seam too: made exact.
    a.positions[i] = Some(proved[1].clone());
    a.positions[i - 1] = Some(Position {
        proved_line: true,
        exact: false,
        iterations: 100,
        playouts: 60,
        ..proved[0].clone()
    });
    a.settled[i - 1] = false;
    assert!(a.settle(i - 1, &Stop::new()).expect("not stopped"));
    assert_eq!(a.position(i - 1), Some(&proved[0]));
}

#[test]
fn a_forced_position_takes_the_figures_of_the_position_its_turn_leads_to() {
    let mut a = reviewed();
    // A forced advance in the middle of the game: its figures as a search gave them.
    let i = (0..a.len() - 1)
        .find(|&i| a.steps[i].actions.len() == 1 && a.games[i].legal_moves().len() == 1)
        .expect("a forced step");
    let next = a.position(i + 1).cloned().expect("evaluated");
    let here = a.position(i).cloned().expect("evaluated");
    assert!(here.forced);
    assert_eq!((here.win, here.margin), (next.win, next.margin));
    assert_eq!(here.mover, a.games[i].to_move());
    // Were they another search's (a seed of its own), settling makes them the next one's.
    a.positions[i] = Some(Position {
        margin: next.margin + 3.0,
        ..as_sampled(&here)
    });
    a.settled[i] = false;
    assert!(a.settle(i, &Stop::new()).expect("not stopped"));
    assert_eq!(a.position(i), Some(&here));
}

#[test]
fn sampled_positions_before_a_proof_take_the_searchs_offset_there_fading() {
    let mut a = reviewed();
    let n = CORRECTED_STEPS;
    // Near the end, n + 2 proved positions in a row (not over, not forced).
    let b = (n..a.len() - 1)
        .rev()
        .find(|&b| (b - n..=b + 1).all(|k| proved_here(&a, k)))
        .expect("proved positions near the end");
    // The n + 1 before b + 1 sampled instead, settled as they are (seams that failed); the
    // search said the proved position b + 1 is 4 points better for player 0 than proved.
    let (proof, proved_win) = a
        .position(b + 1)
        .map(|p| (p.margin, p.win[0]))
        .expect("evaluated");
    // And its win chance 0.3 from the proof's 1 or 0.
    let win_off = if proved_win > 0.5 { 0.3 } else { -0.3 };
    a.searched[b + 1] = Some((proved_win - win_off, proof + 4.0));
    let before: Vec<Position> = (b - n..=b)
        .map(|k| as_sampled(a.position(k).expect("evaluated")))
        .collect();
    for (k, p) in (b - n..=b).zip(&before) {
        a.positions[k] = Some(p.clone());
        a.corrected[k] = false;
    }
    for k in b - n..=b {
        a.correct(k, &Stop::new()).expect("not stopped");
    }
    // The boundary b takes all of the offset (-4 points, 0.3 of the win chance), each position
    // before it a share less, and the position n steps before none.
    for (walked, k) in (b - n..=b).rev().enumerate() {
        let p = a.position(k).expect("evaluated");
        let share = f64::from(u32::try_from(n - walked).expect("few"))
            / f64::from(u32::try_from(n).expect("few"));
        assert!(
            (p.margin - (before[k + n - b].margin - 4.0 * share)).abs() < 1e-9,
            "position {k}: {} from {}",
            p.margin,
            before[k + n - b].margin
        );
        // The win chance takes the offset too (from 0.5, within 0.005 to 0.995); the
        // playouts' rate stays the search's.
        let win = 0.5 + win_off * share;
        assert!(
            (p.win[0] - win).abs() < 1e-9 && (p.win[0] + p.win[1] - 1.0).abs() < 1e-9,
            "position {k}: win {:?}",
            p.win
        );
        assert!((p.raw_win - before[k + n - b].raw_win).abs() < 1e-12);
    }
    // So the step at the boundary is judged search against search: its mover's margin before
    // (corrected) less the proof after is the search's margin before less the search's after.
    let step = a.step_review(b).expect("reviewed");
    let mover = step.player;
    let searched_after = match mover {
        crate::rules::Player::One => proof + 4.0,
        crate::rules::Player::Two => -(proof + 4.0),
    };
    let judged = step.before.margin_for(mover) - step.after.margin_for(mover);
    let searched = before[n].margin_for(mover) - searched_after;
    assert!(
        (judged - searched).abs() < 1e-9,
        "{judged} against {searched}"
    );
    // And so is its win chance.
    let searched_win_after = match mover {
        crate::rules::Player::One => proved_win - win_off,
        crate::rules::Player::Two => 1.0 - (proved_win - win_off),
    };
    let judged = step.before.win_for(mover) - step.after.win_for(mover);
    let searched = before[n].win_for(mover) - searched_win_after;
    assert!(
        (judged - searched).abs() < 1e-9,
        "win: {judged} against {searched}"
    );
}

#[test]
fn a_seam_proved_ahead_of_its_time_is_the_proof_made_when_due() {
    let mut a = reviewed();
    a.settled.fill(false);
    a.seams_in_pairs = true;
    // Proofs within a small budget (8 x 5,000 nodes), to keep the test quick.
    a.settings.budget = Budget::iterations(5);
    let stop = Stop::new();
    // The last two pairs of a seam due and the one before it that may be due next: the one
    // proved beside it is kept, and is what proving it alone gives.
    let mut pairs = 0;
    for i in (1..a.len()).rev() {
        let Some(k) = a.seam_ahead(i) else { continue };
        let here = a.seam_proof(i, &stop).expect("not stopped");
        assert_eq!(
            here,
            prove_seam(&a.games[i], &a.settings, i, &stop).expect("not stopped")
        );
        let kept = a.seam_proofs.get(&k).cloned().expect("proved beside it");
        assert_eq!(
            kept,
            prove_seam(&a.games[k], &a.settings, k, &stop).expect("not stopped")
        );
        // Asked for when due, it is taken, once.
        assert_eq!(a.seam_proof(k, &stop).expect("not stopped"), kept);
        assert!(!a.seam_proofs.contains_key(&k));
        pairs += 1;
        if pairs == 2 {
            break;
        }
    }
    assert_eq!(pairs, 2, "pairs of seams near the end");
}
