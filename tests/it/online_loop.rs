//! Online play through the real loop, without SSH: each person is a connection's game as the
//! server runs it (`online::client::run`: the app's one loop, its screen writing into the
//! connection's byte queue, its world the lobby's tables), their keys sent on its channel and
//! their screen read back by a terminal emulator. Who joined, who you are, Ctrl-Z refused in
//! words, a reconnecting player's tables first, a seat taken by a newer connection, the
//! server stopping with every terminal given back, and Persian asked once per key.

use std::convert::Infallible;
use std::num::NonZeroU16;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::{Duration, Instant};

use patchwork::i18n::Lang;
use patchwork::online::Limits;
use patchwork::online::client::{self, Connection};
use patchwork::online::lobby::Lobby;
use patchwork::online::screen::Sink;
use patchwork::tui::event_loop::{End, Input};
use patchwork::tui::{Msg, THEME};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// How long a screen may take to show what a test waits for (a bound, never a measure).
const WAIT: Duration = Duration::from_secs(20);
const COLUMNS: u16 = 120;
const ROWS: u16 = 40;

/// One person at the server: their game's inputs, and their terminal as it shows the bytes
/// their game sent.
struct Person {
    inputs: Sender<Input<Infallible>>,
    bytes: Receiver<Vec<u8>>,
    screen: vt100::Parser,
    /// Every byte the game sent, for what a terminal emulator keeps no trace of.
    sent: Vec<u8>,
}

impl Person {
    /// Connects `identity` as connection `id` to `lobby`'s tables, its game on a thread of
    /// `scope`, in English.
    fn connect<'s>(
        scope: &'s std::thread::Scope<'s, '_>,
        lobby: &'s Lobby,
        limits: &'s Limits,
        id: u64,
        identity: &str,
    ) -> Self {
        Self::connect_in(scope, (lobby, limits), id, identity, Lang::En)
    }

    /// Connects `identity` as connection `id` to `lobby`'s tables in `lang`, its game on a
    /// thread of `scope`.
    fn connect_in<'s>(
        scope: &'s std::thread::Scope<'s, '_>,
        (lobby, limits): (&'s Lobby, &'s Limits),
        id: u64,
        identity: &str,
        lang: Lang,
    ) -> Self {
        let (tx, rx) = channel();
        let (frames, mut queued) = tokio::sync::mpsc::channel::<Vec<u8>>(64);
        let connection = Connection {
            id,
            identity: identity.to_owned(),
            from: None,
            inputs: (tx.clone(), rx),
            sink: Sink::new(frames),
            lang,
            theme: THEME,
            size: (COLUMNS, ROWS),
        };
        scope.spawn(move || client::run(connection, lobby, limits));
        // The frames, on a channel that can be waited on for a while.
        let (bytes_tx, bytes) = channel();
        scope.spawn(move || {
            while let Some(frame) = queued.blocking_recv() {
                if bytes_tx.send(frame).is_err() {
                    break;
                }
            }
        });
        let size = |n: u16| NonZeroU16::new(n).expect("a size");
        Self {
            inputs: tx,
            bytes,
            screen: vt100::Parser::new(size(ROWS), size(COLUMNS), 0),
            sent: Vec::new(),
        }
    }

    fn press(&self, code: KeyCode, modifiers: KeyModifiers) {
        let key = Msg::Key(KeyEvent::new(code, modifiers));
        self.inputs.send(Input::App(key)).expect("the game reads");
    }

    fn keys(&self, codes: &[KeyCode]) {
        for &code in codes {
            self.press(code, KeyModifiers::NONE);
        }
    }

    fn type_text(&self, text: &str) {
        for c in text.chars() {
            self.press(KeyCode::Char(c), KeyModifiers::NONE);
        }
    }

    fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// Reads frames until the screen shows `text`; the screen.
    fn wait_for(&mut self, text: &str) -> String {
        let deadline = Instant::now() + WAIT;
        loop {
            let shown = self.text();
            if shown.contains(text) {
                return shown;
            }
            match self
                .bytes
                .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            {
                Ok(frame) => self.take(&frame),
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => {
                    panic!("{text:?} never showed; the screen was:\n{shown}")
                }
            }
        }
    }

    /// Ends the connection's game from outside, and reads its last bytes: the terminal given
    /// back.
    fn end(&mut self, end: End) {
        self.inputs.send(Input::End(end)).expect("the game reads");
        while let Ok(frame) = self.bytes.recv_timeout(WAIT) {
            self.take(&frame);
        }
    }

    /// A frame the game sent, shown and kept.
    fn take(&mut self, frame: &[u8]) {
        self.screen.process(frame);
        self.sent.extend_from_slice(frame);
    }

    /// Where the game last sent `sequence`, if it did.
    fn last_sent(&self, sequence: &str) -> Option<usize> {
        self.sent
            .windows(sequence.len())
            .rposition(|w| w == sequence.as_bytes())
    }

    /// Whether the terminal is as the game found it: the main screen, the cursor shown, no
    /// mouse reports.
    fn given_back(&self) -> bool {
        let screen = self.screen.screen();
        !screen.alternate_screen()
            && !screen.hide_cursor()
            && screen.mouse_protocol_mode() == vt100::MouseProtocolMode::None
    }
}

