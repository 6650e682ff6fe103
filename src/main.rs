//! The `patchwork` binary: a thin shell over the library.

fn main() -> std::process::ExitCode {
    // A build for x86-64 uses the processor's population count (`.cargo/config.toml`): on a
    // processor without it, say so plainly instead of dying on an illegal instruction.
    #[cfg(all(target_arch = "x86_64", target_feature = "popcnt"))]
    if !std::arch::is_x86_feature_detected!("popcnt") {
        eprintln!(
            "patchwork: this build needs the popcnt instruction, which this processor lacks; \
             build one without it with `CARGO_ENCODED_RUSTFLAGS= cargo build --release`"
        );
        return std::process::ExitCode::FAILURE;
    }
    patchwork::cli::main()
}
