//! The online lobby without SSH: the server owns each table's game, takes a step only from the
//! seat whose step it is, tells everyone at the table, and resumes its tables from disk.

use std::sync::mpsc::{Receiver, channel};

use patchwork::history::History;
use patchwork::online::Event;
use patchwork::online::lobby::{Guest, Lobby, LobbyError};
use patchwork::rules::{Action, Player};
use patchwork::tui::{Options, Seating};

fn guest(id: u64, identity: &str) -> (Guest, Receiver<Event>) {
    let (outbox, inbox) = channel();
    (
        Guest {
            id,
            identity: identity.to_owned(),
            outbox,
        },
        inbox,
    )
}

/// The last table view a client was sent, if any.
fn last_view(inbox: &Receiver<Event>) -> Option<patchwork::tui::table::TableView> {
    inbox.try_iter().fold(None, |last, e| match e {
        Event::Table(view) => Some(*view),
        _ => last,
    })
}

fn advanced(history: &History) -> History {
    let mut next = history.clone();
    next.play_step(&[Action::Advance])
        .expect("advancing is legal");
    next
}

#[test]
fn a_table_takes_steps_only_from_the_seat_to_move_and_resumes_from_disk() {
    let dir = tempfile::tempdir().expect("a folder");
    let (lobby, faults) = Lobby::open(dir.path(), 4).expect("the lobby");
    assert!(faults.is_empty() && lobby.is_empty());
    let (ada, _ada_in) = guest(1, "SHA256:ada");
    let (ben, ben_in) = guest(2, "SHA256:ben");
    let (eve, eve_in) = guest(3, "SHA256:eve");
    let options = Options {
        names: ["Ada".to_owned(), "Ben".to_owned()],
        seat: Seating::First,
        ..Options::default()
    };
    let view = lobby.create(&ada, &options, 7).expect("a table");
    let code = view.info.code.clone();
    assert_eq!(view.info.you, Some(Player::One));
    assert_eq!(view.history.current().to_move(), Some(Player::One));
    assert_eq!(
        lobby.join(&ben, &code).expect("Ben sits").info.you,
        Some(Player::Two)
    );
    assert_eq!(lobby.join(&eve, &code).expect("Eve watches").info.you, None);
    assert!(matches!(
        lobby.join(&eve, "ZZZZ"),
        Err(LobbyError::NoTable(_))
    ));

    // Ada's step, offered by Ben or by the spectator, is refused; offered by Ada, taken.
    let step = advanced(&view.history).to_record();
    assert!(matches!(
        lobby.offer(&ben, &code, &step),
        Err(LobbyError::Refused(_))
    ));
    assert!(matches!(
        lobby.offer(&eve, &code, &step),
        Err(LobbyError::Refused(_))
    ));
    let _ = last_view(&ben_in);
    lobby.offer(&ada, &code, &step).expect("Ada's own step");
    let seen = last_view(&ben_in).expect("Ben is told");
    assert_eq!(seen.history.applied().len(), 1);
    assert_eq!(
        last_view(&eve_in)
            .expect("Eve is told")
            .history
            .applied()
            .len(),
        1
    );
    // A game that does not go on from the table's (a different shuffle) is refused.
    let other = History::new(
        patchwork::rules::Setup::random(options.variant, options.layout, 8),
        seen.history.players().clone(),
    )
    .expect("a set-up");
    assert!(lobby.offer(&ada, &code, &other.to_record()).is_err());

    // Ben leaves: the seat is kept and the others see it away.
    lobby.leave(&ben, &code);
    let away = lobby.view(&ada, &code).expect("Ada's view");
    assert!(matches!(
        away.info.seats[1],
        patchwork::tui::table::SeatView::Away(_)
    ));

    // A new server over the same folder resumes the table, each seat kept for its key.
    drop(lobby);
    let (again, faults) = Lobby::open(dir.path(), 4).expect("the lobby again");
    assert!(faults.is_empty());
    assert_eq!(again.len(), 1);
    let (ben2, _) = guest(9, "SHA256:ben");
    let back = again.join(&ben2, &code).expect("Ben comes back");
    assert_eq!(back.info.you, Some(Player::Two));
    assert_eq!(back.history.applied().len(), 1);
    let (stranger, _) = guest(10, "SHA256:someone");
    assert_eq!(
        again.join(&stranger, &code).expect("watches").info.you,
        None
    );
}
