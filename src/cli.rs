//! The command line: `patchwork` (play, resume, load), `patchwork replay`, `patchwork games`,
//! `patchwork verify`, `patchwork perft`, `patchwork move`, `patchwork arena`, `patchwork review`,
//! `patchwork stats`, `patchwork serve`, `patchwork learn`, `patchwork daily`,
//! `patchwork puzzles`, `patchwork docs`, `patchwork completions` and `patchwork man`.
//!
//! Each command takes only the options it uses: `--lang` is the one global option; the data
//! directory and `--no-animation` belong to the commands that open saved games or a screen.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

use crate::bot::{BotKind, Level};
use crate::rules::{LeatherLayout, Variant};
use parse::{parse_games, parse_iterations, parse_jobs, parse_layout, parse_millis, parse_variant};

mod arena;
mod docs;
mod games;
pub mod manual;
mod move_cmd;
mod out;
mod parse;
mod perft;
mod puzzles;
mod review;
mod stats;
mod verify;

pub use docs::Topic;
pub use out::CLOSED_PIPE;
pub use perft::MAX_DEPTH;

/// The board game Patchwork (and Patchwork Express) in the terminal: against a friend on this
/// keyboard, the computer at four levels, or someone over SSH; with lessons, puzzles, a daily
/// deal, replays and move-by-move reviews. With no command, the menu.
#[derive(Debug, Parser)]
#[command(
    name = "patchwork",
    version,
    about = "The board game Patchwork in the terminal: against a friend, the computer or over \
             SSH, with lessons, puzzles and move-by-move reviews",
    long_about = None,
    after_help = "The rules, the saved-game format, online play and the output of verify, \
                  perft, move and review: `patchwork docs` lists them, `patchwork docs rules` \
                  prints the rules. `patchwork man` prints the manual page."
)]
pub struct Cli {
    /// What to do; with none, the menu, or a new game when an option of one is given.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Options of a new game.
    #[command(flatten)]
    pub play: PlayArgs,
    /// The saves and the screen of the game.
    #[command(flatten)]
    pub screen: Screen,
    /// The language of the screen and of messages for people: en, fr, ru or fa (default: the
    /// locale's, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay
    /// English.
    #[arg(long, value_name = "LANG", global = true)]
    pub lang: Option<String>,
}

/// Where the saved games are kept: for the commands that read or write them.
#[derive(Debug, Clone, Default, Args)]
pub struct DataDir {
    /// Where saved games are kept (default: the platform's data directory; the
    /// `PATCHWORK_DATA_DIR` variable also sets it).
    #[arg(long, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
}

/// The options of the commands that open the game's screen.
#[derive(Debug, Clone, Default, Args)]
pub struct Screen {
    /// Where saved games are kept.
    #[command(flatten)]
    pub data_dir: DataDir,
    /// Draw without motion (tokens jump to their space instead of walking there, a sewn patch
    /// appears at once instead of settling); `NO_COLOR` draws without it too.
    #[arg(long)]
    pub no_animation: bool,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a new game in the terminal (what an option of a game without a command does).
    Play {
        /// Options of the game.
        #[command(flatten)]
        game: PlayArgs,
        /// The saves and the screen.
        #[command(flatten)]
        screen: Screen,
    },
    /// Check saved games without a terminal (output contract: `patchwork docs verify`).
    Verify(VerifyArgs),
    /// Count legal action sequences from a saved game's position (`patchwork docs perft`).
    Perft(PerftArgs),
    /// Print a bot's action for the player to move in a saved game, as one record action line
    /// (output contract: `patchwork docs move`).
    Move(MoveArgs),
    /// Play bot against bot on the same deals with seats swapped, and report the results.
    Arena(ArenaArgs),
    /// Step through a saved game move by move.
    Replay(ReplayArgs),
    /// List the saved games, numbered as --load, replay and review take them.
    Games(DataDir),
    /// Review a saved game with the strong bot: each step's cost, mistakes, accuracy (output
    /// contract: `patchwork docs review`).
    Review(ReviewArgs),
    /// Statistics across the saved games: results against each opponent, scores, and the
    /// daily deals played.
    Stats(DataDir),
    /// Serve the game over SSH: players on other computers open tables and join them with
    /// `ssh -p PORT HOST` (see `patchwork docs online`).
    #[cfg(feature = "online")]
    Serve(ServeArgs),
    /// Learn to play: short lessons, each a position to play one step in (from the first not
    /// done yet).
    Learn(Screen),
    /// Today's daily deal: the same circle and first player for everyone on this date (UTC),
    /// against the computer at the casual level.
    Daily(Screen),
    /// Puzzles from real games: find the best step. With --mine N, play N games with the
    /// strong bot instead and print the puzzles found, one JSON object a line.
    Puzzles(PuzzlesArgs),
    /// Print a document the program carries: the rules, the saved-game format, online play,
    /// the output of verify, perft, move and review. With no topic, list them.
    Docs {
        /// The document.
        #[arg(value_enum)]
        topic: Option<Topic>,
    },
    /// Print the completion script for a shell: bash, zsh, fish, powershell or elvish.
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: manual::Shell,
    },
    /// Print the manual page (roff): the program's, or one command's (`patchwork-COMMAND(1)`).
    Man {
        /// The command whose page to print (default: the program's).
        command: Option<String>,
    },
}

