//! Seams' proofs two at a time: the proofs of seams chain back from the end one position after
//! another, each due only once the position after it is proved, and a proof that fails runs
//! to the end of its budget. So while one is proved the seam before it (the nearest earlier
//! position that does not take the next one's figures) is proved beside it, on a second
//! thread, and kept for when it is due, when the review was given more than one thread. A
//! proof depends only on its position and the settings, so the figures are the same as one at
//! a time.

use super::{Analyzer, may_be_seam};
use crate::bot::Stop;
use crate::review::position::prove_seam;
use crate::review::{Position, Stopped};

impl Analyzer {
    /// The seam proof of position `i` (see [`Analyzer::settle`]): one made beside an earlier
    /// one, or made now, beside the one of the seam before it.
    ///
    /// # Errors
    /// [`Stopped`] when `stop` is raised first.
    pub(super) fn seam_proof(
        &mut self,
        i: usize,
        stop: &Stop,
    ) -> Result<Option<Position>, Stopped> {
        if let Some(made) = self.seam_proofs.remove(&i) {
            return Ok(made);
        }
        let ahead = self.seam_ahead(i);
        let (games, settings) = (&self.games, &self.settings);
        let (here, there) = std::thread::scope(|s| {
            let there =
                ahead.map(|k| s.spawn(move || (k, prove_seam(&games[k], settings, k, stop))));
            let here = prove_seam(&games[i], settings, i, stop);
            (here, there.map(std::thread::ScopedJoinHandle::join))
        });
        if let Some(Ok((k, Ok(made)))) = there {
            self.seam_proofs.insert(k, made);
        }
        here
    }

    /// The position whose seam proof may be due next after `i`'s: the nearest earlier one
    /// that does not take the next one's figures, if it is evaluated, not settled and may be a
    /// seam, and seams may be proved in pairs.
    pub(super) fn seam_ahead(&self, i: usize) -> Option<usize> {
        if !self.seams_in_pairs {
            return None;
        }
        let mut k = i.checked_sub(1)?;
        while self.forced_step(k) {
            k = k.checked_sub(1)?;
        }
        let p = self.positions.get(k)?.as_ref()?;
        (!self.settled[k] && may_be_seam(p, &self.games[k])).then_some(k)
    }
}
