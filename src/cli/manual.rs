//! `patchwork completions SHELL` and `patchwork man [COMMAND]`: the shell completions and the
//! manual pages, made from the same definitions as `--help`, so they cannot drift from it. The
//! release archives carry them as made by these commands (`packaging/`, checked by a test).

use std::io::{self, Write};
use std::process::ExitCode;

use clap::CommandFactory;

/// The shells `patchwork completions` writes for.
pub use clap_complete::Shell;

/// The completion script for `shell`.
pub fn completions(shell: Shell) -> Vec<u8> {
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut super::Cli::command(), "patchwork", &mut out);
    out
}

/// The manual page (roff) of the program, or of one of its commands (`patchwork-COMMAND(1)`,
/// as git names its pages); `None` for a command the program does not have.
pub fn page(command: Option<&str>) -> Option<Vec<u8>> {
    let mut cli = super::Cli::command();
    cli.build();
    let cmd = match command {
        None => cli,
        Some(name) => {
            let sub = cli.find_subcommand(name)?.clone();
            let title = format!("patchwork-{name}");
            sub.name(title)
                .bin_name(format!("patchwork {name}"))
                .version(env!("CARGO_PKG_VERSION"))
        }
    };
    let mut out = Vec::new();
    clap_mangen::Man::new(cmd)
        .section("1")
        .manual("Patchwork")
        .render(&mut out)
        .ok()?;
    Some(out)
}

/// The names of the commands that have a page of their own, in the order `--help` lists them.
pub fn commands() -> Vec<String> {
    super::Cli::command()
        .get_subcommands()
        .filter(|c| !c.is_hide_set())
        .map(|c| c.get_name().to_owned())
        .collect()
}

/// Runs `patchwork completions SHELL`.
pub fn run_completions(shell: Shell) -> ExitCode {
    write_out(&completions(shell))
}

/// Runs `patchwork man [COMMAND]`.
pub fn run_man(command: Option<&str>) -> ExitCode {
    if let Some(page) = page(command) {
        return write_out(&page);
    }
    super::out::complain(&format!(
        "patchwork: {}",
        crate::tr!(
            "man-no-command",
            command = command.unwrap_or_default(),
            commands = commands().join(", ")
        )
    ));
    ExitCode::from(2)
}

fn write_out(bytes: &[u8]) -> ExitCode {
    let mut out = io::stdout().lock();
    super::out::status(
        out.write_all(bytes)
            .and_then(|()| out.flush())
            .map(|()| ExitCode::SUCCESS),
    )
}
