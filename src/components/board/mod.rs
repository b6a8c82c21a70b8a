//! What every board shares: the square-grid geometry ([`grid`]), the props a
//! board is given in small groups ([`props`]), and [`BoardSvg`], which draws a
//! game's cells and pieces in one `<svg viewBox>` with layered `<g>` groups
//! (`draw.rs`) and turns pointer gestures (`gesture.rs`) and keys
//! (`keyboard.rs`) into reports. Boards decide nothing about the rules: the page passes the
//! cells a selected piece may go to, and receives `(from, to)` gestures and
//! chooser toggles.

mod draw;
mod gesture;
pub mod grid;
mod keyboard;
pub mod markup;
pub mod props;

use yew::prelude::*;

use super::context::use_lang;
use super::later::Later;
use crate::i18n::Text;
use draw::Painter;
use gesture::use_gestures;
use keyboard::{use_keyboard, KeyTargets};

pub use grid::{Cell, Grid, CELL, MARGIN};
pub use markup::{Markup, Svg, SvgText};
pub use props::{BoardEvents, BoardProps, BoardSvgProps, ChoiceView, Drawable, Movable, PieceView};

/// One board picture with click, drag, keyboard and chooser input.
#[component]
pub fn BoardSvg(props: &BoardSvgProps) -> Html {
    let grid = props.grid;
    let lang = use_lang();
    let svg_ref = use_node_ref();
    // The keyboard's cursor; a press of the pointer moves it too.
    let cursor = use_state(|| None::<Cell>);
    let gestures = use_gestures(grid, props, &svg_ref, &cursor);
    let keyboard = use_keyboard(
        grid,
        &cursor,
        KeyTargets {
            names: props.names.clone(),
            start: gestures
                .selected
                .or(props.movable.choice.as_ref().map(|c| c.to))
                .or(props.drawable.last.map(|(_, to)| to)),
            activate: gestures.activate.clone(),
            deselect: gestures.deselect.clone(),
            on_cancel: props.events.on_cancel.clone(),
            on_confirm: props.movable.choice.is_some().then(|| props.events.on_confirm.clone()),
        },
    );
    // A chain of jumps in progress: the jumping piece is drawn where it stands
    // now, and the pieces it jumped over are taken off and their cells crossed
    // out, as the move will leave them once finished.
    let trail = &props.movable.trail;
    let jumped: Vec<Cell> = trail
        .windows(2)
        .map(|w| {
            let ((f1, r1), (f2, r2)) = (grid.file_rank(w[0]), grid.file_rank(w[1]));
            grid.cell((f1 + f2) / 2, (r1 + r2) / 2)
        })
        .collect();
    let pieces: Vec<PieceView> = match (trail.first(), trail.last()) {
        (Some(&start), Some(&now)) if trail.len() > 1 => props
            .pieces
            .iter()
            .filter(|p| !jumped.contains(&p.cell))
            .map(|p| {
                if p.cell != start {
                    return p.clone();
                }
                // Its title names the hollow it stands on now.
                let name = |c: Cell| {
                    props
                        .names
                        .get(usize::from(c))
                        .map(|n| n.to_string())
                        .unwrap_or_default()
                };
                let title = match p.title.strip_suffix(&name(start)) {
                    Some(what) => format!("{what}{}", name(now)),
                    None => p.title.clone(),
                };
                PieceView {
                    cell: now,
                    title,
                    ..p.clone()
                }
            })
            .collect(),
        _ => props.pieces.clone(),
    };
    let painter = Painter {
        grid,
        props,
        selected: gestures.selected,
        pieces: &pieces,
        jumped: &jumped,
    };
    let dragging = gestures.dragging;
    let (lifted, resting): (Vec<_>, Vec<_>) = pieces.iter().partition(|p| dragging.is_some_and(|d| d.from == p.cell));
    let interactive = !props.movable.targets.is_empty() || props.movable.choice.is_some();
    // For keyboards and screen readers (boards with coordinates, not thumbnails):
    // a grid of labelled cells over the picture, and the cursor.
    let described = grid.margin;
    html! {
        <>
        <svg ref={svg_ref} class={classes!("board", props.game.to_string(), interactive.then_some("interactive"))}
            viewBox={grid.view_box()} style={format!("aspect-ratio: {} / {}", Svg(grid.width()), Svg(grid.height()))}
            role={if described { "grid" } else { "img" }} aria-label={props.label.clone()}
            tabindex={described.then_some("0")}
            aria-activedescendant={keyboard.cursor.map(|c| painter.cell_id(c))}
            aria-description={described.then(|| lang.t(Text::BoardKeys))}
            onpointerdown={gestures.onpointerdown} onpointermove={gestures.onpointermove}
            onpointerup={gestures.onpointerup} onpointercancel={gestures.onpointercancel}
            onkeydown={keyboard.onkeydown} onfocus={keyboard.onfocus} onblur={keyboard.onblur}>
            // Drawn in four tasks, each short: the board with its listeners,
            // then its picture (cells and coordinates), then the pieces and
            // marks, then the cells for screen readers.
            <Later>{ props.cells.clone() }{ grid.coordinates() }</Later>
            <Later>
            <g class="marks">{ painter.marks() }</g>
            <g class="pieces">{ for resting.into_iter().map(|p| painter.piece(p, None)) }</g>
            <g class="dests">{ painter.destination_marks(keyboard.cursor) }</g>
            <g class="choices">{ painter.choices() }</g>
            <g class="drag">{ for lifted.into_iter().map(|p| painter.piece(p, dragging.map(|d| (d.x, d.y)))) }</g>
            { keyboard.cursor.map(|c| painter.cursor(c)).unwrap_or_default() }
            { painter.arrows() }
            </Later>
            if described { <Later><g class="a11y-cells">{ for painter.reader_rows(lang) }</g></Later> }
        </svg>
        if described {
            <p class="sr-only" aria-live="polite" data-testid="board-announce">{ painter.announcement(lang).unwrap_or_default() }</p>
        }
        </>
    }
}

/// Texts for the board's cells `0..len`, one a cell (empty where `text` gives
/// none): the cells' names, or the notes read out on them.
pub fn cell_texts<T: Into<AttrValue>>(len: Cell, text: impl Fn(Cell) -> Option<T>) -> std::rc::Rc<Vec<AttrValue>> {
    std::rc::Rc::new((0..len).map(|c| text(c).map(Into::into).unwrap_or_default()).collect())
}
