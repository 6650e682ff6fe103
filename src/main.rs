//! The `patchwork` binary: a thin shell over the library.

fn main() -> std::process::ExitCode {
    patchwork::cli::main()
}
