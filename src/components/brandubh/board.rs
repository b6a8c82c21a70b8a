//! The Brandubh board: a 7×7 grid with the throne and corners marked, drawn with
//! the shared [`BoardSvg`].

use std::rc::Rc;

use abstrakta_engine::brandubh::{Piece, Position, Square, THRONE};
use yew::prelude::*;

use crate::components::board::SvgText;

use crate::components::board::{BoardProps, BoardSvg, Cell, Grid, PieceView, CELL};
use crate::components::context::use_lang;

use super::texts::GameText;

/// The grid of the board as seen.
pub fn grid(flipped: bool, margin: bool) -> Grid {
    Grid {
        files: 7,
        ranks: 7,
        file_names: "abcdefg",
        flipped,
        margin,
    }
}

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
    let grid = grid(props.flipped, props.coordinates);
    let squares = Square::all().map(|sq| {
        let (x, y) = grid.corner(sq.file(), sq.rank());
        let class = classes!(
            "sq",
            if (sq.file() + sq.rank()) % 2 == 0 {
                "dark"
            } else {
                "light"
            },
            sq.is_corner().then_some("corner"),
            (sq == THRONE).then_some("throne"),
        );
        let motif = sq.is_restricted().then(|| {
            let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
            html! {
                <g class="motif">
                    <line x1={(cx - 30.0).svg()} y1={(cy - 30.0).svg()} x2={(cx + 30.0).svg()} y2={(cy + 30.0).svg()} />
                    <line x1={(cx + 30.0).svg()} y1={(cy - 30.0).svg()} x2={(cx - 30.0).svg()} y2={(cy + 30.0).svg()} />
                    <circle cx={cx.svg()} cy={cy.svg()} r="40" />
                </g>
            }
        });
        // Only the corners and the throne are named on hover (the margins name
        // the others, and the cells for screen readers all): fewer elements to draw.
        let title = if !grid.margin {
            None
        } else if sq.is_corner() {
            Some(format!("{sq} ({})", lang.t(GameText::Corner)))
        } else if sq == THRONE {
            Some(format!("{sq} ({})", lang.t(GameText::Throne)))
        } else {
            None
        };
        html! {
            <>
                <rect class={class} data-square={sq.to_string()} x={x.svg()} y={y.svg()}
                    width={CELL.svg()} height={CELL.svg()}>if let Some(title) = title { <title>{ title }</title> }</rect>
                { motif.unwrap_or_default() }
            </>
        }
    });
    let cells = html! {
        <>
            <rect class="frame" x="0" y="0" width={grid.width().svg()} height={grid.height().svg()} rx="12" />
            <g class="squares">{ for squares }</g>
        </>
    };
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
