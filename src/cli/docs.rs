//! `patchwork docs [TOPIC]`: prints one of the documents the binary carries (the rules, the
//! saved-game format and the contracts of the machine-read commands), so that an installed
//! binary needs no source tree; with no topic, lists them.

use std::io::{self, Write};
use std::process::ExitCode;

/// A document the binary carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Topic {
    /// The rules of Patchwork and Patchwork Express, with the patch tables and time boards.
    Rules,
    /// The saved-game format (record format version 1).
    RecordFormat,
    /// What `perft` counts and prints.
    Perft,
    /// What `verify` prints, its exit statuses and limits.
    Verify,
    /// What `move` prints when another program asks a bot for a step.
    Move,
    /// What `review` computes and prints.
    Review,
    /// `patchwork serve`: hosting, joining, and what the server accepts and refuses.
    Online,
}

impl Topic {
    /// Every topic, in the order `patchwork docs` lists them.
    pub const ALL: [Topic; 7] = [
        Topic::Rules,
        Topic::RecordFormat,
        Topic::Perft,
        Topic::Verify,
        Topic::Move,
        Topic::Review,
        Topic::Online,
    ];

    /// The name typed after `patchwork docs`.
    pub fn name(self) -> &'static str {
        match self {
            Topic::Rules => "rules",
            Topic::RecordFormat => "record-format",
            Topic::Perft => "perft",
            Topic::Verify => "verify",
            Topic::Move => "move",
            Topic::Review => "review",
            Topic::Online => "online",
        }
    }

    /// The document's text (Markdown), as in the project's `docs/` folder.
    pub fn text(self) -> &'static str {
        match self {
            Topic::Rules => include_str!("../../docs/rules.md"),
            Topic::RecordFormat => include_str!("../../docs/record-format.md"),
            Topic::Perft => include_str!("../../docs/perft.md"),
            Topic::Verify => include_str!("../../docs/verify.md"),
            Topic::Move => include_str!("../../docs/move.md"),
            Topic::Review => include_str!("../../docs/review.md"),
            Topic::Online => include_str!("../../docs/online.md"),
        }
    }

    /// The document's first heading, without its `#`s.
    pub fn title(self) -> &'static str {
        self.text()
            .lines()
            .find_map(|l| l.strip_prefix('#'))
            .map_or("", |t| t.trim_start_matches('#').trim())
    }
}

/// Runs `patchwork docs`: the document asked for, or the list of them.
pub fn run(topic: Option<Topic>) -> ExitCode {
    let mut out = io::stdout().lock();
    let written = match topic {
        Some(t) => out.write_all(t.text().as_bytes()),
        None => Topic::ALL
            .iter()
            .try_for_each(|t| writeln!(out, "{:<14} {}", t.name(), t.title())),
    };
    super::out::status(
        written
            .and_then(|()| out.flush())
            .map(|()| ExitCode::SUCCESS),
    )
}
