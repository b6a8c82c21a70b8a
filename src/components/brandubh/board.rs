//! The Brandubh board: a 7×7 grid with the throne and corners marked, drawn with
//! the shared [`BoardSvg`].

use std::rc::Rc;

use abstrakta_engine::brandubh::{Piece, Position, Square, THRONE};
use yew::prelude::*;

use crate::components::board::{Markup, Svg};

use crate::components::board::{BoardProps, BoardSvg, Cell, Grid, PieceView, CELL};
use crate::components::context::use_lang;

use super::texts::GameText;

/// The board's grid (its cells, and how its files are named).
const GRID: Grid = Grid::new(7, 7, "abcdefg");

/// The board cell of a square.
pub fn cell(sq: Square) -> Cell {
    sq.index() as Cell
}

fn piece_shape(piece: Piece) -> Html {
    match piece {
        Piece::Attacker => html! {
            <>
                <rect class="body" x="-27" y="-27" width="54" height="54" rx="9" transform="rotate(45)" />
                <rect class="mark" x="-11" y="-11" width="22" height="22" rx="3" transform="rotate(45)" />
            </>
        },
        Piece::Defender => html! {
            <>
                <circle class="body" r="31" />
                <circle class="mark" r="15" />
            </>
        },
        Piece::King => html! {
            <>
                <circle class="body" r="36" />
                <path class="crown" d="M-20 12 L-22 -12 L-10 0 L0 -18 L10 0 L22 -12 L20 12 Z" />
            </>
        },
    }
}

fn piece_class(piece: Piece) -> &'static str {
    match piece {
        Piece::Attacker => "attacker",
        Piece::Defender => "defender",
        Piece::King => "king",
    }
}

/// The Brandubh board.
#[component]
pub fn BrandubhBoard(props: &BoardProps<Position>) -> Html {
    let lang = use_lang();
    let grid = GRID.seen(props.flipped, props.coordinates);
    // The still picture, as one piece of markup (board::markup).
    let mut cells = Markup::default();
    cells
        .background(grid.size(), "frame", 12)
        .open("g", &[("class", &"squares")]);
    for sq in Square::all() {
        let (x, y) = grid.corner(sq.file(), sq.rank());
        let shade = if (sq.file() + sq.rank()) % 2 == 0 {
            "dark"
        } else {
            "light"
        };
        let (special, note) = if sq.is_corner() {
            (" corner", Some(GameText::Corner))
        } else if sq == THRONE {
            (" throne", Some(GameText::Throne))
        } else {
            ("", None)
        };
        cells.open(
            "rect",
            &[
                ("class", &format_args!("sq {shade}{special}")),
                ("data-square", &sq),
                ("x", &Svg(x)),
                ("y", &Svg(y)),
                ("width", &Svg(CELL)),
                ("height", &Svg(CELL)),
            ],
        );
        // Only the corners and the throne are named on hover (the margins name
        // the others, and the cells for screen readers all): fewer elements to draw.
        if let Some(note) = note.filter(|_| grid.margin) {
            cells
                .open("title", &[])
                .text(&format_args!("{sq} ({})", lang.t(note)))
                .close("title");
        }
        cells.close("rect");
        if sq.is_restricted() {
            let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
            let (a, b) = (Svg(cx - 30.0), Svg(cx + 30.0));
            let (top, bottom) = (Svg(cy - 30.0), Svg(cy + 30.0));
            cells
                .open("g", &[("class", &"motif")])
                .empty("line", &[("x1", &a), ("y1", &top), ("x2", &b), ("y2", &bottom)])
                .empty("line", &[("x1", &b), ("y1", &top), ("x2", &a), ("y2", &bottom)])
                .empty("circle", &[("cx", &Svg(cx)), ("cy", &Svg(cy)), ("r", &40)])
                .close("g");
        }
    }
    cells.close("g");
    let cells = cells.into_html();
    let names: Rc<Vec<AttrValue>> = Rc::new(Square::all().map(|sq| AttrValue::from(sq.to_string())).collect());
    let notes: Rc<Vec<AttrValue>> = Rc::new(
        Square::all()
            .map(|sq| match sq {
                sq if sq.is_corner() => AttrValue::from(lang.t(GameText::Corner)),
                THRONE => AttrValue::from(lang.t(GameText::Throne)),
                _ => AttrValue::default(),
            })
            .collect(),
    );
    let pieces: Vec<PieceView> = Square::all()
        .filter_map(|sq| {
            let piece = props.position.piece_at(sq)?;
            let name = match piece {
                Piece::Attacker => lang.t(GameText::AttackerWord),
                Piece::Defender => lang.t(GameText::DefenderWord),
                Piece::King => lang.t(GameText::KingWord),
            };
            Some(PieceView {
                cell: cell(sq),
                kind: piece_class(piece),
                title: format!("{name} {sq}"),
                shape: piece_shape(piece),
            })
        })
        .collect();
    html! {
        <BoardSvg grid={grid} game="brandubh" label={lang.t(GameText::BrandubhBoardLabel)} cells={cells} names={names}
            pieces={pieces} notes={notes} movable={props.movable.clone()} events={props.events.clone()} drawable={props.drawable.clone()} />
    }
}
