//! The online lobby without SSH: the server owns each table's game, takes a step only from the
//! seat whose step it is, tells everyone at the table, and resumes its tables from disk.

use std::sync::mpsc::Receiver;

use patchwork::history::History;
use patchwork::online::lobby::{Guest, Lobby, LobbyError, Outbox};
use patchwork::rules::{Action, LeatherLayout, Player, Variant};
use patchwork::table::{Opening, Refusal, Request, TableNews, TableView};

fn guest(id: u64, identity: &str) -> (Guest, Receiver<TableNews>) {
    let (outbox, inbox) = Outbox::channel();
    (
        Guest {
            id,
            identity: identity.to_owned(),
            outbox,
            from: None,
        },
        inbox,
    )
}

/// The last table view a client was sent, if any.
fn last_view(inbox: &Receiver<TableNews>) -> Option<TableView> {
    inbox.try_iter().fold(None, |last, e| match e {
        TableNews::View(view) => Some(*view),
        _ => last,
    })
}

/// A new table's opening: Ada (its creator) and Ben, Ada first.
fn opening() -> Opening {
    Opening {
        variant: Variant::Classic,
        layout: LeatherLayout::Revised,
        names: ["Ada".to_owned(), "Ben".to_owned()],
        first: Some(Player::One),
    }
}

/// The step that advances, played after the table's `history`.
fn advance(history: &History) -> Request {
    Request::Step {
        after: history.applied().len(),
        actions: vec![Action::Advance],
    }
}

/// A view as the app hears it.
fn told(view: TableView) -> patchwork::tui::Msg {
    patchwork::tui::Msg::Table(TableNews::View(Box::new(view)))
}

#[test]
fn a_table_takes_steps_only_from_the_seat_to_move_and_resumes_from_disk() {
    let dir = tempfile::tempdir().expect("a folder");
    let (lobby, faults) = Lobby::open(dir.path(), 4).expect("the lobby");
    assert!(faults.is_empty() && lobby.is_empty());
    let (ada, _ada_in) = guest(1, "SHA256:ada");
    let (ben, ben_in) = guest(2, "SHA256:ben");
    let (eve, eve_in) = guest(3, "SHA256:eve");
    let view = lobby.create(&ada, &opening(), 7).expect("a table");
    let code = view.info.code.clone();
    assert_eq!(view.info.you, Some(Player::One));
    assert_eq!(view.history.current().to_move(), Some(Player::One));
    assert_eq!(
        lobby.join(&ben, &code, None).expect("Ben sits").info.you,
        Some(Player::Two)
    );
    assert_eq!(
        lobby.join(&eve, &code, None).expect("Eve watches").info.you,
        None
    );
    assert!(matches!(
        lobby.join(&eve, "ZZZZ", None),
        Err(LobbyError::NoTable(_))
    ));

    // Ada's step, asked by Ben or by the spectator, is refused; asked by Ada, taken.
    let step = advance(&view.history);
    assert_eq!(
        lobby.request(&ben, &code, step.clone()),
        Err(LobbyError::Refused(Refusal::NotYourTurn))
    );
    assert_eq!(
        lobby.request(&eve, &code, step.clone()),
        Err(LobbyError::Refused(Refusal::Watcher))
    );
    let _ = last_view(&ben_in);
    lobby.request(&ada, &code, step).expect("Ada's own step");
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
    // A step played after a game the table no longer has (asked twice) is refused.
    assert_eq!(
        lobby.request(&ben, &code, advance(&view.history)),
        Err(LobbyError::Refused(Refusal::Stale))
    );

    // Ben leaves: the seat is kept and the others see it away.
    lobby.leave(&ben, &code);
    let away = lobby.view(&ada, &code).expect("Ada's view");
    assert!(matches!(
        away.info.seats[1],
        patchwork::table::SeatView::Away(_)
    ));

    // A new server over the same folder resumes the table, each seat kept for its key.
    drop(lobby);
    let (again, faults) = Lobby::open(dir.path(), 4).expect("the lobby again");
    assert!(faults.is_empty());
    assert_eq!(again.len(), 1);
    let (ben2, _) = guest(9, "SHA256:ben");
    let back = again.join(&ben2, &code, None).expect("Ben comes back");
    assert_eq!(back.info.you, Some(Player::Two));
    assert_eq!(back.history.applied().len(), 1);
    let (stranger, _) = guest(10, "SHA256:someone");
    assert_eq!(
        again
            .join(&stranger, &code, None)
            .expect("watches")
            .info
            .you,
        None
    );
}

