"""The map as drawn: a stylised Australia for the board to draw (the rules never read it).

Coordinates are integers in a ``WIDTH`` x ``HEIGHT`` frame with y pointing
down, projected from longitude and latitude (x = 20 per degree east of
107°E, y = 22 per degree south of 5.5°S), so the outline is recognisable:
the Kimberley, the Top End, the Gulf of Carpentaria, Cape York, the
Spencer Gulf, Port Phillip, the Bight. State borders follow the real ones,
simplified; region borders inside the states are ours.

Every region is a polygon of named points. Shared borders use the same
points, so a renderer can draw each border once and the map's validator
(``tools/australia_mapcheck.py``) can derive from the polygons which
regions touch and which locations lie on whose border. A location is drawn
at the point with its own name (``C7``, ``S3``); ships sit on the coast or
halfway along a border between seas.
"""

from __future__ import annotations

from pygames.games.australia.geography import LOCATION_NAMES, REGIONS

Point = tuple[int, int]

WIDTH, HEIGHT = 1050, 850

POINTS: dict[str, Point] = {
    # the frame: corners, and where the borders between the seas meet it
    "frame_nw": (0, 0),
    "frame_ne": (WIDTH, 0),
    "frame_se": (WIDTH, HEIGHT),
    "frame_sw": (0, HEIGHT),
    "frame_ind_gab": (0, 780),
    "frame_ind_tim": (0, 120),
    "frame_tim_ara": (470, 0),
    "frame_ara_cor": (750, 0),
    "frame_cor_tas": (WIDTH, 520),
    "frame_tas_gab": (800, HEIGHT),
    # the coast, clockwise from the Western Australia-Northern Territory border
    "nt_wa": (440, 207),
    "n1": (460, 165),
    "darwin": (476, 150),
    "cobourg": (510, 128),
    "n2": (550, 143),
    "S7": (596, 147),
    "n3": (576, 176),
    "n4": (570, 205),
    "te_bk": (592, 229),
    "nt_qld": (620, 244),
    "S8": (660, 264),
    "ob_cy": (686, 257),
    "n5": (690, 209),
    "weipa": (694, 156),
    "cape_york": (710, 114),
    "n6": (730, 154),
    "melville": (750, 194),
    "n7": (766, 227),
    "S10": (776, 253),
    "cy_ce": (786, 288),
    "townsville": (800, 304),
    "n8": (836, 326),
    "S11": (846, 352),
    "n9": (870, 374),
    "ce_se": (886, 407),
    "fraser": (916, 433),
    "n10": (922, 469),
    "qld_nsw": (932, 506),
    "n11": (922, 550),
    "n12": (910, 590),
    "S13": (886, 625),
    "n13": (864, 662),
    "nsw_vic": (860, 704),
    "n14": (820, 713),
    "prom": (788, 739),
    "n15": (770, 724),
    "vic_we": (756, 722),
    "S15": (730, 733),
    "n16": (700, 724),
    "sa_vic": (680, 715),
    "n17": (654, 697),
    "coorong": (646, 667),
    "adelaide": (630, 647),
    "vincent": (622, 629),
    "yorke": (600, 656),
    "spencer": (616, 601),
    "lincoln": (576, 647),
    "n18": (560, 609),
    "nu_ad": (550, 596),
    "n19": (510, 583),
    "S16": (480, 572),
    "wa_sa": (440, 576),
    "n20": (380, 590),
    "n21": (340, 605),
    "esperance": (298, 625),
    "go_sw": (250, 634),
    "albany": (218, 649),
    "n22": (190, 649),
    "leeuwin": (162, 636),
    "n23": (172, 612),
    "perth": (174, 583),
    "n24": (160, 539),
    "S2": (152, 513),
    "n25": (138, 484),
    "sw_pi": (132, 462),
    "n26": (130, 418),
    "nw_cape": (138, 359),
    "S3": (164, 341),
    "n27": (190, 334),
    "hedland": (232, 326),
    "pi_ki": (280, 308),
    "broome": (304, 275),
    "n28": (330, 242),
    "n29": (360, 200),
    "S5": (394, 185),
    "n30": (420, 209),
    # ships halfway along the borders between seas
    "S1": (81, 708),
    "S4": (152, 198),
    "S6": (473, 75),
    "S9": (730, 57),
    "S12": (991, 513),
    "S14": (794, 795),
    # camps, and bends in the borders inland
    "C1": (186, 460),
    "C2": (240, 458),
    "C3": (246, 546),
    "C4": (360, 319),
    "C5": (440, 231),
    "C6": (440, 330),
    "C7": (440, 451),
    "C8": (440, 517),
    "C9": (490, 231),
    "C10": (540, 231),
    "C11": (550, 515),
    "C12": (550, 564),
    "C13": (620, 451),
    "C14": (680, 517),
    "C15": (680, 622),
    "C16": (680, 672),
    "C17": (700, 292),
    "C18": (742, 312),
    "C19": (786, 300),
    "C20": (760, 517),
    "C21": (766, 700),
    "C22": (786, 655),
    "C23": (820, 517),
    "C24": (824, 688),
    "C25": (850, 462),
    "C26": (876, 513),
    "rc_bend": (550, 341),
    "qs_corner": (680, 451),
    "oc_bend": (750, 396),
    "murray": (730, 649),
    "nsw_bend": (806, 594),
}

