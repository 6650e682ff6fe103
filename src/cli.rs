//! The command line: `patchwork` (play), `patchwork verify`, `patchwork perft`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::rules::{LeatherLayout, Variant};

mod out;
mod perft;
mod verify;

pub use out::CLOSED_PIPE;
pub use perft::MAX_DEPTH;

/// Patchwork and Patchwork Express in the terminal.
#[derive(Debug, Parser)]
#[command(
    name = "patchwork",
    version,
    about,
    long_about = None,
    after_help = "The rules, the saved-game format, perft and verify's output are documented in \
                  the project's docs/ folder: docs/rules.md, docs/record-format.md, \
                  docs/perft.md, docs/verify.md."
)]
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
    /// Check saved games without a terminal (output contract: docs/verify.md).
    Verify(VerifyArgs),
    /// Count legal action sequences from a saved game's position (see docs/perft.md).
    Perft(PerftArgs),
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
    /// Saved games (record format v1, docs/record-format.md), at most 2 MiB each.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Print one JSON object per file per line.
    #[arg(long)]
    pub json: bool,
}

/// Options of `perft`.
#[derive(Debug, Clone, Args)]
pub struct PerftArgs {
    /// The saved game whose final position is counted from (docs/record-format.md).
    #[arg(long, value_name = "FILE")]
    pub record: PathBuf,
    /// How many actions deep to count: 1 to 128 (perft 0 is 1 by definition, so it is not asked).
    #[arg(long, value_name = "D", value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_DEPTH)))]
    pub depth: u32,
    /// Also print, for the last depth, each first action with its count.
    #[arg(long)]
    pub divide: bool,
}

fn parse_variant(s: &str) -> Result<Variant, String> {
    s.parse()
        .map_err(|e: crate::rules::UnknownName| e.to_string())
}

fn parse_layout(s: &str) -> Result<LeatherLayout, String> {
    s.parse()
        .map_err(|e: crate::rules::UnknownName| e.to_string())
}

/// Starts the terminal game with the options of `args`.
fn play(args: PlayArgs) -> ExitCode {
    let options = crate::tui::Options {
        variant: args.variant,
        layout: args.board,
        names: [args.player1, args.player2],
    };
    crate::tui::run(options, args.seed)
}

/// Parses the command line and runs it.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => play(cli.play),
        Some(Command::Play(args)) => play(args),
        Some(Command::Verify(args)) => verify::run(&args),
        Some(Command::Perft(args)) => perft::run(&args),
    }
}