/// Ada's and Ben's apps at a new table, Ada to move first, with the lobby between them.
fn two_apps() -> (
    tempfile::TempDir,
    Lobby,
    String,
    [(Guest, Receiver<TableNews>); 2],
) {
    let dir = tempfile::tempdir().expect("a folder");
    let (lobby, _) = Lobby::open(dir.path(), 4).expect("the lobby");
    let ada = guest(1, "SHA256:ada");
    let ben = guest(2, "SHA256:ben");
    let code = lobby
        .create(&ada.0, &opening(), 7)
        .expect("a table")
        .info
        .code;
    lobby.join(&ben.0, &code, None).expect("Ben sits");
    (dir, lobby, code, [ada, ben])
}

fn app_of(lobby: &Lobby, guest: &Guest, code: &str) -> patchwork::tui::App {
    let view = lobby.view(guest, code).expect("a view");
    crate::common::sized(patchwork::tui::App::at_table(view, patchwork::tui::THEME))
}

/// What the apps asked of the table, asked of it as the connection's world does (only table
/// requests are asked at a table).
fn perform(lobby: &Lobby, guest: &Guest, code: &str, effects: Vec<patchwork::tui::Effect>) {
    for effect in effects {
        let patchwork::tui::Effect::Table(request) = effect else {
            panic!("an app at a table asked {effect:?}");
        };
        lobby.request(guest, code, request).expect("the table");
    }
}

#[test]
fn at_a_table_steps_undo_requests_phrases_and_resigning_go_through_the_table() {
    use crate::common::{keys, screen};
    use patchwork::tui::{Context, Mode};
    let (dir, lobby, code, [(ada, ada_in), (ben, ben_in)]) = two_apps();
    let mut a = app_of(&lobby, &ada, &code);
    let mut b = app_of(&lobby, &ben, &code);
    assert_eq!(a.context(), Context::Choosing);
    assert!(matches!(b.mode(), Mode::Remote));
    let bar = screen(&a, 200, 60);
    let last = bar
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or_default();
    assert!(
        last.contains("say")
            && last.contains("resign")
            && !last.contains("hint")
            && last.ends_with(&format!("table {code}")),
        "{last}"
    );
    // Ben's keys of a turn wait while it is Ada's: nothing is offered.
    assert!(keys(&mut b, "ay").is_empty());

    // Ada advances; Ben's app is told and it is his turn (or hers again: she may still be behind).
    let effects = keys(&mut a, "ay");
    perform(&lobby, &ada, &code, effects);
    let view = last_view(&ben_in).expect("Ben is told");
    b.update(told(view));
    assert_eq!(b.history().applied().len(), 1);
    assert!(screen(&b, 120, 40).contains("Ada advanced"));

    // Ada asks to take it back: she waits for the answer, Ben is asked, and agrees; both are
    // back at the start, and each reads who did what.
    let effects = keys(&mut a, "u");
    perform(&lobby, &ada, &code, effects);
    a.update(told(last_view(&ada_in).expect("Ada is told")));
    let asking = screen(&a, 120, 40);
    assert!(
        asking.contains("you asked Ben to take back your last step")
            && !asking.contains("y agrees"),
        "{asking}"
    );
    let view = last_view(&ben_in).expect("Ben is asked");
    b.update(told(view));
    assert_eq!(b.context(), Context::AnswerUndo);
    assert!(screen(&b, 120, 40).contains("Ada asks to take back their last step"));
    let effects = keys(&mut b, "y");
    perform(&lobby, &ben, &code, effects);
    b.update(told(last_view(&ben_in).expect("Ben is told")));
    assert!(screen(&b, 120, 40).contains("you agreed: Ada's last step is taken back"));
    let table = last_view(&ada_in).expect("Ada is told");
    assert_eq!(table.history.applied().len(), 0, "the step was taken back");
    a.update(told(table));
    assert_eq!(a.history().applied().len(), 0);
    assert_eq!(a.context(), Context::Choosing);
    let agreed = screen(&a, 120, 40);
    assert!(
        agreed.contains("Ben agreed: your last step is taken back"),
        "{agreed}"
    );

    // A phrase reaches the other screen; resigning asks first, then ends the game for both.
    let effects = keys(&mut a, "g");
    perform(&lobby, &ada, &code, effects);
    b.update(told(last_view(&ben_in).expect("told")));
    assert!(screen(&b, 120, 40).contains("Ada: Good game!"));
    assert!(keys(&mut a, "X").is_empty(), "resigning asks first");
    assert_eq!(a.context(), Context::ConfirmResign);
    let effects = keys(&mut a, "y");
    perform(&lobby, &ada, &code, effects);
    b.update(told(last_view(&ben_in).expect("told")));
    assert!(matches!(b.mode(), Mode::Over(_)));
    assert!(screen(&b, 120, 40).contains("Ada resigned: Ben wins"));
    // A resigned table is not resumed.
    drop(lobby);
    let (again, _) = Lobby::open(dir.path(), 4).expect("the lobby again");
    assert!(again.is_empty());
}

