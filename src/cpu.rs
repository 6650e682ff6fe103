//! The processor features the bots' hot loops use, chosen when the program runs.
//!
//! The search counts a quilt's cells (`count_ones`) at every step of every playout and at every
//! node of the endgame solver. A plain x86-64 build has no population-count instruction and
//! counts in a dozen; [`fast`] runs its work compiled a second time for processors that have
//! one, and picks that copy when this processor has it (detected once, then one load a call).
//! So a build with no special flags (`cargo install`, a release archive) searches as fast as one
//! built for this processor, and still runs on a processor without the instruction.
//!
//! Only code compiled into the copy gains: what [`fast`] calls must be inlined into it. Put the
//! call above a hot loop (a search thread's iterations, a solver's node), not inside it, and
//! mark the functions on the hot path that count cells `#[inline]`, or `#[inline(always)]`
//! where the compiler would otherwise keep one out of line (ARCHITECTURE.md, "The processor's
//! features"; docs/performance.md has the figures).

/// Runs `work`, compiled for the processor's population count when this processor has one.
///
/// The answer is the same either way: the copies differ only in the instructions that compute
/// it. `work` and what it calls gain only where they are inlined (see the module docs).
#[multiversion::multiversion(targets("x86_64+popcnt"))]
pub fn fast<R>(work: impl FnOnce() -> R) -> R {
    work()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fast_work_gives_the_plain_answer() {
        let cells: Vec<u128> = (0..200u128)
            .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835))
            .collect();
        let plain: u32 = cells.iter().map(|c| c.count_ones()).sum();
        let fast_sum = fast(
            #[inline(always)]
            || cells.iter().map(|c| c.count_ones()).sum::<u32>(),
        );
        assert_eq!(fast_sum, plain);
    }
}
