//! Keys and the mouse from the bytes an SSH client's terminal sends: printable characters
//! (UTF-8), Enter, Backspace, Tab, Ctrl with a letter, the escape sequences of arrows, Home,
//! End, Page Up and Down, Delete and F1 to F4, and SGR mouse reports (`ESC [ < b ; x ; y M`).
//! Everything else (other mouse reports, unknown sequences, invalid UTF-8) is dropped. The bytes are a stranger's: a sequence is at most [`MAX_SEQUENCE`] bytes
//! long, and nothing is kept between two reads but an unfinished UTF-8 character.

use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

/// Something the client's terminal sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// A key press.
    Key(KeyEvent),
    /// A mouse report.
    Mouse(MouseEvent),
}

/// The longest escape sequence read; a longer one is dropped whole.
pub const MAX_SEQUENCE: usize = 32;

/// Turns a client's bytes into key presses.
#[derive(Debug, Default)]
pub struct Decoder {
    /// The first bytes of a UTF-8 character cut by the end of the last read.
    partial: Vec<u8>,
}

impl Decoder {
    /// The keys in `bytes`, in order (mouse reports left out).
    pub fn keys(&mut self, bytes: &[u8]) -> Vec<KeyEvent> {
        self.inputs(bytes)
            .into_iter()
            .filter_map(|i| match i {
                Input::Key(k) => Some(k),
                Input::Mouse(_) => None,
            })
            .collect()
    }

    /// The keys and mouse reports in `bytes`, in order. An escape byte that ends the read is
    /// the Esc key (a terminal sends a sequence in one write).
    pub fn inputs(&mut self, bytes: &[u8]) -> Vec<Input> {
        let mut data = std::mem::take(&mut self.partial);
        data.extend_from_slice(bytes);
        let mut keys = Vec::new();
        let mut i = 0;
        while i < data.len() {
            let b = data[i];
            match b {
                0x1b => {
                    let (input, used) = sequence(&data[i..]);
                    keys.extend(input);
                    i += used;
                }
                b'\r' | b'\n' => {
                    keys.push(Input::Key(plain(KeyCode::Enter)));
                    // A terminal may send CR LF for one Enter.
                    i += if b == b'\r' && data.get(i + 1) == Some(&b'\n') {
                        2
                    } else {
                        1
                    };
                }
                b'\t' => {
                    keys.push(Input::Key(plain(KeyCode::Tab)));
                    i += 1;
                }
                0x7f | 0x08 => {
                    keys.push(Input::Key(plain(KeyCode::Backspace)));
                    i += 1;
                }
                0x01..=0x1a => {
                    let letter = char::from(b'a' + b - 1);
                    keys.push(Input::Key(KeyEvent::new(
                        KeyCode::Char(letter),
                        KeyModifiers::CONTROL,
                    )));
                    i += 1;
                }
                0x00..=0x1f => i += 1,
                _ => {
                    let len = utf8_len(b);
                    if len == 0 {
                        i += 1;
                    } else if i + len > data.len() {
                        // Cut by the end of the read: kept for the next one (at most 3 bytes).
                        self.partial = data[i..].to_vec();
                        break;
                    } else {
                        if let Ok(s) = std::str::from_utf8(&data[i..i + len])
                            && let Some(c) = s.chars().next()
                            && !c.is_control()
                        {
                            keys.push(Input::Key(plain(KeyCode::Char(c))));
                        }
                        i += len;
                    }
                }
            }
        }
        keys
    }
}

