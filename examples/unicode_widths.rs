//! Prints the width `unicode-width` (the version ratatui measures with) gives every character,
//! one `CODE WIDTH` line each (`-1` for a control): what `tools/assigned.py` sets against the C
//! library's `wcwidth` to find the characters the two draw at different widths.
//!
//! ```sh
//! cargo run --release --example unicode_widths > /tmp/widths.txt
//! python3 tools/assigned.py /tmp/widths.txt > src/text/assigned.rs
//! ```

use std::io::Write as _;

use unicode_width::UnicodeWidthChar;

fn main() -> std::io::Result<()> {
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for c in (0..=0x0010_FFFF).filter_map(char::from_u32) {
        let width = c.width().map_or(-1, |w| i64::try_from(w).unwrap_or(-1));
        writeln!(out, "{} {width}", u32::from(c))?;
    }
    out.flush()
}