/// The code at the key bar's right end ("table ABCD").
fn code_of(screen: &str) -> String {
    screen
        .split("table ")
        .skip(1)
        .find_map(|s| {
            let c: String = s.chars().take(4).collect();
            (c.len() == 4 && c.chars().all(|c| c.is_ascii_uppercase())).then_some(c)
        })
        .expect("the table's code")
}

/// Ada opens a table from the menu, her guest named Gus, who moves first; its code.
fn open_table(ada: &mut Person) -> String {
    use KeyCode::{Backspace, Down, Enter, Left};
    ada.wait_for("Open a table");
    ada.keys(&[Enter]);
    ada.wait_for("Start the game");
    // The form: variant, board, seat (second), Ada's name, Gus's name, start.
    ada.keys(&[Down, Down, Left]);
    ada.wait_for("second");
    ada.keys(&[Down, Enter]);
    ada.keys(&[Backspace; 8]);
    ada.type_text("Ada");
    ada.keys(&[Enter, Down, Enter]);
    ada.keys(&[Backspace; 8]);
    ada.type_text("Gus");
    ada.keys(&[Enter, Down, Enter]);
    code_of(&ada.wait_for("Patch circle"))
}

/// `person` joins the table `code` from the menu's join page.
fn join(person: &mut Person, code: &str) {
    person.wait_for("Join a table");
    person.keys(&[KeyCode::Down, KeyCode::Enter]);
    person.wait_for("Table code");
    person.type_text(code);
    person.keys(&[KeyCode::Enter]);
    person.wait_for("Patch circle");
}

fn lobby() -> (tempfile::TempDir, Lobby) {
    let dir = tempfile::tempdir().expect("a folder");
    let (lobby, _) = Lobby::open(dir.path(), 16).expect("the lobby");
    (dir, lobby)
}

#[test]
fn the_creator_is_told_who_joined_each_screen_says_who_you_are_and_a_stop_gives_terminals_back() {
    let (_dir, lobby) = lobby();
    let limits = Limits::default();
    std::thread::scope(|s| {
        let mut ada = Person::connect(s, &lobby, &limits, 1, "SHA256:ada");
        let code = open_table(&mut ada);
        let shown = ada.wait_for(&format!(
            "waiting for Gus to join: the table's code is {code}"
        ));
        assert!(shown.contains("Ada (you)"), "{shown}");

        let mut gus = Person::connect(s, &lobby, &limits, 2, "SHA256:gus");
        join(&mut gus, &code);
        ada.wait_for("Gus joined the table");
        assert!(gus.text().contains("Gus (you)"), "{}", gus.text());

        let mut eve = Person::connect(s, &lobby, &limits, 3, "SHA256:eve");
        join(&mut eve, &code);
        let watching = eve.text();
        assert!(watching.contains("you watch"), "{watching}");
        assert!(!watching.contains("(you)"), "{watching}");
        ada.wait_for("1 watching");

        // Gus advances; Ada and Eve see it.
        gus.type_text("a");
        gus.wait_for("(y / n)");
        gus.type_text("y");
        ada.wait_for("Gus advanced");
        eve.wait_for("Gus advanced");

        // Ctrl-Z would stop the server for everyone: refused, in words.
        gus.press(KeyCode::Char('z'), KeyModifiers::CONTROL);
        gus.wait_for("Ctrl-Z does nothing here");

        // The server stops: every terminal is given back, saying why.
        for person in [&mut ada, &mut gus, &mut eve] {
            person.end(End::ServerStops);
            assert!(person.given_back(), "{}", person.text());
            assert!(
                person.text().contains("the server stopped"),
                "{}",
                person.text()
            );
        }
    });
}

#[test]
fn a_player_back_finds_their_table_first_and_a_newer_connection_takes_the_seat() {
    let (_dir, lobby) = lobby();
    let limits = Limits::default();
    std::thread::scope(|s| {
        let mut ada = Person::connect(s, &lobby, &limits, 1, "SHA256:ada");
        let code = open_table(&mut ada);
        let mut gus = Person::connect(s, &lobby, &limits, 2, "SHA256:gus");
        join(&mut gus, &code);
        ada.wait_for("Gus joined the table");

        // Gus's connection drops; Ada is told the table waits for him.
        gus.end(End::Closed);
        assert!(gus.given_back());
        ada.wait_for("waiting for Gus to come back");

        // Gus comes back: his table is the menu's first row, and Enter takes him to it.
        let mut back = Person::connect(s, &lobby, &limits, 3, "SHA256:gus");
        let menu = back.wait_for(&format!("Back to table {code}: Ada and Gus"));
        let first = menu
            .lines()
            .position(|l| l.contains("Back to table"))
            .expect("the table's row");
        let open = menu
            .lines()
            .position(|l| l.contains("Open a table"))
            .expect("the open row");
        assert!(first < open, "{menu}");
        back.keys(&[KeyCode::Enter]);
        back.wait_for("Gus (you)");
        ada.wait_for("Gus is back");

        // The same key again, on another connection: it takes the seat, and the older one is
        // back at the menu, told why.
        let mut again = Person::connect(s, &lobby, &limits, 4, "SHA256:gus");
        again.wait_for("Back to table");
        again.keys(&[KeyCode::Enter]);
        again.wait_for("Gus (you)");
        back.wait_for("your key took its seat back on another connection");

        for person in [&mut ada, &mut back, &mut again] {
            person.end(End::ServerStops);
        }
    });
}