#[test]
fn a_game_is_claimed_only_once_the_other_player_has_been_away_past_the_limit() {
    use crate::common::{keys, screen};
    let (dir, mut lobby, code, [(ada, _ada_in), (ben, _ben_in)]) = two_apps();
    // Ada advances: Ben's turn. Ben leaves.
    let mut a = app_of(&lobby, &ada, &code);
    let effects = keys(&mut a, "ay");
    perform(&lobby, &ada, &code, effects);
    lobby.leave(&ben, &code);
    // Before the limit (five minutes by default) there is nothing to claim.
    let view = lobby.view(&ada, &code).expect("a view");
    assert!(!view.info.claimable);
    lobby
        .request(&ada, &code, Request::Claim)
        .expect("the table");
    assert_eq!(lobby.view(&ada, &code).expect("a view").info.resigned, None);
    // Past the limit, the key bar offers it and C takes the game.
    lobby.set_claim_after(std::time::Duration::ZERO);
    a.update(told(lobby.view(&ada, &code).expect("a view")));
    assert!(screen(&a, 200, 60).contains("C claim the game"));
    let effects = keys(&mut a, "C");
    perform(&lobby, &ada, &code, effects);
    let view = lobby.view(&ada, &code).expect("a view");
    assert_eq!(view.info.resigned, Some(Player::Two));
    assert!(view.info.claimed);
    a.update(told(view));
    assert!(screen(&a, 120, 40).contains("Ben did not come back: Ada takes the game"));
    // The game stays saved as it was, and the table is not resumed.
    drop(lobby);
    let (again, _) = Lobby::open(dir.path(), 4).expect("the lobby again");
    assert!(again.is_empty());
    assert!(dir.path().join(format!("{code}.json")).is_file());
}

