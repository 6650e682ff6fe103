#!/usr/bin/env python3
"""Writes src/text/assigned.rs, from Python's own Unicode database (14.0 in Python 3.11) and
the C library's wcwidth (glibc 2.36: Debian 12):

- ASSIGNED: the code points assigned in Unicode 14.0 (every general category but Cn);
- DISPUTED: the assigned ones the C library's wcwidth draws at another width than
  unicode-width (the version ratatui measures with) measures them, controls left out.

    cargo run --release --example unicode_widths > /tmp/widths.txt
    python3 tools/assigned.py /tmp/widths.txt > src/text/assigned.rs
"""
import ctypes
import locale
import sys
import unicodedata

assert unicodedata.unidata_version == "14.0.0", unicodedata.unidata_version
locale.setlocale(locale.LC_ALL, "C.UTF-8")
wcwidth = ctypes.CDLL("libc.so.6").wcwidth
measured = {}
with open(sys.argv[1]) as f:
    for line in f:
        code, width = map(int, line.split())
        measured[code] = width


def ranges_of(test):
    out, start = [], None
    for cp in range(0x110000):
        inside = test(cp)
        if inside and start is None:
            start = cp
        elif not inside and start is not None:
            out.append((start, cp - 1))
            start = None
    if start is not None:
        out.append((start, 0x10FFFF))
    return out


def assigned(cp):
    return unicodedata.category(chr(cp)) != "Cn"


def disputed(cp):
    if not assigned(cp) or unicodedata.category(chr(cp)) == "Cc" or cp in range(0xD800, 0xE000):
        return False
    return wcwidth(cp) != measured.get(cp)


def hexa(n):
    """Hexadecimal as clippy likes it: digits in groups of four past four digits."""
    digits = f"{n:X}"
    if len(digits) <= 4:
        return "0x" + digits
    digits = digits.rjust(8, "0")
    return "0x" + digits[:4] + "_" + digits[4:]


def table(name, doc, ranges):
    print(doc)
    print("#[rustfmt::skip]")
    print(f"pub(super) const {name}: &[(u32, u32)] = &[")
    line = "   "
    for a, b in ranges:
        item = f" ({hexa(a)}, {hexa(b)}),"
        if len(line) + len(item) > 99:
            print(line)
            line = "   "
        line += item
    print(line)
    print("];")


print("//! Two tables of code points, as inclusive ranges in order, written by `tools/assigned.py`")
print("//! (see there how to run it) from Python 3.11's Unicode database and glibc 2.36's `wcwidth`;")
print("//! do not edit by hand.")
print()
table("ASSIGNED", "/// The code points assigned in Unicode 14.0 (September 2021): every general category but `Cn`.",
      ranges_of(assigned))
print()
table("DISPUTED", "/// Assigned code points that glibc's `wcwidth` draws at another width than `unicode-width`\n"
      "/// measures them (the trigrams, some spacing marks and fillers, circled numbers...).",
      ranges_of(disputed))
