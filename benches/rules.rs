//! Benchmarks of the rules core (none yet).

fn main() {}