/// Options of `serve`.
#[cfg(feature = "online")]
#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// The port to listen on.
    #[arg(long, default_value_t = 2222)]
    pub port: u16,
    /// The address to listen on (0.0.0.0 for every interface, 127.0.0.1 for this computer).
    #[arg(long, default_value = "0.0.0.0")]
    pub listen: std::net::IpAddr,
    /// Only the keys of this OpenSSH `authorized_keys` file get in (default: any key, each
    /// player known by its fingerprint).
    #[arg(long, value_name = "FILE")]
    pub authorized_keys: Option<PathBuf>,
    /// Connections at once.
    #[arg(long, default_value_t = 256, value_parser = clap::value_parser!(u16).range(1..=4096))]
    pub max_connections: u16,
    /// Tables open at once.
    #[arg(long, default_value_t = 256, value_parser = clap::value_parser!(u16).range(1..=4096))]
    pub max_tables: u16,
    /// Also play from this terminal: the host opens or joins tables here, as a guest does over
    /// SSH (the server goes on serving when the host leaves).
    #[arg(long)]
    pub play: bool,
    /// Where the tables and the host key are kept (the `online` folder in it).
    #[command(flatten)]
    pub data_dir: DataDir,
}

/// Options of `review`.
#[derive(Debug, Clone, Args)]
pub struct ReviewArgs {
    /// The saved game: number N or NAME of `patchwork games`, or a file (a path: a `/` in it,
    /// or `.json`).
    #[arg(value_name = "GAME")]
    pub game: PathBuf,
    /// Print one JSON object per step and a summary line (`patchwork docs review`).
    #[arg(long)]
    pub json: bool,
    /// A time limit per position in milliseconds, 1 to 86400000 (a day): the review then
    /// depends on the machine's speed.
    #[arg(long, value_name = "T", value_parser = clap::value_parser!(u64).range(1..=86_400_000))]
    pub millis: Option<u64>,
    /// Lookahead nodes per position, 1 to 100000000 (default 20000): the same output on every
    /// machine.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
    pub iterations: Option<u64>,
    /// Ignored: nothing in a review is random (kept so that scripts passing it still run).
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// Positions evaluated at once, one thread each (default: one per core).
    #[arg(long, value_name = "J", value_parser = clap::value_parser!(u64).range(1..=256))]
    pub jobs: Option<u64>,
    /// Neither read nor write the cache of reviews (the data directory's `reviews` folder).
    #[arg(long)]
    pub no_cache: bool,
    /// Where saved games and the cache of reviews are kept.
    #[command(flatten)]
    pub data_dir: DataDir,
}

/// Options of `puzzles`.
#[derive(Debug, Clone, Args)]
pub struct PuzzlesArgs {
    /// Mine N games for puzzles (long searches) and print them instead of playing.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub mine: Option<u64>,
    /// With --mine: the seed of the first game (the next games take the following seeds).
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// With --mine: the strong bot's iterations a step in the games played.
    #[arg(long, value_name = "N", default_value_t = 3000, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    pub game_iterations: u64,
    /// With --mine: the solver's node budget for each position it proves.
    #[arg(long, value_name = "N", default_value_t = 300_000, value_parser = clap::value_parser!(u64).range(1..=1_000_000_000))]
    pub solver_nodes: u64,
    /// With --mine: the deep search's iterations before the endgame (0: endgame puzzles only).
    #[arg(long, value_name = "N", default_value_t = 30_000, value_parser = clap::value_parser!(u64).range(0..=100_000_000))]
    pub deep_iterations: u64,
    /// The saves and the screen (without --mine).
    #[command(flatten)]
    pub screen: Screen,
}