#[test]
fn a_spectator_steps_back_through_the_game_while_it_goes_on() {
    use crate::common::{keys, press, screen};
    use patchwork::tui::Mode;
    use ratatui::crossterm::event::KeyCode;
    let (_dir, lobby, code, [(ada, _ada_in), (ben, _)]) = two_apps();
    let (eve, eve_in) = guest(3, "SHA256:eve");
    lobby.join(&eve, &code, None).expect("Eve watches");
    let mut a = app_of(&lobby, &ada, &code);
    let mut e = app_of(&lobby, &eve, &code);
    assert!(
        screen(&e, 200, 60).contains("r replay"),
        "a spectator may step back"
    );
    assert!(!screen(&a, 200, 60).contains("r replay"), "a player plays");
    let bar = |app: &patchwork::tui::App| {
        let text = screen(app, 200, 60);
        text.lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or_default()
            .to_owned()
    };
    assert!(bar(&a).contains("u undo"), "a player may ask to undo");
    assert!(
        !bar(&e).contains("u undo"),
        "a spectator has nothing to undo"
    );
    let effects = keys(&mut a, "ay");
    perform(&lobby, &ada, &code, effects);
    e.update(told(last_view(&eve_in).expect("told")));
    keys(&mut e, "r");
    assert!(matches!(e.mode(), Mode::Replay(_)));
    press(&mut e, KeyCode::Left);
    assert_eq!(e.history().cursor(), 0);
    // Neither playing on nor a review at a table, and the key bar offers neither.
    assert!(!bar(&e).contains("r review"), "{}", bar(&e));
    assert!(keys(&mut e, "p").is_empty());
    assert!(keys(&mut e, "r").is_empty());
    // The game goes on behind the viewer, which stays where it was.
    let table = lobby.view(&eve, &code).expect("a view");
    assert_eq!(table.history.current().to_move(), Some(Player::Two));
    lobby
        .request(&ben, &code, advance(&table.history))
        .expect("Ben's step");
    e.update(told(last_view(&eve_in).expect("told")));
    assert!(matches!(e.mode(), Mode::Replay(_)));
    assert_eq!(e.history().cursor(), 0);
    assert_eq!(e.history().len(), 2);
    // Leaving the viewer comes back to the live game, at its end.
    press(&mut e, KeyCode::Esc);
    assert!(!matches!(e.mode(), Mode::Replay(_)));
    assert_eq!(e.history().cursor(), 2);
}

#[test]
fn guests_without_a_key_sit_apart_and_come_back_by_the_code() {
    let dir = tempfile::tempdir().expect("a folder");
    let (lobby, _) = Lobby::open(dir.path(), 4).expect("the lobby");
    let no_key = patchwork::online::lobby::NO_KEY;
    let (ada, _a) = guest(1, no_key);
    let (ben, _b) = guest(2, no_key);
    let (cat, _c) = guest(3, no_key);
    let code = lobby
        .create(&ada, &opening(), 7)
        .expect("a table")
        .info
        .code;
    // A second keyless guest takes the open seat, not Ada's; a third watches.
    assert_eq!(
        lobby.join(&ben, &code, None).expect("Ben").info.you,
        Some(Player::Two)
    );
    assert_eq!(lobby.join(&cat, &code, None).expect("Cat").info.you, None);
    // Ben's connection drops; a keyless guest with the code takes his seat back.
    lobby.leave(&ben, &code);
    let (ben2, _b2) = guest(4, no_key);
    assert_eq!(
        lobby.join(&ben2, &code, None).expect("Ben again").info.you,
        Some(Player::Two)
    );
    // Both drop: each comes back by the seat's name.
    lobby.leave(&ada, &code);
    lobby.leave(&ben2, &code);
    let (ben3, _b3) = guest(5, no_key);
    assert_eq!(
        lobby
            .join(&ben3, &code, Some("Ben"))
            .expect("Ben by name")
            .info
            .you,
        Some(Player::Two)
    );
    let (ada2, _a2) = guest(6, no_key);
    assert_eq!(
        lobby
            .join(&ada2, &code, Some("Ada"))
            .expect("Ada by name")
            .info
            .you,
        Some(Player::One)
    );
    // A name that is no seat's takes none: the guest watches.
    lobby.leave(&ada2, &code);
    let (eve, _e) = guest(7, no_key);
    assert_eq!(
        lobby
            .join(&eve, &code, Some("Eve"))
            .expect("watches")
            .info
            .you,
        None
    );
}

