//! A table: one game played from several terminals, by two seated players and any number of
//! watchers. The table owns its game and decides every request made of it (a step, an undo and
//! its answer, a phrase, a resignation, a claim) with the rules core; each person's app shows
//! the [`TableView`] it was last sent and asks with a [`Request`]. Who holds a seat is an
//! identity (a key's fingerprint, or [`NO_KEY`]); who sits there now is a connection's number.
//! Keeping tables, their files and their connections is the server's business
//! (`patchwork serve`), not the table's.

use std::time::{Duration, Instant};

use crate::history::History;
use crate::rules::{Action, IllegalAction, LeatherLayout, Player, Variant};

/// The longest table code (four letters; kept short to type and to say aloud).
pub const CODE_LETTERS: usize = 4;

/// How a seat's holder is named when its guest came without a key: every keyless guest shares
/// it, so such a seat is taken back only while its player is away.
pub const NO_KEY: &str = "no key";

/// What a new table starts with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// Classic or Express.
    pub variant: Variant,
    /// The leather layout (classic).
    pub layout: LeatherLayout,
    /// The names of player 1 (the table's creator) and player 2 (the guest).
    pub names: [String; 2],
    /// Who moves first; `None`: as the shuffle says.
    pub first: Option<Player>,
}

/// What a person at a table is told after every change: the whole table, as they see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableView {
    /// The game as the table holds it: every step it took.
    pub history: History,
    /// Everything else about the table.
    pub info: TableInfo,
}

/// A table as one person sees it, the game aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableInfo {
    /// The code that opens the table ([`CODE_LETTERS`] capital letters).
    pub code: String,
    /// The seat this person plays, or `None` for a watcher.
    pub you: Option<Player>,
    /// Who sits at each seat, and whether they are here.
    pub seats: [SeatView; 2],
    /// How many people watch.
    pub watchers: usize,
    /// The player who asked to take back their last step, waiting for the other's answer.
    pub undo_asked_by: Option<Player>,
    /// The last answer to an undo request: who answered, and whether they agreed.
    pub undo_answer: Option<(Player, bool)>,
    /// How many undo requests were answered: a new answer shows even when it repeats the last.
    pub answers: u64,
    /// The last phrase said at the table, and who said it.
    pub said: Option<(Player, Phrase)>,
    /// How many phrases the table has passed on: a new one shows even when it repeats the
    /// last.
    pub phrases: u64,
    /// The player who resigned, if one did: the game is over for the table.
    pub resigned: Option<Player>,
    /// Whether that resignation was a claim: the other player stayed away past the limit and
    /// this one took the game.
    pub claimed: bool,
    /// Whether this person may claim the game now: the other player has been away longer than
    /// the table waits.
    pub claimable: bool,
}

/// A seat as the people at the table see it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SeatView {
    /// Nobody has taken it yet: the table waits for its guest.
    #[default]
    Open,
    /// Its player is connected.
    Here,
    /// Its player left or lost the connection this long ago; the seat is kept for them.
    Away(Duration),
}

/// The few things a player may say at a table: fixed phrases, no free text, so that nothing one
/// person types reaches another's screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phrase {
    /// "Good game!"
    GoodGame,
    /// "Thinking..."
    Thinking,
    /// "Back in a minute."
    BackSoon,
}

impl Phrase {
    /// Every phrase, in the order the keys name them.
    pub const ALL: [Self; 3] = [Self::GoodGame, Self::Thinking, Self::BackSoon];
}

/// What a player asks of their table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Take this step (a turn and the leather decisions it called for), played after the
    /// table's first `after` steps.
    Step {
        /// How many steps the player's game held before it.
        after: usize,
        /// The step's actions.
        actions: Vec<Action>,
    },
    /// Take back my last step (the other player answers).
    Undo,
    /// My answer to the other player's undo request.
    AnswerUndo(bool),
    /// Say a fixed phrase.
    Say(Phrase),
    /// Give up the game.
    Resign,
    /// Take the game: the other player has been away longer than the table waits.
    Claim,
}

