#!/usr/bin/env python3
"""Writes src/text/assigned.rs: the code points assigned in Unicode 14.0 (every general
category but Cn), as ranges, from Python's own Unicode database. Run with a Python whose
`unicodedata.unidata_version` is 14.0.0 (Python 3.11):

    python3 tools/assigned.py > src/text/assigned.rs
"""
import unicodedata

assert unicodedata.unidata_version == "14.0.0", unicodedata.unidata_version
ranges, start = [], None
for cp in range(0x110000):
    assigned = unicodedata.category(chr(cp)) != "Cn"
    if assigned and start is None:
        start = cp
    elif not assigned and start is not None:
        ranges.append((start, cp - 1))
        start = None
if start is not None:
    ranges.append((start, 0x10FFFF))

print("//! The code points assigned in Unicode 14.0 (September 2021), as inclusive ranges in order:")
print("//! every general category but `Cn` (unassigned code points and noncharacters). Written by")
print("//! `python3 tools/assigned.py` from Python 3.11's Unicode database; do not edit by hand.")
print()
print("/// Inclusive ranges of the code points assigned in Unicode 14.0, in order.")
print("#[rustfmt::skip]")
print("pub(super) const ASSIGNED: &[(u32, u32)] = &[")
line = "   "
def hexa(n):
    """Hexadecimal as clippy likes it: digits in groups of four past four digits."""
    digits = f"{n:X}"
    if len(digits) <= 4:
        return "0x" + digits
    digits = digits.rjust(8, "0")
    return "0x" + digits[:4] + "_" + digits[4:]


for a, b in ranges:
    item = f" ({hexa(a)}, {hexa(b)}),"
    if len(line) + len(item) > 99:
        print(line)
        line = "   "
    line += item
print(line)
print("];")
