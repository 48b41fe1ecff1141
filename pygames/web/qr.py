"""QR codes, so that a friend across the table can open a friend link with a phone's camera.

The page shows a friend link (an address with a game packed after ``#``, 300 to 1,000
ASCII characters) as a QR code. No pinned dependency makes QR codes, and the project adds
none (``pyproject.toml``: ``dependencies = []``; the pages load only the pinned Pyodide
and PyScript), so this is a small encoder written from ISO/IEC 18004:2015, "QR Code bar
code symbology specification" (section numbers below are its own): byte mode only, error
correction levels L, M, Q and H, versions 1 to 40, Reed-Solomon over GF(256), and the
eight data masks scored by the penalty rules N1 to N4.

>>> code = encode(b"https://example.org/")
>>> code.version, code.level, code.size
(2, 'M', 25)
>>> code.svg().startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33"')
True
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cached_property

#: The error correction levels, from the fewest codewords that may be lost to the most
#: (about 7, 15, 25 and 30 per cent, 7.5.1).
LEVELS = "LMQH"

#: Error correction codewords per block, for versions 1 to 40 (Table 9).
EC_PER_BLOCK = {
    "L": (7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
          28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
    "M": (10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
          26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28),
    "Q": (13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
          28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
    "H": (17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
          30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
}  # fmt: skip

#: Error correction blocks, for versions 1 to 40 (Table 9).
BLOCKS = {
    "L": (1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
          8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25),
    "M": (1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
          17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49),
    "Q": (1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
          23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68),
    "H": (1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
          25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81),
}  # fmt: skip

#: The two bits that name a level in the format information (Table 12).
LEVEL_BITS = {"L": 0b01, "M": 0b00, "Q": 0b11, "H": 0b10}

#: Where each data mask darkens a light module and lightens a dark one, by row and column
#: (Table 10).
MASKS: tuple[Callable[[int, int], bool], ...] = (
    lambda r, c: (r + c) % 2 == 0,
    lambda r, c: r % 2 == 0,
    lambda r, c: c % 3 == 0,
    lambda r, c: (r + c) % 3 == 0,
    lambda r, c: (r // 2 + c // 3) % 2 == 0,
    lambda r, c: r * c % 2 + r * c % 3 == 0,
    lambda r, c: (r * c % 2 + r * c % 3) % 2 == 0,
    lambda r, c: ((r + c) % 2 + r * c % 3) % 2 == 0,
)

#: The largest version a friend link is shown in at level M; a longer link drops to L.
LINK_MAX_VERSION_AT_M = 25


@dataclass(frozen=True, slots=True)
class QrCode:
    """A QR code symbol: its version (1 to 40), level, data mask, and modules by row,
    ``True`` for dark."""

    version: int
    level: str
    mask: int
    modules: tuple[tuple[bool, ...], ...]

    @property
    def size(self) -> int:
        """Modules a side, without the quiet zone: 17 + 4 * version."""
        return len(self.modules)

    def svg(self, quiet: int = 4) -> str:
        """The symbol as SVG in module units, ready for an element's ``innerHTML``: a white
        square taking in the quiet zone (``quiet`` modules a side; 4 is the least the standard
        allows, 6.3.8), then one path drawing each row's runs of dark modules."""
        side = self.size + 2 * quiet
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {side} {side}" '
            f'shape-rendering="crispEdges"><rect width="{side}" height="{side}" fill="#fff"/>'
            f'<path d="M{quiet} {quiet}{"".join(self._runs())}" fill="#000"/></svg>'
        )

    def _runs(self) -> Iterator[str]:
        """Each run of dark modules as a rectangle, moved to from where the last one began."""
        x = y = 0
        for row, modules in enumerate(self.modules):
            line = "".join("1" if dark else "0" for dark in modules)
            for run in re.finditer("1+", line):
                width = run.end() - run.start()
                yield f"m{run.start() - x} {row - y}h{width}v1h-{width}z"
                x, y = run.start(), row