#: Each region's outline: the names of its corner points, clockwise.
OUTLINES: dict[str, str] = {
    "KIM": "nt_wa C5 C6 C4 pi_ki broome n28 n29 S5 n30",
    "PIL": "pi_ki C4 C6 C7 C2 C1 sw_pi n26 nw_cape S3 n27 hedland",
    "GOL": "C2 C7 C8 wa_sa n20 n21 esperance go_sw C3",
    "SWA": "C1 C2 C3 go_sw albany n22 leeuwin n23 perth n24 S2 n25 sw_pi",
    "TOP": "nt_wa n1 darwin cobourg n2 S7 n3 n4 te_bk C10 C9 C5",
    "BAR": "C5 C9 C10 te_bk nt_qld C13 rc_bend C6",
    "RED": "C6 rc_bend C13 C7",
    "CAP": "ob_cy n5 weipa cape_york n6 melville n7 S10 cy_ce C19 C18 C17",
    "OUT": "nt_qld S8 ob_cy C17 C18 oc_bend C20 C14 qs_corner C13",
    "CEN": "C18 C19 cy_ce townsville n8 S11 n9 ce_se C25 C23 C20 oc_bend",
    "SEQ": "ce_se fraser n10 qld_nsw C26 C23 C25",
    "FAR": "C7 C13 qs_corner C14 C11 C8",
    "NUL": "C8 C11 C12 nu_ad n19 S16 wa_sa",
    "ADL": "C11 C14 C15 C16 sa_vic n17 coorong adelaide vincent yorke spencer lincoln n18 nu_ad"
    " C12",
    "WNSW": "C14 C20 C23 nsw_bend C22 murray C15",
    "ENSW": "C23 C26 qld_nsw n11 n12 S13 n13 nsw_vic C24 C22 nsw_bend",
    "WVIC": "C15 murray C22 C21 vic_we S15 n16 sa_vic C16",
    "EVIC": "C22 C24 nsw_vic n14 prom n15 vic_we C21",
    "IND": "frame_ind_gab frame_ind_tim S4 broome pi_ki hedland n27 S3 nw_cape n26 sw_pi n25 S2"
    " n24 perth n23 leeuwin S1",
    "TIM": "frame_ind_tim frame_nw frame_tim_ara S6 darwin n1 nt_wa n30 S5 n29 n28 broome S4",
    "ARA": "frame_tim_ara frame_ara_cor S9 cape_york weipa n5 ob_cy S8 nt_qld te_bk n4 n3 S7 n2"
    " cobourg darwin S6",
    "COR": "frame_ara_cor frame_ne frame_cor_tas S12 qld_nsw n10 fraser ce_se n9 S11 n8"
    " townsville cy_ce S10 n7 melville n6 cape_york S9",
    "TAS": "frame_cor_tas frame_se frame_tas_gab S14 prom n14 nsw_vic n13 S13 n12 n11 qld_nsw S12",
    "GAB": "frame_tas_gab frame_sw frame_ind_gab S1 leeuwin n22 albany go_sw esperance n21 n20"
    " wa_sa S16 n19 nu_ad n18 lincoln spencer yorke vincent adelaide coorong n17 sa_vic"
    " n16 S15 vic_we n15 prom S14",
}

#: Where each region's name is written.
LABELS: dict[str, Point] = {
    "KIM": (370, 255),
    "PIL": (250, 390),
    "GOL": (340, 520),
    "SWA": (200, 560),
    "TOP": (500, 190),
    "BAR": (540, 285),
    "RED": (520, 410),
    "CAP": (725, 200),
    "OUT": (690, 370),
    "CEN": (810, 420),
    "SEQ": (885, 470),
    "FAR": (600, 485),
    "NUL": (490, 545),
    "ADL": (620, 560),
    "WNSW": (740, 570),
    "ENSW": (850, 600),
    "WVIC": (715, 690),
    "EVIC": (800, 700),
    "IND": (70, 420),
    "TIM": (250, 90),
    "ARA": (600, 60),
    "COR": (930, 250),
    "TAS": (960, 700),
    "GAB": (420, 720),
}


def outline(region: int) -> tuple[Point, ...]:
    """The corners of a region's polygon, clockwise, in frame coordinates."""
    return tuple(POINTS[name] for name in OUTLINES[REGIONS[region].code].split())


#: Per location index: where its camp or ship is drawn.
LOCATION_POINTS: tuple[Point, ...] = tuple(POINTS[name] for name in LOCATION_NAMES)
#: Per region index: where its name is written.
LABEL_POINTS: tuple[Point, ...] = tuple(LABELS[region.code] for region in REGIONS)