/// Options of `replay`.
#[derive(Debug, Clone, Args)]
pub struct ReplayArgs {
    /// The saved game: number N or NAME of `patchwork games`, or a file (a path: a `/` in it,
    /// or `.json`).
    #[arg(value_name = "GAME")]
    pub game: PathBuf,
    /// The saves and the screen.
    #[command(flatten)]
    pub screen: Screen,
}

/// Options of a new game.
#[derive(Debug, Clone, Args)]
pub struct PlayArgs {
    /// The game: classic Patchwork or Patchwork Express.
    #[arg(long, default_value = "classic", value_parser = parse_variant)]
    pub variant: Variant,
    /// Classic only: where the leather patches lie on the time board, `revised` (26, 32, 38,
    /// 44, 50; the default) or `original` (the 2014 board: 20, 26, 32, 44, 50).
    #[arg(long, value_parser = parse_layout)]
    pub board: Option<LeatherLayout>,
    /// Seed for the circle order and first player; the same seed gives the same game.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Name of player 1 (who sits at the left), at most 64 characters.
    #[arg(long = "player1", default_value = "Ada", value_name = "NAME")]
    pub player1: String,
    /// Name of player 2, at most 64 characters.
    #[arg(long = "player2", default_value = "Ben", value_name = "NAME")]
    pub player2: String,
    /// Play alone against the computer at a level, the menu's choice: beginner, casual, strong
    /// or master, weakest to strongest.
    #[arg(long, value_name = "LEVEL", group = "opponent")]
    pub level: Option<crate::bot::Level>,
    /// Play alone against one of the bots by its name, at its own budget, as `arena` and
    /// `move` name them: random (any legal step), greedy (the casual level) or strong (the
    /// tree search at a second a step, more than the strong level's budget).
    #[arg(long, value_name = "BOT", group = "opponent")]
    pub vs: Option<BotKind>,
    /// Against the computer (--level or --vs): move first, second, or as the shuffle says (by
    /// lot; the person sits on the left either way).
    #[arg(
        long,
        value_enum,
        default_value_t = crate::tui::Seating::Lot,
        requires = "opponent"
    )]
    pub seat: crate::tui::Seating,
    /// Continue the most recent unfinished saved game.
    #[arg(long, conflicts_with_all = ["load", "seed", "vs", "level"])]
    pub resume: bool,
    /// Continue a saved game: number N or NAME of `patchwork games`, or a file (a path: a `/`
    /// in it, or `.json`; a game from elsewhere is continued in a copy).
    #[arg(long, value_name = "GAME", conflicts_with_all = ["seed", "vs", "level"])]
    pub load: Option<PathBuf>,
}

impl PlayArgs {
    /// What the terminal game starts with.
    ///
    /// # Errors
    /// A player name that is empty or only spaces, or longer than
    /// [`MAX_NAME_CHARS`](crate::record::MAX_NAME_CHARS).
    pub fn start(&self) -> Result<crate::tui::Start, String> {
        if self.resume {
            return Ok(crate::tui::Start::Resume);
        }
        if let Some(path) = &self.load {
            return Ok(crate::tui::Start::Load(path.clone()));
        }
        if self.variant == Variant::Express && self.board.is_some() {
            return Err(crate::tr!("board-for-classic"));
        }
        let mut names = [
            self.player1.trim().to_owned(),
            self.player2.trim().to_owned(),
        ];
        for (i, name) in names.iter().enumerate() {
            if name.is_empty() {
                return Err(crate::tr!("name-empty", n = i + 1));
            }
            let chars = name.chars().count();
            if chars > crate::record::MAX_NAME_CHARS {
                return Err(crate::tr!(
                    "name-too-long",
                    n = i + 1,
                    chars = chars,
                    max = crate::record::MAX_NAME_CHARS
                ));
            }
        }
        let mut bots = [None, None];
        let opponent = match (self.vs, self.level) {
            (Some(kind), _) => Some(crate::tui::Opponent::Bot(kind)),
            (None, Some(level)) => Some(crate::tui::Opponent::Level(level)),
            (None, None) => None,
        };
        if let Some(opponent) = opponent {
            // The person on the left; `seat` moves them to the seat that moves first or
            // second once the shuffle is known.
            bots[1] = Some(opponent);
            names[1] = bot_display_name(&opponent.label());
        }
        Ok(crate::tui::Start::New {
            options: crate::tui::Options {
                variant: self.variant,
                layout: self.board.unwrap_or(LeatherLayout::Revised),
                names,
                bots,
                seat: self.seat,
            },
            seed: self.seed,
        })
    }
}

