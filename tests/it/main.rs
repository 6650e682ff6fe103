//! The one integration-test crate: modules per area keep link time down.

mod bots;
mod common;
mod e2e;
mod record;
mod rules;
mod tui;
