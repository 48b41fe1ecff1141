"""The QR code encoder makes the symbols ISO/IEC 18004:2015 describes, module for module.

The reference symbols in ``tests/data/qr`` were made by another encoder, segno 1.6.6, with
one fix: segno adds a codeword of 0 bits after the terminator when the data already ends on
a codeword's edge, which byte mode always does (heuer/segno#148; 7.4.10 adds none). Each
file holds ``version level mask chosen|given``, the text, then the rows (1 for dark).
``chosen``: the mask segno chose itself, and also the one the standard's evaluation
chooses (the complete symbol scored, 7.8.3.1, which segno does with the format and version
information light, and every finder-like pattern counted, where segno skips some that
overlap); the texts were picked so that the two agree. ``given``: the mask was given.

The other tests check what the standard says of every symbol, with their own arithmetic:
the function patterns, the format and version information, the Reed-Solomon codewords,
and the penalty rules against a plain reading.
"""

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pygames.web import qr

REFERENCES = sorted((Path(__file__).parent / "data" / "qr").glob("*.txt"))
LEVEL_BITS = {"L": 0b01, "M": 0b00, "Q": 0b11, "H": 0b10}
#: The most bytes each level holds, in version 40 (Table 7).
CAPACITY_40 = {"L": 2953, "M": 2331, "Q": 1663, "H": 1273}
LINK = "http://127.0.0.1:8000/play.html?game=down-under#f1."


def read_reference(path: Path) -> tuple[int, str, int, bool, bytes, list[str]]:
    header, text, *rows = path.read_text("ascii").splitlines()
    version, level, mask, how = header.split()
    return int(version), level, int(mask), how == "chosen", text.encode(), rows


def picture(code: qr.QrCode) -> list[str]:
    return ["".join("1" if dark else "0" for dark in row) for row in code.modules]


@pytest.mark.parametrize("path", REFERENCES, ids=lambda path: path.stem)
def test_symbols_equal_another_encoders(path: Path) -> None:
    version, level, mask, chosen, data, rows = read_reference(path)
    code = qr.encode(data, level, mask=None if chosen else mask)
    assert (code.version, code.level, code.mask) == (version, level, mask)
    assert picture(code) == rows


def test_the_references_cover_every_mask_and_the_versions_that_change_the_layout() -> None:
    seen = [read_reference(path)[:3] for path in REFERENCES]
    assert {mask for _, _, mask in seen} == set(range(8))
    assert {1, 2, 7, 10, 40} <= {version for version, _, _ in seen}
    assert {level for _, level, _ in seen} == set("LMQH")


# The layout, read with the standard's figures.


def finder(size: int, top: int, left: int) -> list[str]:
    """The 7 x 7 finder at ``top``, ``left`` with the light separator around it, as rows."""
    rows = []
    for row in range(top - 1, top + 8):
        if 0 <= row < size:
            cells = []
            for column in range(left - 1, left + 8):
                if 0 <= column < size:
                    ring = max(abs(row - top - 3), abs(column - left - 3))
                    cells.append("1" if ring in (0, 1, 3) else "0")
            rows.append("".join(cells))
    return rows


def cut(rows: list[str], top: int, left: int, height: int, width: int) -> list[str]:
    return [row[max(left, 0) : left + width] for row in rows[max(top, 0) : top + height]]


def format_read(rows: list[str]) -> tuple[int, int]:
    """The two copies of the 15 format bits, most significant first (7.9.1)."""
    size = len(rows)
    first = [rows[8][c] for c in (0, 1, 2, 3, 4, 5, 7, 8)] + [
        rows[r][8] for r in (7, 5, 4, 3, 2, 1, 0)
    ]
    second = [rows[r][8] for r in range(size - 1, size - 8, -1)] + [
        rows[8][c] for c in range(size - 8, size)
    ]
    return int("".join(first), 2), int("".join(second), 2)