/// Why a table did not take a request; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// A watcher asked what only a seated player may.
    #[error("a watcher plays no step")]
    Watcher,
    /// The game is over at the table.
    #[error("the game is over")]
    Over,
    /// The step does not follow the table's game as it stands (another step came first).
    #[error("the table's game has moved on")]
    Stale,
    /// It is not this player's turn.
    #[error("it is the other player's turn")]
    NotYourTurn,
    /// The rules refused the step.
    #[error("{0}")]
    Illegal(IllegalAction),
}

/// How a request changed the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Nothing: a request with nothing to do (an undo asked again, a phrase within the gap).
    None,
    /// What everyone sees changed.
    Shown,
    /// The game changed: it is to be saved.
    Game,
    /// The game ended by a resignation or a claim: the resigned player is to be noted.
    Resigned,
}

/// What a table tells one person at it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableNews {
    /// The table as they see it now: after any change, and after a request of theirs that
    /// changed nothing or was refused.
    View(Box<TableView>),
    /// Their request was refused (the view that follows shows the table as it stands).
    Refused(Refusal),
    /// The table took their request but could not write it down: what changed stands, and the
    /// next save writes it (the system's words).
    Unsaved(String),
    /// The same identity took their seat from a newer connection: they are no longer at the
    /// table.
    Replaced,
}

/// A seat: who holds it, the connection at it now, and since when its player is away.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seat {
    /// Who holds it (a key's fingerprint, or [`NO_KEY`]); `None` while it waits for its guest.
    pub holder: Option<String>,
    /// The connection playing it now.
    pub client: Option<u64>,
    /// When its player left, while they are away.
    pub left: Option<Instant>,
}

impl Seat {
    /// A seat held by `holder`, whose player is not here yet (a table read back from its file).
    pub fn away(holder: Option<String>) -> Self {
        Self {
            holder,
            client: None,
            left: Some(Instant::now()),
        }
    }
}

/// Where a person was seated, as [`Table::sit`] decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sitting {
    /// Their seat, or `None`: they watch.
    pub seat: Option<Player>,
    /// An older connection of theirs that held the seat and is no longer at the table.
    pub replaced: Option<u64>,
    /// Whether the seat was open until now (its holder is written into the game's players).
    pub fresh: bool,
}

/// One table. See the [module docs](self).
#[derive(Clone, Debug)]
pub struct Table {
    code: String,
    history: History,
    seats: [Seat; 2],
    undo_asked_by: Option<Player>,
    undo_answer: Option<(Player, bool)>,
    answers: u64,
    said: Option<(Player, Phrase)>,
    phrases: u64,
    /// When each seat last said a phrase that was passed on.
    said_at: [Option<Instant>; 2],
    resigned: Option<Player>,
    claimed: bool,
}

/// How long a table waits for a player between requests it passes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Waits {
    /// The least time between two phrases of one seat that are passed on.
    pub phrase_gap: Duration,
    /// How long a player may be away before the other may claim the game.
    pub claim_after: Duration,
}

impl Table {
    /// A table of `code` over `history`, with `seats`: nothing asked or said yet.
    pub fn new(code: String, history: History, seats: [Seat; 2]) -> Self {
        Self {
            code,
            history,
            seats,
            undo_asked_by: None,
            undo_answer: None,
            answers: 0,
            said: None,
            phrases: 0,
            said_at: [None; 2],
            resigned: None,
            claimed: false,
        }
    }

    /// The table's code.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The table's game.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// Who holds each seat, and who sits there.
    pub fn seats(&self) -> &[Seat; 2] {
        &self.seats
    }

    /// The player who resigned (or was claimed from), if one did.
    pub fn resigned(&self) -> Option<Player> {
        self.resigned
    }

