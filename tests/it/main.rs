//! The one integration-test crate: modules per area keep link time down.

mod app;
mod bidi;
mod bots;
mod common;
mod docs;
mod e2e;
mod e2e_languages;
mod e2e_memory;
mod e2e_modes;
mod e2e_online;
mod e2e_signals;
mod e2e_solo;
mod faults;
mod history;
mod hostile;
mod languages;
mod learn;
mod modes;
mod online;
mod panels;
mod perft;
mod record;
mod review;
mod rules;
mod stats;
mod tui;
