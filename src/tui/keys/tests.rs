//! The binding table's own checks: contexts decide, nothing is bound twice, the too-small
//! screen takes only quitting.
use super::*;

fn press(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

#[test]
fn the_same_key_means_what_the_context_says() {
    let esc = press(KeyCode::Esc);
    assert_eq!(command(&esc, Context::Placing), Some(Command::Back));
    assert_eq!(
        command(&esc, Context::ReplayEntry),
        Some(Command::CancelEntry)
    );
    assert_eq!(command(&esc, Context::Replay), Some(Command::Leave));
    assert_eq!(command(&esc, Context::Help), Some(Command::CloseHelp));
    assert_eq!(command(&esc, Context::Advance), Some(Command::No));
    assert_eq!(
        command(&press(KeyCode::Char('3')), Context::Choosing),
        Some(Command::Choose(2))
    );
    assert_eq!(
        command(&press(KeyCode::Char('7')), Context::Replay),
        Some(Command::Digit(7))
    );
}

#[test]
fn too_small_takes_only_quitting() {
    for b in BINDINGS {
        if b.contexts.contains(Context::TooSmall) {
            assert!(
                matches!(
                    b.command,
                    Command::Quit | Command::ForceQuit | Command::Suspend
                ),
                "{:?} works on the too-small screen",
                b.command
            );
        }
    }
}

#[test]
fn ctrl_c_quits_everywhere_and_shift_is_part_of_a_letter() {
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert_eq!(command(&ctrl_c, Context::Replay), Some(Command::ForceQuit));
    let big_u = KeyEvent::new(KeyCode::Char('U'), KeyModifiers::SHIFT);
    assert_eq!(command(&big_u, Context::Choosing), Some(Command::Redo));
}

#[test]
fn no_key_means_two_things_in_one_context() {
    use Context as X;
    let all = Context::ALL;
    for context in all {
        let mut seen: Vec<Key> = Vec::new();
        for b in BINDINGS.iter().filter(|b| b.contexts.contains(context)) {
            for key in b.keys {
                // A later row with the same key is shadowed: allowed only for the
                // questions and the help, whose rows come first on purpose.
                if seen.contains(key) {
                    assert!(
                        matches!(
                            context,
                            X::Advance | X::ConfirmNewGame | X::ConfirmQuit | X::Help
                        ),
                        "{} means two things in {context:?}",
                        key.name()
                    );
                }
                seen.push(*key);
            }
        }
    }
}

#[test]
fn the_replay_help_names_each_mistake_key_once() {
    let lines = help(Sheet::Replay, None);
    for key in ["n", "N"] {
        let with = lines
            .iter()
            .filter(|(keys, _)| keys.split(' ').any(|k| k == key))
            .count();
        assert_eq!(with, 1, "{key}: {lines:?}");
    }
}

#[test]
fn every_letter_command_answers_to_the_persian_and_russian_letter_at_its_place() {
    // Every character a layout gives, and the Latin key at its place.
    let persian = "ضصثقفغعهخحشسیبلاتنمظطزرذدپ";
    let russian = "йцукенгшщзфывапролдячсмитьЙЦУКЕНГШЩЗФЫВАПРОЛДЯЧСМИТЬ";
    let latin_of = |ch: char| latin_twin(ch).expect("a twin");
    let mut letters: Vec<char> = BINDINGS
        .iter()
        .flat_map(|b| b.keys.iter())
        .filter_map(|k| match k.code {
            KeyCode::Char(ch) if ch.is_ascii_alphabetic() && !k.ctrl => Some(ch),
            _ => None,
        })
        .collect();
    letters.sort_unstable();
    letters.dedup();
    for letter in letters {
        let twins: Vec<char> = persian
            .chars()
            .chain(russian.chars())
            .filter(|&ch| latin_of(ch) == letter)
            .collect();
        // Upper-case commands have their Russian twin at least; lower-case ones both.
        let wanted = if letter.is_ascii_lowercase() { 2 } else { 1 };
        assert!(twins.len() >= wanted, "{letter}: twins {twins:?}");
        for context in Context::ALL {
            for &twin in &twins {
                assert_eq!(
                    command(&press(KeyCode::Char(twin)), context),
                    command(&press(KeyCode::Char(letter)), context),
                    "{twin} and {letter} in {context:?}"
                );
            }
        }
    }
    // Digits of Persian and Arabic-Indic script choose as ASCII digits do.
    assert_eq!(
        command(&press(KeyCode::Char('۲')), Context::Choosing),
        Some(Command::Choose(1))
    );
    assert_eq!(
        command(&press(KeyCode::Char('٧')), Context::Replay),
        Some(Command::Digit(7))
    );
}
