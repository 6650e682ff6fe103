//! A table's own work: who sits where, its view for each client, what its players may do, and
//! its file.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::history::History;
use crate::record::{self, Record};
use crate::rules::Player;
use crate::saves;
use crate::tui::table::{SeatView, TableInfo, TableView};

use super::{Event, LobbyError, MAX_TABLE_FILE, Seat, Table};

impl Table {
    /// A table of `code` holding `history`, saved in `file`, with `seats`: nobody connected
    /// yet, nothing asked or said, opened by nobody this server saw.
    pub(super) fn new(
        code: String,
        history: History,
        file: PathBuf,
        seats: [Seat; 2],
        claim_after: Duration,
    ) -> Self {
        Self {
            code,
            history,
            file,
            seats,
            clients: HashMap::new(),
            undo_asked_by: None,
            said: None,
            phrases: 0,
            said_at: [None; 2],
            resigned: None,
            claimed: false,
            claim_after,
            opened_from: None,
        }
    }

    pub(super) fn seat_of(&self, client: u64) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|p| self.seats[p.index()].client == Some(client))
    }

    pub(super) fn view(&self, client: u64) -> TableView {
        let seats = self
            .seats
            .clone()
            .map(|s| match (s.holder, s.client, s.left) {
                (None, _, _) => SeatView::Open,
                (Some(_), Some(_), _) => SeatView::Here,
                (Some(_), None, left) => {
                    SeatView::Away(left.map(|t| t.elapsed()).unwrap_or_default())
                }
            });
        let seated = self.seats.iter().filter(|s| s.client.is_some()).count();
        TableView {
            history: self.history.clone(),
            info: TableInfo {
                code: self.code.clone(),
                you: self.seat_of(client),
                seats,
                watchers: self.clients.len().saturating_sub(seated),
                undo_asked_by: self.undo_asked_by,
                said: self.said,
                phrases: self.phrases,
                resigned: self.resigned,
                claimed: self.claimed,
                claimable: self.seat_of(client).is_some_and(|p| self.claimable(p)),
            },
        }
    }

    /// Whether the table's game has ended: resigned (or claimed), or played to its end.
    pub(super) fn ended(&self) -> bool {
        self.resigned.is_some() || self.history.current().is_over()
    }

    /// Whether `player` may claim the game: it goes on, and the other player has been away
    /// longer than the table waits.
    pub(super) fn claimable(&self, player: Player) -> bool {
        let other = &self.seats[player.other().index()];
        !self.ended()
            && other.holder.is_some()
            && other.client.is_none()
            && other.left.is_some_and(|t| t.elapsed() >= self.claim_after)
    }

    /// Sends every client but `except` its view of the table.
    pub(super) fn broadcast_except(&self, except: u64) {
        for (&id, outbox) in &self.clients {
            if id != except {
                let _ = outbox.send(Event::Table(Box::new(self.view(id))));
            }
        }
    }

    /// The offered game, if it goes on from the table's by steps of `client`'s seat only:
    /// `Ok(None)` when it adds nothing, else the new history.
    pub(super) fn check_offer(
        &self,
        client: u64,
        record: &Record,
    ) -> Result<Option<History>, String> {
        let Some(me) = self.seat_of(client) else {
            return Err("a spectator plays no step".to_owned());
        };
        if self.resigned.is_some() {
            return Err("the game was resigned".to_owned());
        }
        let loaded = History::from_record(record).map_err(|e| e.to_string())?;
        if let Some(fault) = loaded.fault {
            return Err(fault.to_string());
        }
        let offered = loaded.history;
        let (ours, theirs) = (self.history.applied(), offered.applied());
        if offered.setup() != self.history.setup()
            || theirs.len() < ours.len()
            || theirs[..ours.len()] != *ours
        {
            return Err("it does not go on from the table's game".to_owned());
        }
        if theirs.len() == ours.len() {
            return Ok(None);
        }
        if theirs[ours.len()..].iter().any(|s| s.player != me) {
            return Err("a step of the other player's".to_owned());
        }
        // The table keeps its own players, notes and seats; only the steps are new.
        let mut history = self.history.clone();
        for step in &theirs[ours.len()..] {
            history
                .play_step(&step.actions)
                .map_err(|e| e.to_string())?;
        }
        Ok(Some(history))
    }

    /// Takes back `asker`'s last step and every step after it.
    pub(super) fn take_back(&mut self, asker: Player) {
        let Some(last) = self
            .history
            .applied()
            .iter()
            .rposition(|s| s.player == asker)
        else {
            return;
        };
        self.history.seek(last);
        self.history.truncate();
    }

    pub(super) fn save(&self) -> Result<(), LobbyError> {
        let json = self
            .history
            .to_record()
            .to_json()
            .map_err(|e| LobbyError::Unsaved(e.to_string()))?;
        saves::write_atomic(&self.file, json.as_bytes())
            .map_err(|e| LobbyError::Unsaved(e.to_string()))
    }
}

/// A table's game read back: `None` for a finished one (nothing to resume).
pub(super) fn read_table(path: &Path) -> Result<Option<History>, String> {
    let bytes = record::read_own(path, MAX_TABLE_FILE).map_err(|e| e.to_string())?;
    let (record, _) = record::load_bytes(&bytes).map_err(|e| e.to_string())?;
    let loaded = History::from_record(&record).map_err(|e| e.to_string())?;
    if let Some(fault) = loaded.fault {
        return Err(fault.to_string());
    }
    Ok((!loaded.history.current().is_over()).then_some(loaded.history))
}