#[test]
fn an_idle_connection_is_told_why_it_is_closed() {
    let (_dir, lobby) = lobby();
    let limits = Limits::default();
    std::thread::scope(|s| {
        let mut ada = Person::connect(s, &lobby, &limits, 1, "SHA256:ada");
        ada.wait_for("Open a table");
        ada.end(End::Idle);
        assert!(ada.given_back(), "{}", ada.text());
        assert!(
            ada.text().contains("no key for a long while"),
            "{}",
            ada.text()
        );
    });
}

/// `text` as the game draws it for a terminal that draws cells as they come: shaped and
/// reordered, right to left.
fn drawn(text: &str) -> String {
    use patchwork::i18n::bidi::{self, Direction, Rendering};
    let chars: Vec<(char, ())> = text.chars().map(|c| (c, ())).collect();
    bidi::line_for(&chars, Direction::Rtl, Rendering::Visual)
        .into_iter()
        .map(|(c, ())| c)
        .collect()
}

/// Persian served: a key that never chose sees the check screen first, drawn by the game with
/// the client's terminal told not to reorder lines itself (`CSI 8 l`); the choice is kept for
/// the key beside the tables' folder, and the terminal's own mode given back when the game
/// ends (`CSI 8 h`). A key that chose its terminal shows Persian itself is never sent `CSI 8 l`
/// again and gets the menu at once, in logical order.
#[test]
fn a_persian_key_is_asked_once_how_its_terminal_shows_persian() {
    use patchwork::i18n::bidi::{EXPLICIT, IMPLICIT};
    use patchwork::i18n::{self, Lang};
    let dir = tempfile::tempdir().expect("a folder");
    let (lobby, _) = Lobby::open(&dir.path().join("tables"), 16).expect("the lobby");
    let limits = Limits::default();
    let fa = |id: &str| i18n::with(Lang::Fa, || i18n::text(id, None));
    let check = |key: &str| {
        let sample = i18n::with(Lang::Fa, || {
            i18n::text_with("display-sample", [("key", i18n::arg(key))])
        });
        drawn(&format!(
            "{key}. {}",
            sample.replace(['\u{2068}', '\u{2069}'], "")
        ))
    };
    let server = (&lobby, &limits);
    std::thread::scope(|s| {
        // Ada's terminal draws cells as they come: the first row reads right.
        let mut ada = Person::connect_in(s, server, 1, "SHA256:ada", Lang::Fa);
        ada.wait_for(&check("1"));
        assert!(ada.last_sent(EXPLICIT).is_some(), "the game lays lines out");
        ada.type_text("1");
        ada.wait_for(&drawn(&fa("menu-new-table")));
        ada.end(End::Closed);
        assert!(ada.given_back());
        assert!(ada.last_sent(IMPLICIT) > ada.last_sent(EXPLICIT));

        // Bea's terminal shows Persian itself: told so at once, and never again.
        let mut bea = Person::connect_in(s, server, 2, "SHA256:bea", Lang::Fa);
        bea.wait_for(&check("1"));
        bea.type_text("3");
        bea.wait_for(&fa("menu-new-table"));
        assert!(bea.last_sent(IMPLICIT) > bea.last_sent(EXPLICIT));
        bea.end(End::Closed);

        let kept = std::fs::read_to_string(dir.path().join("display.json")).expect("kept");
        assert!(kept.contains(r#""key SHA256:ada": "visual""#), "{kept}");
        assert!(kept.contains(r#""key SHA256:bea": "terminal""#), "{kept}");

        // Each key again: the menu at once, drawn as it chose.
        let mut ada = Person::connect_in(s, server, 3, "SHA256:ada", Lang::Fa);
        let menu = ada.wait_for(&drawn(&fa("menu-new-table")));
        assert!(!menu.contains(&check("1")), "{menu}");
        ada.end(End::Closed);
        let mut bea = Person::connect_in(s, server, 4, "SHA256:bea", Lang::Fa);
        let menu = bea.wait_for(&fa("menu-new-table"));
        assert!(!menu.contains(&check("1")), "{menu}");
        bea.end(End::Closed);
        assert!(
            bea.last_sent(EXPLICIT).is_none(),
            "told nothing: it reorders as it did"
        );
    });
}