/// The name a bot plays under: its name, capitalised.
fn bot_display_name(bot: &str) -> String {
    let mut chars = bot.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// Options of `verify`.
#[derive(Debug, Clone, Args)]
pub struct VerifyArgs {
    /// Saved games (record format v1, `patchwork docs record-format`), at most 2 MiB each.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Print one JSON object per file per line.
    #[arg(long)]
    pub json: bool,
}

/// Options of `perft`.
#[derive(Debug, Clone, Args)]
pub struct PerftArgs {
    /// The saved game whose final position is counted from (`patchwork docs record-format`).
    #[arg(long, value_name = "FILE")]
    pub record: PathBuf,
    /// How many actions deep to count: 1 to 128 (perft 0 is 1 by definition, so it is not asked).
    #[arg(long, value_name = "D", value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_DEPTH)))]
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
    #[arg(long, value_enum, default_value_t = BotKind::Mcts)]
    pub bot: BotKind,
    /// Thinking time in milliseconds, at most 3600000 (an hour; the strong bot's default is
    /// 1000).
    #[arg(long, value_name = "T", value_parser = parse_millis)]
    pub millis: Option<u64>,
    /// Search iterations instead of (or besides) a time limit, at most 100000000: the answer
    /// then repeats exactly.
    #[arg(long, value_name = "N", value_parser = parse_iterations)]
    pub iterations: Option<u64>,
    /// The bot's seed.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// Search threads of the strong bot (default: one per core; at most 64, a larger number is
    /// capped with a note).
    #[arg(long, value_name = "N")]
    pub threads: Option<usize>,
    /// Also print the strong bot's search figures (iterations, threads, time) on stderr.
    #[arg(long)]
    pub stats: bool,
}

/// Options of `arena`.
#[derive(Debug, Clone, Args)]
pub struct ArenaArgs {
    /// Bot A (or --a-level).
    #[arg(
        long,
        value_enum,
        required_unless_present = "a_level",
        conflicts_with = "a_level"
    )]
    pub a: Option<BotKind>,
    /// Bot A as a level: its bot and budget (a --millis or --iterations given overrides the
    /// budget).
    #[arg(long, value_enum, value_name = "LEVEL")]
    pub a_level: Option<Level>,
    /// Bot B (or --b-level).
    #[arg(
        long,
        value_enum,
        required_unless_present = "b_level",
        conflicts_with = "b_level"
    )]
    pub b: Option<BotKind>,
    /// Bot B as a level.
    #[arg(long, value_enum, value_name = "LEVEL")]
    pub b_level: Option<Level>,
    /// Games to play (each deal twice, seats swapped), 1 to 100,000.
    #[arg(long, value_name = "N", value_parser = parse_games)]
    pub games: usize,
    /// Seed of the first deal; game i uses deal seed + i / 2.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// Thinking time per move for both sides, in milliseconds (the strong bot's default is
    /// 1000; at most an hour).
    #[arg(long, value_name = "T", value_parser = parse_millis)]
    pub millis: Option<u64>,
    /// Search iterations per move for both sides (repeatable results; at most 100 million).
    #[arg(long, value_name = "N", value_parser = parse_iterations)]
    pub iterations: Option<u64>,
    /// A's thinking time per move (instead of --millis).
    #[arg(long, value_name = "T", value_parser = parse_millis)]
    pub a_millis: Option<u64>,
    /// A's search iterations per move (instead of --iterations).
    #[arg(long, value_name = "N", value_parser = parse_iterations)]
    pub a_iterations: Option<u64>,
    /// B's thinking time per move.
    #[arg(long, value_name = "T", value_parser = parse_millis)]
    pub b_millis: Option<u64>,
    /// B's search iterations per move.
    #[arg(long, value_name = "N", value_parser = parse_iterations)]
    pub b_iterations: Option<u64>,
    /// Games played at once, 1 to 256 (default: one per core).
    #[arg(long, value_name = "J", value_parser = parse_jobs)]
    pub jobs: Option<usize>,
    /// Write every game as a record into this folder as it finishes (created if missing, and
    /// checked writable before the first game).
    #[arg(long, value_name = "DIR")]
    pub save: Option<PathBuf>,
    /// The game: classic Patchwork or Patchwork Express.
    #[arg(long, default_value = "classic", value_parser = parse_variant)]
    pub variant: Variant,
    /// Classic only: where the leather patches lie on the time board.
    #[arg(long, default_value = "revised", value_parser = parse_layout)]
    pub board: LeatherLayout,
}

