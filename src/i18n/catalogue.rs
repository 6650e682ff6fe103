//! Tests: the catalogues checked against each other and against the code: every language has the
//! same messages with the same attributes and arguments, every message the code asks for
//! exists, and no message is left that nothing asks for.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::Lang;

/// A message's shape: its attributes, and the arguments of its value and of each attribute.
type Shape = BTreeMap<String, BTreeSet<String>>;

fn variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                variables(&variant.value, out);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
            for a in &arguments.named {
                inline_variables(&a.value, out);
            }
        }
        _ => {}
    }
}

/// Each message of `lang`'s catalogue and its shape; the catalogue must parse cleanly.
fn shapes(lang: Lang) -> BTreeMap<String, Shape> {
    let mut out = BTreeMap::new();
    for source in lang.sources() {
        add_shapes(lang, source, &mut out);
    }
    out
}

fn add_shapes(lang: Lang, source: &str, out: &mut BTreeMap<String, Shape>) {
    let resource = fluent_syntax::parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("{lang}'s catalogue does not parse: {errors:?}"));
    for entry in &resource.body {
        match entry {
            Entry::Message(message) => {
                let mut shape = Shape::new();
                if let Some(value) = &message.value {
                    variables(value, shape.entry(String::new()).or_default());
                }
                for attribute in &message.attributes {
                    variables(
                        &attribute.value,
                        shape.entry(format!(".{}", attribute.id.name)).or_default(),
                    );
                }
                let before = out.insert(message.id.name.to_owned(), shape);
                assert!(before.is_none(), "{lang}.ftl: {} twice", message.id.name);
            }
            Entry::Junk { content } => panic!("{lang}.ftl: junk {content:?}"),
            _ => {}
        }
    }
}

#[test]
fn every_language_has_the_same_messages_and_arguments() {
    let english = shapes(Lang::En);
    assert!(english.len() > 200, "{} messages", english.len());
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        let other = shapes(lang);
        for (id, shape) in &english {
            let theirs = other
                .get(id)
                .unwrap_or_else(|| panic!("{lang}.ftl lacks {id}"));
            assert_eq!(
                theirs, shape,
                "{lang}.ftl: {id} has other parts or arguments"
            );
        }
        for id in other.keys() {
            assert!(
                english.contains_key(id),
                "{lang}.ftl has {id}, en.ftl does not"
            );
        }
    }
}

#[test]
fn persian_is_written_with_persian_letters_and_digits() {
    // Keheh (U+06A9) and Farsi yeh (U+06CC), never Arabic kaf, yeh or alef maksura; Persian
    // digits, never Arabic-Indic ones; the ezafe written with U+06C0, not with a combining
    // hamza a terminal cell would lose.
    for source in Lang::Fa.sources() {
        for (n, line) in source.lines().enumerate() {
            for c in line.chars() {
                let wrong = match c {
                    '\u{643}' => Some("Arabic kaf (U+0643): write keheh ک (U+06A9)"),
                    '\u{64a}' | '\u{649}' => Some("Arabic yeh: write Farsi yeh ی (U+06CC)"),
                    '\u{660}'..='\u{669}' => {
                        Some("an Arabic-Indic digit: write Persian digits (U+06F0-U+06F9)")
                    }
                    '\u{654}' => Some("a combining hamza: write ۀ (U+06C0)"),
                    _ => None,
                };
                assert!(
                    wrong.is_none(),
                    "fa, line {}: {}: {line}",
                    n + 1,
                    wrong.unwrap_or_default()
                );
            }
        }
    }
}

/// The source files of the library, read at test time.
fn sources() -> Vec<(String, String)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .expect("src is readable")
            .map(|e| e.expect("entry").path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).expect("source is readable");
                out.push((path.display().to_string(), text));
            }
        }
    }
    let mut out = Vec::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut out,
    );
    out
}

