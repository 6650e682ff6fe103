//! The one integration-test crate: modules per area keep link time down.

mod common;
mod docs;
mod e2e;
mod hostile;
mod record;
mod rules;
mod tui;
