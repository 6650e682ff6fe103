//! Table codes: four letters a guest types to join a table, and the table files named after
//! them.

use std::path::Path;

use rand::RngExt;

use crate::table::CODE_LETTERS;

/// The letters codes are made of: no I or O, which read as 1 and 0.
const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ";

/// A fresh table code: four letters.
pub(super) fn new_code() -> String {
    let mut rng = rand::rng();
    (0..CODE_LETTERS)
        .map(|_| char::from(CODE_ALPHABET[rng.random_range(0..CODE_ALPHABET.len())]))
        .collect()
}

/// Whether `code` could be a table's code (four letters of the codes' alphabet), as typed.
pub fn is_code(code: &str) -> bool {
    code.len() == CODE_LETTERS && code.bytes().all(|b| CODE_ALPHABET.contains(&b))
}

/// The code a table's file is named after (`ABCD.json`).
pub(super) fn code_of_file(path: &Path) -> Option<String> {
    let name = path.file_name()?.to_str()?;
    let code = name.strip_suffix(".json")?;
    is_code(code).then(|| code.to_owned())
}
