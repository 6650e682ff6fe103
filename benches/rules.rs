//! Rules-core speed: random full games per second (without a list: the `n`-th action of
//! [`Game::moves`]; with a list: every legal [`Move`] into a reused buffer each ply), legal-action
//! generation in mid-game, perft.
//!
//! Targets (2-core machine, one core): at least 60,000 uniformly random full games per second and
//! under 1 microsecond per legal-action generation in a mid-game position.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group};
use patchwork::rules::{Game, LeatherLayout, Move, Setup, Variant};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// Plays one game choosing uniformly among all legal actions at every ply.
fn random_playout(start: &Game, rng: &mut Xoshiro256PlusPlus) -> Game {
    let mut game = start.clone();
    while !game.is_over() {
        let moves = game.moves();
        if let Some(action) = moves.get(rng.random_range(0..moves.len())) {
            game.play_move_unchecked(action);
        }
    }
    game
}

/// The position after `plies` random actions of a seeded game.
fn mid_game(variant: Variant, seed: u64, plies: usize) -> Game {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut game =
        Game::new(&Setup::random(variant, LeatherLayout::Revised, seed)).expect("valid set-up");
    for _ in 0..plies {
        let moves = game.moves();
        if let Some(action) = moves.get(rng.random_range(0..moves.len())) {
            game.play_move_unchecked(action);
        }
    }
    game
}

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game");
    group.throughput(Throughput::Elements(1));
    for variant in [Variant::Classic, Variant::Express] {
        let start =
            Game::new(&Setup::random(variant, LeatherLayout::Revised, 1)).expect("valid set-up");
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(99);
        group.bench_function(variant.name(), |b| {
            b.iter(|| black_box(random_playout(&start, &mut rng)));
        });
    }
    group.finish();
    let mut group = c.benchmark_group("random_game_list");
    group.throughput(Throughput::Elements(1));
    for variant in [Variant::Classic, Variant::Express] {
        let start =
            Game::new(&Setup::random(variant, LeatherLayout::Revised, 1)).expect("valid set-up");
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(99);
        let mut buf: Vec<Move> = Vec::new();
        group.bench_function(variant.name(), |b| {
            b.iter(|| {
                let mut game = start.clone();
                while !game.is_over() {
                    game.fill_legal_moves(&mut buf);
                    let m = buf[rng.random_range(0..buf.len())];
                    game.play_move_unchecked(m);
                }
                black_box(game)
            });
        });
    }
    group.finish();
}

fn movegen(c: &mut Criterion) {
    let game = mid_game(Variant::Classic, 3, 20);
    assert!(!game.is_over(), "the bench position is mid-game");
    let mut group = c.benchmark_group("movegen_midgame");
    group.bench_function("moves", |b| b.iter(|| black_box(black_box(&game).moves())));
    group.bench_function("moves_len", |b| {
        b.iter(|| black_box(black_box(&game).moves().len()));
    });
    group.bench_function("legal_actions_vec", |b| {
        b.iter(|| black_box(black_box(&game).legal_actions()));
    });
    group.finish();
}

fn perft(c: &mut Criterion) {
    let start = Game::new(&Setup::random(Variant::Classic, LeatherLayout::Revised, 5))
        .expect("valid set-up");
    c.bench_function("perft_2_classic_start", |b| {
        b.iter(|| black_box(start.perft(2)));
    });
}

criterion_group!(benches, random_games, movegen, perft);

/// With `PATCHWORK_RANDOM_GAMES=list:N` (or `nolist:N`), plays the `random_game_list/classic`
/// (or `random_game/classic`) loop N times and exits, for counting instructions under
/// `valgrind --tool=callgrind` (load-independent, unlike a timing); otherwise runs the benches.
fn main() {
    if let Ok(spec) = std::env::var("PATCHWORK_RANDOM_GAMES") {
        let (mode, n) = spec.split_once(':').unwrap_or((spec.as_str(), "2000"));
        let n: usize = n.parse().unwrap_or(2000);
        let start = Game::new(&Setup::random(Variant::Classic, LeatherLayout::Revised, 1))
            .expect("valid set-up");
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(99);
        let mut buf: Vec<Move> = Vec::new();
        for _ in 0..n {
            let game = if mode == "list" {
                let mut game = start.clone();
                while !game.is_over() {
                    game.fill_legal_moves(&mut buf);
                    let m = buf[rng.random_range(0..buf.len())];
                    game.play_move_unchecked(m);
                }
                game
            } else {
                random_playout(&start, &mut rng)
            };
            black_box(game);
        }
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
