//! Wrong table codes counted by the address they came from, across connections: reconnecting
//! (or joining a table of one's own) does not start the count again, so codes cannot be guessed
//! faster by opening connection after connection.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long an address's wrong codes are remembered after its last one.
const FORGOTTEN_AFTER: Duration = Duration::from_secs(60 * 60);
/// The most addresses remembered at once (the oldest are forgotten first past it).
const MAX_ADDRESSES: usize = 4096;
/// The longest wait between two tries.
const MAX_WAIT: Duration = Duration::from_secs(60);

/// One address's wrong codes.
#[derive(Clone, Copy, Debug)]
struct Tries {
    wrong: u32,
    last: Instant,
    not_before: Instant,
}

/// The wrong codes of every address (see the [module docs](self)).
#[derive(Debug, Default)]
pub(super) struct CodeTries {
    by_address: Mutex<HashMap<IpAddr, Tries>>,
}

impl CodeTries {
    /// How long `from` must still wait before its next try, if it must.
    pub(super) fn wait(&self, from: IpAddr, now: Instant) -> Option<Duration> {
        let map = super::lock(&self.by_address);
        map.get(&from)
            .map(|t| t.not_before.saturating_duration_since(now))
            .filter(|d| !d.is_zero())
    }

    /// Counts a wrong code from `from`: after `free` of them, each next try waits 2, 4, 8...
    /// seconds, up to a minute.
    pub(super) fn wrong(&self, from: IpAddr, free: u32, now: Instant) {
        let mut map = super::lock(&self.by_address);
        if map.len() >= MAX_ADDRESSES && !map.contains_key(&from) {
            map.retain(|_, t| now.saturating_duration_since(t.last) < FORGOTTEN_AFTER);
            if map.len() >= MAX_ADDRESSES
                && let Some(oldest) = map.iter().min_by_key(|(_, t)| t.last).map(|(a, _)| *a)
            {
                map.remove(&oldest);
            }
        }
        let tries = map.entry(from).or_insert(Tries {
            wrong: 0,
            last: now,
            not_before: now,
        });
        if now.saturating_duration_since(tries.last) >= FORGOTTEN_AFTER {
            tries.wrong = 0;
        }
        tries.wrong = tries.wrong.saturating_add(1);
        tries.last = now;
        if tries.wrong >= free {
            let doublings = (tries.wrong - free + 1).min(6);
            tries.not_before = now + Duration::from_secs(1 << doublings).min(MAX_WAIT);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_waits_longer_after_each_wrong_code_past_the_free_ones() {
        let tries = CodeTries::default();
        let (a, b): (IpAddr, IpAddr) = ([10, 0, 0, 1].into(), [10, 0, 0, 2].into());
        let t0 = Instant::now();
        tries.wrong(a, 3, t0);
        tries.wrong(a, 3, t0);
        assert_eq!(tries.wait(a, t0), None, "two free tries");
        tries.wrong(a, 3, t0);
        assert_eq!(tries.wait(a, t0), Some(Duration::from_secs(2)));
        tries.wrong(a, 3, t0);
        assert_eq!(tries.wait(a, t0), Some(Duration::from_secs(4)));
        for _ in 0..10 {
            tries.wrong(a, 3, t0);
        }
        assert_eq!(tries.wait(a, t0), Some(MAX_WAIT));
        assert_eq!(tries.wait(a, t0 + MAX_WAIT), None);
        // Another address is not slowed; an hour without a wrong code forgets one.
        assert_eq!(tries.wait(b, t0), None);
        let later = t0 + FORGOTTEN_AFTER + MAX_WAIT;
        tries.wrong(a, 3, later);
        assert_eq!(tries.wait(a, later), None);
    }

    #[test]
    fn the_addresses_remembered_are_bounded() {
        let tries = CodeTries::default();
        let t0 = Instant::now();
        for i in 0..(MAX_ADDRESSES as u32 + 10) {
            tries.wrong(IpAddr::from(i.to_be_bytes()), 3, t0);
        }
        assert!(super::super::lock(&tries.by_address).len() <= MAX_ADDRESSES);
    }
}