/// A table whose file cannot be written: the step stands (the server holds it), the player who
/// played it is told the save failed, and the next save writes the whole game.
#[test]
fn a_table_that_cannot_be_saved_says_so_and_keeps_the_step() {
    let (dir, lobby, code, [(ada, _ada_in), _]) = two_apps();
    let file = dir.path().join(format!("{code}.json"));
    std::fs::remove_file(&file).expect("the table's file");
    std::fs::create_dir(&file).expect("a folder in its place");
    let table = lobby.view(&ada, &code).expect("a view");
    assert!(matches!(
        lobby.request(&ada, &code, advance(&table.history)),
        Err(LobbyError::Unsaved(_))
    ));
    assert_eq!(
        lobby
            .view(&ada, &code)
            .expect("a view")
            .history
            .applied()
            .len(),
        1,
        "the step stands"
    );
    assert!(file.is_dir(), "nothing was put in the folder's place");
    std::fs::remove_dir(&file).expect("the folder goes");
    // The next step of the game (Ben's) is saved with the first.
    let (ben, _) = guest(2, "SHA256:ben");
    let table = lobby.join(&ben, &code, None).expect("Ben").history;
    lobby
        .request(&ben, &code, advance(&table))
        .expect("saved now");
    let text = std::fs::read_to_string(&file).expect("the table's file");
    let (record, _) = patchwork::record::load(&text).expect("a valid record");
    assert_eq!(record.actions.len(), 2);
}

#[test]
fn a_finished_table_is_closed_once_everyone_has_left() {
    let (dir, lobby, code, [(ada, _), (ben, _)]) = two_apps();
    lobby
        .request(&ada, &code, Request::Resign)
        .expect("the table");
    lobby.leave(&ada, &code);
    assert_eq!(lobby.len(), 1, "Ben is still there");
    lobby.leave(&ben, &code);
    assert!(lobby.is_empty(), "closed");
    assert!(
        dir.path().join(format!("{code}.json")).is_file(),
        "its record stays"
    );
    // An unfinished table stays open for its players to come back.
    let (cat, _) = guest(3, "SHA256:cat");
    let code = lobby
        .create(&cat, &opening(), 8)
        .expect("a table")
        .info
        .code;
    lobby.leave(&cat, &code);
    assert_eq!(lobby.len(), 1);
}

#[test]
fn one_key_opens_a_few_tables_at_most() {
    let dir = tempfile::tempdir().expect("a folder");
    let (lobby, _) = Lobby::open(dir.path(), 64).expect("the lobby");
    let (ada, _a) = guest(1, "SHA256:ada");
    let limit = patchwork::online::lobby::TABLES_A_KEY;
    for seed in 0..limit as u64 {
        lobby.create(&ada, &opening(), seed).expect("a table");
    }
    assert_eq!(
        lobby.create(&ada, &opening(), 99).err(),
        Some(LobbyError::TooMany(limit))
    );
    let (ben, _b) = guest(2, "SHA256:ben");
    assert!(
        lobby.create(&ben, &opening(), 99).is_ok(),
        "another key may"
    );
}