/// The most games one `arena` run plays.
pub const MAX_GAMES: u64 = 100_000;

/// Parses the command line and runs it.
pub fn main() -> ExitCode {
    let matches = match <Cli as clap::CommandFactory>::command().try_get_matches() {
        Ok(matches) => matches,
        Err(e) => return told(&e),
    };
    if let Err(e) = options_before_a_command(&matches) {
        return told(&e);
    }
    let mut cli = match <Cli as clap::FromArgMatches>::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    // `patchwork --no-animation replay 3`: what the command takes, given before it, applies.
    if let Some(command) = cli.command.as_mut() {
        command.take_before(&cli.screen);
    }
    let (lang, note) = crate::i18n::Lang::choose_from(cli.lang.as_deref());
    if let Some(note) = note {
        eprintln!("{note}");
    }
    crate::i18n::set(lang);
    let open = |start, screen: Screen| {
        crate::tui::run(&crate::tui::Launch {
            start,
            data_dir: screen.data_dir.data_dir,
            no_color: no_color(),
            no_animation: screen.no_animation,
        })
    };
    match cli.command {
        // `patchwork` with no option of a game opens the menu; any option skips it.
        None if !any_game_option(&matches) => open(crate::tui::Start::Menu, cli.screen),
        None => play(&cli.play, cli.screen),
        Some(Command::Play { game, screen }) => play(&game, screen),
        Some(Command::Replay(args)) => open(crate::tui::Start::Replay(args.game), args.screen),
        Some(Command::Games(dir)) => games::run(dir.data_dir.as_deref()),
        Some(Command::Verify(args)) => verify::run(&args),
        Some(Command::Perft(args)) => perft::run(&args),
        Some(Command::Move(args)) => move_cmd::run(&args),
        Some(Command::Arena(args)) => arena::run(&args),
        Some(Command::Review(args)) => review::run(&args, args.data_dir.data_dir.as_deref()),
        Some(Command::Stats(dir)) => stats::run(dir.data_dir.as_deref()),
        Some(Command::Learn(s)) => open(crate::tui::Start::Learn, s),
        Some(Command::Puzzles(args)) => match args.mine {
            Some(games) => {
                let effort = crate::learn::mine::Effort {
                    game_iterations: args.game_iterations,
                    solver_nodes: args.solver_nodes,
                    deep_iterations: args.deep_iterations,
                    deep_every: if args.deep_iterations == 0 { 0 } else { 4 },
                    ..crate::learn::mine::Effort::default()
                };
                puzzles::mine(games, args.seed, &effort)
            }
            None => open(crate::tui::Start::Puzzles, args.screen),
        },
        Some(Command::Daily(s)) => open(crate::tui::Start::Daily, s),
        Some(Command::Docs { topic }) => docs::run(topic),
        Some(Command::Completions { shell }) => manual::run_completions(shell),
        Some(Command::Man { command }) => manual::run_man(command.as_deref()),
        #[cfg(feature = "online")]
        Some(Command::Serve(args)) => serve(&args, lang),
    }
}

#[cfg(feature = "online")]
fn serve(args: &ServeArgs, lang: crate::i18n::Lang) -> ExitCode {
    let saves = match crate::saves::Saves::locate(args.data_dir.data_dir.as_deref()) {
        Ok(saves) => saves,
        Err(e) => {
            eprintln!("patchwork serve: {}", crate::saves::words::saves_error(&e));
            return ExitCode::FAILURE;
        }
    };
    if args.play
        && !(std::io::IsTerminal::is_terminal(&std::io::stdin())
            && std::io::IsTerminal::is_terminal(&std::io::stdout()))
    {
        eprintln!("patchwork serve: --play needs a terminal (standard input and output)");
        return ExitCode::from(2);
    }
    let Some(dir) = saves.data_dir().map(|d| d.join("online")) else {
        eprintln!("patchwork serve: no data directory: give one with --data-dir");
        return ExitCode::FAILURE;
    };
    let limits = crate::online::Limits {
        connections: usize::from(args.max_connections),
        tables: usize::from(args.max_tables),
        ..crate::online::Limits::default()
    };
    crate::online::serve(&crate::online::ServeOptions {
        listen: args.listen,
        port: args.port,
        dir,
        authorized_keys: args.authorized_keys.clone(),
        lang,
        limits,
        play: args.play,
        no_color: no_color(),
    })
}