fn plain(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// The length of the UTF-8 character a byte starts, or 0 for a byte that starts none.
fn utf8_len(b: u8) -> usize {
    match b {
        0x20..=0x7e => 1,
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        _ => 0,
    }
}

/// The key an escape sequence at the start of `data` (which starts with ESC) names, if any,
/// and how many bytes it takes.
fn sequence(data: &[u8]) -> (Option<Input>, usize) {
    match data.get(1) {
        Some(b'[') => csi(data),
        Some(b'O') => match data.get(2) {
            Some(&f) => (ss3(f).map(|c| Input::Key(plain(c))), 3),
            None => (Some(Input::Key(plain(KeyCode::Esc))), 2),
        },
        // ESC alone, ESC ESC, or Alt with a key: the Esc key, and the next byte read on its own.
        _ => (Some(Input::Key(plain(KeyCode::Esc))), 1),
    }
}

/// `ESC O x`: arrows, Home and End in application mode, F1 to F4.
fn ss3(f: u8) -> Option<KeyCode> {
    Some(match f {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'P' => KeyCode::F(1),
        b'Q' => KeyCode::F(2),
        b'R' => KeyCode::F(3),
        b'S' => KeyCode::F(4),
        _ => return None,
    })
}

/// `ESC [ params final`: the key, with Ctrl when the modifier parameter says so.
fn csi(data: &[u8]) -> (Option<Input>, usize) {
    let body = &data[2..];
    let Some(end) = body
        .iter()
        .take(MAX_SEQUENCE)
        .position(|b| (0x40..=0x7e).contains(b))
    else {
        // No final byte within reach: drop what was read of it.
        return (None, data.len().min(2 + MAX_SEQUENCE));
    };
    let used = 2 + end + 1;
    let params = &body[..end];
    let last = body[end];
    // SGR mouse reports: `ESC [ < b ; x ; y M` (a press or motion) or `m` (a release). The
    // older `ESC [ M` and three bytes are dropped.
    if params.first() == Some(&b'<') {
        return (mouse(&params[1..], last).map(Input::Mouse), used);
    }
    if last == b'M' && params.is_empty() {
        return (None, (used + 3).min(data.len()));
    }
    let text = std::str::from_utf8(params).unwrap_or("");
    let mut fields = text.split(';');
    let first: u32 = fields.next().and_then(|f| f.parse().ok()).unwrap_or(1);
    let modifier: u32 = fields.next().and_then(|f| f.parse().ok()).unwrap_or(1);
    let code = match last {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'Z' => KeyCode::BackTab,
        b'~' => match first {
            1 | 7 => KeyCode::Home,
            4 | 8 => KeyCode::End,
            2 => KeyCode::Insert,
            3 => KeyCode::Delete,
            5 => KeyCode::PageUp,
            6 => KeyCode::PageDown,
            11..=15 => KeyCode::F((first - 10) as u8),
            _ => return (None, used),
        },
        _ => return (None, used),
    };
    let bits = modifier.saturating_sub(1);
    let modifiers = modifiers(bits & 1 != 0, bits & 2 != 0, bits & 4 != 0);
    (Some(Input::Key(KeyEvent::new(code, modifiers))), used)
}

/// Shift, Alt and Ctrl as crossterm names them.
fn modifiers(shift: bool, alt: bool, ctrl: bool) -> KeyModifiers {
    let mut modifiers = KeyModifiers::NONE;
    modifiers.set(KeyModifiers::SHIFT, shift);
    modifiers.set(KeyModifiers::ALT, alt);
    modifiers.set(KeyModifiers::CONTROL, ctrl);
    modifiers
}

/// An SGR mouse report: `b;x;y` (columns and rows from 1) and its final byte.
fn mouse(params: &[u8], last: u8) -> Option<MouseEvent> {
    let text = std::str::from_utf8(params).ok()?;
    let mut fields = text.split(';').map(|f| f.parse::<u16>().ok());
    let (b, x, y) = (fields.next()??, fields.next()??, fields.next()??);
    let button = match b & 3 {
        0 => MouseButton::Left,
        1 => MouseButton::Middle,
        _ => MouseButton::Right,
    };
    let kind = if b & 64 != 0 {
        if b & 1 == 0 {
            MouseEventKind::ScrollUp
        } else {
            MouseEventKind::ScrollDown
        }
    } else if b & 32 != 0 {
        if b & 3 == 3 {
            MouseEventKind::Moved
        } else {
            MouseEventKind::Drag(button)
        }
    } else if last == b'M' {
        MouseEventKind::Down(button)
    } else if last == b'm' {
        MouseEventKind::Up(button)
    } else {
        return None;
    };
    let modifiers = modifiers(b & 4 != 0, b & 8 != 0, b & 16 != 0);
    Some(MouseEvent {
        kind,
        column: x.saturating_sub(1),
        row: y.saturating_sub(1),
        modifiers,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(bytes: &[u8]) -> Vec<KeyCode> {
        Decoder::default()
            .keys(bytes)
            .into_iter()
            .map(|k| k.code)
            .collect()
    }

    #[test]
    fn letters_arrows_and_enter() {
        assert_eq!(
            codes(b"a\x1b[A\x1bOB\r\x7f"),
            vec![
                KeyCode::Char('a'),
                KeyCode::Up,
                KeyCode::Down,
                KeyCode::Enter,
                KeyCode::Backspace
            ]
        );
        assert_eq!(codes(b"\x1b"), vec![KeyCode::Esc]);
        assert_eq!(
            codes(b"\x1b[5~\x1b[6~"),
            vec![KeyCode::PageUp, KeyCode::PageDown]
        );
    }

    #[test]
    fn ctrl_c_is_a_key_with_ctrl() {
        let keys = Decoder::default().keys(b"\x03");
        assert_eq!(keys.len(), 1);
        assert_eq!(keys[0].code, KeyCode::Char('c'));
        assert!(keys[0].modifiers.contains(KeyModifiers::CONTROL));
    }

    #[test]
    fn sgr_mouse_reports_are_clicks_motion_and_the_wheel() {
        let inputs =
            Decoder::default().inputs(b"\x1b[<0;10;5M\x1b[<35;3;4M\x1b[<65;1;1M\x1b[<0;99999;1M");
        let kinds: Vec<_> = inputs
            .iter()
            .map(|i| match i {
                Input::Mouse(m) => Some((m.kind, m.column, m.row)),
                Input::Key(_) => None,
            })
            .collect();
        assert_eq!(
            kinds,
            vec![
                Some((MouseEventKind::Down(MouseButton::Left), 9, 4)),
                Some((MouseEventKind::Moved, 2, 3)),
                Some((MouseEventKind::ScrollDown, 0, 0)),
            ],
            "a coordinate past u16 is dropped"
        );
    }

    #[test]
    fn utf8_cut_between_reads_is_one_character() {
        let mut d = Decoder::default();
        let e = "é".as_bytes();
        assert!(d.keys(&e[..1]).is_empty());
        assert_eq!(
            d.keys(&e[1..])
                .into_iter()
                .map(|k| k.code)
                .collect::<Vec<_>>(),
            vec![KeyCode::Char('é')]
        );
    }

    #[test]
    fn garbage_gives_no_control_keys_and_keeps_nothing_large() {
        let mut d = Decoder::default();
        let mut junk: Vec<u8> = (0u8..=255).cycle().take(10_000).collect();
        junk.extend_from_slice(b"\x1b[");
        junk.extend(std::iter::repeat_n(b'1', 100));
        let keys = d.keys(&junk);
        assert!(
            keys.iter()
                .all(|k| !matches!(k.code, KeyCode::Char(c) if c.is_control()))
        );
        assert!(d.partial.len() <= 3);
        // Mouse reports are not keys; the old form is dropped whole.
        assert!(codes(b"\x1b[<0;10;5M\x1b[M !!").is_empty());
    }
}
