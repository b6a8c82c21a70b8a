//! The Brandubh board as one SVG. It shows a position and the destinations the
//! engine computed, and reports the move a person makes (click or drag); it never
//! decides legality.

use std::rc::Rc;

use abstrakta_engine::brandubh::{Bitboard, Move, Piece, Position, Square, THRONE};
use yew::prelude::*;

use crate::components::board::{pointer_point, Grid, CELL};
use crate::components::use_lang;
use crate::i18n::Text;

/// Props of [`BrandubhBoard`].
#[derive(Debug, Properties, PartialEq)]
pub struct BrandubhBoardProps {
    /// The position to show.
    pub position: Position,
    /// For each square (by index), where its piece may go now; empty means the
    /// board is view-only.
    #[prop_or_default]
    pub dests: Rc<Vec<Bitboard>>,
    /// The last move, marked.
    #[prop_or_default]
    pub last_move: Option<Move>,
    /// Squares emptied by the last move's captures, marked.
    #[prop_or_default]
    pub captured: Bitboard,
    /// Seen from the top.
    #[prop_or_default]
    pub flipped: bool,
    /// Coordinates along the edges.
    #[prop_or(true)]
    pub coordinates: bool,
    /// Called with the move a person makes.
    #[prop_or_default]
    pub on_move: Callback<Move>,
}

#[derive(Clone, Copy, PartialEq)]
struct Drag {
    from: Square,
    x: f64,
    y: f64,
    moved: bool,
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
pub fn BrandubhBoard(props: &BrandubhBoardProps) -> Html {
    let lang = use_lang();
    let grid = Grid {
        files: 7,
        ranks: 7,
        flipped: props.flipped,
        margin: props.coordinates,
    };
    let selected = use_state(|| None::<Square>);
    let drag = use_state(|| None::<Drag>);
    let svg_ref = use_node_ref();

    // A selection is only kept while its piece may still move.
    let dests_of = |sq: Square| props.dests.get(sq.index()).copied().unwrap_or_default();
    let selected_sq = (*selected).filter(|&s| !dests_of(s).is_empty());

    let square_of = {
        let svg_ref = svg_ref.clone();
        move |e: &PointerEvent| -> Option<Square> {
            let svg = svg_ref.cast::<web_sys::Element>()?;
            let (x, y) = pointer_point(e, &svg, grid.width());
            grid.cell_at(x, y).map(|(f, r)| Square::new(f, r))
        }
    };

    let onpointerdown = {
        let (selected, drag, dests, on_move, svg_ref, square_of) = (
            selected.clone(),
            drag.clone(),
            props.dests.clone(),
            props.on_move.clone(),
            svg_ref.clone(),
            square_of.clone(),
        );
        Callback::from(move |e: PointerEvent| {
            if e.button() != 0 {
                return;
            }
            let Some(sq) = square_of(&e) else { return };
            let dests_at = |s: Square| dests.get(s.index()).copied().unwrap_or_default();
            if let Some(from) = *selected {
                if dests_at(from).contains(sq) {
                    selected.set(None);
                    drag.set(None);
                    on_move.emit(Move { from, to: sq });
                    return;
                }
            }
            if dests_at(sq).is_empty() {
                selected.set(None);
                return;
            }
            e.prevent_default();
            selected.set(Some(sq));
            if let Some(svg) = svg_ref.cast::<web_sys::Element>() {
                let _ = svg.set_pointer_capture(e.pointer_id());
                let (x, y) = pointer_point(&e, &svg, grid.width());
                drag.set(Some(Drag {
                    from: sq,
                    x,
                    y,
                    moved: false,
                }));
            }
        })
    };
    let onpointermove = {
        let (drag, svg_ref) = (drag.clone(), svg_ref.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(d) = *drag else { return };
            if let Some(svg) = svg_ref.cast::<web_sys::Element>() {
                let (x, y) = pointer_point(&e, &svg, grid.width());
                let moved = d.moved || (x - d.x).abs() + (y - d.y).abs() > 8.0;
                drag.set(Some(Drag { x, y, moved, ..d }));
            }
        })
    };
    let onpointerup = {
        let (selected, drag, dests, on_move, square_of) = (
            selected.clone(),
            drag.clone(),
            props.dests.clone(),
            props.on_move.clone(),
            square_of.clone(),
        );
        Callback::from(move |e: PointerEvent| {
            let Some(d) = *drag else { return };
            drag.set(None);
            let target = square_of(&e);
            let legal = dests.get(d.from.index()).copied().unwrap_or_default();
            match target {
                Some(to) if to != d.from && legal.contains(to) => {
                    selected.set(None);
                    on_move.emit(Move { from: d.from, to });
                }
                Some(to) if to == d.from => {} // a click: keep the selection
                _ if d.moved => selected.set(None),
                _ => {}
            }
        })
    };
    let onpointercancel = {
        let drag = drag.clone();
        Callback::from(move |_: PointerEvent| drag.set(None))
    };

