//! The code's imports point one way: no files of `src/` reach each other round a circle. An
//! arrow is a `crate::` or `super::` path in a file (a `use` with braces counts each path in
//! them) to the file of the module it names; a submodule reaching into a module it is part of
//! is no arrow. Comments and the tests at a file's end are left out.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module's path from the crate's root (`["tui", "app"]` for `src/tui/app.rs`).
type Module = Vec<String>;

/// Circles known and being removed elsewhere, each as its files' modules sorted (none now). A
/// circle listed here that is gone fails the test, so the list only shrinks.
const KNOWN: &[&[&str]] = &[];

/// Every Rust file of `src/`, by module.
fn files() -> BTreeMap<Module, PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = BTreeMap::new();
    let mut dirs = vec![root.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("src is readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(&root).expect("under src");
                let mut module: Module = rel
                    .with_extension("")
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect();
                if matches!(
                    module.last().map(String::as_str),
                    Some("lib" | "main" | "mod")
                ) {
                    module.pop();
                }
                out.insert(module, path);
            }
        }
    }
    out
}

/// The words of `code` that paths are made of: names, `::`, braces and commas (anything else
/// ends a path).
fn tokens(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = code.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_alphanumeric() || c == '_' {
            let mut word = String::from(c);
            while let Some(&n) = chars.peek().filter(|n| n.is_alphanumeric() || **n == '_') {
                word.push(n);
                chars.next();
            }
            out.push(word);
        } else if c == ':' && chars.peek() == Some(&':') {
            chars.next();
            out.push("::".to_owned());
        } else if matches!(c, '{' | '}' | ',' | '*') {
            out.push(c.to_string());
        } else if !c.is_whitespace() {
            out.push(";".to_owned());
        }
    }
    out
}

/// The paths that start at `tokens[i]` (`crate` or `super`), a brace group giving one each.
fn paths(tokens: &[String], mut i: usize, prefix: &[String], out: &mut Vec<Vec<String>>) -> usize {
    let mut path = prefix.to_vec();
    while let Some(word) = tokens.get(i) {
        if word == "{" {
            // One path per item of the group, each from what came before it.
            i += 1;
            while tokens.get(i).is_some_and(|t| t != "}") {
                if tokens[i] == "," {
                    i += 1;
                    continue;
                }
                i = paths(tokens, i, &path, out);
            }
            return i + 1;
        }
        if word.chars().all(|c| c.is_alphanumeric() || c == '_') {
            path.push(word.clone());
            i += 1;
            if tokens.get(i).is_some_and(|t| t == "::") {
                i += 1;
                continue;
            }
        }
        break;
    }
    out.push(path);
    // Past `as name` and anything else up to the item's end.
    while tokens
        .get(i)
        .is_some_and(|t| t != "," && t != "}" && t != ";")
    {
        i += 1;
    }
    i
}

/// The modules `module`'s code names.
fn arrows(module: &Module, code: &str, files: &BTreeMap<Module, PathBuf>) -> BTreeSet<Module> {
    let code = code.split("#[cfg(test)]").next().unwrap_or_default();
    let code: String = code
        .lines()
        .map(|l| l.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    let tokens = tokens(&code);
    let mut named = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        let after_path = i > 0 && tokens[i - 1] == "::";
        if (t == "crate" || t == "super") && !after_path {
            paths(&tokens, i, &[], &mut named);
        }
    }
    let mut out = BTreeSet::new();
    for path in named {
        let mut base: Module = Vec::new();
        let mut rest = path.as_slice();
        match rest.first().map(String::as_str) {
            Some("crate") => rest = &rest[1..],
            Some("super") => {
                base.clone_from(module);
                while rest.first().is_some_and(|w| w == "super") {
                    base.pop();
                    rest = &rest[1..];
                }
            }
            _ => continue,
        }
        base.extend(rest.iter().cloned());
        // The longest prefix that is a file.
        while !base.is_empty() && !files.contains_key(&base) {
            base.pop();
        }
        let ancestor = module.starts_with(&base);
        if files.contains_key(&base) && !ancestor {
            out.insert(base);
        }
    }
    out
}

/// The circles of the arrows: groups of two or more files that all reach each other (Tarjan's
/// strongly connected components), each as its modules, sorted.
fn circles(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<&'a Module, usize>,
        low: BTreeMap<&'a Module, usize>,
        stack: Vec<&'a Module>,
        on: BTreeSet<&'a Module>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(w: &mut Walk<'a>, v: &'a Module) {
        let n = w.index.len();
        w.index.insert(v, n);
        w.low.insert(v, n);
        w.stack.push(v);
        w.on.insert(v);
        for u in w.graph.get(v).into_iter().flatten() {
            if !w.index.contains_key(u) {
                visit(w, u);
                let low = w.low[v].min(w.low[u]);
                w.low.insert(v, low);
            } else if w.on.contains(u) {
                let low = w.low[v].min(w.index[u]);
                w.low.insert(v, low);
            }
        }
        if w.low[v] == w.index[v] {
            let mut group = Vec::new();
            while let Some(u) = w.stack.pop() {
                w.on.remove(u);
                group.push(u.join("/"));
                if u == v {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                w.out.push(group);
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in graph.keys() {
        if !walk.index.contains_key(v) {
            visit(&mut walk, v);
        }
    }
    walk.out
}

fn graph() -> BTreeMap<Module, BTreeSet<Module>> {
    let files = files();
    files
        .iter()
        .map(|(module, path)| {
            let code = std::fs::read_to_string(path).expect("a source file");
            (module.clone(), arrows(module, &code, &files))
        })
        .collect()
}

#[test]
fn no_file_of_src_reaches_another_that_reaches_it_back() {
    let found = circles(&graph());
    let known: Vec<Vec<String>> = KNOWN
        .iter()
        .map(|c| c.iter().map(|&m| m.to_owned()).collect())
        .collect();
    let new: Vec<&Vec<String>> = found.iter().filter(|c| !known.contains(c)).collect();
    assert!(new.is_empty(), "import circles: {new:?}");
    for circle in &known {
        assert!(
            found.contains(circle),
            "{circle:?} is no circle any more: take it off the known list"
        );
    }
}

#[test]
fn the_check_sees_a_circle_through_braces_and_super() {
    // Three files: a uses b through a brace group, b uses c, c reaches a through super.
    let files: BTreeMap<Module, PathBuf> = [["x", "a"], ["x", "b"], ["x", "c"]]
        .into_iter()
        .map(|m| (m.map(str::to_owned).to_vec(), PathBuf::new()))
        .collect();
    let module = |m: &str| vec!["x".to_owned(), m.to_owned()];
    let graph: BTreeMap<Module, BTreeSet<Module>> = [
        ("a", "use crate::x::{b::Thing, other};"),
        (
            "b",
            "fn f() { crate::x::c::g() } // crate::x::a in a comment",
        ),
        ("c", "use super::a as first;"),
    ]
    .into_iter()
    .map(|(m, code)| (module(m), arrows(&module(m), code, &files)))
    .collect();
    assert_eq!(circles(&graph), vec![vec!["x/a", "x/b", "x/c"]]);
    // A submodule reaching into its parent is part of it: no arrow.
    let mut nested = files.clone();
    nested.insert(vec!["x".to_owned()], PathBuf::new());
    let child = vec!["x".to_owned(), "a".to_owned()];
    assert!(arrows(&child, "use super::Thing;", &nested).is_empty());
}
