//! Bot and compact-move speed.
//!
//! - `random_game_full_list`: random full games listing every legal action at each ply, through
//!   `Vec<Action>` (`Game::legal_actions`) and through compact moves (`Game::fill_legal_moves` into a
//!   reused buffer, then `Game::play_move_unchecked`). Issue 9's target is the compact path at
//!   3x the rate of the `Vec<Action>` path as it was before the compact generator's rewrite
//!   (commit `fd72aea`); since `Game::board` (shared) became a constant, the `Vec<Action>` path
//!   here is faster too, so compare against that commit's bench binary run alternately with
//!   this one (the "Compact moves and the bots" table of `docs/performance.md`).
//! - `list_opening` / `list_midgame`: listing one position's legal actions both ways.
//! - `greedy_move`: the greedy bot's decision over mid-game positions (target: under 1 ms).
//! - `strong_iterations`: MCTS iterations from the opening and a mid-game position on one and
//!   on two threads (throughput: iterations per second).
//! - `solver`: the exact endgame solver, its table emptied each time, on a fixed endgame: the
//!   classic game of deal 1 played by the greedy bot against itself, 6 and 8 steps before its
//!   end (throughput: nodes per second).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use patchwork::bot::solver::Solver;
use patchwork::bot::{Bot, Budget, Greedy, Stop, Strong};
use patchwork::rules::{Game, LeatherLayout, Move, Phase, Setup, Variant};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

fn start(seed: u64) -> Game {
    Game::new(&Setup::random(
        Variant::Classic,
        LeatherLayout::Revised,
        seed,
    ))
    .expect("valid set-up")
}

/// The position after `plies` random actions of a seeded game (and any leather decisions they
/// call for), where the game waits for a turn.
fn mid_game(seed: u64, plies: usize) -> Game {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut game = start(seed);
    let mut played = 0;
    while played < plies || matches!(game.phase(), Phase::PlaceLeather(_)) {
        played += 1;
        let moves = game.moves();
        if let Some(action) = moves.get(rng.random_range(0..moves.len().max(1))) {
            game.play_move_unchecked(action);
        }
    }
    game
}

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game_full_list");
    group.throughput(Throughput::Elements(1));
    let game = start(1);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(99);
    group.bench_function("vec_action", |b| {
        b.iter(|| {
            let mut g = game.clone();
            while !g.is_over() {
                let list = g.legal_actions();
                let a = list[rng.random_range(0..list.len())];
                g.play_unchecked(a);
            }
            black_box(g)
        });
    });
    let mut buf: Vec<Move> = Vec::new();
    group.bench_function("compact", |b| {
        b.iter(|| {
            let mut g = game.clone();
            while !g.is_over() {
                g.fill_legal_moves(&mut buf);
                let m = buf[rng.random_range(0..buf.len())];
                g.play_move_unchecked(m);
            }
            black_box(g)
        });
    });
    group.finish();
}

fn listing(c: &mut Criterion) {
    for (name, game) in [
        ("list_opening", start(5)),
        ("list_midgame", mid_game(3, 20)),
    ] {
        let mut group = c.benchmark_group(name);
        group.bench_function("vec_action", |b| {
            b.iter(|| black_box(black_box(&game).legal_actions()));
        });
        let mut buf: Vec<Move> = Vec::new();
        group.bench_function("compact", |b| {
            b.iter(|| {
                black_box(&game).fill_legal_moves(&mut buf);
                black_box(buf.len())
            });
        });
        group.finish();
    }
}

fn greedy(c: &mut Criterion) {
    let positions: Vec<Game> = (0..16)
        .map(|s| mid_game(s, 10 + (s as usize % 3) * 5))
        .filter(|g| !g.is_over())
        .collect();
    let mut bot = Greedy::new(0);
    let mut i = 0;
    c.bench_function("greedy_move_midgame", |b| {
        b.iter(|| {
            i = (i + 1) % positions.len();
            black_box(bot.choose(&positions[i], Budget::DEFAULT))
        });
    });
    let opening = start(5);
    c.bench_function("greedy_move_opening", |b| {
        b.iter(|| black_box(bot.choose(&opening, Budget::DEFAULT)));
    });
}

fn strong(c: &mut Criterion) {
    const N: u64 = 4000;
    let mut group = c.benchmark_group("strong_iterations");
    group.sample_size(10);
    group.throughput(Throughput::Elements(N));
    for (name, game) in [("opening", start(5)), ("midgame", mid_game(3, 20))] {
        for threads in [1, 2] {
            let mut bot = Strong::new(1).with_threads(threads);
            group.bench_function(format!("{name}_{threads}_threads"), |b| {
                b.iter(|| black_box(bot.search(&game, Budget::iterations(N))));
            });
        }
    }
    group.finish();
}

/// The position `steps` steps (a turn and its leather decisions each) before the end of the
/// greedy bot's game against itself from deal `seed`.
fn greedy_endgame(seed: u64, steps: usize) -> Game {
    let starts =
        patchwork::bot::self_play_steps(start(seed), &mut Greedy::new(seed), Budget::DEFAULT)
            .expect("a game");
    starts[starts.len() - steps].clone()
}

fn solver(c: &mut Criterion) {
    let mut group = c.benchmark_group("solver");
    group.sample_size(10);
    let mut solver = Solver::default();
    for steps in [6, 8] {
        let game = greedy_endgame(1, steps);
        solver.clear();
        let nodes = solver
            .solve(&game, Budget::iterations(u64::MAX), &Stop::new())
            .expect("solved")
            .nodes;
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("classic_{steps}_steps"), |b| {
            b.iter(|| {
                solver.clear();
                black_box(solver.solve(&game, Budget::iterations(u64::MAX), &Stop::new()))
            });
        });
    }
    group.finish();
}

/// A whole review: the 28-step Express game of `tests/fixtures/review/express.json`, 500
/// iterations a position, on two workers (both cores of the reference machine), the endgame
/// solver proving the last positions. The review of a 42-step classic game at the default
/// 200 ms a position is timed as a whole command in `docs/reviewing.md`.
fn review(c: &mut Criterion) {
    use patchwork::history::History;
    use patchwork::review::{Analyzer, Settings};
    let text = include_str!("../tests/fixtures/review/express.json");
    let record = patchwork::record::Record::from_json(text).expect("the fixture");
    let history = History::from_record(&record).expect("valid").history;
    let settings = Settings {
        budget: Budget::iterations(500),
        seed: 0,
    };
    let mut group = c.benchmark_group("review");
    group.sample_size(10);
    group.bench_function("express_28_steps_500_iterations_2_workers", |b| {
        b.iter(|| {
            let review = Analyzer::new(&history, settings)
                .run(2, &Stop::new(), |_| {})
                .expect("reviewed");
            black_box(review)
        });
    });
    group.finish();
}

criterion_group!(
    benches,
    random_games,
    listing,
    greedy,
    strong,
    solver,
    review
);
criterion_main!(benches);
