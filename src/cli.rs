//! The command line: `patchwork` (play), `patchwork verify`, `patchwork perft`,
//! `patchwork move`, `patchwork arena`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::rules::{LeatherLayout, Variant};

mod arena;
mod move_cmd;
mod perft;
mod verify;

/// Patchwork and Patchwork Express in the terminal.
#[derive(Debug, Parser)]
#[command(name = "patchwork", version, about, long_about = None)]
pub struct Cli {
    /// What to do; with none, a new hot-seat game starts.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Options of a new game.
    #[command(flatten)]
    pub play: PlayArgs,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a new game in the terminal (the default).
    Play(PlayArgs),
    /// Check saved games without a terminal.
    Verify(VerifyArgs),
    /// Count legal action sequences from a saved game's position (see perft.md).
    Perft(PerftArgs),
    /// Print a bot's action for the player to move in a saved game, as one record action line.
    Move(MoveArgs),
    /// Play bot against bot on the same deals with seats swapped, and report the results.
    Arena(ArenaArgs),
}

/// Options of a new game.
#[derive(Debug, Clone, Args)]
pub struct PlayArgs {
    /// The game: classic Patchwork or Patchwork Express.
    #[arg(long, default_value = "classic", value_parser = parse_variant)]
    pub variant: Variant,
    /// Classic only: where the leather patches lie on the time board.
    #[arg(long, default_value = "revised", value_parser = parse_layout)]
    pub board: LeatherLayout,
    /// Seed for the circle order and first player; the same seed gives the same game.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Name of player 1 (who sits at the left).
    #[arg(long = "player1", default_value = "Ada", value_name = "NAME")]
    pub player1: String,
    /// Name of player 2.
    #[arg(long = "player2", default_value = "Ben", value_name = "NAME")]
    pub player2: String,
}

/// Options of `verify`.
#[derive(Debug, Clone, Args)]
pub struct VerifyArgs {
    /// Saved games (record format v1).
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Print one JSON object per file per line.
    #[arg(long)]
    pub json: bool,
}

/// Options of `perft`.
#[derive(Debug, Clone, Args)]
pub struct PerftArgs {
    /// The saved game whose final position is counted from.
    #[arg(long, value_name = "FILE")]
    pub record: PathBuf,
    /// How many actions deep to count.
    #[arg(long, value_name = "D")]
    pub depth: u32,
    /// Also print, for the last depth, each first action with its count.
    #[arg(long)]
    pub divide: bool,
}

/// Options of `move`.
#[derive(Debug, Clone, Args)]
pub struct MoveArgs {
    /// The saved game whose final position the bot moves in.
    #[arg(long, value_name = "FILE")]
    pub record: PathBuf,
    /// Which bot.
    #[arg(long, default_value = "strong", value_parser = clap::builder::PossibleValuesParser::new(crate::bot::NAMES))]
    pub bot: String,
    /// Thinking time in milliseconds (the strong bot's default is 1000).
    #[arg(long, value_name = "T")]
    pub millis: Option<u64>,
    /// Search iterations instead of (or besides) a time limit: the answer then repeats exactly.
    #[arg(long, value_name = "N")]
    pub iterations: Option<u64>,
    /// The bot's seed.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// Search threads of the strong bot (default: one per core).
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// Also print the strong bot's search figures (iterations, threads, time) on stderr.
    #[arg(long)]
    pub stats: bool,
}

/// Options of `arena`.
#[derive(Debug, Clone, Args)]
pub struct ArenaArgs {
    /// Bot A.
    #[arg(long, value_parser = clap::builder::PossibleValuesParser::new(crate::bot::NAMES))]
    pub a: String,
    /// Bot B.
    #[arg(long, value_parser = clap::builder::PossibleValuesParser::new(crate::bot::NAMES))]
    pub b: String,
    /// Games to play (each deal twice, seats swapped).
    #[arg(long, value_name = "N")]
    pub games: usize,
    /// Seed of the first deal; game i uses deal seed + i / 2.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// Thinking time per move in milliseconds (the strong bot's default is 1000).
    #[arg(long, value_name = "T")]
    pub millis: Option<u64>,
    /// Search iterations per move (repeatable results).
    #[arg(long, value_name = "N")]
    pub iterations: Option<u64>,
    /// Games played at once (default: one per core).
    #[arg(long, value_name = "J")]
    pub jobs: Option<usize>,
    /// Write every game as a record into this folder.
    #[arg(long, value_name = "DIR")]
    pub save: Option<PathBuf>,
    /// The game: classic Patchwork or Patchwork Express.
    #[arg(long, default_value = "classic", value_parser = parse_variant)]
    pub variant: Variant,
    /// Classic only: where the leather patches lie on the time board.
    #[arg(long, default_value = "revised", value_parser = parse_layout)]
    pub board: LeatherLayout,
}

fn parse_variant(s: &str) -> Result<Variant, String> {
    s.parse()
        .map_err(|e: crate::rules::UnknownName| e.to_string())
}

fn parse_layout(s: &str) -> Result<LeatherLayout, String> {
    s.parse()
        .map_err(|e: crate::rules::UnknownName| e.to_string())
}

/// Parses the command line and runs it.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => crate::tui::run(&cli.play),
        Some(Command::Play(args)) => crate::tui::run(&args),
        Some(Command::Verify(args)) => verify::run(&args),
        Some(Command::Perft(args)) => perft::run(&args),
        Some(Command::Move(args)) => move_cmd::run(&args),
        Some(Command::Arena(args)) => arena::run(&args),
    }
}