def encode(
    data: bytes, level: str = "M", *, version: int | None = None, mask: int | None = None
) -> QrCode:
    """``data`` in the smallest version that holds it at ``level`` (or in ``version``), with
    the data mask of the lowest penalty, the first of equals (or ``mask``).

    Each mask is scored on the complete symbol, its format information drawn, as 7.8.3.1
    says ("the area to be evaluated is the complete symbol"), and as zxing does; segno
    1.6.6 scores the format and version information as light, so it may choose another
    mask (any mask reads the same). Raises ``ValueError`` for an unknown level, mask or
    version, or data the version cannot hold.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown error correction level {level!r}: one of {', '.join(LEVELS)}")
    if mask is not None and mask not in range(len(MASKS)):
        raise ValueError(f"unknown data mask {mask}: 0 to 7")
    if version is not None and version not in range(1, 41):
        raise ValueError(f"unknown version {version}: 1 to 40")
    version = smallest_version(len(data), level) if version is None else version
    if version is None or not fits(len(data), version, level):
        where = "version 40" if version is None else f"version {version}"
        raise ValueError(f"{len(data)} bytes do not fit in a QR code of {where} at level {level}")
    symbol = Symbol(version, level)
    symbol.place(interleaved(blocks(data, version, level)))
    if mask is None:
        mask = min(range(len(MASKS)), key=lambda m: penalty(symbol.rows(m), symbol.size))
    modules = [format(row, f"0{symbol.size}b") for row in symbol.rows(mask)]
    return QrCode(version, level, mask, tuple(tuple(m == "1" for m in row) for row in modules))


def for_link(text: str) -> QrCode:
    """The QR code the page shows for a link: level M while the link fits in version
    ``LINK_MAX_VERSION_AT_M``, else level L.

    M lets a phone read the code through more glare on a screen or a finger over it (15%
    of codewords lost, against L's 7%), but a longer link needs a bigger version, 4 modules
    a side more for each one, so its modules are smaller on the same screen; phones read up
    to about version 25 to 30 comfortably from a screen, and L holds the same link a few
    versions smaller (1,000 characters: version 22 at L rather than 26 at M).
    """
    data = text.encode()
    at_m = smallest_version(len(data), "M")
    fits_at_m = at_m is not None and at_m <= LINK_MAX_VERSION_AT_M
    return encode(data, "M" if fits_at_m else "L")


def total_codewords(version: int) -> int:
    """The codewords a symbol holds (Table 1): its modules but the finders with their
    separators (8 x 8 each), the format information with the dark module (31), the timing
    patterns, the alignment patterns (5 x 5, less where they cross a timing pattern) and,
    from version 7, the version information (2 x 18), over 8 (the rest are remainder bits)."""
    size = 17 + 4 * version
    centres = len(alignment_centres(version))
    alignments = max(centres * centres - 3, 0)
    crossing_timing = max(2 * (centres - 2), 0)
    modules = size * size - 3 * 64 - 31 - 2 * (size - 16) - 25 * alignments + 5 * crossing_timing
    return (modules - (36 if version >= 7 else 0)) // 8


def data_codewords(version: int, level: str) -> int:
    """The codewords left for data once the error correction codewords are counted out."""
    return total_codewords(version) - BLOCKS[level][version - 1] * EC_PER_BLOCK[level][version - 1]


def fits(length: int, version: int, level: str) -> bool:
    """Whether ``length`` bytes fit: the 4-bit mode, the count (8 bits up to version 9, else
    16, Table 3), the data and a 4-bit terminator are whole codewords."""
    overhead = 2 if version < 10 else 3
    return 1 <= version <= 40 and length + overhead <= data_codewords(version, level)


def smallest_version(length: int, level: str) -> int | None:
    """The smallest version that holds ``length`` bytes at ``level``, if any does."""
    return next((version for version in range(1, 41) if fits(length, version, level)), None)


def blocks(data: bytes, version: int, level: str) -> list[tuple[bytes, bytes]]:
    """Each block's data codewords and error correction codewords (7.5.2); the blocks at the
    end hold one data codeword more when the codewords do not share out evenly (Table 9)."""
    codewords = data_stream(data, version, data_codewords(version, level))
    count, degree = BLOCKS[level][version - 1], EC_PER_BLOCK[level][version - 1]
    short = count - len(codewords) % count
    generator = [LOG[coefficient] for coefficient in generator_polynomial(degree)]
    start, pieces = 0, []
    for index in range(count):
        end = start + len(codewords) // count + (index >= short)
        piece = codewords[start:end]
        pieces.append((piece, remainder(piece, generator)))
        start = end
    return pieces


def data_stream(data: bytes, version: int, capacity: int) -> bytes:
    """Byte mode (0100), the count, the data, the terminator (0000), then pad codewords
    11101100 and 00010001 in turn up to ``capacity`` (7.4.5, 7.4.9, 7.4.10). Mode and count
    take 12 or 20 bits, so with the terminator they end on a codeword's edge."""
    count_bits = 8 if version < 10 else 16
    header = 0b0100 << count_bits | len(data)
    bits = (header << 8 * len(data) | int.from_bytes(data, "big")) << 4
    stream = bits.to_bytes((count_bits + 8 * len(data) + 8) // 8, "big")
    return stream + (b"\xec\x11" * capacity)[: capacity - len(stream)]


def interleaved(pieces: list[tuple[bytes, bytes]]) -> bytes:
    """The final sequence: the blocks' data codewords taken in turn, then their error
    correction codewords taken in turn (7.6)."""
    longest = max(len(data) for data, _ in pieces)
    data = [data[i] for i in range(longest) for data, _ in pieces if i < len(data)]
    ec = [ec[i] for i in range(len(pieces[0][1])) for _, ec in pieces]
    return bytes(data + ec)


def _gf_tables() -> tuple[list[int], list[int]]:
    """Powers of 2 in GF(256) modulo x^8 + x^4 + x^3 + x^2 + 1 (7.5.2), twice over so that a
    sum of two logarithms indexes them directly, and the logarithms."""
    exp, log = [0] * 255, [0] * 256
    value = 1
    for power in range(255):
        exp[power], log[value] = value, power
        value = value << 1 ^ (0x11D if value & 0x80 else 0)
    return exp + exp, log


EXP, LOG = _gf_tables()


def generator_polynomial(degree: int) -> list[int]:
    """The coefficients after the leading 1 of (x - 2^0)(x - 2^1)...(x - 2^(degree-1)),
    highest power first (Annex A); none is 0."""
    poly = [1]
    for power in range(degree):
        scaled = [0] + [EXP[LOG[c] + power] if c else 0 for c in poly]
        poly = [a ^ b for a, b in zip([*poly, 0], scaled, strict=True)]
    return poly[1:]


def remainder(data: bytes, generator_logs: list[int]) -> bytes:
    """The error correction codewords: data(x) * x^n modulo the generator of degree n, given
    by the logarithms of its coefficients after the leading 1."""
    rest = [0] * len(generator_logs)
    for byte in data:
        factor = byte ^ rest[0]
        rest = [*rest[1:], 0]
        if factor:
            scale = LOG[factor]
            rest = [r ^ EXP[scale + g] for r, g in zip(rest, generator_logs, strict=True)]
    return bytes(rest)


def bch_remainder(value: int, generator: int) -> int:
    """``value`` modulo ``generator``, both polynomials over GF(2) written as bits (Annex C, D)."""
    degree = generator.bit_length() - 1
    while value.bit_length() > degree:
        value ^= generator << (value.bit_length() - 1 - degree)
    return value


def format_bits(level: str, mask: int) -> int:
    """The 15 format bits: level and mask, their BCH(15,5) check, XORed with 101010000010010
    so that they are never all light (7.9.1)."""
    data = LEVEL_BITS[level] << 3 | mask
    return (data << 10 | bch_remainder(data << 10, 0b10100110111)) ^ 0b101010000010010


def version_bits(version: int) -> int:
    """The 18 version bits: the version and its BCH(18,6) check (7.10)."""
    return version << 12 | bch_remainder(version << 12, 0b1111100100101)


def format_places(size: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Where each format bit goes, least significant first, in its two copies as (row, column):
    around the top left finder, and split between the other two (7.9.1)."""
    first = [(i, 8) for i in (0, 1, 2, 3, 4, 5, 7, 8)] + [(8, i) for i in (7, 5, 4, 3, 2, 1, 0)]
    second = [(8, size - 1 - i) for i in range(8)] + [(size - 7 + i, 8) for i in range(7)]
    return list(zip(first, second, strict=True))


def version_places(size: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Where each version bit goes, least significant first, in its two copies: a 6 x 3 block
    beside the top right finder and its mirror above the bottom left one (Figure 27)."""
    return [((i // 3, size - 11 + i % 3), (size - 11 + i % 3, i // 3)) for i in range(18)]


def alignment_centres(version: int) -> list[int]:
    """The rows (and columns) of the alignment patterns' centres (Annex E, Table E.1): 6, and
    back from the seventh row from the end at an even step, the first gap taking the rest."""
    if version == 1:
        return []
    count = version // 7 + 2
    step = (version * 8 + count * 3 + 5) // (count * 4 - 4) * 2
    last = 17 + 4 * version - 7
    return [6] + [last - step * i for i in reversed(range(count - 1))]


class Symbol:
    """A symbol being built at one level: its modules, and which of them the function
    patterns and the format and version information keep from the data."""

    def __init__(self, version: int, level: str) -> None:
        self.version, self.level = version, level
        self.size = 17 + 4 * version
        self.dark = [[False] * self.size for _ in range(self.size)]
        self.reserved = [[False] * self.size for _ in range(self.size)]
        self._draw_finders()
        for i in range(8, self.size - 8):  # the timing patterns (6.3.5)
            self.put(6, i, i % 2 == 0)
            self.put(i, 6, i % 2 == 0)
        self._draw_alignments()
        for pair in format_places(self.size):  # drawn with the mask
            for row, column in pair:
                self.reserved[row][column] = True
        self.put(self.size - 8, 8, True)  # the dark module beside the format (7.9.1)
        if version >= 7:
            for i, pair in enumerate(version_places(self.size)):
                for row, column in pair:
                    self.put(row, column, bool(version_bits(version) >> i & 1))

    def put(self, row: int, column: int, dark: bool) -> None:
        self.dark[row][column] = dark
        self.reserved[row][column] = True

    def _draw_finders(self) -> None:
        """Three finders (a dark 3 x 3 in a light ring in a dark ring) with their light
        separators (6.3.3, 6.3.4)."""
        for top, left in ((0, 0), (0, self.size - 7), (self.size - 7, 0)):
            for dr in range(-1, 8):
                for dc in range(-1, 8):
                    if 0 <= top + dr < self.size and 0 <= left + dc < self.size:
                        ring = max(abs(dr - 3), abs(dc - 3))
                        self.put(top + dr, left + dc, ring not in (2, 4))

    def _draw_alignments(self) -> None:
        """An alignment pattern (a dark module in a light ring in a dark ring) at each pair of
        centres the finders leave free (6.3.6)."""
        centres = alignment_centres(self.version)
        corners = {(6, 6), (6, centres[-1]), (centres[-1], 6)} if centres else set()
        for row in centres:
            for column in centres:
                if (row, column) not in corners:
                    for dr in range(-2, 3):
                        for dc in range(-2, 3):
                            self.put(row + dr, column + dc, max(abs(dr), abs(dc)) != 1)

    def place(self, codewords: bytes) -> None:
        """The codewords' bits, most significant first, up and down columns two modules wide
        from the right, around the reserved modules and past the vertical timing pattern; the
        modules left over stay light (7.7.3)."""
        bits = format(int.from_bytes(codewords, "big"), f"0{8 * len(codewords)}b")
        free = (
            (row, column)
            for pair, right in enumerate(range(self.size - 1, 0, -2))
            for row in (range(self.size - 1, -1, -1) if pair % 2 == 0 else range(self.size))
            for column in ((right, right - 1) if right > 6 else (right - 1, right - 2))
            if not self.reserved[row][column]
        )
        for bit, (row, column) in zip(bits, free, strict=False):
            self.dark[row][column] = bit == "1"

    def rows(self, mask: int) -> list[int]:
        """The finished symbol's rows under data mask ``mask``, each as bits, column 0 the
        highest: the data masked, the rest not (7.8.1), and the format information naming
        the mask."""
        rows, free = self._bits
        rows = [a ^ b & c for a, b, c in zip(rows, _mask_rows(mask, self.size), free, strict=True)]
        bits = format_bits(self.level, mask)
        for i, pair in enumerate(format_places(self.size)):
            if bits >> i & 1:
                for row, column in pair:
                    rows[row] |= 1 << (self.size - 1 - column)
        return rows

    @cached_property
    def _bits(self) -> tuple[list[int], list[int]]:
        """The rows once the codewords are placed, and the modules free for data, as bits."""
        return [_as_bits(row) for row in self.dark], [~_as_bits(row) for row in self.reserved]


def _as_bits(modules: list[bool]) -> int:
    """A row of modules as bits, column 0 the highest."""
    return int("".join(["1" if module else "0" for module in modules]), 2)


def _mask_rows(mask: int, size: int) -> list[int]:
    """The modules data mask ``mask`` flips in each row, as bits; every mask repeats every 6
    columns and every 12 rows."""
    periods = [
        "".join("1" if MASKS[mask](row, column) else "0" for column in range(6)) * (size // 6 + 1)
        for row in range(12)
    ]
    return [int(periods[row % 12][:size], 2) for row in range(size)]


def penalty(rows: list[int], size: int) -> int:
    """The penalty points of a masked symbol (7.8.3.1, Table 11): N1 = 3 for 5 modules alike
    in a row or column and 1 more for each further one, N2 = 3 for each 2 x 2 block alike,
    N3 = 40 for each 1:1:3:1:1 finder-like pattern beside 4 light modules (wherever one
    starts; the quiet zone is light), N4 = 10 for each full 5% the dark modules are off half.

    Each rule is counted over all lines at once: the lines are written one after another,
    4 modules that are neither dark nor light between them, as two numbers, one with a bit
    for each dark module and one for each light one (the first module the highest bit).
    """
    lines = [format(row, f"0{size}b") for row in rows]
    columns = ["".join(column) for column in zip(*lines, strict=True)]
    dark, light = _dark_and_light(lines + columns)
    n1 = _runs_of_five(dark) + _runs_of_five(light)
    n3 = 40 * _finder_like(dark)
    dark, light = _dark_and_light(lines)
    n2 = 3 * (_blocks(dark, size + len(_GAP)) + _blocks(light, size + len(_GAP)))
    n4 = 10 * (abs(20 * dark.bit_count() - 10 * size * size) // (size * size))
    return n1 + n2 + n3 + n4


#: What comes between two lines: 4 modules neither dark nor light.
_GAP = "0000"


def _dark_and_light(lines: list[str]) -> tuple[int, int]:
    """The lines one after another with ``_GAP`` between, as bits for the dark modules and
    bits for the light ones."""
    dark = int(_GAP.join(lines), 2)
    inside = int(_GAP.join(["1" * len(lines[0])] * len(lines)), 2)
    return dark, dark ^ inside


def _runs_of_five(alike: int) -> int:
    """N1 over the modules marked in ``alike``: a run of n >= 5 scores n - 2, the n - 4 places
    where 5 of them begin plus 2 for the run's first place (the module before is not marked).
    A bit shifted left by k stands for the module k places later."""
    five = alike & alike << 1 & alike << 2 & alike << 3 & alike << 4
    return five.bit_count() + 2 * (five & ~(alike >> 1)).bit_count()


def _blocks(alike: int, width: int) -> int:
    """How many 2 x 2 blocks of the modules marked in ``alike`` there are, in lines ``width``
    apart."""
    pairs = alike & alike << 1
    return (pairs & pairs << width).bit_count()


def _finder_like(dark: int) -> int:
    """The places where dark, light, dark, dark, dark, light, dark begin, with 4 light modules
    before or after; what is not dark is light, the quiet zone too."""
    found = dark & ~(dark << 1) & dark << 2 & dark << 3 & dark << 4 & ~(dark << 5) & dark << 6
    before = ~(dark >> 1 | dark >> 2 | dark >> 3 | dark >> 4)
    after = ~(dark << 7 | dark << 8 | dark << 9 | dark << 10)
    return (found & (before | after)).bit_count()
