//! The Bi-litaire tray: a frame of 4×4 tile positions, raised tiles of 2×2
//! hollows that slide in when pushed, and the balls, drawn with the shared
//! [`BoardSvg`]. On the pusher's turn a click anywhere on a tile means the tile.

use std::collections::BTreeMap;
use std::rc::Rc;

use abstrakta_engine::bilitaire::{Hollow, Position, TilePos, PUSHER};
use abstrakta_engine::Game;
use yew::prelude::*;

use crate::components::board::{cell_texts, Markup, Svg};

use crate::components::board::{BoardEvents, BoardProps, BoardSvg, Cell, Grid, Movable, PieceView, CELL};
use crate::components::context::use_lang;

use super::texts::{GameMsg, GameText};

/// The board's grid (its cells, and how its files are named).
const GRID: Grid = Grid::new(8, 8, "abcdefgh");

/// The board cell of a hollow.
pub fn cell(h: Hollow) -> Cell {
    Cell::from(h.index())
}

/// The cell that stands for a tile position: its lower-left hollow.
pub fn tile_cell(t: TilePos) -> Cell {
    cell(t.hollows()[0])
}

/// The tile position under a cell.
fn tile_of(c: Cell) -> TilePos {
    Hollow::from_index(c as u8)
        .unwrap_or_else(|| Hollow::new(0, 0).expect("a1"))
        .tile()
}

fn tile_cells(t: TilePos) -> [Cell; 4] {
    t.hollows().map(cell)
}