/// The ids the code names: the first argument of `tr!` and every string literal that looks
/// like an id of a family built in the code (`bar-`, `help-`, `shape-`).
fn ids_in_code() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    // The catalogue checks (this folder) write ids in their documentation and tests only.
    for (_, text) in sources()
        .into_iter()
        .filter(|(path, _)| !path.contains("/i18n/"))
    {
        // Documentation writes example ids, and `include_str!(` is no message.
        let code: String = text
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let text = code.as_str();
        for (i, _) in text.match_indices("tr!(") {
            let before = text[..i].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let rest = text[i + 4..].trim_start();
            if let Some(rest) = rest.strip_prefix('"')
                && let Some(end) = rest.find('"')
            {
                ids.insert(rest[..end].to_owned());
            }
        }
        // The menu's words, asked for by the last part of their id.
        for (i, _) in text.match_indices("strings::menu(\"") {
            let rest = &text[i + "strings::menu(\"".len()..];
            if let Some(end) = rest.find('"') {
                ids.insert(format!("menu-{}", &rest[..end]));
            }
        }
        for prefix in ["\"bar-", "\"help-", "\"shape-"] {
            for (i, _) in text.match_indices(prefix) {
                let rest = &text[i + 1..];
                if let Some(end) = rest.find('"') {
                    let id = &rest[..end];
                    if id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.')
                        && !id.ends_with('-')
                    {
                        ids.insert(id.to_owned());
                    }
                }
            }
        }
    }
    ids
}

#[test]
fn every_message_the_code_names_exists() {
    let english = shapes(Lang::En);
    for id in ids_in_code() {
        let base = id.split('.').next().unwrap_or_default();
        assert!(
            english.contains_key(base),
            "the code asks for {id}: not in en.ftl"
        );
    }
}

#[test]
fn every_level_and_bot_has_its_name() {
    use crate::bot::{BotKind, Level};
    for level in Level::ALL {
        assert!(
            super::exists(&format!("level-{}", level.name())),
            "{level:?}"
        );
    }
    for kind in BotKind::ALL {
        assert!(super::exists(&format!("bot-{}", kind.name())), "{kind:?}");
    }
}

#[test]
fn every_message_is_used() {
    let named = ids_in_code();
    // Families whose ids the code builds from a value: the menu's words, levels, bots, the
    // words of key names, the rules of each variant, the lessons' parts, the tips and the words
    // of a card's keys.
    let built = [
        "menu-",
        "level-",
        "bot-",
        "keys-",
        "help-rules-",
        "stats-",
        "lesson-",
        "tip-",
        "puzzle-key-",
    ];
    for id in shapes(Lang::En).keys() {
        assert!(
            named.contains(id) || built.iter().any(|p| id.starts_with(p)),
            "en.ftl has {id}, which no code asks for"
        );
    }
}

#[test]
fn plural_forms_follow_the_language() {
    use crate::tui::strings;
    let tally = |lang, n| super::with(lang, || strings::tally(n, 1, 2));
    // The word after the number `n` in the tally of `n` buttons from income.
    let word = |text: &str, n: u32| {
        let n = n.to_string();
        let mut words = text.split(' ').skip_while(|w| *w != n);
        words.nth(1).unwrap_or_default().to_owned()
    };
    assert_eq!(word(&tally(Lang::En, 1), 1), "button");
    assert_eq!(word(&tally(Lang::En, 5), 5), "buttons");
    // Russian has three forms: 1 and 21, 2-4, and 5-20 buttons each read differently.
    let ru = |n| word(&tally(Lang::Ru, n), n);
    assert_eq!(ru(1), "пуговица");
    assert_eq!(ru(2), "пуговицы");
    assert_eq!(ru(5), "пуговиц");
    assert_eq!(ru(21), ru(1), "21 takes the form of 1");
    assert_eq!(ru(24), ru(2), "24 takes the form of 2");
    assert_eq!(ru(11), ru(5), "11 takes the form of 5");
    // French: 0 and 1 are singular.
    assert_eq!(word(&tally(Lang::Fr, 0), 0), word(&tally(Lang::Fr, 1), 1));
    assert_ne!(word(&tally(Lang::Fr, 2), 2), word(&tally(Lang::Fr, 1), 1));
}
