//! A connection's place within the server's limits (connections at once, and from one
//! address), taken when it is accepted and given back when it ends.

use std::net::IpAddr;
use std::sync::{Arc, PoisonError};

use super::Shared;

/// A connection's place within the limits, given back when it ends.
pub(super) struct Slot {
    shared: Arc<Shared>,
    address: IpAddr,
    /// The connection's token while the server serves (see `Shared::connected`).
    _connected: Option<tokio::sync::mpsc::Sender<()>>,
}

impl Slot {
    /// A place for a connection from `address`, if the limits leave one.
    pub(super) fn take(shared: &Arc<Shared>, address: IpAddr) -> Option<Self> {
        let mut open = shared.open.lock().unwrap_or_else(PoisonError::into_inner);
        let all: usize = open.values().sum();
        let here = open.get(&address).copied().unwrap_or(0);
        if all >= shared.limits.connections || here >= shared.limits.per_address {
            return None;
        }
        open.insert(address, here + 1);
        let connected = shared
            .connected
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone();
        Some(Self {
            shared: Arc::clone(shared),
            address,
            _connected: connected,
        })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self
            .shared
            .open
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(n) = open.get_mut(&self.address) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                open.remove(&self.address);
            }
        }
    }
}