/// The Bi-litaire board.
#[component]
pub fn BilitaireBoard(props: &BoardProps<Position>) -> Html {
    let lang = use_lang();
    let grid = GRID.seen(props.flipped, props.coordinates);
    let pos = &props.position;
    let m = grid.margin();
    // The still picture and the tiles, as one piece of markup (board::markup):
    // some hundred elements, one call.
    let mut cells = Markup::default();
    cells.background(grid.size(), "frame-bg", 12).empty(
        "rect",
        &[
            ("class", &"tray"),
            ("x", &Svg(m - 4.0)),
            ("y", &Svg(m - 4.0)),
            ("width", &Svg(8.0 * CELL + 8.0)),
            ("height", &Svg(8.0 * CELL + 8.0)),
            ("rx", &18),
        ],
    );
    cells.open("g", &[("class", &"slots")]);
    for t in (0..16u8).filter_map(|i| TilePos::new(i % 4, i / 4)) {
        let (x, y) = tile_corner(&grid, t);
        cells.empty(
            "rect",
            &[
                ("class", &"slot"),
                ("data-tile", &t),
                ("x", &Svg(x + 6.0)),
                ("y", &Svg(y + 6.0)),
                ("width", &Svg(2.0 * CELL - 12.0)),
                ("height", &Svg(2.0 * CELL - 12.0)),
                ("rx", &14),
            ],
        );
    }
    cells.close("g").open("g", &[("class", &"tiles")]);
    for t in (0..16u8)
        .filter_map(|i| TilePos::new(i % 4, i / 4))
        .filter(|&t| pos.has_tile(t))
    {
        let (x, y) = tile_corner(&grid, t);
        let empty = t.hollows().iter().all(|&h| !pos.has_ball(h));
        // Slid in by the last move: start from the old place.
        let carried = props
            .drawable
            .motion
            .iter()
            .find(|&&(_, to)| to == tile_cell(t))
            .map(|&(from, _)| {
                let (fx, fy) = grid.center_of(from);
                let (tx, ty) = grid.center_of(tile_cell(t));
                format!("--from-x:{}px;--from-y:{}px", Svg(fx - tx), Svg(fy - ty))
            });
        let class = format_args!(
            "tile{}{}",
            if empty { " empty" } else { "" },
            if carried.is_some() { " slide-in" } else { "" }
        );
        match &carried {
            Some(style) => cells.open("g", &[("class", &class), ("data-tile", &t), ("style", style)]),
            None => cells.open("g", &[("class", &class), ("data-tile", &t)]),
        };
        cells.empty(
            "rect",
            &[
                ("class", &"tile-body"),
                ("x", &Svg(x + 8.0)),
                ("y", &Svg(y + 8.0)),
                ("width", &Svg(2.0 * CELL - 16.0)),
                ("height", &Svg(2.0 * CELL - 16.0)),
                ("rx", &16),
            ],
        );
        for h in t.hollows() {
            let (cx, cy) = grid.center_of(cell(h));
            cells.empty(
                "circle",
                &[
                    ("class", &"hollow"),
                    ("data-hollow", &h),
                    ("cx", &Svg(cx)),
                    ("cy", &Svg(cy)),
                    ("r", &30),
                ],
            );
        }
        cells.close("g");
    }
    cells.close("g");
    let cells = cells.into_html();
    let hollow = |c: Cell| u8::try_from(c).ok().and_then(Hollow::from_index);
    let names = cell_texts(64, |c| hollow(c).map(|h| h.to_string()));
    let notes = cell_texts(64, |c| {
        let t = hollow(c)?.tile();
        Some(if pos.has_tile(t) {
            lang.say(GameMsg::BiOnTile { tile: &t })
        } else {
            lang.say(GameMsg::BiNoTile { square: &t })
        })
    });
    let word = lang.t(GameText::BallWord);
    let pieces: Vec<PieceView> = (0..64u8)
        .filter_map(Hollow::from_index)
        .filter(|&h| pos.has_ball(h))
        .map(|h| PieceView {
            cell: cell(h),
            kind: "ball",
            title: format!("{word} {h}"),
            shape: html! { <><circle class="body" r="26" /><circle class="shine" cx="-8" cy="-9" r="7" /></> },
        })
        .collect();
    // The pusher points at tiles: every hollow of a tile stands for it.
    let pusher = pos.turn() == PUSHER && pos.outcome().is_none();
    let (movable, events) = (&props.movable, &props.events);
    let (targets, throws, on_gesture) = if pusher && !movable.targets.is_empty() {
        let mut targets: BTreeMap<Cell, Vec<Cell>> = BTreeMap::new();
        let mut throws = BTreeMap::new();
        for (&from, tos) in movable.targets.iter() {
            let all: Vec<Cell> = tos.iter().flat_map(|&to| tile_cells(tile_of(to))).collect();
            for h in tile_cells(tile_of(from)) {
                targets.insert(h, all.clone());
                for &to in tos {
                    if let Some(&kind) = movable.throws.get(&(from, to)) {
                        for c in tile_cells(tile_of(to)) {
                            throws.insert((h, c), kind);
                        }
                    }
                }
            }
        }
        let report = events.on_gesture.clone();
        let on_gesture = Callback::from(move |(from, to): (Cell, Cell)| {
            report.emit((tile_cell(tile_of(from)), tile_cell(tile_of(to))));
        });
        (Rc::new(targets), Rc::new(throws), on_gesture)
    } else {
        (
            movable.targets.clone(),
            movable.throws.clone(),
            events.on_gesture.clone(),
        )
    };
    html! {
        <BoardSvg grid={grid} game="bilitaire" label={lang.t(GameText::BilitaireBoardLabel)} cells={cells} names={names}
            pieces={pieces} notes={notes} movable={Movable { targets, throws, ..movable.clone() }}
            events={BoardEvents { on_gesture, ..events.clone() }} drawable={props.drawable.clone()} />
    }
}

/// Top-left corner of a tile position in SVG units.
fn tile_corner(grid: &Grid, t: TilePos) -> (f64, f64) {
    // The tile's top-left hollow on screen depends on the orientation.
    let corners = t.hollows().map(|h| grid.corner(h.x(), h.y()));
    let x = corners.iter().map(|c| c.0).fold(f64::INFINITY, f64::min);
    let y = corners.iter().map(|c| c.1).fold(f64::INFINITY, f64::min);
    (x, y)
}