/// A seated player cannot flood the table: phrases said faster than one each
/// `PHRASE_GAP` (here an hour) are dropped, and a request that changes nothing (an undo asked again, an
/// answer with nothing asked) is answered to the asker alone, never copied to everyone.
#[test]
fn phrases_and_idle_requests_are_not_copied_to_everyone_at_each_press() {
    use patchwork::table::Phrase;
    let (_dir, mut lobby, code, [(ada, ada_in), (ben, ben_in)]) = two_apps();
    // A gap no burst outlasts, however slow the machine.
    lobby.set_phrase_gap(std::time::Duration::from_secs(3600));
    let (watcher, watcher_in) = guest(3, "SHA256:watcher");
    lobby.join(&watcher, &code, None).expect("a spectator");
    let drain = |inbox: &Receiver<TableNews>| inbox.try_iter().count();
    drain(&ada_in);
    drain(&ben_in);
    drain(&watcher_in);
    // A burst of phrases: the first is passed on, the rest within the gap are not.
    for _ in 0..300 {
        lobby
            .request(&ben, &code, Request::Say(Phrase::GoodGame))
            .expect("asked");
    }
    assert_eq!(drain(&watcher_in), 1, "one view to the spectator");
    assert_eq!(drain(&ada_in), 1);
    let view = lobby.view(&ada, &code).expect("the table");
    assert_eq!(view.info.said, Some((Player::Two, Phrase::GoodGame)));
    // Nothing to answer: only Ben is told (his screen back to the table).
    for _ in 0..50 {
        lobby
            .request(&ben, &code, Request::AnswerUndo(true))
            .expect("asked");
    }
    assert_eq!(drain(&watcher_in), 0);
    assert_eq!(drain(&ada_in), 0);
    assert_eq!(
        drain(&ben_in),
        51,
        "the phrase's view, then one answer each"
    );
    // The dropped phrases sent Ben nothing either (counted above: 1 + 50).
    // After the gap, the next phrase is heard, the same one again too (counted anew, so a
    // screen shows it again).
    let before = lobby.view(&ada, &code).expect("the table").info.phrases;
    lobby.set_phrase_gap(std::time::Duration::ZERO);
    lobby
        .request(&ben, &code, Request::Say(Phrase::GoodGame))
        .expect("asked");
    assert_eq!(drain(&watcher_in), 1);
    let view = lobby.view(&ada, &code).expect("the table");
    assert_eq!(view.info.said, Some((Player::Two, Phrase::GoodGame)));
    assert_eq!(view.info.phrases, before + 1);
}

/// Keys cost nothing, so one address's guests open a few unfinished tables at most whatever
/// their keys, and their wrong codes count across connections (a new connection does not
/// start the count again, nor does a table joined).
#[test]
fn one_address_opens_a_few_tables_and_guesses_codes_slowly_whatever_its_keys() {
    use patchwork::online::lobby::TABLES_AN_ADDRESS;
    let dir = tempfile::tempdir().expect("a folder");
    let (lobby, _) = Lobby::open(dir.path(), 256).expect("the lobby");
    let here: std::net::IpAddr = [192, 0, 2, 7].into();
    let at = |id: u64, from| {
        let (mut g, inbox) = guest(id, &format!("SHA256:key{id}"));
        g.from = Some(from);
        (g, inbox)
    };
    let mut inboxes = Vec::new();
    for id in 0..TABLES_AN_ADDRESS as u64 {
        let (g, inbox) = at(id, here);
        lobby.create(&g, &opening(), id).expect("a table");
        inboxes.push(inbox);
    }
    let (fresh, _in) = at(99, here);
    assert_eq!(
        lobby.create(&fresh, &opening(), 99).err(),
        Some(LobbyError::TooMany(TABLES_AN_ADDRESS))
    );
    let elsewhere: std::net::IpAddr = [198, 51, 100, 1].into();
    let (other, _o) = at(100, elsewhere);
    assert!(lobby.create(&other, &opening(), 100).is_ok());
    // Wrong codes: three free, then a wait, counted by the address on any connection.
    let free = patchwork::online::Limits::default().free_code_tries;
    for _ in 0..free - 1 {
        lobby.wrong_code(here, free);
    }
    assert_eq!(lobby.code_wait(here), None);
    lobby.wrong_code(here, free);
    assert!(lobby.code_wait(here).is_some_and(|w| w.as_secs() >= 1));
    assert_eq!(lobby.code_wait(elsewhere), None);
}