fn play(args: &PlayArgs, screen: Screen) -> ExitCode {
    match args.start() {
        Ok(start) => crate::tui::run(&crate::tui::Launch {
            start,
            data_dir: screen.data_dir.data_dir,
            no_color: no_color(),
            no_animation: screen.no_animation,
        }),
        Err(message) => {
            eprintln!("patchwork: {}", crate::text::escape_message(&message));
            ExitCode::from(2)
        }
    }
}

/// What clap has to say instead of a command: the help or the version on standard output,
/// with the status of that write (a full disk is 1, a closed pipe 141, as every command's
/// output), or a usage error on standard error with status 2 (clap's own).
fn told(e: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            // Styled as clap styles it: on a terminal only.
            let rendered = e.render();
            let text = if std::io::IsTerminal::is_terminal(&std::io::stdout()) {
                rendered.ansi().to_string()
            } else {
                rendered.to_string()
            };
            out::status(
                std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes())
                    .and_then(|()| std::io::Write::flush(&mut std::io::stdout()))
                    .map(|()| ExitCode::SUCCESS),
            )
        }
        _ => {
            let _ = e.print();
            ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2))
        }
    }
}

impl Command {
    /// Takes the data directory and `--no-animation` given before the command, where it uses
    /// them and was not given its own.
    fn take_before(&mut self, before: &Screen) {
        let (dir, animation) = match self {
            Self::Play { screen, .. }
            | Self::Replay(ReplayArgs { screen, .. })
            | Self::Learn(screen)
            | Self::Daily(screen)
            | Self::Puzzles(PuzzlesArgs { screen, .. }) => {
                (&mut screen.data_dir, Some(&mut screen.no_animation))
            }
            Self::Games(dir) | Self::Stats(dir) => (dir, None),
            Self::Review(args) => (&mut args.data_dir, None),
            #[cfg(feature = "online")]
            Self::Serve(args) => (&mut args.data_dir, None),
            _ => return,
        };
        if dir.data_dir.is_none() {
            dir.data_dir.clone_from(&before.data_dir.data_dir);
        }
        if let Some(animation) = animation {
            *animation |= before.no_animation;
        }
    }
}

/// Refuses an option given before a command that does not take it (`patchwork --seed 3
/// verify`), instead of ignoring it; one it takes applies ([`Command::take_before`]).
fn options_before_a_command(matches: &clap::ArgMatches) -> Result<(), clap::Error> {
    use clap::parser::ValueSource;
    let Some((name, _)) = matches.subcommand() else {
        return Ok(());
    };
    let mut cli = <Cli as clap::CommandFactory>::command();
    let takes = |long: &str| {
        cli.find_subcommand(name)
            .is_some_and(|c| c.get_arguments().any(|a| a.get_long() == Some(long)))
    };
    let refused = cli.get_arguments().find(|a| {
        !a.is_global_set()
            && matches.value_source(a.get_id().as_str()) == Some(ValueSource::CommandLine)
            && !a.get_long().is_some_and(takes)
    });
    let Some(long) = refused.and_then(clap::Arg::get_long).map(str::to_owned) else {
        return Ok(());
    };
    let message = format!("'--{long}' is an option of a new game, not of 'patchwork {name}'");
    Err(cli.error(clap::error::ErrorKind::ArgumentConflict, message))
}

/// Whether the command line gave any option of a game (`--data-dir` is not one).
fn any_game_option(matches: &clap::ArgMatches) -> bool {
    use clap::parser::ValueSource;
    // The arguments themselves: each flattened struct is a group whose id is given too.
    <Cli as clap::CommandFactory>::command()
        .get_arguments()
        .map(clap::Arg::get_id)
        .any(|id| {
            !matches!(id.as_str(), "data_dir" | "lang" | "no_animation")
                && matches.value_source(id.as_str()) == Some(ValueSource::CommandLine)
        })
}

/// Whether `NO_COLOR` asks for no colour.
fn no_color() -> bool {
    std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty())
}
