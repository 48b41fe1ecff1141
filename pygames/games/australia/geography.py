"""Australia's map as data: territories, regions, locations and borders.

Everything the rules need and nothing about drawing (that is the board's:
``pygames/web/australia/map_drawing.py`` and ``pygames/web/australia/layout.py``).
The map is declared by codes a person can check against a picture, then
turned into index tables once at import. ``tools/australia_mapcheck.py``
(outside the package) validates the declarations; the tests run it.

- 24 regions: 18 land regions in five colours, grouped into the six
  territories, and 6 blue water regions ringing the coast.
- 42 locations: 26 camps, each on the border of the 2-4 land regions it
  belongs to, and 16 ships, each on the border between two water regions
  or between a water region and the coast; a ship belongs to the water
  regions it touches. Rangers on ships score double.
- Two regions are neighbours when they share a stretch of border, coasts
  included; regions that only touch at a point are not.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

RegionIndex: TypeAlias = int
LocationIndex: TypeAlias = int
Colour: TypeAlias = int

#: Card and region colours; blue is the colour of every water region.
BLUE, GREEN, ORANGE, GRAY, RED, YELLOW = range(6)
COLOUR_NAMES = ("blue", "green", "orange", "gray", "red", "yellow")

TERRITORIES = (
    "Western Australia",
    "Northern Territory",
    "Queensland",
    "South Australia",
    "New South Wales",
    "Victoria",
)
WATER = ""  # the territory of a water region


@dataclass(frozen=True, slots=True)
class Region:
    """A region of the map: its code in notation, its name, colour and territory."""

    code: str
    name: str
    colour: Colour
    territory: str

    @property
    def is_water(self) -> bool:
        """True for the six blue water regions."""
        return self.territory == WATER


REGIONS: tuple[Region, ...] = (
    Region("KIM", "Kimberley", GREEN, "Western Australia"),
    Region("PIL", "Pilbara", ORANGE, "Western Australia"),
    Region("GOL", "Goldfields", GRAY, "Western Australia"),
    Region("SWA", "South West", RED, "Western Australia"),
    Region("TOP", "Top End", GRAY, "Northern Territory"),
    Region("BAR", "Barkly", YELLOW, "Northern Territory"),
    Region("RED", "Red Centre", GREEN, "Northern Territory"),
    Region("CAP", "Cape York", GREEN, "Queensland"),
    Region("OUT", "Outback", ORANGE, "Queensland"),
    Region("CEN", "Central Queensland", RED, "Queensland"),
    Region("SEQ", "South East Queensland", GRAY, "Queensland"),
    Region("FAR", "Far North", ORANGE, "South Australia"),
    Region("NUL", "Nullarbor", GRAY, "South Australia"),
    Region("ADL", "Adelaide", YELLOW, "South Australia"),
    Region("WNSW", "Western New South Wales", GREEN, "New South Wales"),
    Region("ENSW", "Eastern New South Wales", YELLOW, "New South Wales"),
    Region("WVIC", "Western Victoria", RED, "Victoria"),
    Region("EVIC", "Eastern Victoria", ORANGE, "Victoria"),
    Region("IND", "Indian Ocean", BLUE, WATER),
    Region("TIM", "Timor Sea", BLUE, WATER),
    Region("ARA", "Arafura Sea", BLUE, WATER),
    Region("COR", "Coral Sea", BLUE, WATER),
    Region("TAS", "Tasman Sea", BLUE, WATER),
    Region("GAB", "Great Australian Bight", BLUE, WATER),
)

#: Each camp and the land regions whose border it lies on, roughly west to east.
CAMPS: tuple[tuple[str, str], ...] = (
    ("C1", "PIL SWA"),
    ("C2", "PIL SWA GOL"),
    ("C3", "SWA GOL"),
    ("C4", "KIM PIL"),
    ("C5", "KIM TOP BAR"),
    ("C6", "KIM PIL BAR RED"),
    ("C7", "PIL GOL RED FAR"),
    ("C8", "GOL FAR NUL"),
    ("C9", "TOP BAR"),
    ("C10", "TOP BAR"),
    ("C11", "FAR NUL ADL"),
    ("C12", "NUL ADL"),
    ("C13", "BAR RED OUT FAR"),
    ("C14", "OUT FAR ADL WNSW"),
    ("C15", "ADL WNSW WVIC"),
    ("C16", "ADL WVIC"),
    ("C17", "CAP OUT"),
    ("C18", "OUT CAP CEN"),
    ("C19", "CAP CEN"),
    ("C20", "OUT CEN WNSW"),
    ("C21", "WVIC EVIC"),
    ("C22", "WNSW ENSW WVIC EVIC"),
    ("C23", "CEN SEQ WNSW ENSW"),
    ("C24", "ENSW EVIC"),
    ("C25", "CEN SEQ"),
    ("C26", "SEQ ENSW"),
)

#: Each ship and the water regions it touches, clockwise from the south-west.
SHIPS: tuple[tuple[str, str], ...] = (
    ("S1", "GAB IND"),
    ("S2", "IND"),
    ("S3", "IND"),
    ("S4", "IND TIM"),
    ("S5", "TIM"),
    ("S6", "TIM ARA"),
    ("S7", "ARA"),
    ("S8", "ARA"),
    ("S9", "ARA COR"),
    ("S10", "COR"),
    ("S11", "COR"),
    ("S12", "COR TAS"),
    ("S13", "TAS"),
    ("S14", "TAS GAB"),
    ("S15", "GAB"),
    ("S16", "GAB"),
)

#: Each region's neighbours: the regions it shares a stretch of border with.
NEIGHBOURS: dict[str, str] = {
    "KIM": "TOP BAR PIL IND TIM",
    "PIL": "KIM RED GOL SWA IND",
    "GOL": "PIL SWA FAR NUL GAB",
    "SWA": "PIL GOL GAB IND",
    "TOP": "KIM BAR TIM ARA",
    "BAR": "KIM TOP RED OUT ARA",
    "RED": "PIL BAR FAR",
    "CAP": "OUT CEN ARA COR",
    "OUT": "BAR CAP CEN FAR WNSW ARA",
    "CEN": "CAP OUT SEQ WNSW COR",
    "SEQ": "CEN ENSW COR",
    "FAR": "GOL RED OUT NUL ADL",
    "NUL": "GOL FAR ADL GAB",
    "ADL": "FAR NUL WNSW WVIC GAB",
    "WNSW": "OUT CEN ADL ENSW WVIC",
    "ENSW": "SEQ WNSW EVIC TAS",
    "WVIC": "ADL WNSW EVIC GAB",
    "EVIC": "ENSW WVIC TAS GAB",
    "IND": "KIM PIL SWA TIM GAB",
    "TIM": "KIM TOP IND ARA",
    "ARA": "TOP BAR CAP OUT TIM COR",
    "COR": "CAP CEN SEQ ARA TAS",
    "TAS": "ENSW EVIC COR GAB",
    "GAB": "GOL SWA NUL ADL WVIC EVIC IND TAS",
}

# -- index tables, built once ------------------------------------------------

REGION_COUNT = len(REGIONS)
REGION_BY_CODE: dict[str, RegionIndex] = {region.code: i for i, region in enumerate(REGIONS)}
REGION_COLOURS: tuple[Colour, ...] = tuple(region.colour for region in REGIONS)

LOCATION_NAMES: tuple[str, ...] = tuple(name for name, _ in CAMPS + SHIPS)
LOCATION_COUNT = len(LOCATION_NAMES)
LOCATION_BY_NAME: dict[str, LocationIndex] = {name: i for i, name in enumerate(LOCATION_NAMES)}
#: Per location: True for a ship (its rangers score double).
IS_SHIP: tuple[bool, ...] = (False,) * len(CAMPS) + (True,) * len(SHIPS)
#: Per location: the regions it belongs to.
LOCATION_REGIONS: tuple[tuple[RegionIndex, ...], ...] = tuple(
    tuple(REGION_BY_CODE[code] for code in codes.split()) for _, codes in CAMPS + SHIPS
)
#: Per region: its locations, in location order.
REGION_LOCATIONS: tuple[tuple[LocationIndex, ...], ...] = tuple(
    tuple(loc for loc in range(LOCATION_COUNT) if region in LOCATION_REGIONS[loc])
    for region in range(REGION_COUNT)
)
#: Per region: the regions it borders.
ADJACENT: tuple[frozenset[RegionIndex], ...] = tuple(
    frozenset(REGION_BY_CODE[code] for code in NEIGHBOURS[region.code].split())
    for region in REGIONS
)