/// A phrase on screen gives way when its sayer leaves: the line then says the table waits for
/// them (whose turn it is), not what they said last.
#[test]
fn a_player_leaving_shows_the_wait_not_their_last_phrase() {
    use crate::common::{keys, screen};
    let (_dir, lobby, code, [(ada, ada_in), (ben, ben_in)]) = two_apps();
    let mut a = app_of(&lobby, &ada, &code);
    let mut b = app_of(&lobby, &ben, &code);
    // Ada advances: Ben's turn. Ben says a phrase; Ada sees it.
    let effects = keys(&mut a, "ay");
    perform(&lobby, &ada, &code, effects);
    b.update(told(last_view(&ben_in).expect("told")));
    let effects = keys(&mut b, "w");
    perform(&lobby, &ben, &code, effects);
    a.update(told(last_view(&ada_in).expect("told")));
    assert!(screen(&a, 120, 40).contains("Ben: Thinking"));
    // Ben's connection goes: Ada reads that the table waits for him.
    lobby.leave(&ben, &code);
    a.update(told(last_view(&ada_in).expect("told")));
    let shown = screen(&a, 120, 40);
    assert!(shown.contains("waiting for Ben to come back"), "{shown}");
    assert!(!shown.contains("Ben: Thinking"), "{shown}");
}

/// What a server has no place for is refused in words: a save, progress, a bot's search. The
/// app says so instead of the effect vanishing.
#[test]
fn a_servers_world_refuses_saves_and_searches_in_words() {
    use patchwork::online::world::Tables;
    use patchwork::tui::event_loop::World;
    use patchwork::tui::{Effect, Msg, Unavailable};
    let (_dir, lobby, _code, [(ada, _), _]) = two_apps();
    let limits = patchwork::online::Limits::default();
    let mut world = Tables::new(&lobby, &limits, ada, patchwork::tui::THEME);
    let keep = Effect::Keep {
        name: "lessons.json",
        text: String::new(),
    };
    assert_eq!(
        world.perform(keep),
        Some(Msg::Unavailable(Unavailable::Save))
    );
    let review = Effect::Review {
        ticket: 1,
        history: Box::new(lobby_history(&lobby)),
        settings: patchwork::review::Settings {
            budget: patchwork::bot::Budget::iterations(1),
            seed: 0,
        },
        stop: patchwork::bot::Stop::new(),
    };
    assert_eq!(
        world.perform(review),
        Some(Msg::Unavailable(Unavailable::Search))
    );
}

/// A table's game, for an effect that carries one.
fn lobby_history(lobby: &Lobby) -> History {
    let (watcher, _) = guest(99, "SHA256:watcher");
    let code = lobby.seated("SHA256:ada")[0].code.clone();
    lobby.join(&watcher, &code, None).expect("a view").history
}

/// A table's code stays whole at the key bar's end however full the bar is, in every
/// language and direction (right to left, the bar's end is its left).
#[test]
fn the_tables_code_is_whole_at_the_end_of_the_key_bar() {
    use patchwork::i18n::bidi::{self, Rendering};
    use patchwork::i18n::{self, Lang};
    let (_dir, lobby, code, [(ada, _), _]) = two_apps();
    for lang in Lang::ALL {
        i18n::with(lang, || {
            bidi::set_rendering(Rendering::Visual);
            let app = app_of(&lobby, &ada, &code);
            let tag = i18n::text_with("table-code", [("code", i18n::arg(code.as_str()))]);
            let chars: Vec<(char, ())> = tag.chars().map(|c| (c, ())).collect();
            let drawn: String = bidi::line_for(&chars, lang.direction(), Rendering::Visual)
                .into_iter()
                .map(|(c, ())| c)
                .collect();
            for width in [80, 100, 120] {
                let text = crate::common::screen(&app, width, 24);
                let bar = text
                    .lines()
                    .rev()
                    .find(|l| !l.trim().is_empty())
                    .unwrap_or_default();
                // Whole, and apart from the hints.
                let whole = bar.split("  ").any(|part| part.trim() == drawn);
                assert!(whole, "{lang} {width}: {bar}");
            }
            bidi::set_rendering(Rendering::Terminal);
        });
    }
}
