//! The Thud board: the octagon of 165 squares with the Thudstone on H8, dwarfs
//! and trolls told apart by shape as well as colour, drawn with the shared
//! [`BoardSvg`].

use std::rc::Rc;

use abstrakta_engine::thud::{Piece, Position, Square};
use yew::prelude::*;

use crate::components::board::{cell_texts, Markup, Svg};

use crate::components::board::{BoardProps, BoardSvg, Cell, Grid, PieceView, CELL};
use crate::components::context::use_lang;

use super::texts::GameText;

/// The board's grid (its cells, and how its files are named).
const GRID: Grid = Grid::new(15, 15, "ABCDEFGHJKLMNOP");

/// The board cell of a square.
pub fn cell(sq: Square) -> Cell {
    sq.index() as Cell
}

/// A dwarf: a light, round helmet with a nose guard; a troll: a large dark
/// boulder with a brow.
fn piece_shape(piece: Piece) -> Html {
    match piece {
        Piece::Dwarf => html! {
            <>
                <path class="body" d="M-32 12 A32 32 0 0 1 32 12 L32 24 L-32 24 Z" />
                <rect class="mark" x="-5" y="-16" width="10" height="36" rx="3" />
            </>
        },
        Piece::Troll => html! {
            <>
                <path class="body" d="M-40 6 L-32 -26 L-8 -42 L20 -38 L40 -14 L38 22 L16 40 L-18 40 L-38 26 Z" />
                <path class="mark" d="M-20 -6 L-4 -2 M20 -6 L4 -2" />
            </>
        },
    }
}

/// The octagon's outline in grid units `(file, rank)` from the bottom left.
const OUTLINE: [(f64, f64); 8] = [
    (5.0, 0.0),
    (10.0, 0.0),
    (15.0, 5.0),
    (15.0, 10.0),
    (10.0, 15.0),
    (5.0, 15.0),
    (0.0, 10.0),
    (0.0, 5.0),
];

/// The Thud board.
#[component]
pub fn ThudBoard(props: &BoardProps<Position>) -> Html {
    let lang = use_lang();
    let grid = GRID.seen(props.flipped, props.coordinates);
    let m = grid.margin();
    let outline = OUTLINE
        .iter()
        .map(|&(f, r)| {
            let (x, r) = if grid.flipped { (15.0 - f, r) } else { (f, 15.0 - r) };
            format!("{},{}", Svg(m + x * CELL), Svg(m + r * CELL))
        })
        .collect::<Vec<_>>()
        .join(" ");
    // The still picture, as one piece of markup (board::markup).
    let mut cells = Markup::default();
    cells
        .background(grid.size(), "frame-bg", 12)
        .empty("polygon", &[("class", &"frame"), ("points", &outline)])
        .open("g", &[("class", &"squares")]);
    for sq in Square::all() {
        let (x, y) = grid.corner(sq.file(), sq.rank());
        let stone = sq == Square::THUDSTONE;
        let shade = if (sq.file() + sq.rank()) % 2 == 0 {
            "dark"
        } else {
            "light"
        };
        let class = format_args!("sq {shade}{}", if stone { " thudstone" } else { "" });
        cells.open(
            "rect",
            &[
                ("class", &class),
                ("data-square", &sq),
                ("x", &Svg(x)),
                ("y", &Svg(y)),
                ("width", &Svg(CELL)),
                ("height", &Svg(CELL)),
            ],
        );
        // Only the Thudstone's square is named on hover (the margins name the
        // others, and the cells for screen readers all): fewer elements to draw.
        if grid.margin && stone {
            cells
                .open("title", &[])
                .text(&format_args!("{sq} ({})", lang.t(GameText::Thudstone)))
                .close("title");
        }
        cells.close("rect");
    }
    let (sx, sy) = grid.center(Square::THUDSTONE.file(), Square::THUDSTONE.rank());
    cells
        .close("g")
        .open(
            "g",
            &[
                ("class", &"stone"),
                ("transform", &format_args!("translate({} {})", Svg(sx), Svg(sy))),
            ],
        )
        .empty(
            "path",
            &[("d", &"M-36 10 L-30 -22 L-6 -38 L24 -32 L38 -6 L32 24 L6 38 L-24 32 Z")],
        )
        .empty("path", &[("class", &"rune"), ("d", &"M0 -20 L0 20 M-12 -8 L12 8")])
        .close("g");
    let cells = cells.into_html();
    let names = cell_texts(225, |c| Square::from_index(c.into()).map(|sq| sq.to_string()));
    let mut notes = vec![AttrValue::default(); 225];
    notes[usize::from(cell(Square::THUDSTONE))] = AttrValue::from(lang.t(GameText::Thudstone));
    let notes = Rc::new(notes);
    let pos = &props.position;
    let pieces: Vec<PieceView> = Square::all()
        .filter_map(|sq| {
            let piece = pos.piece_at(sq)?;
            let (kind, word) = match piece {
                Piece::Dwarf => ("dwarf", lang.t(GameText::DwarfWord)),
                Piece::Troll => ("troll", lang.t(GameText::TrollWord)),
            };
            Some(PieceView {
                cell: cell(sq),
                kind,
                title: format!("{word} {sq}"),
                shape: piece_shape(piece),
            })
        })
        .collect();
    html! {
        <BoardSvg grid={grid} game="thud" label={lang.t(GameText::ThudBoardLabel)} cells={cells} names={names}
            pieces={pieces} notes={notes} movable={props.movable.clone()} events={props.events.clone()} drawable={props.drawable.clone()} />
    }
}