    let pos = &props.position;
    let squares = Square::all().map(|sq| {
        let (x, y) = grid.corner(sq.file(), sq.rank());
        let class = classes!(
            "sq",
            if (sq.file() + sq.rank()) % 2 == 0 { "dark" } else { "light" },
            sq.is_corner().then_some("corner"),
            (sq == THRONE).then_some("throne"),
        );
        let motif = sq.is_restricted().then(|| {
            let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
            html! {
                <g class="motif">
                    <line x1={(cx - 30.0).to_string()} y1={(cy - 30.0).to_string()} x2={(cx + 30.0).to_string()} y2={(cy + 30.0).to_string()} />
                    <line x1={(cx + 30.0).to_string()} y1={(cy - 30.0).to_string()} x2={(cx - 30.0).to_string()} y2={(cy + 30.0).to_string()} />
                    <circle cx={cx.to_string()} cy={cy.to_string()} r="40" />
                </g>
            }
        });
        let title = if sq.is_corner() {
            format!("{sq} ({})", lang.t(Text::Corner))
        } else if sq == THRONE {
            format!("{sq} ({})", lang.t(Text::Throne))
        } else {
            sq.to_string()
        };
        html! {
            <>
                <rect class={class} data-square={sq.to_string()} x={x.to_string()} y={y.to_string()}
                    width={CELL.to_string()} height={CELL.to_string()}><title>{ title }</title></rect>
                { motif.unwrap_or_default() }
            </>
        }
    });

    let mark = |sq: Square, class: &'static str| {
        let (x, y) = grid.corner(sq.file(), sq.rank());
        html! { <rect class={class} x={(x + 3.0).to_string()} y={(y + 3.0).to_string()} width={(CELL - 6.0).to_string()} height={(CELL - 6.0).to_string()} /> }
    };
    let mut marks = Vec::new();
    if let Some(m) = props.last_move {
        marks.push(mark(m.from, "last-from"));
        marks.push(mark(m.to, "last-to"));
    }
    if let Some(sel) = selected_sq {
        marks.push(mark(sel, "selected"));
    }
    for sq in props.captured {
        let (cx, cy) = grid.center(sq.file(), sq.rank());
        marks.push(html! {
            <g class="captured-mark" data-captured={sq.to_string()}>
                <line x1={(cx - 22.0).to_string()} y1={(cy - 22.0).to_string()} x2={(cx + 22.0).to_string()} y2={(cy + 22.0).to_string()} />
                <line x1={(cx + 22.0).to_string()} y1={(cy - 22.0).to_string()} x2={(cx - 22.0).to_string()} y2={(cy + 22.0).to_string()} />
            </g>
        });
    }
    let dest_marks = selected_sq.map(dests_of).unwrap_or_default().map(|sq| {
        let (cx, cy) = grid.center(sq.file(), sq.rank());
        html! { <circle class="dest" data-dest={sq.to_string()} cx={cx.to_string()} cy={cy.to_string()} r="14" /> }
    });

    let dragging = (*drag).filter(|d| d.moved);
    let pieces = Square::all().filter_map(|sq| {
        let piece = pos.piece_at(sq)?;
        let (mut cx, mut cy) = grid.center(sq.file(), sq.rank());
        let lifted = dragging.is_some_and(|d| d.from == sq);
        if let Some(d) = dragging.filter(|_| lifted) {
            cx = d.x;
            cy = d.y;
        }
        let movable = !dests_of(sq).is_empty();
        let name = match piece {
            Piece::Attacker => lang.t(Text::AttackerWord),
            Piece::Defender => lang.t(Text::DefenderWord),
            Piece::King => lang.t(Text::KingWord),
        };
        Some((lifted, html! {
            <g key={format!("p{}", sq.index())} class={classes!("piece", piece_class(piece), movable.then_some("movable"), lifted.then_some("lifted"))}
                data-piece={piece_class(piece)} data-square={sq.to_string()}
                transform={format!("translate({cx} {cy})")}>
                <title>{ format!("{name} {sq}") }</title>
                { piece_shape(piece) }
            </g>
        }))
    });
    // The lifted piece is drawn last, above the others.
    let (lifted, resting): (Vec<_>, Vec<_>) = pieces.partition(|(l, _)| *l);

    html! {
        <svg ref={svg_ref} class={classes!("board", "brandubh", props.dests.iter().any(|d| !d.is_empty()).then_some("interactive"))}
            viewBox={grid.view_box()} role="img" aria-label={lang.t(Text::BoardLabel)}
            onpointerdown={onpointerdown} onpointermove={onpointermove} onpointerup={onpointerup} onpointercancel={onpointercancel}>
            <rect class="frame" x="0" y="0" width={grid.width().to_string()} height={grid.width().to_string()} rx="12" />
            <g class="squares">{ for squares }</g>
            { grid.coordinates() }
            <g class="marks">{ for marks }</g>
            <g class="pieces">{ for resting.into_iter().map(|(_, h)| h) }</g>
            <g class="dests">{ for dest_marks }</g>
            <g class="drag">{ for lifted.into_iter().map(|(_, h)| h) }</g>
        </svg>
    }
}
