//! The server's keys: its own host key, made once and kept, and the keys an
//! `--authorized-keys` file lets in.

use std::collections::HashSet;
use std::path::Path;

use russh::keys::{HashAlg, PrivateKey};

use crate::text::Shown;

/// The largest `--authorized-keys` file read.
const MAX_KEYS_FILE: u64 = 1 << 20;

/// The server's host key: read from `path`, or made and written there (owner-only) the first
/// time.
pub(super) fn host_key(path: &Path) -> Result<PrivateKey, String> {
    match crate::files::read_own(path, 64 * 1024) {
        Ok(bytes) => {
            let text = String::from_utf8(bytes)
                .map_err(|_| format!("{}: not a key", Shown::path(path)))?;
            PrivateKey::from_openssh(&text).map_err(|e| format!("{}: {e}", Shown::path(path)))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let key = PrivateKey::random(&mut rand::rng(), russh::keys::Algorithm::Ed25519)
                .map_err(|e| e.to_string())?;
            let text = key
                .to_openssh(russh::keys::ssh_key::LineEnding::LF)
                .map_err(|e| e.to_string())?;
            crate::files::write_new(path, text.as_bytes())
                .map_err(|e| format!("{}: {e}", Shown::path(path)))?;
            owner_only(path);
            Ok(key)
        }
        Err(e) => Err(format!("{}: {e}", Shown::path(path))),
    }
}

#[cfg(unix)]
fn owner_only(path: &Path) {
    use std::os::unix::fs::PermissionsExt;
    let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600));
}

#[cfg(not(unix))]
fn owner_only(_: &Path) {}

/// The fingerprints of the keys an `authorized_keys` file lists (lines that are not keys are
/// skipped; options before a key are not read).
pub(super) fn authorized_keys(path: &Path) -> Result<HashSet<String>, String> {
    let bytes = crate::files::read_regular(path, MAX_KEYS_FILE)
        .map_err(|e| format!("--authorized-keys {}: {e}", Shown::path(path)))?;
    let text = String::from_utf8_lossy(&bytes);
    let keys: HashSet<String> = text
        .lines()
        .filter_map(|line| russh::keys::PublicKey::from_openssh(line.trim()).ok())
        .map(|key| key.fingerprint(HashAlg::Sha256).to_string())
        .collect();
    if keys.is_empty() {
        return Err(format!(
            "--authorized-keys {}: no key in it, so nobody could connect",
            Shown::path(path)
        ));
    }
    Ok(keys)
}