def version_read(rows: list[str]) -> tuple[int, int]:
    """The two copies of the 18 version bits, most significant first (Figure 27)."""
    size = len(rows)
    places = [(i // 3, size - 11 + i % 3) for i in reversed(range(18))]
    top_right = "".join(rows[r][c] for r, c in places)
    bottom_left = "".join(rows[c][r] for r, c in places)
    return int(top_right, 2), int(bottom_left, 2)


def gf2_mod(value: int, generator: int) -> int:
    while value.bit_length() >= generator.bit_length():
        value ^= generator << (value.bit_length() - generator.bit_length())
    return value


def link_data(length: int) -> bytes:
    return (LINK + "AbCd-_0123" * (length // 10 + 1))[:length].encode()


data_and_level = st.tuples(
    st.one_of(st.binary(max_size=200), st.integers(1, 3000).map(link_data)),
    st.sampled_from(qr.LEVELS),
).filter(lambda case: len(case[0]) <= CAPACITY_40[case[1]])


@settings(max_examples=60, deadline=None)
@given(data_and_level)
def test_every_symbol_has_the_layout_the_standard_draws(case: tuple[bytes, str]) -> None:
    data, level = case
    code = qr.encode(data, level)
    rows, size = picture(code), 17 + 4 * code.version
    assert code.size == size and len(rows) == size and {len(row) for row in rows} == {size}
    for top, left in ((0, 0), (0, size - 7), (size - 7, 0)):
        assert cut(rows, top - 1, left - 1, 9, 9) == finder(size, top, left)
    timing = "".join("1" if i % 2 == 0 else "0" for i in range(8, size - 8))
    assert rows[6][8 : size - 8] == timing
    assert "".join(row[6] for row in rows[8 : size - 8]) == timing
    assert rows[size - 8][8] == "1"  # the dark module


@settings(max_examples=60, deadline=None)
@given(data_and_level)
def test_the_format_and_version_information_decode_to_the_symbols_own(
    case: tuple[bytes, str],
) -> None:
    data, level = case
    code = qr.encode(data, level)
    rows = picture(code)
    for bits in format_read(rows):
        unmasked = bits ^ 0b101010000010010
        assert gf2_mod(unmasked, 0b10100110111) == 0  # BCH(15,5)
        assert (unmasked >> 13, unmasked >> 10 & 7) == (LEVEL_BITS[level], code.mask)
    if code.version >= 7:
        for bits in version_read(rows):
            assert gf2_mod(bits, 0b1111100100101) == 0  # BCH(18,6)
            assert bits >> 12 == code.version


@settings(max_examples=40, deadline=None)
@given(data_and_level)
def test_the_smallest_version_that_holds_the_data_is_chosen(case: tuple[bytes, str]) -> None:
    data, level = case
    code = qr.encode(data, level)
    if code.version > 1:
        with pytest.raises(ValueError, match="do not fit"):
            qr.encode(data, level, version=code.version - 1)


# Reed-Solomon, with GF(256) multiplication done the long way.


def gf_multiply(a: int, b: int) -> int:
    product = 0
    while b:
        if b & 1:
            product ^= a
        a <<= 1
        if a & 0x100:
            a ^= 0x11D
        b >>= 1
    return product


def evaluate(codewords: bytes, x: int) -> int:
    value = 0
    for codeword in codewords:
        value = gf_multiply(value, x) ^ codeword
    return value


def expected_data_codewords(data: bytes, version: int, capacity: int) -> bytes:
    """Mode, count, data, terminator, then pads, spelled out as a string of bits (7.4)."""
    count = format(len(data), "08b" if version < 10 else "016b")
    bits = "0100" + count + "".join(format(byte, "08b") for byte in data) + "0000"
    bits += "0" * (-len(bits) % 8)
    stream = bytes(int(bits[i : i + 8], 2) for i in range(0, len(bits), 8))
    return stream + bytes([0xEC, 0x11] * capacity)[: capacity - len(stream)]


@settings(max_examples=40, deadline=None)
@given(data_and_level)
def test_every_block_is_a_reed_solomon_codeword(case: tuple[bytes, str]) -> None:
    """A block, data then error correction codewords, is a multiple of the generator: it is
    0 at each of its roots 2^0 ... 2^(n-1)."""
    data, level = case
    version = qr.encode(data, level).version
    blocks = qr.blocks(data, version, level)
    degree = len(blocks[0][1])
    for block_data, ec in blocks:
        assert len(ec) == degree
        root = 1
        for _ in range(degree):
            assert evaluate(block_data + ec, root) == 0
            root = gf_multiply(root, 2)
    lengths = [len(block_data) for block_data, _ in blocks]
    assert lengths == sorted(lengths) and max(lengths) - min(lengths) <= 1
    total = sum(lengths) + degree * len(blocks)
    assert total == qr.total_codewords(version)
    capacity = sum(lengths)
    assert b"".join(d for d, _ in blocks) == expected_data_codewords(data, version, capacity)
    interleaved = qr.interleaved(blocks)
    assert interleaved[: len(blocks)] == bytes(d[0] for d, _ in blocks)
    assert interleaved[-len(blocks) :] == bytes(ec[-1] for _, ec in blocks)


def test_the_codewords_a_symbol_holds_are_those_of_table_1() -> None:
    some = {1: 26, 2: 44, 6: 172, 7: 196, 10: 346, 14: 581, 25: 1588, 27: 1828, 40: 3706}
    assert {version: qr.total_codewords(version) for version in some} == some


# The penalty rules, read plainly.


def plain_finder_like(line: str) -> int:
    """Where 1011101 starts with 0000 before or after it, wherever it starts."""
    padded = "0000" + line + "0000"
    return sum(
        padded[start : start + 7] == "1011101"
        and "0000" in (padded[start - 4 : start], padded[start + 7 : start + 11])
        for start in range(4, len(line) - 2)
    )


def plain_penalty(rows: list[str]) -> int:
    """Table 11, one module at a time; outside the symbol is light (the quiet zone)."""
    size = len(rows)
    lines = rows + ["".join(row[c] for row in rows) for c in range(size)]
    score = 0
    for line in lines:
        for run in re.finditer(r"0+|1+", line):
            if len(run.group()) >= 5:
                score += 3 + len(run.group()) - 5
        score += 40 * plain_finder_like(line)
    for r in range(size - 1):
        for c in range(size - 1):
            if rows[r][c] == rows[r][c + 1] == rows[r + 1][c] == rows[r + 1][c + 1]:
                score += 3
    dark = sum(row.count("1") for row in rows)
    percent = 100 * dark / (size * size)
    return score + 10 * int(abs(percent - 50) // 5)


def square(size: int) -> st.SearchStrategy[list[str]]:
    line = st.text("01", min_size=size, max_size=size)
    return st.lists(line, min_size=size, max_size=size)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([21, 25, 45]).flatmap(square))
def test_the_penalty_is_table_11s(rows: list[str]) -> None:
    assert qr.penalty([int(row, 2) for row in rows], len(rows)) == plain_penalty(rows)


@settings(max_examples=25, deadline=None)
@given(st.binary(max_size=120), st.sampled_from(qr.LEVELS))
def test_the_mask_chosen_scores_lowest_on_the_complete_symbol(data: bytes, level: str) -> None:
    scores = [plain_penalty(picture(qr.encode(data, level, mask=mask))) for mask in range(8)]
    assert qr.encode(data, level).mask == scores.index(min(scores))


def test_the_penalty_counts_finder_like_patterns_that_share_modules() -> None:
    """Two patterns sharing three modules, one with light before and one with light after,
    count twice (segno 1.6.6 counts the first alone; zxing counts both)."""
    line = "000010111011101000010"
    assert plain_finder_like(line) == 2
    rows = ["0" * 21] * 10 + [line] + ["0" * 21] * 10
    assert qr.penalty([int(row, 2) for row in rows], 21) == plain_penalty(rows)


# What does not fit, and what the page is given.


@pytest.mark.parametrize("level", qr.LEVELS)
def test_data_too_large_for_version_40_is_refused(level: str) -> None:
    assert qr.encode(b"x" * CAPACITY_40[level], level).version == 40
    with pytest.raises(ValueError, match="do not fit in a QR code of version 40"):
        qr.encode(b"x" * (CAPACITY_40[level] + 1), level)


def test_an_unknown_level_mask_or_version_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown error correction level 'X'"):
        qr.encode(b"data", "X")
    with pytest.raises(ValueError, match="unknown data mask 8"):
        qr.encode(b"data", mask=8)
    for version in (0, 41):
        with pytest.raises(ValueError, match=f"unknown version {version}"):
            qr.encode(b"data", version=version)


def painted(svg: str, quiet: int) -> list[str]:
    """The modules the SVG's path paints, read back from its moves and rectangles."""
    side = int(re.search(r'viewBox="0 0 (\d+) \1"', svg).group(1))  # type: ignore[union-attr]
    cells = [["0"] * side for _ in range(side)]
    x = y = 0
    path = re.search(r'<path d="([^"]*)"', svg).group(1)  # type: ignore[union-attr]
    for move, dx, dy, width in re.findall(r"([Mm])(-?\d+) (-?\d+)(?:h(\d+)v1h-\4z)?", path):
        x, y = (int(dx), int(dy)) if move == "M" else (x + int(dx), y + int(dy))
        for column in range(x, x + int(width or 0)):
            cells[y][column] = "1"
    return ["".join(row[quiet : side - quiet]) for row in cells[quiet : side - quiet]]


@pytest.mark.parametrize("quiet", [4, 1])
def test_the_svg_is_one_path_over_a_white_square_with_the_quiet_zone(quiet: int) -> None:
    code = qr.for_link(LINK + "x" * 300)
    svg = code.svg(quiet)
    side = code.size + 2 * quiet
    assert svg.startswith("<svg ") and svg.endswith("</svg>")
    assert f'viewBox="0 0 {side} {side}"' in svg and 'shape-rendering="crispEdges"' in svg
    assert f'<rect width="{side}" height="{side}" fill="#fff"/>' in svg
    assert svg.count("<path ") == 1
    assert painted(svg, quiet) == picture(code)
    assert code.svg() == code.svg(4) and 'viewBox="0 0 {0} {0}"'.format(code.size + 8) in code.svg()


def test_a_link_is_shown_at_level_m_up_to_version_25_then_at_l() -> None:
    longest_at_m = max(n for n in range(1, 1300) if qr.fits(n, 25, "M"))
    assert qr.for_link(link_data(300).decode()).level == "M"
    at_m = qr.for_link(link_data(longest_at_m).decode())
    assert (at_m.level, at_m.version) == ("M", 25)
    at_l = qr.for_link(link_data(longest_at_m + 1).decode())
    assert at_l.level == "L" and at_l.version < 25
    thousand = qr.for_link(link_data(1000).decode())
    assert (thousand.level, thousand.version) == ("L", 22)