    /// Whether the resignation was a claim.
    pub fn claimed(&self) -> bool {
        self.claimed
    }

    /// Whether the game has ended: resigned (or claimed), or played to its end.
    pub fn ended(&self) -> bool {
        self.resigned.is_some() || self.history.current().is_over()
    }

    /// The seat connection `client` plays, if it plays one.
    pub fn seat_of(&self, client: u64) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|p| self.seats[p.index()].client == Some(client))
    }

    /// The seat `identity` holds, if it holds one.
    pub fn held_by(&self, identity: &str) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|p| self.seats[p.index()].holder.as_deref() == Some(identity))
    }

    /// Seats connection `client` of `identity`: back at the seat the identity holds, taken from
    /// an older connection of the same key; else at the open seat; else it watches. A keyless
    /// guest takes back a keyless seat only while its player is away, and only the seat of
    /// `name` when it gives one.
    pub fn sit(&mut self, identity: &str, client: u64, name: Option<&str>) -> Sitting {
        // Two keyless players may both be away: the name tells their seats apart.
        let keyless = identity == NO_KEY;
        let named = |p: Player| {
            name.is_none_or(|n| self.history.players()[p.index()].name.trim() == n.trim())
        };
        let seat = Player::BOTH
            .into_iter()
            .find(|&p| {
                let s = &self.seats[p.index()];
                s.holder.as_deref() == Some(identity)
                    && !(keyless && (s.client.is_some() || !named(p)))
            })
            .or_else(|| {
                Player::BOTH
                    .into_iter()
                    .find(|p| self.seats[p.index()].holder.is_none())
            });
        let Some(p) = seat else {
            return Sitting {
                seat: None,
                replaced: None,
                fresh: false,
            };
        };
        let s = &mut self.seats[p.index()];
        let replaced = s.client.filter(|&old| old != client);
        let fresh = s.holder.is_none();
        s.holder = Some(identity.to_owned());
        s.client = Some(client);
        s.left = None;
        if fresh {
            let mut players = self.history.players().clone();
            players[p.index()].remote = Some(identity.to_owned());
            self.history.set_players(players);
        }
        Sitting {
            seat: Some(p),
            replaced,
            fresh,
        }
    }

    /// Connection `client` leaves: a seat it played is kept for its holder, away from now.
    /// Returns whether it played one.
    pub fn stand_up(&mut self, client: u64) -> bool {
        let mut seated = false;
        for seat in &mut self.seats {
            if seat.client == Some(client) {
                seat.client = None;
                seat.left = Some(Instant::now());
                seated = true;
            }
        }
        seated
    }

    /// What connection `client` sees of the table, `watchers` people watching.
    pub fn view(&self, client: u64, watchers: usize, waits: &Waits) -> TableView {
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
        let you = self.seat_of(client);
        TableView {
            history: self.history.clone(),
            info: TableInfo {
                code: self.code.clone(),
                you,
                seats,
                watchers,
                undo_asked_by: self.undo_asked_by,
                undo_answer: self.undo_answer,
                answers: self.answers,
                said: self.said,
                phrases: self.phrases,
                resigned: self.resigned,
                claimed: self.claimed,
                claimable: you.is_some_and(|p| self.claimable(p, waits.claim_after)),
            },
        }
    }

    /// Whether `player` may claim the game: it goes on, and the other player has been away
    /// longer than `claim_after`.
    pub fn claimable(&self, player: Player, claim_after: Duration) -> bool {
        let other = &self.seats[player.other().index()];
        !self.ended()
            && other.holder.is_some()
            && other.client.is_none()
            && other.left.is_some_and(|t| t.elapsed() >= claim_after)
    }

    /// Decides `request` of connection `client` at `now`.
    ///
    /// # Errors
    /// Why the table did not take it; nothing changed then.
    pub fn request(
        &mut self,
        client: u64,
        request: Request,
        now: Instant,
        waits: &Waits,
    ) -> Result<Change, Refusal> {
        let me = self.seat_of(client).ok_or(Refusal::Watcher)?;
        Ok(match request {
            Request::Step { after, actions } => {
                self.step(me, after, &actions)?;
                Change::Game
            }
            Request::Undo => {
                let asks = self.undo_asked_by.is_none()
                    && self.history.applied().iter().any(|s| s.player == me);
                if !asks {
                    return Ok(Change::None);
                }
                self.undo_asked_by = Some(me);
                Change::Shown
            }
            Request::AnswerUndo(yes) => {
                let Some(asker) = self.undo_asked_by.filter(|&p| p != me) else {
                    return Ok(Change::None);
                };
                self.undo_asked_by = None;
                self.undo_answer = Some((me, yes));
                self.answers += 1;
                if yes {
                    self.take_back(asker);
                    Change::Game
                } else {
                    Change::Shown
                }
            }
            Request::Say(phrase) => {
                let spoke = self.said_at[me.index()];
                if spoke.is_some_and(|t| now.saturating_duration_since(t) < waits.phrase_gap) {
                    return Ok(Change::None);
                }
                self.said = Some((me, phrase));
                self.phrases += 1;
                self.said_at[me.index()] = Some(now);
                Change::Shown
            }
            Request::Resign | Request::Claim => {
                let claim = request == Request::Claim;
                if self.ended() || (claim && !self.claimable(me, waits.claim_after)) {
                    return Ok(Change::None);
                }
                self.resigned = Some(if claim { me.other() } else { me });
                self.claimed = claim;
                Change::Resigned
            }
        })
    }

    /// The resignation in a few bytes, for the file beside the table's record (which has no
    /// word for it): the resigned player's index, and " claimed" after a claim.
    pub fn resignation_note(&self) -> Option<String> {
        self.resigned.map(|p| {
            format!(
                "{}{}",
                p.index(),
                if self.claimed { " claimed" } else { "" }
            )
        })
    }

    /// Takes `me`'s step played after `after` steps.
    fn step(&mut self, me: Player, after: usize, actions: &[Action]) -> Result<(), Refusal> {
        if self.ended() {
            return Err(Refusal::Over);
        }
        if after != self.history.applied().len() || self.history.partial().is_some() {
            return Err(Refusal::Stale);
        }
        if self.history.current().to_move() != Some(me) {
            return Err(Refusal::NotYourTurn);
        }
        self.history.play_step(actions).map_err(Refusal::Illegal)?;
        // A step played answers an undo request no more.
        self.undo_asked_by = None;
        Ok(())
    }

    /// Takes back `asker`'s last step and every step after it.
    fn take_back(&mut self, asker: Player) {
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::PlayerInfo;
    use crate::rules::Setup;

    const WAITS: Waits = Waits {
        phrase_gap: Duration::from_secs(3600),
        claim_after: Duration::from_secs(3600),
    };

    fn table() -> Table {
        let mut setup = Setup::random(Variant::Classic, LeatherLayout::Revised, 7);
        setup.first_player = Player::One;
        let players = [
            PlayerInfo::remote("Ada", "SHA256:ada"),
            PlayerInfo::human("Ben"),
        ];
        let history = History::new(setup, players).expect("a set-up");
        let mut table = Table::new("ABCD".to_owned(), history, Default::default());
        table.sit("SHA256:ada", 1, None);
        table.sit("SHA256:ben", 2, None);
        table
    }

    fn advance(after: usize) -> Request {
        Request::Step {
            after,
            actions: vec![Action::Advance],
        }
    }

    #[test]
    fn a_step_is_taken_only_from_the_seat_to_move_after_the_tables_last_step() {
        let mut t = table();
        let now = Instant::now();
        assert_eq!(t.request(3, advance(0), now, &WAITS), Err(Refusal::Watcher));
        assert_eq!(
            t.request(2, advance(0), now, &WAITS),
            Err(Refusal::NotYourTurn)
        );
        assert_eq!(t.request(1, advance(1), now, &WAITS), Err(Refusal::Stale));
        let patch = Request::Step {
            after: 0,
            actions: vec![Action::Leather(None)],
        };
        assert!(matches!(
            t.request(1, patch, now, &WAITS),
            Err(Refusal::Illegal(_))
        ));
        assert_eq!(t.history().applied().len(), 0, "nothing changed");
        assert_eq!(t.request(1, advance(0), now, &WAITS), Ok(Change::Game));
        assert_eq!(t.history().applied().len(), 1);
    }

    #[test]
    fn an_undo_is_asked_once_answered_once_and_told_with_its_answer() {
        let mut t = table();
        let now = Instant::now();
        t.request(1, advance(0), now, &WAITS).expect("Ada's step");
        assert_eq!(t.request(1, Request::Undo, now, &WAITS), Ok(Change::Shown));
        assert_eq!(t.request(1, Request::Undo, now, &WAITS), Ok(Change::None));
        // The asker cannot answer their own request.
        assert_eq!(
            t.request(1, Request::AnswerUndo(true), now, &WAITS),
            Ok(Change::None)
        );
        assert_eq!(
            t.request(2, Request::AnswerUndo(false), now, &WAITS),
            Ok(Change::Shown)
        );
        let info = t.view(2, 0, &WAITS).info;
        assert_eq!(
            (info.undo_asked_by, info.undo_answer, info.answers),
            (None, Some((Player::Two, false)), 1)
        );
        assert_eq!(t.history().applied().len(), 1, "refused: the step stands");
        t.request(1, Request::Undo, now, &WAITS)
            .expect("asked again");
        assert_eq!(
            t.request(2, Request::AnswerUndo(true), now, &WAITS),
            Ok(Change::Game)
        );
        assert_eq!(t.history().applied().len(), 0, "agreed: taken back");
        assert_eq!(t.view(1, 0, &WAITS).info.answers, 2);
    }

    #[test]
    fn phrases_within_the_gap_are_dropped_and_resigning_ends_the_game_once() {
        let mut t = table();
        let now = Instant::now();
        let say = Request::Say(Phrase::GoodGame);
        assert_eq!(t.request(2, say.clone(), now, &WAITS), Ok(Change::Shown));
        assert_eq!(t.request(2, say.clone(), now, &WAITS), Ok(Change::None));
        let later = now + WAITS.phrase_gap;
        assert_eq!(t.request(2, say, later, &WAITS), Ok(Change::Shown));
        assert_eq!(t.view(1, 0, &WAITS).info.phrases, 2);
        // Nobody is away: nothing to claim.
        assert_eq!(t.request(1, Request::Claim, now, &WAITS), Ok(Change::None));
        assert_eq!(
            t.request(1, Request::Resign, now, &WAITS),
            Ok(Change::Resigned)
        );
        assert_eq!(t.resignation_note().as_deref(), Some("0"));
        assert_eq!(t.request(2, Request::Resign, now, &WAITS), Ok(Change::None));
        assert_eq!(t.request(2, advance(0), now, &WAITS), Err(Refusal::Over));
    }

    #[test]
    fn a_key_takes_its_seat_back_from_an_older_connection_and_a_third_watches() {
        let mut t = table();
        let again = t.sit("SHA256:ben", 5, None);
        assert_eq!(
            again,
            Sitting {
                seat: Some(Player::Two),
                replaced: Some(2),
                fresh: false
            }
        );
        assert_eq!(t.sit("SHA256:eve", 6, None).seat, None);
        assert!(t.stand_up(5));
        assert!(matches!(
            t.view(1, 1, &WAITS).info.seats[1],
            SeatView::Away(_)
        ));
        assert!(t.claimable(Player::One, Duration::ZERO));
    }
}
